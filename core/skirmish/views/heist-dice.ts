import type { HeistDice, HeistDie, HeistDieRole, RecordedOdds } from '../../dice/heist-dice.ts';
import type { ActionOdds } from '../../engine/index.ts';
import type { CheckRoll } from '../actions/skill.ts';
import type { BlastRoll, ShotEvent, StruckEvent } from '../event-parts.ts';
import { resolveShotRoll } from '../shots/shot-roll.ts';

/**
 * A HEIST roll's dice in HEIST's own terms, from the event that stored it: each die as rolled and what it did
 * (a hit against the TN, a miss, an obstruction's, given up for Hail Mary), the hits, the ammo its natural 1s
 * cost, a jam, and the odds shown before the roll when the event recorded them. Pure: the event is all it reads,
 * so an event of any age describes (one stored before the odds were, says they were not recorded).
 */

/** A probability as stored: within 0..1 (a sum of exact parts may stray past 1 by a float's last bit). */
const stored = (p: number) => Math.min(1, Math.max(0, p));

/**
 * The odds to store with a roll: the dialog's figures, without anything else an odds object may carry, each
 * probability kept within 0..1 so the event fits its schema.
 */
export function recordedOdds(odds: ActionOdds | RecordedOdds): RecordedOdds {
  return {
    headline: { label: odds.headline.label, probability: stored(odds.headline.probability) },
    outcomes: odds.outcomes.map(({ key, label, probability, tone }) => ({
      key,
      label,
      probability: stored(probability),
      tone,
    })),
    detail: odds.detail,
  };
}

function die(face: number, value: number, role: HeistDieRole, ammo = false): HeistDie {
  return { face, value, role, ammo, fed: 0, feeds: null };
}

/**
 * The dice against the target after obstructions and Hail Mary (HST-LOF-3, HST-SHOOT-7): replays the stored
 * allocation on the stored faces, so the description agrees with what was resolved.
 */
function targetDice(
  faces: readonly number[],
  sides: number,
  bonus: number,
  tn: number,
  allocation: readonly { readonly donor: number; readonly recipient: number }[],
  obstructions: number,
  ammo: boolean,
): HeistDie[] {
  const roll = resolveShotRoll({
    faces,
    die: sides,
    bonus,
    targetNumber: tn,
    capacity: Number.POSITIVE_INFINITY, // the event says whether the shot went void; this only places the dice
    countersBefore: 0,
    intense: false,
    unreliable: false,
    pointBlank: false,
    obstructions: Array.from({ length: obstructions }, () => null),
    collateral: [],
    hailMary: allocation,
  });
  const values = new Map(roll.values.map((v) => [v.die, v.value]));
  const obstructed = new Map(roll.obstructionDice.map((o) => [o.die, o.value]));
  return faces.map((face, index) => {
    const natural1 = ammo && face === 1;
    const donation = allocation.find((d) => d.donor === index);
    const fed = allocation.filter((d) => d.recipient === index).length;
    if (obstructed.has(index)) return die(face, obstructed.get(index)!, 'obstruction', natural1);
    if (donation) return { ...die(face, face + bonus, 'given', natural1), feeds: donation.recipient };
    const value = values.get(index) ?? face + bonus;
    return { ...die(face, value, value >= tn ? 'hit' : 'miss', natural1), fed };
  });
}

/** A shot's dice (HST-SHOOT-1..7, HST-LOF-3, HST-WPN-6): none for an ineffective shot, which still costs ammo. */
export function shotRollDice(event: ShotEvent): HeistDice {
  const sides = event.die?.die ?? 0;
  const bonus = event.die?.bonus ?? 0;
  const dice = event.autoMiss
    ? event.faces.map((face) => die(face, face + bonus, 'void', face === 1))
    : targetDice(event.faces, sides, bonus, event.tn, event.allocation, event.obstructions.length, true);
  return {
    kind: 'shot',
    sides,
    bonus,
    tn: event.tn,
    dice,
    hits: event.hits,
    doubled: event.hits > 0 && event.hits === 2 * dice.filter((d) => d.role === 'hit').length,
    finalHits: event.finalHits,
    ammo: {
      ones: event.faces.filter((face) => face === 1).length,
      intense: event.intense,
      ineffective: event.die === null,
      before: event.countersBefore,
      after: event.countersAfter,
      autoMiss: event.autoMiss,
      outOfAmmo: event.outOfAmmo,
    },
    donors: event.autoMiss ? [] : event.allocation.map(({ donor, recipient }) => ({ donor, recipient })),
    jam: event.jams,
    odds: event.odds ?? null,
  };
}

/** A Strike's dice (BRG-D-11): no ammo, Hail Mary at its best. */
export function strikeRollDice(event: StruckEvent): HeistDice {
  const { die: sides, bonus } = event.die;
  const dice = targetDice(event.faces, sides, bonus, event.tn, event.allocation, 0, false);
  return {
    kind: 'strike',
    sides,
    bonus,
    tn: event.tn,
    dice,
    hits: event.hits,
    doubled: false,
    finalHits: event.finalHits,
    ammo: null,
    donors: event.allocation.map(({ donor, recipient }) => ({ donor, recipient })),
    jam: false,
    odds: event.odds ?? null,
  };
}

/** A blast's dice on one model or vehicle (HST-GREN-6, HST-GREN-9): each die a hit on the TN or more. */
export function blastRollDice(roll: BlastRoll): HeistDice {
  return {
    kind: 'blast',
    sides: roll.die,
    bonus: 0,
    tn: roll.tn,
    dice: roll.faces.map((face) => die(face, face, face >= roll.tn ? 'hit' : 'miss')),
    hits: roll.hits,
    doubled: false,
    finalHits: roll.finalHits,
    ammo: null,
    donors: [],
    jam: false,
    odds: roll.odds ?? null,
  };
}

/**
 * A skill check's d10 (HST-SKILL-1): passed on the effective skill or less. Its odds are the check's own, read
 * from the skill it stored (skill ÷ 10, clamped), so every check states them, of any age.
 */
export function checkDice(check: CheckRoll): HeistDice {
  const chance = Math.min(10, Math.max(0, check.effective)) / 10;
  const percent = (p: number) => `${Math.round(p * 100)}%`;
  return {
    kind: 'check',
    sides: 10,
    bonus: 0,
    tn: check.effective,
    dice: [die(check.roll, check.roll, check.passed ? 'hit' : 'miss')],
    hits: null,
    doubled: false,
    finalHits: null,
    ammo: null,
    donors: [],
    jam: false,
    odds: {
      headline: { label: 'Passes', probability: chance },
      outcomes: [
        { key: 'success', label: 'Passes', probability: chance, tone: 'good' },
        { key: 'failure', label: 'Fails', probability: 1 - chance, tone: 'bad' },
      ],
      detail: `d10, ${check.effective} or less passes (${percent(chance)})`,
    },
  };
}

/** Dice with nothing to reach (a dice-off, a deviation, crash damage, an explosion roll, a re-rolled die). */
export function plainDice(sides: number, faces: readonly number[]): HeistDice {
  return {
    kind: 'plain',
    sides,
    bonus: 0,
    tn: null,
    dice: faces.map((face) => die(face, face, 'rolled')),
    hits: null,
    doubled: false,
    finalHits: null,
    ammo: null,
    donors: [],
    jam: false,
    odds: null,
  };
}
