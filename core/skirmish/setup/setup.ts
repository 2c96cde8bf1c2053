import type { Dice } from '../../dice/dice.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { deckInstances, shuffle } from '../table/cards.ts';
import type { HeistCard } from '../table/cards.ts';
import type { SkirmishEvent } from '../events.ts';
import { pressureLevel } from '../table/pressure.ts';
import type { PressureMode } from '../table/pressure.ts';
import { grenadeKinds, primarySlot, profileProblems } from './profile.ts';
import type { ModelProfile } from './profile.ts';
import { skirmishSettings } from './settings.ts';
import type { SkirmishSettings } from './settings.ts';
import type { CoverHeight } from '../shots/target-class.ts';
import { clearVisibility } from '../shots/visibility.ts';
import type { Visibility } from '../shots/visibility.ts';
import type { WeaponLoad } from './weapons.ts';
import type {
  BridgeTable,
  EntryPoint,
  ModelState,
  Presence,
  Seat,
  SideId,
  Stance,
  VehicleState,
  WeaponState,
} from '../types.ts';

/** Opening a skirmish: the scenario, both forces, reserves, vehicles, the deck and the first side (HST-SEQ-1). */

/**
 * The condition a model starts the fight in (BRG-D-16): a COT character's Wounded, its Cover nearly gone (Stunned),
 * knocked out (Unconscious), or held by an enemy (Restrained). The bridge's conversion decides them.
 */
export interface StartState {
  readonly wounded?: boolean;
  readonly stunned?: boolean;
  /** COT-DROP-9: only on a bridged fight. */
  readonly unconscious?: boolean;
  /** COT-WAR-9: the enemy on the table holding it, in base contact; only on a bridged fight. */
  readonly heldBy?: string;
  /** BRG-D-14: unaware in the surprise turn, no reactions until the window ends; only on a bridged fight. */
  readonly unaware?: boolean;
}

export interface ModelEntry {
  readonly id: string;
  readonly profile: ModelProfile;
  /** Default: its side's stance (HST-VIS-2). */
  readonly stance?: Stance;
  readonly cover?: CoverHeight;
  readonly seat?: Seat;
  /** Default: unhurt and free (BRG-D-16). */
  readonly start?: StartState;
}

export interface ReserveEntry extends ModelEntry {
  /** Joins the reserves box at the end of this round (0: in the box from the start) (HST-REINF-1). */
  readonly arrivesAfterRound: number;
}

export interface SideEntry {
  readonly id: SideId;
  readonly name: string;
  readonly stance: Stance;
  readonly entryPoints?: readonly EntryPoint[];
  readonly models: readonly ModelEntry[];
  readonly reserves?: readonly ReserveEntry[];
}

export interface VehicleEntry {
  readonly id: string;
  readonly name: string;
  readonly capacity?: number;
  readonly passengerSeats?: number;
  readonly motion?: 'stopped' | 'forward' | 'reverse';
  readonly running?: boolean;
  readonly side?: SideId | null;
}

export interface SkirmishSetup {
  readonly name?: string;
  readonly sides: readonly SideEntry[];
  /** HST-SEQ-1: the scenario's first side; absent or null for a dice-off (HST-D-6). */
  readonly firstSide?: SideId | null;
  readonly visibility?: Visibility;
  readonly pressure?: { readonly mode: PressureMode; readonly levels?: Readonly<Record<SideId, number>> };
  readonly vehicles?: readonly VehicleEntry[];
  /** HST-D-35: the Heist card deck; default the house deck. */
  readonly deck?: readonly HeistCard[];
  readonly settings?: Partial<SkirmishSettings>;
  readonly lastRound?: number | null;
  /**
   * A fight opened from a City of Thieves scene (bridge.md): the bridge's table settings for it, each at its default
   * when not given (`bridge_melee` on, `opposed_tie_winner` the actor). Absent: a plain HEIST fight.
   */
  readonly bridge?: Partial<BridgeTable>;
}

/** The bridge's defaults (bridge.md §8: `bridge_melee` = `on`; COT-D-5: ties go to the actor). */
export const defaultBridgeTable: BridgeTable = { melee: true, opposedTieWinner: 'actor' };

function weaponState(load: WeaponLoad | null): WeaponState | null {
  if (!load) return null;
  return {
    ...load,
    counters: 0,
    progress: 0,
    magazineOut: false,
    jammed: false,
    failedClears: 0,
    broken: false,
    dropped: false,
  };
}

/** A model as it stands on the table when it comes on (`skirmish/add-model`): unhurt, not activated. */
export function arrivingModel(entry: ModelEntry, side: SideEntry, settings: SkirmishSettings): ModelState {
  return modelState(entry, side, { kind: 'table' }, settings);
}

function modelState(
  entry: ModelEntry,
  side: SideEntry,
  presence: Presence,
  settings: SkirmishSettings,
): ModelState {
  const p = entry.profile;
  const start = entry.start ?? {};
  return {
    id: entry.id,
    name: p.name,
    side: side.id,
    stance: entry.stance ?? side.stance,
    actions: p.actions,
    skill: p.skill,
    weapons: { long: weaponState(p.long), sidearm: weaponState(p.sidearm) },
    inHand: settings.startWeaponInHand === 'primary' ? primarySlot(p) : null, // HST-D-4
    grenades: Object.fromEntries(grenadeKinds.map((k) => [k, p.grenades[k] ?? 0])) as ModelState['grenades'],
    armor: p.armor,
    gasMask: p.gasMask,
    weaponLight: p.weaponLight,
    nightVision: p.nightVision,
    speedloaders: p.speedloaders,
    presence,
    stunned: start.stunned === true,
    wounded: start.wounded === true,
    aiming: false,
    defending: false,
    activated: false,
    snapped: false,
    cover: entry.cover ?? 'none',
    inTeargas: false,
    seat: entry.seat ?? null,
    ...(p.melee ? { melee: p.melee } : {}),
    ...(p.cot ? { cot: p.cot } : {}),
    ...(start.unconscious === true ? { unconscious: true } : {}),
    ...(start.heldBy !== undefined ? { heldBy: start.heldBy } : {}),
    ...(start.unaware === true ? { unaware: true } : {}),
  };
}

function vehicleState(
  entry: VehicleEntry,
  models: readonly ModelState[],
  settings: SkirmishSettings,
): VehicleState {
  const aboard = models.filter((m) => m.seat?.vehicle === entry.id);
  const motion = entry.motion ?? 'stopped';
  return {
    id: entry.id,
    name: entry.name,
    side: entry.side ?? aboard.find((m) => m.seat?.role === 'driver')?.side ?? null,
    capacity: entry.capacity ?? settings.vehicleHitCapacity, // HST-D-47
    hits: 0,
    motion,
    gear: motion === 'reverse' ? 'reverse' : 'forward',
    running: entry.running ?? motion !== 'stopped',
    moved: false,
    drove: false,
    undrivable: false,
    exploded: false,
    driver: aboard.find((m) => m.seat?.role === 'driver')?.id ?? null,
    passengers: aboard.filter((m) => m.seat?.role === 'passenger').map((m) => m.id),
    passengerSeats: entry.passengerSeats ?? 4,
  };
}

/** Everything wrong with a setup, in the GM's words. */
export function setupProblems(setup: SkirmishSetup): string[] {
  const problems: string[] = [];
  if (setup.sides.length < 2) problems.push('A skirmish needs at least two sides');
  const ids = new Set<string>();
  const claim = (id: string, what: string) => {
    if (ids.has(id)) problems.push(`The id "${id}" (${what}) is used twice`);
    ids.add(id);
  };
  for (const side of setup.sides) {
    claim(side.id, 'side');
    for (const entry of [...side.models, ...(side.reserves ?? [])]) {
      claim(entry.id, entry.profile.name);
      for (const p of profileProblems(entry.profile)) problems.push(`${entry.profile.name}: ${p}`);
    }
  }
  const names = setup.sides.flatMap((s) =>
    [...s.models, ...(s.reserves ?? [])].map((m) => m.profile.name.toLowerCase()),
  );
  if (new Set(names).size !== names.length) problems.push('Every model needs a name of its own (HST-MEAS-1)');
  for (const vehicle of setup.vehicles ?? []) claim(vehicle.id, vehicle.name);
  const seated = setup.sides.flatMap((s) => s.models).filter((m) => m.seat);
  for (const vehicle of setup.vehicles ?? []) {
    const aboard = seated.filter((m) => m.seat!.vehicle === vehicle.id);
    if (aboard.filter((m) => m.seat!.role === 'driver').length > 1)
      problems.push(`${vehicle.name} has two drivers`);
    if (aboard.filter((m) => m.seat!.role === 'passenger').length > (vehicle.passengerSeats ?? 4)) {
      problems.push(`${vehicle.name} has more passengers than seats`);
    }
  }
  for (const m of seated)
    if (!(setup.vehicles ?? []).some((v) => v.id === m.seat!.vehicle))
      problems.push(`${m.profile.name} sits in an unknown vehicle`);
  if (setup.firstSide && !setup.sides.some((s) => s.id === setup.firstSide))
    problems.push(`There is no side "${setup.firstSide}" to go first`);
  problems.push(...startProblems(setup));
  try {
    skirmishSettings(setup.settings);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

/**
 * BRG-D-16: start states that fit the table. Unconscious and Restrained are City of Thieves conditions, so only a
 * bridged fight has them; a held model and its restrainer are placed on the table in base contact, so neither is
 * in a vehicle or the reserves, and they are enemies; an Unconscious model holds nobody (COT-WAR-9).
 */
function startProblems(setup: SkirmishSetup): string[] {
  const problems: string[] = [];
  const placed = new Map(setup.sides.flatMap((s) => s.models.map((m) => [m.id, { entry: m, side: s.id }])));
  for (const side of setup.sides) {
    for (const reserve of side.reserves ?? []) {
      if (reserve.start?.unconscious || reserve.start?.heldBy !== undefined)
        problems.push(
          `${reserve.profile.name} is in the reserves: only a model placed on the table starts Unconscious or held (BRG-D-16)`,
        );
    }
    for (const entry of side.models) {
      const start = entry.start ?? {};
      const name = entry.profile.name;
      const cot = start.unconscious === true || start.heldBy !== undefined;
      if (cot && !setup.bridge)
        problems.push(
          `${name} starts ${start.unconscious ? 'Unconscious' : 'held'}: only a fight opened from a City of Thieves scene has those conditions (BRG-D-16)`,
        );
      if (start.unaware === true && !setup.bridge)
        problems.push(
          `${name} starts unaware: only a fight opened from a City of Thieves scene has a surprise turn (BRG-D-14)`,
        );
      if (cot && entry.seat)
        problems.push(
          `${name} starts ${start.unconscious ? 'Unconscious' : 'held'} and so is placed on the table, not in a vehicle (BRG-D-16)`,
        );
      if (start.heldBy === undefined) continue;
      const holder = placed.get(start.heldBy);
      if (!holder) {
        problems.push(
          `${name} is held by "${start.heldBy}", which is no model placed on the table (BRG-D-16)`,
        );
        continue;
      }
      const by = holder.entry.profile.name;
      if (holder.side === side.id)
        problems.push(`${name} is held by ${by}, of its own side: a hold is an enemy's (COT-WAR-8)`);
      if (holder.entry.start?.unconscious) problems.push(`${by} is Unconscious and holds nobody (COT-WAR-9)`);
      if (holder.entry.seat)
        problems.push(`${by} holds ${name} in base contact, so it is not in a vehicle (BRG-D-16)`);
    }
  }
  return problems;
}

/** HST-D-6: every side rolls a d10; the highest chooses; tied highest roll again. */
function diceOff(
  sides: readonly SideId[],
  dice: Dice,
): { rounds: Record<SideId, number>[]; chooser: SideId } {
  const rounds: Record<SideId, number>[] = [];
  let contenders = [...sides];
  for (;;) {
    const round = Object.fromEntries(contenders.map((side) => [side, dice.roll(10)]));
    rounds.push(round);
    const best = Math.max(...Object.values(round));
    contenders = contenders.filter((side) => round[side] === best);
    if (contenders.length === 1) return { rounds, chooser: contenders[0]! };
  }
}

/** The events that open a skirmish. */
export function startSkirmish(
  setup: SkirmishSetup,
  dice: Dice,
  defaultDeck: readonly HeistCard[],
): Decision<SkirmishEvent> {
  const problems = setupProblems(setup);
  if (problems.length > 0) return reject('skirmish/setup', problems.join('; '), { problems });
  const settings = skirmishSettings(setup.settings);
  const models = setup.sides.flatMap((side) => [
    ...side.models.map((m) => modelState(m, side, { kind: 'table' }, settings)),
    ...(side.reserves ?? []).map((m) =>
      modelState(
        m,
        side,
        m.arrivesAfterRound <= 0
          ? { kind: 'reserve' }
          : { kind: 'coming', arrivesAfterRound: m.arrivesAfterRound },
        settings,
      ),
    ),
  ]);
  const sideIds = setup.sides.map((s) => s.id);
  const deck = setup.deck ?? defaultDeck;
  const mode = setup.pressure?.mode ?? 'off';
  const levels = Object.fromEntries(
    setup.sides.map((s) => [
      s.id,
      setup.pressure?.levels?.[s.id] ??
        pressureLevel(
          s.models.map((m) => m.profile.actions),
          settings.pressureLevelRounding,
        ),
    ]),
  );
  const first = setup.firstSide ?? null;
  const off = first === null ? diceOff(sideIds, dice) : null;
  const draw = shuffle(deckInstances(deck), dice);
  const started: SkirmishEvent = {
    type: 'skirmish/started',
    scenario: {
      name: setup.name ?? 'Skirmish',
      sides: setup.sides.map((s) => ({
        id: s.id,
        name: s.name,
        stance: s.stance,
        entryPoints: s.entryPoints ?? [],
      })),
      settings,
      visibility: setup.visibility ?? clearVisibility,
      pressureMode: mode,
      pressureLevels: levels,
      lastRound: setup.lastRound ?? null,
      deck,
      ...(setup.bridge ? { bridge: { ...defaultBridgeTable, ...setup.bridge } } : {}),
    },
    turnOrder: first ? [first, ...sideIds.filter((s) => s !== first)] : sideIds,
    models,
    vehicles: (setup.vehicles ?? []).map((v) => vehicleState(v, models, settings)),
    cards: { draw, discard: [], hands: Object.fromEntries(sideIds.map((s) => [s, []])) },
    pressure: {
      used: Object.fromEntries(sideIds.map((s) => [s, 0])),
      points: Object.fromEntries(sideIds.map((s) => [s, 0])),
      passed: Object.fromEntries(sideIds.map((s) => [s, 0])),
      running: null,
      turnUsed: 0,
      paused: false,
    },
    diceOff: off?.rounds ?? null,
    chooser: off?.chooser ?? null,
  };
  return ok([started]);
}
