import { describe, expect, it } from 'vitest';
import { opposedOdds, poolOdds } from '../../../../../core/dice/odds.ts';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import type { ActionView } from '../../../../../core/engine/contract.ts';
import type { HeistCommand } from '../../../../../core/cot/heist/types.ts';
import { chain, post, security, tag } from '../spot/support.ts';
import { guard, id, open, play, ruth } from './support.ts';
import type { World } from './support.ts';

function view(world: World, actor: string): readonly ActionView<HeistCommand>[] {
  return heistEngine.view(world.ctx, world.state, actor);
}

function action(world: World, actor: string, key: string): ActionView<HeistCommand> {
  const found = view(world, actor).find((a) => a.action === key);
  if (!found) throw new Error(`no ${key} action`);
  return found;
}

describe('the Heist view', () => {
  const spot = chain(
    'bank',
    ['a', 'b'],
    [post('x', 'b', { awareness: 11 }), security('a-b', 'lock', 'lock', 12)],
  );
  const start = () =>
    play(open(spot, [ruth({ foresight: 3 }), guard('x')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });

  it('lists every action of a crew member, possible or not, with the reason in the game’s words', () => {
    const world = start();
    expect(view(world, 'ruth').map((a) => a.action)).toEqual([
      'move',
      'bypass',
      'drop',
      'wake',
      'finish-off',
      'respond',
      'palm',
      'take-loot',
      'skill',
      'ambush',
      'blueprint',
      'secrets',
      'switch',
      'cache',
    ]);
    expect(action(world, 'ruth', 'drop')).toMatchObject({
      available: false,
      reason: 'Nobody here to Get the Drop on',
      options: [],
    });
    expect(action(world, 'ruth', 'ambush')).toMatchObject({
      available: false,
      reason: 'The crew knows no zone to go to',
    });
  });

  it('offers only the moves decide accepts: across the zone and out, not through the Lock', () => {
    const moves = action(start(), 'ruth', 'move').options.map((o) => o.label);
    expect(moves).toEqual(['Sneak out to Outside', 'Go out to Outside', 'Sneak across a', 'Go across a']);
  });

  it('gives a bypass the exact odds of Lockpicking 5k3 against Lock 12', () => {
    const option = action(start(), 'ruth', 'bypass').options.find(
      (o) => o.label === 'Lock 12 with Lockpicking',
    );
    expect(option?.odds?.headline.probability).toBeCloseTo(poolOdds({ rolled: 5, kept: 3 }, 12).success, 12);
    expect(option?.odds?.detail).toBe('Fingers + Lockpicking 5k3 vs Lock 12');
  });

  it('gives a Stealth move the exact odds of Fingers + Sneak against the zone’s Awareness, Bolsters included', () => {
    const open_ = chain('bank', ['a', 'b'], [post('x', 'b', { awareness: 11 })]);
    const world = play(
      open(open_, [ruth(), guard('x')], { bolsters: { ruth: [{ rolled: 1, kept: 0, source: 'Bolster' }] } }),
      {
        type: 'heist/place',
        character: id('ruth'),
        to: 'a',
      },
    );
    const sneak = action(world, 'ruth', 'move').options.find((o) => o.label === 'Sneak to b');
    expect(sneak?.odds?.headline.probability).toBeCloseTo(poolOdds({ rolled: 6, kept: 3 }, 11).success, 12);
    expect(sneak?.odds?.detail).toBe('Fingers + Sneak 5k3 +1k0 Bolster = 6k3 vs Awareness 11');
    const sum = sneak!.odds!.outcomes.reduce((total, o) => total + o.probability, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it('in a Noisy zone against an Aware guard, gives the exact opposed odds (COT-D-52)', () => {
    const noisy = chain(
      'bank',
      ['a', 'b'],
      [tag('b', 'noisy'), post('x', 'b'), { type: 'spot/alert-guards', guards: [id('x')] }],
    );
    const keen = guard('x', { abilities: { brains: 2 }, skills: { lookout: 1 } });
    const world = play(open(noisy, [ruth(), keen]), { type: 'heist/place', character: id('ruth'), to: 'a' });
    const sneak = action(world, 'ruth', 'move').options.find((o) => o.label === 'Sneak to b');
    expect(sneak?.odds?.headline.probability).toBeCloseTo(
      opposedOdds({ rolled: 5, kept: 3 }, { rolled: 3, kept: 2 }).success,
      12,
    );
  });

  it('gives a guard Call for Help once Aware, and the Drop response when one is due', () => {
    const world = start();
    expect(action(world, 'x', 'call-for-help')).toMatchObject({
      available: false,
      reason: 'x is not Aware: nothing to call about',
    });
    const alerted = play(world, { type: 'heist/alert', guards: [id('x')] });
    // Alone at the Spot, nobody would hear the call: it would change nothing, so it is not offered.
    expect(action(alerted, 'x', 'call-for-help')).toMatchObject({
      available: false,
      reason: 'Nobody would hear x: no other guard at the Spot could still be alerted',
    });
    const two = chain('bank', ['a', 'b'], [post('x', 'b'), post('y', 'a')]);
    const heard = play(open(two, [ruth(), guard('x'), guard('y')]), {
      type: 'heist/alert',
      guards: [id('x')],
    });
    expect(action(heard, 'x', 'call-for-help').options.map((o) => o.command)).toEqual([
      { type: 'heist/call-for-help', guard: 'x' },
    ]);
  });
});
