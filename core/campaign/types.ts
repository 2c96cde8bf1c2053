import type { Pool, PoolModifier } from '../dice/pool.ts';
import type { HeistDice } from '../dice/heist-dice.ts';
import type { Character, Loyalty } from '../cot/characters/index.ts';
import type { LeanOntoRuling, LoyaltyChange } from '../cot/social/index.ts';
import type { Skill } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import type { CharacterId, RollId } from '../shared/ids.ts';
import type { BolsterLedger } from '../cot/time/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import type { Schedule } from '../cot/time/index.ts';
import type { ClosedScene, Scene, SceneCommand, SceneEvent } from './scenes/types.ts';
import type { SpotCommand, SpotEvent, Spots } from '../cot/spot/index.ts';
import type { GenerateJob } from '../cot/jobgen/index.ts';
import type { BridgeEvent, BridgeFights } from './bridge-fights.ts';
import type { BridgeImportCommand } from './bridge-import.ts';
import type { PlaySkirmish } from './bridge-open.ts';
import type { BypassAtDoor } from './bridge-doors.ts';
import type { AmbushOnTable, CacheOnTable } from './bridge-schemes.ts';
import type { WayBackCommand } from './bridge-commands.ts';
import type { PlayersCommand, PlayersEvent, PlayersState } from './players.ts';
import type { RecapEditCommand, RecapEditedEvent } from './recap-edit.ts';
import type { TimelineCommand, TimelineEvent } from './timeline.ts';

/** Crew-wide purse and attention (COT-CHAR-10, COT-D-15). */
export interface Crew {
  readonly resources: number;
  readonly heat: number;
}

/** One die pool as it was rolled, for the roll log. */
export interface RolledPool {
  readonly pool: Pool;
  readonly faces: readonly number[];
  readonly keptIndices: readonly number[];
  readonly kept: readonly number[];
  readonly total: number;
  readonly catastrophe: boolean;
}

/** Who or what resisted an opposed roll (COT-DICE-8). */
export interface OpposedSide extends RolledPool {
  readonly label: string;
  readonly characterId: CharacterId | null;
  readonly modifiers: readonly PoolModifier[];
}

/** Every roll the campaign made, with its dice (the roll log). */
export interface RollRecord {
  readonly id: RollId;
  /** Epoch ms, supplied by the command. */
  readonly at: number;
  readonly characterId: CharacterId | null;
  /** E.g. "Vex — Shooting" or "5k3". */
  readonly label: string;
  readonly skill: Skill | null;
  /** The pool before modifiers, and the modifiers with their sources (Bolster, Lean Onto, weapon, GM). */
  readonly basePool: Pool;
  readonly modifiers: readonly PoolModifier[];
  /** The pool after modifiers, faces, kept dice and total. Absent dice: `pool_floor = auto_fail` failed it unrolled. */
  readonly rolled: RolledPool | null;
  /** How the difficulty was set. */
  readonly against: 'difficulty' | 'score' | 'opposed';
  /** For `score`: what score it was, e.g. "Guard Ruth — Training 11". */
  readonly againstLabel: string;
  readonly opponent: OpposedSide | null;
  readonly difficulty: number;
  readonly success: boolean;
  readonly margin: number;
  readonly catastrophe: boolean;
  readonly note: string;
  /** What the roll did, in words, for a roll made in a scene ("Dolan loses 3 Cover"); absent in the dice tray. */
  readonly result?: string;
  /**
   * A HEIST roll's dice in HEIST's terms (each die against the TN, hits, ammo, Hail Mary, a jam, the odds before
   * the roll); absent for a roll-and-keep roll, and for HEIST rolls logged before they were stored.
   */
  readonly heist?: HeistDice;
  /**
   * The GM rolled it in secret (issue 21): the result stays with the GM, and no projection for the players ever
   * holds it. Absent: not secret.
   */
  readonly secret?: true;
}

/**
 * The serializable state of one campaign: what the rules need to decide the next command, and nothing of its
 * history (the roll log and scene histories are queries over the log). Stored as the campaign's head and
 * rebuilt by replaying its log, with the same result.
 */
export interface CampaignState {
  readonly name: string;
  readonly settings: CotSettings;
  readonly crew: Crew;
  /** Play sessions opened so far; a new session resets Focus Rounds (COT-TIME-7). */
  readonly session: number;
  readonly characters: Readonly<Record<CharacterId, Character>>;
  /** The running scenes, by id, in the order they opened. A scene that closes leaves them for `closed`. */
  readonly scenes: Readonly<Record<string, Scene>>;
  /**
   * The few most recently closed scenes (`closedScenesKept`), and any closed inside a scene still running, as
   * summaries without their engine's state: their history and boards stay in the log, so the state never grows
   * with the campaign's past.
   */
  readonly closed: Readonly<Record<string, ClosedScene>>;
  /** The ids of `closed`, oldest first. */
  readonly recentlyClosed: readonly SceneId[];
  /** The Spots the crew cases and robs (COT-SPOT-1), prepared before any scene and reused by them. */
  readonly spots: Spots;
  /** Days passed with no Job under way since the last one (COT-D-15 `heat_decay_days`); a scene resets it. */
  readonly quietDays: number;
  /** A scene has opened since the session started: its start, when Loyalties change (COT-SOC-3), is past. */
  readonly sessionUnderWay: boolean;
  /** Who changed one of their own Loyalties this session (COT-SOC-3, COT-TIME-7). */
  readonly loyaltyChanges: readonly CharacterId[];
  /** The Job clock: which scenes run, their rounds, the in-game minutes (COT-TIME-3). */
  readonly clock: Schedule;
  /** Bolsters given and not yet used (COT-TIME-4). */
  readonly bolsters: BolsterLedger;
  /** The fights that crossed the bridge to the HEIST table and back, and the characters' mapping records (bridge.md §7). */
  readonly bridge: BridgeFights;
  /** What the GM shows the players on their screen (issue 21): hidden scenes, how characters show, reveals. */
  readonly players: PlayersState;
}

/** How a roll's difficulty is set, as the GM picks it in the dice tray. */
export type Against =
  | { readonly kind: 'difficulty'; readonly value: number }
  | { readonly kind: 'score'; readonly value: number; readonly label: string }
  | {
      readonly kind: 'opposed';
      readonly characterId: CharacterId | null;
      readonly skill: Skill | null;
      /** Used when no character is named (a typed pool); otherwise derived from the character's sheet. */
      readonly pool: Pool | null;
      readonly modifiers: readonly PoolModifier[];
      readonly label: string;
    };

/** What the GM asks to roll. */
export interface RollRequest {
  readonly characterId: CharacterId | null;
  readonly skill: Skill | null;
  /** A typed pool; required when no character and skill are given. */
  readonly pool: Pool | null;
  /** GM, weapon and circumstance modifiers. */
  readonly modifiers: readonly PoolModifier[];
  /** Bolsters received (COT-TIME-4): +1k0 each. */
  readonly bolsters: number;
  /**
   * Leaning onto one of the roller's own Loyalties (COT-SOC-4): the Loyalty, whose it is, and the GM's ruling that
   * it is of immediate relevance; +1k0 named after it. Null for none.
   */
  readonly leanOnto: LeanOntoRuling | null;
  readonly against: Against;
  readonly note: string;
}

export type CharacterFields = Omit<Character, 'id'>;

/** Commands on the campaign itself; scene commands are in scenes/types.ts. */
export type BaseCampaignCommand =
  | { readonly type: 'campaign/create'; readonly name: string }
  | { readonly type: 'campaign/rename'; readonly name: string }
  | { readonly type: 'settings/change'; readonly changes: Partial<CotSettings> }
  | { readonly type: 'crew/adjust'; readonly changes: Partial<Crew> }
  | { readonly type: 'session/start' }
  /** Days pass between Jobs (downtime): wounds heal, Heat cools by the table's rule (COT-CHAR-7, COT-D-15). */
  | { readonly type: 'time/downtime'; readonly days: number }
  | { readonly type: 'character/create'; readonly character: Character }
  | {
      readonly type: 'character/update';
      readonly id: CharacterId;
      readonly changes: Partial<CharacterFields>;
    }
  | {
      readonly type: 'character/duplicate';
      readonly id: CharacterId;
      readonly newId: CharacterId;
      readonly name: string;
    }
  | { readonly type: 'character/delete'; readonly id: CharacterId }
  /** COT-SOC-3: at the start of a session, a character alters one of their own Loyalties. */
  | {
      readonly type: 'character/change-own-loyalty';
      readonly id: CharacterId;
      readonly change: LoyaltyChange;
    }
  | {
      readonly type: 'dice/roll';
      readonly rollId: RollId;
      readonly at: number;
      readonly request: RollRequest;
      /** A secret roll (issue 21): its result stays with the GM, never on the players' screen. */
      readonly secret?: boolean;
    };

/** Events of the campaign itself; scene events are in scenes/types.ts. */
export type BaseCampaignEvent =
  /** Always the only event of the first log entry, which undo never removes. */
  | { readonly type: 'campaign/created'; readonly name: string }
  | { readonly type: 'campaign/renamed'; readonly name: string }
  | { readonly type: 'settings/changed'; readonly changes: Partial<CotSettings> }
  | { readonly type: 'crew/adjusted'; readonly changes: Partial<Crew> }
  | { readonly type: 'session/started'; readonly session: number }
  /** `quietDays`: the days with no Job under way, counted on from the last Job's end (COT-D-15). */
  | { readonly type: 'time/downtime-passed'; readonly days: number; readonly quietDays: number }
  | { readonly type: 'character/created'; readonly character: Character }
  | {
      readonly type: 'character/updated';
      readonly id: CharacterId;
      readonly changes: Partial<CharacterFields>;
    }
  | { readonly type: 'character/deleted'; readonly id: CharacterId }
  /** COT-SOC-3: their Loyalties after the change they made at the start of the session. */
  | {
      readonly type: 'character/loyalty-changed';
      readonly id: CharacterId;
      readonly loyalties: readonly Loyalty[];
    }
  | { readonly type: 'dice/rolled'; readonly roll: RollRecord };

export type CampaignCommand =
  | BaseCampaignCommand
  | SceneCommand
  | SpotCommand
  | GenerateJob
  | PlaySkirmish
  | WayBackCommand
  | BridgeImportCommand
  | BypassAtDoor
  | CacheOnTable
  | AmbushOnTable
  | PlayersCommand
  | RecapEditCommand
  | TimelineCommand;
export type CampaignEvent =
  BaseCampaignEvent | SceneEvent | SpotEvent | BridgeEvent | PlayersEvent | RecapEditedEvent | TimelineEvent;

/**
 * One command's events as stored: the unit of undo. `undone` entries form the redo stack; a new command
 * deletes them. `seq` counts from 1 within a campaign's stream.
 */
export interface LogEntry {
  readonly seq: number;
  /** Epoch ms the command was stored. */
  readonly at: number;
  readonly command: CampaignCommand['type'];
  readonly events: readonly CampaignEvent[];
  readonly undone: boolean;
}

/** A version-1 export file (`*.heistbox.json`), as Heistbox 0.1–0.2 wrote it; still imported. */
export interface CampaignFileV1 {
  readonly formatVersion: 1;
  readonly app: 'heistbox';
  readonly exportedAt: number;
  readonly campaign: { readonly name: string; readonly createdAt: number };
  readonly log: readonly LogEntry[];
}
