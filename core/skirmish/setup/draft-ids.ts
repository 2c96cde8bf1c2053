import type { SideRead } from './draft.ts';

/** The ids a new fight's draft gives its sides, models, reserves, entry points and vehicles: stable by position. */

export const sideIdOf = (index: number): string => `s${index + 1}`;
export const modelIdOf = (side: number, model: number): string => `${sideIdOf(side)}-m${model + 1}`;
export const reserveIdOf = (side: number, model: number): string => `${sideIdOf(side)}-r${model + 1}`;
export const entryIdOf = (side: number, entry: number): string => `${sideIdOf(side)}-e${entry + 1}`;
export const vehicleIdOf = (index: number): string => `v${index + 1}`;

/** A model of the draft's rosters, as a vehicle's seats name it. */
export interface DraftModel {
  readonly id: string;
  readonly name: string;
  /** The index of its side. */
  readonly side: number;
  /** In the reserves box, not on the table (HST-REINF-1). */
  readonly reserve: boolean;
}

/** Every model read from the draft's rosters and reserves, side by side, with the id the setup gives it. */
export function draftModels(read: readonly SideRead[]): DraftModel[] {
  return read.flatMap((side, s) => [
    ...side.models.map((m, i) => ({ id: modelIdOf(s, i), name: m.name, side: s, reserve: false })),
    ...side.reserves.map((m, i) => ({ id: reserveIdOf(s, i), name: m.name, side: s, reserve: true })),
  ]);
}

/** The model a name typed in the form means: trimmed, any case (names are unique that way, HST-MEAS-1). */
export function modelNamed(models: readonly DraftModel[], name: string): DraftModel | undefined {
  const key = name.trim().toLowerCase();
  return models.find((m) => m.name.toLowerCase() === key);
}
