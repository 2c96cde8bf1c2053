import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decideHeist } from '../../../../../core/cot/heist/decide.ts';
import { heistCommandSchema, heistEventSchema } from '../../../../../core/cot/heist/schema.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { breakoutsFrom, initiative, partyOf, peopleIn } from '../../../../../core/cot/world/index.ts';
import type { BreakoutCapability, EngineContext } from '../../../../../core/cot/world/index.ts';
import { engineIds, engineOf } from '../../../../../core/registry/index.ts';
import { reject } from '../../../../../core/shared/result.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { chain, post } from '../spot/support.ts';
import { crew, guard, id, open, play, ruth } from '../heist/support.ts';

/**
 * The breakout capability (COT-D-65): an engine declares that its scenes can be opened from inside a running
 * scene of another, and the parent reads the declarations from its context, naming none.
 */

const registry = engineIds.map((engine) => [engine, engineOf(engine)] as const);

/** A made-up declaration: a duel of two people in a zone, its people sent Outside after. */
const duel: BreakoutCapability = {
  name: 'breakout',
  from: ['heist'],
  label: 'A duel',
  rule: 'DUEL-1',
  parties: ['duellists'],
  comesBack: 'outside',
  loud: false,
  offers: () => [],
  words: () => 'a duel',
  record: (ground, request) => {
    const duellists = partyOf(request, 'duellists');
    if (duellists.length !== 2) return reject(`${ground.parent}/duel`, 'A duel takes two');
    return { lead: duellists[0]!, duellists };
  },
  draft: (_ground, record) => ({ setup: { duellists: partyOf(record, 'duellists') }, others: [] }),
};

describe('breakoutsFrom: the breakouts a scene of an engine may open', () => {
  it('lists every engine of the registry declaring it may be opened from a Heist, in the registry’s order', () => {
    const declared = breakoutsFrom(registry, 'heist');
    expect(declared.map((d) => d.kind)).toEqual(['warfare', 'chase', 'skirmish']);
    expect(declared.map((d) => [d.breakout.label, d.breakout.rule, d.breakout.form])).toEqual([
      ['Gang Warfare', 'COT-WAR-1', 'warfare'],
      ['A chase', 'COT-CHASE-3', 'chase'],
      ['A HEIST skirmish', 'BRG-D-2', 'bridge'], // the bridge's, attached where the engines are composed
    ]);
  });

  it('lists none for a parent no engine names, nor an engine that does not declare it', () => {
    expect(breakoutsFrom(registry, 'social')).toEqual([]);
    const plain = { capabilities: [initiative('warfare')] };
    const dueller = { capabilities: [initiative('warfare'), duel] };
    expect(
      breakoutsFrom(
        [
          ['plain', plain],
          ['duel', dueller],
        ],
        'heist',
      ),
    ).toEqual([{ kind: 'duel', breakout: duel }]);
  });
});

describe('peopleIn and partyOf: a breakout’s lists of people', () => {
  const chase = { kind: 'chase', lead: id('x'), zone: 'a', targets: [id('x')], pursuers: [id('y'), id('z')] };
  it('reads every list in order, and one list by its name (none: empty)', () => {
    expect(peopleIn(chase)).toEqual(['x', 'y', 'z']);
    expect(partyOf(chase, 'pursuers')).toEqual(['y', 'z']);
    expect(partyOf(chase, 'zone')).toEqual([]);
    expect(partyOf(chase, 'participants')).toEqual([]);
  });
});

describe('a Heist reads the breakouts its context declares (COT-D-65)', () => {
  const spot = chain('bank', ['a', 'b'], [post('x', 'a', { training: 6 }), post('y', 'a', { training: 6 })]);
  const start = () =>
    play(open(spot, [ruth(), crew('kit'), guard('x'), guard('y')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
  const breakOut = (ctx: EngineContext, breakout: Record<string, unknown>) => {
    const world = start();
    const command = { type: 'heist/break-out', breakout } as never;
    expect(v.safeParse(heistCommandSchema, command).success).toBe(true);
    return decideHeist(heistEnv(ctx), world.state, command, fixedDice());
  };

  it('refuses a kind no engine declares, naming it and the ones it may open, and stores nothing', () => {
    const world = start();
    const before = JSON.stringify(world.state);
    const decision = breakOut(world.ctx, { kind: 'duel', zone: 'a', duellists: [id('ruth'), id('x')] });
    expect(decision).toEqual({
      ok: false,
      code: 'heist/unknown-breakout',
      message: 'No scene of "duel" can break out of a Heist: only Gang Warfare and A chase',
      data: { kind: 'duel' },
    });
    expect(JSON.stringify(world.state)).toBe(before);
    const none = { ...world.ctx, breakouts: [] };
    expect(breakOut(none, { kind: 'warfare', zone: 'a', participants: [id('ruth'), id('x')] })).toMatchObject(
      {
        code: 'heist/unknown-breakout',
        message: 'No scene of "warfare" can break out of a Heist',
      },
    );
  });

  it('takes a kind its context declares, with no change to the Heist: its record, its people away', () => {
    const world = start();
    const ctx = {
      ...world.ctx,
      breakouts: [...(world.ctx.breakouts ?? []), { kind: 'duel', breakout: duel }],
    };
    const request = { kind: 'duel', zone: 'a', duellists: [id('ruth'), id('x')] };
    const decision = breakOut(ctx, request);
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: 'heist/broke-out',
          breakout: { kind: 'duel', lead: 'ruth', zone: 'a', duellists: ['ruth', 'x'] },
        },
      ],
    });
    const after = play({ ...world, ctx }, { type: 'heist/break-out', breakout: request });
    expect(after.state.engaged).toEqual(['ruth', 'x']);
    expect(breakOut(ctx, { kind: 'duel', zone: 'a', duellists: [id('ruth')] })).toMatchObject({
      code: 'heist/duel',
      message: 'A duel takes two',
    });
    // Its people come back as it declares: a duel sends them Outside.
    const back = play({ ...after, ctx }, { type: 'heist/fight-over', characters: [id('ruth'), id('x')] });
    expect(
      back.events.filter((e) => e.type === 'heist/placed').map((e) => 'character' in e && e.character),
    ).toEqual(['ruth', 'x']);
  });

  it('refuses a request whose lists are not its declaration’s, naming the list', () => {
    const world = start();
    expect(breakOut(world.ctx, { kind: 'chase', zone: 'a', targets: [id('ruth')] })).toEqual({
      ok: false,
      code: 'heist/bad-breakout',
      message: 'A chase names its people in "targets" and "pursuers": "pursuers" is missing',
    });
    expect(
      breakOut(world.ctx, { kind: 'warfare', zone: 'a', participants: [id('ruth')], guards: [id('x')] }),
    ).toMatchObject({
      code: 'heist/bad-breakout',
      message: 'Gang Warfare names its people in "participants", not in "guards"',
    });
  });
});

describe('the Heist’s breakout schemas: any declared kind, its lists field by field', () => {
  const command = (breakout: unknown) =>
    v.safeParse(heistCommandSchema, { type: 'heist/break-out', breakout });

  it('refuses a list that is no list of ids, a reserved name, too many lists, or no zone', () => {
    expect(command({ kind: 'duel', zone: 'a', duellists: ['ruth'] }).success).toBe(true);
    expect(command({ kind: 'duel', zone: 'a', duellists: 'ruth' }).success).toBe(false);
    expect(command({ kind: 'duel', zone: 'a', duellists: [7] }).success).toBe(false);
    expect(command(JSON.parse('{"kind":"duel","zone":"a","__proto__":["ruth"]}')).success).toBe(false);
    expect(command({ kind: 'duel', zone: 'a', a: [], b: [], c: [], d: [], e: [] }).success).toBe(false);
    expect(command({ kind: 'duel', duellists: [] }).success).toBe(false);
    expect(command({ kind: '', zone: 'a' }).success).toBe(false);
  });

  it('still reads the records Heistbox stored before breakouts were declared', () => {
    const event = (breakout: unknown) =>
      v.safeParse(heistEventSchema, { type: 'heist/broke-out', breakout }).success;
    expect(
      event({ kind: 'warfare', lead: 'x', zone: 'a', participants: ['ruth', 'x'], firstRoundSide: null }),
    ).toBe(true);
    expect(
      event({ kind: 'warfare', lead: 'x', zone: 'a', participants: ['x'], firstRoundSide: 'house' }),
    ).toBe(true);
    expect(event({ kind: 'chase', lead: 'x', zone: 'a', targets: ['x'], pursuers: ['ruth'] })).toBe(true);
    expect(event({ kind: 'chase', zone: 'a', targets: ['x'], pursuers: ['ruth'] })).toBe(false); // no lead
    expect(event({ kind: 'chase', lead: 'x', zone: 'a', targets: ['x'], firstRoundSide: 7 })).toBe(false);
  });
});
