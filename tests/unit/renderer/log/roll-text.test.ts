import { describe, expect, it } from 'vitest';
import { rollId, skirmish } from '../../../../core/index.ts';
import type { RollRecord } from '../../../../core/index.ts';
import {
  againstText,
  hasNoDifficulty,
  poolText,
  resultText,
  resultTone,
} from '../../../../renderer/panels/log/roll-text.ts';

const base: RollRecord = {
  id: rollId('r'),
  at: 0,
  characterId: null,
  label: 'Vex — initiative',
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
  againstLabel: 'initiative',
  opponent: null,
  difficulty: 0,
  success: true,
  margin: 9,
  catastrophe: false,
  note: '',
};

describe('roll log text', () => {
  it('shows a scene roll with nothing to beat as a plain total', () => {
    expect(hasNoDifficulty(base)).toBe(true);
    expect(againstText(base)).toBe('initiative');
    expect(resultText(base)).toBe('total 9');
    const cover = { ...base, againstLabel: '', result: 'Cover 8' };
    expect(hasNoDifficulty(cover)).toBe(true);
    expect(againstText(cover)).toBe('nothing to beat');
    expect(resultText(cover)).toBe('total 9 · Cover 8');
  });

  it('shows a roll against a difficulty with its verdict and margin', () => {
    const tray = { ...base, againstLabel: 'Difficulty 9', difficulty: 9, margin: 0 };
    expect(hasNoDifficulty(tray)).toBe(false);
    expect(againstText(tray)).toBe('Difficulty 9: 9');
    expect(resultText(tray)).toBe('9 · success (+0)');
    expect(resultText({ ...tray, success: false, margin: -2, catastrophe: true })).toBe(
      '9 · failure (-2) · catastrophe',
    );
  });

  it('ends a scene roll with what it did', () => {
    const attack = {
      ...base,
      againstLabel: 'Difficulty 9',
      difficulty: 9,
      margin: 3,
      result: 'Tom loses 3 Cover (9 → 6)',
    };
    expect(resultText(attack)).toBe('9 · success (+3) · Tom loses 3 Cover (9 → 6)');
  });
});

/** A HEIST shot as the scene's log stored it before issue 20: no dice, a one-die pool, a margin below 0. */
const oldShot: RollRecord = {
  ...base,
  label: 'Vex — Shooting at Officer Kay',
  basePool: { rolled: 1, kept: 1 },
  rolled: null,
  againstLabel: 'TN 6',
  difficulty: 6,
  success: true,
  margin: -6,
  result: '3 hit(s)',
};

describe('roll log text of a HEIST roll (issue 20)', () => {
  it('shows a shot in HEIST terms: its dice, its TN, its hits and ammo, no total and no margin', () => {
    const heist = skirmish.checkDice({ roll: 4, effective: 6, passed: true });
    const check = { ...oldShot, label: 'Vex — Defend', againstLabel: 'skill 6', heist, result: 'passed' };
    expect([poolText(check), againstText(check), resultText(check)]).toEqual(['d10', '6 or less', 'passed']);
    const shot = skirmish.blastRollDice({
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
    const blast = { ...oldShot, heist: shot, result: '2 hits' };
    expect([poolText(blast), againstText(blast), resultText(blast), resultTone(blast)]).toEqual([
      '4d10',
      'TN 6',
      '2 hits',
      'good',
    ]);
  });

  it('reads a HEIST roll stored without its dice: not recorded, never "no dice", NaN or a margin', () => {
    expect(poolText(oldShot)).toBe('not recorded');
    expect(againstText(oldShot)).toBe('TN 6');
    expect(resultText(oldShot)).toBe('3 hit(s)');
    for (const text of [poolText(oldShot), againstText(oldShot), resultText(oldShot)]) {
      expect(text).not.toMatch(/no dice|NaN|-6/);
    }
  });

  it('keeps a roll-and-keep pool that failed unrolled as "no dice"', () => {
    const failed = {
      ...base,
      basePool: { rolled: 2, kept: 1 },
      modifiers: [{ rolled: -2, kept: 0, source: 'Wounded' }],
      rolled: null,
      againstLabel: 'Difficulty 9',
      difficulty: 9,
      success: false,
      margin: -9,
    };
    expect(poolText(failed)).toBe('no dice');
    expect(resultText(failed)).toBe('failure (-9)');
  });
});
