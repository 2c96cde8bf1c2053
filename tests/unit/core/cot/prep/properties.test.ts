import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { foresightCap } from '../../../../../core/cot/characters/pools.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { applyPrepScene, replayPrepScene } from '../../../../../core/cot/prep/apply.ts';
import { decidePrepScene } from '../../../../../core/cot/prep/decide.ts';
import { prepEffects } from '../../../../../core/cot/prep/effects.ts';
import { prepEngine } from '../../../../../core/cot/prep/engine.ts';
import { prepCommandSchema, prepEventSchema } from '../../../../../core/cot/prep/schema.ts';
import type { PrepCommand, PrepEvent } from '../../../../../core/cot/prep/types.ts';
import { poolOdds } from '../../../../../core/dice/odds.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { chain, post, tag } from '../spot/support.ts';
import { deepFreeze, sheet } from '../warfare/support.ts';
import { applyEffect, crew, guard, id, ruth } from '../heist/support.ts';
import { openPrep } from './support.ts';
import type { PrepWorld } from './support.ts';

const spot = chain('bank', ['a', 'b', 'h'], [tag('h', 'hidden', 12), post('x', 'a', { awareness: 9 })]);
const sheets = [
  ruth({ foresight: 1, reputation: 2 }),
  {
    ...crew('kit', { abilities: { it: 3, brains: 2 }, skills: { connections: 2, planning: 3 } }),
    reputation: 1,
  },
  guard('x'),
  sheet('banker', { skills: { connections: 2 } }),
];
const who = fc.constantFrom('ruth', 'kit').map(id);
const goal = fc.constantFrom(
  { kind: 'layout' as const },
  { kind: 'hidden' as const },
  { kind: 'mark' as const, person: id('banker') },
  { kind: 'itinerary' as const, subject: { kind: 'spot' as const } },
);
const commandArb: fc.Arbitrary<PrepCommand> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('prep/research' as const),
      researcher: who,
      spotId: fc.constant('bank'),
      method: fc.constantFrom('planning' as const, 'connections' as const, 'stakeout' as const),
      goal,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('prep/bank-foresight' as const),
      character: who,
      training: fc.record({ addRolled: fc.nat(1), addKept: fc.constant(0) }),
    }),
  },
  fc.record({
    type: fc.constant('prep/skill' as const),
    character: who,
    skill: fc.constantFrom('con' as const, 'build' as const),
    difficulty: fc.constant(9),
    purpose: fc.constant(''),
  }),
  fc.record({ type: fc.constant('prep/task' as const), character: who, task: fc.constant('a task') }),
  fc.record({
    type: fc.constant('prep/cache' as const),
    spender: who,
    recipient: who,
    resources: fc.integer({ min: 1, max: 2 }),
    weapon: fc.constant(null),
    armour: fc.constant(null),
    // COT-FORE-7: any named item, now and then one without a name.
    items: fc.constantFrom([], [{ name: 'Rope', note: '50 ft' }], [{ name: '', note: '' }]),
  }),
  fc.record({
    type: fc.constant('prep/blueprint' as const),
    spender: who,
    spotId: fc.constant('bank'),
    between: fc.tuple(fc.constantFrom('outside', 'a', 'b', 'h'), fc.constantFrom('outside', 'a', 'b', 'h')),
    zoneId: fc.constant('n'),
    name: fc.constant('Tunnel'),
    barrierIds: fc.constant(['n1', 'n2'] as const),
  }),
  { weight: 2, arbitrary: fc.constant({ type: 'prep/end-day' as const }) },
);

function run(commands: readonly PrepCommand[], seed: number) {
  const start = openPrep([spot], sheets, { resources: 3 });
  const dice = seededDice(seed);
  const log: PrepEvent[] = [];
  const worlds: PrepWorld[] = [start];
  let world = start;
  for (const command of commands) {
    const decision = decidePrepScene(heistEnv(world.ctx), world.state, command, dice);
    if (!decision.ok) continue;
    let ctx = world.ctx;
    for (const event of decision.events)
      for (const effect of prepEffects(event)) ctx = applyEffect(ctx, effect);
    world = { state: deepFreeze(decision.events.reduce(applyPrepScene, world.state)), ctx };
    log.push(...decision.events);
    worlds.push(world);
  }
  return { start, log, worlds, world };
}

const sequences = fc.tuple(fc.array(commandArb, { maxLength: 25 }), fc.integer());

describe('Prep invariants (fast-check)', () => {
  it('Foresight stays between 0 and Brains + Planning; replay equals state; events fit their schema', () => {
    fc.assert(
      fc.property(sequences, ([commands, seed]) => {
        const { start, log, worlds, world } = run(commands, seed);
        for (const w of worlds) {
          for (const c of Object.values(w.ctx.characters)) {
            expect(c.foresight).toBeGreaterThanOrEqual(0);
            expect(c.foresight).toBeLessThanOrEqual(foresightCap(c));
          }
        }
        const started = prepEngine.start(start.ctx, { crew: [id('ruth'), id('kit')] }, seededDice(0));
        if (!started.ok) throw new Error(started.message);
        expect(replayPrepScene([...started.events, ...log])).toEqual(world.state);
        for (const event of log) expect(v.safeParse(prepEventSchema, event).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the view’s options are exactly those decide accepts; a plain roll’s odds are its pool’s', () => {
    fc.assert(
      fc.property(sequences, fc.array(commandArb, { maxLength: 10 }), ([commands, seed], probes) => {
        const { world } = run(commands, seed);
        const env = heistEnv(world.ctx);
        const offered = new Set<string>();
        for (const actor of ['ruth', 'kit']) {
          for (const action of prepEngine.view(world.ctx, world.state, actor)) {
            expect(action.available).toBe(action.options.length > 0);
            for (const option of action.options) {
              expect(v.safeParse(prepCommandSchema, option.command).success).toBe(true);
              const decision = decidePrepScene(env, world.state, option.command, seededDice(seed));
              expect(decision.ok).toBe(true);
              offered.add(JSON.stringify(option.command));
              const rolled = decision.ok
                ? decision.events.find((e) => e.type === 'prep/skill-rolled')
                : undefined;
              if (rolled?.type === 'prep/skill-rolled') {
                expect(option.odds?.headline.probability).toBeCloseTo(
                  poolOdds(rolled.check.pool, rolled.difficulty).success,
                  12,
                );
              }
            }
          }
        }
        for (const probe of probes) {
          const plain = probe.type === 'prep/research' || probe.type === 'prep/bank-foresight';
          if (!plain || 'training' in probe) continue;
          if (decidePrepScene(env, world.state, probe, seededDice(seed)).ok)
            expect(offered.has(JSON.stringify(probe))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
