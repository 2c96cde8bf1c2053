import type { Dice } from '../../dice/dice.ts';
import { between } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import { outside } from './types.ts';

/** The id of the sample Spot (a small bank) the Heist's and Prep's conformance samples play on. */
export const sampleSpotId = 'bank';
const spotId = sampleSpotId;

/**
 * A Spot as the GM builds it on the Spot editor (zones, barriers and their Security, loot, tags), with `guards`
 * posted: the campaign commands, for the Heist's sample and Prep's.
 */
export function sampleSpot(dice: Dice, guards: readonly Character[]) {
  const posts = ['lobby', 'hall', 'office'];
  return [
    ...spotCommands(dice),
    ...guards.map((guard, i) => ({
      type: 'spot/place-guard',
      spotId,
      guard: guard.id,
      zone: posts[i % posts.length]!,
      awareness: null,
      training: null,
    })),
  ];
}

/** The Spot's layout. */
function spotCommands(dice: Dice) {
  const zones = ['lobby', 'hall', 'office', 'vault'];
  const barriers: [string, string, string][] = [
    ['front', outside, 'lobby'],
    ['inner', 'lobby', 'hall'],
    ['office-door', 'hall', 'office'],
    ['vault-door', 'office', 'vault'],
  ];
  const tag = (zoneId: string, tagName: string) => ({
    type: 'spot/tag-zone',
    spotId,
    zoneId,
    tag: tagName,
    on: true,
  });
  return [
    { type: 'spot/create', spotId, name: 'The Harrow bank' },
    ...zones.map((zone, i) => ({
      type: 'spot/add-zone',
      spotId,
      zoneId: zone,
      name: zone.charAt(0).toUpperCase() + zone.slice(1),
      x: 120 * (i + 1),
      y: 80,
    })),
    ...barriers.map(([barrierId, a, b]) => ({ type: 'spot/add-barrier', spotId, barrierId, ends: [a, b] })),
    {
      type: 'spot/add-security',
      spotId,
      barrierId: 'office-door',
      securityId: 'lock',
      tag: 'lock',
      score: between(dice, 5, 9),
    },
    {
      type: 'spot/add-security',
      spotId,
      barrierId: 'vault-door',
      securityId: 'vault',
      tag: 'vault',
      score: between(dice, 7, 11),
    },
    ...(dice.roll(2) === 1 ? [tag('hall', 'noisy')] : []),
    ...(dice.roll(3) === 1 ? [tag('office', 'hazardous')] : []),
    ...(dice.roll(3) === 1 ? [tag('lobby', 'crowded')] : []),
    { type: 'spot/add-loot', spotId, lootId: 'ledger', name: 'The ledger', zone: 'office', value: 2 },
    { type: 'spot/add-loot', spotId, lootId: 'gems', name: 'Gems', zone: 'vault', value: 5 },
  ];
}
