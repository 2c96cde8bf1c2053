import { spotCommandTypes } from '../cot/spot/index.ts';
import { stageLabels } from '../cot/time/index.ts';
import { conditionText } from './bridge-view.ts';
import { knownScene } from './scenes/closed.ts';
import type { CampaignCommand, CampaignState, LogEntry } from './types.ts';

/**
 * How the timeline (issue 22) sorts and places each entry: its kind (a few plain categories the GM filters by),
 * the characters and scenes it names, where the campaign stood when it was stored (session, scene, round), and the
 * named checkpoints made at each session and scene start. Pure: each reads one entry, and the state after it.
 */

/** The timeline's kinds, in the order its filter lists them. */
export const timelineKinds = [
  'rolls',
  'scenes',
  'fights',
  'crew',
  'spots',
  'players',
  'settings',
  'campaign',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** Each kind in the GM's words. */
export const timelineKindLabels: Readonly<Record<TimelineKind, string>> = {
  rolls: 'Rolls',
  scenes: 'Scenes',
  fights: 'Fights',
  crew: 'Crew',
  spots: 'Spots',
  players: "Players' screen",
  settings: 'Settings',
  campaign: 'Campaign',
};

type CommandType = CampaignCommand['type'];

/** Every command's kind (a `Record`: a new command must be listed). */
const commandKinds: Readonly<Record<CommandType, TimelineKind>> = {
  'campaign/create': 'campaign',
  'campaign/rename': 'campaign',
  'campaign/rewind': 'campaign',
  'campaign/fork': 'campaign',
  'recap/edit': 'campaign',
  'settings/change': 'settings',
  'crew/adjust': 'crew',
  'session/start': 'campaign',
  'time/downtime': 'campaign',
  'character/create': 'crew',
  'character/update': 'crew',
  'character/duplicate': 'crew',
  'character/delete': 'crew',
  'character/change-own-loyalty': 'crew',
  'dice/roll': 'rolls',
  'scene/open': 'scenes',
  'scene/close': 'scenes',
  'scene/end-round': 'scenes',
  'scene/join': 'scenes',
  'scene/leave': 'scenes',
  'scene/roll-initiative': 'scenes',
  'scene/claim-slot': 'scenes',
  'scene/end-turn': 'scenes',
  'scene/declare-focus': 'scenes',
  'scene/bolster': 'scenes',
  'scene/wait': 'scenes',
  'scene/act': 'scenes',
  'scene/start-child': 'scenes',
  'scene/next-turn': 'scenes',
  'bridge/play-skirmish': 'fights',
  'bridge/bypass': 'fights',
  'bridge/cache': 'fights',
  'bridge/ambush': 'fights',
  'bridge/propose': 'fights',
  'bridge/write-back': 'fights',
  'bridge/train': 'fights',
  'bridge/import-fight': 'fights',
  'job/generate': 'spots',
  'players/show-scene': 'players',
  'players/show-character': 'players',
  'players/reveal': 'players',
  ...(Object.fromEntries(spotCommandTypes.map((type) => [type, 'spots'])) as Record<
    (typeof spotCommandTypes)[number],
    TimelineKind
  >),
};

/** The engines whose scenes are fights (COT-WAR, the HEIST skirmish): their scene commands are "Fights". */
const fightEngines: ReadonlySet<string> = new Set(['warfare', 'skirmish']);

/** An entry's kind: its command's, a scene command in a fight counted as a fight. */
export function entryKind(entry: Pick<LogEntry, 'command' | 'events'>): TimelineKind {
  const kind = commandKinds[entry.command] ?? 'campaign';
  if (kind !== 'scenes') return kind;
  const fight = entry.events.some(
    (event) =>
      (event.type === 'scene/changed' && fightEngines.has(event.module)) ||
      (event.type === 'scene/opened' && fightEngines.has(event.scene.engine)),
  );
  return fight ? 'fights' : kind;
}

/** The fields of an event that name a character, wherever they sit in the event (bounded walk). */
const characterFields: ReadonlySet<string> = new Set([
  'characterId',
  'giver',
  'recipient',
  'focused',
  'donors',
]);

/**
 * The characters an entry names: the sheets it creates or changes, the rollers and opponents of its rolls, who joins
 * a scene, takes a turn, Bolsters or is Bolstered. A rewind's or a fork's snapshot names nobody in particular.
 */
export function entryCharacters(entry: Pick<LogEntry, 'events'>): string[] {
  const ids = new Set<string>();
  for (const event of entry.events) {
    switch (event.type) {
      case 'campaign/rewound':
      case 'campaign/forked':
        continue;
      case 'character/created':
        ids.add(event.character.id);
        continue;
      case 'character/updated':
      case 'character/deleted':
      case 'character/loyalty-changed':
        ids.add(event.id);
        continue;
      default:
        collect(event, ids, 0);
    }
  }
  return [...ids];
}

function collect(value: unknown, ids: Set<string>, depth: number): void {
  if (depth > 8 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, ids, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (characterFields.has(key)) {
      if (typeof item === 'string') ids.add(item);
      else if (Array.isArray(item)) for (const id of item) if (typeof id === 'string') ids.add(id);
    } else collect(item, ids, depth + 1);
  }
}

/** Where the campaign stood when an entry was stored: its session, and the scene it played in and that scene's round. */
export interface EntryContext {
  readonly session: number;
  /** The name of the first scene the entry touches, or null. */
  readonly scene: string | null;
  /** That scene's round under way, while it runs on the Job clock; null otherwise. */
  readonly round: number | null;
}

/**
 * Where the timeline's groups part, between an entry and the newer one above it: a new session, else another
 * scene (or none), else another round of it; null within one group (or where either has no context).
 */
export function contextBoundary(
  newer: EntryContext | null,
  entry: EntryContext | null,
): 'session' | 'scene' | 'round' | null {
  if (newer === null || entry === null) return null;
  if (newer.session !== entry.session) return 'session';
  if (newer.scene !== entry.scene) return 'scene';
  if (newer.round !== entry.round) return 'round';
  return null;
}

/** An entry's context, read from the state after it (`sceneIds`: the scenes its events touch). */
export function entryContext(state: CampaignState, sceneIds: readonly string[]): EntryContext {
  const first = sceneIds[0];
  const scene = first === undefined ? null : knownScene(state, first);
  const running = first === undefined ? undefined : state.clock.running.find((s) => s.id === first);
  return {
    session: state.session,
    scene: scene?.name ?? null,
    round: running ? running.rounds + 1 : null,
  };
}

/**
 * The name of the checkpoint made after an entry that starts a session or opens a scene ("Session 3", "Scene: The
 * vault"), or null: the timeline lists these as jump points, and the store never thins them away while the entry
 * is active.
 */
export function checkpointName(entry: Pick<LogEntry, 'events'>): string | null {
  for (const event of entry.events) {
    if (event.type === 'session/started') return `Session ${event.session}`;
    if (event.type === 'scene/opened') return `Scene: ${event.scene.name}`;
  }
  return null;
}

/** The campaign as it was at an entry, for the timeline's read-only preview: what the GM looks at first. */
export interface SnapshotView {
  readonly session: number;
  readonly heat: number;
  readonly resources: number;
  readonly crew: readonly { readonly id: string; readonly name: string; readonly condition: string }[];
  readonly others: number;
  readonly scenes: readonly {
    readonly id: string;
    readonly name: string;
    readonly stage: string;
    readonly round: number | null;
  }[];
  readonly spots: readonly { readonly id: string; readonly name: string }[];
  /** The Job clock's minute. */
  readonly minute: number;
}

/** The preview's facts from a state: the crew and their conditions, Heat, running scenes, Spots, the clock. */
export function snapshotView(state: CampaignState): SnapshotView {
  const characters = Object.values(state.characters);
  const crew = characters.filter((character) => character.kind === 'crew');
  return {
    session: state.session,
    heat: state.crew.heat,
    resources: state.crew.resources,
    crew: crew.map((c) => ({ id: c.id, name: c.name, condition: conditionText(c.condition) })),
    others: characters.length - crew.length,
    scenes: Object.values(state.scenes).map((scene) => {
      const running = state.clock.running.find((s) => s.id === scene.id);
      return {
        id: scene.id,
        name: scene.name,
        stage: stageLabels[scene.stage],
        round: running ? running.rounds + 1 : null,
      };
    }),
    spots: Object.values(state.spots).map((spot) => ({ id: spot.id, name: spot.name })),
    minute: state.clock.now,
  };
}
