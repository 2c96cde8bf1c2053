import { isRejection } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { nodeName } from '../cot/spot/index.ts';
import { inWords } from '../shared/words.ts';
import type { PressureMode, Stance } from '../skirmish/index.ts';
import { policeEntry } from './arrivals.ts';
import type { ArrivalDraft } from './arrivals.ts';
import type { SideOrder } from './first-player.ts';
import { civilianModel, personModel, policeModel, renamed, uniqueName } from './models.ts';
import type { Cast, Person } from './people.ts';
import type {
  Absent,
  Arrival,
  FightProposal,
  ProposedModel,
  ProposedSide,
  Surprise,
  TablePlan,
} from './proposal.ts';
import type { BridgeSettings } from './settings.ts';
import type { FightSituation } from './situation.ts';
import { sidesOf } from './sides.ts';
import type { SidePlan } from './sides.ts';
import { snapshotOf } from './snapshot.ts';
import { arrivingStart, startOf } from './start-state.ts';
import { civiliansOf } from './table.ts';
import { vehiclesOf } from './fight-vehicles.ts';

/** Everything decided before the models are made: the cast, the table, the arrivals and the side order. */
export interface Assembly {
  readonly situation: FightSituation;
  readonly settings: BridgeSettings;
  readonly table: CotSettings;
  readonly cast: Cast;
  readonly plan: TablePlan;
  readonly placed: readonly Person[];
  readonly drafts: readonly ArrivalDraft[];
  readonly absent: readonly Absent[];
  readonly order: SideOrder;
  readonly crewSide: string;
  readonly label: (side: string) => string;
  readonly pressure: { readonly mode: PressureMode; readonly words: string };
}

/** BRG-D-14: who cannot react during the surprise turn. */
function unawareOf(a: Assembly, person: Person): boolean {
  if (a.order.surprise === null || person.unconscious) return false;
  if (a.order.surprise === a.crewSide) return !person.crew && !person.aware;
  return person.crew; // an NPC ambush: the crew is unaware of them
}

/** The police squad (BRG-D-33), when the table plays it and a way in from the street reaches the table. */
function policeOf(a: Assembly, notes: string[]) {
  if (a.settings.bridgePoliceResponse === 'off') return null;
  const entry = policeEntry(
    a.situation.heist.spot,
    a.plan.halves.map((half) => half.zone),
    a.plan.exits,
  );
  if (entry === null) {
    notes.push('The police cannot come: no way in from the street reaches the table (BRG-D-33)');
    return null;
  }
  if (entry.ties.length > 0) {
    notes.push(
      `The police come through "${entry.exit.name}"; ${inWords(entry.ties.map((exit) => `"${exit.name}"`))} ${entry.ties.length === 1 ? 'is' : 'are'} as short a way from the street: the GM may pick (BRG-D-33)`,
    );
  }
  const guards = [...a.placed, ...a.drafts.map((draft) => draft.person)].find((person) => person.guard);
  return { entry, side: guards?.side ?? null };
}

/** The model ids of everyone placed, so a hold can name its restrainer's model (BRG-D-16). */
function placedIds(a: Assembly, sides: SidePlan): Map<CharacterId, string> {
  const ids = new Map<CharacterId, string>();
  for (const side of sides.sides) {
    if (side.cot === null) continue;
    a.placed.filter((p) => p.side === side.cot).forEach((p, i) => ids.set(p.id, `${side.id}-m${i + 1}`));
  }
  return ids;
}

/** One side's models on the table, with their start states. */
function tableModels(
  a: Assembly,
  side: ProposedSide,
  stance: Stance | null,
  ids: ReadonlyMap<CharacterId, string>,
  notes: string[],
): ProposedModel[] | Rejection {
  const built: ProposedModel[] = [];
  for (const person of a.placed.filter((p) => side.cot !== null && p.side === side.cot)) {
    const holder = person.restrainedBy !== null ? (ids.get(person.restrainedBy) ?? null) : null;
    if (person.restrainedBy !== null && holder === null) {
      notes.push(`${person.name} is no longer held: the restrainer is not on the table (BRG-D-16)`);
    }
    const placing = {
      id: ids.get(person.id)!,
      side: side.id,
      half: person.place,
      start: startOf(person, holder, unawareOf(a, person)),
      sideStance: stance,
      holder: a.placed.find((other) => other.id === person.restrainedBy)?.name ?? null,
    };
    const model = personModel(person, placing, a.situation, a.settings, a.table);
    if (isRejection(model)) return model;
    built.push(model);
  }
  return built;
}

/** One side's arrivals: its reinforcements and walk-ins, then the police squad when it joins this side. */
function sideArrivals(a: Assembly, sides: SidePlan, side: ProposedSide, stance: Stance | null) {
  const arrivals: Arrival[] = [];
  const reserveId = () => `${side.id}-r${arrivals.length + 1}`;
  for (const draft of a.drafts.filter((d) => side.cot !== null && d.person.side === side.cot)) {
    const placing = {
      id: reserveId(),
      side: side.id,
      half: null,
      start: arrivingStart(draft.person),
      sideStance: stance,
      holder: null,
    };
    const model = personModel(draft.person, placing, a.situation, a.settings, a.table);
    if (isRejection(model)) return model;
    const { kind, exit, when, words } = draft;
    arrivals.push({ kind, model, from: draft.person.place, exit: exit.id, when, words });
  }
  if (sides.police?.side !== side.id) return arrivals;
  const { exit } = sides.police.entry;
  const delay = a.settings.bridgePoliceDelay;
  for (let n = 1; n <= a.settings.bridgePoliceSquad; n++) {
    arrivals.push({
      kind: 'police',
      model: policeModel(`P${n}`, reserveId(), side.id),
      from: exit.leadsTo,
      exit: exit.id,
      when: { after: 'first-shot', rounds: delay, round: null },
      words: `answers gunfire: enters the reserves box ${delay} rounds after the first shot or explosion, entry point "${exit.name}" (BRG-D-33)`,
    });
  }
  return arrivals;
}

/** Every model of every side, in turn order: those on the table, then those arriving (BRG-D-33, D-40). */
function modelsOf(a: Assembly, sides: SidePlan, notes: string[]) {
  const built: ProposedModel[] = [];
  const arrivals: Arrival[] = [];
  const ids = placedIds(a, sides);
  for (const side of sides.sides) {
    const stance = sides.stances.get(side.id) ?? null;
    const placed = tableModels(a, side, stance, ids, notes);
    if (isRejection(placed)) return placed;
    const coming = sideArrivals(a, sides, side, stance);
    if (isRejection(coming)) return coming;
    built.push(...placed);
    arrivals.push(...coming);
    if (side.role === 'civilians') {
      for (let n = 1; n <= civiliansOf(a.situation, a.settings); n++) {
        built.push(civilianModel(`Civilian ${n}`, `${side.id}-m${n}`, side.id, sides.crowded!));
      }
    }
  }
  return { built, arrivals };
}

/** Unique names on the whole roster, table models first (HST-MEAS-1). */
function named(built: readonly ProposedModel[], arrivals: readonly Arrival[]) {
  const taken = new Set<string>();
  const models = built.map((model) => renamed(model, uniqueName(model.profile.name, taken)));
  const coming = arrivals.map((arrival) => ({
    ...arrival,
    model: renamed(arrival.model, uniqueName(arrival.model.profile.name, taken)),
  }));
  return { models, arrivals: coming };
}

function surpriseOf(a: Assembly, sides: SidePlan, models: readonly ProposedModel[]): Surprise | null {
  if (a.order.surprise === null) return null;
  const side = sides.idOf(a.order.surprise);
  const unaware = models.filter((model) => model.start.unaware);
  const names = inWords(unaware.map((model) => model.profile.name));
  const who = unaware.length === 0 ? 'nobody' : names;
  return {
    side,
    unaware: unaware.map((model) => model.id),
    words: `A surprise turn for ${a.label(a.order.surprise)}: ${who} cannot react until a firearm is fired or something explodes on the table, or the first turn ends; then every conscious NPC on the table is Aware (BRG-D-14)`,
  };
}

/** The proposal, once everything before the models is decided. */
export function assemble(a: Assembly): FightProposal | Rejection {
  const notes: string[] = [];
  const police = policeOf(a, notes);
  const sides = sidesOf(a, police);
  if (isRejection(sides)) return sides;
  notes.push(...sides.notes);
  const made = modelsOf(a, sides, notes);
  if (isRejection(made)) return made;
  const { models, arrivals } = named(made.built, made.arrivals);
  const vehicles = vehiclesOf(a, models);
  if (isRejection(vehicles)) return vehicles;
  const { spot } = a.situation.heist;
  const halves = a.plan.halves.map((half) => nodeName(spot, half.zone));
  return {
    origin: a.situation.origin.kind,
    name: `${spot.name}: ${inWords(halves)}`,
    spot: spot.id,
    table: a.plan,
    sides: sides.sides,
    first: { ...a.order.first, side: sides.idOf(a.order.first.side) },
    surprise: surpriseOf(a, sides, models),
    pressure: a.pressure,
    deck: a.situation.deck ?? null,
    models,
    arrivals,
    absent: a.absent,
    vehicles,
    snapshot: snapshotOf(a),
    notes,
  };
}
