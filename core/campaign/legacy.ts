import { noKnowledge } from '../cot/spot/index.ts';
import type { Spot, Zone } from '../cot/spot/index.ts';

/**
 * Campaigns written by Heistbox 0.1–0.3.0 stored scenes in an older shape: a scene had one field per engine
 * (`drop`, `warfare`, `chase`) and a `kind`; the Drop's events were a module of their own; the commands that
 * made them were `scene/drop`, `scene/warfare`, `scene/start-warfare`… This turns such an entry into today's
 * shape, on the way in (an import, the database's upgrade), so the rules only ever see one shape. An entry
 * already in today's shape, or one this does not recognise, is returned unchanged for the schema to judge.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Old command names and what they became. */
const renamedCommands: Readonly<Record<string, string>> = {
  'scene/drop': 'scene/act',
  'scene/warfare': 'scene/act',
  'scene/chase': 'scene/act',
  'scene/start-warfare': 'scene/start-child',
  'scene/start-chase': 'scene/start-child',
};

/** The engine each old scene kind is played by now. */
const engineOfKind: Readonly<Record<string, string>> = {
  prep: 'prep',
  social: 'social',
  heist: 'heist',
  warfare: 'warfare',
  chase: 'chase',
};

/** An entry in today's shape. */
export function upcastEntry(entry: unknown): unknown {
  if (!isObject(entry) || !Array.isArray(entry.events)) return entry;
  const command =
    typeof entry.command === 'string' ? (renamedCommands[entry.command] ?? entry.command) : entry.command;
  const events = entry.events.flatMap(upcastEvent);
  return { ...entry, command, events };
}

function upcastEvent(event: unknown): unknown[] {
  if (!isObject(event)) return [event];
  if (event.type === 'scene/opened' && isObject(event.scene) && typeof event.scene.kind === 'string') {
    return openedScene(event.scene);
  }
  if (event.type === 'scene/joined' && 'placed' in event) {
    const { placed, ...joined } = event;
    if (!isObject(placed)) return [joined];
    return [joined, changed(joined.sceneId, 'heist', { type: 'heist/joined', character: placed })];
  }
  if (event.type === 'scene/changed' && event.module === 'drop') {
    return [changed(event.sceneId, 'heist', { type: 'heist/drop', event: event.event })];
  }
  return [event];
}

function changed(sceneId: unknown, module: string, event: unknown): Json {
  return { type: 'scene/changed', sceneId, module, event };
}

/**
 * An old scene: today's scene (empty; its turns and engine follow as events) and, for a Heist, the start of its
 * engine on a Spot made of the zones it named (every zone known, no barrier between them, as before).
 */
function openedScene(old: Json): unknown[] {
  const kind = String(old.kind);
  const scene = {
    id: old.id,
    name: old.name,
    engine: engineOfKind[kind] ?? kind,
    stage: old.stage,
    parent: old.parent ?? null,
    sides: old.sides,
    participants: old.participants,
    turns: { initiative: null, free: null },
    state: null,
    ended: null,
  };
  const events: unknown[] = [{ type: 'scene/opened', scene }];
  if (kind === 'heist' && isObject(old.drop)) {
    const zones = Array.isArray(old.zones)
      ? old.zones.filter((zone): zone is string => typeof zone === 'string')
      : [];
    const characters = Array.isArray(old.drop.characters) ? old.drop.characters : [];
    const crew = characters.flatMap((c) =>
      isObject(c) && c.kind === 'crew' && typeof c.id === 'string' ? [c.id] : [],
    );
    events.push(
      changed(old.id, 'heist', {
        type: 'heist/started',
        spot: legacySpot(String(old.id), String(old.name), zones),
        drop: old.drop,
        crew,
      }),
    );
  }
  return events;
}

/** The Spot of a Heist scene of 0.1–0.3.0: its zones by name, side by side, all known to the crew. */
export function legacySpot(sceneId: string, name: string, zoneNames: readonly string[]): Spot {
  const zones: Record<string, Zone> = {};
  const knowledge: Record<string, 'gm'> = {};
  zoneNames.forEach((zoneName, index) => {
    zones[zoneName] = {
      id: zoneName,
      name: zoneName,
      x: 160 * (index + 1),
      y: 0,
      hazardous: false,
      noisy: false,
      crowded: false,
      hidden: null,
    };
    knowledge[zoneName] = 'gm';
  });
  return {
    id: `legacy:${sceneId}`,
    name,
    edge: { name: 'Outside', x: 0, y: 0 },
    zones,
    barriers: {},
    guards: {},
    loot: {},
    knowledge: { ...noKnowledge, zones: knowledge },
  };
}
