import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opposedOdds, poolOdds } from '../../../../core/dice/odds.ts';
import { maxRolled } from '../../../../core/dice/pool.ts';

const pools = fc
  .integer({ min: 1, max: maxRolled })
  .chain((rolled) => fc.record({ rolled: fc.constant(rolled), kept: fc.integer({ min: 1, max: rolled }) }));
const difficulties = fc.integer({ min: -5, max: 6 * maxRolled + 5 });

describe('poolOdds properties', () => {
  it('has a distribution summing to 1 within 1e-12', () => {
    fc.assert(
      fc.property(pools, (pool) => {
        const sum = poolOdds(pool, 9).distribution.reduce((total, p) => total + p, 0);
        expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
      }),
    );
  });

  it('keeps every probability in [0, 1]', () => {
    fc.assert(
      fc.property(pools, difficulties, (pool, difficulty) => {
        const odds = poolOdds(pool, difficulty);
        for (const p of [...odds.distribution, odds.success, odds.catastrophe]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('never raises success with the difficulty', () => {
    fc.assert(
      fc.property(pools, difficulties, fc.nat(40), fc.boolean(), (pool, difficulty, step, successOnEqual) => {
        const easier = poolOdds(pool, difficulty, { successOnEqual }).success;
        const harder = poolOdds(pool, difficulty + step, { successOnEqual }).success;
        expect(harder).toBeLessThanOrEqual(easier);
      }),
    );
  });

  it('never lowers success for one more rolled die (same kept)', () => {
    const growable = pools.filter((pool) => pool.rolled < maxRolled);
    fc.assert(
      fc.property(growable, difficulties, fc.boolean(), (pool, difficulty, successOnEqual) => {
        const before = poolOdds(pool, difficulty, { successOnEqual }).success;
        const bigger = { rolled: pool.rolled + 1, kept: pool.kept };
        const after = poolOdds(bigger, difficulty, { successOnEqual }).success;
        expect(after).toBeGreaterThanOrEqual(before - 1e-12);
      }),
    );
  });

  it('makes meeting the difficulty worth exactly P(total = D) (COT-D-3)', () => {
    fc.assert(
      fc.property(pools, difficulties, (pool, difficulty) => {
        const meet = poolOdds(pool, difficulty).success;
        const beat = poolOdds(pool, difficulty, { successOnEqual: false });
        const atDifficulty = difficulty > pool.kept ? (beat.distribution[difficulty] ?? 0) : 0;
        expect(Math.abs(meet - beat.success - atDifficulty)).toBeLessThan(1e-12);
      }),
    );
  });
});

describe('opposedOdds properties', () => {
  it('moves exactly the tie between the two tie settings (COT-D-5)', () => {
    fc.assert(
      fc.property(pools, pools, fc.boolean(), (aggressor, opponent, catastropheSetsDifficulty) => {
        const toActor = opposedOdds(aggressor, opponent, { tieWinner: 'actor', catastropheSetsDifficulty });
        const toDefender = opposedOdds(aggressor, opponent, {
          tieWinner: 'defender',
          catastropheSetsDifficulty,
        });
        expect(Math.abs(toActor.success - toDefender.success - toActor.tie)).toBeLessThan(1e-12);
        expect(toActor.tie).toBe(toDefender.tie);
      }),
    );
  });

  it("never hurts the actor with the opponent's catastrophe when COT-D-6 is off", () => {
    fc.assert(
      fc.property(pools, pools, (aggressor, opponent) => {
        const on = opposedOdds(aggressor, opponent).success;
        const off = opposedOdds(aggressor, opponent, { catastropheSetsDifficulty: false }).success;
        expect(off).toBeGreaterThanOrEqual(on - 1e-12);
        expect(off).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('against a 1k1 opponent, equals the average unopposed success against D 1..6', () => {
    fc.assert(
      fc.property(pools, (pool) => {
        const opposed = opposedOdds(pool, { rolled: 1, kept: 1 }).success;
        const average = [1, 2, 3, 4, 5, 6].reduce((sum, d) => sum + poolOdds(pool, d).success, 0) / 6;
        expect(Math.abs(opposed - average)).toBeLessThan(1e-12);
      }),
    );
  });
});
