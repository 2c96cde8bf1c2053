import {
  blankCharacter,
  defaultSettings,
  engineOf,
  execute,
  initiative,
  replay,
  rollId,
  rollsIn,
} from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignState,
  Character,
  CharacterId,
  Dice,
  EngineContext,
  EngineId,
  LogEntry,
  RollRecord,
  Scene,
  SceneCommand,
  SceneId,
  StateOf,
} from '../../../../core/index.ts';
import { bolsterModifiers } from '../../../../core/cot/time/bolster/queries.ts';
import type { BolsterEvent } from '../../../../core/cot/time/bolster/types.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

/**
 * Shared steps of the scene scenario tests: sheets, a Spot, stamped scene commands, playing and refusing
 * commands, and reading a scene back (its engine state, the live slot, the rolls an entry made).
 */

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

/** One engine command in a scene, stamped. */
export function act(sceneId: SceneId, engine: Scene['engine'], command: object): CampaignCommand {
  return scene({ type: 'scene/act', sceneId, engine, command } as unknown as Unstamped);
}

/** Plays a command that must be accepted; returns the log after it. */
export function play(entries: readonly LogEntry[], command: CampaignCommand, dice: Dice): LogEntry[] {
  const result = execute(entries, command, dice, 1_000);
  if (!result.ok) throw new Error(`${command.type}: ${result.code}: ${result.message}`);
  return [...result.entries];
}

/** Plays a command that must be refused; returns the rejection. */
export function refusal(
  entries: readonly LogEntry[],
  command: CampaignCommand,
  dice: Dice = fixedDice(),
): { code: string; message: string } {
  const result = execute(entries, command, dice, 1_000);
  if (result.ok) throw new Error(`${command.type} was accepted`);
  return { code: result.code, message: result.message };
}

/** The Spot every scenario robs: the warehouse, its zones Dock and Hall side by side (no barrier between). */
export const warehouse = 'warehouse';

export interface CampaignOptions {
  /** The Spot's zones; default Dock and Hall. */
  readonly zones?: readonly string[];
  /** Guards posted at the Spot (COT-GUARD-1), each in a zone; by default every guard sheet, at the Dock. */
  readonly posts?: readonly { readonly guard: CharacterId; readonly zone: string }[];
  readonly heat?: number;
}

/** A campaign with these characters and the warehouse Spot with its guards posted. */
export function campaignWith(
  name: string,
  characters: readonly Character[],
  options: CampaignOptions = {},
): LogEntry[] {
  const dice = fixedDice();
  let log = play([], { type: 'campaign/create', name }, dice);
  for (const character of characters) log = play(log, { type: 'character/create', character }, dice);
  if (options.heat) log = play(log, { type: 'crew/adjust', changes: { heat: options.heat } }, dice);
  log = play(log, { type: 'spot/create', spotId: warehouse, name: 'The warehouse' }, dice);
  (options.zones ?? ['Dock', 'Hall']).forEach((zone, index) => {
    log = play(
      log,
      { type: 'spot/add-zone', spotId: warehouse, zoneId: zone, name: zone, x: 120 * (index + 1), y: 80 },
      dice,
    );
  });
  const posts =
    options.posts ?? characters.filter((c) => c.kind === 'guard').map((c) => ({ guard: c.id, zone: 'Dock' }));
  for (const post of posts) {
    log = play(
      log,
      { type: 'spot/place-guard', spotId: warehouse, ...post, awareness: null, training: null },
      dice,
    );
  }
  return log;
}

/** The Heist scene's participants: the crew on the Crew side, everyone else on the Guards side. */
export function heistParticipants(characters: readonly Character[], zone = 'Dock') {
  return characters.map((c) => ({
    characterId: c.id,
    side: c.kind === 'crew' ? 'crew' : 'guards',
    zone,
    role: 'on-foot' as const,
  }));
}

/** Opens a Heist scene on the warehouse: the crew placed at the Dock, the guards at their posts. */
export function openHeist(
  log: readonly LogEntry[],
  heist: SceneId,
  characters: readonly Character[],
  placements: readonly { readonly character: CharacterId; readonly zone: string }[] | null = null,
): LogEntry[] {
  const crew = characters.filter((c) => c.kind === 'crew');
  return play(
    log,
    scene({
      type: 'scene/open',
      sceneId: heist,
      name: 'The warehouse job',
      engine: 'heist',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'guards', label: 'Guards', crew: false },
      ],
      participants: heistParticipants(characters),
      setup: {
        spotId: warehouse,
        crew: crew.map((c) => c.id),
        others: characters.filter((c) => c.kind === 'npc').map((c) => ({ character: c.id, zone: 'Dock' })),
        placements: placements ?? crew.map((c) => ({ character: c.id, zone: 'Dock' })),
      },
    }),
    fixedDice(),
  );
}

/** A campaign with these characters and a Heist scene on the warehouse, everyone at the Dock. */
export function heistWith(
  name: string,
  heist: SceneId,
  characters: readonly Character[],
  options: CampaignOptions = {},
): LogEntry[] {
  return openHeist(campaignWith(name, characters, options), heist, characters);
}

/** A scene of the campaign after the log. */
export function sceneIn(log: readonly LogEntry[], id: SceneId): Scene {
  const found = replay(log).scenes[id];
  if (!found) throw new Error(`No scene ${id}`);
  return found;
}

/** A scene's engine state, typed by its engine. */
export function stateOf<K extends EngineId>(log: readonly LogEntry[], id: SceneId, engine: K): StateOf<K> {
  const found = sceneIn(log, id);
  if (found.engine !== engine || found.state === null) throw new Error(`${id} is not a running ${engine}`);
  return found.state as StateOf<K>;
}

/** The side of the live initiative slot, or null. */
export function liveSide(log: readonly LogEntry[], id: SceneId): string | null {
  const turns = sceneIn(log, id).turns.initiative;
  return turns ? (initiative.liveSlot(turns)?.side ?? null) : null;
}

/** The rolls the last entry of the log made. */
export function lastRolls(log: readonly LogEntry[]): RollRecord[] {
  return rollsIn(log.slice(-1));
}

/** What an engine may read of the campaign now, as the scene layer builds it. */
export function contextOf(state: CampaignState, sceneOf: Scene): EngineContext {
  const { settings, characters, crew, spots, bolsters } = state;
  return {
    settings,
    characters,
    crew,
    spots,
    at: 0,
    bolsters: (id) => bolsterModifiers(bolsters, id as CharacterId, settings),
    names: (id) => characters[id as CharacterId]?.name ?? sceneOf.sides.find((s) => s.id === id)?.label ?? id,
  };
}

/** The views of one actor in a scene now, as the panels show them. */
export function viewOf(log: readonly LogEntry[], id: SceneId, actor: CharacterId) {
  const state = replay(log);
  const found = state.scenes[id]!;
  if (found.state === null) return [];
  return engineOf(found.engine).view(contextOf(state, found), found.state, actor);
}

/** A fighter of `openFight`: a character on a side, maybe lying Unconscious (COT-DROP-9). */
export interface FightEntry {
  readonly character: Character;
  readonly side: 'crew' | 'guards';
  readonly unconscious?: boolean;
}

/**
 * A campaign with these characters and Gang Warfare opened on its own at the Dock (COT-WAR-1): every conscious
 * fighter rolls Cover with `dice`; no initiative yet, so one turn each per round (COT-TIME-5).
 */
export function fightWith(
  name: string,
  fight: SceneId,
  entries: readonly FightEntry[],
  dice: Dice,
  options: CampaignOptions = {},
): LogEntry[] {
  const log = campaignWith(
    name,
    entries.map((e) => e.character),
    { posts: [], ...options },
  );
  return play(
    log,
    scene({
      type: 'scene/open',
      sceneId: fight,
      name: 'Fight on the dock',
      engine: 'warfare',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'guards', label: 'Guards', crew: false },
      ],
      participants: entries.map((e) => ({
        characterId: e.character.id,
        side: e.side,
        zone: 'Dock',
        role: 'on-foot' as const,
      })),
      setup: {
        zone: 'Dock',
        fighters: entries.map((e) => ({
          characterId: e.character.id,
          side: e.side,
          unconscious: e.unconscious === true,
        })),
        vehicles: [],
        firstRoundSide: null,
      },
    }),
    dice,
  );
}

/** The `bolsters/changed` events of the last entry, by type. */
export function bolsterEvents<T extends BolsterEvent['type']>(
  log: readonly LogEntry[],
  type: T,
): Extract<BolsterEvent, { type: T }>[] {
  return (log.at(-1)?.events ?? []).flatMap((event) =>
    event.type === 'bolsters/changed' && event.event.type === type
      ? [event.event as Extract<BolsterEvent, { type: T }>]
      : [],
  );
}
