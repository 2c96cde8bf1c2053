import { describe, expect, it } from 'vitest';
import { characterId, replay, rollsIn, time } from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { heistWith, play, refusal, scene, sheet, skillsWith } from './scene-support.ts';

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const heist = time.sceneId('warehouse');
const fight = time.sceneId('fight');

const setUp = (): LogEntry[] =>
  heistWith('Vehicles', heist, [
    sheet(vex, 'crew', 'Vex', {
      abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
      skills: skillsWith({ driving: 2 }),
    }),
    sheet(ruth, 'crew', 'Ruth'),
    sheet(brannigan, 'guard', 'Brannigan'),
  ]);

const startWith = (vehicles: { vehicle: string; driver: typeof vex; passengers: (typeof vex)[] }[]) =>
  scene({
    type: 'scene/start-warfare',
    sceneId: heist,
    newSceneId: fight,
    name: 'Ram raid',
    fighters: [vex, ruth, brannigan],
    firstRoundSide: 'crew',
    vehicles,
  });

describe('Gang Warfare vehicles (COT-WAR-4)', () => {
  it('rolls a risky vehicle attack as Fingers + Driving + ram bonus, then the crash check', () => {
    // Cover rolls and initiative: every die a 3.
    let log = play(
      setUp(),
      startWith([{ vehicle: 'Car', driver: vex, passengers: [ruth] }]),
      fixedDice(...Array<number>(60).fill(3)),
    );
    let state = replay(log);
    const car = state.scenes[fight]!.warfare!.vehicles[0]!;
    expect(car).toMatchObject({ id: 'Car (Vex)', name: 'Car', body: 12, driver: vex, passengers: [ruth] });
    const before = rollsIn(log).length;

    // Fingers 3 + Driving 2 with the Car's ram bonus (+1k1), then the crash check's Fingers + Driving.
    log = play(
      log,
      scene({
        type: 'scene/warfare',
        sceneId: fight,
        command: { type: 'warfare/attack', attacker: vex, target: brannigan, skill: 'driving', risky: true },
      }),
      fixedDice(...Array<number>(40).fill(1)),
    );
    state = replay(log);
    const rolls = rollsIn(log).slice(before);
    const attack = rolls.find((r) => r.label.includes('Driving (vehicle) attack (Car)'));
    const crash = rolls.find((r) => r.label.includes('Crash check: Car (Vex)'));
    expect(attack).toBeDefined();
    expect(crash).toBeDefined();
    expect(rolls.indexOf(attack!)).toBeLessThan(rolls.indexOf(crash!));
    expect(attack!.basePool.rolled).toBe(5);
    expect(attack!.modifiers).toContainEqual({ source: 'Car', rolled: 1, kept: 1 });
    expect(crash!.basePool.rolled).toBe(5);
    expect(crash!.modifiers.some((m) => m.source === 'Car')).toBe(false);
    // All ones: the crash check fails, the Car loses Body and stops.
    expect(crash!.success).toBe(false);
    const after = state.scenes[fight]!.warfare!.vehicles[0]!;
    expect(after.body).toBeLessThan(12);
    expect(after.stopped).toBe(true);
  });

  it('rejects an unknown vehicle and a driver who is not fighting', () => {
    const log = setUp();
    const unknown = refusal(
      log,
      startWith([{ vehicle: 'Hovercraft', driver: vex, passengers: [] }]),
      fixedDice(),
    );
    expect(unknown.code).toBe('scene/unknown-vehicle');
    expect(unknown.message).toMatch(/"Hovercraft" is not in the vehicle table/);
    const stranger = refusal(
      log,
      startWith([{ vehicle: 'Car', driver: characterId('nobody'), passengers: [] }]),
      fixedDice(),
    );
    expect(stranger.code).toBe('scene/not-a-fighter');
  });
});
