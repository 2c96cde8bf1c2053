import { onTable } from '../actions/access.ts';
import { checkAction } from '../actions/action-rules.ts';
import type { SkirmishCommand, TargetRef } from '../commands.ts';
import { actionTakesCheckBonus } from '../actions/skill.ts';
import { limits } from '../schemas/schema-parts.ts';
import { grenadeKinds, modelLimits } from '../setup/profile.ts';
import { baseDice } from '../shots/shot-modifiers.ts';
import type { WeaponSlot } from '../setup/profile.ts';
import type { ModelState, SkirmishState } from '../types.ts';
import { holderOf } from '../melee/holds.ts';
import { fists, strikeDiceCount } from '../melee/strike.ts';

/**
 * The order dialog's form view (issue 17: "core returns form views"): for the model giving an order, the choices
 * each field allows and the limits of its numbers and texts, from the rules and the command schema. The panel
 * lists them as they come: it filters no model by its state and copies no limit.
 */

/** One value a field allows, with its label. */
export interface FormChoice<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** The limits of an order's numbers and texts: the command schema's (schemas/schema-parts.ts). */
export interface OrderLimits {
  /** Any other distance (a range, a deployment), in inches, from 0. */
  readonly inchesMax: number;
  /** A Move's, a throw's or a drive's distance, in inches (the rules' own caps are decide's refusals). */
  readonly actionInchesMax: number;
  /** A step or a Move's shift to clear an obstacle, in inches. */
  readonly shiftInchesMax: number;
  /** Choke points or obstacles on a throw's path. */
  readonly pathCountMax: number;
  /** A vehicle's turn, in degrees. */
  readonly turnDegreesMax: number;
  /** A name or a line of words typed in the order. */
  readonly textMax: number;
  /** Carried one-use shifts spent on one Strike (BRG-D-17; how many the model carries is decide's refusal). */
  readonly strikeShiftsMax: number;
}

export interface OrderForm {
  /** Every model on the table but the one giving the order: those a thrown grenade's blast may reach (HST-GREN-6). */
  readonly others: readonly FormChoice[];
  /** Every model on the table: those a driven vehicle may run into (HST-VEH-4). */
  readonly onTable: readonly FormChoice[];
  /**
   * The allies it may help Recover (HST-ACT-8, HST-D-13, HST-GREN-8): on the table, at 0 actions, stunned and out
   * of the teargas. Base contact is the table's fact the order still carries.
   */
  readonly recoverable: readonly FormChoice[];
  /** The weapons it holds a spare reload for, which it may throw (HST-GREN-10). */
  readonly spareReloads: readonly FormChoice<WeaponSlot>[];
  /** What it may hand to an ally (HST-ACT-4): the grenades and spare reloads it holds. */
  readonly handItems: readonly FormChoice[];
  /** The scenario's items a Use may take (HST-ACT-4). */
  readonly items: readonly FormChoice[];
  /** The vehicles still there to get into or drive (not blown up, HST-VEH-8, HST-VEH-10). */
  readonly vehicles: readonly FormChoice[];
  /** Its Unconscious allies on the table, which a Use may wake (BRG-D-16). */
  readonly wakeable: readonly FormChoice[];
  /** Its Unconscious enemies on the table, which a Use may kill (BRG-D-16, COT-DROP-9). */
  readonly killable: readonly FormChoice[];
  /** The Strike's fields (BRG-D-11): what it strikes with, holding the target, the shifts it carries. */
  readonly strike: StrikeField;
  readonly limits: OrderLimits;
}

/** The fields of a Strike (BRG-D-11, BRG-D-17, COT-WAR-8). */
export interface StrikeField {
  /** "Knife · lethal · 3d10", or "Fists · non-lethal · 3d8". */
  readonly weapon: string;
  /** Whether "hold the target" may be ticked, and what to tell the GM about it. */
  readonly restrain: AimedField;
  /** How many carried one-use shifts it may spend (BRG-D-17). */
  readonly shiftsMax: number;
  /** What the distance means. */
  readonly distanceHint: string;
}

export const orderLimits: OrderLimits = {
  inchesMax: limits.inchesMax,
  actionInchesMax: limits.actionInchesMax,
  shiftInchesMax: limits.shiftInchesMax,
  pathCountMax: limits.pathCountMax,
  turnDegreesMax: limits.turnDegreesMax,
  textMax: limits.textMax,
  strikeShiftsMax: modelLimits.shiftsMax,
};

/** BRG-D-17: the carried one-use bonuses an order may spend, as the order dialog offers them. */
export interface CarriedField {
  /** +1s on the action's skill check it may spend: what the model carries, on an action that may roll one. */
  readonly checksMax: number;
  /** Shifts on the action's shot it may spend: what the model carries, on a Shoot action. */
  readonly shiftsMax: number;
  /** BRG-D-17, COT-SOC-4: a bridged character's action that may roll a check may Lean Onto an own Loyalty. */
  readonly lean: boolean;
}

/**
 * The carried bonuses `command` may spend (BRG-D-17): none but on an act command; +1s on the skill check of an
 * action that rolls one (a Use or a start whose check the order may ask for counts), shifts on a shot. A Strike's
 * shifts are its own field (`strikeField`).
 */
export function carriedField(state: SkirmishState, command: SkirmishCommand): CarriedField {
  if (command.type !== 'skirmish/act') return { checksMax: 0, shiftsMax: 0, lean: false };
  const cot = state.models[command.model]?.cot;
  const action = command.action;
  const mayCheck =
    actionTakesCheckBonus(action) ||
    (action.kind === 'use' && action.use.what === 'interact') ||
    action.kind === 'start-engine';
  return {
    checksMax: mayCheck ? (cot?.checks ?? 0) : 0,
    shiftsMax: action.kind === 'shoot' ? (cot?.shifts ?? 0) : 0,
    lean: mayCheck && cot !== undefined,
  };
}

/** The Strike's fields for `model` (BRG-D-11, BRG-D-16, BRG-D-17). */
export function strikeField(state: SkirmishState, model: ModelState | undefined): StrikeField {
  const melee = model?.melee ?? fists;
  const holder = model ? holderOf(state, model) : null;
  const bw = state.scenario.settings.baseWidth;
  return {
    weapon: `${melee.weapon} · ${melee.lethal ? 'lethal' : 'non-lethal'} · ${strikeDiceCount}d${melee.dice}`,
    restrain: holder
      ? {
          enabled: false,
          hint: `${model!.name} is held by ${holder.name}: it must break free before it holds anyone (BRG-D-16).`,
        }
      : { enabled: true, hint: 'The target is held from the moment the Strike lands a hit (COT-WAR-8).' },
    shiftsMax: model?.cot?.shifts ?? 0,
    distanceHint: `0 when the bases touch; a step before the Strike closes up to 1 BW (${bw}")`,
  };
}

const named = (m: { readonly id: string; readonly name: string }): FormChoice => ({
  value: m.id,
  label: m.name,
});

function tableModels(state: SkirmishState): ModelState[] {
  return Object.values(state.models).filter(onTable);
}

/** What the order dialog offers `modelId` (an unknown model is offered no model's own gear). */
export function orderForm(state: SkirmishState, modelId: string): OrderForm {
  const model = state.models[modelId];
  const table = tableModels(state);
  const slots = (['long', 'sidearm'] as const).flatMap((slot) => {
    const weapon = model?.weapons[slot];
    return weapon && weapon.reloads > 0 ? [{ slot, weapon: weapon.weapon }] : [];
  });
  const recoverable = model
    ? table.filter(
        (ally) =>
          ally.id !== model.id &&
          ally.side === model.side &&
          checkAction(state, model, { kind: 'recover', ally: ally.id, baseContact: true }, null) === null,
      )
    : [];
  const knockedOut = table.filter((m) => m.id !== modelId && m.unconscious === true); // BRG-D-16
  return {
    others: table.filter((m) => m.id !== modelId).map(named),
    onTable: table.map(named),
    recoverable: recoverable.map(named),
    spareReloads: slots.map(({ slot, weapon }) => ({ value: slot, label: `a reload for the ${weapon}` })),
    handItems: [
      ...grenadeKinds
        .filter((g) => (model?.grenades[g] ?? 0) > 0)
        .map((g) => ({ value: `grenade:${g}`, label: `a ${g} grenade` })),
      ...slots.map(({ slot, weapon }) => ({ value: `reload:${slot}`, label: `a reload for the ${weapon}` })),
    ],
    items: Object.values(state.items).map((item) => ({ value: item.id, label: item.name })),
    vehicles: Object.values(state.vehicles)
      .filter((vehicle) => !vehicle.exploded)
      .map((vehicle) => ({ value: vehicle.id, label: vehicle.name })),
    wakeable: knockedOut.filter((m) => m.side === model?.side).map(named),
    killable: knockedOut.filter((m) => model && m.side !== model.side).map(named),
    strike: strikeField(state, model),
    limits: orderLimits,
  };
}

/**
 * The models a shot's line of fire may cross, as obstructions or collateral (HST-LOF-3..5): on the table, and
 * neither the shooter nor a model target (the cover either uses is never an obstruction of its own shot).
 */
export function lineOfFireModels(
  state: SkirmishState,
  shooter: string | null,
  target: TargetRef,
): FormChoice[] {
  const parties = [shooter, target.kind === 'model' ? target.model : null];
  return tableModels(state)
    .filter((m) => !parties.includes(m.id))
    .map(named);
}

/** Whether a shot's "Aimed" box may be ticked, and what to tell the GM about it. */
export interface AimedField {
  readonly enabled: boolean;
  readonly hint: string;
}

/**
 * The "Aimed" box of a shot by `shooterId` (HST-AIM-1, HST-SHOOT-2): only a model with its aim marker fires
 * aimed, and only at a target in its aim zone; taking cover at step 1 as it reacts drops the aim (HST-D-55).
 */
export function aimedField(state: SkirmishState, shooterId: string, coverAtStep1 = false): AimedField {
  const shooter = state.models[shooterId];
  const dice = (aimed: boolean) => {
    const { count, die } = baseDice(aimed);
    return `${count}d${die}`;
  };
  if (!shooter?.aiming)
    return {
      enabled: false,
      hint: `${shooter?.name ?? 'The shooter'} has no aim marker: snap fire only (${dice(false)}).`,
    };
  const cover = coverAtStep1 ? ' Taking cover at step 1 makes it snap fire (HST-D-55).' : '';
  return {
    enabled: true,
    hint: `Tick only when the target is in ${shooter.name}'s aim zone: ${dice(true)} rather than ${dice(false)}.${cover}`,
  };
}
