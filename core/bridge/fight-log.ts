import type { NodeId } from '../cot/spot/index.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { applySkirmish, currentProfile } from '../skirmish/index.ts';
import type { ModelId, ModelState, SkirmishEvent, SkirmishState, VehicleId } from '../skirmish/index.ts';
import { turnOf } from './fight-result.ts';
import type {
  Departure,
  FightResult,
  LootResult,
  ModelResult,
  SwitchPosition,
  Turn,
  VehicleResult,
} from './fight-result.ts';
import type { ArmourElimination } from './health.ts';

/**
 * A skirmish's event log read as a `FightResult` (bridge.md §7). The engine records who deployed, who was
 * eliminated and how each armour check went, every shot, blast and exploding vehicle, the rounds begun and
 * finished, and each model's end. What a HEIST table does not tell its engine — exits left by, models woken,
 * holds, Strikes, Securities bypassed, loot, line of sight, Foresight and Resources spent — the bridge tracks
 * beside it, as `TableFacts`.
 */

/** What the bridge tracks on the table beside the skirmish engine (bridge.md §7); every list may be empty. */
export interface TableFacts {
  /** Models leaving through an exit with a Move action, and the game round (BRG-D-21). */
  readonly departures?: readonly { readonly model: ModelId; readonly exit: string; readonly round: number }[];
  /** Vehicles driving out through an exit, and the game round (BRG-D-21, D-27). */
  readonly vehicleDepartures?: readonly {
    readonly vehicle: VehicleId;
    readonly exit: string;
    readonly round: number;
  }[];
  /** Unconscious models woken by an ally's Use action, and the game round (BRG-D-16). */
  readonly wakes?: readonly { readonly model: ModelId; readonly round: number }[];
  /** Holds at the end: Restrained by a Strike, or surrendered and held by the nearest enemy (BRG-D-44). */
  readonly holds?: readonly {
    readonly model: ModelId;
    readonly by: ModelId | null;
    readonly surrendered: boolean;
  }[];
  /** A Strike was made (BRG-D-11). */
  readonly strikes?: boolean;
  /**
   * Security bypass rolls that bypassed a Security or were catastrophes (BRG-D-20, D-36, D-37); an Explosives
   * attempt is loud either way.
   */
  readonly bypasses?: readonly {
    readonly barrier: string;
    readonly security: string;
    readonly model: ModelId;
    readonly explosives: boolean;
    readonly catastrophe: boolean;
  }[];
  readonly sight?: readonly (readonly [ModelId, ModelId])[];
  readonly loot?: readonly LootResult[];
  readonly calls?: readonly { readonly model: ModelId; readonly round: number }[];
  readonly foresight?: Readonly<Record<ModelId, number>>;
  readonly resources?: number;
  readonly positions?: Readonly<Record<ModelId, SwitchPosition>>;
  /** On a two-zone table, the zone of the half each model or vehicle ends in (BRG-D-43). */
  readonly halves?: Readonly<Record<string, NodeId>>;
}

interface Timeline {
  arrived: Turn | null;
  killed: Turn | null;
  armour: ArmourElimination[];
}

const explosive = new Set(['frag', 'flashbang']);

/**
 * The fight a skirmish's log records, with the facts the table tracked beside it. Never changes its inputs.
 * @returns a rejection when the log does not replay (it names the broken event), or a table fact names a model,
 * vehicle or round the fight does not have.
 */
export function fightResultOf(
  id: string,
  events: readonly SkirmishEvent[],
  table: TableFacts = {},
): FightResult | Rejection {
  let state: SkirmishState | null = null;
  let turn: Turn = 0;
  let begun = 0;
  let finished = 0;
  const noise = { fired: false, grenades: false, vehicleExploded: false };
  const lines = new Map<ModelId, Timeline>();
  let start: readonly ModelState[] = [];
  for (const [index, event] of events.entries()) {
    const before: SkirmishState | null = state;
    try {
      state = applySkirmish(state, event);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return reject('bridge/fight-log', `The skirmish's log does not replay at event ${index + 1}: ${why}`, {
        event: index,
      });
    }
    switch (event.type) {
      case 'skirmish/started':
        start = event.models;
        for (const model of event.models) {
          lines.set(model.id, {
            arrived: model.presence.kind === 'table' ? 0 : null,
            killed: null,
            armour: [],
          });
        }
        break;
      case 'skirmish/turn-started':
        turn = turnOf(state.turnOrder, event.round, event.side);
        break;
      case 'skirmish/model-added':
        // BRG-D-18: a model brought in (an Ambush) arrives on the table in the turn it comes.
        lines.set(event.model.id, { arrived: turn, killed: null, armour: [] });
        break;
      case 'skirmish/action-declared':
        begun = Math.max(begun, state.round); // BRG-D-45: a round counts once a model activated in it
        break;
      case 'skirmish/turn-ended':
        if (event.side === state.turnOrder[state.turnOrder.length - 1])
          finished = Math.max(finished, event.round);
        break;
      case 'skirmish/shot':
        noise.fired = true;
        break;
      case 'skirmish/grenade-detonated':
        if (explosive.has(event.grenade.kind)) noise.grenades = true;
        break;
      case 'skirmish/vehicle-exploded':
        noise.vehicleExploded = true;
        break;
      default:
        break;
    }
    if (before !== null && before.models !== state.models) track(before, state, lines, turn);
  }
  if (state === null) return reject('bridge/fight-log', 'The skirmish has no log: it never started', {});
  return assemble(id, state, start, lines, { begun, finished }, noise, table);
}

/** A model's presence changes between two states: arrivals, eliminations, armour checks, deaths. */
function track(before: SkirmishState, after: SkirmishState, lines: Map<ModelId, Timeline>, turn: Turn): void {
  for (const model of Object.values(after.models)) {
    const was = before.models[model.id];
    const line = lines.get(model.id);
    if (!was || !line || was.presence.kind === model.presence.kind) continue;
    const from = was.presence.kind;
    const to = model.presence.kind;
    if (to === 'table' && from !== 'casualty' && line.arrived === null) line.arrived = turn;
    if (to === 'casualty') line.armour.push({ wounded: was.wounded, passed: null });
    const last = line.armour[line.armour.length - 1];
    if (from === 'casualty' && last && last.passed === null) {
      line.armour[line.armour.length - 1] = { ...last, passed: to === 'table' };
    }
    if (to === 'dead') line.killed = turn;
  }
}

function problem(message: string, data: Record<string, unknown>): Rejection {
  return reject('bridge/table-facts', message, data);
}

function assemble(
  id: string,
  state: SkirmishState,
  start: readonly ModelState[],
  lines: ReadonlyMap<ModelId, Timeline>,
  rounds: FightResult['rounds'],
  noise: { fired: boolean; grenades: boolean; vehicleExploded: boolean },
  table: TableFacts,
): FightResult | Rejection {
  const sides = state.turnOrder;
  const known = (model: ModelId) => Object.hasOwn(state.models, model);
  const roundOk = (round: number) => Number.isInteger(round) && round >= 1 && round <= state.round;
  const departures = new Map<ModelId, Departure>();
  for (const left of table.departures ?? []) {
    if (!known(left.model))
      return problem(`No model "${left.model}" left the table: it is not in the fight`, {
        model: left.model,
      });
    if (!roundOk(left.round)) {
      return problem(
        `${state.models[left.model]!.name} cannot leave in game round ${left.round}: the fight reached round ${state.round}`,
        { model: left.model },
      );
    }
    const side = state.models[left.model]!.side;
    departures.set(left.model, { exit: left.exit, round: left.round, turn: turnOf(sides, left.round, side) });
  }
  const wakes = new Map<ModelId, Turn>();
  for (const wake of table.wakes ?? []) {
    if (!known(wake.model) || !roundOk(wake.round)) {
      return problem(
        `A wake names "${wake.model}" in game round ${wake.round}, which the fight does not have`,
        { model: wake.model },
      );
    }
    wakes.set(wake.model, turnOf(sides, wake.round, state.models[wake.model]!.side));
  }
  const holds = new Map<ModelId, { by: ModelId | null; surrendered: boolean }>();
  for (const hold of table.holds ?? []) {
    if (!known(hold.model) || (hold.by !== null && !known(hold.by))) {
      return problem(`A hold names a model the fight does not have ("${hold.model}", "${hold.by}")`, {
        model: hold.model,
      });
    }
    holds.set(hold.model, { by: hold.by, surrendered: hold.surrendered });
  }
  for (const named of [
    ...(table.sight ?? []).flat(),
    ...(table.bypasses ?? []).map((bypass) => bypass.model),
    ...(table.calls ?? []).map((call) => call.model),
    ...Object.keys(table.foresight ?? {}),
    ...Object.keys(table.positions ?? {}),
    ...(table.loot ?? []).flatMap((item) => (item.carriedBy === null ? [] : [item.carriedBy])),
  ]) {
    if (!known(named))
      return problem(`The table's facts name "${named}", a model the fight does not have`, { model: named });
  }
  const halves = table.halves ?? {};
  const profiles = new Map(start.map((model) => [model.id, currentProfile(model)]));
  const models: Record<ModelId, ModelResult> = {};
  for (const model of Object.values(state.models)) {
    const line = lines.get(model.id) ?? { arrived: null, killed: null, armour: [] };
    const hold = holds.get(model.id);
    models[model.id] = {
      id: model.id,
      name: model.name,
      side: model.side,
      profile: profiles.get(model.id) ?? currentProfile(model),
      arrived: line.arrived,
      left: departures.get(model.id) ?? null,
      killed: line.killed,
      woken: wakes.get(model.id) ?? null,
      wounded: model.wounded,
      stunned: model.stunned,
      casualty: model.presence.kind === 'casualty',
      armour: line.armour,
      weapons: { long: model.weapons.long, sidearm: model.weapons.sidearm },
      grenades: model.grenades,
      surrendered: hold?.surrendered ?? false,
      heldBy: hold?.by ?? null,
      vehicle: model.seat?.vehicle ?? null,
      half: halves[model.id] ?? null,
    };
  }
  const vehicleDepartures = new Map<VehicleId, Departure>();
  for (const left of table.vehicleDepartures ?? []) {
    const vehicle = state.vehicles[left.vehicle];
    if (!vehicle || !roundOk(left.round)) {
      return problem(
        `A vehicle departure names "${left.vehicle}" in game round ${left.round}, which the fight does not have`,
        { vehicle: left.vehicle },
      );
    }
    const side = vehicle.side ?? sides[0]!;
    vehicleDepartures.set(left.vehicle, {
      exit: left.exit,
      round: left.round,
      turn: turnOf(sides, left.round, side),
    });
  }
  const vehicles: Record<VehicleId, VehicleResult> = {};
  for (const vehicle of Object.values(state.vehicles)) {
    vehicles[vehicle.id] = {
      id: vehicle.id,
      name: vehicle.name,
      hits: vehicle.hits,
      undrivable: vehicle.undrivable,
      exploded: vehicle.exploded,
      left: vehicleDepartures.get(vehicle.id) ?? null,
      side: vehicle.side,
      half: halves[vehicle.id] ?? null,
    };
  }
  const bypasses = table.bypasses ?? [];
  const live = Object.values(state.grenades)
    .map((grenade) => ({ id: grenade.id, kind: grenade.kind, side: grenade.side, round: grenade.round }))
    .sort((a, b) => a.round - b.round || idNumber(a.id) - idNumber(b.id))
    .map(({ id: grenade, kind, side }) => ({ id: grenade, kind, side }));
  return {
    id,
    ended: state.phase.kind === 'over',
    sides,
    active: sides[state.active] ?? null,
    rounds,
    models,
    vehicles,
    noise: {
      ...noise,
      explosivesBypass: bypasses.some((bypass) => bypass.explosives),
      melee: table.strikes ?? false,
    },
    live,
    sight: table.sight ?? [],
    loot: table.loot ?? [],
    bypasses: bypasses.map(({ barrier, security, model, catastrophe }) => ({
      barrier,
      security,
      model,
      catastrophe,
    })),
    calls: table.calls ?? [],
    foresight: table.foresight ?? {},
    resources: table.resources ?? 0,
    positions: table.positions ?? {},
  };
}

/** The number in an engine id such as `grenade-12`. */
function idNumber(id: string): number {
  const match = /(\d+)$/.exec(id);
  return match ? Number(match[1]) : 0;
}
