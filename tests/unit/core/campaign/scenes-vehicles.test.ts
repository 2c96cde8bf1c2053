import { describe, expect, it } from 'vitest';
import {
  blankCharacter,
  characterId,
  defaultSettings,
  execute,
  replay,
  rollId,
  time,
} from '../../../../core/index.ts';
import type { CampaignCommand, Character, Dice, LogEntry, SceneCommand } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const heist = time.sceneId('warehouse');
const fight = time.sceneId('fight');

function sheet(
  id: Character['id'],
  kind: Character['kind'],
  name: string,
  overrides: Partial<Character>,
): Character {
  return { ...blankCharacter(id, kind, name, defaultSettings), ...overrides };
}

const crew: CampaignCommand[] = [
  {
    type: 'character/create',
    character: sheet(vex, 'crew', 'Vex', {
      abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
      skills: { ...blankCharacter(vex, 'crew', 'Vex', defaultSettings).skills, driving: 2 },
    }),
  },
  { type: 'character/create', character: sheet(ruth, 'crew', 'Ruth', {}) },
  { type: 'character/create', character: sheet(brannigan, 'guard', 'Brannigan', {}) },
];

let stamp = 0;
const at = () => ({ at: 1_000 + stamp, rollId: rollId(`v${++stamp}`) });

/** A scene command without its stamp (every SceneCommand member, each without `at` and `rollId`). */
type Unstamped = SceneCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'at' | 'rollId'>
    : never
  : never;

function scene(command: Unstamped): CampaignCommand {
  return { ...command, ...at() } as CampaignCommand;
}

function play(entries: LogEntry[], command: CampaignCommand, dice: Dice): LogEntry[] {
  const result = execute(entries, command, dice, 1_000);
  if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
  return [...result.entries];
}

function refusal(
  entries: LogEntry[],
  command: CampaignCommand,
  dice: Dice,
): { code: string; message: string } {
  const result = execute(entries, command, dice, 1_000);
  if (result.ok) throw new Error(`${command.type} was accepted`);
  return { code: result.code, message: result.message };
}

function setUp(): LogEntry[] {
  let log = play([], { type: 'campaign/create', name: 'Vehicles' }, fixedDice());
  for (const command of crew) log = play(log, command, fixedDice());
  return play(
    log,
    scene({
      type: 'scene/open',
      sceneId: heist,
      name: 'The warehouse',
      kind: 'heist',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'guards', label: 'Guards', crew: false },
      ],
      participants: [
        { characterId: vex, side: 'crew', zone: 'Dock', role: 'on-foot' },
        { characterId: ruth, side: 'crew', zone: 'Dock', role: 'on-foot' },
        { characterId: brannigan, side: 'guards', zone: 'Dock', role: 'on-foot' },
      ],
      zones: ['Dock'],
    }),
    fixedDice(),
  );
}

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
    const before = state.rolls.length;

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
    const rolls = state.rolls.slice(before);
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
