import type { Pool, PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { CharacterKind, Condition } from '../characters/index.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { Unsheeted } from '../world/index.ts';
import type { Weapon } from '../settings/index.ts';
import type { AttackSkill } from '../gear/index.ts';
import type { ChaseRequest, SideId } from '../common/index.ts';
import type { WarfareRules } from './rules.ts';

/**
 * A character's pending Bolster modifiers (COT-TIME-4), as the scene layer hands them: whoever rolls gets
 * theirs on their first roll of a command (an attacker, a defender's Cover re-roll, both sides of a break-free).
 */
export type BolsterSource = (id: CharacterId) => readonly PoolModifier[];

/** The pools a fighter rolls, from the sheet (COT-DICE-2), before the modifiers of the moment. */
export interface FighterPools {
  readonly handToHand: Pool;
  readonly shooting: Pool;
  readonly explosives: Pool;
  /** Muscle + Resist with the armour bonus: the Cover roll (COT-WAR-2, COT-GEAR-2). */
  readonly resist: Pool;
  /** Muscle + Athletics: breaking free and holding on (COT-WAR-9). */
  readonly athletics: Pool;
  /** Fingers + Driving: vehicle attacks and the crash check (COT-WAR-4). */
  readonly driving: Pool;
}

/** A participant as the scene hands it to the fight; `fighterSetup` builds one from a sheet. */
export interface FighterSetup {
  readonly id: CharacterId;
  readonly name: string;
  readonly side: SideId;
  readonly kind: CharacterKind;
  readonly pools: FighterPools;
  /** Carried weapons, resolved from the weapon table; Fists are always at hand besides. */
  readonly weapons: readonly Weapon[];
  readonly condition: Condition;
  /** Unconscious characters in the zone take part but cannot act (COT-DROP-9). */
  readonly unconscious: boolean;
  /**
   * Fight rounds until an Unconscious fighter comes round by themselves under `unconscious_duration = N`
   * (COT-D-32); absent when nobody counts (the Job's length, or they are awake).
   */
  readonly unconsciousRoundsLeft?: number;
}

/** A participant during the fight. */
export interface Fighter extends FighterSetup {
  /** The difficulty of attacks against them; never below 0 (COT-WAR-2, COT-WAR-5). */
  readonly coverScore: number;
  /** Who holds them (COT-WAR-9), or null. */
  readonly restrainedBy: CharacterId | null;
  /** Surrendered and departed fighters no longer count for either side (COT-D-40). */
  readonly presence: 'fighting' | 'surrendered' | 'left';
}

/** A vehicle in the zone (COT-GEAR-3): a driver may attack with it (COT-WAR-4). */
export interface VehicleSetup {
  readonly id: string;
  readonly name: string;
  readonly body: number;
  readonly ramBonus: { readonly rolled: number; readonly kept: number };
  readonly driver: CharacterId | null;
  readonly passengers: readonly CharacterId[];
}

/** A vehicle during the fight. */
export interface WarVehicle extends VehicleSetup {
  /** Body reached 0 (COT-CHASE-12): no more vehicle attacks. */
  readonly wrecked: boolean;
  /** It crashed and stopped (COT-D-34). */
  readonly stopped: boolean;
}

/** A declared Flee waiting for its leader's next turn, and who joined it (COT-WAR-11). */
export interface Flight {
  readonly leader: CharacterId;
  /** The leader's side: they leave with the leader (same Target group). */
  readonly allies: readonly CharacterId[];
  /** Enemies: they become the chase's pursuers. */
  readonly pursuers: readonly CharacterId[];
}

/** One Gang Warfare scene (COT-WAR-1..13). Plain JSON, rebuilt by replaying its events. */
export interface WarfareState {
  readonly zone: string;
  /** The table's settings as they stood when the fight started. */
  readonly rules: WarfareRules;
  /** In the order they entered the fight. */
  readonly fighters: readonly Fighter[];
  readonly vehicles: readonly WarVehicle[];
  readonly flights: readonly Flight[];
  /**
   * The chases the Leaves called for (COT-WAR-11, COT-D-39): those who left and the enemies who left after them,
   * in the order they left; the GM opens each as a chase scene.
   */
  readonly chases: readonly ChaseRequest[];
  /** For the initiative module: the side whose highest slot leads round 1 (COT-D-4). */
  readonly firstRoundSide: SideId | null;
  /** Set once a side has nobody left able and willing to fight (COT-D-40). */
  readonly ended: { readonly winner: SideId | null } | null;
}

/** A fighter as a scene stores them: their condition is their sheet's (COT-CHAR-6, core/engine/sheets.ts). */
export type StoredFighter = Unsheeted<Fighter>;

/**
 * Gang Warfare as a scene stores it: the fight without its fighters' conditions, which the rules read from the
 * sheets as they decide (`liveFight`).
 */
export interface WarfareScene extends Omit<WarfareState, 'fighters'> {
  readonly fighters: readonly StoredFighter[];
}

/** How an attack is made: a skill with a weapon, or Fingers + Driving with a vehicle (COT-WAR-4). */
export type AttackMode = AttackSkill | 'driving';

interface Modified {
  /** Bolster, Lean Onto, the GM's circumstances (COT-DICE-2). */
  readonly modifiers?: readonly PoolModifier[];
}

/** Start Gang Warfare with its participants, after initiative is rolled (COT-WAR-1). */
export interface StartCommand {
  readonly type: 'warfare/start';
  readonly zone: string;
  readonly rules: WarfareRules;
  readonly fighters: readonly FighterSetup[];
  readonly vehicles?: readonly VehicleSetup[];
  readonly firstRoundSide?: SideId | null;
  /**
   * How fighters stand as the fight starts when another system settled it (BRG-D-26: a HEIST fight going on as Gang
   * Warfare): a fighter given a Cover starts with it and rolls none (COT-WAR-2), one given a restrainer starts held.
   */
  readonly given?: readonly GivenStart[];
}

/** A fighter's Cover and hold as the fight starts, settled before it (BRG-D-26); null: as usual. */
export interface GivenStart {
  readonly id: CharacterId;
  readonly cover: number | null;
  readonly restrainedBy: CharacterId | null;
}

/** Attack (COT-WAR-4): one target, or the zone for an area explosive (COT-WAR-12). */
export interface AttackCommand extends Modified {
  readonly type: 'warfare/attack';
  readonly attacker: CharacterId;
  /** With `explosives_area`, an Explosives attack hits every enemy in the zone; this one among them. */
  readonly target: CharacterId;
  readonly skill: AttackMode;
  /** A carried weapon's name; unnamed: Fists for Hand to Hand, else the first carried weapon that fits. */
  readonly weapon?: string;
  /** A vehicle attack the GM judges risky: the driver then checks for a crash (COT-WAR-4). */
  readonly risky?: boolean;
  /** Hand to Hand only: on a hit, the attacker also Restrains the target (COT-WAR-8). */
  readonly restrain?: boolean;
}

/** Break free of a hold (COT-WAR-9). */
export interface BreakFreeCommand extends Modified {
  readonly type: 'warfare/break-free';
  readonly fighter: CharacterId;
  /** The restrainer's own modifiers on the roll they make first. */
  readonly restrainerModifiers?: readonly PoolModifier[];
}

/** What the GM can ask of a fight: the turn options of COT-WAR-3 (Bolster and Wait are the time module's), joining, surrender, and the Unconscious (COT-DROP-9). */
export type WarfareCommand =
  | StartCommand
  | ({ readonly type: 'warfare/join'; readonly fighter: FighterSetup } & Modified)
  | AttackCommand
  | BreakFreeCommand
  | ({
      readonly type: 'warfare/reposition';
      readonly fighter: CharacterId;
      readonly reroll: boolean;
    } & Modified)
  | { readonly type: 'warfare/flee'; readonly fighter: CharacterId }
  | { readonly type: 'warfare/join-flight'; readonly fighter: CharacterId; readonly leader: CharacterId }
  | { readonly type: 'warfare/leave'; readonly fighter: CharacterId }
  | { readonly type: 'warfare/surrender'; readonly fighter: CharacterId }
  | { readonly type: 'warfare/wake'; readonly fighter: CharacterId; readonly target: CharacterId }
  | { readonly type: 'warfare/finish-off'; readonly fighter: CharacterId; readonly target: CharacterId };

/** The GM's command as fight rounds end: the Unconscious count down and come round (COT-D-32). No fighter's turn. */
export interface RoundsPassCommand {
  readonly type: 'warfare/rounds-pass';
  readonly rounds: number;
}

/** One target of an attack: its Cover before and after, and whether the total reached it. */
export interface AttackHit {
  readonly target: CharacterId;
  readonly coverBefore: number;
  /** The total met the Cover (COT-DICE-6): a Hand to Hand hit may Restrain (COT-WAR-8). */
  readonly success: boolean;
  /** Cover lost (COT-WAR-5); may exceed what was left, the leftover sets recovery days (COT-WAR-6). */
  readonly damage: number;
  readonly coverAfter: number;
  /**
   * The condition the hit left them in when it took Cover to 0: Wounded for so many days (COT-WAR-6) or Dead
   * (COT-WAR-7). Absent when it did not (and in fights recorded before 0.4).
   */
  readonly conditionAfter?: Condition;
}

/** Why a hold ended (COT-WAR-9, COT-D-37). */
export type HoldReleaseReason =
  | 'broke-free'
  | 'restrainer-fled'
  | 'restrainer-repositioned'
  | 'restrainer-attacked-another'
  | 'restrainer-down'
  | 'restrainer-surrendered'
  | 'restrainer-left';

/** What a fight's commands did; `applyWarfare` replays them without dice. */
export type WarfareEvent =
  | {
      readonly type: 'warfare/started';
      readonly zone: string;
      readonly rules: WarfareRules;
      readonly fighters: readonly Fighter[];
      readonly vehicles: readonly WarVehicle[];
      readonly firstRoundSide: SideId | null;
    }
  | { readonly type: 'warfare/joined'; readonly fighter: Fighter }
  | {
      readonly type: 'warfare/cover-rolled';
      readonly fighter: CharacterId;
      readonly reason: 'start' | 'join' | 'wound' | 'reposition' | 'wake';
      readonly check: PoolCheck;
      readonly coverBefore: number;
      /** The new Cover: the total, or the better of old and new under `reposition_keep_better`. */
      readonly coverScore: number;
    }
  | {
      readonly type: 'warfare/attacked';
      readonly attacker: CharacterId;
      readonly skill: AttackMode;
      readonly weapon: string | null;
      readonly vehicle: string | null;
      readonly check: PoolCheck;
      readonly hits: readonly AttackHit[];
    }
  | {
      readonly type: 'warfare/crash-checked';
      readonly vehicle: string;
      readonly check: PoolCheck;
      readonly difficulty: number;
      readonly crashed: boolean;
      readonly damage: number;
      readonly bodyBefore: number;
      readonly bodyAfter: number;
      readonly wrecked: boolean;
    }
  | {
      readonly type: 'warfare/cover-lost';
      readonly fighter: CharacterId;
      readonly cause: 'crash' | 'wreck';
      readonly coverBefore: number;
      readonly damage: number;
      readonly coverAfter: number;
    }
  | { readonly type: 'warfare/wounded'; readonly fighter: CharacterId; readonly recoveryDays: number }
  | {
      readonly type: 'warfare/killed';
      readonly fighter: CharacterId;
      readonly cause: 'attack' | 'crash' | 'finished-off';
      /** Who finished them off (COT-DROP-9); null for a death by damage. */
      readonly by: CharacterId | null;
    }
  | { readonly type: 'warfare/restrained'; readonly restrainer: CharacterId; readonly target: CharacterId }
  | {
      readonly type: 'warfare/hold-released';
      readonly restrainer: CharacterId;
      readonly target: CharacterId;
      readonly reason: HoldReleaseReason;
    }
  | {
      readonly type: 'warfare/break-free-rolled';
      readonly fighter: CharacterId;
      readonly restrainer: CharacterId;
      readonly restrainerCheck: PoolCheck;
      /** Null when the restrainer's catastrophe let the fighter succeed unrolled (COT-D-6 off). */
      readonly check: PoolCheck | null;
      readonly success: boolean;
    }
  | { readonly type: 'warfare/repositioned'; readonly fighter: CharacterId; readonly reroll: boolean }
  | { readonly type: 'warfare/flee-declared'; readonly fighter: CharacterId }
  | {
      readonly type: 'warfare/flight-joined';
      readonly fighter: CharacterId;
      readonly leader: CharacterId;
      readonly role: 'ally' | 'pursuer';
    }
  | {
      readonly type: 'warfare/left';
      readonly leader: CharacterId;
      /** The leader and the allies who joined and could still go. */
      readonly fighters: readonly CharacterId[];
      readonly pursuers: readonly CharacterId[];
      readonly chase: ChaseRequest | null;
    }
  | {
      readonly type: 'warfare/flight-called-off';
      readonly leader: CharacterId;
      readonly reason: 'leader-restrained' | 'leader-down' | 'leader-surrendered';
    }
  | { readonly type: 'warfare/surrendered'; readonly fighter: CharacterId }
  | { readonly type: 'warfare/woke'; readonly fighter: CharacterId; readonly target: CharacterId }
  /** Fight rounds passed (COT-D-32): the Unconscious count down. */
  | { readonly type: 'warfare/rounds-passed'; readonly rounds: number }
  /** An Unconscious fighter came round by themselves (COT-D-32); they roll Cover next. */
  | { readonly type: 'warfare/came-round'; readonly fighter: CharacterId }
  | { readonly type: 'warfare/ended'; readonly winner: SideId | null };

/** An event of one type. */
export type WarfareEventOf<T extends WarfareEvent['type']> = Extract<WarfareEvent, { type: T }>;
