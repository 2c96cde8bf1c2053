import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  commandSchema,
  coverContact,
  inAimZone,
  lineOfSight,
  targetClass,
  targetNumbers,
  thicknessMatters,
} from '../../../../../core/skirmish/index.ts';
import type { ModelState } from '../../../../../core/skirmish/index.ts';
import { act, entry, fight, fire, model, refused, run, shotOf, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/** The reference's remaining vectors: facts the table reports, and rules that refuse. */

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const duel = () =>
  fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG, Service pistol')]),
      side('police', 'defensive', [entry('o', 'Officer A (3/5) Pistol')]),
    ],
  });

const p = (x: number, y: number) => ({ x, y });

describe('declarations (HST-ACT-1, HST-ACT-5, HST-REACT-2, HST-SHOOT-8)', () => {
  it('TV-HST-ACT-1-b: a conditional declaration cannot be written: the command schema refuses extra terms', () => {
    const conditional = {
      type: 'skirmish/act',
      model: 'a',
      action: { kind: 'move', distance: 3, ifGuardThere: 'shoot him' },
    };
    expect(v.safeParse(commandSchema, conditional).success).toBe(false);
  });
  it('TV-HST-ACT-5-a: Aim at a point out of line of sight -> rejected', () => {
    expect(refused(duel(), act('a', { kind: 'aim', inSight: false }))).toBe(
      'The aim point must be in line of sight (HST-ACT-5)',
    );
  });
  it('TV-HST-REACT-2-b: a reaction cannot throw a grenade (the schema has no such reaction)', () => {
    const throwing = {
      type: 'skirmish/react',
      model: 'o',
      trigger: 'shot-at',
      shot: { item: 'frag', distance: 5 },
      takeCover: null,
    };
    expect(v.safeParse(commandSchema, throwing).success).toBe(false);
  });
  it('TV-HST-SHOOT-8-a: a model with no firearm in hand cannot attack', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) frag')]),
        side('p', 'defensive', [entry('o', 'O (3/5) Pistol')]),
      ],
    });
    expect(
      refused(
        f,
        act('a', {
          kind: 'shoot',
          shot: {
            target: { kind: 'model', model: 'o' },
            aimed: false,
            intense: false,
            crossfire: false,
            range: 1,
          },
        }),
      ),
    ).toBe('Mr. A has no weapon in hand');
  });
});

describe('moving past obstacles (HST-MOVE-2, HST-MOVE-3, HST-MOVE-5)', () => {
  it('TV-HST-MOVE-2-a: touching a waist-high wall, 3" across it -> legal', () => {
    fire(
      duel(),
      act('a', { kind: 'move', distance: 3, crossing: { obstacle: 'chest-high', inContactAtStart: true } }),
    );
  });
  it('TV-HST-MOVE-2-b: 1" short of the wall -> the move stops at the wall', () => {
    expect(
      refused(
        duel(),
        act('a', {
          kind: 'move',
          distance: 3,
          crossing: { obstacle: 'chest-high', inContactAtStart: false },
        }),
      ),
    ).toMatch(/stops the move there/);
  });
  it('TV-HST-MOVE-2-d: a locked door in contact cannot be ignored', () => {
    expect(
      refused(
        duel(),
        act('a', {
          kind: 'move',
          distance: 2,
          crossing: { obstacle: 'locked-door', inContactAtStart: true },
        }),
      ),
    ).toMatch(/locked door cannot be crossed/);
  });
  it("TV-HST-MOVE-3-a: a path through a friendly model's base -> rejected", () => {
    expect(refused(duel(), act('a', { kind: 'move', distance: 3, throughModels: true }))).toMatch(
      /not move through other models/,
    );
  });
  it('TV-HST-MOVE-5-a: 3" through a modelled copse between the trees: the full 3", no terrain penalty', () => {
    const copse = act('a', { kind: 'move', distance: 3, throughTerrain: true });
    expect(v.safeParse(commandSchema, copse).success, 'an order can say the path crosses terrain').toBe(true);
    const events = fire(duel(), copse);
    expect(events.find((e) => e.type === 'skirmish/moved')).toMatchObject({ distance: 3 });
  });
});

describe('sight and cover facts (HST-COVER-1, -2, -4, -6, HST-AIM-1)', () => {
  it('TV-HST-COVER-1-a: line of sight is symmetric', () => {
    const walls = [{ a: p(0, 0), b: p(6, 0) }];
    for (const [a, b] of [
      [p(2, -3), p(2, 3)],
      [p(-1, -1), p(8, 2)],
      [p(7, -2), p(7, 5)],
    ] as const) {
      expect(lineOfSight(a, b, walls)).toBe(lineOfSight(b, a, walls));
    }
    expect(lineOfSight(p(2, -3), p(2, 3), walls)).toBe(false);
  });
  it('TV-HST-COVER-2-a/b: 0.2" from a wall is not in cover; a kerb below knee height is no cover', () => {
    expect(coverContact(0.2, 'above-head')).toBe('none');
    expect(coverContact(0, 'below-knee')).toBe('none');
    expect([coverContact(0, 'chest-or-lower'), coverContact(0, 'above-head')]).toEqual(['low', 'high']);
  });
  it('TV-HST-COVER-4-a: a pillar 0.8" thick counts (sight to its nearest corner); a 0.3" wall does not', () => {
    expect([thicknessMatters(0.8), thicknessMatters(0.3)]).toEqual([true, false]);
  });
  it('TV-HST-COVER-6-a/b: aiming round a corner: in cover (10) for B, who cannot see the corner; exposed (8) for C, who can', () => {
    const facts = {
      kind: 'model',
      vehicleMoving: false,
      cover: 'high',
      flanked: false,
      moving: false,
      aiming: true,
      shooting: false,
      shooterHigher: false,
      targetHigher: false,
      aimsAtLowerLevel: false,
    } as const;
    expect(targetNumbers[targetClass({ ...facts, seesLineStart: false })]).toBe(10);
    expect(targetNumbers[targetClass({ ...facts, seesLineStart: true })]).toBe(8);
  });
  it('TV-HST-AIM-1-a: a marker on level 0 never covers targets on level 1', () => {
    expect(inAimZone(p(0, 0), p(10, 0), p(10, 0), 0.5, { aim: 0, target: 1 })).toBe(false);
    expect(inAimZone(p(0, 0), p(10, 0), p(10, 0), 0.5, { aim: 0, target: 0 })).toBe(true);
  });
});

describe('shots (HST-SHOOT-1, HST-SHOOT-3, HST-LOF-1, HST-LOF-2, HST-REACT-5)', () => {
  it('TV-HST-SHOOT-3-e: aimed, intense fire -> 4d10 and one ammo counter on top of the 1s', () => {
    const f = duel();
    patch(f, 'a', { aiming: true });
    const shot = shotOf(
      fire(
        f,
        act('a', {
          kind: 'shoot',
          shot: {
            target: { kind: 'model', model: 'o' },
            aimed: true,
            intense: true,
            crossfire: false,
            range: 10,
          },
        }),
        5,
        5,
        5,
        5,
      ),
    );
    expect([shot.faces.length, shot.die, shot.countersAfter]).toEqual([4, { die: 10, bonus: 0 }, 1]);
  });
  it('TV-HST-LOF-1-a: the corridor wall is left off the line of fire; a water cooler on it takes the highest die', () => {
    const f = duel();
    const cooler = [{ kind: 'object', name: 'water cooler', destructible: false } as const];
    const shot = shotOf(
      fire(
        f,
        act('a', {
          kind: 'shoot',
          shot: {
            target: { kind: 'model', model: 'o' },
            aimed: false,
            intense: false,
            crossfire: false,
            range: 6,
            obstructions: cooler,
          },
        }),
        8,
        7,
        2,
      ),
    );
    expect(shot.obstructions).toEqual([
      {
        name: 'water cooler',
        model: null,
        vehicle: null,
        value: 8,
        tn: null,
        reaches: false,
        check: null,
        hit: false,
      },
    ]);
    expect(shot.finalHits).toBe(1); // the 7 still reaches the target in the open
  });
  it('TV-HST-LOF-2-a/b: a desk between: ignored shooting from the open at high cover; counted between two low covers', () => {
    const run2 = (shooterCover: 'none' | 'low', targetCover: 'high' | 'low') => {
      const f = fight({
        sides: [
          side('crew', 'aggressive', [entry('b', 'B (3/5) SMG', { cover: shooterCover })]),
          side('p', 'defensive', [entry('c', 'C (3/5) Pistol', { cover: targetCover })]),
        ],
      });
      const desk = [{ kind: 'object', name: 'desk', destructible: false, low: true } as const];
      return shotOf(
        fire(
          f,
          act('b', {
            kind: 'shoot',
            shot: {
              target: { kind: 'model', model: 'c' },
              aimed: false,
              intense: false,
              crossfire: false,
              range: 6,
              obstructions: desk,
            },
          }),
          2,
          2,
          2,
        ),
      ).obstructions.length;
    };
    expect([run2('none', 'high'), run2('low', 'low')]).toEqual([0, 1]);
  });
  it("TV-HST-REACT-5-a / TV-HST-SHOOT-1-a: an active snap shot (3) and a reactor's aimed shot (2): the reactor resolves first", () => {
    const f = duel();
    patch(f, 'o', { aiming: true });
    run(
      f,
      act('a', {
        kind: 'shoot',
        shot: {
          target: { kind: 'model', model: 'o' },
          aimed: false,
          intense: false,
          crossfire: false,
          range: 10,
        },
      }),
    );
    run(f, {
      type: 'skirmish/react',
      model: 'o',
      trigger: 'shot-at',
      shot: {
        target: { kind: 'model', model: 'a' },
        aimed: true,
        intense: false,
        crossfire: false,
        range: 10,
      },
      takeCover: null,
    });
    const events = run(f, { type: 'skirmish/resolve' }, 2, 2, 2, 2, 2, 2);
    expect(
      events
        .filter((e) => e.type === 'skirmish/shot')
        .map((e) => (e.type === 'skirmish/shot' ? e.shooter : '')),
    ).toEqual(['o', 'a']);
  });
});
