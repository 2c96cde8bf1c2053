import type { NodeId } from '../cot/spot/index.ts';
import type {
  GrenadeKind,
  ModelId,
  ModelProfile,
  SideId,
  VehicleId,
  WeaponSlot,
  WeaponState,
} from '../skirmish/index.ts';
import type { ArmourElimination } from './health.ts';

/**
 * A finished HEIST fight as the write-back reads it (bridge.md §7, "During the skirmish"): each model's end, its
 * time on the table and the exit it left by, the noise the fight made, and what the table tracked beside the
 * engine (loot, holds, Foresight spent). Plain JSON, whatever produced it: `fightResultOf` reads it out of a
 * skirmish's event log; a standalone fight pasted in the short format (BRG-D-31) gives the same shape.
 */

/**
 * A turn of the fight, counted from 1: round r's k-th side in turn order (k from 0) plays turn
 * `(r − 1) × sides + k + 1`; turn 0 is the set-up, before the first turn.
 */
export type Turn = number;

/** The turn `side` plays in `round`; 0 for round 0 (the set-up). */
export function turnOf(sides: readonly SideId[], round: number, side: SideId): Turn {
  if (round <= 0) return 0;
  return (round - 1) * sides.length + Math.max(0, sides.indexOf(side)) + 1;
}

/** Leaving the table through an exit (BRG-D-21): the exit's name on the table, the game round and its turn. */
export interface Departure {
  readonly exit: string;
  readonly round: number;
  readonly turn: Turn;
}

/** One model at the end of the fight. */
export interface ModelResult {
  readonly id: ModelId;
  readonly name: string;
  readonly side: SideId;
  /** Its profile as the fight began (HST-MODEL-2): a new NPC is made from it (BRG-D-7). */
  readonly profile: ModelProfile;
  /** The turn it came onto the table (0: there from the start); null: it never arrived (BRG-D-35). */
  readonly arrived: Turn | null;
  /** Through which exit it left, when; null: it did not leave on foot (a vehicle's occupants leave with it). */
  readonly left: Departure | null;
  /** The turn it was killed and removed (no body armor, or a failed armour check); null: not killed. */
  readonly killed: Turn | null;
  /** It started Unconscious (BRG-D-16) and was woken in this turn; null: never woken. */
  readonly woken: Turn | null;
  /** HEIST Wounded and Stunned at the end (HST-DMG). */
  readonly wounded: boolean;
  readonly stunned: boolean;
  /** Eliminated with body armor and still waiting for its check (HST-ARMOR-1): made at closing (BRG-D-45). */
  readonly casualty: boolean;
  /** Every elimination with body armor, in order, with its check (null: the check still to be made). */
  readonly armour: readonly ArmourElimination[];
  /** Its firearms at the end (BRG-D-25). */
  readonly weapons: { readonly [slot in WeaponSlot]: WeaponState | null };
  /** Grenades it still carries, by kind. */
  readonly grenades: Readonly<Record<GrenadeKind, number>>;
  /** It surrendered (BRG-D-44). */
  readonly surrendered: boolean;
  /** Held at the end — Restrained, or surrendered — by this model; null: free (BRG-D-44). */
  readonly heldBy: ModelId | null;
  /** The vehicle it sits in at the end (or left the table in); null: on foot. */
  readonly vehicle: VehicleId | null;
  /** On a two-zone table, the zone of the half it ends in (BRG-D-43); null: the fight's zone. */
  readonly half: NodeId | null;
}

/** A vehicle at the end of the fight (BRG-D-12, D-27). */
export interface VehicleResult {
  readonly id: VehicleId;
  readonly name: string;
  /** HST-VEH-8: hits taken in all, and whether it ended undrivable or exploded. */
  readonly hits: number;
  readonly undrivable: boolean;
  readonly exploded: boolean;
  /** The exit it drove out through, when; null: still on the table. */
  readonly left: Departure | null;
  /** Its driver's side when it left (or last drove); null: nobody drove it. */
  readonly side: SideId | null;
  /** On a two-zone table, the zone of the half it ends in; null: the fight's zone. */
  readonly half: NodeId | null;
}

/** What the fight did that makes noise (BRG-D-28, D-29, D-32). */
export interface FightNoise {
  /** Any firearm was fired. */
  readonly fired: boolean;
  /** A Frag grenade or a flashbang went off (closing blasts are added by the write-back, BRG-D-45). */
  readonly grenades: boolean;
  /** An Explosives bypass blew a Security (BRG-D-20). */
  readonly explosivesBypass: boolean;
  /** A vehicle exploded (HST-VEH-8). */
  readonly vehicleExploded: boolean;
  /** A Strike was made (BRG-D-11). */
  readonly melee: boolean;
}

/** A grenade still live when the fight ended: it goes off at closing (BRG-D-45). */
export interface LiveGrenadeResult {
  readonly id: string;
  readonly kind: GrenadeKind;
  readonly side: SideId;
}

/** Something picked up on the table (HST-ACT-4, BRG-D-46): who carries it at the end, or where it fell. */
export interface LootResult {
  readonly name: string;
  /** The Spot's loot it is; null: an item that is no Spot loot (a dropped gun, a ledger of the scene). */
  readonly loot: string | null;
  /** The model carrying it at the end; null: dropped, lying in `fell`. */
  readonly carriedBy: ModelId | null;
  /** Where it lies when nobody carries it; null: the fight's zone. */
  readonly fell: NodeId | null;
}

/** A Security bypassed on the table (BRG-D-20, D-36), or a catastrophe at one (BRG-D-37). */
export interface BypassResult {
  readonly barrier: string;
  readonly security: string;
  readonly model: ModelId;
  /** A catastrophe (COT-DICE-7): the Security holds, the roller is Discovered, the zones' guards Aware. */
  readonly catastrophe: boolean;
}

/** Where a model stood when the GM switched to Gang Warfare (BRG-D-26). */
export interface SwitchPosition {
  /** In cover from every enemy that sees it; otherwise in the open, flanked or exposed. */
  readonly position: 'cover' | 'open' | 'flanked' | 'exposed';
  /** It had an aim marker. */
  readonly aim: boolean;
}

/** A finished (or stopped) HEIST fight. */
export interface FightResult {
  /** The skirmish (its scene), named by the write-back event (BRG-D-52). */
  readonly id: string;
  /** Ended or abandoned by the GM, or over by its own rules (BRG-D-52: only an ended fight is written back). */
  readonly ended: boolean;
  /** The sides, in turn order. */
  readonly sides: readonly SideId[];
  /** The side whose turn was under way when the fight ended; the closing events follow it (BRG-D-45). */
  readonly active: SideId | null;
  /** Game rounds in which a model activated, and game rounds finished (BRG-D-45). */
  readonly rounds: { readonly begun: number; readonly finished: number };
  readonly models: Readonly<Record<ModelId, ModelResult>>;
  readonly vehicles: Readonly<Record<VehicleId, VehicleResult>>;
  readonly noise: FightNoise;
  /** Grenades still live at the end, in the order they were thrown. */
  readonly live: readonly LiveGrenadeResult[];
  /** NPC–crew pairs with line of sight at the end of some action (`witness_rule` = `line_of_sight`, BRG-D-48). */
  readonly sight: readonly (readonly [ModelId, ModelId])[];
  readonly loot: readonly LootResult[];
  readonly bypasses: readonly BypassResult[];
  /** Calls for Help made on the table (BRG-D-32): the model and the game round. */
  readonly calls: readonly { readonly model: ModelId; readonly round: number }[];
  /** Foresight spent on the table, per model, held until the write-back (BRG-D-1, D-17, D-18). */
  readonly foresight: Readonly<Record<ModelId, number>>;
  /** Resources spent on the table through Cache, held until the write-back (BRG-D-18). */
  readonly resources: number;
  /** Positions at the switch, when the fight goes on as Gang Warfare (BRG-D-26); empty otherwise. */
  readonly positions: Readonly<Record<ModelId, SwitchPosition>>;
}
