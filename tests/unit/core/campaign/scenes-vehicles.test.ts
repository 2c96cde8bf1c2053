import { describe, expect, it } from 'vitest';
import { characterId, rollsIn, time } from '../../../../core/index.ts';
import type { CharacterId, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, heistWith, play, refusal, scene, sheet, skillsWith, stateOf } from './scene-support.ts';

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

const sideOf = (id: CharacterId) => (id === brannigan ? 'guards' : 'crew');

/** Gang Warfare at the Dock with vehicles in it (COT-WAR-4), the crew's slot first. */
const startWith = (vehicles: { vehicle: string; driver: CharacterId; passengers: CharacterId[] }[]) => {
  const fighters = [vex, ruth, brannigan];
  return scene({
    type: 'scene/start-child',
    sceneId: heist,
    newSceneId: fight,
    name: 'Ram raid',
    engine: 'warfare',
    participants: fighters.map((id) => ({
      characterId: id,
      side: sideOf(id),
      zone: 'Dock',
      role: 'on-foot' as const,
    })),
    setup: {
      zone: 'Dock',
      fighters: fighters.map((id) => ({ characterId: id, side: sideOf(id), unconscious: false })),
      vehicles,
      firstRoundSide: 'crew',
    },
    firstRoundSide: 'crew',
  });
};

describe('Gang Warfare vehicles (COT-WAR-4)', () => {
  it('rolls a risky vehicle attack as Fingers + Driving + ram bonus, then the crash check', () => {
    // Cover rolls and initiative: every die a 3.
    let log = play(
      setUp(),
      startWith([{ vehicle: 'Car', driver: vex, passengers: [ruth] }]),
      fixedDice(...Array<number>(60).fill(3)),
    );
    const car = stateOf(log, fight, 'warfare').vehicles[0]!;
    expect(car).toMatchObject({ id: 'Car (Vex)', name: 'Car', body: 12, driver: vex, passengers: [ruth] });
    const before = rollsIn(log).length;

    // Fingers 3 + Driving 2 with the Car's ram bonus (+1k1), then the crash check's Fingers + Driving.
    log = play(
      log,
      act(fight, 'warfare', {
        type: 'warfare/attack',
        attacker: vex,
        target: brannigan,
        skill: 'driving',
        risky: true,
      }),
      fixedDice(...Array<number>(40).fill(1)),
    );
    const rolls = rollsIn(log).slice(before);
    const attack = rolls.find((r) => r.label === 'Vex — Driving at Brannigan (Car)');
    const crash = rolls.find((r) => r.label.includes('Crash check (Car (Vex))'));
    expect(attack).toBeDefined();
    expect(crash).toBeDefined();
    expect(rolls.indexOf(attack!)).toBeLessThan(rolls.indexOf(crash!));
    expect(attack!.basePool.rolled).toBe(5);
    expect(attack!.modifiers).toContainEqual({ source: 'Car', rolled: 1, kept: 1 });
    expect(crash!.basePool.rolled).toBe(5);
    expect(crash!.modifiers.some((m) => m.source === 'Car')).toBe(false);
    // All ones: the crash check fails, the Car loses Body and stops.
    expect(crash!.success).toBe(false);
    expect(crash!.difficulty).toBe(9);
    const after = stateOf(log, fight, 'warfare').vehicles[0]!;
    expect(after.body).toBeLessThan(12);
    expect(after.stopped).toBe(true);
  });

  it('rejects an unknown vehicle and a driver who is not fighting', () => {
    const log = setUp();
    const unknown = refusal(
      log,
      startWith([{ vehicle: 'Hovercraft', driver: vex, passengers: [] }]),
      fixedDice(...Array<number>(60).fill(3)),
    );
    expect(unknown.code).toBe('warfare/unknown-vehicle');
    expect(unknown.message).toMatch(/"Hovercraft" is not in the vehicle table/);
    const stranger = refusal(
      log,
      startWith([{ vehicle: 'Car', driver: characterId('nobody'), passengers: [] }]),
      fixedDice(...Array<number>(60).fill(3)),
    );
    expect(stranger.code).toBe('warfare/not-a-fighter');
  });
});
