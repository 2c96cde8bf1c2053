import { describe, expect, it } from 'vitest';
import { plainWords, splitRules } from '../../../../renderer/lib/rule-text.ts';

describe('splitRules', () => {
  it.each([
    [
      'Ruth has no Reputation left to pay for Connections (COT-PREP-3, COT-D-90)',
      'Ruth has no Reputation left to pay for Connections',
      ['COT-PREP-3', 'COT-D-90'],
    ],
    [
      'Vex cannot Bolster themself (bolster_self is off, COT-D-19).',
      'Vex cannot Bolster themself (bolster_self is off).',
      ['COT-D-19'],
    ],
    ['COT-WAR-2: the difficulty to hit', 'the difficulty to hit', ['COT-WAR-2']],
    ['each pool (COT-INIT-1..3) rolls once', 'each pool rolls once', ['COT-INIT-1..3']],
    ['Aimed fire first (HST-REACT-4)', 'Aimed fire first', ['HST-REACT-4']],
    ['Nothing to see here', 'Nothing to see here', []],
  ])('%s', (text, words, rules) => {
    expect(splitRules(text)).toEqual({ text: words, rules });
  });
});

describe('splitRules of every reference', () => {
  it('takes the bridge’s and the Moth’s IDs out of the words too', () => {
    expect(splitRules('Big Tony comes in by Ambush (BRG-D-18)')).toEqual({
      text: 'Big Tony comes in by Ambush',
      rules: ['BRG-D-18'],
    });
    expect(splitRules('The Moth wakes (MOTH-WAKE-2, COT-D-4)')).toEqual({
      text: 'The Moth wakes',
      rules: ['MOTH-WAKE-2', 'COT-D-4'],
    });
    expect(splitRules('The players see the Heat (PLY-D-2)')).toEqual({
      text: 'The players see the Heat',
      rules: ['PLY-D-2'],
    });
  });

  it('gives the words alone where no link can stand (plainWords)', () => {
    expect(plainWords('Every model must be activated, at least to Pass: Mr. D (HST-SEQ-3)')).toBe(
      'Every model must be activated, at least to Pass: Mr. D',
    );
    expect(plainWords('Nothing to see here')).toBe('Nothing to see here');
  });
});
