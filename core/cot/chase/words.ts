import type { Names } from '../../engine/index.ts';
import type { Condition } from '../characters/index.ts';
import type { AttackedEvent, CatastropheEvent } from './events.ts';
import type {
  ChaseGroupId,
  ChaseOutcome,
  Defender,
  DistanceChange,
  LeaveReason,
  VehicleId,
} from './types.ts';

/** A chase in words, for the roll log, the history and the view: vehicles, groups, Distances, harm, endings. */

import { days, inWords } from '../../shared/words.ts';

export { days, inWords };

/**
 * A vehicle in words: the scene's name for its id when it has one, else from its id ("target: Car" is "the
 * Target's Car", "pursuer: Truck / van" is "the pursuers' Truck / van").
 */
export function vehicleWords(id: VehicleId, names: Names): string {
  const named = names(id);
  if (named !== id) return named;
  const match = /^(target|pursuer): (.+)$/.exec(id);
  if (!match) return `the ${id}`;
  return match[1] === 'target' ? `the Target's ${match[2]}` : `the pursuers' ${match[2]}`;
}

/** A pursuer group in words: its vehicle, or the pursuers on foot. */
export function groupWords(id: ChaseGroupId, names: Names): string {
  const named = names(id);
  if (named !== id) return named;
  return id === 'on foot' ? 'the pursuers on foot' : vehicleWords(id as string as VehicleId, names);
}

/** What an attack or a Ram hits, in words. */
export function defenderWords(defender: Defender, names: Names): string {
  return defender.kind === 'vehicle' ? vehicleWords(defender.id, names) : names(defender.id);
}

/**
 * Distances that moved: "the pursuers fall back to Distance 4" when one group is in the chase, else each group's
 * change, "the pursuers' Car 2 → 3, the pursuers on foot 1 → 2". `groups`: how many groups the action concerned.
 */
export function distanceWords(
  changes: readonly DistanceChange[],
  names: Names,
  groups = changes.length,
): string {
  if (changes.length === 0) return 'no Distance changes';
  if (changes.length === 1 && groups <= 1) {
    const [change] = changes as [DistanceChange];
    const way = change.to > change.from ? 'fall back to' : 'close in to';
    return `the pursuers ${way} Distance ${change.to}`;
  }
  return changes.map((c) => `${groupWords(c.group, names)} ${c.from} → ${c.to}`).join(', ');
}

/**
 * What an attack or Ram did (COT-WAR-5..7, COT-CHASE-12), naming the Cover or Body it took and the wound it caused:
 * "Dolan loses 3 Cover (9 → 6)", "Dolan loses 5 Cover and is Wounded (2 days)", "the Car loses 4 Body (12 → 8)".
 */
export function harmWords(event: AttackedEvent, names: Names): string {
  const target = defenderWords(event.defender, names);
  const { damage, difficulty } = event;
  if (damage === 0) return `${target}: no damage (catastrophe)`;
  if (event.defender.kind === 'vehicle') {
    return damage >= difficulty
      ? `${target} loses ${damage} Body and is wrecked (${difficulty} → 0)`
      : `${target} loses ${damage} Body (${difficulty} → ${difficulty - damage})`;
  }
  return conditionWords(target, event.conditionAfter, damage, difficulty);
}

function conditionWords(name: string, after: Condition | undefined, damage: number, cover: number): string {
  const lost = `${name} loses ${damage} Cover`;
  if (after?.state === 'dead') return `${lost} and is killed`;
  if (after?.state === 'wounded') return `${lost} and is Wounded (${days(after.recoveryDays)})`;
  return `${lost} (${cover} → ${Math.max(0, cover - damage)})`;
}

/** Why someone or something left the chase, after a colon: "Vex: fell off the chase". */
export const leaveWords: Readonly<Record<LeaveReason, string>> = {
  'fell-off': 'fell off the chase',
  thrown: 'thrown from the vehicle',
  wrecked: 'out, the vehicle wrecked',
  crashed: 'out, the vehicle crashed',
  stopped: 'out, the vehicle stopped',
  dead: 'dead',
  emptied: 'nobody left',
  split: 'off into a separate chase',
  'got-away': 'got away',
};

/** What a catastrophe cost (COT-D-4). */
export const catastropheWords: Readonly<Record<CatastropheEvent['consequence'], string>> = {
  'lost-distance': 'their side loses ground (1 Distance)',
  'no-damage': 'no damage at all',
  'double-crash-damage': 'a crash with damage doubled',
  complication: 'a complication for the GM',
  'narrative-only': 'a failure the GM narrates',
};

/** COT-CHASE-14: how the chase ended, in a sentence. */
export function outcomeWords(outcome: ChaseOutcome, names: Names): string {
  switch (outcome.kind) {
    case 'escaped':
      return `Chase over: ${names(outcome.by)} escaped`;
    case 'pursuers-gone':
      return 'Chase over: no pursuer is left, the Target got away';
    case 'caught':
      return `Chase over: ${names(outcome.by)} caught the Target; Gang Warfare follows`;
    case 'target-stopped':
      return `Chase over: ${vehicleWords(outcome.vehicle, names)} ${outcome.reason === 'stopped' ? 'stopped' : `is ${outcome.reason}`}`;
    case 'target-down':
      return 'Chase over: the Target is down';
    case 'ended-by-gm':
      return `Chase over: ${outcome.reason}`;
  }
}
