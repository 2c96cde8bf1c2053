import * as v from 'valibot';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { setupProblems, setupSchema } from '../skirmish/index.ts';
import type {
  FightSide,
  GmCommand,
  ModelEdit,
  ModelEntry,
  ReserveEntry,
  Seat,
  SideEntry,
  SkirmishSetup,
  StartState,
  VehicleEntry,
} from '../skirmish/index.ts';
import { exitLine } from './table.ts';
import type { Arrival, FightProposal, ProposedModel, ProposedSide } from './proposal.ts';

/**
 * A proposal as the skirmish engine's own set-up (core/skirmish/setup), the same input its New-fight form
 * builds, so the proposal opens as a real fight (`startSkirmish`). What the engine can set by its GM
 * corrections right after it opens (Wounded, Stunned, ammo counters) comes as `skirmish/edit-model` commands;
 * what it cannot express yet stays in the proposal as bridge data, named in `unexpressed`.
 */

/** A proposal opened as a skirmish. */
export interface BridgedScenario {
  readonly setup: SkirmishSetup;
  /** The scene's sides (as the New-fight form gives them): the crew marked. */
  readonly sides: readonly FightSide[];
  /** GM corrections to send once the skirmish has started (BRG-D-16, D-25). */
  readonly corrections: readonly GmCommand[];
  /** What the skirmish engine does not yet play, in the GM's words: it stays in the proposal. */
  readonly unexpressed: readonly string[];
}

const sideName = (label: string): string => label.slice(0, 60);

/** Exits a side's models may come in by: crew-only ones for the crew, NPC-only ones for the others (BRG-D-2). */
function entryPoints(proposal: FightProposal, side: ProposedSide) {
  if (side.role === 'civilians') return [];
  return proposal.table.exits
    .filter((exit) => exit.users === 'everyone' || (exit.users === 'crew') === side.crew)
    .map((exit) => ({ id: exit.id, name: exit.name.slice(0, 60) }));
}

function entry(model: ProposedModel, side: ProposedSide, proposal: FightProposal): ModelEntry {
  const seat = proposal.vehicles.flatMap((vehicle): Seat[] =>
    vehicle.driver === model.id
      ? [{ vehicle: vehicle.id, role: 'driver' }]
      : vehicle.passengers.includes(model.id)
        ? [{ vehicle: vehicle.id, role: 'passenger' }]
        : [],
  )[0];
  const cot = model.profile.cot;
  const start = startOf(model, seat !== undefined, proposal);
  return {
    id: model.id,
    // BRG-D-17: the bonuses it carries are the proposal's (the GM's last word on them)
    profile: cot
      ? { ...model.profile, cot: { ...cot, shifts: model.bonuses.shifts, checks: model.bonuses.checks } }
      : model.profile,
    ...(model.stance !== side.stance ? { stance: model.stance } : {}),
    ...(seat ? { seat } : {}),
    ...(start ? { start } : {}),
  };
}

/**
 * BRG-D-16: the City of Thieves conditions the engine plays on a bridged table — Unconscious, and held by an enemy
 * placed on the table — and BRG-D-14's unaware NPCs of a surprise turn, for a model placed on it (not seated: a
 * seated model does not react anyway). Wounded and Stunned come as GM corrections.
 */
function startOf(model: ProposedModel, seated: boolean, proposal: FightProposal): StartState | null {
  if (seated) return null;
  const holder = heldBy(model, proposal);
  if (!model.start.unconscious && holder === null && !model.start.unaware) return null;
  return {
    ...(model.start.unconscious ? { unconscious: true } : {}),
    ...(holder !== null ? { heldBy: holder } : {}),
    ...(model.start.unaware ? { unaware: true } : {}),
  };
}

/** The enemy holding it, when that enemy is placed on the table (not seated, not Unconscious itself). */
function heldBy(model: ProposedModel, proposal: FightProposal): string | null {
  const id = model.start.restrainedBy;
  if (id === null) return null;
  const holder = proposal.models.find((m) => m.id === id);
  if (!holder || holder.side === model.side || holder.start.unconscious) return null;
  const seated = proposal.vehicles.some((v) => v.driver === id || v.passengers.includes(id));
  return seated ? null : id;
}

/** Arrivals whose round the set-up knows go to the reserves (HST-REINF-1); the others wait for the bridge. */
function reserves(arrivals: readonly Arrival[], side: ProposedSide, proposal: FightProposal): ReserveEntry[] {
  return arrivals
    .filter((arrival) => arrival.model.side === side.id && arrival.when.round !== null)
    .map((arrival) => ({ ...entry(arrival.model, side, proposal), arrivesAfterRound: arrival.when.round! }));
}

function sideEntry(proposal: FightProposal, side: ProposedSide): SideEntry {
  const points = entryPoints(proposal, side);
  const waiting = reserves(proposal.arrivals, side, proposal);
  return {
    id: side.id,
    name: sideName(side.label),
    stance: side.stance,
    ...(points.length > 0 ? { entryPoints: points } : {}),
    models: proposal.models
      .filter((model) => model.side === side.id)
      .map((model) => entry(model, side, proposal)),
    ...(waiting.length > 0 ? { reserves: waiting } : {}),
  };
}

function vehicleEntries(proposal: FightProposal): VehicleEntry[] {
  return proposal.vehicles.map((vehicle) => ({
    id: vehicle.id,
    name: vehicle.vehicle.name.slice(0, 60),
    capacity: vehicle.vehicle.capacity,
    ...(vehicle.side !== null ? { side: vehicle.side } : {}),
  }));
}

/** The GM corrections that give a model its start (BRG-D-16) and its ammo counters (BRG-D-25). */
function corrections(models: readonly ProposedModel[]): GmCommand[] {
  return models.flatMap((model) => {
    const changes: { -readonly [K in keyof ModelEdit]: ModelEdit[K] }[] = [];
    if (model.start.wounded || model.start.stunned) {
      changes.push({
        ...(model.start.wounded ? { wounded: true } : {}),
        ...(model.start.stunned ? { stunned: true } : {}),
      });
    }
    for (const slot of ['long', 'sidearm'] as const) {
      const counters = model.counters[slot];
      if (counters > 0 && model.profile[slot] !== null) changes.push({ counters: { slot, counters } });
    }
    return changes.map((edit) => ({ type: 'skirmish/edit-model' as const, model: model.id, changes: edit }));
  });
}

/** What stays bridge data, model by model and for the table. */
function unexpressedOf(proposal: FightProposal): string[] {
  const words: string[] = [];
  const exits = proposal.table.exits.filter(
    (exit) => exit.state !== 'open' || exit.users !== 'everyone' || !exit.shown,
  );
  for (const exit of exits) words.push(`Exit ${exitLine(exit)}`);
  for (const gap of proposal.table.gaps) words.push(`Between the halves: ${gap.words} (BRG-D-43)`);
  for (const model of proposal.models) {
    const { start } = model;
    const name = model.profile.name;
    const seated = proposal.vehicles.some((v) => v.driver === model.id || v.passengers.includes(model.id));
    if (start.unconscious && seated) words.push(`${name} starts Unconscious in a vehicle (BRG-D-16)`);
    if (start.restrainedBy !== null && (seated || heldBy(model, proposal) === null))
      words.push(`${name} starts Restrained (BRG-D-16)`);
    if (start.surrendered) words.push(`${name} has surrendered (BRG-D-44)`);
  }
  for (const model of [...proposal.models, ...proposal.arrivals.map((arrival) => arrival.model)]) {
    if (model.profile.cot) continue; // BRG-D-17: carried on the table
    for (const bonus of model.bonuses.from)
      words.push(`${model.profile.name} carries ${bonus.source} ${bonus.modifier} (BRG-D-17)`);
  }
  for (const arrival of proposal.arrivals) {
    words.push(
      arrival.when.round === null
        ? `${arrival.model.profile.name} ${arrival.words}`
        : `${arrival.model.profile.name} may only enter by "${proposal.table.exits.find((exit) => exit.id === arrival.exit)?.name}" (BRG-D-32)`,
    );
  }
  for (const vehicle of proposal.vehicles) {
    if (vehicle.vehicle.hits > 0 || vehicle.vehicle.undrivable) words.push(`${vehicle.vehicle.line}`);
  }
  for (const side of proposal.sides) {
    if (side.role === 'civilians')
      words.push('The civilians are a neutral side that moves last and leaves (BRG-D-40)');
  }
  if (proposal.table.hazard)
    words.push(`Hazardous terrain against ${proposal.table.hazard.difficulty} (BRG-D-19)`);
  return words;
}

/**
 * The skirmish set-up of a proposal, checked by the engine's own `setupProblems` and `setupSchema`.
 * @returns a rejection naming what the engine refuses (a proposal edited by hand into something it cannot open).
 */
/** BRG-D-41: the GM's alliances as pairs of the table's sides (each pair once); none: every side hostile. */
function alliancesOf(proposal: FightProposal): { allies?: [string, string][] } {
  const pairs = proposal.sides.flatMap((side) =>
    side.allies.filter((other) => side.id < other).map((other): [string, string] => [side.id, other]),
  );
  return pairs.length > 0 ? { allies: pairs } : {};
}

export function scenarioOf(proposal: FightProposal): BridgedScenario | Rejection {
  const setup: SkirmishSetup = {
    name: proposal.name.slice(0, 200),
    sides: proposal.sides.map((side) => sideEntry(proposal, side)),
    firstSide: proposal.first.side,
    ...(proposal.table.visibility.rating !== null
      ? {
          visibility: {
            darkness: proposal.table.visibility.darkness,
            weather: proposal.table.visibility.weather,
          },
        }
      : {}),
    ...(proposal.pressure.mode !== 'off' ? { pressure: { mode: proposal.pressure.mode } } : {}),
    ...(proposal.vehicles.length > 0 ? { vehicles: vehicleEntries(proposal) } : {}),
    deck: proposal.deck ?? [],
    // bridge.md: a fight opened from a City of Thieves scene plays its COT states and the Strike (BRG-D-11, D-16)
    bridge: { melee: proposal.table.melee, ...alliancesOf(proposal) },
    lastRound: null,
  };
  const problems = setupProblems(setup);
  const parsed = v.safeParse(setupSchema, setup);
  if (!parsed.success) {
    for (const issue of parsed.issues) problems.push(`${v.getDotPath(issue) ?? 'setup'}: ${issue.message}`);
  }
  if (problems.length > 0) {
    return reject('bridge/scenario', `The skirmish cannot open this fight: ${problems.join('; ')}`, {
      problems,
    });
  }
  const opening = [
    ...proposal.models,
    ...proposal.arrivals.filter((a) => a.when.round !== null).map((a) => a.model),
  ];
  return {
    setup,
    sides: proposal.sides.map((side) => ({ id: side.id, label: sideName(side.label), crew: side.crew })),
    corrections: corrections(opening),
    unexpressed: unexpressedOf(proposal),
  };
}
