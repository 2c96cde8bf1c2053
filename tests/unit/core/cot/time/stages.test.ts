import { describe, expect, it } from 'vitest';
import { countAsLonger, roundsPerRound, stageMinutes } from '../../../../../core/cot/time/stages.ts';

describe('round lengths (COT-TIME-2)', () => {
  it('TV-COT-TIME-2-a: 4 Heist rounds -> 20 minutes of game time', () => {
    expect(stageMinutes('heist', 4)).toBe(20);
  });

  it('gives a day to a Prep round, 10 minutes to a Social round and 1 to an Action round', () => {
    expect([stageMinutes('prep', 1), stageMinutes('social', 1), stageMinutes('action', 1)]).toEqual([
      1440, 10, 1,
    ]);
  });

  it('throws for a negative or fractional number of rounds', () => {
    expect(() => stageMinutes('heist', -1)).toThrow(RangeError);
    expect(() => stageMinutes('heist', 1.5)).toThrow(RangeError);
  });
});

describe('converting scales (COT-TIME-3)', () => {
  it('TV-COT-TIME-3-a: Heist scene ends after 2 rounds while a Social Call runs -> counts as 1 Social round', () => {
    expect(countAsLonger('heist', 2, 'social')).toBe(1);
  });

  it('TV-COT-TIME-3-b: Heist scene ends after 3 rounds while a Social Call runs -> counts as 2 Social rounds', () => {
    expect(countAsLonger('heist', 3, 'social')).toBe(2);
  });

  it('TV-COT-TIME-3-c: Action scene ends after 7 rounds during a Heist -> ceil(7/5) = 2 Heist rounds', () => {
    expect(countAsLonger('action', 7, 'heist')).toBe(2);
  });

  it('TV-COT-TIME-3-e: one Prep round = 144 Social rounds = 288 Heist rounds = 1440 Action rounds', () => {
    expect([
      roundsPerRound('prep', 'social'),
      roundsPerRound('prep', 'heist'),
      roundsPerRound('prep', 'action'),
    ]).toEqual([144, 288, 1440]);
  });

  it('throws when the "longer" scale is not longer', () => {
    expect(() => countAsLonger('social', 1, 'heist')).toThrow(/not shorter/);
    expect(() => roundsPerRound('heist', 'heist')).toThrow(RangeError);
  });
});
