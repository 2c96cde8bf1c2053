import type { SpotGenerated } from './generated.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { AlarmPlan } from './alarm-plan.ts';

/**
 * A Spot (COT-SPOT-1): a graph whose nodes are Zones plus one pseudo-node, Outside (the edge of the Spot,
 * COT-D-48), and whose edges are Barriers carrying Securities. Spots belong to the campaign: the GM lays them
 * out before any scene opens, research fills in what the crew knows of them, Heist scenes copy them.
 * Plain JSON, keyed by id so the map's every-drag operations stay O(1) lookups.
 */

/** The id of the Outside node: a barrier end, a character's place at the edge (COT-D-48). No zone may use it. */
export const outside = 'outside';

/** A zone id, or `outside`. */
export type NodeId = string;

/** The tags a zone may carry (COT-SPOT-4); Hidden also has a rating. */
export type ZoneTag = 'hazardous' | 'noisy' | 'crowded' | 'hidden';
export const zoneTags: readonly ZoneTag[] = ['hazardous', 'noisy', 'crowded', 'hidden'];

/** An area a character can cross end to end in one Heist round (COT-SPOT-1). */
export interface Zone {
  readonly id: string;
  readonly name: string;
  /** Where the map draws it. */
  readonly x: number;
  readonly y: number;
  /** COT-SPOT-4: every move here needs Athletics or Cat Burglary against the hazard difficulty. */
  readonly hazardous: boolean;
  /** COT-SPOT-4: Stealth is possible even with Aware guards here. */
  readonly noisy: boolean;
  /** COT-SPOT-4: Cat Burglary, Subdue and Murder rolls here alert every guard here. */
  readonly crowded: boolean;
  /** COT-SPOT-4, COT-D-53: the Hidden rating when the zone is Hidden; null when it is not. */
  readonly hidden: number | null;
}

/** The four Security tags (COT-SPOT-6). */
export type SecurityTag = 'lock' | 'vault' | 'height' | 'structure';
export const securityTags: readonly SecurityTag[] = ['lock', 'vault', 'height', 'structure'];

/** One obstacle on a barrier: a tag and its Security Score (COT-SPOT-5). */
export interface Security {
  readonly id: string;
  readonly tag: SecurityTag;
  readonly score: number;
  /** Bypassed stays bypassed for the rest of the Job, unless the GM resets it (COT-D-54). */
  readonly bypassed: boolean;
}

/** What separates two zones, or a zone and Outside (COT-SPOT-5). No Securities: an open way. */
export interface Barrier {
  readonly id: string;
  readonly ends: readonly [NodeId, NodeId];
  readonly securities: readonly Security[];
}

/** A guard (a character of kind 'guard', COT-GUARD-1) placed in a zone, with what the Job has done to them. */
export interface GuardPost {
  readonly guard: CharacterId;
  readonly zone: string;
  /** Aware for the rest of the Job (COT-GUARD-5, COT-D-56). */
  readonly aware: boolean;
  /** Awareness gained from Calls for Help this Job (COT-GUARD-6). */
  readonly awarenessBonus: number;
  /** A score-only guard's Awareness (COT-CHAR-9); null: from the sheet's Brains + Lookout (COT-GUARD-2). */
  readonly awareness: number | null;
  /** A score-only guard's Training; null: from the sheet's Muscle + Resist and armour (COT-GUARD-2). */
  readonly training: number | null;
}

/** Something worth taking, lying in a zone. */
export interface Loot {
  readonly id: string;
  readonly name: string;
  readonly zone: string;
  /** What it is worth, in Resources (COT-CHAR-10). */
  readonly value: number;
}

/** Where the crew starts, drawn on the map (COT-SPOT-1, COT-D-48). */
export interface Edge {
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

/** How the crew came to know a zone. */
export type KnownBy = 'layout' | 'hidden-research' | 'blueprint' | 'gm';

/** Whose schedule an Itinerary learned (COT-PREP-8): one character, or the Spot itself. */
export type ItinerarySubject =
  { readonly kind: 'spot' } | { readonly kind: 'character'; readonly character: CharacterId };

/**
 * What the crew knows of the Spot, as against what is true: zones revealed by Layout (never Hidden ones,
 * COT-PREP-5), Hidden zones found (COT-PREP-6), zones they made (COT-FORE-8), Marks (COT-PREP-7) and
 * Itineraries (COT-PREP-8). Barriers between known places and their Security tags are known with them;
 * Security Scores and guards never are (COT-D-62).
 */
export interface SpotKnowledge {
  readonly zones: Readonly<Record<string, KnownBy>>;
  readonly marks: readonly CharacterId[];
  readonly itineraries: readonly ItinerarySubject[];
}

/** A Spot of the campaign. */
export interface Spot {
  readonly id: string;
  readonly name: string;
  readonly edge: Edge;
  readonly zones: Readonly<Record<string, Zone>>;
  readonly barriers: Readonly<Record<string, Barrier>>;
  /** Keyed by the guard's character id. */
  readonly guards: Readonly<Record<string, GuardPost>>;
  readonly loot: Readonly<Record<string, Loot>>;
  /** How the heist generator made this Spot (core/cot/jobgen); absent for a Spot the GM laid out by hand. */
  readonly generated?: SpotGenerated;
  readonly knowledge: SpotKnowledge;
  /**
   * The alarm track the GM prepared for this Spot's Heists (Masters of the Heist, core/cot/alarm); absent or null:
   * none (Spots made before the track existed have no field).
   */
  readonly alarm?: AlarmPlan | null;
}

/** The campaign's Spots by id. */
export type Spots = Readonly<Record<string, Spot>>;

/** The editing commands of the Spot editor and the Job (COT-SPOT-*, COT-GUARD-*, knowledge). */
export type SpotCommand =
  | {
      readonly type: 'spot/create';
      readonly spotId: string;
      readonly name: string;
      /**
       * A Spot laid out in one go ("Lay out a new Spot quickly"): its zones in this order, each joined to the next
       * by an open way, the first to the edge, placed by `quickLayout` (core/cot/spot/create.ts). Absent: empty.
       */
      readonly zones?: readonly { readonly zoneId: string; readonly name: string }[];
    }
  | { readonly type: 'spot/rename'; readonly spotId: string; readonly name: string }
  | { readonly type: 'spot/delete'; readonly spotId: string }
  | {
      readonly type: 'spot/set-edge';
      readonly spotId: string;
      readonly name: string;
      readonly x: number;
      readonly y: number;
    }
  | {
      readonly type: 'spot/add-zone';
      readonly spotId: string;
      readonly zoneId: string;
      readonly name: string;
      readonly x: number;
      readonly y: number;
    }
  | {
      readonly type: 'spot/rename-zone';
      readonly spotId: string;
      readonly zoneId: string;
      readonly name: string;
    }
  | {
      readonly type: 'spot/move-zone';
      readonly spotId: string;
      readonly zoneId: string;
      readonly x: number;
      readonly y: number;
    }
  | { readonly type: 'spot/remove-zone'; readonly spotId: string; readonly zoneId: string }
  | {
      readonly type: 'spot/tag-zone';
      readonly spotId: string;
      readonly zoneId: string;
      readonly tag: ZoneTag;
      readonly on: boolean;
      /** For Hidden: its rating; the table's `default_hidden_rating` when absent (COT-D-53). */
      readonly rating?: number;
    }
  | {
      readonly type: 'spot/add-barrier';
      readonly spotId: string;
      readonly barrierId: string;
      readonly ends: readonly [NodeId, NodeId];
    }
  | { readonly type: 'spot/remove-barrier'; readonly spotId: string; readonly barrierId: string }
  | {
      readonly type: 'spot/add-security';
      readonly spotId: string;
      readonly barrierId: string;
      readonly securityId: string;
      readonly tag: SecurityTag;
      readonly score: number;
    }
  | {
      readonly type: 'spot/change-security';
      readonly spotId: string;
      readonly barrierId: string;
      readonly securityId: string;
      readonly tag: SecurityTag;
      readonly score: number;
    }
  | {
      readonly type: 'spot/remove-security';
      readonly spotId: string;
      readonly barrierId: string;
      readonly securityId: string;
    }
  | {
      readonly type: 'spot/add-loot';
      readonly spotId: string;
      readonly lootId: string;
      readonly name: string;
      readonly zone: string;
      readonly value: number;
    }
  | {
      readonly type: 'spot/edit-loot';
      readonly spotId: string;
      readonly lootId: string;
      readonly name: string;
      readonly zone: string;
      readonly value: number;
    }
  | { readonly type: 'spot/remove-loot'; readonly spotId: string; readonly lootId: string }
  | {
      readonly type: 'spot/place-guard';
      readonly spotId: string;
      readonly guard: CharacterId;
      readonly zone: string;
      readonly awareness: number | null;
      readonly training: number | null;
    }
  | { readonly type: 'spot/remove-guard'; readonly spotId: string; readonly guard: CharacterId }
  | {
      readonly type: 'spot/reveal-zones';
      readonly spotId: string;
      readonly zones: readonly string[];
      readonly how: KnownBy;
    }
  | { readonly type: 'spot/forget'; readonly spotId: string }
  | { readonly type: 'spot/identify-mark'; readonly spotId: string; readonly person: CharacterId }
  | { readonly type: 'spot/learn-itinerary'; readonly spotId: string; readonly subject: ItinerarySubject }
  | { readonly type: 'spot/alert-guards'; readonly spotId: string; readonly guards: readonly CharacterId[] }
  | {
      readonly type: 'spot/bypass-security';
      readonly spotId: string;
      readonly barrierId: string;
      readonly securityId: string;
    }
  | { readonly type: 'spot/reset-job'; readonly spotId: string }
  /** The alarm track's plan, replaced whole (one undo step); null removes it. */
  | { readonly type: 'spot/set-alarm-plan'; readonly spotId: string; readonly plan: AlarmPlan | null }
  | {
      readonly type: 'spot/add-blueprint-zone';
      readonly spotId: string;
      readonly zoneId: string;
      readonly name: string;
      readonly between: readonly [NodeId, NodeId];
      readonly barrierIds: readonly [string, string];
      /** Where the map draws it; midway between its ends when absent. */
      readonly x?: number;
      readonly y?: number;
      readonly rating?: number;
    };

/** What editing and the Job did to the campaign's Spots; `applySpot` replays them. */
export type SpotEvent =
  | { readonly type: 'spot/created'; readonly spot: Spot }
  | { readonly type: 'spot/renamed'; readonly spotId: string; readonly name: string }
  | { readonly type: 'spot/deleted'; readonly spotId: string }
  | { readonly type: 'spot/edge-set'; readonly spotId: string; readonly edge: Edge }
  | { readonly type: 'spot/zone-added'; readonly spotId: string; readonly zone: Zone }
  | {
      readonly type: 'spot/zone-renamed';
      readonly spotId: string;
      readonly zoneId: string;
      readonly name: string;
    }
  | {
      readonly type: 'spot/zone-moved';
      readonly spotId: string;
      readonly zoneId: string;
      readonly x: number;
      readonly y: number;
    }
  | { readonly type: 'spot/zone-removed'; readonly spotId: string; readonly zoneId: string }
  | {
      readonly type: 'spot/zone-tagged';
      readonly spotId: string;
      readonly zoneId: string;
      readonly tag: ZoneTag;
      readonly on: boolean;
      /** The Hidden rating when Hidden is switched on; null otherwise. */
      readonly rating: number | null;
    }
  | { readonly type: 'spot/barrier-added'; readonly spotId: string; readonly barrier: Barrier }
  | { readonly type: 'spot/barrier-removed'; readonly spotId: string; readonly barrierId: string }
  | {
      readonly type: 'spot/security-added';
      readonly spotId: string;
      readonly barrierId: string;
      readonly security: Security;
    }
  | {
      readonly type: 'spot/security-changed';
      readonly spotId: string;
      readonly barrierId: string;
      readonly securityId: string;
      readonly tag: SecurityTag;
      readonly score: number;
    }
  | {
      readonly type: 'spot/security-removed';
      readonly spotId: string;
      readonly barrierId: string;
      readonly securityId: string;
    }
  | { readonly type: 'spot/loot-added'; readonly spotId: string; readonly loot: Loot }
  | { readonly type: 'spot/loot-edited'; readonly spotId: string; readonly loot: Loot }
  | { readonly type: 'spot/loot-removed'; readonly spotId: string; readonly lootId: string }
  | { readonly type: 'spot/guard-placed'; readonly spotId: string; readonly post: GuardPost }
  | { readonly type: 'spot/guard-removed'; readonly spotId: string; readonly guard: CharacterId }
  | {
      readonly type: 'spot/zones-revealed';
      readonly spotId: string;
      readonly zones: readonly string[];
      readonly how: KnownBy;
    }
  | { readonly type: 'spot/forgotten'; readonly spotId: string }
  /** The GM takes back zones they revealed (`how: 'gm'`), for the players' screen (issue 21); research stays. */
  | { readonly type: 'spot/zones-hidden'; readonly spotId: string; readonly zones: readonly string[] }
  | { readonly type: 'spot/mark-identified'; readonly spotId: string; readonly person: CharacterId }
  | { readonly type: 'spot/itinerary-learned'; readonly spotId: string; readonly subject: ItinerarySubject }
  | { readonly type: 'spot/guards-alerted'; readonly spotId: string; readonly guards: readonly CharacterId[] }
  | {
      readonly type: 'spot/awareness-raised';
      readonly spotId: string;
      readonly guards: readonly CharacterId[];
      readonly bonus: number;
    }
  | {
      readonly type: 'spot/security-bypassed';
      readonly spotId: string;
      readonly barrierId: string;
      readonly securityId: string;
    }
  | { readonly type: 'spot/job-reset'; readonly spotId: string }
  | { readonly type: 'spot/alarm-plan-set'; readonly spotId: string; readonly plan: AlarmPlan | null }
  | {
      readonly type: 'spot/blueprint-added';
      readonly spotId: string;
      readonly zone: Zone;
      readonly barriers: readonly [Barrier, Barrier];
    };

/** An event about an existing Spot (everything but its creation and deletion): what a scene may change. */
export type SpotChange = Exclude<SpotEvent, { type: 'spot/created' | 'spot/deleted' }>;

/** What research teaches the crew (COT-PREP-5..8). */
export type KnowledgeEvent = Extract<
  SpotEvent,
  { type: 'spot/zones-revealed' | 'spot/mark-identified' | 'spot/itinerary-learned' }
>;

/** An event of one type. */
export type SpotEventOf<T extends SpotEvent['type']> = Extract<SpotEvent, { type: T }>;
