import { blankCharacter, defaultSettings, execute, rollId } from '../../../../core/index.ts';
import type {
  CampaignCommand,
  Character,
  CharacterId,
  Dice,
  LogEntry,
  SceneCommand,
  SceneId,
} from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

/** Shared steps of the scene scenario tests: sheets, stamped scene commands, playing and refusing commands. */

/** A scene command without its stamp (every SceneCommand member, each without `at` and `rollId`). */
export type Unstamped = SceneCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'at' | 'rollId'>
    : never
  : never;

export function sheet(
  id: Character['id'],
  kind: Character['kind'],
  name: string,
  overrides: Partial<Character> = {},
): Character {
  return { ...blankCharacter(id, kind, name, defaultSettings), ...overrides };
}

/** A blank sheet's skills with some raised, for `sheet(..., { skills })`. */
export function skillsWith(changes: Partial<Character['skills']>): Character['skills'] {
  return { ...blankCharacter('x' as CharacterId, 'crew', 'x', defaultSettings).skills, ...changes };
}

let stamps = 0;

/** Stamps a scene command as the renderer would (a time and a fresh roll-id prefix). */
export function scene(command: Unstamped): CampaignCommand {
  stamps += 1;
  return { ...command, at: 1_000 + stamps, rollId: rollId(`s${stamps}`) } as CampaignCommand;
}

/** Plays a command that must be accepted; returns the log after it. */
export function play(entries: readonly LogEntry[], command: CampaignCommand, dice: Dice): LogEntry[] {
  const result = execute(entries, command, dice, 1_000);
  if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
  return [...result.entries];
}

/** Plays a command that must be refused; returns the rejection. */
export function refusal(
  entries: readonly LogEntry[],
  command: CampaignCommand,
  dice: Dice,
): { code: string; message: string } {
  const result = execute(entries, command, dice, 1_000);
  if (result.ok) throw new Error(`${command.type} was accepted`);
  return { code: result.code, message: result.message };
}

/**
 * A campaign with these characters and a Heist scene `heist` in the zone Dock: crew on the Crew side,
 * everyone else on the Guards side.
 */
export function heistWith(name: string, heist: SceneId, characters: readonly Character[]): LogEntry[] {
  let log = play([], { type: 'campaign/create', name }, fixedDice());
  for (const character of characters) log = play(log, { type: 'character/create', character }, fixedDice());
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
      participants: characters.map((c) => ({
        characterId: c.id,
        side: c.kind === 'crew' ? 'crew' : 'guards',
        zone: 'Dock',
        role: 'on-foot' as const,
      })),
      zones: ['Dock'],
    }),
    fixedDice(),
  );
}
