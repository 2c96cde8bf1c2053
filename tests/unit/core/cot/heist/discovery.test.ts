import { describe, expect, it } from 'vitest';
import { awarenessOf } from '../../../../../core/cot/heist/roster.ts';
import { heistRules } from '../../../../../core/cot/prep/index.ts';
import { chain, post } from '../spot/support.ts';
import { fistsDrop, guard, id, open, play, refuse, ruth, types, who } from './support.ts';
import type { World } from './support.ts';

/** Ruth in zone a with guard X (Awareness 11, Training 6); she fails a Stealth roll against X. */
function spotted(options: Parameters<typeof open>[2] = {}): World {
  const spot = chain('bank', ['a', 'b'], [post('x', 'a', { awareness: 11, training: 6 })]);
  const world = open(spot, [ruth({ foresight: 5 }), guard('x')], options);
  return play(world, { type: 'heist/move', actor: id('ruth'), to: 'a', stealth: true }, 4, 3, 1, 1, 1);
}

const dropOnX = fistsDrop('ruth', 'x');

describe('Discovery (COT-SPOT-7, COT-D-91)', () => {
  it('TV-COT-SPOT-7-a: Ruth fails Stealth against X -> Discovered; a Drop on X by Ruth -> rejected', () => {
    const world = spotted();
    expect(who(world, 'ruth').discovered).toBe(true);
    expect(refuse(world, dropOnX).code).toBe('drop/target-aware');
  });

  it('TV-COT-SPOT-7-b: Discovered in round 2, she leaves the zone; round 9 -> still Discovered', () => {
    let world = play(spotted(), { type: 'heist/move', actor: id('ruth'), to: 'outside', stealth: false });
    world = play(world, { type: 'heist/rounds-pass', rounds: 7 });
    expect(who(world, 'ruth').discovered).toBe(true);
  });

  it('TV-COT-SPOT-7-c: 3 Foresight on Switch, Con 12 vs 9 -> new presented identity, Concealed; a Drop on the Aware X -> allowed', () => {
    const world = play(
      spotted(),
      {
        type: 'heist/switch',
        spender: id('ruth'),
        roller: id('ruth'),
        roll: { kind: 'disguise', identity: 'Countess', difficulty: 9 },
      },
      6,
      5,
      1,
      1,
    );
    expect(types(world.events)).toEqual(['heist/foresight-spent', 'heist/disguised']);
    expect(who(world, 'ruth')).toMatchObject({ presentedIdentity: 'Countess', discovered: false });
    expect(world.ctx.characters[id('ruth')]).toMatchObject({ foresight: 2, presentedIdentity: 'Countess' });
    const dropped = play(world, dropOnX, 6, 5);
    expect(dropped.events[0]).toMatchObject({ type: 'heist/drop', event: { type: 'drop/rolled' } });
  });

  it('TV-COT-SPOT-7-c: with discovered_clears_on_new_identity = false she stays Discovered and the Drop is rejected', () => {
    const world = play(
      spotted({ settings: { discoveredClearsOnNewIdentity: false } }),
      {
        type: 'heist/switch',
        spender: id('ruth'),
        roller: id('ruth'),
        roll: { kind: 'disguise', identity: 'Countess', difficulty: 9 },
      },
      6,
      5,
      1,
      1,
    );
    expect(who(world, 'ruth')).toMatchObject({ presentedIdentity: 'Countess', discovered: true });
    expect(refuse(world, dropOnX).code).toBe('drop/target-aware');
  });

  it('TV-COT-SPOT-7-d, TV-COT-GUARD-5-a: the Job’s next Heist stage starts Ruth Outside and Concealed; X is still Aware', () => {
    const first = spotted();
    const second = open(first.ctx.spots.bank!, [ruth(), guard('x')]);
    expect(who(second, 'ruth')).toMatchObject({ zone: null, discovered: false });
    expect(who(second, 'x').aware).toBe(true);
  });
});

describe('guards (COT-GUARD-5, COT-GUARD-6)', () => {
  it('TV-COT-GUARD-5-a: a guard Aware in round 2 is still Aware in round 9', () => {
    const world = play(spotted(), { type: 'heist/rounds-pass', rounds: 7 });
    expect(who(world, 'x').aware).toBe(true);
  });

  it('lets quiet guards stand down after aware_cooldown_rounds (the DECISION’s alternative)', () => {
    const world = play(spotted({ settings: { awareCooldownRounds: 5 } }), {
      type: 'heist/rounds-pass',
      rounds: 5,
    });
    expect(world.events.at(-1)).toMatchObject({ type: 'heist/rounds-passed', stoodDown: ['x'] });
    expect(who(world, 'x').aware).toBe(false);
  });

  it('TV-COT-GUARD-6-a: X (zone A) calls; Y in A becomes Aware; Z in C, Awareness 9, is raised to 12', () => {
    const spot = chain(
      'bank',
      ['a', 'b', 'c'],
      [
        post('x', 'a'),
        post('y', 'a', { awareness: 10 }),
        post('z', 'c', { awareness: 9 }),
        { type: 'spot/alert-guards', guards: [id('x')] },
      ],
    );
    const world = play(open(spot, [ruth(), guard('x'), guard('y'), guard('z')]), {
      type: 'heist/call-for-help',
      guard: id('x'),
    });
    expect(who(world, 'y').aware).toBe(true);
    expect(who(world, 'z')).toMatchObject({ aware: false, awarenessBonus: 3 });
    expect(
      awarenessOf({ ctx: world.ctx, rules: heistRules(world.ctx.settings) }, world.state, who(world, 'z')),
    ).toBe(12);
    expect(world.state.spot.guards.z!.awarenessBonus).toBe(3);
  });

  it('refuses a Call for Help from an unaware guard', () => {
    const spot = chain('bank', ['a'], [post('x', 'a')]);
    expect(
      refuse(open(spot, [ruth(), guard('x')]), { type: 'heist/call-for-help', guard: id('x') }).code,
    ).toBe('heist/not-aware');
  });
});

describe('Palming (COT-SPOT-8, COT-D-78)', () => {
  const mark = guard('mark', { abilities: { brains: 2 }, skills: { lookout: 3 } });
  const start = () => {
    const spot = chain('bank', ['a']);
    const world = open(spot, [ruth(), { ...mark, kind: 'npc' }], {
      others: [{ character: 'mark', zone: 'a' }],
    });
    return play(world, { type: 'heist/place', character: id('ruth'), to: 'a' });
  };
  const lift = {
    type: 'heist/palm',
    actor: id('ruth'),
    victim: id('mark'),
    action: 'lift',
    item: 'the key',
  } as const;

  it('TV-COT-SPOT-8-a: victim unaware, Awareness 9; Fingers 3 + Palming 3 total 10 -> lifted, victim still unaware', () => {
    const world = play(start(), lift, 5, 4, 1, 1, 1, 1);
    expect(world.events).toEqual([
      expect.objectContaining({ type: 'heist/palmed', success: true, difficulty: 9 }),
    ]);
    expect(who(world, 'mark').aware).toBe(false);
  });

  it('TV-COT-SPOT-8-b: total 8 -> the victim is Aware of the thief', () => {
    const world = play(start(), lift, 4, 3, 1, 1, 1, 1);
    expect(types(world.events)).toEqual(['heist/palmed', 'heist/became-aware', 'heist/discovered']);
    expect(who(world, 'mark').aware).toBe(true);
    expect(who(world, 'ruth').discovered).toBe(true);
  });

  it('against an Aware victim, the victim rolls Brains + Lookout first', () => {
    const aware = play(
      play(start(), { type: 'heist/alert', guards: [id('mark')] }),
      lift,
      6,
      6,
      1,
      1,
      1,
      6,
      6,
      6,
      1,
      1,
      1,
    );
    expect(aware.events[0]).toMatchObject({ success: true, difficulty: 12 });
  });
});

describe('Getting the Drop at the Spot (COT-DROP, routed)', () => {
  const spot = chain('bank', ['a'], [post('x', 'a', { training: 6 }), post('y', 'a', { training: 6 })]);
  const start = () =>
    play(open(spot, [ruth(), guard('x'), guard('y')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });

  it('routes the Drop to its engine, and marks the alerted guards on the campaign Spot', () => {
    const world = play(start(), dropOnX, 2, 1);
    expect(types(world.events)).toEqual([
      'drop/rolled',
      'drop/became-aware',
      'drop/became-aware',
      'drop/discovered',
      'drop/response-awaited',
      'spot/guards-alerted',
      'spot/guards-alerted',
    ]);
    expect(world.ctx.spots.bank!.guards.x!.aware).toBe(true);
    expect(refuse(world, { type: 'heist/move', actor: id('ruth'), to: 'outside', stealth: false }).code).toBe(
      'heist/response-pending',
    );
  });

  it('a target who squares up takes the zone out of the Heist into Gang Warfare', () => {
    const alarmed = play(start(), dropOnX, 2, 1);
    const fight = play(alarmed, { type: 'drop/respond', target: id('x'), response: 'square-up' });
    expect(fight.state.engaged).toEqual(['ruth', 'x', 'y']);
    expect(refuse(fight, { type: 'heist/move', actor: id('ruth'), to: 'outside', stealth: false }).code).toBe(
      'heist/engaged',
    );
    const back = play(fight, { type: 'heist/fight-over', characters: [id('ruth')] });
    expect(back.state.engaged).toEqual(['x', 'y']);
  });

  it('adds Foresight Training to the Drop pool and spends it (COT-FORE-5)', () => {
    const world = open(spot, [ruth({ foresight: 3 }), guard('x'), guard('y')]);
    const placed = play(world, { type: 'heist/place', character: id('ruth'), to: 'a' });
    const dropped = play(placed, { ...dropOnX, training: { addRolled: 1, addKept: 0 } }, 6, 6, 6);
    expect(types(dropped.events)[0]).toBe('heist/foresight-spent');
    const rolled = dropped.events.find((e) => e.type === 'heist/drop' && e.event.type === 'drop/rolled');
    expect(
      rolled?.type === 'heist/drop' && rolled.event.type === 'drop/rolled' && rolled.event.check.pool,
    ).toEqual({ rolled: 3, kept: 2 });
    expect(dropped.ctx.characters[id('ruth')]!.foresight).toBe(2);
  });

  it('refuses a Drop from Outside in the Heist’s words', () => {
    const world = open(spot, [ruth(), guard('x'), guard('y')]);
    expect(refuse(world, dropOnX).code).toBe('heist/outside');
  });
});
