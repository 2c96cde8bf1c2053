import { skirmish } from '../../../../core/index.ts';

/**
 * The new-fight form's edits of the draft's vehicles (HST-VEH-1..10) and what its seat controls offer. Whether a
 * seat is allowed is core's (`skirmish.fightSetup` names each problem); this only edits and lists.
 */

type FightDraft = skirmish.FightDraft;
type VehicleDraft = skirmish.VehicleDraft;

/** A stopped, empty car added at the end (nothing past the engine's limit). */
export function addVehicle(draft: FightDraft): FightDraft {
  if (draft.vehicles.length >= skirmish.vehicleLimits.vehiclesMax) return draft;
  return { ...draft, vehicles: [...draft.vehicles, skirmish.emptyVehicle(draft.vehicles)] };
}

export function removeVehicle(draft: FightDraft, index: number): FightDraft {
  return { ...draft, vehicles: draft.vehicles.filter((_, i) => i !== index) };
}

/** Vehicle `index` with some fields changed; set moving, its engine runs (HST-VEH-2). */
export function changeVehicle(draft: FightDraft, index: number, changes: Partial<VehicleDraft>): FightDraft {
  return {
    ...draft,
    vehicles: draft.vehicles.map((vehicle, i) => {
      if (i !== index) return vehicle;
      const next = { ...vehicle, ...changes };
      return changes.motion !== undefined && changes.motion !== 'stopped' ? { ...next, running: true } : next;
    }),
  };
}

/** The passengers with `name` ticked on or off, in the order they were ticked. */
export function togglePassenger(vehicle: VehicleDraft, name: string, on: boolean): Partial<VehicleDraft> {
  const key = name.trim().toLowerCase();
  const others = vehicle.passengers.filter((p) => p.trim().toLowerCase() !== key);
  return { passengers: on ? [...others, name] : others };
}

/** Whether `name` is among the vehicle's passengers (names match in any case). */
export const isPassenger = (vehicle: VehicleDraft, name: string): boolean =>
  vehicle.passengers.some((p) => p.trim().toLowerCase() === name.trim().toLowerCase());

/** The vehicles' sides after side `index` is removed: its vehicles belong to no side, later ones shift down. */
export function vehiclesWithoutSide(vehicles: readonly VehicleDraft[], index: number): VehicleDraft[] {
  return vehicles.map((vehicle) =>
    vehicle.side === null || vehicle.side < index
      ? vehicle
      : { ...vehicle, side: vehicle.side === index ? null : vehicle.side - 1 },
  );
}

/** The models a seat may name, side by side: those on the table (reserves are not, HST-REINF-1). */
export interface SeatGroup {
  readonly side: string;
  readonly names: readonly string[];
}

export function seatGroups(draft: FightDraft, preview: readonly skirmish.SidePreview[]): SeatGroup[] {
  return draft.sides.flatMap((side, i) => {
    const names = preview[i]?.models.map((m) => m.name) ?? [];
    return names.length === 0 ? [] : [{ side: side.name.trim() || `Side ${i + 1}`, names }];
  });
}

/**
 * The names this vehicle seats that no roster has on the table any more (a roster edited after seating): shown
 * ticked so the GM can untick them; core names the problem.
 */
export function strayNames(vehicle: VehicleDraft, groups: readonly SeatGroup[]): string[] {
  const known = new Set(groups.flatMap((g) => g.names.map((n) => n.toLowerCase())));
  const named = [vehicle.driver, ...vehicle.passengers].filter((n) => n.trim() !== '');
  return named.filter((n) => !known.has(n.trim().toLowerCase()));
}

/** The "owned by" select's value for a side index, and back. */
export const ownerValue = (side: number | null): string => (side === null ? 'none' : String(side));
export const ownerOf = (value: string): number | null => (value === 'none' ? null : Number(value));
