import { describe, expect, it } from 'vitest';
import { rollId } from '../../../../core/index.ts';
import type { RollRecord } from '../../../../core/index.ts';
import { againstText, hasNoDifficulty, resultText } from '../../../../renderer/panels/log/roll-text.ts';

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
