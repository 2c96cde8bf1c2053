import type { ModelEdit } from '../events.ts';
import { grenadeKinds, modelLimits } from '../setup/profile.ts';
import type { ModelId, SkirmishState } from '../types.ts';
import { weaponTable } from '../setup/weapons.ts';

/**
 * A GM correction of one model (`skirmish/edit-model`): what it may set, checked against the model as it is —
 * ammo counters within its weapon's capacity (HST-SHOOT-5), reloads and grenades within the roster's limits,
 * a weapon it has.
 */

const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** Why a GM correction does not fit the model (a number out of its range, a weapon it has not got), or null. */
export function modelEditProblem(state: SkirmishState, model: ModelId, edit: ModelEdit): string | null {
  const m = state.models[model];
  if (!m) return `There is no model ${model}`;
  if (edit.counters) {
    const w = m.weapons[edit.counters.slot];
    if (!w) return `${m.name} has no ${edit.counters.slot === 'long' ? 'long weapon' : 'sidearm'}`;
    const capacity = weaponTable[w.weapon].capacity;
    if (!wholeIn(edit.counters.counters, 0, capacity)) {
      return `Ammo counters on the ${w.weapon} go from 0 to ${capacity} (${capacity}: out of ammo, HST-SHOOT-5)`;
    }
  }
  if (edit.reloads) {
    const w = m.weapons[edit.reloads.slot];
    if (!w) return `${m.name} has no ${edit.reloads.slot === 'long' ? 'long weapon' : 'sidearm'}`;
    if (!wholeIn(edit.reloads.reloads, 0, modelLimits.reloadsMax)) {
      return `Reloads for the ${w.weapon} go from 0 to ${modelLimits.reloadsMax}`;
    }
  }
  for (const kind of grenadeKinds) {
    const count = edit.grenades?.[kind];
    if (count !== undefined && !wholeIn(count, 0, modelLimits.grenadesMax))
      return `${kind[0]!.toUpperCase()}${kind.slice(1)} grenades go from 0 to ${modelLimits.grenadesMax}`;
  }
  return null;
}
