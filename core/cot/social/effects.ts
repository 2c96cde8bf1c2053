import type { CampaignEffect } from '../world/index.ts';
import type { SocialEvent } from './events.ts';

/**
 * What a Social Call changes on the sheets: a Loyalty altered by an achieved agenda (COT-SOC-2) and a new
 * presented identity (COT-CHAR-8). The scene layer turns these into campaign events.
 */
export function socialEffects(event: SocialEvent): CampaignEffect[] {
  switch (event.type) {
    case 'social/followed-through':
      return event.success && event.loyalties
        ? [{ kind: 'loyalties', character: event.target, loyalties: event.loyalties }]
        : [];
    case 'social/identity-presented':
      return [{ kind: 'presented-identity', character: event.character, identity: event.identity }];
    default:
      return [];
  }
}
