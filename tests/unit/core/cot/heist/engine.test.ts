import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import type { HeistCommand, HeistEvent, HeistScene } from '../../../../../core/cot/heist/types.ts';
import { prepEngine } from '../../../../../core/cot/prep/engine.ts';
import type { PrepCommand, PrepEvent, PrepState } from '../../../../../core/cot/prep/types.ts';
import { applySpot } from '../../../../../core/cot/spot/apply.ts';
import { decideSpot } from '../../../../../core/cot/spot/decide.ts';
import { spotCommandSchema } from '../../../../../core/cot/spot/schema.ts';
import type { Spot, Spots } from '../../../../../core/cot/spot/types.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { applyEffect, contextOf, id } from './support.ts';

const read = (path: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')) as unknown;
const sample = read('../../../../fixtures/sample-crew.json') as { crew: Character[]; npcs: Character[] };
const lily = read('../../../../fixtures/heist/gilded-lily.json') as { commands: unknown[] };
const sheets = [...sample.crew, ...sample.npcs];

/** The GM lays out the Gilded Lily from the fixture's editor commands, each checked by the schema. */
function layOut(): Spot {
  const characters = Object.fromEntries(sheets.map((s) => [s.id, s]));
  let spots: Spots = {};
  for (const raw of lily.commands) {
    const command = v.parse(spotCommandSchema, raw);
    const decision = decideSpot(spots, command, { characters });
    if (!decision.ok) throw new Error(decision.message);
    spots = decision.events.reduce(applySpot, spots);
  }
  return spots.lily!;
}

/** Runs a command through an engine the way the scene layer will: schema, decide, apply, effects. */
function step<S, C extends { type: string }, E extends { type: string }>(
  engine: {
    commandSchema: v.GenericSchema<unknown, C>;
    eventSchema: v.GenericSchema<unknown, E>;
    decide(
      ctx: EngineContext,
      state: S,
      command: C,
      dice: ReturnType<typeof fixedDice>,
    ): { ok: boolean } & ({ ok: true; events: readonly E[] } | { ok: false; message: string });
    apply(state: S | null, event: E): S;
    effects(event: E): readonly Parameters<typeof applyEffect>[1][];
  },
  world: { ctx: EngineContext; state: S },
  raw: unknown,
  ...faces: number[]
): { ctx: EngineContext; state: S; events: readonly E[] } {
  const command = v.parse(engine.commandSchema, raw);
  const dice = fixedDice(...faces);
  const decision = engine.decide(world.ctx, world.state, command, dice);
  if (!decision.ok) throw new Error(`${command.type}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  let { ctx, state } = world;
  for (const event of decision.events) {
    v.parse(engine.eventSchema, JSON.parse(JSON.stringify(event)));
    state = engine.apply(state, event);
    for (const effect of engine.effects(event)) ctx = applyEffect(ctx, effect);
  }
  return { ctx, state, events: decision.events };
}

describe('a Job at the Gilded Lily through the engines (fixture tests/fixtures/heist/gilded-lily.json)', () => {
  it('researches the Layout and the Hidden cellar in Prep, then ambushes into the vault and takes the bonds', () => {
    const spot = layOut();
    let ctx = contextOf(spot, sheets);
    const opened = prepEngine.start(ctx, { crew: [id('jonah'), id('ruth')] }, fixedDice());
    if (!opened.ok) throw new Error(opened.message);
    let prep: { ctx: EngineContext; state: PrepState } = {
      ctx,
      state: opened.events.reduce<PrepState | null>(prepEngine.apply, null)!,
    };

    const research = (goal: 'layout' | 'hidden'): PrepCommand => ({
      type: 'prep/research',
      researcher: id('jonah'),
      spotId: 'lily',
      method: 'planning',
      goal: { kind: goal },
    });
    prep = step(prepEngine, prep, research('layout'), 6, 5, 1, 1, 1, 1, 1); // 7k4 → 13 vs 6 + 4 zones
    expect(Object.keys(prep.ctx.spots.lily!.knowledge.zones)).toEqual(['lobby', 'roof', 'office', 'vault']);
    prep = step(prepEngine, prep, { type: 'prep/end-day' });
    prep = step(prepEngine, prep, research('hidden'), 6, 5, 3, 1, 1, 1, 1); // 15 ≥ 14
    expect(prep.ctx.spots.lily!.knowledge.zones.cellar).toBe('hidden-research');

    ctx = prep.ctx;
    const started = heistEngine.start(
      ctx,
      { spotId: 'lily', crew: [id('ruth'), id('jonah')], others: [] },
      fixedDice(),
    );
    if (!started.ok) throw new Error(started.message);
    let heist: { ctx: EngineContext; state: HeistScene } = {
      ctx,
      state: started.events.reduce<HeistScene | null>(heistEngine.apply, null)!,
    };
    expect(heist.state.spot.knowledge.zones.cellar).toBe('hidden-research');

    const go = (to: string): HeistCommand => ({ type: 'heist/move', actor: id('ruth'), to, stealth: true });
    heist = step(heistEngine, heist, go('cellar'));
    heist = step(heistEngine, heist, {
      type: 'heist/ambush',
      spender: id('jonah'),
      character: id('ruth'),
      to: 'vault',
    });
    heist = step(heistEngine, heist, { type: 'heist/take-loot', actor: id('ruth'), loot: 'bonds' });
    heist = step(heistEngine, heist, {
      type: 'heist/ambush',
      spender: id('jonah'),
      character: id('ruth'),
      to: 'cellar',
    });
    heist = step(heistEngine, heist, go('outside'));
    expect(heist.state.carried).toEqual({ bonds: 'ruth' });
    expect(heist.state.drop.characters.find((c) => c.id === 'ruth')).toMatchObject({
      zone: null,
      discovered: false,
    });
    expect(heist.ctx.characters[id('jonah')]!.foresight).toBe(2);
    expect(heistEngine.view(heist.ctx, heist.state, 'okafor').map((a) => a.action)).toContain(
      'call-for-help',
    );
  });
});

describe('the engine adapters', () => {
  const spot = layOut();
  const ctx = contextOf(spot, sheets);
  const started = heistEngine.start(ctx, { spotId: 'lily', crew: [id('ruth')], others: [] }, fixedDice());
  if (!started.ok) throw new Error(started.message);
  const state = started.events.reduce<HeistScene | null>(heistEngine.apply, null)!;
  const names = (who: string) => sheets.find((s) => s.id === who)?.name ?? who;

  it('are the registry entries the scene layer expects', () => {
    expect([heistEngine.id, heistEngine.turns, prepEngine.id, prepEngine.turns]).toEqual([
      'heist',
      'initiative',
      'prep',
      'initiative',
    ]);
    expect(heistEngine.describe(started.events[0]!, names)).toBe(
      'The Heist at The Gilded Lily begins: Ruth outside (Canal Street), Concealed',
    );
  });

  it('refuse a malformed command naming the field, and an imported roll whose dice do not add up', () => {
    const bad = v.safeParse(heistEngine.commandSchema, {
      type: 'heist/move',
      actor: 'ruth',
      to: 'lobby',
      stealth: 'yes',
    });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.path?.map((p) => p.key)).toEqual(['stealth']);
    const roll = {
      pool: { rolled: 2, kept: 1 },
      faces: [3, 5],
      keptIndices: [1],
      kept: [5],
      total: 6,
      catastrophe: false,
    };
    const event = {
      type: 'heist/skill-rolled',
      character: 'ruth',
      skill: 'lookout',
      purpose: '',
      check: {
        roller: 'ruth',
        basePool: { rolled: 2, kept: 1 },
        modifiers: [],
        pool: { rolled: 2, kept: 1 },
        roll,
      },
      difficulty: 9,
      success: false,
    };
    expect(v.safeParse(heistEngine.eventSchema, event).success).toBe(false);
    expect(
      v.safeParse(heistEngine.eventSchema, {
        ...event,
        check: { ...event.check, roll: { ...roll, total: 5 } },
      }).success,
    ).toBe(true);
  });

  it('log every roll with its roller, and turn what happens into campaign effects', () => {
    const world = {
      ctx,
      state: step(heistEngine, { ctx, state }, { type: 'heist/place', character: id('ruth'), to: 'roof' })
        .state,
    };
    const climbed = step(
      heistEngine,
      world,
      {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'skylight',
        security: 'latch',
        skill: 'lockpicking',
        stealth: false,
      },
      6,
      5,
      1,
      1,
      1,
      1,
      1,
    );
    const rolled = climbed.events[0] as HeistEvent;
    expect(heistEngine.rolls(rolled, names)).toEqual([
      expect.objectContaining({
        roller: 'ruth',
        what: "Lockpicking on Lock 10 between Roof and Manager's Office",
        difficulty: 10,
        success: true,
      }),
    ]);
    expect(heistEngine.describe(rolled, names)).toBe(
      "Ruth bypasses Lock 10 between Roof and Manager's Office",
    );
    expect(climbed.events.flatMap((e) => heistEngine.effects(e))).toEqual([
      {
        kind: 'spot',
        spotId: 'lily',
        event: { type: 'spot/security-bypassed', spotId: 'lily', barrierId: 'skylight', securityId: 'latch' },
      },
    ]);
    expect(
      heistEngine.actorOf(state, {
        type: 'heist/ambush',
        spender: id('ruth'),
        character: id('ruth'),
        to: 'vault',
      }),
    ).toBeNull();
    expect(heistEngine.canAct(climbed.state, 'ruth')).toBe(true);
    // COT-CHAR-6: the scene keeps nobody's condition; the sheets do.
    expect(climbed.state.drop.characters.some((c) => 'condition' in c)).toBe(false);
  });

  it('log a Prep research roll and its stakeout Stealth roll', () => {
    const prep = prepEngine.start(ctx, { crew: [id('ruth')] }, fixedDice());
    if (!prep.ok) throw new Error(prep.message);
    const world = { ctx, state: prep.events.reduce<PrepState | null>(prepEngine.apply, null)! };
    const after = step(
      prepEngine,
      world,
      {
        type: 'prep/research',
        researcher: 'ruth',
        spotId: 'lily',
        method: 'stakeout',
        goal: { kind: 'layout' },
      },
      3,
      2,
      6,
      6,
      6,
      6,
      1,
      1,
      1,
    );
    const researched = after.events.find((e) => e.type === 'prep/researched') as PrepEvent;
    expect(prepEngine.rolls(researched, names).map((r) => r.what)).toEqual([
      'Stakeout (Lookout) research: the Layout',
      'Stakeout: Stealth against the guards nearest the edge',
    ]);
  });
});
