import {
  blankCharacter,
  characterId,
  defaultSettings,
  execute,
  replay,
  rollId,
  sceneId,
  seededDice,
} from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignState,
  ChaseSetup,
  Character,
  LogEntry,
  Scene,
} from '../../../../core/index.ts';

/** A Heist with two crew and two guards, and a chase out of it, built through the real commands. */

export const vex = characterId('vex');
export const ruth = characterId('ruth');
export const bran = characterId('bran');
export const oka = characterId('oka');
export const heist = sceneId('warehouse');
export const run = sceneId('run');

function sheet(id: Character['id'], kind: Character['kind'], name: string): Character {
  const blank = blankCharacter(id, kind, name, defaultSettings);
  return { ...blank, skills: { ...blank.skills, driving: 2, athletics: 1 } };
}

let stamps = 0;
/** A scene command's stamp. */
export const stamp = () => ({ at: 1_000 + stamps, rollId: rollId(`r${++stamps}`) });

export function play(log: readonly LogEntry[], command: CampaignCommand, seed = 'x'): LogEntry[] {
  const result = execute(log, command, seededDice(`${seed}-${log.length}`), 1_000);
  if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
  return [...result.entries];
}

/** The car chase: Vex drives the Target's car with Ruth aboard; Bran drives the guards' car, Oka runs. */
export const carChase: ChaseSetup = {
  targets: [
    { characterId: vex, vehicle: 'Car', role: 'driver' },
    { characterId: ruth, vehicle: 'Car', role: 'passenger' },
  ],
  pursuers: [
    { characterId: bran, vehicle: 'Car', role: 'driver' },
    { characterId: oka, vehicle: null, role: 'on-foot' },
  ],
  distance: 2,
  cramped: false,
};

/** The log up to the chase's start. */
export function chaseLog(setup: ChaseSetup = carChase): LogEntry[] {
  let log = play([], { type: 'campaign/create', name: 'Chase' });
  for (const [id, kind, name] of [
    [vex, 'crew', 'Vex'],
    [ruth, 'crew', 'Ruth'],
    [bran, 'guard', 'Bran'],
    [oka, 'guard', 'Oka'],
  ] as const) {
    log = play(log, { type: 'character/create', character: sheet(id, kind, name) });
  }
  log = play(log, {
    type: 'scene/open',
    sceneId: heist,
    name: 'The warehouse',
    kind: 'heist',
    sides: [
      { id: 'crew', label: 'Crew', crew: true },
      { id: 'guards', label: 'Guards', crew: false },
    ],
    participants: [vex, ruth, bran, oka].map((id, i) => ({
      characterId: id,
      side: i < 2 ? 'crew' : 'guards',
      zone: 'Dock',
      role: 'on-foot' as const,
    })),
    zones: ['Dock'],
    ...stamp(),
  });
  return play(log, {
    type: 'scene/start-chase',
    sceneId: heist,
    newSceneId: run,
    name: 'Car chase',
    setup,
    ...stamp(),
  });
}

/** The campaign and its chase scene. */
export function chaseOf(log: readonly LogEntry[]): { campaign: CampaignState; scene: Scene } {
  const campaign = replay(log);
  const scene = campaign.scenes[run];
  if (!scene?.chase) throw new Error('no chase');
  return { campaign, scene };
}
