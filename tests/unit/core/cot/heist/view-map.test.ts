import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionsAt } from '../../../../../core/engine/actions-at.ts';
import type { ActionView, MapTarget } from '../../../../../core/engine/contract.ts';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import type { HeistCommand } from '../../../../../core/cot/heist/types.ts';
import { chain, post, security, tag } from '../spot/support.ts';
import { crew, guard, id, open, play, ruth } from './support.ts';
import type { World } from './support.ts';

/** The Heist's actions by map target (issue 20): every option and refusal tagged with where it acts. */

function view(world: World, actor: string): readonly ActionView<HeistCommand>[] {
  return heistEngine.view(world.ctx, world.state, actor);
}

function at(world: World, actor: string, target: MapTarget): ActionView<HeistCommand>[] {
  return actionsAt(view(world, actor), target);
}

const zone = (zoneId: string): MapTarget => ({ kind: 'zone', id: zoneId });
const barrierAt = (barrierId: string): MapTarget => ({ kind: 'barrier', id: barrierId });
const person = (personId: string): MapTarget => ({ kind: 'person', id: personId });

describe('the Heist view by map target', () => {
  it('says why a move through a standing Height 11 is refused, at the zone and at the barrier (COT-SPOT-5)', () => {
    const spot = chain('bank', ['lobby', 'office'], [security('lobby-office', 'wall', 'height', 11)]);
    const world = play(open(spot, [ruth()]), { type: 'heist/place', character: id('ruth'), to: 'lobby' });
    const move = at(world, 'ruth', zone('office')).find((a) => a.action === 'move');
    expect(move).toMatchObject({
      available: false,
      options: [],
      reason: 'Height 11 stands between lobby and office: bypass it first (COT-SPOT-5)',
      refused: [
        {
          label: 'Sneak to office or Go to office',
          reason: 'Height 11 stands between lobby and office: bypass it first (COT-SPOT-5)',
        },
      ],
    });
    const onBarrier = at(world, 'ruth', barrierAt('lobby-office'));
    expect(onBarrier.map((a) => [a.action, a.available])).toEqual([
      ['move', false],
      ['bypass', true],
    ]);
    expect(onBarrier[1]!.options.map((o) => o.label)).toContain('Height 11 with Cat Burglary, unseen');
    // The whole view keeps the refusal too, beside the moves it accepts.
    const whole = view(world, 'ruth').find((a) => a.action === 'move')!;
    expect(whole.available).toBe(true);
    expect(whole.refused?.map((r) => r.label)).toEqual(['Sneak to office', 'Go to office']);
  });

  it('refuses a Drop on an Aware guard by a Discovered character, at that guard (COT-DROP-1, COT-SPOT-7)', () => {
    const spot = chain('bank', ['a', 'b'], [post('x', 'a', { awareness: 11, training: 6 })]);
    const world = play(
      open(spot, [ruth(), guard('x')]),
      { type: 'heist/move', actor: id('ruth'), to: 'a', stealth: true },
      4,
      3,
      1,
      1,
      1,
    );
    expect(world.state.drop.characters.find((c) => c.id === 'ruth')?.discovered).toBe(true);
    const drop = at(world, 'ruth', person('x')).find((a) => a.action === 'drop');
    expect(drop).toMatchObject({
      available: false,
      reason: 'x is Aware of ruth: no Drop (COT-DROP-1, COT-SPOT-7)',
    });
    expect(drop?.refused).toEqual([
      { label: 'Subdue x (Training 6) with bare hands', reason: drop?.reason, at: [person('x')] },
    ]);
  });

  it('offers a Drop, a Palming and a Wake at the person, and the loot at its piece and its zone', () => {
    const spot = chain(
      'bank',
      ['a'],
      [
        post('x', 'a', { awareness: 7, training: 6 }),
        { type: 'spot/add-loot', lootId: 'gold', name: 'Gold', zone: 'a', value: 5 },
      ],
    );
    const world = play(open(spot, [ruth(), guard('x')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    expect(at(world, 'ruth', person('x')).map((a) => a.action)).toEqual(['drop', 'palm']);
    expect(at(world, 'ruth', { kind: 'loot', id: 'gold' }).map((a) => a.action)).toEqual(['take-loot']);
    expect(at(world, 'ruth', zone('a')).map((a) => a.action)).toContain('take-loot');
  });

  it('warns before a move in the open that the Unaware guards will become Aware and the mover Discovered; a sneak carries no warning', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [post('x', 'b', { awareness: 9 }), post('y', 'b', { awareness: 8 })],
    );
    const world = play(open(spot, [ruth(), guard('x'), guard('y')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const options = at(world, 'ruth', zone('b')).find((a) => a.action === 'move')!.options;
    expect(options.map((o) => [o.label, o.warning])).toEqual([
      ['Sneak to b', undefined],
      ['Go to b', 'x and y will become Aware; ruth will be Discovered'],
    ]);
    // The warning is what decide then does: both guards turn Aware.
    const after = play(world, options[1]!.command);
    expect(after.state.drop.characters.filter((c) => c.aware).map((c) => c.id)).toEqual(['x', 'y']);
  });

  it('warns before a bypass in the open in front of an Unaware guard; the unseen bypass carries no warning', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [post('x', 'a', { awareness: 9 }), security('a-b', 'lock', 'lock', 10)],
    );
    const world = play(open(spot, [ruth(), guard('x')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const options = at(world, 'ruth', barrierAt('a-b')).find((a) => a.action === 'bypass')!.options;
    expect(options.map((o) => [o.label, o.warning])).toEqual([
      ['Lock 10 with Lockpicking, unseen', undefined],
      ['Lock 10 with Lockpicking', 'x will become Aware; ruth will be Discovered'],
    ]);
  });

  it('warns of a Cat Burglary move in a Crowded, Hazardous zone, which alerts its guards whatever the dice', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [post('x', 'b', { awareness: 9 }), tag('b', 'crowded'), tag('b', 'hazardous')],
    );
    const world = play(open(spot, [ruth(), guard('x')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const sneak = at(world, 'ruth', zone('b'))
      .find((a) => a.action === 'move')!
      .options.find((o) => o.label === 'Sneak to b by Cat Burglary');
    expect(sneak?.warning).toBe('x will become Aware');
  });
});

/** A small Spot and a crew placed anywhere, guards Aware or not. */
const spot = chain(
  'bank',
  ['a', 'b', 'c'],
  [
    post('x', 'a', { awareness: 8 }),
    post('y', 'b', { awareness: 10 }),
    security('a-b', 'lock', 'lock', 10),
    tag('c', 'hazardous'),
    { type: 'spot/add-loot', lootId: 'gold', name: 'Gold', zone: 'b', value: 5 },
  ],
);
const placeArb = fc.constantFrom('outside', 'a', 'b', 'c');

function key(option: { readonly command: unknown; readonly label: string }): string {
  return `${option.label}|${JSON.stringify(option.command)}`;
}

describe('actionsAt on the Heist (fast-check)', () => {
  it('invents no option, and finds every targeted option of the full view at each of its targets', () => {
    fc.assert(
      fc.property(placeArb, placeArb, fc.boolean(), (ruthAt, kitAt, bypassed) => {
        let world = open(spot, [ruth({ foresight: 2 }), crew('kit'), guard('x'), guard('y')]);
        world = play(world, { type: 'heist/place', character: id('ruth'), to: ruthAt });
        world = play(world, { type: 'heist/place', character: id('kit'), to: kitAt });
        if (bypassed) {
          world = { ...world, state: { ...world.state, spot: openLock(world.state.spot) } };
        }
        for (const actor of ['ruth', 'kit']) {
          const full = view(world, actor);
          const every = new Set(full.flatMap((a) => a.options.map(key)));
          const targets = full.flatMap((a) =>
            [...a.options, ...(a.refused ?? [])].flatMap((o) => o.at ?? []),
          );
          for (const target of targets) {
            for (const action of actionsAt(full, target)) {
              for (const option of action.options) expect(every.has(key(option))).toBe(true);
              expect(action.available).toBe(action.options.length > 0);
            }
          }
          for (const action of full) {
            for (const option of action.options) {
              for (const target of option.at ?? []) {
                const there = actionsAt(full, target).find((a) => a.action === action.action);
                expect(there?.options.map(key)).toContain(key(option));
              }
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

function openLock(spotNow: World['state']['spot']): World['state']['spot'] {
  const barrier = spotNow.barriers['a-b']!;
  return {
    ...spotNow,
    barriers: {
      ...spotNow.barriers,
      'a-b': { ...barrier, securities: barrier.securities.map((s) => ({ ...s, bypassed: true })) },
    },
  };
}
