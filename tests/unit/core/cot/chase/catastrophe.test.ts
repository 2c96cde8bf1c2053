import { describe, expect, it } from 'vitest';
import type { ChaseEvent } from '../../../../../core/cot/chase/index.ts';
import { distanceOf, faces, id, makeChase, pursuerRunner, run, targetRunner } from './support.ts';

/** COT-DICE-7, COT-D-4: the chase rows of the catastrophe table. */

const catastrophes = (events: readonly ChaseEvent[]) =>
  events.filter(
    (e): e is Extract<ChaseEvent, { type: 'chase/catastrophe' }> => e.type === 'chase/catastrophe',
  );

const chase = (narrative = false) =>
  makeChase({
    entrants: [
      targetRunner('tom', { muscle: 3, athletics: 1 }),
      pursuerRunner('p1', 'P1', { muscle: 3, athletics: 1 }),
      pursuerRunner('p2', 'P2', { muscle: 3, athletics: 1 }),
    ],
    distances: { P1: 2, P2: 0 },
    covers: { p1: 6 },
    ...(narrative
      ? {
          rules: {
            catastropheEffects: {
              attack: 'default',
              chaseManoeuvre: 'narrative_only',
              crashCheck: 'default',
            },
          },
        }
      : {}),
  }).state;

describe('COT-D-4 catastrophes in a chase', () => {
  it('costs the Target a point on every pursuer group when its Accelerate is a catastrophe, minimum 0', () => {
    const after = run(
      chase(),
      { type: 'chase/accelerate', actor: id('tom') },
      ...faces(4, 3, 10),
      ...faces(4, 3, 10),
      1,
      1,
      1,
      1,
    );
    expect([distanceOf(after.state, 'P1'), distanceOf(after.state, 'P2')]).toEqual([1, 0]);
    expect(catastrophes(after.events)).toEqual([
      { type: 'chase/catastrophe', roller: 'tom', action: 'accelerate', consequence: 'lost-distance' },
    ]);
  });
  it('costs a pursuer group a point when its own opposing roll is a catastrophe (+1 on top of being beaten)', () => {
    const after = run(
      chase(),
      { type: 'chase/accelerate', actor: id('tom') },
      1,
      1,
      1,
      1,
      ...faces(4, 3, 10),
      ...faces(4, 3, 9),
    );
    expect([distanceOf(after.state, 'P1'), distanceOf(after.state, 'P2')]).toEqual([4, 0]);
  });
  it('adds 1 to a failed Takedown’s 2 on a catastrophe (Distance +3)', () => {
    const after = run(chase(), { type: 'chase/takedown', actor: id('p2') }, ...faces(4, 3, 10), 1, 1, 1, 1);
    expect(distanceOf(after.state, 'P2')).toBe(3);
  });
  it('moves no Distance under catastrophe_effects narrative_only, and says so', () => {
    const after = run(
      chase(true),
      { type: 'chase/accelerate', actor: id('tom') },
      ...faces(4, 3, 10),
      ...faces(4, 3, 10),
      1,
      1,
      1,
      1,
    );
    expect([distanceOf(after.state, 'P1'), distanceOf(after.state, 'P2')]).toEqual([2, 0]);
    expect(catastrophes(after.events)[0]!.consequence).toBe('narrative-only');
  });
  it('does no damage at all on an attack catastrophe, not even the usual 1 (COT-WAR-5)', () => {
    const state = chase();
    const punch = {
      type: 'chase/attack',
      actor: id('tom'),
      defender: { kind: 'character', id: id('p2') },
      means: { kind: 'weapon', weapon: 'Fists' },
    } as const;
    const after = run(state, punch, 1, 1, 1);
    expect(after.state.participants.find((p) => p.id === 'p2')!.cover).toBe(9);
    expect(catastrophes(after.events)[0]!.consequence).toBe('no-damage');
  });
});

describe('COT-WAR-5 in a chase: an attack that is a catastrophe wears nothing down', () => {
  // The source: "Any Attack in which the aggressor's roll is not a Catastrophe reduces the target's Cover Score".
  it.each(['default', 'narrative_only'] as const)('costs no Cover under the %s attack row', (row) => {
    const state = makeChase({
      entrants: [targetRunner('tom'), pursuerRunner('rex', 'R', { shooting: 1, weapons: ['Revolver'] })],
      distances: { R: 1 },
      covers: { tom: 6 },
      rules: { catastropheEffects: { attack: row, chaseManoeuvre: 'default', crashCheck: 'default' } },
    }).state;
    const shot = {
      type: 'chase/attack',
      actor: id('rex'),
      defender: { kind: 'character', id: id('tom') },
      means: { kind: 'weapon', weapon: 'Revolver' },
    } as const;
    const after = run(state, shot, 1, 1, 1, 1);
    expect(after.events[0]).toMatchObject({ type: 'chase/attacked', damage: 0, hit: false });
    expect(after.state.participants.find((p) => p.id === 'tom')!.cover).toBe(6);
  });
});
