import { describe, expect, it } from 'vitest';
import { decideWarfare } from '../../../../../core/cot/warfare/decide.ts';
import { attackOdds, breakFreeOdds, coverDamageOdds } from '../../../../../core/cot/warfare/odds.ts';
import type { CoverDamageOdds } from '../../../../../core/cot/warfare/odds.ts';
import type { WarfareRules } from '../../../../../core/cot/warfare/rules.ts';
import type { AttackCommand, WarfareEvent, WarfareState } from '../../../../../core/cot/warfare/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { entrant, expectRejected, fight, id, play, rules } from './support.ts';

const tolerance = 1e-12;

/** Every ordered sequence of `count` d6 faces. */
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

/** Faces for rolls that follow the one enumerated (a wound's Cover re-roll); unused ones are ignored. */
const filler = [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];

interface Tally {
  noDamage: number;
  loss: Map<number, number>;
  wounded: Map<number, number>;
  dead: number;
  hit: number;
}

/** Runs the attack once per face sequence through `decideWarfare` and counts each outcome. */
function enumerate(state: WarfareState, command: AttackCommand, rolled: number): Tally {
  const tally: Tally = { noDamage: 0, loss: new Map(), wounded: new Map(), dead: 0, hit: 0 };
  for (const faces of sequences(rolled)) {
    const decision = decideWarfare(state, command, fixedDice(...faces, ...filler));
    if (!decision.ok) throw new Error(decision.message);
    classify(tally, decision.events);
  }
  return tally;
}

function classify(tally: Tally, events: readonly WarfareEvent[]): void {
  const attacked = events.find((e) => e.type === 'warfare/attacked')!;
  const hit = attacked.hits[0]!;
  if (hit.success) tally.hit++;
  const wounded = events.find((e) => e.type === 'warfare/wounded');
  if (hit.damage === 0) tally.noDamage++;
  else if (events.some((e) => e.type === 'warfare/killed')) tally.dead++;
  else if (wounded)
    tally.wounded.set(wounded.recoveryDays, (tally.wounded.get(wounded.recoveryDays) ?? 0) + 1);
  else tally.loss.set(hit.damage, (tally.loss.get(hit.damage) ?? 0) + 1);
}

function expectMatches(odds: CoverDamageOdds, tally: Tally, outcomes: number): void {
  const near = (p: number, count: number, what: string) =>
    expect(Math.abs(p - count / outcomes), what).toBeLessThan(tolerance);
  near(odds.noDamage, tally.noDamage, 'no damage');
  near(odds.dead, tally.dead, 'dead');
  near(odds.hit, tally.hit, 'hit');
  expect(odds.coverLoss.map((c) => c.loss)).toEqual([...tally.loss.keys()].sort((a, b) => a - b));
  odds.coverLoss.forEach((c) => near(c.probability, tally.loss.get(c.loss)!, `loss ${c.loss}`));
  expect(odds.wounded.map((w) => w.recoveryDays)).toEqual([...tally.wounded.keys()].sort((a, b) => a - b));
  odds.wounded.forEach((w) =>
    near(w.probability, tally.wounded.get(w.recoveryDays)!, `days ${w.recoveryDays}`),
  );
}

function total(odds: CoverDamageOdds): number {
  const sum = (list: readonly { probability: number }[]) => list.reduce((s, x) => s + x.probability, 0);
  return odds.noDamage + odds.dead + sum(odds.coverLoss) + sum(odds.wounded);
}

const swing: AttackCommand = {
  type: 'warfare/attack',
  attacker: id('rook'),
  target: id('vex'),
  skill: 'handToHand',
};

function duel(
  rolled: number,
  kept: number,
  cover: number,
  wounded: boolean,
  overrides: Partial<WarfareRules>,
) {
  return fight(
    [
      entrant('rook', 'crew', 9, { abilities: { muscle: kept }, skills: { handToHand: rolled - kept } }),
      entrant('vex', 'guards', cover, {
        condition: wounded ? { state: 'wounded', recoveryDays: 3 } : { state: 'unhurt' },
      }),
    ],
    { rules: overrides },
  );
}

describe('attackOdds', () => {
  const variants: [string, Partial<WarfareRules>][] = [
    ['default rules', {}],
    ['one_plus_excess', { damageFormula: 'one_plus_excess' }],
    [
      'a narrative-only catastrophe',
      { catastropheEffects: { attack: 'narrative_only', crashCheck: 'default' } },
    ],
    ['success_on_equal off and at most 4 recovery days', { successOnEqual: false, maxRecoveryDays: 4 }],
    ['no Cover re-roll after a wound', { coverAfterWound: 'zero_until_reposition' }],
  ];
  const pools = [
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [4, 3],
  ] as const;

  describe.each(variants)('with %s', (_name, overrides) => {
    it.each(pools)(
      '%ik%i matches enumeration through decideWarfare at Covers 0, 1, 4, 9, 14, Healthy and Wounded',
      (rolled, kept) => {
        for (const cover of [0, 1, 4, 9, 14]) {
          for (const wounded of [false, true]) {
            const state = duel(rolled, kept, cover, wounded, overrides);
            const forecast = attackOdds(state, swing);
            if ('ok' in forecast) throw new Error(forecast.message);
            const odds = forecast.targets[0]!.odds;
            expectMatches(odds, enumerate(state, swing, rolled), 6 ** rolled);
            expect(Math.abs(total(odds) - 1)).toBeLessThan(tolerance);
          }
        }
      },
    );
  });

  it('gives every outcome for a grenade against each target of the area (COT-WAR-12)', () => {
    const state = fight([
      entrant('rook', 'crew', 9, {
        abilities: { muscle: 3 },
        skills: { explosives: 2 },
        weapons: ['Grenade, dynamite stick'],
      }),
      entrant('vex', 'guards', 9),
      entrant('moll', 'guards', 15),
    ]);
    const forecast = attackOdds(state, { ...swing, skill: 'explosives' });
    if ('ok' in forecast) throw new Error(forecast.message);
    expect(forecast.pool).toEqual({ rolled: 7, kept: 4 });
    expect(forecast.targets.map((t) => t.target)).toEqual(['vex', 'moll']);
    forecast.targets.forEach((t) => expect(Math.abs(total(t.odds) - 1)).toBeLessThan(tolerance));
  });

  it('gives a catastrophe on 3 dice exactly 1/216 as no damage', () => {
    const odds = coverDamageOdds(
      { pool: { rolled: 3, kept: 2 }, autoFail: false },
      { coverScore: 6, condition: { state: 'unhurt' } },
      rules,
    );
    expect(odds.noDamage).toBeCloseTo(1 / 216, 15);
  });

  it('gives an automatic failure exactly one point of Cover (COT-D-1)', () => {
    const odds = coverDamageOdds(
      { pool: { rolled: 1, kept: 1 }, autoFail: true },
      { coverScore: 6, condition: { state: 'unhurt' } },
      rules,
    );
    expect(odds).toEqual({
      noDamage: 0,
      coverLoss: [{ loss: 1, coverAfter: 5, probability: 1 }],
      wounded: [],
      dead: 0,
      hit: 0,
    });
  });

  it('returns the rejection the attack itself would get', () => {
    expectRejected(
      attackOdds(duel(2, 1, 9, false, {}), { ...swing, skill: 'shooting' }),
      'warfare/no-weapon',
    );
  });

  it('gives the crash odds of a risky vehicle attack, matching enumeration of the crash check', () => {
    const car = {
      id: 'car',
      name: 'Car',
      body: 12,
      ramBonus: { rolled: 1, kept: 1 },
      driver: id('rook'),
      passengers: [],
    };
    const state = fight(
      [
        entrant('rook', 'crew', 30, { abilities: { fingers: 1 }, skills: { driving: 1 } }),
        entrant('vex', 'guards', 30),
      ],
      {
        vehicles: [car],
      },
    );
    const ram = { ...swing, skill: 'driving', risky: true } as const;
    const forecast = attackOdds(state, ram);
    if ('ok' in forecast) throw new Error(forecast.message);
    const counts = new Map<number, number>();
    for (const attackFaces of sequences(3)) {
      for (const crashFaces of sequences(2)) {
        const { events } = play(state, ram, ...attackFaces, ...crashFaces);
        const crash = events.find((e) => e.type === 'warfare/crash-checked')!;
        if (crash.crashed) counts.set(crash.damage, (counts.get(crash.damage) ?? 0) + 1);
      }
    }
    const outcomes = 6 ** 5;
    const crashes = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(Math.abs(forecast.crash!.crash - crashes / outcomes)).toBeLessThan(tolerance);
    expect(forecast.crash!.damage.map((d) => d.damage)).toEqual([...counts.keys()].sort((a, b) => a - b));
    forecast.crash!.damage.forEach((d) =>
      expect(Math.abs(d.probability - counts.get(d.damage)! / outcomes)).toBeLessThan(tolerance),
    );
    expect(forecast.crash!.catastrophe).toBeCloseTo(1 / 36, 15);
  });
});

describe('breakFreeOdds', () => {
  const cases: [Partial<WarfareRules>, string][] = [
    [{}, 'default rules'],
    [{ opposedTieWinner: 'defender' }, 'ties to the defender'],
    [{ catastropheSetsDifficulty: false }, 'a catastrophe that sets no difficulty'],
  ];
  it.each(cases)('matches enumeration of both rolls (%o: %s)', (overrides) => {
    const base = fight(
      [
        entrant('rook', 'crew', 9, { abilities: { muscle: 2 }, skills: { handToHand: 2, athletics: 1 } }),
        entrant('vex', 'guards', 9),
      ],
      { rules: overrides },
    );
    const grab = { ...swing, restrain: true } as const;
    const state = play(base, grab, 6, 6, 6, 6).state;
    const command = { type: 'warfare/break-free', fighter: id('vex') } as const;
    const odds = breakFreeOdds(state, command);
    if ('ok' in odds) throw new Error(odds.message);
    let wins = 0;
    for (const faces of sequences(5)) {
      const decision = decideWarfare(state, command, fixedDice(...faces));
      if (
        decision.ok &&
        decision.events[0]?.type === 'warfare/break-free-rolled' &&
        decision.events[0].success
      )
        wins++;
    }
    expect(Math.abs(odds.success - wins / 6 ** 5)).toBeLessThan(tolerance);
  });
});
