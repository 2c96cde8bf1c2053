import { describe, expect, it } from 'vitest';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import { buildSpot, barrier, chain, post, security, tag, zone } from '../spot/support.ts';
import { crew, guard, id, open, play, refuse, ruth, types, who } from './support.ts';

const ruthIn = (spot: Parameters<typeof open>[0], sheets = [ruth()], options = {}) =>
  play(open(spot, sheets, options), { type: 'heist/place', character: id('ruth'), to: 'a' });

describe('bypassing Securities (COT-SPOT-5, COT-SPOT-6)', () => {
  it('TV-COT-SPOT-5-a: Lock 12 and Height 10; Lockpicking 13, Cat Burglary 9 then 11 -> crossable after 3 turns', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [security('a-b', 'lock', 'lock', 12), security('a-b', 'wall', 'height', 10)],
    );
    let world = ruthIn(spot);
    const bypass = (securityId: string, skill: 'lockpicking' | 'catBurglary') =>
      ({
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'a-b',
        security: securityId,
        skill,
        stealth: false,
      }) as const;
    world = play(world, bypass('lock', 'lockpicking'), 6, 5, 2, 1, 1);
    expect(refuse(world, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: false }).code).toBe(
      'heist/barred',
    );
    world = play(world, bypass('wall', 'catBurglary'), 4, 3, 2, 1, 1);
    expect(world.events[0]).toMatchObject({ success: false, score: 10 });
    world = play(world, bypass('wall', 'catBurglary'), 5, 4, 2, 1, 1);
    world = play(world, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: false });
    expect(who(world, 'ruth').zone).toBe('b');
    expect(world.state.spot.barriers['a-b']!.securities.every((s) => s.bypassed)).toBe(true);
  });

  it('TV-COT-SPOT-5-b: Lock 12 in view of an unaware guard (Awareness 10): Lockpicking 13, Stealth 11 -> bypassed, Concealed; Structure 12 by Athletics 12 -> bypassed, guard Aware, Discovered', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [
        security('a-b', 'lock', 'lock', 12),
        security('a-b', 'door', 'structure', 12),
        post('x', 'a', { awareness: 10 }),
      ],
    );
    let world = ruthIn(spot, [ruth(), guard('x')]);
    world = play(
      world,
      {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'a-b',
        security: 'lock',
        skill: 'lockpicking',
        stealth: true,
      },
      6,
      5,
      2,
      1,
      1,
      5,
      4,
      2,
      1,
      1,
    );
    expect(world.events[0]).toMatchObject({ success: true, stealth: { awareness: 10, unseen: true } });
    expect(who(world, 'ruth').discovered).toBe(false);
    world = play(
      world,
      {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'a-b',
        security: 'door',
        skill: 'athletics',
        stealth: false,
      },
      6,
      6,
      1,
    );
    expect(types(world.events)).toEqual([
      'heist/bypass-rolled',
      'spot/security-bypassed',
      'heist/became-aware',
      'spot/guards-alerted',
      'heist/discovered',
    ]);
    expect(who(world, 'x').aware).toBe(true);
    expect(
      refuse(world, {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'a-b',
        security: 'door',
        skill: 'athletics',
        stealth: true,
      }).code,
    ).toBe('heist/already-bypassed');
  });

  it('TV-COT-SPOT-6-a: Vault 18, Safecracking (Brains 4 + Safecracking 3) dice [6,6,5,2,2,1,1] -> 19, bypassed', () => {
    const spot = chain('bank', ['a', 'b'], [security('a-b', 'dial', 'vault', 18)]);
    const cracker = crew('ruth', { abilities: { brains: 4 }, skills: { safecracking: 3 } });
    const world = play(
      ruthIn(spot, [cracker]),
      {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'a-b',
        security: 'dial',
        skill: 'safecracking',
        stealth: false,
      },
      6,
      6,
      5,
      2,
      2,
      1,
      1,
    );
    expect(world.events[0]).toMatchObject({ success: true });
    expect(world.events[0]!.type === 'heist/bypass-rolled' && world.events[0]!.check.roll?.total).toBe(19);
  });

  it('TV-COT-SPOT-6-b: a Lock attempted with Athletics -> rejected; Explosives only under explosives_bypass', () => {
    const spot = chain('bank', ['a', 'b'], [security('a-b', 'lock', 'lock', 12)]);
    const command = {
      type: 'heist/bypass',
      actor: id('ruth'),
      barrier: 'a-b',
      security: 'lock',
      skill: 'athletics',
      stealth: false,
    } as const;
    expect(refuse(ruthIn(spot), command)).toMatchObject({
      code: 'heist/wrong-skill',
      message: 'A Lock takes Lockpicking, not Athletics (COT-SPOT-6)',
    });
    expect(refuse(ruthIn(spot), { ...command, skill: 'explosives' }).code).toBe('heist/wrong-skill');
    const loud = ruthIn(spot, [ruth()], { settings: { explosivesBypass: true } });
    expect(play(loud, { ...command, skill: 'explosives' }, 6, 6).events[0]).toMatchObject({ success: true });
  });

  it('an Explosives bypass alerts both zones and raises every other guard by the Call-for-Help bonus (COT-D-55)', () => {
    const spot = buildSpot('bank', [
      zone('a'),
      zone('b'),
      zone('c'),
      barrier('out', 'outside', 'a'),
      barrier('ab', 'a', 'b'),
      barrier('bc', 'b', 'c'),
      security('ab', 'wall', 'structure', 9),
      post('x', 'a', { awareness: 9 }),
      post('y', 'b', { awareness: 9 }),
      post('z', 'c', { awareness: 9 }),
    ]);
    const world = play(
      ruthIn(spot, [ruth(), guard('x'), guard('y'), guard('z')], { settings: { explosivesBypass: true } }),
      {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'ab',
        security: 'wall',
        skill: 'explosives',
        stealth: false,
      },
      6,
      6,
    );
    expect(who(world, 'x').aware && who(world, 'y').aware).toBe(true);
    expect(who(world, 'z')).toMatchObject({ aware: false, awarenessBonus: 3 });
    expect(world.state.spot.guards.z!.awarenessBonus).toBe(3);
    expect(who(world, 'ruth').discovered).toBe(true);
  });

  it('TV-COT-GUARD-4-a, TV-COT-DICE-7 (Heist row): a catastrophic bypass at A–B alerts the unaware guards of both zones', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [
        security('a-b', 'lock', 'lock', 12),
        post('x', 'a', { awareness: 5 }),
        post('y', 'b', { awareness: 5 }),
      ],
    );
    const world = play(
      ruthIn(spot, [ruth(), guard('x'), guard('y')]),
      {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'a-b',
        security: 'lock',
        skill: 'lockpicking',
        stealth: true,
      },
      1,
      1,
      1,
      1,
      1,
      6,
      6,
      6,
      1,
      1,
    );
    expect(world.events.find((e) => e.type === 'heist/became-aware')).toMatchObject({
      cause: 'catastrophe',
      characters: ['x', 'y'],
    });
    expect(who(world, 'ruth').discovered).toBe(true);
  });

  it('refuses a bypass from away from the barrier', () => {
    const spot = chain('bank', ['a', 'b', 'c'], [security('b-c', 'lock', 'lock', 12)]);
    expect(
      refuse(ruthIn(spot), {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'b-c',
        security: 'lock',
        skill: 'lockpicking',
        stealth: false,
      }).code,
    ).toBe('heist/not-at-barrier');
  });

  it('TV-COT-SPOT-2-a: a Move and a Bypass each take the actor’s turn (one Move or one Bypass per turn, COT-D-49)', () => {
    const world = ruthIn(chain('bank', ['a', 'b']));
    expect(
      heistEngine.actorOf(world.state, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: false }),
    ).toBe('ruth');
    expect(
      heistEngine.actorOf(world.state, {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'a-b',
        security: 'x',
        skill: 'lockpicking',
        stealth: false,
      }),
    ).toBe('ruth');
    expect(heistEngine.isFollowUp).toBeUndefined();
  });
});

describe('Hidden zones and tags in bypasses', () => {
  it('a Cat Burglary bypass in a Crowded zone alerts the guards there (COT-SPOT-4)', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [tag('a', 'crowded'), security('a-b', 'wall', 'height', 5), post('x', 'a', { awareness: 5 })],
    );
    const world = play(
      ruthIn(spot, [ruth(), guard('x')]),
      {
        type: 'heist/bypass',
        actor: id('ruth'),
        barrier: 'a-b',
        security: 'wall',
        skill: 'catBurglary',
        stealth: true,
      },
      6,
      6,
      6,
      1,
      1,
      6,
      6,
      6,
      1,
      1,
    );
    expect(world.events.find((e) => e.type === 'heist/became-aware')).toMatchObject({ cause: 'crowded' });
    expect(who(world, 'ruth').discovered).toBe(false);
  });
});
