import type { CampaignEffect } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { cacheEffects, foresightBankedEffects, foresightSpentEffects } from '../foresight/index.ts';
import type { PrepEvent } from './types.ts';

/**
 * What a Prep event changes in the campaign: what the crew learned of a Spot (COT-PREP-5..8), Reputation paid
 * (COT-PREP-3), Heat (COT-PREP-4, COT-D-4), Foresight banked and spent (COT-FORE-1..3), a disguise's identity
 * (COT-PREP-9), cached gear and Resources (COT-FORE-7), a Blueprint zone (COT-FORE-8).
 */
export function prepEffects(event: PrepEvent): readonly CampaignEffect[] {
  switch (event.type) {
    case 'prep/researched': {
      const { result } = event;
      return [
        ...result.learned.map((learned): CampaignEffect => ({
          kind: 'spot',
          spotId: learned.spotId,
          event: learned,
        })),
        ...researchPaid(result),
      ];
    }
    case 'prep/foresight-banked':
      return foresightBankedEffects(event);
    case 'prep/foresight-spent':
      return foresightSpentEffects(event);
    case 'prep/skill-rolled':
      return event.identity !== null
        ? [{ kind: 'presented-identity', character: event.character, identity: event.identity }]
        : [];
    case 'prep/cached':
      return cacheEffects(event);
    case 'prep/spot-changed':
      return [{ kind: 'spot', spotId: event.event.spotId, event: event.event }];
    default:
      return [];
  }
}

/**
 * What a research roll costs the crew, in Prep or during the Heist: the Reputation the researcher paid
 * (COT-PREP-3) and the Heat it raised (COT-PREP-4, COT-D-4).
 */
export function researchPaid(result: {
  readonly researcher: CharacterId;
  readonly reputation: number;
  readonly heat: number;
}): CampaignEffect[] {
  return [
    ...(result.reputation > 0
      ? [{ kind: 'reputation', character: result.researcher, delta: -result.reputation } as const]
      : []),
    ...(result.heat > 0 ? [{ kind: 'heat', amount: result.heat } as const] : []),
  ];
}
