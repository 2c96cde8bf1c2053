import type { CampaignCommand } from '../campaign/index.ts';
import type { CharacterId } from '../shared/ids.ts';

/**
 * The players' screen (issue 21): what the crew knows, and nothing else. Core decides it (`playerView`); the
 * GM's renderer computes it for every audience and hands it to the link, which only ships it. Every string in
 * it is safe to show to the players: nothing is hidden on their side, so a player's page never receives a
 * secret it would have to leave undrawn. Plain JSON, versioned and schema-checked like an export
 * (`playerViewSchema`).
 */

/** The format tag of a projection. */
export const playerViewFormat = 'heistbox-player-view';
/** The version of its shape; a page that reads another version shows that it needs updating. */
export const playerViewVersion = 1;

/**
 * Who a projection is for: `crew` is the table's screen and the shared LAN link; `seat:<id>` is one player's own
 * device, showing their character's sheet alone when the table says each player sees their own.
 */
export type Audience = 'crew' | `seat:${CharacterId}`;

/**
 * A number the crew sees either as a band (low, middling, high) or as itself, as the table settles (Cover, the
 * alarm). `value` is null when only the band is shown.
 */
export interface PlayerMeter {
  /** The band, for the page's colour: `none` is zero (no Cover left, no alarm raised). */
  readonly band: 'none' | 'low' | 'medium' | 'high' | 'full';
  /** The band (or the number) in words: "Cover: high", "Cover 7", "Alarm: rising". */
  readonly words: string;
  /** The number when the table shows it; null under a band. */
  readonly value: number | null;
}

/** One of the crew's sheets as the players read it. Never the GM's notes. */
export interface PlayerSheet {
  readonly id: CharacterId;
  readonly name: string;
  /** The face the character shows the world now (COT-CHAR-8): their own players know it. */
  readonly presentedIdentity: string;
  /** Brains, Muscle…, in the sheet's order, with their ratings. */
  readonly abilities: readonly PlayerRating[];
  /** Skills above 0, in the sheet's order. */
  readonly skills: readonly PlayerRating[];
  /** "Hatred: Germans", the Prime one marked. */
  readonly loyalties: readonly { readonly words: string; readonly prime: boolean }[];
  readonly foresight: number;
  readonly reputation: number;
  /** "Unhurt", "Wounded (3 days to recover)", "Dead". */
  readonly condition: string;
  readonly weapons: readonly string[];
  readonly armour: string | null;
  readonly gear: readonly string[];
  /** COT-TIME-7, COT-INIT-7: whether their Focus Round is used this session. */
  readonly focusRoundUsed: boolean;
}

export interface PlayerRating {
  readonly label: string;
  readonly value: number;
}

/**
 * Someone who is not of the crew, as the crew sees them: by their presented identity (COT-CHAR-8), or their true
 * name once the GM reveals it. `key` is opaque (never their id, which may carry a name).
 */
export interface PlayerPerson {
  readonly key: string;
  readonly name: string;
  /** "Wounded", "Dead", or '' when the crew cannot tell. */
  readonly condition: string;
}

/** The crew's purse and attention (COT-CHAR-10, COT-D-15). */
export interface PlayerCrew {
  readonly resources: number;
  readonly heat: number;
}

/** One entry of a fight's initiative order as the crew sees it. */
export interface PlayerInitiativeEntry {
  /** Stable within the scene; opaque for an opponent. */
  readonly key: string;
  /** A crew member's name, an opponent's presented identity, or "An opponent", as the table settles. */
  readonly name: string;
  readonly crew: boolean;
  /** Whether they have acted this round. */
  readonly acted: boolean;
  /** Whether it is their turn now. */
  readonly current: boolean;
}

/** A zone of the crew's map of a Spot: what `spotMapView(spot, 'crew')` draws, and no more (COT-D-62). */
export interface PlayerZone {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly name: string;
  readonly known: boolean;
  readonly detail: string;
  readonly hidden: boolean;
  readonly description: string;
}

/** A barrier of the crew's map: its Security tags, never their scores (COT-SPOT-5, COT-D-62). */
export interface PlayerBarrier {
  readonly id: string;
  readonly ends: readonly [string, string];
  readonly open: boolean;
  readonly look: 'way' | 'barrier' | 'bypassed';
  readonly label: string;
  readonly securities: readonly { readonly words: string; readonly bypassed: boolean }[];
}

/** The crew's map of a Spot, with its edge (Outside, COT-D-48). */
export interface PlayerSpotMap {
  readonly name: string;
  readonly edge: { readonly name: string; readonly x: number; readonly y: number };
  readonly zones: readonly PlayerZone[];
  readonly barriers: readonly PlayerBarrier[];
  /** One sentence on what the map shows. */
  readonly summary: string;
}

/** Someone drawn on the crew's map: a crew member where they stand, or a guard the GM revealed. */
export interface PlayerMarker {
  readonly key: string;
  readonly name: string;
  /** A zone of the map, or `outside`. */
  readonly zone: string;
}

/** A Heist on its Spot as the crew knows it. */
export interface PlayerHeistBody {
  readonly engine: 'heist';
  readonly map: PlayerSpotMap;
  /** The crew where they stand. */
  readonly crew: readonly PlayerMarker[];
  /** Only the guards the GM revealed, where they are; never their scores or whether they are Aware. */
  readonly guards: readonly PlayerMarker[];
  /** Only the loot the GM revealed, or the crew carries. */
  readonly loot: readonly {
    readonly id: string;
    readonly name: string;
    readonly zone: string;
    readonly carriedBy: string | null;
  }[];
  /** The alarm track as a band (or its number, as the table settles); null when the Heist has none. */
  readonly alarm: PlayerMeter | null;
}

/** A fighter of Gang Warfare as the crew sees them. */
export interface PlayerFighter {
  readonly key: string;
  readonly name: string;
  readonly crew: boolean;
  /** COT-WAR-2: Cover as a band unless the table shows the number. */
  readonly cover: PlayerMeter;
  /** "Fighting", "Surrendered", "Left", "Unconscious", "Restrained". */
  readonly state: string;
}

/** Gang Warfare as the crew sees it: the initiative order redacted as the table settles, Cover as bands. */
export interface PlayerWarfareBody {
  readonly engine: 'warfare';
  readonly initiative: readonly PlayerInitiativeEntry[];
  readonly fighters: readonly PlayerFighter[];
}

/** A chase as the crew sees it. */
export interface PlayerChaseBody {
  readonly engine: 'chase';
  readonly initiative: readonly PlayerInitiativeEntry[];
  /** Each runner or vehicle, with how far ahead or behind in words. */
  readonly participants: readonly {
    readonly key: string;
    readonly name: string;
    readonly crew: boolean;
    readonly state: string;
  }[];
}

/** A Social Call as the crew sees it: for each target they can see, what they have learnt (COT-SOC). */
export interface PlayerSocialBody {
  readonly engine: 'social';
  readonly targets: readonly {
    readonly key: string;
    readonly name: string;
    /** What the crew learnt of them, a line each ("Loyalty: Greed: Money"). */
    readonly learnt: readonly string[];
  }[];
}

/** Research (Prep) as the crew sees it: what it found, and the target Spot's map as the crew knows it. */
export interface PlayerPrepBody {
  readonly engine: 'prep';
  readonly map: PlayerSpotMap | null;
  /** What the research has found so far, a line each. */
  readonly findings: readonly string[];
}

/** A HEIST skirmish model as it stands in the open. */
export interface PlayerModel {
  readonly key: string;
  readonly name: string;
  readonly side: string;
  /** Whether it is one of the crew's side. */
  readonly crew: boolean;
  /** What anyone at the table can see: "Wounded", "Stunned", "Aiming", "Defending", "In cover", "Dead". */
  readonly state: readonly string[];
  /** Where it is on the board, when the fight has one; null otherwise. */
  readonly at: { readonly x: number; readonly y: number } | null;
}

/** The HEIST skirmish table in the open: models on it, their visible state; no reserves, no enemy ammo. */
export interface PlayerSkirmishBody {
  readonly engine: 'skirmish';
  /** "Game round 3, the Crew's turn". */
  readonly turn: string;
  readonly models: readonly PlayerModel[];
}

/** One engine's part of a shown scene. */
export type PlayerBody =
  | PlayerPrepBody
  | PlayerSocialBody
  | PlayerHeistBody
  | PlayerWarfareBody
  | PlayerChaseBody
  | PlayerSkirmishBody;

/** A running scene the GM shows to the players. */
export interface PlayerScene {
  readonly id: string;
  readonly name: string;
  readonly engine: PlayerBody['engine'];
  /** The stage in words: "Heist", "Action". */
  readonly stage: string;
  /** The round in words: "Round 3", "Game round 2". */
  readonly round: string;
  /** The time it has run, in words: "40 minutes". */
  readonly time: string;
  /** Null before its engine's state starts. */
  readonly body: PlayerBody | null;
}

/** A roll the crew may see, with its dice and, when the crew may know the difficulty, its odds. */
export interface PlayerRoll {
  readonly id: string;
  /** Who rolled: a crew member's name. */
  readonly who: string;
  /** What the roll was for: "Shooting", "Stealth past the guard". */
  readonly what: string;
  /** Every face rolled, and the kept ones (a roll-and-keep pool), in order. */
  readonly faces: readonly number[];
  readonly kept: readonly number[];
  readonly total: number | null;
  /** Null for a roll with no success or failure (initiative). */
  readonly success: boolean | null;
  /** What it was against, in words ("Difficulty 12"), or '' when the crew may not know it. */
  readonly against: string;
  /** The chance of success before the roll, when the crew may know the difficulty; null otherwise. */
  readonly odds: { readonly label: string; readonly probability: number } | null;
  /** What it did, in words, when the crew may know it. */
  readonly result: string;
}

/** What the players' screen shows. `blank`: the GM blanked it, or there is nothing to show; nothing else is filled. */
export interface PlayerView {
  readonly format: typeof playerViewFormat;
  readonly version: typeof playerViewVersion;
  readonly blank: boolean;
  /** The campaign's name; '' when blank. */
  readonly campaign: string;
  readonly crew: PlayerCrew | null;
  /** The crew's sheets, or the seat's own one. */
  readonly sheets: readonly PlayerSheet[];
  /** The people the crew can see, who are not of the crew. */
  readonly people: readonly PlayerPerson[];
  readonly scenes: readonly PlayerScene[];
  /** The public rolls, newest first. */
  readonly rolls: readonly PlayerRoll[];
  /** The Job clock in words ("Job clock: 1 hour 20 minutes"); '' before any scene. */
  readonly clock: string;
}

/** A show/hide toggle of the GM's, as core decides it: the GM panel draws it and sends `command`. */
export interface PlayerControl {
  /** Stable: `scene:<id>`, `character:<id>`, `zone:<spot>:<zone>`, `guard:<scene>:<id>`, `loot:<scene>:<id>`. */
  readonly key: string;
  /** Plain words: "Show Bank job to the players", "Reveal Vault". */
  readonly label: string;
  /** Whether the players see it now. */
  readonly shown: boolean;
  /** The command that flips it. */
  readonly command: CampaignCommand;
  /** The rule it follows, for a small link. */
  readonly rule?: string;
}

/** A projection that shows nothing: for "nothing to show" (`blank: false`) or a blanked screen (`blank: true`). */
export function emptyPlayerView(blank: boolean): PlayerView {
  return {
    format: playerViewFormat,
    version: playerViewVersion,
    blank,
    campaign: '',
    crew: null,
    sheets: [],
    people: [],
    scenes: [],
    rolls: [],
    clock: '',
  };
}
