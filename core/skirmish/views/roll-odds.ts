import type { RecordedOdds } from '../../dice/heist-dice.ts';
import { blastHitDistribution } from '../grenades/grenade-odds.ts';
import type { BlastKind } from '../grenades/grenade-odds.ts';
import type { ModelState } from '../types.ts';
import { blastVictimOdds } from './turn-facts.ts';

/**
 * The odds a blast's roll stores as it is rolled (HST-GREN-6, HST-GREN-9, HST-D-39): the same figures the blast
 * form shows for the model as it stands, or for a vehicle its hits (the `frag_hits_vehicles` house rule).
 */

const effectLabels = {
  none: 'No effect',
  stunned: 'Stunned',
  wounded: 'Wounded',
  killed: 'Killed',
} as const;

/** A blast on one model, with its Defend check and a flashbang's non-lethal stun. */
export function blastModelOdds(
  kind: BlastKind,
  model: ModelState,
  distance: number,
  inCover: boolean,
): RecordedOdds {
  const odds = blastVictimOdds(kind, model, distance, inCover);
  const none = odds.outcomes.find((o) => o.effect === 'none')?.probability ?? 0;
  return {
    headline: { label: 'Any effect', probability: Math.max(0, 1 - none) },
    outcomes: odds.outcomes.map((o) => ({
      key: o.effect,
      label: o.effect === 'killed' && model.armor ? 'Down (armor check)' : effectLabels[o.effect],
      probability: o.probability,
      tone: o.effect === 'none' ? 'neutral' : 'bad',
    })),
    detail: `${odds.dice}d${odds.die} vs TN ${odds.targetNumber} at ${distance}"${inCover ? ', in cover' : ''}`,
  };
}

/** A frag blast on a vehicle: its hits, each added to its running total (HST-VEH-8). */
export function blastVehicleOdds(dice: number, targetNumber: number): RecordedOdds {
  const hits = blastHitDistribution(dice, 10, targetNumber);
  const none = hits[0] ?? 0;
  return {
    headline: { label: 'Any hit', probability: Math.max(0, 1 - none) },
    outcomes: hits.map((probability, count) => ({
      key: String(count),
      label: count === 0 ? 'No hit' : `${count} ${count === 1 ? 'hit' : 'hits'}`,
      probability,
      tone: count === 0 ? 'neutral' : 'bad',
    })),
    detail: `${dice}d10 vs TN ${targetNumber}`,
  };
}
