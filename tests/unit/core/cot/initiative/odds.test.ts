import { describe, expect, it } from 'vitest';
import { initiativeOdds } from '../../../../../core/cot/initiative/odds.ts';
import { defaultInitiativeSettings } from '../../../../../core/cot/initiative/settings.ts';
import type { Entrant } from '../../../../../core/cot/initiative/types.ts';
import { bruteForcePool } from '../../../../helpers/brute-force.ts';
import { crew, guards, id, sides } from './support.ts';

const who = (name: string, side: typeof crew, rolled: number, kept: number): Entrant => ({
  characterId: id(name),
  name,
  side,
  pool: { rolled, kept },
});

/** P(a > b), P(a = b) by enumerating every pair of kept totals. */
function bruteCompare(a: Entrant, b: Entrant) {
  const pa = bruteForcePool(a.pool.rolled, a.pool.kept);
  const pb = bruteForcePool(b.pool.rolled, b.pool.kept);
  let ahead = 0;
  let tie = 0;
  pa.totals.forEach((countA, ta) =>
    pb.totals.forEach((countB, tb) => {
      if (ta > tb) ahead += countA * countB;
      if (ta === tb) tie += countA * countB;
    }),
  );
  const denominator = pa.denominator * pb.denominator;
  return { ahead: ahead / denominator, tie: tie / denominator };
}

describe('initiativeOdds', () => {
  it.each([
    [2, 1, 3, 2],
    [4, 3, 4, 2],
    [5, 2, 3, 3],
    [1, 1, 6, 4],
  ])('%ik%i vs %ik%i matches brute-force enumeration', (r1, k1, r2, k2) => {
    const a = who('A', crew, r1, k1);
    const b = who('X', guards, r2, k2);
    const [matchup] = initiativeOdds([a, b], sides, defaultInitiativeSettings, id('A'));
    const brute = bruteCompare(a, b);
    expect(matchup!.ahead).toBeCloseTo(brute.ahead, 12);
    expect(matchup!.tie).toBeCloseTo(brute.tie, 12);
    expect(matchup!.ahead + matchup!.tie + matchup!.behind).toBeCloseTo(1, 12);
    expect(matchup!.first).toBeCloseTo(brute.ahead + brute.tie, 12); // crew_first: the crew wins ties
  });

  it('gives ties to the crew, away from an NPC, evenly under roll_off, and no order within a side', () => {
    const entrants = [who('A', crew, 3, 2), who('B', crew, 3, 2), who('X', guards, 3, 2)];
    const [b, x] = initiativeOdds(entrants, sides, defaultInitiativeSettings, id('A'));
    expect(b!.first).toBeNull();
    expect(x!.ahead).toBeCloseTo(x!.behind, 12);
    expect(x!.first).toBeCloseTo(x!.ahead + x!.tie, 12);
    const [, crewSide] = initiativeOdds(entrants, sides, defaultInitiativeSettings, id('X'));
    expect(crewSide!.first).toBeCloseTo(crewSide!.ahead, 12);
    const [, even] = initiativeOdds(
      entrants,
      sides,
      { ...defaultInitiativeSettings, initiativeTie: 'roll_off' },
      id('X'),
    );
    expect(even!.first).toBeCloseTo(0.5, 12);
  });

  it('throws for someone who is not an entrant', () => {
    expect(() => initiativeOdds([], sides, defaultInitiativeSettings, id('A'))).toThrow(RangeError);
  });
});
