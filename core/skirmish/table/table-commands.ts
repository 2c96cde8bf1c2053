import type { Dice } from '../../dice/dice.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { activeSide, modelOf, opponentOf, handOf } from '../actions/access.ts';
import type { DeployCommand, EndTurnCommand, GmCommand, SwapCardsCommand } from '../commands.ts';
import { emit } from '../actions/emitter.ts';
import type { Emitter } from '../actions/emitter.ts';
import { levelsPassed, overtimePoints, turnUsedAt, usedAt } from './pressure.ts';
import { modelCheck } from '../actions/consequences.ts';
import { drawCards } from './window-cards.ts';
import { grantProblem } from './carried-bonus.ts';
import { modelEditProblem } from './model-edit.ts';
import { profileProblems } from '../setup/profile.ts';
import { arrivingModel } from '../setup/setup.ts';
import type { ModelEntry } from '../setup/setup.ts';
import type { SideId, SkirmishState } from '../types.ts';

/**
 * Commands and end-of-turn steps around the fight itself: pressure points (HST-PRESS-2..4), the card swap
 * (HST-PRESS-5), reserves and deployment (HST-REINF-1..2), and the GM's own commands.
 */

function gain(
  em: Emitter,
  side: SideId,
  points: number,
  reason: 'rising' | 'overtime' | 'constant',
  clock: SideId | null,
  dice: Dice,
) {
  const { drawn, pile, discard } = drawCards(em.state, side, points, dice);
  emit(em, { type: 'skirmish/pressure-gained', side, points, reason, clock, drawn, pile, discard });
}

/** HST-PRESS-2: rising mode — each full level on a side's clock gives its opponent a point, the moment it passes. */
export function risingPoints(em: Emitter, at: number, dice: Dice): void {
  const state = em.state;
  if (state.scenario.pressureMode !== 'rising' || state.phase.kind === 'choose-first') return;
  const used = usedAt(state.pressure, at);
  for (const side of state.turnOrder) {
    const due =
      levelsPassed(used[side] ?? 0, state.scenario.pressureLevels[side] ?? 0) -
      (state.pressure.passed[side] ?? 0);
    if (due > 0) gain(em, opponentOf(em.state, side), due, 'rising', side, dice);
  }
}

/** HST-D-7 end of turn (3): overtime and constant modes give the opponent its points. */
export function endOfTurnPoints(em: Emitter, at: number, dice: Dice): void {
  const state = em.state;
  const side = activeSide(state);
  const opponent = opponentOf(state, side);
  if (state.scenario.pressureMode === 'constant') gain(em, opponent, 1, 'constant', null, dice); // HST-PRESS-4
  if (state.scenario.pressureMode === 'overtime') {
    const points = overtimePoints(turnUsedAt(state.pressure, at), state.scenario.pressureLevels[side] ?? 0); // HST-PRESS-3
    if (points > 0) gain(em, opponent, points, 'overtime', null, dice);
  }
}

/** Why the reserve rolls of an end-turn command are not allowed, or null. */
export function reservesProblem(state: SkirmishState, command: EndTurnCommand): Rejection | null {
  const side = activeSide(state);
  const entries = state.scenario.sides.find((s) => s.id === side)?.entryPoints ?? [];
  const seen = new Set<string>();
  for (const roll of command.reserves ?? []) {
    const model = modelOf(state, roll.model);
    const arriving = model?.presence.kind === 'coming' && model.presence.arrivesAfterRound <= state.round;
    if (
      !model ||
      model.side !== side ||
      !(model.presence.kind === 'reserve' || arriving) ||
      seen.has(roll.model)
    ) {
      return reject(
        'skirmish/not-in-reserve',
        `${model?.name ?? roll.model} is not in ${side}'s reserves box (HST-REINF-1)`,
      );
    }
    seen.add(roll.model);
    if (roll.entryPoint !== null && !entries.some((e) => e.id === roll.entryPoint)) {
      return reject('skirmish/no-entry-point', `There is no entry point "${roll.entryPoint}" for ${side}`);
    }
  }
  return null;
}

/** HST-REINF-1, HST-D-36: arrivals join their boxes; then the active side's listed reserves roll. */
export function reserveSteps(em: Emitter, command: EndTurnCommand, dice: Dice): void {
  const arriving = Object.values(em.state.models)
    .filter((m) => m.presence.kind === 'coming' && m.presence.arrivesAfterRound <= em.state.round)
    .map((m) => m.id);
  if (arriving.length > 0) emit(em, { type: 'skirmish/reserves-arrived', models: arriving });
  for (const roll of command.reserves ?? []) {
    const check = modelCheck(em.state, roll.model, 0, dice);
    emit(em, {
      type: 'skirmish/reserve-rolled',
      model: roll.model,
      check,
      entryPoint: check.passed ? roll.entryPoint : null,
    });
  }
}

/** HST-REINF-2: deployment at the start of the turn, before any activation; not an action, no reactions. */
export function deploy(em: Emitter, command: DeployCommand): Rejection | null {
  const state = em.state;
  const model = modelOf(state, command.model);
  if (!model || model.presence.kind !== 'entry')
    return reject('skirmish/not-waiting', `${model?.name ?? command.model} is not waiting at an entry point`);
  if (model.side !== activeSide(state) || state.phase.kind !== 'turn' || !state.startOpen) {
    return reject(
      'skirmish/not-now',
      "Models deploy at the start of their side's turn, before any activation (HST-REINF-2)",
    );
  }
  const radius = state.scenario.settings.deployRadius;
  if (!(command.distance >= 0 && command.distance <= radius)) {
    return reject('skirmish/deploy-distance', `Deploy within ${radius}" of the entry point (HST-REINF-2)`);
  }
  emit(em, {
    type: 'skirmish/deployed',
    model: model.id,
    entryPoint: model.presence.entryPoint,
    cover: command.cover ?? 'none',
  });
  return null;
}

/** HST-PRESS-5: two cards for one, at the start of the side's own turn. */
export function swapCards(em: Emitter, command: SwapCardsCommand, dice: Dice): Rejection | null {
  const state = em.state;
  const hand = handOf(state, command.side);
  if (command.side !== activeSide(state) || state.phase.kind !== 'turn' || !state.startOpen) {
    return reject('skirmish/not-now', "Cards are swapped at the start of the side's own turn (HST-PRESS-5)");
  }
  const [a, b] = command.cards;
  if (command.cards.length !== 2 || a === b || !hand.includes(a!) || !hand.includes(b!)) {
    return reject('skirmish/no-card', 'Name two different cards from the hand');
  }
  const after = {
    ...state,
    cards: {
      ...state.cards,
      discard: [...state.cards.discard, a!, b!],
      hands: { ...state.cards.hands, [command.side]: hand.filter((c) => c !== a && c !== b) },
    },
  };
  const { drawn, pile, discard } = drawCards(after, command.side, 1, dice);
  emit(em, { type: 'skirmish/cards-swapped', side: command.side, discarded: [a!, b!], drawn, pile, discard });
  return null;
}

/** The GM's commands (outside turns). */
export function gmCommand(em: Emitter, command: GmCommand, at: number): Rejection | null {
  const state = em.state;
  switch (command.type) {
    case 'skirmish/set-visibility':
      emit(em, { type: 'skirmish/visibility-set', visibility: command.visibility });
      return null;
    case 'skirmish/edit-model': {
      if (!modelOf(state, command.model))
        return reject('skirmish/unknown-model', `There is no model ${command.model}`);
      const problem = modelEditProblem(state, command.model, command.changes);
      if (problem) return reject('skirmish/bad-edit', problem);
      emit(em, { type: 'skirmish/model-edited', model: command.model, changes: command.changes });
      return null;
    }
    case 'skirmish/add-model':
      return addModel(em, command);
    case 'skirmish/clear-cloud':
      if (!Object.hasOwn(state.clouds, command.cloud))
        return reject('skirmish/no-cloud', `There is no cloud ${command.cloud}`);
      emit(em, { type: 'skirmish/cloud-cleared', cloud: command.cloud });
      return null;
    case 'skirmish/pause-clock':
      if (state.pressure.paused) return reject('skirmish/paused', 'The clock is already stopped');
      emit(em, { type: 'skirmish/clock-paused', at });
      return null;
    case 'skirmish/resume-clock':
      if (!state.pressure.paused) return reject('skirmish/running', 'The clock is already running');
      emit(em, { type: 'skirmish/clock-resumed', at });
      return null;
    case 'skirmish/end-scenario':
      emit(em, { type: 'skirmish/ended', outcome: command.outcome.slice(0, 200) || 'Ended by the GM' });
      return null;
    case 'skirmish/grant-bonus': {
      const problem = grantProblem(state, command); // BRG-D-17
      if (problem) return problem;
      const { model, checks, shifts } = command;
      emit(em, { type: 'skirmish/bonus-granted', model, checks, shifts });
      return null;
    }
  }
}

/**
 * BRG-D-16: the start state a model brought onto the table may have. Wounded and Stunned fit any fight; Unconscious
 * and held are City of Thieves conditions (a bridged fight only), and a hold is an enemy's, on the table and awake.
 */
function arrivingStartProblem(state: SkirmishState, side: string, entry: ModelEntry): string | null {
  const start = entry.start ?? {};
  const name = entry.profile.name;
  const cot = start.unconscious === true || start.heldBy !== undefined;
  if (cot && !state.scenario.bridge)
    return `${name} comes on ${start.unconscious ? 'Unconscious' : 'held'}: only a fight opened from a City of Thieves scene has those conditions (BRG-D-16)`;
  if (cot && entry.seat)
    return `${name} comes on ${start.unconscious ? 'Unconscious' : 'held'}, so not in a vehicle (BRG-D-16)`;
  if (start.heldBy === undefined) return null;
  const holder = Object.hasOwn(state.models, start.heldBy) ? state.models[start.heldBy]! : null;
  if (!holder || holder.presence.kind !== 'table')
    return `${name} is held by "${start.heldBy}", which is no model on the table (BRG-D-16)`;
  if (holder.side === side)
    return `${name} is held by ${holder.name}, of its own side: a hold is an enemy's (COT-WAR-8)`;
  if (holder.unconscious === true) return `${holder.name} is Unconscious and holds nobody (COT-WAR-9)`;
  return null;
}

/**
 * A model brought onto the table (`skirmish/add-model`): a side of the fight, an id not taken, a valid profile, a
 * start state that fits (BRG-D-16).
 */
function addModel(
  em: Emitter,
  command: Extract<GmCommand, { type: 'skirmish/add-model' }>,
): Rejection | null {
  const state = em.state;
  const side = state.scenario.sides.find((s) => s.id === command.side);
  if (!side) return reject('skirmish/unknown-side', `There is no side ${command.side}`);
  if (Object.hasOwn(state.models, command.entry.id))
    return reject('skirmish/model-taken', `There is already a model ${command.entry.id}`);
  const problems = profileProblems(command.entry.profile);
  if (problems.length > 0) return reject('skirmish/bad-profile', problems.join('; '));
  const problem = arrivingStartProblem(state, side.id, command.entry);
  if (problem) return reject('skirmish/bad-start', problem);
  const model = arrivingModel(
    command.entry,
    { id: side.id, name: side.name, stance: side.stance, models: [] },
    state.scenario.settings,
  );
  emit(em, { type: 'skirmish/model-added', model });
  return null;
}
