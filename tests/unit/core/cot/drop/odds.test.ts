import { describe, expect, it } from 'vitest';
import { decideDrop } from '../../../../../core/cot/drop/decide.ts';
import { dropOdds, dropResultOdds } from '../../../../../core/cot/drop/odds.ts';
import type { DropResultOdds } from '../../../../../core/cot/drop/odds.ts';
import type { DropRules } from '../../../../../core/cot/drop/rules.ts';
import type { DropCommand, DropResult } from '../../../../../core/cot/drop/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { expectRejected, id } from '../warfare/support.ts';
import { guard, person, rules, spot } from './support.ts';

const tolerance = 1e-12;

function* sequences(count: number): Generator<number[]> {
  const faces = new Array<number>(count).fill(1);
  for (;;) {
    yield [...faces];
    let digit = 0;
    while (digit < count && faces[digit] === 6) faces[digit++] = 1;
    if (digit === count) return;
    faces[digit]!++;
  }
}

type Row = DropResult | 'catastrophe';

/** Runs the Drop once per face sequence through `decideDrop` and counts each row, wounds by recovery days. */
function enumerate(command: DropCommand, scene: ReturnType<typeof spot>, rolled: number) {
  const rows = new Map<Row, number>();
  const days = new Map<number, number>();
  for (const faces of sequences(rolled)) {
    const decision = decideDrop(scene, command, fixedDice(...faces));
    if (!decision.ok) throw new Error(decision.message);
    const event = decision.events[0];
    if (event?.type !== 'drop/rolled') throw new Error('no roll');
    const outcome = event.outcomes[0]!;
    const row: Row = event.catastrophe ? 'catastrophe' : outcome.result;
    rows.set(row, (rows.get(row) ?? 0) + 1);
    if (outcome.recoveryDays !== null)
      days.set(outcome.recoveryDays, (days.get(outcome.recoveryDays) ?? 0) + 1);
  }
  return { rows, days };
}

function expectMatches(odds: DropResultOdds, tally: ReturnType<typeof enumerate>, outcomes: number): void {
  const count = (row: Row) => (tally.rows.get(row) ?? 0) / outcomes;
  const near = (p: number, q: number, what: string) => expect(Math.abs(p - q), what).toBeLessThan(tolerance);
  near(odds.aware, count('aware'), 'aware');
  near(odds.catastrophe, count('catastrophe'), 'catastrophe');
  near(odds.awareAndUnconscious, count('aware-unconscious'), 'aware and unconscious');
  near(odds.unconscious, count('unconscious'), 'unconscious');
  near(odds.dead, count('dead'), 'dead');
  expect(odds.wounded.map((w) => w.recoveryDays)).toEqual([...tally.days.keys()].sort((a, b) => a - b));
  odds.wounded.forEach((w) =>
    near(w.probability, tally.days.get(w.recoveryDays)! / outcomes, `${w.recoveryDays} days`),
  );
  const sum = odds.aware + odds.catastrophe + odds.awareAndUnconscious + odds.unconscious + odds.dead;
  near(sum + odds.wounded.reduce((s, w) => s + w.probability, 0), 1, 'sum');
}

describe('dropOdds', () => {
  const variants: [string, Partial<DropRules>][] = [
    ['default rules', {}],
    ['success_on_equal off', { successOnEqual: false }],
    ['fixed 4-day Drop wounds', { dropWoundDays: 4 }],
    ['at most 2 recovery days', { maxRecoveryDays: 2 }],
  ];
  const pools = [
    [1, 1],
    [3, 2],
    [4, 2],
    [4, 3],
  ] as const;

  describe.each(variants)('with %s', (_name, overrides) => {
    it.each(pools)(
      '%ik%i matches enumeration through decideDrop, Subdue and Murder, Healthy and Wounded',
      (rolled, kept) => {
        for (const weapon of ['Fists', 'Knife, razor']) {
          for (const training of [3, 8, 12]) {
            for (const wounded of [false, true]) {
              if (weapon !== 'Fists' && rolled - kept < 1) continue; // a knife adds a die: the pool needs one spare
              const attacker = person(
                'ruth',
                { side: 'crew', zone: 'hall' },
                {
                  abilities: { muscle: kept },
                  skills: { handToHand: rolled - kept - (weapon === 'Fists' ? 0 : 1) },
                  weapons: ['Knife, razor'],
                },
              );
              const target = guard(
                'x',
                training,
                {},
                { condition: wounded ? { state: 'wounded', recoveryDays: 1 } : { state: 'unhurt' } },
              );
              const scene = spot([attacker, target], { rules: overrides });
              const command: DropCommand = {
                type: 'drop/attack',
                attacker: id('ruth'),
                target: id('x'),
                skill: 'handToHand',
                weapon,
              };
              const forecast = dropOdds(scene, command);
              if ('ok' in forecast) throw new Error(forecast.message);
              expect(forecast.pool).toEqual({ rolled, kept });
              expectMatches(forecast.targets[0]!.odds, enumerate(command, scene, rolled), 6 ** rolled);
            }
          }
        }
      },
    );
  });

  it('gives an automatic failure Aware with certainty (COT-D-1)', () => {
    const odds = dropResultOdds(
      { pool: { rolled: 1, kept: 1 }, autoFail: true },
      { training: 8, condition: { state: 'unhurt' } },
      'murder',
      rules,
    );
    expect(odds).toEqual({
      aware: 1,
      catastrophe: 0,
      awareAndUnconscious: 0,
      unconscious: 0,
      dead: 0,
      wounded: [],
    });
  });

  it('forecasts every target of an area Explosives Drop, and returns the rejection the Drop would get', () => {
    const bomber = person(
      'ruth',
      { side: 'crew', zone: 'hall' },
      { abilities: { muscle: 3 }, skills: { explosives: 2 }, weapons: ['Grenade, dynamite stick'] },
    );
    const scene = spot([bomber, guard('x', 8), guard('y', 12)]);
    const command: DropCommand = {
      type: 'drop/attack',
      attacker: id('ruth'),
      target: id('x'),
      skill: 'explosives',
    };
    const forecast = dropOdds(scene, command);
    if ('ok' in forecast) throw new Error(forecast.message);
    expect([forecast.kind, forecast.pool, forecast.targets.map((t) => t.target)]).toEqual([
      'murder',
      { rolled: 7, kept: 4 },
      ['x', 'y'],
    ]);
    expectRejected(dropOdds(scene, { ...command, skill: 'shooting' }), 'drop/no-weapon');
  });
});
