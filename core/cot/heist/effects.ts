import type { CampaignEffect } from '../world/index.ts';
import { cacheEffects, foresightSpentEffects } from '../foresight/index.ts';
import { researchPaid } from '../prep/index.ts';
import type { HeistEvent } from './types.ts';

/**
 * What a Heist event changes in the campaign (COT-CHAR-6, COT-CHAR-10, COT-FORE-3, COT-CHAR-8): a wound or a
 * death a Drop dealt (on the sheet, the condition's only home), Foresight spent, Heat, Reputation and Resources, a
 * new presented identity, cached gear, and every change to the campaign's Spot (what the crew learned, a
 * Blueprint zone, guards Aware and Securities bypassed for the Job).
 */
export function heistEffects(event: HeistEvent): readonly CampaignEffect[] {
  switch (event.type) {
    case 'heist/foresight-spent':
      return foresightSpentEffects(event);
    case 'heist/spot-changed':
      return [{ kind: 'spot', spotId: event.event.spotId, event: event.event }];
    case 'heist/researched':
      return researchPaid(event.result);
    case 'heist/drop':
      switch (event.event.type) {
        case 'drop/heat-raised':
          return [{ kind: 'heat', amount: event.event.amount }];
        case 'drop/wounded': // COT-DROP-3, COT-D-12
          return [
            {
              kind: 'condition',
              character: event.event.character,
              condition: { state: 'wounded', recoveryDays: event.event.recoveryDays },
            },
          ];
        case 'drop/killed':
          return [{ kind: 'condition', character: event.event.character, condition: { state: 'dead' } }];
        default:
          return [];
      }
    case 'heist/disguised':
      return event.success
        ? [{ kind: 'presented-identity', character: event.character, identity: event.identity }]
        : [];
    case 'heist/cached':
      return cacheEffects(event);
    case 'heist/alarm-escaped': // MOTH-D-3: Foresight covers escape moves
      return event.foresight > 0
        ? foresightSpentEffects({ character: event.character, amount: event.foresight })
        : [];
    default:
      return [];
  }
}
