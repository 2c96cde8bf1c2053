import type { CharacterId } from '../../shared/ids.ts';
import type { CampaignEffect } from '../../engine/contract.ts';
import type { Condition } from '../characters/types.ts';
import { cachedGear } from '../prep/foresight.ts';
import type { HeistEvent, HeistState } from './types.ts';

/**
 * What a Heist event changes in the campaign (COT-CHAR-10, COT-FORE-3, COT-CHAR-8): Foresight spent, Heat,
 * Reputation and Resources, a new presented identity, cached gear, and every change to the campaign's Spot
 * (what the crew learned, a Blueprint zone, guards Aware and Securities bypassed for the Job).
 */
export function heistEffects(event: HeistEvent): readonly CampaignEffect[] {
  switch (event.type) {
    case 'heist/foresight-spent':
      return [{ kind: 'foresight', character: event.character, delta: -event.amount }];
    case 'heist/spot-changed':
      return [{ kind: 'spot', spotId: event.event.spotId, event: event.event }];
    case 'heist/researched': {
      const { result } = event;
      return [
        ...(result.reputation > 0
          ? [{ kind: 'reputation', character: result.researcher, delta: -result.reputation } as const]
          : []),
        ...(result.heat > 0 ? [{ kind: 'heat', amount: result.heat } as const] : []),
      ];
    }
    case 'heist/drop':
      return event.event.type === 'drop/heat-raised' ? [{ kind: 'heat', amount: event.event.amount }] : [];
    case 'heist/disguised':
      return event.success
        ? [{ kind: 'presented-identity', character: event.character, identity: event.identity }]
        : [];
    case 'heist/cached':
      return [{ kind: 'resources', delta: -event.resources }, ...cachedGear(event)];
    default:
      return [];
  }
}

/**
 * COT-CHAR-6: the conditions at the Spot, for the sheets; not of those away in a fight or a chase that broke out
 * (COT-D-65), whose sheets that scene keeps until they are back.
 */
export function heistConditions(state: HeistState): ReadonlyMap<CharacterId, Condition> {
  return new Map(
    state.drop.characters.filter((c) => !state.engaged.includes(c.id)).map((c) => [c.id, c.condition]),
  );
}
