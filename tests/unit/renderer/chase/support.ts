import {
  blankCharacter,
  chase,
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
  Character,
  Dice,
  LogEntry,
  SceneOf,
} from '../../../../core/index.ts';
import { stamped } from '../../../../renderer/lib/scene-commands.ts';
import type { Unstamped } from '../../../../renderer/lib/scene-commands.ts';

/** Four characters and a chase scene between them, built through the real commands. */

export const vex = characterId('vex');
export const ruth = characterId('ruth');
export const bran = characterId('bran');
export const oka = characterId('oka');
export const run = sceneId('run');

function sheet(id: Character['id'], kind: Character['kind'], name: string): Character {
  const blank = blankCharacter(id, kind, name, defaultSettings);
  return { ...blank, skills: { ...blank.skills, driving: 2, athletics: 1 } };
}

/** Stores a command (stamped as the panels stamp it) and returns the log and the stored entry. */
export function play(
  log: readonly LogEntry[],
  command: CampaignCommand | Unstamped,
  dice: Dice = seededDice(`x-${log.length}`),
): LogEntry[] {
  const full = 'sceneId' in command && !('at' in command) ? stamped(command as Unstamped) : command;
  const result = execute(log, full as CampaignCommand, dice, 1_000);
  if (!result.ok) throw new Error(`${full.type}: ${result.message}`);
  return [...result.entries];
}

type Seat = chase.ChaseSeatSetup;
const seat = (characterId: Seat['characterId'], side: string, vehicle: string | null): Seat => ({
  characterId,
  side,
  vehicle,
  role: vehicle === null ? 'on-foot' : 'driver',
});

/** The car chase: Vex drives the Target's car with Ruth as passenger; Bran drives the guards' car, Oka runs. */
export const carChase: chase.ChaseSetupInput = {
  targets: [seat(vex, 'crew', 'Car'), { ...seat(ruth, 'crew', 'Car'), role: 'passenger' }],
  pursuers: [seat(bran, 'guards', 'Car'), seat(oka, 'guards', null)],
  distance: 2,
  cramped: false,
};

/** A chase on foot: Vex and Ruth run from Bran in his car and Oka on foot. */
export const footChase: chase.ChaseSetupInput = {
  targets: [seat(vex, 'crew', null), seat(ruth, 'crew', null)],
  pursuers: [seat(bran, 'guards', 'Car'), seat(oka, 'guards', null)],
  distance: 2,
  cramped: false,
};

/** The log up to the chase's start. */
export function chaseLog(setup: chase.ChaseSetupInput = carChase): LogEntry[] {
  let log = play([], { type: 'campaign/create', name: 'Chase' });
  for (const [id, kind, name] of [
    [vex, 'crew', 'Vex'],
    [ruth, 'crew', 'Ruth'],
    [bran, 'guard', 'Bran'],
    [oka, 'guard', 'Oka'],
  ] as const) {
    log = play(log, { type: 'character/create', character: sheet(id, kind, name) });
  }
  const seats = [...setup.targets, ...setup.pursuers];
  return play(log, {
    type: 'scene/open',
    sceneId: run,
    name: 'Car chase',
    engine: 'chase',
    sides: [
      { id: 'crew', label: 'Crew', crew: true },
      { id: 'guards', label: 'Guards', crew: false },
    ],
    participants: seats.map((s) => ({ characterId: s.characterId, side: s.side, zone: '', role: s.role })),
    setup,
    at: 1_000,
    rollId: rollId('open'),
  });
}

/** The campaign and its chase scene, with its state as the track draws it (conditions from the sheets). */
export function chaseOf(log: readonly LogEntry[]): {
  campaign: CampaignState;
  scene: SceneOf<'chase'> & { readonly state: chase.ChaseState };
} {
  const campaign = replay(log);
  const scene = campaign.scenes[run];
  if (scene?.engine !== 'chase' || scene.state === null) throw new Error('no chase');
  return { campaign, scene: { ...scene, state: chase.chaseIn(campaign, scene.state) } };
}
