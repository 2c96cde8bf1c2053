import {
  blankCharacter,
  characterId,
  defaultSettings,
  execute,
  replay,
  rollId,
  sceneId,
} from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignState,
  Character,
  Dice,
  LogEntry,
  SceneCommand,
  SceneId,
} from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

/**
 * A small Job for the boards: Vex (crew, in the Dock) and Ruth (crew, Outside) at the Warehouse, whose guards
 * Brannigan and Okafor stand in the Dock; everyone takes turns in the Heist scene.
 */
export const vex = characterId('vex');
export const ruth = characterId('ruth');
export const brannigan = characterId('brannigan');
export const okafor = characterId('okafor');
export const heistId = sceneId('warehouse-job');

const sheet = (
  id: Character['id'],
  kind: Character['kind'],
  name: string,
  extra: Partial<Character> = {},
) => ({
  ...blankCharacter(id, kind, name, defaultSettings),
  ...extra,
});

const characters: Character[] = [
  sheet(vex, 'crew', 'Vex', { weapons: ['Revolver'] }),
  sheet(ruth, 'crew', 'Ruth'),
  sheet(brannigan, 'guard', 'Brannigan'),
  sheet(okafor, 'guard', 'Okafor'),
];

type Unstamped = SceneCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'at' | 'rollId'>
    : never
  : never;

let stamps = 0;

/** A scene command stamped as the renderer stamps it. */
export function stamp(command: Unstamped): CampaignCommand {
  stamps += 1;
  return { ...command, at: 1_000 + stamps, rollId: rollId(`b${stamps}`) } as CampaignCommand;
}

/** Plays a command that must be accepted. */
export function play(
  log: readonly LogEntry[],
  command: CampaignCommand,
  dice: Dice = fixedDice(),
): LogEntry[] {
  const result = execute(log, command, dice, 1_000);
  if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
  return [...result.entries];
}

export function stateOf(log: readonly LogEntry[]): CampaignState {
  return replay(log);
}

/** A Heist command in the Job's scene. */
export function inHeist(command: unknown): CampaignCommand {
  return stamp({ type: 'scene/act', sceneId: heistId, engine: 'heist', command } as Unstamped);
}

/** The campaign, its characters, the Warehouse (Outside–Dock–Yard) and the Heist scene opened on it. */
export function heistLog(): LogEntry[] {
  let log = play([], { type: 'campaign/create', name: 'Boards' });
  for (const character of characters) log = play(log, { type: 'character/create', character });
  const spot = (command: object) => play(log, { ...command, spotId: 'warehouse' } as CampaignCommand);
  log = spot({ type: 'spot/create', name: 'The Warehouse' });
  log = spot({ type: 'spot/add-zone', zoneId: 'dock', name: 'Dock', x: 100, y: 0 });
  log = spot({ type: 'spot/add-zone', zoneId: 'yard', name: 'Yard', x: 200, y: 0 });
  log = spot({ type: 'spot/add-barrier', barrierId: 'gate', ends: ['outside', 'dock'] });
  log = spot({ type: 'spot/add-barrier', barrierId: 'door', ends: ['dock', 'yard'] });
  log = spot({ type: 'spot/add-security', barrierId: 'door', securityId: 'lock', tag: 'lock', score: 12 });
  for (const guard of [brannigan, okafor]) {
    log = spot({ type: 'spot/place-guard', guard, zone: 'dock', awareness: null, training: 6 });
  }
  return play(
    log,
    stamp({
      type: 'scene/open',
      sceneId: heistId,
      name: 'The Warehouse job',
      engine: 'heist',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'guards', label: 'Guards', crew: false },
      ],
      participants: characters.map((c) => ({
        characterId: c.id,
        side: c.kind === 'crew' ? 'crew' : 'guards',
        zone: 'dock',
        role: 'on-foot' as const,
      })),
      setup: {
        spotId: 'warehouse',
        crew: [vex, ruth],
        others: [],
        placements: [{ character: vex, zone: 'dock' }],
      },
    }),
  );
}

/** Vex's failed Drop on Brannigan (2 + 1 against Training 6): Brannigan must respond first. */
export function alarmedLog(): LogEntry[] {
  return play(
    heistLog(),
    inHeist({ type: 'drop/attack', attacker: vex, target: brannigan, skill: 'handToHand', weapon: 'Fists' }),
    fixedDice(2, 1),
  );
}

export const fightId: SceneId = sceneId('dock-fight');
