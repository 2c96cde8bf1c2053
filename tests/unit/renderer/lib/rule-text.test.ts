import { describe, expect, it } from 'vitest';
import { splitRules } from '../../../../renderer/lib/rule-text.ts';

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
