import type { HeistCard } from './table/cards.ts';
import type { Clock, PressureMode } from './table/pressure.ts';
import type { CotRecord, GrenadeKind, MeleeProfile, WeaponSlot } from './setup/profile.ts';
import type { SkirmishSettings } from './setup/settings.ts';
import type { CheckRoll } from './actions/skill.ts';
import type { CoverHeight } from './shots/target-class.ts';
import type { Visibility } from './shots/visibility.ts';
import type { WeaponLoad } from './setup/weapons.ts';
import type { Action, ShotOrder } from './commands.ts';
import type { BoardState } from './board/types.ts';

/**
 * The state of a HEIST skirmish: plain JSON, no history (the event log is kept outside). Everything the GM
 * needs to run the fight (reference §23) that the engine decides; positions stay on the physical table and
 * reach the engine as facts in commands.
 */

export type ModelId = string;
export type SideId = string;
export type VehicleId = string;

/** HST-VIS-2: who cares about positive identification. */
export type Stance = 'aggressive' | 'defensive';

export interface EntryPoint {
  readonly id: string;
  readonly name: string;
}

/** A side of the scenario (HST-SEQ-1, HST-SEQ-6). */
export interface SideSetup {
  readonly id: SideId;
  readonly name: string;
  /** The default stance of its models (HST-VIS-2). */
  readonly stance: Stance;
  /** HST-REINF-2. */
  readonly entryPoints: readonly EntryPoint[];
}

/**
 * A fight opened from a City of Thieves scene (bridge.md): what the bridge's table settings make of it, snapshot
 * when it starts. A fight without it is a plain HEIST fight and plays HEIST's rules exactly.
 */
export interface BridgeTable {
  /** `bridge_melee` (BRG-D-11): any model may Strike. */
  readonly melee: boolean;
  /** COT's `opposed_tie_winner` (COT-D-5): who wins a tied Break free (BRG-D-16). */
  readonly opposedTieWinner: 'actor' | 'defender';
  /**
   * BRG-D-41: pairs of sides the GM marked allied: they do not shoot or react to each other, and still take separate
   * turns. Absent: every side hostile to every other.
   */
  readonly allies?: readonly (readonly [SideId, SideId])[];
}

/** What the scenario fixes for the whole fight (GM commands may change visibility). */
export interface Scenario {
  readonly name: string;
  readonly sides: readonly SideSetup[];
  readonly settings: SkirmishSettings;
  readonly visibility: Visibility;
  readonly pressureMode: PressureMode;
  /** HST-PRESS-1: each side's pressure level in minutes. */
  readonly pressureLevels: Readonly<Record<SideId, number>>;
  /** The scenario is over after this round; null when it runs until a side is eliminated. */
  readonly lastRound: number | null;
  /** HST-PRESS-5, HST-D-35: the Heist card deck, as data. */
  readonly deck: readonly HeistCard[];
  /** Present on a fight opened from a City of Thieves scene (bridge.md); absent on a plain HEIST fight. */
  readonly bridge?: BridgeTable;
}

/** A weapon in play (HST-WPN-3..6). */
export interface WeaponState extends WeaponLoad {
  /** Ammo counters (HST-SHOOT-5). */
  readonly counters: number;
  /** Reload actions done toward the current reload (HST-D-41: kept between actions). */
  readonly progress: number;
  /** The magazine was dropped by the first reload action: no shooting until the reload ends (HST-WPN-3). */
  readonly magazineOut: boolean;
  readonly jammed: boolean;
  /** Consecutive failed Clear jam attempts (HST-WPN-6). */
  readonly failedClears: number;
  readonly broken: boolean;
  /** Dropped as a free action (HST-ACT-12); its owner may pick it up with Use. */
  readonly dropped: boolean;
}

/** Where a model is. */
export type Presence =
  /** On its way: joins its side's reserves box at the end of round `arrivesAfterRound` (HST-REINF-1). */
  | { readonly kind: 'coming'; readonly arrivesAfterRound: number }
  | { readonly kind: 'reserve' }
  /** Committed to an entry point, deploys at the start of its side's turn (HST-REINF-2). */
  | { readonly kind: 'entry'; readonly entryPoint: string }
  | { readonly kind: 'table' }
  /** Eliminated with body armor: checks at the start of its side's next turn (HST-ARMOR-1). */
  | { readonly kind: 'casualty' }
  | { readonly kind: 'dead' };

export interface Seat {
  readonly vehicle: VehicleId;
  readonly role: 'driver' | 'passenger';
}

export interface ModelState {
  readonly id: ModelId;
  readonly name: string;
  readonly side: SideId;
  readonly stance: Stance;
  readonly actions: number;
  readonly skill: number;
  readonly weapons: { readonly long: WeaponState | null; readonly sidearm: WeaponState | null };
  /** HST-D-12: one weapon in hand at a time. */
  readonly inHand: WeaponSlot | null;
  readonly grenades: Readonly<Record<GrenadeKind, number>>;
  readonly armor: boolean;
  readonly gasMask: boolean;
  readonly weaponLight: boolean;
  readonly nightVision: boolean;
  readonly speedloaders: boolean;
  readonly presence: Presence;
  readonly stunned: boolean;
  readonly wounded: boolean;
  /** The aim marker is on the table (HST-AIM-1). */
  readonly aiming: boolean;
  /** HST-ACT-9, HST-D-14. */
  readonly defending: boolean;
  /** Activated this turn (HST-SEQ-3). */
  readonly activated: boolean;
  /** Snapped to cover this turn: no more Moves (HST-MOVE-4). */
  readonly snapped: boolean;
  /** Cover its base touches, as last reported (a default for shot facts). */
  readonly cover: CoverHeight;
  /** Inside a teargas cloud, as last reported (HST-GREN-8). */
  readonly inTeargas: boolean;
  readonly seat: Seat | null;
  /** Its melee weapon for the Strike (BRG-D-11); absent: fists at 3d8. */
  readonly melee?: MeleeProfile;
  /** Its City of Thieves pools and the one-use shifts it still carries (BRG-D-16, BRG-D-17). */
  readonly cot?: CotRecord;
  /** A COT character knocked out before the fight (BRG-D-16, COT-DROP-9): 0 actions until an ally wakes it. */
  readonly unconscious?: boolean;
  /** The model holding it (BRG-D-16, COT-WAR-9); absent or null when it is free. */
  readonly heldBy?: ModelId | null;
  /**
   * BRG-D-14: an NPC still unaware in a surprise turn: it cannot react until a firearm is fired or something
   * explodes on the table, or the first turn ends; absent once the window is over (and on a plain HEIST fight).
   */
  readonly unaware?: boolean;
}

export interface VehicleState {
  readonly id: VehicleId;
  readonly name: string;
  /** The side whose turn drives it (its last driver's side); null when nobody has driven it. */
  readonly side: SideId | null;
  /** HST-VEH-8: hits before it is undrivable. */
  readonly capacity: number;
  readonly hits: number;
  /** HST-VEH-2: moving forward, in reverse, or stopped. */
  readonly motion: 'stopped' | 'forward' | 'reverse';
  /** The gear engaged: changing it takes an action while stopped. */
  readonly gear: 'forward' | 'reverse';
  /** The engine runs (started, not stalled). */
  readonly running: boolean;
  /** Moved this turn (HST-VEH-1: no entering or leaving after). */
  readonly moved: boolean;
  /** Its driver spent an action driving it this turn (HST-VEH-3). */
  readonly drove: boolean;
  readonly undrivable: boolean;
  readonly exploded: boolean;
  readonly driver: ModelId | null;
  readonly passengers: readonly ModelId[];
  readonly passengerSeats: number;
}

/** A throw in progress (HST-GREN-1, HST-D-53): the model holds the item from the first Shoot action. */
export interface ThrowInProgress {
  readonly order: ThrowOrderState;
  /** Shoot actions the throw takes. */
  readonly needed: number;
  /** Shoot actions resolved so far. */
  readonly done: number;
}

/** What is thrown and where (the facts of HST-GREN-2..4). */
export interface ThrowOrderState {
  readonly item: GrenadeKind | 'object';
  /** For an object: what it is ("spare magazine"). */
  readonly name: string;
  /** A spare reload of this weapon slot (it leaves the thrower's reloads). */
  readonly reloadOf: WeaponSlot | null;
  readonly distance: number;
  readonly lob: boolean;
  readonly chokePoints: number;
  readonly obstacles: number;
  readonly inAimZone: boolean;
  /** BRG-D-17: +1s on the throw's check, carried ones spent and Lean Onto's (absent: none). */
  readonly checks?: number;
}

export interface Activation {
  readonly model: ModelId;
  /** Actions declared so far in this activation. */
  readonly used: number;
  /** Extra actions granted by Heist cards (HST-PRESS-5). */
  readonly bonus: number;
  /** The previous action was a Ready weapon with a machinegun in hand (HST-AIM-4). */
  readonly readied: boolean;
  readonly throwing: ThrowInProgress | null;
}

/** A declared reaction (HST-REACT-2..4). */
export interface Reaction {
  readonly trigger: 'aim-zone' | 'shot-at';
  /** The shot it fires, or null (only taking cover, or it held fire). */
  readonly shot: ShotOrder | null;
  /** Decided at declaration (HST-D-55): aimed fire resolves at priority 2, snap fire at 3. */
  readonly aimed: boolean;
  /** HST-REACT-5: the priority step at which it takes cover, or null. */
  readonly takeCover: 1 | 2 | null;
  readonly identification: CheckRoll | null;
}

/** An entry of a window's resolution order: the declared action, a reaction shot or a take-cover. */
export type ItemKey = string;

/** How far the resolution of a window has got (HST-REACT-5, HST-REACT-6). */
export interface Resolution {
  /** The next priority step to group (5 when all four are done). */
  readonly nextStep: number;
  /** Groups of the current step still to resolve, in order; each resolves simultaneously. */
  readonly groups: readonly (readonly ItemKey[])[];
  /** The first group's dice, rolled and waiting for re-roll cards or Hail Mary choices. */
  readonly rolled: RolledGroup | null;
}

export interface RolledGroup {
  /** Natural faces of each item's main roll (a shot's dice, a check's d10). */
  readonly faces: Readonly<Record<ItemKey, readonly number[]>>;
}

/** A Heist card played on an item of the open window (HST-PRESS-5). */
export interface WindowCard {
  readonly side: SideId;
  readonly card: string;
  readonly item: ItemKey;
}

/** An action declared and the reactions to it (HST-ACT-1, HST-REACT-3). */
export interface ReactionWindow {
  readonly actor: ModelId;
  readonly action: Action;
  /** HST-REACT-5. */
  readonly priority: 1 | 2 | 3 | 4;
  readonly reactions: Readonly<Record<ModelId, Reaction>>;
  readonly cards: readonly WindowCard[];
  readonly resolution: Resolution | null;
  /** BRG-D-17: +1s on the action's skill check: carried ones spent, and Lean Onto's (absent: none). */
  readonly checks?: number;
}

/** HST-XFIRE-1: the opportunity after a shot that stunned (or worse) a target. */
export interface Crossfire {
  readonly target: ModelId;
  readonly first: ModelId;
}

/** A grenade on the table waiting to go off (HST-GREN-5). */
export interface LiveGrenade {
  readonly id: string;
  readonly kind: GrenadeKind;
  readonly side: SideId;
  readonly thrower: ModelId;
  /** The round it was thrown or dropped in: it goes off when its side's turn begins in a later round. */
  readonly round: number;
  /** Dropped by a wounded or killed holder (HST-D-54). */
  readonly dropped: boolean;
}

/** A smoke or teargas cloud (HST-GREN-7, HST-GREN-8). */
export interface Cloud {
  readonly id: string;
  readonly kind: 'smoke' | 'teargas';
  readonly grenade: string;
  /** Who threw (or dropped) its grenade; set when the cloud forms, from the grenade that made it. */
  readonly thrower?: ModelId;
}

/** Something lying on the table a model may pick up with Use: a thrown spare reload, a dropped weapon. */
export interface LooseItem {
  readonly id: string;
  readonly name: string;
  /** A spare reload for this weapon. */
  readonly reloadFor: string | null;
  /** A dropped weapon: its owner and slot. */
  readonly weaponOf: { readonly model: ModelId; readonly slot: WeaponSlot } | null;
}

/** A vehicle explosion waiting for the table's facts (HST-VEH-8). */
export interface PendingBlast {
  readonly id: string;
  readonly vehicle: VehicleId;
}

/** Chess clocks and turn timers (HST-PRESS-2..4), derived from the commands' times. */
export type PressureState = Clock;

export interface CardState {
  /** Card instance ids, top of the deck first. */
  readonly draw: readonly string[];
  readonly discard: readonly string[];
  readonly hands: Readonly<Record<SideId, readonly string[]>>;
}

export type Phase =
  | { readonly kind: 'choose-first'; readonly chooser: SideId }
  /** The active side's start of turn needs the blast facts of its grenades (HST-D-7 step 1). */
  | { readonly kind: 'turn-start' }
  | { readonly kind: 'turn' }
  | { readonly kind: 'over' };

export interface SkirmishState {
  readonly scenario: Scenario;
  readonly round: number;
  readonly turnOrder: readonly SideId[];
  /** Index into `turnOrder`. */
  readonly active: number;
  readonly phase: Phase;
  readonly models: Readonly<Record<ModelId, ModelState>>;
  readonly vehicles: Readonly<Record<VehicleId, VehicleState>>;
  readonly activation: Activation | null;
  readonly window: ReactionWindow | null;
  readonly crossfire: Crossfire | null;
  readonly grenades: Readonly<Record<string, LiveGrenade>>;
  readonly clouds: Readonly<Record<string, Cloud>>;
  readonly items: Readonly<Record<string, LooseItem>>;
  readonly blasts: readonly PendingBlast[];
  /** No model has been activated yet this turn: deployment and the card swap are still open. */
  readonly startOpen: boolean;
  readonly pressure: PressureState;
  readonly cards: CardState;
  /** For ids of grenades, clouds and items. */
  readonly nextId: number;
  readonly outcome: string | null;
  /** The fight's 2D board (issue 20), once the GM sets one up; absent: the fight is played from the list. */
  readonly board?: BoardState;
}
