import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decideHeist } from '../../../../../core/cot/heist/decide.ts';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import { backInHeist, breakoutHandover, breakoutOpening } from '../../../../../core/cot/breakout/heist.ts';
import type { SideOf } from '../../../../../core/cot/breakout/heist.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { heistIn, storedHeist } from '../../../../../core/cot/heist/scene.ts';
import { atSpot } from '../../../../../core/cot/heist/roster.ts';
import { outside } from '../../../../../core/cot/spot/types.ts';
import { heistCommandSchema } from '../../../../../core/cot/heist/schema.ts';
import type { HeistBreakout } from '../../../../../core/cot/heist/types.ts';
import { dropResponseView, heistGmView } from '../../../../../core/cot/heist/view-gm.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { chaseEngine, startChaseScene, startingDistance } from '../../../../../core/cot/chase/index.ts';
import type { ChaseScene, ChaseSetupInput } from '../../../../../core/cot/chase/index.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { chain, post } from '../spot/support.ts';
import { crew, fistsDrop, guard, id, open, play, refuse, ruth, types, who } from './support.ts';
import type { World } from './support.ts';

/** Ruth in zone a with guards X and Y (Training 6); Kit Outside. */
const spot = chain('bank', ['a', 'b'], [post('x', 'a', { training: 6 }), post('y', 'a', { training: 6 })]);
const start = (options: Parameters<typeof open>[2] = {}) =>
  play(open(spot, [ruth(), crew('kit'), guard('x'), guard('y')], options), {
    type: 'heist/place',
    character: id('ruth'),
    to: 'a',
  });
const dropOnX = fistsDrop('ruth', 'x');
/** A failed Drop (2 + 1 against Training 6): X and Y Aware, X's response due (COT-DROP-5). */
const alarmed = () => play(start(), dropOnX, 2, 1);

const names = (who_: string) => who_.toUpperCase();
const everyoneIn = (world: World) => (who_: CharacterId) =>
  world.state.drop.characters.some((c) => c.id === who_)
    ? world.state.crew.includes(who_)
      ? 'crew'
      : 'guards'
    : null;

function only(world: World, kind: string): HeistBreakout {
  expect(world.state.breakouts).toHaveLength(1);
  const breakout = world.state.breakouts[0]!;
  if (breakout.kind !== kind) throw new Error(`expected ${kind}, got ${breakout.kind}`);
  return breakout;
}

/** How the scene of a breakout opens, with the breakouts the Heist's context declares. */
const opening = (world: World, breakout: HeistBreakout, sideOf: SideOf) =>
  breakoutOpening(world.state, world.ctx.breakouts ?? [], breakout, sideOf, names);

describe('the Drop as the view offers it (COT-DROP-1, COT-DROP-2)', () => {
  it('names the table, the target’s Training and the means of each Drop', () => {
    const world = start();
    const drop = heistEngine.view(world.ctx, world.state, 'ruth').find((a) => a.action === 'drop')!;
    expect(drop.options.map((o) => o.label)).toEqual([
      'Subdue x (Training 6) with bare hands',
      'Subdue y (Training 6) with bare hands',
    ]);
    expect(drop.options[0]!.odds?.detail).toBe("Subdue 2k2 vs x's Training 6");
  });
});

describe('the response due to a Drop, as the board offers it (COT-DROP-5, COT-D-29)', () => {
  it('offers the Aware target’s three responses, each saying what it does, each accepted by decide', () => {
    const world = alarmed();
    const view = dropResponseView(heistEnv(world.ctx), world.state);
    expect(view?.options.map((o) => o.label)).toEqual([
      'Flee the Spot; ruth may give chase',
      'Call for Help: guards in a become Aware, the others +3 Awareness',
      'Square Up: Gang Warfare in a',
    ]);
    for (const option of view!.options) {
      expect(decideHeist(heistEnv(world.ctx), world.state, option.command, fixedDice()).ok).toBe(true);
    }
  });

  it('offers nothing while no response is due', () => {
    expect(dropResponseView(heistEnv(start().ctx), start().state)).toBeNull();
  });
});

describe('fights and chases breaking out of the Heist (COT-WAR-1, COT-CHASE-3, COT-D-65)', () => {
  it('TV-COT-DROP-5-b: a Square Up records the fight in its zone, everyone alive there in it', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    expect(only(fight, 'warfare')).toEqual({
      kind: 'warfare',
      lead: 'x',
      zone: 'a',
      participants: ['ruth', 'x', 'y'],
      firstRoundSide: null,
    });
  });

  it('a Flee records a chase with the attacker giving chase', () => {
    const fled = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'flee' });
    expect(only(fled, 'chase')).toEqual({
      kind: 'chase',
      lead: 'x',
      zone: 'a',
      origin: 'flee',
      targets: ['x'],
      pursuers: ['ruth'],
    });
    expect(fled.state.engaged).toEqual(['x', 'ruth']);
  });

  it('COT-CHASE-3, COT-D-65: after the chase, whoever comes back from it alive stands Outside the Spot, not in the zone they fled', () => {
    const fled = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'flee' });
    const back = play(fled, { type: 'heist/fight-over', characters: [id('x'), id('ruth')] });
    expect(atSpot(fled.state, id('x'))?.zone).toBeNull(); // the Flee already took the runner off the Spot
    expect(atSpot(fled.state, id('ruth'))?.zone).toBe('a');
    expect(back.events.filter((event) => event.type === 'heist/placed')).toEqual([
      { type: 'heist/placed', character: 'ruth', to: outside, toName: 'Outside' },
    ]);
    for (const who_ of ['x', 'ruth']) expect(atSpot(back.state, id(who_))?.zone).toBeNull();
    expect(atSpot(back.state, id('y'))?.zone).toBe('a');
  });

  it('is cleared once everyone in it is back in the Heist', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    const some = play(fight, { type: 'heist/fight-over', characters: [id('ruth'), id('x')] });
    expect(some.state.breakouts).toHaveLength(1);
    const all = play(some, { type: 'heist/fight-over', characters: [id('y')] });
    expect(all.state.breakouts).toEqual([]);
    expect(all.state.engaged).toEqual([]);
  });

  it('TV-COT-WAR-1-a: the GM’s Gang Warfare makes every NPC in the zone Aware (COT-D-81)', () => {
    const world = start();
    const fight = play(world, {
      type: 'heist/break-out',
      breakout: { kind: 'warfare', zone: 'a', participants: [id('ruth'), id('x')] },
    });
    expect(types(fight.events)).toEqual(['heist/broke-out', 'heist/became-aware', 'spot/guards-alerted']);
    expect(fight.events[1]).toMatchObject({ characters: ['x', 'y'], cause: 'gang-warfare' });
    expect(who(fight, 'y').aware).toBe(true);
    expect(fight.state.engaged).toEqual(['ruth', 'x']);
    expect(refuse(fight, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: false }).code).toBe(
      'heist/engaged',
    );
  });

  it('refuses a fight of one side, in another zone, or with someone already away', () => {
    const world = start();
    const warfare = (participants: string[], zone = 'a') =>
      refuse(world, {
        type: 'heist/break-out',
        breakout: { kind: 'warfare', zone, participants: participants.map(id) },
      });
    expect(warfare(['x', 'y'])).toMatchObject({
      code: 'heist/one-side',
      message: 'Gang Warfare needs two sides (COT-WAR-1)',
    });
    expect(warfare(['ruth', 'kit'])).toMatchObject({ code: 'heist/other-zone', message: 'kit is not in a' });
    expect(warfare(['ruth', 'x'], 'vault').code).toBe('heist/unknown-zone');
    const fled = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'flee' });
    expect(
      refuse(fled, {
        type: 'heist/break-out',
        breakout: { kind: 'chase', zone: 'a', targets: [id('y')], pursuers: [id('ruth')] },
      }),
    ).toMatchObject({ code: 'heist/engaged' });
  });

  it('refuses a chase without a runner or a pursuer, or with someone on both sides', () => {
    const chase = (targets: string[], pursuers: string[]) =>
      refuse(start(), {
        type: 'heist/break-out',
        breakout: { kind: 'chase', zone: 'a', targets: targets.map(id), pursuers: pursuers.map(id) },
      }).code;
    expect(chase([], ['x'])).toBe('heist/chase-roles');
    expect(chase(['ruth'], ['ruth', 'x'])).toBe('heist/chase-roles');
  });
});

describe('handing a breakout to its scene', () => {
  it('COT-D-32: the fight takes the Unconscious lying there with the Heist rounds they have left', () => {
    const world = start({ settings: { unconsciousDuration: 3 } });
    const knocked = play(world, dropOnX, 6, 6); // Subdue 12 against Training 6: X Unconscious, not Aware
    expect(who(knocked, 'x').unconscious).toBe(true);
    const fight = play(knocked, {
      type: 'heist/break-out',
      breakout: { kind: 'warfare', zone: 'a', participants: [id('ruth'), id('x'), id('y')] },
    });
    const handover = opening(fight, only(fight, 'warfare'), everyoneIn(fight));
    expect(handover).toEqual({
      kind: 'warfare',
      zone: 'a',
      zoneName: 'a',
      sides: ['crew', 'guards'],
      setup: {
        zone: 'a',
        fighters: [
          { characterId: 'ruth', side: 'crew', unconscious: false },
          { characterId: 'x', side: 'guards', unconscious: true, unconsciousRoundsLeft: 3 },
          { characterId: 'y', side: 'guards', unconscious: false },
        ],
        vehicles: [],
        firstRoundSide: null,
      },
      participants: ['ruth', 'x', 'y'].map((characterId) => ({
        characterId,
        side: characterId === 'ruth' ? 'crew' : 'guards',
        zone: 'a',
        role: 'on-foot',
      })),
      others: [],
      firstRoundSide: null,
    });
  });

  it('COT-D-4: after a catastrophic Drop the target’s side, as the scene names it, leads round 1', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    const breakout = only(fight, 'warfare');
    const caught: HeistBreakout = { ...breakout, firstRoundSide: 'house' };
    const handover = opening(fight, caught, everyoneIn(fight));
    expect(handover).toMatchObject({ setup: { firstRoundSide: 'guards' }, firstRoundSide: 'guards' });
    expect(opening(fight, breakout, everyoneIn(fight))).toMatchObject({
      setup: { firstRoundSide: null },
      firstRoundSide: null,
    });
  });

  it('the chase a Flee starts: the target runs on foot, the attacker pursues, at flee_chase_distance (COT-D-39)', () => {
    const fled = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'flee' });
    const handover = opening(fled, only(fled, 'chase'), everyoneIn(fled));
    expect(handover).toMatchObject({
      setup: {
        targets: [{ characterId: 'x', side: 'guards', vehicle: null, role: 'on-foot' }],
        pursuers: [{ characterId: 'ruth', side: 'crew', vehicle: null, role: 'on-foot' }],
        distance: null,
        cramped: false,
        origin: 'flee',
      },
      others: ['y'],
    });
    if (!('setup' in handover)) throw new Error('no opening');
    const setup = handover.setup as ChaseSetupInput;
    // The form's empty Distance field: the Flee's starting Distance, 1 by default, not the GM's chase's 2.
    expect(startingDistance(defaultSettings, setup.origin)).toBe(1);
    expect(startingDistance(defaultSettings, undefined)).toBe(2);
    const started = startChaseScene(fled.ctx, setup, seededDice(4));
    if (!started.ok) throw new Error(started.message);
    const chase = started.events.reduce<ChaseScene | null>(chaseEngine.apply, null)!;
    expect(chase.groups.map((group) => group.distance)).toEqual([1]);
  });

  it('names who takes no turns in the scene and so cannot be taken into another', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    const onlyCrew = (who_: CharacterId) => (who_ === 'ruth' ? 'crew' : null);
    expect(opening(fight, only(fight, 'warfare'), onlyCrew)).toMatchObject({
      ok: false,
      code: 'heist/not-in-scene',
      message: 'X takes no turns in this scene: let them join it first, then open the scene',
    });
  });

  it('follows the latest scene opened inside with the breakout’s lead: waiting, running, over', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    const breakout = only(fight, 'warfare');
    const scene = (ended: string | null) => ({
      id: 'f1',
      engine: 'warfare',
      participants: [{ characterId: id('x') }],
      ended,
    });
    expect(breakoutHandover([], breakout)).toEqual({ stage: 'waiting' });
    expect(breakoutHandover([scene(null)], breakout).stage).toBe('running');
    expect(breakoutHandover([scene('over')], breakout).stage).toBe('over');
    expect(breakoutHandover([{ ...scene(null), engine: 'chase' }], breakout).stage).toBe('waiting');
  });

  it('COT-D-65, COT-INIT-6: someone woken in the fight comes back awake; someone still out stays out', () => {
    const knocked = play(start(), dropOnX, 6, 6); // Subdue 12 against Training 6: X Unconscious
    const fight = play(knocked, {
      type: 'heist/break-out',
      breakout: { kind: 'warfare', zone: 'a', participants: [id('ruth'), id('x'), id('y')] },
    });
    const back = (xInTheFight: 'unconscious' | null) => {
      const ctx = { ...fight.ctx, awayAs: (who_: string) => (who_ === 'x' ? xInTheFight : null) };
      const over = { type: 'heist/fight-over', characters: [id('ruth'), id('x'), id('y')] } as const;
      const decision = decideHeist(heistEnv(ctx), fight.state, over, fixedDice());
      if (!decision.ok) throw new Error(decision.message);
      return decision.events;
    };
    expect(back(null).map((event) => (event.type === 'heist/drop' ? event.event : event.type))).toEqual([
      'heist/fight-over',
      { type: 'drop/woke', character: 'x', by: null },
    ]);
    expect(back('unconscious').map((event) => event.type)).toEqual(['heist/fight-over']);
  });

  it('brings back into the Heist those of a breakout still away', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    const some = play(fight, { type: 'heist/fight-over', characters: [id('ruth')] });
    expect(backInHeist(some.state, only(some, 'warfare'))).toEqual({
      type: 'heist/fight-over',
      characters: ['x', 'y'],
    });
  });
});

describe('the GM’s rulings on the board', () => {
  it('offers only rulings decide accepts, each fitting the command schema', () => {
    for (const world of [start(), alarmed()]) {
      const env = heistEnv(world.ctx);
      for (const action of heistGmView(env, world.state)) {
        expect(action.available).toBe(action.options.length > 0);
        for (const option of action.options) {
          expect(v.safeParse(heistCommandSchema, option.command).success).toBe(true);
          expect(decideHeist(env, world.state, option.command, fixedDice()).ok, option.label).toBe(true);
        }
      }
    }
  });

  it('offers Gang Warfare in each zone where two sides stand, and a chase for each who could run', () => {
    const views = heistGmView(heistEnv(start().ctx), start().state);
    const labels = (key: string) => views.find((view) => view.action === key)?.options.map((o) => o.label);
    expect(labels('break-out-warfare')).toEqual(['In a: ruth, x and y']);
    expect(labels('break-out-chase')).toEqual([
      'ruth runs from a; x and y give chase',
      'x runs from a; ruth gives chase',
      'y runs from a; ruth gives chase',
    ]);
    expect(labels('alert')).toEqual(['x becomes Aware', 'y becomes Aware']);
  });

  it('offers Back in the Heist for each breakout', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    const back = heistGmView(heistEnv(fight.ctx), fight.state).find((view) => view.action === 'fight-over');
    expect(back?.options.map((o) => o.label)).toEqual(['ruth, x and y back in the Heist']);
  });
});

describe('the sheets while a fight that broke out runs, and after (COT-CHAR-6, COT-D-65)', () => {
  /** The fight killed X and wounded Ruth: their sheets say so, the one place a condition lives. */
  const afterTheFight = (fight: World) => ({
    ...fight.ctx,
    characters: {
      ...fight.ctx.characters,
      [id('x')]: { ...fight.ctx.characters[id('x')]!, condition: { state: 'dead' as const } },
      [id('ruth')]: {
        ...fight.ctx.characters[id('ruth')]!,
        condition: { state: 'wounded' as const, recoveryDays: 2 },
      },
    },
  });

  it('reads the conditions of those back from their fight on their sheets: the Heist copies none back', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    const ctx = afterTheFight(fight);
    const back = play(
      { ...fight, ctx },
      { type: 'heist/fight-over', characters: [id('ruth'), id('x'), id('y')] },
    );
    expect(back.events).toEqual([{ type: 'heist/fight-over', characters: ['ruth', 'x', 'y'] }]);
    const scene = storedHeist(back.state);
    expect(scene.drop.characters.some((c) => 'condition' in c)).toBe(false);
    const read = heistIn(ctx, scene).drop.characters;
    expect(read.find((c) => c.id === 'x')?.condition).toEqual({ state: 'dead' });
    expect(read.find((c) => c.id === 'ruth')?.condition).toEqual({ state: 'wounded', recoveryDays: 2 });
    expect(heistEngine.absence?.(scene, 'ruth')).toBeNull();
  });

  it('still applies a fight-over stored with the conditions the Heist once copied back: checked, passed over', () => {
    const fight = play(alarmed(), { type: 'drop/respond', target: id('x'), response: 'square-up' });
    const older = {
      type: 'heist/fight-over' as const,
      characters: [id('ruth'), id('x'), id('y')],
      conditions: [{ character: id('x'), condition: { state: 'dead' as const } }],
    };
    expect(v.safeParse(heistEngine.eventSchema, older).success).toBe(true);
    const after = heistEngine.apply(storedHeist(fight.state), older);
    expect(after.engaged).toEqual([]);
    expect(after.drop.characters.some((c) => 'condition' in c)).toBe(false);
    const stranger = {
      ...older,
      conditions: [{ character: id('nobody'), condition: { state: 'dead' as const } }],
    };
    expect(() => heistEngine.apply(storedHeist(fight.state), stranger)).toThrow(/nobody/);
  });
});
