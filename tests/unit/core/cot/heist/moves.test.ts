import { describe, expect, it } from 'vitest';
import { chain, post, tag } from '../spot/support.ts';
import { guard, id, open, play, refuse, ruth, crew, types, who } from './support.ts';

const guards = [guard('x'), guard('y')];

describe('moving at the Spot (COT-SPOT-1..3)', () => {
  it('TV-COT-SPOT-1-a: the crew start Outside and Concealed; A is one move away, B needs a bypass first', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [{ type: 'spot/add-security', barrierId: 'a-b', securityId: 'lock', tag: 'lock', score: 12 }],
    );
    let world = open(spot, [ruth()]);
    expect(who(world, 'ruth')).toMatchObject({ zone: null, discovered: false });
    world = play(world, { type: 'heist/move', actor: id('ruth'), to: 'a', stealth: false });
    expect(who(world, 'ruth').zone).toBe('a');
    expect(refuse(world, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: false })).toMatchObject({
      code: 'heist/barred',
      message: 'Lock 12 stands between a and b: bypass it first (COT-SPOT-5)',
    });
  });

  it('TV-COT-SPOT-3-a, TV-COT-GUARD-1-a: Stealth 12 against guards of Awareness 11 and 8 -> still Concealed, no guard rolls', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [post('x', 'b', { awareness: 11 }), post('y', 'b', { awareness: 8 })],
    );
    const start = play(open(spot, [ruth(), ...guards]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const world = play(
      start,
      { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true },
      6,
      4,
      2,
      1,
      1,
    );
    const moved = world.events.find((e) => e.type === 'heist/moved');
    expect(moved).toMatchObject({ arrived: true, stealth: { awareness: 11, unseen: true, guardRoll: null } });
    expect(who(world, 'ruth')).toMatchObject({ zone: 'b', discovered: false });
    expect(who(world, 'x').aware).toBe(false);
  });

  it('TV-COT-SPOT-3-b: the same roll at 10 -> both guards Aware, the mover Discovered (COT-D-50)', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [post('x', 'b', { awareness: 11 }), post('y', 'b', { awareness: 8 })],
    );
    const start = play(open(spot, [ruth(), ...guards]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const world = play(
      start,
      { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true },
      5,
      4,
      1,
      1,
      1,
    );
    expect(types(world.events)).toEqual([
      'heist/moved',
      'heist/became-aware',
      'spot/guards-alerted',
      'heist/discovered',
    ]);
    expect(who(world, 'x').aware && who(world, 'y').aware).toBe(true);
    expect(who(world, 'ruth')).toMatchObject({ zone: 'b', discovered: true });
    expect(world.state.spot.guards.x!.aware).toBe(true);
  });

  it('TV-COT-SPOT-3-c: a Stealth move into a zone with an Aware guard, not Noisy -> rejected', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [post('x', 'b'), { type: 'spot/alert-guards', guards: [id('x')] }],
    );
    const world = play(open(spot, [ruth(), guard('x')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    expect(refuse(world, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true }).code).toBe(
      'heist/aware-guard-present',
    );
  });

  it('moves openly in front of unaware guards: they become Aware and the mover is Discovered (COT-D-50)', () => {
    const spot = chain('bank', ['a'], [post('x', 'a', { awareness: 11 })]);
    const world = play(open(spot, [ruth(), guard('x')]), {
      type: 'heist/move',
      actor: id('ruth'),
      to: 'a',
      stealth: false,
    });
    expect(who(world, 'x').aware).toBe(true);
    expect(who(world, 'ruth').discovered).toBe(true);
  });

  it('needs no roll to sneak where nobody watches', () => {
    const world = play(open(chain('bank', ['a']), [ruth()]), {
      type: 'heist/move',
      actor: id('ruth'),
      to: 'a',
      stealth: true,
    });
    expect(world.events).toHaveLength(1);
    expect(world.events[0]).toMatchObject({ type: 'heist/moved', stealth: null, hazard: null });
  });

  it('in a Noisy zone, Stealth against an Aware guard is opposed by their Brains + Lookout, rolled first (COT-D-52)', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [tag('b', 'noisy'), post('x', 'b'), { type: 'spot/alert-guards', guards: [id('x')] }],
    );
    const keen = guard('x', { abilities: { brains: 2 }, skills: { lookout: 1 } }); // 3k2
    const start = play(open(spot, [ruth(), keen]), { type: 'heist/place', character: id('ruth'), to: 'a' });
    const world = play(
      start,
      { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true },
      6,
      5,
      1,
      6,
      4,
      2,
      1,
      1,
    );
    const moved = world.events.find((e) => e.type === 'heist/moved');
    expect(moved).toMatchObject({ stealth: { awareness: null, unseen: true } });
    expect(moved?.type === 'heist/moved' && moved.stealth?.guardRoll?.roll?.total).toBe(11);
    expect(who(world, 'ruth').discovered).toBe(false);
  });

  it('refuses a way the crew does not know into an unfound Hidden zone, and a place that is not next door', () => {
    const spot = chain('bank', ['a', 'h', 'c'], [tag('h', 'hidden')]);
    const world = play(open(spot, [ruth()]), { type: 'heist/place', character: id('ruth'), to: 'a' });
    expect(refuse(world, { type: 'heist/move', actor: id('ruth'), to: 'h', stealth: false }).code).toBe(
      'heist/unknown-way',
    );
    expect(refuse(world, { type: 'heist/move', actor: id('ruth'), to: 'c', stealth: false }).message).toBe(
      'a does not open onto c',
    );
  });

  it('goes back out to the edge across the zone it leaves', () => {
    const world = play(open(chain('bank', ['a']), [ruth()]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const out = play(world, { type: 'heist/move', actor: id('ruth'), to: 'outside', stealth: false });
    expect(who(out, 'ruth').zone).toBeNull();
    expect(
      refuse(out, { type: 'heist/move', actor: id('ruth'), to: 'outside', stealth: false }).message,
    ).toBe('ruth is already Outside');
  });

  it('TV-COT-GUARD-7-a: Heat 2 raises a guard of Awareness 9 to 11 for the Stealth roll', () => {
    const spot = chain('bank', ['a'], [post('x', 'a', { awareness: 9 })]);
    const world = play(
      open(spot, [ruth(), guard('x')], { heat: 2 }),
      { type: 'heist/move', actor: id('ruth'), to: 'a', stealth: true },
      6,
      4,
      1,
      1,
      1,
    );
    const moved = world.events.find((e) => e.type === 'heist/moved');
    expect(moved).toMatchObject({ stealth: { awareness: 11, unseen: true } });
  });

  it('a catastrophic Stealth roll Discovers the mover and alerts the zone (COT-D-4)', () => {
    const spot = chain('bank', ['a'], [post('x', 'a', { awareness: 5 })]);
    const world = play(
      open(spot, [ruth(), guard('x')]),
      { type: 'heist/move', actor: id('ruth'), to: 'a', stealth: true },
      1,
      1,
      1,
      1,
      1,
    );
    const aware = world.events.find((e) => e.type === 'heist/became-aware');
    expect(aware).toMatchObject({ cause: 'catastrophe', characters: ['x'] });
    expect(who(world, 'ruth').discovered).toBe(true);
  });
});

describe('Hazardous and Crowded zones (COT-SPOT-4, COT-D-51)', () => {
  const hazard = chain('bank', ['a', 'b'], [tag('b', 'hazardous'), post('x', 'b', { awareness: 12 })]);
  const start = () =>
    play(open(hazard, [ruth(), guard('x')]), { type: 'heist/place', character: id('ruth'), to: 'a' });
  const climb = {
    type: 'heist/move',
    actor: id('ruth'),
    to: 'b',
    stealth: true,
    skill: 'catBurglary',
  } as const;

  it('TV-COT-SPOT-4-a: Cat Burglary 10 against hazard 9 and Awareness 12 -> moves, but Discovered', () => {
    const world = play(start(), climb, 5, 4, 1, 1, 1);
    expect(who(world, 'ruth')).toMatchObject({ zone: 'b', discovered: true });
  });

  it('TV-COT-SPOT-4-b: total 13 -> moves, stays Concealed', () => {
    const world = play(start(), climb, 6, 5, 2, 1, 1);
    expect(who(world, 'ruth')).toMatchObject({ zone: 'b', discovered: false });
  });

  it('TV-COT-SPOT-4-c: total 8 -> no progress; 8 < 12 -> Discovered', () => {
    const world = play(start(), climb, 4, 3, 1, 1, 1);
    expect(who(world, 'ruth')).toMatchObject({ zone: 'a', discovered: true });
    expect(world.events[0]).toMatchObject({ arrived: false, hazard: { difficulty: 9, met: false } });
  });

  it('TV-COT-SPOT-4-d: a Crowded zone, Cat Burglary total 20 -> moves, but every guard there Aware', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [
        tag('b', 'hazardous'),
        tag('b', 'crowded'),
        post('x', 'b', { awareness: 12 }),
        post('y', 'b', { awareness: 9 }),
      ],
    );
    const kit = crew('kit', { abilities: { fingers: 4 }, skills: { catBurglary: 3 } });
    const world = play(
      play(open(spot, [kit, ...guards]), { type: 'heist/place', character: id('kit'), to: 'a' }),
      { type: 'heist/move', actor: id('kit'), to: 'b', stealth: true, skill: 'catBurglary' },
      6,
      6,
      5,
      3,
      1,
      1,
      1,
    );
    expect(who(world, 'kit')).toMatchObject({ zone: 'b', discovered: false });
    expect(world.events.find((e) => e.type === 'heist/became-aware')).toMatchObject({
      cause: 'crowded',
      characters: ['x', 'y'],
    });
  });

  it('needs a skill to cross a Hazardous zone, and Athletics cannot be stealthy', () => {
    expect(refuse(start(), { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true }).code).toBe(
      'heist/hazard-skill',
    );
    expect(refuse(start(), { ...climb, skill: 'athletics' }).code).toBe('heist/unsubtle');
    expect(
      refuse(start(), {
        type: 'heist/move',
        actor: id('ruth'),
        to: 'outside',
        stealth: false,
        skill: 'athletics',
      }).code,
    ).toBe('heist/no-hazard');
  });
});
