import { describe, expect, it } from 'vitest';
import { lineRules, lineWords } from '../../../../../renderer/panels/scenes/bridge/write-back-log.ts';

describe('lineWords', () => {
  it('takes the rule IDs out of a line, keeping its other words', () => {
    expect(lineWords('Big Tony: Wounded, 3 days (BRG-D-23, BRG-D-24)')).toBe('Big Tony: Wounded, 3 days');
    expect(lineWords('Heat 3 → 4 (+1 gunfire; BRG-D-29)')).toBe('Heat 3 → 4 (+1 gunfire)');
    expect(lineWords('1 game round: 1 Action round (BRG-D-3), 1 Heist round (COT-TIME-3)')).toBe(
      '1 game round: 1 Action round, 1 Heist round',
    );
  });

  it('links the line’s decisions, then the other rules its words cite, each once', () => {
    expect(
      lineRules('1 game round: 1 Action round (BRG-D-3), 1 Heist round (COT-TIME-3)', ['BRG-D-3']),
    ).toEqual(['BRG-D-3', 'COT-TIME-3']);
    expect(lineRules('Vex: Discovered', ['BRG-D-28'])).toEqual(['BRG-D-28']);
  });
});
