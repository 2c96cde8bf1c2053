import { describe, expect, it } from 'vitest';
import { heistRollWords, isHeistRoll, rollId, skirmish } from '../../../../core/index.ts';
import type { RollRecord } from '../../../../core/index.ts';

/** The roll log's words for a HEIST roll (issue 20): its dice in HEIST terms, and old records still read. */

const kept: RollRecord = {
  id: rollId('r1'),
  at: 0,
  characterId: null,
  label: 'Ruth — Sneak',
  skill: null,
  basePool: { rolled: 4, kept: 2 },
  modifiers: [],
  rolled: {
    pool: { rolled: 4, kept: 2 },
    faces: [6, 3, 2, 1],
    keptIndices: [0, 1],
    kept: [6, 3],
    total: 9,
    catastrophe: false,
  },
  against: 'difficulty',
  againstLabel: 'Difficulty 9',
  opponent: null,
  difficulty: 9,
  success: true,
  margin: 0,
  catastrophe: false,
  note: '',
};

/** A HEIST shot as logged before its dice were stored: a one-die pool, no dice. */
const old: RollRecord = {
  ...kept,
  label: 'Vex — Shooting at Officer Kay',
  basePool: { rolled: 1, kept: 1 },
  rolled: null,
  againstLabel: 'TN 6',
  difficulty: 6,
  margin: -6,
  result: '3 hit(s)',
};

describe('heistRollWords', () => {
  it('tells a HEIST roll by its dice against the TN, not as a total with a margin', () => {
    const heist = skirmish.blastRollDice({
      model: 'o',
      vehicle: null,
      distance: 2.5,
      tn: 6,
      die: 10,
      faces: [9, 6, 2, 5],
      hits: 2,
      defend: null,
      finalHits: 2,
    });
    const roll = { ...old, label: 'grenade-1 — Blast on Officer Kay', heist, result: '2 hits' };
    expect(heistRollWords(roll)).toBe('grenade-1 — Blast on Officer Kay: 4d10 vs TN 6: 9, 6, 2, 5 · 2 hits');
  });

  it('reads a HEIST roll logged before its dice were stored, without faces, "no dice" or NaN', () => {
    expect(isHeistRoll(old)).toBe(true);
    expect(heistRollWords(old)).toBe('Vex — Shooting at Officer Kay vs TN 6: dice not recorded (3 hit(s))');
  });

  it('leaves a roll-and-keep roll to the roll-and-keep words', () => {
    expect(isHeistRoll(kept)).toBe(false);
    expect(heistRollWords(kept)).toBeNull();
  });
});
