import type { RecordedOdds } from '../dice/heist-dice.ts';
import type { Roll } from '../dice/roll.ts';
import type { TargetRef } from './commands.ts';
import type { DamageResult } from './actions/damage.ts';
import type { Donation } from './shots/hail-mary.ts';
import type { GrenadeKind, WeaponSlot } from './setup/profile.ts';
import type { Shift } from './shots/shot-modifiers.ts';
import type { CheckRoll } from './actions/skill.ts';
import type { CoverHeight, TargetClass } from './shots/target-class.ts';
import type { ItemKey, LiveGrenade, ModelId } from './types.ts';

/** The pieces the skirmish events are made of (see events.ts). */

/** One consequence for a model, vehicle or object, applied in order. */
export type Effect =
  | {
      readonly kind: 'damage';
      readonly model: ModelId;
      readonly hits: number;
      readonly nonLethal: boolean;
      readonly result: DamageResult;
      /** Killed with body armor: stays as a casualty (HST-ARMOR-1). */
      readonly casualty: boolean;
      /** A live grenade it was holding, dropped where it stands (HST-GREN-1, HST-D-54). */
      readonly dropped: LiveGrenade | null;
    }
  | {
      readonly kind: 'vehicle';
      readonly vehicle: string;
      readonly hits: number;
      /** Running total after these hits (HST-VEH-8). */
      readonly total: number;
      readonly undrivable: boolean;
      /** Explosion dice rolled for hits beyond capacity (d10; d6 Hollywood/Bruckheimer). */
      readonly explosion: {
        readonly die: 6 | 10;
        readonly faces: readonly number[];
        readonly exploded: boolean;
      } | null;
      /** The pending blast created when it exploded. */
      readonly blast: string | null;
    }
  | { readonly kind: 'object'; readonly name: string };

/** One obstruction, collateral or propagation target of a shot and what happened to it. */
export interface SideHit {
  readonly name: string;
  readonly model: ModelId | null;
  readonly vehicle: string | null;
  /** The die value it got (obstructions), or null. */
  readonly value: number | null;
  /** The TN it would have had as the target; null for scenery that cannot be damaged. */
  readonly tn: number | null;
  /** A die reached its TN (before the avoidance check). */
  readonly reaches: boolean;
  /** The model's own check, or the shooter's for an object (HST-LOF-4, HST-LOF-5, HST-VEH-9). */
  readonly check: CheckRoll | null;
  readonly hit: boolean;
}

/** HST-SHOOT-1: one shot, start to end. */
export interface ShotEvent {
  readonly type: 'skirmish/shot';
  readonly item: ItemKey;
  readonly shooter: ModelId;
  readonly target: TargetRef;
  readonly weapon: WeaponSlot;
  readonly aimed: boolean;
  readonly intense: boolean;
  readonly crossfire: boolean;
  readonly range: number;
  readonly class: TargetClass;
  readonly tn: number;
  readonly base: 8 | 10;
  readonly shifts: readonly Shift[];
  /** The die after shifts, or null: ineffective, nothing rolled (HST-SHOOT-4). */
  readonly die: { readonly die: number; readonly bonus: number } | null;
  readonly faces: readonly number[];
  readonly countersBefore: number;
  readonly countersAfter: number;
  readonly autoMiss: boolean;
  readonly outOfAmmo: boolean;
  readonly jams: boolean;
  readonly obstructions: readonly SideHit[];
  readonly allocation: readonly Donation[];
  /** Hits on the target after point-blank doubling, before Defend. */
  readonly hits: number;
  readonly defend: CheckRoll | null;
  /** Hits applied to the target. */
  readonly finalHits: number;
  readonly collateral: readonly SideHit[];
  readonly propagation: readonly SideHit[];
  readonly effects: readonly Effect[];
  /** Whether the shooter still has its aim marker after the shot (HST-AIM-3). */
  readonly aimAfter: boolean;
  /** The odds before the roll, as the order dialog showed them (absent: stored before they were recorded). */
  readonly odds?: RecordedOdds;
}

/** BRG-D-11: one Strike, start to end. */
export interface StruckEvent {
  readonly type: 'skirmish/struck';
  readonly item: ItemKey;
  readonly striker: ModelId;
  readonly target: ModelId;
  /** The melee weapon ("Fists" without one). */
  readonly weapon: string;
  readonly nonLethal: boolean;
  readonly tn: number;
  /** d8, or d10 with Hand to Hand 3 or more. */
  readonly base: 8 | 10;
  /** Carried one-use bonuses spent on it (BRG-D-17). */
  readonly shifts: readonly Shift[];
  /** The die after the shifts, and the bonus above d12 (HST-SHOOT-4). */
  readonly die: { readonly die: number; readonly bonus: number };
  readonly faces: readonly number[];
  readonly allocation: readonly Donation[];
  /** Hits on the target before Defend. */
  readonly hits: number;
  readonly defend: CheckRoll | null;
  /** Hits applied to the target. */
  readonly finalHits: number;
  readonly effects: readonly Effect[];
  /** COT-WAR-8: the striker holds the target from now on. */
  readonly restrained: boolean;
  /** The odds before the roll, as the order dialog showed them (absent: stored before they were recorded). */
  readonly odds?: RecordedOdds;
}

/** BRG-D-16, COT-WAR-9: a Break free, the restrainer's roll first. */
export interface BrokeFreeEvent {
  readonly type: 'skirmish/broke-free';
  readonly item: ItemKey;
  readonly model: ModelId;
  readonly holder: ModelId;
  /** The restrainer's Muscle + Athletics: its total is the difficulty (COT-DICE-8). */
  readonly against: Roll;
  readonly roll: Roll;
  /** COT-D-5: who won a tie. */
  readonly tieWinner: 'actor' | 'defender';
  readonly freed: boolean;
}

/** One model caught by a blast (HST-GREN-6, HST-GREN-9, HST-VEH-8). */
export interface BlastRoll {
  readonly model: ModelId | null;
  readonly vehicle: string | null;
  readonly distance: number;
  readonly tn: number;
  readonly die: number;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly defend: CheckRoll | null;
  readonly finalHits: number;
  /** The odds before the roll (absent: stored before they were recorded). */
  readonly odds?: RecordedOdds;
}

/** A model a vehicle ran into and how it fared (HST-VEH-4). */
export interface Accident {
  readonly model: ModelId;
  readonly noWayOut: boolean;
  /** Its dive-aside check (none when it had no way out). */
  readonly check: CheckRoll | null;
  readonly dodged: boolean;
}

/** An occupant's dive out of an exploding vehicle (Jerry Bruckheimer option, HST-VEH-10). */
export interface Dive {
  readonly model: ModelId;
  readonly check: CheckRoll;
  readonly out: boolean;
}

/** What a Heist card is played on (HST-PRESS-5). */
export type CardTarget =
  /** An item of the open window: a shot or check before its roll, or (with `die`) a rolled die to re-roll. */
  | { readonly kind: 'item'; readonly item: ItemKey; readonly die?: number }
  /** A model: the active model's bonus action, or a weapon's ammo counter. */
  | { readonly kind: 'model'; readonly model: ModelId; readonly slot?: WeaponSlot };

/** GM corrections to a model (a GM-only command). */
export interface ModelEdit {
  readonly stunned?: boolean;
  readonly wounded?: boolean;
  readonly aiming?: boolean;
  readonly defending?: boolean;
  readonly cover?: CoverHeight;
  readonly inTeargas?: boolean;
  readonly presence?: 'table' | 'casualty' | 'dead';
  readonly counters?: { readonly slot: WeaponSlot; readonly counters: number };
  readonly reloads?: { readonly slot: WeaponSlot; readonly reloads: number };
  /** Grenades held, by kind (absent kinds unchanged). */
  readonly grenades?: Readonly<Partial<Record<GrenadeKind, number>>>;
}
