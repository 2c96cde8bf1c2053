import { describe, expect, it } from 'vitest';
import { chaseEngine } from '../../../../../core/cot/chase/engine.ts';
import type { ChaseEvent, ChaseState } from '../../../../../core/cot/chase/index.ts';
import type { EngineRoll, Names } from '../../../../../core/engine/contract.ts';
import {
  car,
  deepFreeze,
  driver,
  faces,
  id,
  makeChase,
  pursuerRunner,
  run,
  targetRunner,
} from './support.ts';

/** What the roll log keeps of each chase roll: its real difficulty, the margin it makes, and the result in words. */

const names: Names = (who) =>
  ({ tom: 'Tom', rex: 'Rex', ray: 'Ray', cy: 'Cy', dana: 'Dana', R: 'Rex on foot', S: 'Ray on foot' })[who] ??
  who;
const rolls = (events: readonly ChaseEvent[]) => events.flatMap((e) => chaseEngine.rolls(e, names));
const logged = (r: EngineRoll) => ({
  roller: r.roller,
  total: r.roll?.total ?? null,
  difficulty: r.difficulty,
  margin: r.difficulty === null || r.roll === null ? null : r.roll.total - r.difficulty,
  success: r.success,
  result: r.result,
});

/** Tom (4k3 on foot, Cover 9) runs from Rex (2k2, group R) and Ray (2k2, group S), both at Distance 2. */
const twoGroups = (): ChaseState =>
  deepFreeze(
    makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, athletics: 1 }),
        pursuerRunner('rex', 'R', { shooting: 1, weapons: ['Revolver'] }),
        pursuerRunner('ray', 'S'),
      ],
      distances: { R: 2, S: 2 },
    }).state,
  );

describe('chase rolls in the roll log', () => {
  it('COT-CHASE-5: an Accelerate against two groups is against the lowest roll, and each group’s line says how it fared', () => {
    const { events } = run(
      twoGroups(),
      { type: 'chase/accelerate', actor: id('tom') },
      ...faces(2, 2, 5),
      ...faces(2, 2, 10),
      ...faces(4, 3, 8),
    );
    expect(rolls(events).map(logged)).toEqual([
      {
        roller: 'rex',
        total: 5,
        difficulty: null,
        margin: null,
        success: null,
        result: 'opposing roll: sets the difficulty 5; falls back, Distance 2 → 3',
      },
      {
        roller: 'ray',
        total: 10,
        difficulty: null,
        margin: null,
        success: null,
        result: 'opposing roll: sets the difficulty 10; keeps up',
      },
      { roller: 'tom', total: 8, difficulty: 5, margin: 3, success: true, result: 'Rex on foot 2 → 3' },
    ]);
    expect(rolls(events)[2]!.againstLabel).toBe("Rex's roll, the lowest of 2");
    expect(chaseEngine.describe(events[0]!, names)).toBe('Tom Accelerates: Rex on foot 2 → 3');
  });

  it('an Accelerate that beats nobody fails against the lowest roll', () => {
    const { events } = run(
      twoGroups(),
      { type: 'chase/accelerate', actor: id('tom') },
      ...faces(2, 2, 9),
      ...faces(2, 2, 10),
      ...faces(4, 3, 8),
    );
    expect(logged(rolls(events)[2]!)).toEqual({
      roller: 'tom',
      total: 8,
      difficulty: 9,
      margin: -1,
      success: false,
      result: 'no pursuer group falls back',
    });
  });

  it('COT-WAR-5: an attack is against the Cover it met and names the Cover it took', () => {
    const shot = {
      type: 'chase/attack',
      actor: id('rex'),
      defender: { kind: 'character', id: id('tom') },
      means: { kind: 'weapon', weapon: 'Revolver' },
    } as const;
    const { events } = run(twoGroups(), shot, ...faces(4, 2, 12)); // Muscle 2 + Shooting 1 + the Revolver's 1k0
    expect(logged(rolls(events)[0]!)).toEqual({
      roller: 'rex',
      total: 12,
      difficulty: 9,
      margin: 3,
      success: true,
      result: 'Tom loses 3 Cover (9 → 6)',
    });
    const miss = run(twoGroups(), shot, ...faces(4, 2, 7));
    expect(logged(rolls(miss.events)[0]!)).toMatchObject({
      difficulty: 9,
      margin: -2,
      success: false,
      result: 'Tom loses 1 Cover (9 → 8)', // every attack that is not a catastrophe wears Cover down
    });
    expect(chaseEngine.describe(miss.events[0]!, names)).toBe(
      'Rex attacks Tom with the Revolver: Tom loses 1 Cover (9 → 8)',
    );
  });

  it('COT-WAR-6: an attack that takes Cover to 0 names the wound', () => {
    const shot = {
      type: 'chase/attack',
      actor: id('rex'),
      defender: { kind: 'character', id: id('tom') },
      means: { kind: 'weapon', weapon: 'Revolver' },
    } as const;
    const hurt = makeChase({
      entrants: [targetRunner('tom'), pursuerRunner('rex', 'R', { shooting: 1, weapons: ['Revolver'] })],
      covers: { tom: 3 },
    }).state;
    const { events } = run(hurt, shot, ...faces(4, 2, 8), ...faces(2, 2, 7)); // then Tom re-rolls Cover
    expect(logged(rolls(events)[0]!)).toMatchObject({
      difficulty: 3,
      margin: 5,
      success: true,
      result: 'Tom loses 5 Cover and is Wounded (2 days)',
    });
  });

  it('COT-CHASE-12: a Ram names the Body it took, or the wreck', () => {
    const state = makeChase({
      entrants: [driver('dana', 'target', 'target: Car'), driver('cy', 'pursuer', 'pursuer: Car')],
      vehicles: [car('target: Car', 4), car('pursuer: Car')],
      distances: { 'pursuer: Car': 0 },
    }).state;
    const ram = {
      type: 'chase/ram',
      actor: id('cy'),
      defender: { kind: 'vehicle', id: state.vehicles[0]!.id },
    } as const;
    const dented = run(state, ram, ...faces(3, 3, 6));
    expect(logged(rolls(dented.events)[0]!)).toMatchObject({
      difficulty: 4,
      margin: 2,
      result: "the Target's Car loses 2 Body (4 → 2)",
    });
    const wrecked = run(state, ram, ...faces(3, 3, 12)); // Dana loses 4 Cover of 9: no roll
    expect(rolls(wrecked.events)[0]!.result).toBe("the Target's Car loses 8 Body and is wrecked (4 → 0)");
  });
});
