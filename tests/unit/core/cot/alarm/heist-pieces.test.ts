import { describe, expect, it } from 'vitest';
import { crewAlarmView } from '../../../../../core/cot/alarm/index.ts';
import type { AlarmPlan } from '../../../../../core/cot/alarm/index.ts';
import { heistBoard } from '../../../../../core/cot/heist/board.ts';
import { decideHeist } from '../../../../../core/cot/heist/decide.ts';
import { heistEffects } from '../../../../../core/cot/heist/effects.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import type { SpotCommand } from '../../../../../core/cot/spot/types.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { guard, id, open, play, refuse, ruth } from '../heist/support.ts';
import { chain, post } from '../spot/support.ts';

/** The alarm track's items and the escape in a Heist (engine level, fixed dice). */

const base: AlarmPlan = {
  on: true,
  bag: [],
  unknown: [],
  gates: [],
  track: { alerts: [], alarm: 30 },
  deck: [],
};
type Unplaced<C> = C extends { spotId: string } ? Omit<C, 'spotId'> : never;
const withPlan = (plan: Partial<AlarmPlan>): Unplaced<SpotCommand> =>
  ({ type: 'spot/set-alarm-plan', plan: { ...base, ...plan } }) as Unplaced<SpotCommand>;
const place = (to: string) => ({ type: 'heist/place', character: id('ruth'), to }) as const;

describe('a camera (MOTH-D-5: the zone watched as by an unaware guard of its Awareness)', () => {
  const spot = chain(
    'cam',
    ['a', 'b'],
    [withPlan({ bag: [{ id: 'cam', kind: 'camera', awareness: 10 }], unknown: ['b'] })],
  );

  it('raises the zone’s Awareness with no guard there, and makes noise when someone walks in', () => {
    const near = play(open(spot, [ruth()]), place('a'));
    const board = heistBoard(heistEnv(near.ctx), near.state);
    expect(board.zones[1]!.awareness).toBe(10);
    expect(board.zones[1]!.alarm).toMatchObject({ camera: 10, unknown: false });
    const inside = play(near, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: false });
    expect(inside.state.alarm!.noise).toBe(2); // a move in the open (1) and the camera (1), MOTH-D-2
  });
});

describe('noise of a move (MOTH-D-2)', () => {
  const quiet = chain('quiet', ['a', 'b'], [withPlan({})]);

  it('a move with Stealth nobody watches rolls nothing and makes no noise; the same move in the open makes 1', () => {
    const near = play(open(quiet, [ruth()]), place('a'));
    const sneaked = play(near, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true });
    expect(sneaked.state.alarm!.noise).toBe(0);
    const walked = play(near, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: false });
    expect(walked.state.alarm!.noise).toBe(1);
  });
});

describe('a pressure sensor (MotH "Pressure Sensors")', () => {
  const spot = chain(
    'sensor',
    ['a', 'b', 'c'],
    [withPlan({ bag: [{ id: 'ring', kind: 'pressure-sensor', panel: 'a' }], unknown: ['c'] })],
  );

  it('blocks its zone until a crew member stands at its control panel', () => {
    const near = play(open(spot, [ruth()]), place('b'));
    expect(refuse(near, { type: 'heist/move', actor: id('ruth'), to: 'c', stealth: false })).toMatchObject({
      code: 'heist/way-shut',
    });
    const atPanel = play(near, place('a'));
    expect(atPanel.events.map((e) => e.type)).toContain('heist/alarm-sensor-off');
    const back = play(atPanel, place('b'));
    expect(
      play(back, { type: 'heist/move', actor: id('ruth'), to: 'c', stealth: false }).state.drop.characters[0]!
        .zone,
    ).toBe('c');
  });
});

describe('a lock (a Security on every way into its zone)', () => {
  const spot = chain(
    'locked',
    ['a', 'b'],
    [withPlan({ bag: [{ id: 'lk', kind: 'lock', score: 6 }], unknown: ['b'] })],
  );

  it('bars the way until bypassed, and its bypass stays in the Heist: the campaign’s Spot never had it', () => {
    const near = play(open(spot, [ruth()]), place('a'));
    expect(near.state.spot.barriers['a-b']!.securities).toEqual([
      { id: 'lk@a-b', tag: 'lock', score: 6, bypassed: false },
    ]);
    expect(refuse(near, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: false }).code).toBe(
      'heist/barred',
    );
    const bypass = {
      type: 'heist/bypass',
      actor: id('ruth'),
      barrier: 'a-b',
      security: 'lk@a-b',
      skill: 'lockpicking',
      stealth: false,
    } as const;
    const decision = decideHeist(heistEnv(near.ctx), near.state, bypass, { roll: () => 6 });
    if (!decision.ok) throw new Error(decision.message);
    expect(decision.events.map((e) => e.type)).toContain('heist/alarm-lock-bypassed');
    expect(decision.events.some((e) => e.type === 'heist/spot-changed')).toBe(false);
    expect(decision.events.flatMap(heistEffects).filter((e) => e.kind === 'spot')).toEqual([]);
  });
});

describe('the escape (MotH "Escape Moves", MOTH-D-3)', () => {
  const spot = chain('out', ['a', 'b'], [post('g', 'b'), withPlan({})]);

  it('counts 3 from a zone with an unsubdued guard two steps in, spends Foresight, then rolls the last-ditch die', () => {
    const inside = play(open(spot, [ruth({ foresight: 1 }), guard('g')]), place('b'));
    const sounded = play(inside, { type: 'heist/alarm-sound' });
    expect(sounded.state.alarm!.sounded).toBe('gm');
    const board = heistBoard(heistEnv(sounded.ctx), sounded.state);
    expect(board.alarm!.escapes).toMatchObject([{ character: 'ruth', moves: 3, coverable: 1, lastDitch: 2 }]);
    const out = play(sounded, { type: 'heist/alarm-escape', character: id('ruth'), foresight: 1 }, 2);
    expect(out.state.alarm!.escapes).toEqual({ ruth: 'escaped' });
    expect(out.state.drop.characters.find((c) => c.id === 'ruth')!.zone).toBeNull();
    expect(out.ctx.characters[characterId('ruth')]!.foresight).toBe(0);
  });

  it('is caught inside when the die falls short, and refuses more Foresight than held', () => {
    const inside = play(open(spot, [ruth({ foresight: 1 }), guard('g')]), place('b'));
    const sounded = play(inside, { type: 'heist/alarm-sound' });
    expect(refuse(sounded, { type: 'heist/alarm-escape', character: id('ruth'), foresight: 2 }).code).toBe(
      'heist/foresight-short',
    );
    const caught = play(sounded, { type: 'heist/alarm-escape', character: id('ruth'), foresight: 0 }, 2);
    expect(caught.state.alarm!.escapes).toEqual({ ruth: 'caught' });
  });

  it('refuses an escape before the alarm', () => {
    expect(
      refuse(play(open(spot, [ruth(), guard('g')]), place('b')), {
        type: 'heist/alarm-escape',
        character: id('ruth'),
        foresight: 0,
      }).code,
    ).toBe('heist/alarm-not-sounded');
  });
});

describe('what the crew may see of the track', () => {
  const spot = chain(
    'redact',
    ['a', 'b'],
    [
      withPlan({
        bag: [{ id: 'c', kind: 'camera', awareness: 9 }],
        unknown: ['b'],
        deck: [{ id: 'x', name: 'X', special: false, effect: { kind: 'nothing' } }],
      }),
    ],
  );

  it('leaves out the bag, the unknown zones and the deck ahead', () => {
    const world = open(spot, [ruth()]);
    const gm = heistBoard(heistEnv(world.ctx), world.state).alarm!;
    expect(gm.bag).toHaveLength(1);
    const crew = crewAlarmView(gm);
    expect(Object.keys(crew).sort()).toEqual([
      'alarmAt',
      'escapes',
      'gates',
      'noise',
      'played',
      'revealed',
      'sounded',
      'thresholds',
    ]);
    expect(JSON.stringify(crew)).not.toMatch(/camera|"b"/i);
  });

  it('lets the GM change the bag and the deck, refusing a guard already at the Spot by its field', () => {
    const world = open(chain('edit', ['a'], [post('g', 'a'), withPlan({})]), [ruth(), guard('g')]);
    const bad = refuse(world, {
      type: 'heist/alarm-edit',
      bag: [{ id: 'x', kind: 'guard', guard: id('g'), awareness: null, training: null }],
      deck: [],
    });
    expect(bad.message.startsWith('bag[0].guard:')).toBe(true);
    const edited = play(world, {
      type: 'heist/alarm-edit',
      bag: [{ id: 'l', kind: 'lock', score: 5 }],
      deck: [],
    });
    expect(edited.state.alarm!.bag).toEqual([{ id: 'l', kind: 'lock', score: 5 }]);
  });
});
