import { describe, expect, it } from 'vitest';
import { possessive } from '../../../../core/index.ts';
import { skirmish } from '../../../../core/index.ts';

/** A side's turn in words: "Crew's turn", "Guards' turn" (the round-trip e2e test read "Guards's turn"). */
describe('possessive', () => {
  it('adds the apostrophe alone to a name ending in s', () => {
    expect(possessive('Crew')).toBe("Crew's");
    expect(possessive('Police')).toBe("Police's");
    expect(possessive('Guards')).toBe("Guards'");
    expect(possessive('Vex')).toBe("Vex's");
  });
});

describe("a side named Guards in the fight's history (HST-SEQ-2)", () => {
  it('reads "Guards\' turn"', () => {
    const names = (id: string) => (id === 'guards' ? 'Guards' : id);
    expect(
      skirmish.describeSkirmish({ type: 'skirmish/turn-ended', side: 'guards', round: 1 } as never, names),
    ).toMatch(/^Guards' turn ends/);
    expect(
      skirmish.describeSkirmish({ type: 'skirmish/turn-started', side: 'guards', round: 2 } as never, names),
    ).toMatch(/^Round 2: Guards' turn/);
  });
});
