import { heistDiceLine } from '../skirmish/index.ts';
import type { RollRecord } from './types.ts';

/**
 * A roll of the roll log in words, in its own game's terms: a roll-and-keep roll's total against its difficulty,
 * a HEIST roll's dice against their TN (each die, the hits, the ammo, Hail Mary, a jam) — never a HEIST roll as a
 * total with a margin.
 */

/**
 * A HEIST roll logged before its dice were stored with it: no HEIST dice, no roll-and-keep dice, and the
 * one-die pool the log gave a roll that was no pool (a roll-and-keep pool that failed unrolled keeps its pool, and
 * a pool of one die without modifiers never fails unrolled).
 */
export function isUnrecordedHeistRoll(roll: RollRecord): boolean {
  return (
    roll.heist === undefined &&
    roll.rolled === null &&
    roll.opponent === null &&
    roll.result !== undefined &&
    roll.modifiers.length === 0 &&
    roll.basePool.rolled === 1 &&
    roll.basePool.kept === 1
  );
}

/** Whether the roll is HEIST's (its dice stored or not): the log shows it in HEIST's terms. */
export function isHeistRoll(roll: RollRecord): boolean {
  return roll.heist !== undefined || isUnrecordedHeistRoll(roll);
}

/**
 * A HEIST roll in words: "Vex — Shooting at Officer Kay: 3d10 vs TN 6: 9, 4, 1 · 1 hit · 1 ammo counter (1 natural
 * 1): 0 → 1"; one logged before its dice were stored says so, with what it did. Null for a roll-and-keep roll.
 */
export function heistRollWords(roll: RollRecord): string | null {
  if (roll.heist) {
    const line = heistDiceLine(roll.heist);
    const told = roll.heist.kind !== 'plain' || !roll.result ? '' : ` (${roll.result})`;
    return `${roll.label}: ${line}${told}`;
  }
  if (isUnrecordedHeistRoll(roll)) {
    const against = roll.againstLabel ? ` vs ${roll.againstLabel}` : '';
    return `${roll.label}${against}: dice not recorded (${roll.result})`;
  }
  return null;
}
