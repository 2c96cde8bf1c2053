import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { modelOf, onTable, shootProblem, vehicleOf, inHand } from '../actions/access.ts';
import type { ClassFactsInput, CollateralFact, ObstructionFact, ShotOrder } from '../commands.ts';
import type { WeaponSlot } from '../setup/profile.ts';
import { shotDice } from './shot-modifiers.ts';
import type { ShotDice } from './shot-modifiers.ts';
import { targetClass, targetNumbers } from './target-class.ts';
import type { ClassFacts, CoverHeight, TargetClass } from './target-class.ts';
import { visibilityEffect } from './visibility.ts';
import type { VisibilityEffect } from './visibility.ts';
import { weaponTable } from '../setup/weapons.ts';
import type {
  ItemKey,
  ModelId,
  ModelState,
  ReactionWindow,
  SkirmishState,
  VehicleState,
  WeaponState,
} from '../types.ts';

/**
 * Plans a shot (HST-SHOOT-1 steps 1–4): checks it can be fired, and fixes the target number, dice and every
 * obstruction and collateral target number from the state and the order's facts. `decide` rolls against the
 * plan and the view's odds are computed from the same plan, so they always agree.
 */

/** An obstruction or collateral target, with the TN it would have had as the target. */
export interface SideTarget {
  readonly name: string;
  readonly model: ModelId | null;
  /** null: scenery that cannot be damaged (the die only matters for ammo, HST-LOF-4). */
  readonly tn: number | null;
}

export interface ShotPlan {
  readonly shooter: ModelId;
  readonly slot: WeaponSlot;
  readonly weapon: WeaponState;
  readonly order: ShotOrder;
  readonly aimed: boolean;
  readonly class: TargetClass;
  readonly tn: number;
  readonly dice: ShotDice;
  /** Dice rolled: 3, or 4 with intense fire. */
  readonly count: number;
  readonly obstructions: readonly SideTarget[];
  readonly collateral: readonly SideTarget[];
  readonly visibility: VisibilityEffect;
  readonly nonLethal: boolean;
  readonly unreliable: boolean;
  readonly capacity: number;
}

/** Where the shot sits: its item in the open window (if any), and the Heist card shifts on it. */
export interface ShotContext {
  readonly item: ItemKey;
  readonly cardShifts: number;
}

/** The target is shooting in this exchange (HST-REACT-4). */
function isShooting(window: ReactionWindow | null, id: ModelId): boolean {
  if (!window) return false;
  if (window.actor === id && ['shoot', 'throw', 'continue-throw'].includes(window.action.kind)) return true;
  return (window.reactions[id]?.shot ?? null) !== null;
}

/** The target is moving during the action a reaction answers (HST-COVER-8). */
function isMoving(window: ReactionWindow | null, id: ModelId, item: ItemKey): boolean {
  return window !== null && item !== 'action' && window.actor === id && window.action.kind === 'move';
}

/** A model target's class against this shooter from the order's facts and the state (HST-COVER-3..8). */
export function modelClass(
  state: SkirmishState,
  target: ModelState,
  facts: ClassFactsInput,
  item: ItemKey,
): { readonly class: TargetClass; readonly cover: CoverHeight } {
  const cover = facts.cover ?? target.cover;
  if (facts.class) return { class: facts.class, cover };
  const vehicle = target.seat ? state.vehicles[target.seat.vehicle] : undefined;
  const classFacts: ClassFacts = {
    kind: vehicle ? 'passenger' : 'model',
    vehicleMoving: vehicle !== undefined && vehicle.motion !== 'stopped',
    cover,
    flanked: facts.flanked ?? false,
    moving: isMoving(state.window, target.id, item),
    aiming: target.aiming,
    shooting: isShooting(state.window, target.id),
    seesLineStart: facts.seesLineStart ?? true,
    shooterHigher: facts.shooterHigher ?? false,
    targetHigher: facts.targetHigher ?? false,
    aimsAtLowerLevel: facts.aimsAtLowerLevel ?? false,
    ...(target.unconscious === true ? { unconscious: true } : {}),
  };
  return { class: targetClass(classFacts), cover };
}

function vehicleClass(vehicle: VehicleState): TargetClass {
  return vehicle.motion === 'stopped' ? 'immobile' : 'open-moving'; // HST-VEH-7
}

/** A model that can be shot, obstruct or be hit by collateral: on the table (HST-ARMOR-1, HST-D-37). */
function targetable(state: SkirmishState, model: ModelState): boolean {
  return (
    onTable(model) || (model.presence.kind === 'casualty' && state.scenario.settings.armorCasualtyTargetable)
  );
}

function sideTarget(
  state: SkirmishState,
  fact: ObstructionFact | CollateralFact,
  item: ItemKey,
): SideTarget | Rejection {
  if (fact.kind === 'object') {
    const destructible = !('destructible' in fact) || fact.destructible;
    return {
      name: fact.name,
      model: null,
      tn: destructible ? targetNumbers[fact.class ?? 'immobile'] : null,
    };
  }
  const model = modelOf(state, fact.model);
  if (!model || !targetable(state, model)) {
    return reject('skirmish/not-on-table', `${model?.name ?? fact.model} is not on the table`, {
      model: fact.model,
    });
  }
  const tn = targetNumbers[fact.class ?? modelClass(state, model, {}, item).class];
  return { name: model.name, model: model.id, tn };
}

interface TargetInfo {
  readonly class: TargetClass;
  readonly cover: CoverHeight;
  readonly gear: { readonly weaponLight: boolean; readonly nightVision: boolean } | null;
}

function targetInfo(
  state: SkirmishState,
  shooter: ModelState,
  order: ShotOrder,
  item: ItemKey,
): TargetInfo | Rejection {
  const facts = order.facts ?? {};
  const target = order.target;
  if (target.kind === 'object') return { class: facts.class ?? 'immobile', cover: 'none', gear: null };
  if (target.kind === 'vehicle') {
    const vehicle = vehicleOf(state, target.vehicle);
    if (!vehicle || vehicle.exploded)
      return reject('skirmish/no-vehicle', `There is no ${target.vehicle} to shoot at`);
    return { class: facts.class ?? vehicleClass(vehicle), cover: 'none', gear: null };
  }
  const model = modelOf(state, target.model);
  if (!model || !targetable(state, model)) {
    return reject('skirmish/not-on-table', `${model?.name ?? target.model} is not on the table to be shot`, {
      model: target.model,
    });
  }
  if (model.id === shooter.id) return reject('skirmish/self', `${shooter.name} cannot shoot at itself`);
  return { ...modelClass(state, model, facts, item), gear: model };
}

/**
 * Plans a shot by `shooterId` (HST-SHOOT-1..4, HST-LOF-2, HST-VEH-7, HST-VIS-1). Rejects what the rules do not
 * allow: no working weapon in hand, a shooter in a vehicle, an aimed shot without an aim marker, a target that
 * is not there.
 */
export function planShot(
  state: SkirmishState,
  shooterId: ModelId,
  order: ShotOrder,
  context: ShotContext,
): ShotPlan | Rejection {
  const shooter = modelOf(state, shooterId);
  if (!shooter || !onTable(shooter))
    return reject('skirmish/not-on-table', `${shooterId} is not on the table`);
  const problem = shootProblem(shooter); // HST-ACT-6, HST-SHOOT-8, HST-VEH-6
  if (problem) return reject('skirmish/cannot-shoot', problem, { model: shooterId });
  if (order.aimed && !shooter.aiming) {
    return reject('skirmish/no-aim', `${shooter.name} has no aim marker: the shot can only be snap fire`, {
      model: shooterId,
    });
  }
  if (!Number.isFinite(order.range) || order.range < 0)
    return reject('skirmish/range', 'The range must be inches ≥ 0');
  if (order.facts?.shooterHigher && order.facts.targetHigher) {
    return reject(
      'skirmish/levels',
      'The shooter and the target cannot each be on the higher level (HST-COVER-7)',
    );
  }
  const info = targetInfo(state, shooter, order, context.item);
  if ('ok' in info) return info;
  const held = inHand(shooter)!;
  const settings = state.scenario.settings;
  const visibility = visibilityEffect(
    state.scenario.visibility,
    {
      dark: order.visibility?.dark ?? order.range,
      weather: order.visibility?.weather ?? order.range,
      smoke: order.visibility?.smoke ?? 0,
    },
    shooter,
    info.gear,
  );
  const dice = shotDice({
    aimed: order.aimed,
    range: order.range,
    weapon: held.weapon,
    crossfire: order.crossfire,
    visibilityShifts: visibility.increments,
    cardShifts: context.cardShifts,
    carriedShifts: order.shifts ?? 0, // BRG-D-17: how many it carries is judged as the shot is declared
    pointBlankStacksWithClose: settings.pointBlankStacksWithClose,
    smgRangePenalty: settings.smgRangePenalty,
  });
  const vehicleLane = order.target.kind === 'vehicle' && (order.clearLane ?? true); // HST-VEH-7
  const counted = vehicleLane
    ? []
    : (order.obstructions ?? []).filter((o) => !o.low || (shooter.cover === 'low' && info.cover === 'low')); // HST-LOF-2
  const obstructions = counted.map((fact) => sideTarget(state, fact, context.item));
  const collateral = (order.collateral ?? []).map((fact) => sideTarget(state, fact, context.item));
  const refused = [...obstructions, ...collateral].find((t): t is Rejection => 'ok' in t);
  if (refused) return refused;
  const profile = weaponTable[held.weapon.weapon];
  return {
    shooter: shooterId,
    slot: held.slot,
    weapon: held.weapon,
    order,
    aimed: order.aimed,
    class: info.class,
    tn: targetNumbers[info.class],
    dice,
    count: order.intense ? 4 : 3,
    obstructions: obstructions as SideTarget[],
    collateral: collateral as SideTarget[],
    visibility,
    nonLethal: held.weapon.nonLethal === true,
    unreliable: profile.unreliable,
    capacity: profile.capacity,
  };
}
