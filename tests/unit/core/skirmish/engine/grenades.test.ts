import { describe, expect, it } from 'vitest';
import type {
  ModelState,
  ReactCommand,
  ShotOrder,
  SkirmishEvent,
  ThrowOrder,
} from '../../../../../core/skirmish/index.ts';
import {
  act,
  endTurn,
  entry,
  fight,
  fire,
  model,
  pass,
  refused,
  resolve,
  run,
  side,
  types,
} from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const at = (target: string, change: Partial<ShotOrder> = {}): ShotOrder => ({
  target: { kind: 'model', model: target },
  aimed: false,
  intense: false,
  crossfire: false,
  range: 10,
  ...change,
});

const toss = (change: Partial<ThrowOrder> = {}) =>
  act('k', {
    kind: 'throw',
    throw: {
      item: 'frag',
      distance: 5,
      lob: false,
      chokePoints: 0,
      obstacles: 0,
      inAimZone: false,
      blastReach: [],
      ...change,
    },
  });

const yard = () =>
  fight({
    sides: [
      side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG, 2 frag, flashbang, teargas, smoke')]),
      side('police', 'defensive', [
        entry('o', 'Officer A (3/5) Pistol', { cover: 'low' }),
        entry('p', 'Officer B (3/6) AR, body armor'),
      ]),
    ],
  });

/** Passes every remaining model of the active side and ends the turn. */
function endSideTurn(f: Fight, ...faces: number[]): SkirmishEvent[] {
  if (f.state.activation) run(f, { type: 'skirmish/end-activation', model: f.state.activation.model });
  for (const m of Object.values(f.state.models)) {
    const mine = m.side === f.state.turnOrder[f.state.active] && m.presence.kind === 'table' && !m.activated;
    if (mine && (m.stunned ? 1 : 0) + (m.wounded ? 1 : 0) < m.actions) fire(f, pass(m.id));
  }
  return run(f, endTurn, ...faces);
}

describe('throwing in play (HST-GREN-1..5)', () => {
  it("TV-HST-GREN-5-a: a grenade landing in the crew's turn 1 goes off as the crew's turn 2 begins", () => {
    const f = yard();
    const events = fire(f, toss(), 4, 3); // off the aim zone: deviates 4" towards 3 o'clock
    expect(events.find((e) => e.type === 'skirmish/threw')).toMatchObject({
      landing: { result: { deviation: { inches: 4, clock: 3 } } },
    });
    expect(model(f, 'k').grenades.frag).toBe(1);
    endSideTurn(f);
    endSideTurn(f);
    expect(f.state.phase).toEqual({ kind: 'turn-start' });
    expect(refused(f, act('k', { kind: 'pass' }))).toMatch(/No turn is running/);
    expect(refused(f, { type: 'skirmish/start-turn', blasts: [] })).toMatch(/Say who is caught by grenade-1/);
    const blast = run(
      f,
      {
        type: 'skirmish/start-turn',
        blasts: [{ grenade: 'grenade-1', victims: [{ model: 'o', distance: 2.5, inCover: false }] }],
      },
      9,
      6,
      2,
      5,
    );
    expect(types(blast)).toEqual(['skirmish/grenade-detonated', 'skirmish/turn-opened']);
    expect(model(f, 'o').wounded).toBe(true); // TV-HST-GREN-6-b: 4d10 [9,6,2,5] vs 6 -> 2 hits
    expect(f.state.grenades).toEqual({});
  });

  it('TV-HST-GREN-5-b: wounded in the second of three throw actions: dropped, and it goes off next crew turn', () => {
    const f = yard();
    run(f, toss({ distance: 15 }));
    expect(f.state.activation?.throwing).toMatchObject({ needed: 3, done: 1 });
    expect(refused(f, act('k', { kind: 'move', distance: 1 }))).toMatch(/holds a live grenade/);
    patch(f, 'o', { aiming: true });
    run(f, act('k', { kind: 'continue-throw' }));
    run(f, {
      type: 'skirmish/react',
      model: 'o',
      trigger: 'aim-zone',
      shot: at('k', { aimed: true }),
      takeCover: null,
    } as ReactCommand);
    const events = run(f, resolve, 9, 9, 2);
    expect(types(events)).toContain('skirmish/item-cancelled');
    expect(Object.values(f.state.grenades)).toEqual([
      { id: 'grenade-1', kind: 'frag', side: 'crew', thrower: 'k', round: 1, dropped: true },
    ]);
    expect(f.state.activation).toBeNull(); // wounded: 2 actions, both used
    endSideTurn(f);
    endSideTurn(f);
    run(
      f,
      {
        type: 'skirmish/start-turn',
        blasts: [{ grenade: 'grenade-1', victims: [{ model: 'k', distance: 0, inCover: false }] }],
      },
      1,
      1,
      1,
      1,
      1,
      1,
    );
  });

  it('TV-HST-DMG-5-a: killed holding a live grenade: the marker stays where it fell', () => {
    const f = yard();
    run(f, toss({ distance: 10 }));
    patch(f, 'o', { aiming: true });
    run(f, act('k', { kind: 'continue-throw' }));
    run(f, {
      type: 'skirmish/react',
      model: 'o',
      trigger: 'aim-zone',
      shot: at('k', { aimed: true }),
      takeCover: null,
    } as ReactCommand);
    run(f, resolve, 9, 9, 9);
    expect(model(f, 'k').presence.kind).toBe('dead');
    expect(Object.keys(f.state.grenades)).toEqual(['grenade-1']);
  });

  it('a throw takes its Shoot actions within one activation (HST-D-53); 19" is out of reach', () => {
    const f = yard();
    patch(f, 'k', { stunned: true });
    expect(refused(f, toss({ distance: 15 }))).toMatch(/takes 3 Shoot actions and Mr. K has 2 left/);
    expect(refused(f, toss({ distance: 19 }))).toMatch(/18" at most/);
  });
});

describe('grenade effects (HST-GREN-6..9)', () => {
  const landAndReturn = (item: 'frag' | 'flashbang' | 'teargas' | 'smoke') => {
    const f = yard();
    fire(f, toss({ item }), 1, 12);
    endSideTurn(f);
    endSideTurn(f);
    return f;
  };

  it('TV-HST-GREN-9-a: a flashbang 1.5" away, 5d12 [12,7,3,6,1] -> 3 hits -> Stunned only', () => {
    const f = landAndReturn('flashbang');
    run(
      f,
      {
        type: 'skirmish/start-turn',
        blasts: [{ grenade: 'grenade-1', victims: [{ model: 'o', distance: 1.5, inCover: false }] }],
      },
      12,
      7,
      3,
      6,
      1,
    );
    expect(model(f, 'o')).toMatchObject({ stunned: true, wounded: false, presence: { kind: 'table' } });
  });

  it('TV-HST-GREN-6-c: 3.2" behind cover from the blast -> 3d10 vs 10', () => {
    const f = landAndReturn('frag');
    const events = run(
      f,
      {
        type: 'skirmish/start-turn',
        blasts: [{ grenade: 'grenade-1', victims: [{ model: 'o', distance: 3.2, inCover: true }] }],
      },
      10,
      9,
      9,
    );
    const blast = events.find((e) => e.type === 'skirmish/grenade-detonated');
    expect(blast?.type === 'skirmish/grenade-detonated' && blast.blast[0]).toMatchObject({
      die: 10,
      tn: 10,
      faces: [10, 9, 9],
      hits: 1,
    });
  });

  it('TV-HST-GREN-8-a/b: teargas stuns the unmasked, Recover is refused inside, allowed once out', () => {
    const f = landAndReturn('teargas');
    patch(f, 'p', { stunned: true });
    run(f, {
      type: 'skirmish/start-turn',
      blasts: [
        {
          grenade: 'grenade-1',
          victims: [
            { model: 'o', distance: 0, inCover: false },
            { model: 'p', distance: 0, inCover: false },
          ],
        },
      ],
    });
    expect(model(f, 'o')).toMatchObject({ stunned: true, inTeargas: true });
    expect(model(f, 'p')).toMatchObject({ stunned: true, wounded: false }); // already stunned: non-lethal, no further effect
    endSideTurn(f);
    expect(refused(f, act('o', { kind: 'recover' }))).toMatch(/inside the teargas/);
    fire(f, act('o', { kind: 'move', distance: 3, teargas: 'leaves' }));
    fire(f, act('o', { kind: 'recover' }), 3);
    expect(model(f, 'o').stunned).toBe(false);
  });

  it('smoke leaves a cloud (HST-GREN-7) and needs no facts', () => {
    const f = landAndReturn('smoke');
    run(f, { type: 'skirmish/start-turn', blasts: [] });
    expect(Object.values(f.state.clouds)).toEqual([
      { id: 'cloud-2', kind: 'smoke', grenade: 'grenade-1', thrower: 'k' },
    ]);
  });
});

describe('body armor (HST-ARMOR-1)', () => {
  const down = () => {
    const f = yard();
    patch(f, 'k', { aiming: true });
    fire(f, act('k', { kind: 'shoot', shot: at('p', { aimed: true }) }), 9, 9, 9);
    expect(model(f, 'p').presence.kind).toBe('casualty');
    expect(refused(f, act('k', { kind: 'shoot', shot: at('p', { aimed: true }) }))).toMatch(
      /not on the table/,
    );
    return f;
  };
  it('TV-HST-ARMOR-1-a: eliminated by 3 hits, back at the police turn with a wound and a stun on a 4 (skill 6)', () => {
    const f = down();
    const events = endSideTurn(f, 4);
    expect(events.find((e) => e.type === 'skirmish/armor-checked')).toMatchObject({
      model: 'p',
      returned: true,
      check: { roll: 4 },
    });
    expect(model(f, 'p')).toMatchObject({ presence: { kind: 'table' }, stunned: true, wounded: true });
    expect(model(f, 'k').aiming).toBe(true); // "Stay down!": Mr. L is still aiming there
    fire(f, act('p', { kind: 'pass' }));
    expect(f.state.activation).toBeNull(); // 3 actions -> 1
  });
  it('TV-HST-ARMOR-1-b: roll 9 -> removed', () => {
    const f = down();
    endSideTurn(f, 9);
    expect(model(f, 'p').presence.kind).toBe('dead');
  });
  it('TV-HST-SEQ-2-a (part): at the start of the police turn their grenade goes off first, then the armor check', () => {
    const f = fight({
      sides: [
        side('police', 'defensive', [
          entry('o', 'Officer A (3/5) Pistol, frag'),
          entry('p', 'Officer B (3/6) AR, body armor'),
        ]),
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
      ],
    });
    fire(
      f,
      act('o', {
        kind: 'throw',
        throw: {
          item: 'frag',
          distance: 4,
          lob: false,
          chokePoints: 0,
          obstacles: 0,
          inAimZone: false,
          blastReach: [],
        },
      }),
      2,
      6,
    );
    endSideTurn(f);
    patch(f, 'k', { aiming: true });
    fire(f, act('k', { kind: 'shoot', shot: at('p', { aimed: true }) }), 9, 9, 9);
    endSideTurn(f);
    const events = run(
      f,
      { type: 'skirmish/start-turn', blasts: [{ grenade: 'grenade-1', victims: [] }] },
      4,
    );
    expect(types(events)).toEqual([
      'skirmish/grenade-detonated',
      'skirmish/armor-checked',
      'skirmish/turn-opened',
    ]);
  });
});
