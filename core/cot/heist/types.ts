import type { PoolModifier } from '../../dice/pool.ts';
import type { AlarmCommand, AlarmEvent, AlarmState } from '../alarm/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Skill } from '../characters/index.ts';
import type { Condition, GearItem } from '../characters/index.ts';
import type { DropCharacter, DropCommand, DropEvent, DropResponse, DropScene } from '../drop/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { Weapon } from '../settings/index.ts';
import type { Scheme, TrainingPurchase } from '../foresight/index.ts';
import type { ResearchGoal, ResearchResult } from '../prep/index.ts';
import type { NodeId, Spot, SpotChange } from '../spot/index.ts';
import type { BreakoutRecord, BreakoutRequest, Unsheeted } from '../world/index.ts';

/**
 * A Heist scene (COT-SPOT-1..8, COT-GUARD-1..7, COT-FORE-3..9): the Spot in play, copied from the campaign's
 * when the scene opens (what the crew knows included), and the characters at it. Where each stands, who is
 * Aware, Discovered, Unconscious is Getting the Drop's own `DropScene`, held here and changed by the Drop's
 * events and the Heist's alike, so the two never disagree. A character whose zone is null stands Outside, at the
 * Spot's edge (COT-D-48). Plain JSON. This is the Heist as its rules read it, conditions (Wounded, Dead) from
 * the sheets included; a scene stores it as a `HeistScene`, without them.
 */
export interface HeistState {
  readonly spot: Spot;
  readonly drop: DropScene;
  /** The crew taking part. */
  readonly crew: readonly CharacterId[];
  /** Who carries each piece of the Spot's loot; absent: still lying in its zone. */
  readonly carried: Readonly<Record<string, CharacterId>>;
  /** In a Gang Warfare or chase that broke out of the Heist (COT-D-65): they act there, not here. */
  readonly engaged: readonly CharacterId[];
  /** Heist rounds since a guard last became Aware (COT-D-56 `aware_cooldown_rounds`). */
  readonly quietRounds: number;
  /**
   * The fights and chases that broke out (a Square Up, a Flee, the GM's ruling), in order, until everyone in them
   * is back in the Heist (`heist/fight-over`): the GM opens each as a scene inside the Heist.
   */
  readonly breakouts: readonly HeistBreakout[];
  readonly ended: string | null;
  /**
   * The alarm track (core/cot/alarm), when the Heist opened with it on; absent or null: off (Heists stored before
   * the track existed have no field).
   */
  readonly alarm?: AlarmState | null;
}

/** Someone at the Spot as a scene stores them: their condition is their sheet's (COT-CHAR-6, core/cot/world/sheets.ts). */
export type StoredDropCharacter = Unsheeted<DropCharacter>;

/**
 * A Heist as a scene stores it: the Spot and everyone at it, without their conditions, which the rules read from
 * the sheets as they decide (`liveHeist`).
 */
export interface HeistScene extends Omit<HeistState, 'drop'> {
  readonly drop: Omit<DropScene, 'characters'> & { readonly characters: readonly StoredDropCharacter[] };
}

/**
 * A fight, a chase or any scene breaking out of the Heist (COT-WAR-1, COT-CHASE-3, COT-D-65): its kind (the engine
 * that plays it, which declares the breakout capability), who it starts from, where, and its lists of people.
 */
export type HeistBreakout = BreakoutRecord;

/** What the GM rules breaks out of the Heist, before anyone is in it. */
export type { BreakoutRequest };

/** What opening a Heist scene takes: the campaign Spot, the crew, and anyone else present (a mark, a clerk). */
export interface HeistSetup {
  readonly spotId: string;
  readonly crew: readonly CharacterId[];
  readonly others: readonly { readonly character: CharacterId; readonly zone: string }[];
  /** Where the GM puts members of the crew at the start (a job already under way); the others start Outside. */
  readonly placements?: readonly { readonly character: CharacterId; readonly zone: string }[];
  /**
   * The alarm track for this Heist: on or off; absent: the Spot's plan says (`AlarmPlan.on`), else the table's
   * `alarm_track_default`. On needs a Spot with a plan.
   */
  readonly alarm?: boolean;
}

/** The GM's circumstances and the Foresight Training (COT-FORE-5) a roll may carry. */
export interface RollExtras {
  readonly modifiers?: readonly PoolModifier[];
  readonly training?: TrainingPurchase;
}

/** The skills that can bypass a Security (COT-SPOT-6, COT-D-55). */
export type BypassSkill =
  'lockpicking' | 'safecracking' | 'athletics' | 'catBurglary' | 'build' | 'explosives';

/** What a Secrets scheme rolls (COT-FORE-6): research as in Prep, or a Mysticism roll. */
export type SecretsRoll =
  | { readonly method: 'planning' | 'connections'; readonly goal: ResearchGoal }
  | { readonly method: 'mysticism'; readonly difficulty: number; readonly purpose: string };

/** What a Switch scheme rolls (COT-FORE-9): a Con disguise, or a Forgery. */
export type SwitchRoll =
  | { readonly kind: 'disguise'; readonly identity: string; readonly difficulty: number }
  | { readonly kind: 'forgery'; readonly purpose: string; readonly difficulty: number };

export type HeistCommand =
  /** COT-SPOT-2..4: into a zone across an open or bypassed barrier, within a zone, or out to the edge. */
  | ({
      readonly type: 'heist/move';
      readonly actor: CharacterId;
      readonly to: NodeId;
      readonly stealth: boolean;
      /** A Hazardous zone's roll (COT-SPOT-4); absent elsewhere. */
      readonly skill?: 'athletics' | 'catBurglary';
    } & RollExtras)
  /** COT-SPOT-5, COT-SPOT-6: one Security of a barrier the actor stands at. */
  | ({
      readonly type: 'heist/bypass';
      readonly actor: CharacterId;
      readonly barrier: string;
      readonly security: string;
      readonly skill: BypassSkill;
      readonly stealth: boolean;
    } & RollExtras)
  /** COT-SPOT-8: lifting an item from someone, or planting one on them. */
  | ({
      readonly type: 'heist/palm';
      readonly actor: CharacterId;
      readonly victim: CharacterId;
      readonly action: 'lift' | 'plant';
      readonly item: string;
    } & RollExtras)
  /** Picking up loot lying in the actor's zone. */
  | { readonly type: 'heist/take-loot'; readonly actor: CharacterId; readonly loot: string }
  /** COT-SPOT-8: Lookout, Safecracking outside a Vault, any other skill against a GM difficulty (default 9). */
  | ({
      readonly type: 'heist/skill';
      readonly actor: CharacterId;
      readonly skill: Skill;
      readonly difficulty: number;
      readonly purpose: string;
    } & RollExtras)
  /** COT-GUARD-6: an Aware guard raises the alarm on their turn. */
  | { readonly type: 'heist/call-for-help'; readonly guard: CharacterId }
  /** COT-DROP: Getting the Drop, routed to the Drop engine (with Foresight Training, COT-FORE-5). */
  | (DropCommand & { readonly training?: TrainingPurchase })
  | { readonly type: 'drop/respond'; readonly target: CharacterId; readonly response: DropResponse }
  | { readonly type: 'drop/wake'; readonly actor: CharacterId; readonly target: CharacterId }
  | { readonly type: 'drop/finish-off'; readonly actor: CharacterId; readonly target: CharacterId }
  /** COT-FORE-4: reposition a crew member, 1 Foresight per zone step. */
  | {
      readonly type: 'heist/ambush';
      readonly spender: CharacterId;
      readonly character: CharacterId;
      readonly to: string;
    }
  /** COT-FORE-8: a new Hidden zone between two places. */
  | {
      readonly type: 'heist/blueprint';
      readonly spender: CharacterId;
      readonly between: readonly [NodeId, NodeId];
      readonly zoneId: string;
      readonly name: string;
      readonly barrierIds: readonly [string, string];
    }
  /** COT-FORE-6: a Connections, Planning or Mysticism roll now, as if in Prep (with Training, COT-FORE-5). */
  | ({
      readonly type: 'heist/secrets';
      readonly spender: CharacterId;
      readonly roller: CharacterId;
      readonly roll: SecretsRoll;
    } & RollExtras)
  /** COT-FORE-9: a disguise or a Forgery now, as if in Prep (with Training, COT-FORE-5). */
  | ({
      readonly type: 'heist/switch';
      readonly spender: CharacterId;
      readonly roller: CharacterId;
      readonly roll: SwitchRoll;
    } & RollExtras)
  /** COT-FORE-7: Resources spent after the fact; the gear appears with a crew member. */
  | {
      readonly type: 'heist/cache';
      readonly spender: CharacterId;
      readonly recipient: CharacterId;
      readonly resources: number;
      readonly weapon: string | null;
      readonly armour: string | null;
      /** Other gear bought (rope, a crowbar), each named with its note. */
      readonly items?: readonly GearItem[];
    }
  /** The GM puts someone somewhere without a roll (a patrol, a guard's round). */
  | { readonly type: 'heist/place'; readonly character: CharacterId; readonly to: NodeId }
  /** The GM rules that guards perceived something (COT-GUARD-4). */
  | { readonly type: 'heist/alert'; readonly guards: readonly CharacterId[] }
  /** The GM rules that someone was seen (COT-SPOT-7). */
  | { readonly type: 'heist/discover'; readonly character: CharacterId }
  /** Heist rounds pass: the Unconscious count down (COT-D-32), quiet guards may stand down (COT-D-56). */
  | { readonly type: 'heist/rounds-pass'; readonly rounds: number }
  /** COT-WAR-1, COT-CHASE-3: the GM rules that a fight or a chase breaks out (not from a Drop's response). */
  | { readonly type: 'heist/break-out'; readonly breakout: BreakoutRequest }
  /** Back from the Gang Warfare or chase the Heist broke into. */
  | { readonly type: 'heist/fight-over'; readonly characters: readonly CharacterId[] }
  | { readonly type: 'heist/end'; readonly summary: string }
  /** The alarm track's commands (core/cot/alarm). */
  | AlarmCommand;

/** Why guards became Aware in a Heist (COT-GUARD-4). */
export type HeistAwareCause =
  | 'stealth-failed'
  | 'seen'
  | 'crowded'
  | 'catastrophe'
  | 'palming'
  | 'loud-bypass'
  | 'call-for-help'
  | 'gang-warfare'
  | 'gm'
  /** The alarm track: a card turned guards Aware, or the alarm sounded. */
  | 'alarm';

/** A Stealth attempt's comparison (COT-SPOT-3, COT-SPOT-4). */
export interface StealthOutcome {
  /** The Stealth roll; null when the move's Cat Burglary roll served (COT-D-51). */
  readonly check: PoolCheck | null;
  /** The zone's Awareness (COT-GUARD-3) among unaware guards; null when none. */
  readonly awareness: number | null;
  /** The highest-Awareness Aware guard's opposing Brains + Lookout in a Noisy zone (COT-D-52). */
  readonly guardRoll: PoolCheck | null;
  readonly unseen: boolean;
}

export type HeistEvent =
  | {
      readonly type: 'heist/started';
      readonly spot: Spot;
      readonly drop: DropScene;
      readonly crew: readonly CharacterId[];
      /** The alarm track as the Heist opens with it on (a copy of the Spot's plan); absent: off. */
      readonly alarm?: AlarmState;
    }
  | {
      readonly type: 'heist/moved';
      readonly character: CharacterId;
      readonly from: NodeId;
      readonly toward: NodeId;
      /** For the history: the places' names. */
      readonly fromName: string;
      readonly towardName: string;
      /** False when a Hazardous roll failed: no progress (COT-D-51). */
      readonly arrived: boolean;
      readonly hazard: {
        readonly skill: 'athletics' | 'catBurglary';
        readonly check: PoolCheck;
        readonly difficulty: number;
        readonly met: boolean;
      } | null;
      readonly stealth: StealthOutcome | null;
      readonly catastrophe: boolean;
    }
  | {
      readonly type: 'heist/bypass-rolled';
      readonly character: CharacterId;
      readonly barrier: string;
      readonly security: string;
      /** "Lock 12 between the Hall and the Vault". */
      readonly label: string;
      readonly skill: BypassSkill;
      readonly check: PoolCheck;
      readonly score: number;
      readonly success: boolean;
      readonly stealth: StealthOutcome | null;
      readonly catastrophe: boolean;
    }
  | {
      readonly type: 'heist/palmed';
      readonly thief: CharacterId;
      readonly victim: CharacterId;
      readonly action: 'lift' | 'plant';
      readonly item: string;
      readonly check: PoolCheck;
      /** The unaware victim's Awareness, or the Aware victim's opposing total (COT-D-78). */
      readonly difficulty: number;
      readonly victimRoll: PoolCheck | null;
      readonly success: boolean;
    }
  | {
      readonly type: 'heist/loot-taken';
      readonly character: CharacterId;
      readonly loot: string;
      readonly name: string;
    }
  | {
      readonly type: 'heist/skill-rolled';
      readonly character: CharacterId;
      readonly skill: Skill;
      readonly purpose: string;
      readonly check: PoolCheck;
      readonly difficulty: number;
      readonly success: boolean;
    }
  | {
      readonly type: 'heist/became-aware';
      readonly characters: readonly CharacterId[];
      readonly cause: HeistAwareCause;
    }
  | { readonly type: 'heist/discovered'; readonly character: CharacterId; readonly cause: HeistAwareCause }
  /** COT-D-55: a blast raises every other guard's Awareness as a Call for Help does (COT-GUARD-6). */
  | {
      readonly type: 'heist/awareness-raised';
      readonly characters: readonly CharacterId[];
      readonly bonus: number;
    }
  | {
      readonly type: 'heist/placed';
      readonly character: CharacterId;
      readonly to: NodeId;
      readonly toName: string;
    }
  /** COT-INIT-6: someone came into the running Heist (a guard called over, a late crew member). */
  | { readonly type: 'heist/joined'; readonly character: DropCharacter }
  /** A Drop engine event, with the Spot it happened at. */
  | { readonly type: 'heist/drop'; readonly event: DropEvent }
  /** A change to the campaign's Spot (what the crew learns, a Blueprint zone, the Job's marks on it). */
  | { readonly type: 'heist/spot-changed'; readonly event: SpotChange }
  | {
      readonly type: 'heist/foresight-spent';
      readonly character: CharacterId;
      readonly amount: number;
      readonly scheme: Scheme;
    }
  | {
      readonly type: 'heist/ambushed';
      readonly character: CharacterId;
      readonly from: NodeId;
      readonly to: string;
      readonly toName: string;
    }
  | { readonly type: 'heist/researched'; readonly result: ResearchResult }
  | {
      readonly type: 'heist/disguised';
      readonly character: CharacterId;
      readonly identity: string;
      readonly check: PoolCheck;
      readonly difficulty: number;
      readonly success: boolean;
      /** COT-D-91: a Discovered character became Concealed. */
      readonly concealed: boolean;
    }
  | {
      readonly type: 'heist/cached';
      readonly recipient: CharacterId;
      readonly resources: number;
      readonly weapon: Weapon | null;
      readonly armour: string | null;
      /** The recipient's Training with the new armour (COT-D-17); null when unchanged. */
      readonly training: number | null;
      /** Other gear bought (COT-FORE-7); absent when none, as in Caches stored before it could be. */
      readonly items?: readonly GearItem[];
    }
  | {
      readonly type: 'heist/rounds-passed';
      readonly rounds: number;
      readonly stoodDown: readonly CharacterId[];
    }
  /** COT-WAR-1, COT-CHASE-3: a fight or a chase broke out at the GM's ruling; its people leave the Heist's turns. */
  | { readonly type: 'heist/broke-out'; readonly breakout: HeistBreakout }
  | {
      readonly type: 'heist/fight-over';
      readonly characters: readonly CharacterId[];
      /**
       * Their conditions as the fight or chase left them on their sheets (COT-CHAR-6), where they changed there:
       * the Heist's copy of them, in logs written before the sheet became the only home of a condition. Read and
       * checked, never applied: the sheets already had them. Never written now.
       */
      readonly conditions?: readonly { readonly character: CharacterId; readonly condition: Condition }[];
    }
  | { readonly type: 'heist/ended'; readonly summary: string }
  /** The alarm track's events (core/cot/alarm). */
  | AlarmEvent;

/** An event of one type. */
export type HeistEventOf<T extends HeistEvent['type']> = Extract<HeistEvent, { type: T }>;
