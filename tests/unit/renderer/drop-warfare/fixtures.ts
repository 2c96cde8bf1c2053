import {
  blankCharacter,
  characterId,
  defaultSettings,
  execute,
  replay,
  rollId,
  time,
} from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignState,
  Character,
  Dice,
  LogEntry,
  SceneCommand,
} from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

/**
 * A small Job for the Drop and Gang Warfare view helpers: Vex (crew, Revolver) and Ruth (crew) in the Dock with
 * the guards Brannigan and Okafor, and Nell (a guard) in the Yard.
 */
export const vex = characterId('vex');
export const ruth = characterId('ruth');
export const brannigan = characterId('brannigan');
export const okafor = characterId('okafor');
export const nell = characterId('nell');
export const heist = time.sceneId('warehouse');
export const fight = time.sceneId('fight');

function sheet(
  id: Character['id'],
  kind: Character['kind'],
  name: string,
  overrides: Partial<Character>,
): Character {
  return { ...blankCharacter(id, kind, name, defaultSettings), ...overrides };
}

const base = blankCharacter(vex, 'crew', 'Vex', defaultSettings);

const characters: Character[] = [
  sheet(vex, 'crew', 'Vex', {
    presentedIdentity: 'delivery girl',
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: { ...base.skills, handToHand: 2, shooting: 2, athletics: 2, resist: 1 },
    weapons: ['Revolver'],
  }),
  sheet(ruth, 'crew', 'Ruth', {}),
  sheet(brannigan, 'guard', 'Brannigan', {}),
  sheet(okafor, 'guard', 'Okafor', {}),
  sheet(nell, 'guard', 'Nell', {}),
];

let stamp = 0;

type Unstamped = SceneCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'at' | 'rollId'>
    : never
  : never;

/** A scene command stamped with a predictable roll-id prefix, `r1`, `r2`… */
export function scene(command: Unstamped): CampaignCommand {
  stamp += 1;
  return { ...command, at: 1_000 + stamp, rollId: rollId(`r${stamp}`) } as CampaignCommand;
}

/** Appends one command to the log; throws with the rejection's message when the core refuses it. */
export function play(entries: LogEntry[], command: CampaignCommand, dice: Dice = fixedDice()): LogEntry[] {
  const result = execute(entries, command, dice, 1_000);
  if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
  return [...result.entries];
}

/** The log of a campaign with the five characters and the warehouse Heist scene open. */
export function heistLog(): LogEntry[] {
  let log = play([], { type: 'campaign/create', name: 'Views' });
  for (const character of characters) log = play(log, { type: 'character/create', character });
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
        { characterId: okafor, side: 'guards', zone: 'Dock', role: 'on-foot' },
        { characterId: nell, side: 'guards', zone: 'Yard', role: 'on-foot' },
      ],
      zones: ['Dock', 'Yard'],
    }),
  );
}

/** Gang Warfare in the Dock between Vex, Ruth, Brannigan and Okafor, started from the Heist. */
export function fightLog(dice: Dice): LogEntry[] {
  return play(
    heistLog(),
    scene({
      type: 'scene/start-warfare',
      sceneId: heist,
      newSceneId: fight,
      name: 'Fight on the dock',
      fighters: [vex, ruth, brannigan, okafor],
      firstRoundSide: null,
    }),
    dice,
  );
}

export function stateOf(log: LogEntry[]): CampaignState {
  return replay(log);
}
