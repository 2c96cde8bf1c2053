import type { CampaignCommand } from '../campaign/index.ts';
import type { PlayerChaseBody } from '../cot/chase/index.ts';
import type { PlayerHeistBody } from '../cot/heist/index.ts';
import type { PlayerPrepBody } from '../cot/prep/index.ts';
import type { PlayerSocialBody } from '../cot/social/index.ts';
import type { PlayerWarfareBody } from '../cot/warfare/index.ts';
import type { PlayerSkirmishBody } from '../skirmish/index.ts';
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

/** One engine's part of a shown scene: each engine projects its own (its folder's `player-view.ts`). */
export type PlayerBody =
  | PlayerPrepBody
  | PlayerSocialBody
  | PlayerHeistBody
  | PlayerWarfareBody
  | PlayerChaseBody
  | PlayerSkirmishBody;

/** One of the crew's sheets as the players read it. Never the GM's notes. */
export interface PlayerSheet {
  readonly id: CharacterId;
  readonly name: string;
  /** The face the character shows the world now (COT-CHAR-8): their own players know it. */
  readonly presentedIdentity: string;
  /** Muscle, Fingers, Brains, It, with their ratings. */
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
  /** Other gear: "Rope (50 ft)". */
  readonly gear: readonly string[];
  /** COT-TIME-7, COT-INIT-7: whether their Focus Round is used this session. */
  readonly focusRoundUsed: boolean;
}

export interface PlayerRating {
  readonly label: string;
  readonly value: number;
}

/**
 * Someone not of the crew whom the crew sees: by the face they show (COT-CHAR-8), or by who they really are once
 * the GM reveals it. `key` is opaque (never their id, which may carry a name).
 */
export interface PlayerPerson {
  readonly key: string;
  readonly name: string;
  /** "Wounded", "Dead"; '' when unhurt. */
  readonly condition: string;
}

/** The crew's purse and attention (COT-CHAR-10, COT-D-15). */
export interface PlayerCrew {
  readonly resources: number;
  readonly heat: number;
}

/**
 * A scene's initiative as the crew sees it (COT-INIT-3, COT-INIT-5): this round's slots, first to act first, each
 * with its side and who took it; opponents as the table settles (PLY-D-2).
 */
export interface PlayerInitiative {
  readonly round: number;
  readonly slots: readonly PlayerSlot[];
}

export interface PlayerSlot {
  readonly key: string;
  /** The crew's side by its name; any other "Opponents", or its name when the table names opponents. */
  readonly side: string;
  readonly crew: boolean;
  /** The slot's initiative total: the crew's own; null for an opponent's. */
  readonly total: number | null;
  /** Who took it this round, as the crew knows them; null while nobody has. */
  readonly who: string | null;
  readonly state: 'done' | 'acting' | 'next' | 'waiting';
}

/** A running scene the GM shows to the players. */
export interface PlayerScene {
  readonly id: string;
  readonly name: string;
  /** The engine's id; `body.engine` tells which body it is. */
  readonly engine: string;
  /** The stage in words: "Heist stage", "Action stage". */
  readonly stage: string;
  /** The round in words: "Round 3", "Game round 2". */
  readonly round: string;
  /** The time it has run, in words: "40 minutes". */
  readonly time: string;
  /** The initiative order, when the scene rolled initiative; null otherwise. */
  readonly initiative: PlayerInitiative | null;
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
