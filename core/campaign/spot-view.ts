import { awarenessByZone, guardTraining, postAwareness } from '../cot/spot/index.ts';
import { nodeName } from '../cot/spot/index.ts';
import { crewKnowledgeOf } from '../cot/spot/index.ts';
import { lootByZone, lootValue } from '../cot/spot/index.ts';
import { spotRules } from '../cot/spot/index.ts';
import { outside } from '../cot/spot/index.ts';
import type { Barrier, Loot, Spot, Zone } from '../cot/spot/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { CampaignState } from './types.ts';

/** A zone in the editor's table: its Awareness, its loot and what the crew knows of it. */
export type EditorZone = Zone & {
  readonly awareness: number | null;
  /** Its loot, sorted by name. */
  readonly loot: readonly Loot[];
  /** What its loot is worth, in Resources (COT-CHAR-10). */
  readonly lootValue: number;
  /** Whether the crew knows it, and how, in words (COT-PREP-5, COT-PREP-6, COT-SPOT-4). */
  readonly crew: { readonly known: boolean; readonly words: string };
};

/**
 * The Spot editor as the GM reads it (COT-SPOT-1..6, COT-GUARD-1..3, COT-GUARD-7): each zone with its Awareness,
 * loot and what the crew knows of it, each barrier between named places, each posted guard with the scores the
 * rules give them (Heat included), the guards not yet posted, the loot, and the places a barrier may join. The
 * panel draws this and sends the Spot commands.
 */
export interface SpotEditorView {
  readonly zones: readonly EditorZone[];
  /** Every place a barrier may join: the zones, then Outside (the edge of the Spot, COT-D-48). */
  readonly places: readonly { readonly id: string; readonly name: string }[];
  readonly barriers: readonly (Barrier & { readonly label: string })[];
  readonly guards: readonly {
    readonly id: CharacterId;
    readonly name: string;
    readonly zone: string;
    readonly zoneName: string;
    readonly awareness: number | null;
    readonly training: number | null;
    readonly aware: boolean;
  }[];
  /** Guards of the campaign (alive) not posted on this Spot. */
  readonly unposted: readonly { readonly id: CharacterId; readonly name: string }[];
  /** Every piece of loot with its zone's name, zone by zone in the zones' order, by name within a zone. */
  readonly loot: readonly (Loot & { readonly zoneName: string })[];
  /** Awareness per zone, for the map. */
  readonly awareness: ReadonlyMap<string, number>;
  readonly defaultHiddenRating: number;
}

export function spotEditorView(state: CampaignState, spot: Spot): SpotEditorView {
  const { characters, settings } = state;
  const rules = spotRules(settings);
  const awareness = awarenessByZone(spot, characters, state.crew.heat, settings, rules);
  const loot = lootByZone(spot);
  const zones = Object.values(spot.zones).map((zone): EditorZone => {
    const here = loot.get(zone.id) ?? [];
    return {
      ...zone,
      awareness: awareness.get(zone.id) ?? null,
      loot: here,
      lootValue: lootValue(here),
      crew: crewKnowledgeOf(spot, zone),
    };
  });
  return {
    zones,
    places: [...zones.map((z) => ({ id: z.id, name: z.name })), { id: outside, name: spot.edge.name }],
    barriers: Object.values(spot.barriers).map((barrier) => ({
      ...barrier,
      label: `${nodeName(spot, barrier.ends[0])} — ${nodeName(spot, barrier.ends[1])}`,
    })),
    guards: guardsOf(state, spot, rules),
    unposted: Object.values(characters)
      .filter((c) => c.kind === 'guard' && c.condition.state !== 'dead' && !Object.hasOwn(spot.guards, c.id))
      .map((c) => ({ id: c.id, name: c.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    loot: zones.flatMap((zone) => zone.loot.map((piece) => ({ ...piece, zoneName: zone.name }))),
    awareness,
    defaultHiddenRating: settings.defaultHiddenRating,
  };
}

function guardsOf(
  state: CampaignState,
  spot: Spot,
  rules: ReturnType<typeof spotRules>,
): SpotEditorView['guards'] {
  const { characters, settings } = state;
  return Object.values(spot.guards).map((post) => {
    const character = Object.hasOwn(characters, post.guard) ? characters[post.guard] : undefined;
    return {
      id: post.guard,
      name: character?.name ?? post.guard,
      zone: post.zone,
      zoneName: nodeName(spot, post.zone),
      awareness: character
        ? postAwareness(post, character, state.crew.heat, settings, rules)
        : post.awareness,
      training: character ? guardTraining(character, post.training, settings) : post.training,
      aware: post.aware,
    };
  });
}
