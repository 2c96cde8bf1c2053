import type { Dice } from '../../dice/dice.ts';
import { ok, reject, unreachable } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { activeSide, sideName } from './access.ts';
import type { EndTurnCommand, SkirmishCommand } from '../commands.ts';
import { declareAction, declareReaction } from './declare.ts';
import { applySkirmish } from '../apply/apply.ts';
import { emit, emitter } from './emitter.ts';
import type { Emitter } from './emitter.ts';
import type { SkirmishEvent } from '../events.ts';
import { chooseFirst, endActivation, freeAction, takeCover } from './free.ts';
import { resolveWindow } from '../reactions/resolve.ts';
import {
  deploy,
  endOfTurnPoints,
  gmCommand,
  reserveSteps,
  reservesProblem,
  risingPoints,
  swapCards,
} from '../table/table-commands.ts';
import { playCard } from '../table/window-cards.ts';
import { boardCommand } from '../board/board-commands.ts';
import { resolveVehicleBlast } from '../vehicles/vehicle-blast.ts';
import { drift, drifting } from '../vehicles/vehicle-resolve.ts';
import { contactsProblem } from '../vehicles/vehicle-rules.ts';
import { beginTurn, endTurnProblem, finishTurn, sidesInFight, startTurn } from './turns.ts';
import type { SkirmishState } from '../types.ts';

/**
 * One command → its events, or a rejection that changes nothing. Events are folded as they are made
 * (emitter.ts), so each rule reads the state the log will replay to.
 */

function dispatch(em: Emitter, command: SkirmishCommand, dice: Dice, at: number): Rejection | null {
  switch (command.type) {
    case 'skirmish/choose-first':
      return chooseFirst(em, command, dice, at);
    case 'skirmish/act':
      return declareAction(em, command, dice, at);
    case 'skirmish/react':
      return declareReaction(em, command, dice);
    case 'skirmish/resolve':
      return resolveWindow(em, command, dice, at);
    case 'skirmish/take-cover':
      return takeCover(em, command);
    case 'skirmish/free-action':
      return freeAction(em, command);
    case 'skirmish/end-activation':
      return endActivation(em, command);
    case 'skirmish/end-turn':
      return endTurn(em, command, dice, at);
    case 'skirmish/start-turn':
      return startTurn(em, command, dice);
    case 'skirmish/resolve-blast':
      return resolveVehicleBlast(em, command, dice);
    case 'skirmish/play-card':
      return playCard(em, command.side, command.card, command.target, dice);
    case 'skirmish/swap-cards':
      return swapCards(em, command, dice);
    case 'skirmish/deploy':
      return deploy(em, command);
    case 'skirmish/set-visibility':
    case 'skirmish/edit-model':
    case 'skirmish/add-model':
    case 'skirmish/clear-cloud':
    case 'skirmish/pause-clock':
    case 'skirmish/resume-clock':
    case 'skirmish/end-scenario':
    case 'skirmish/grant-bonus':
      return gmCommand(em, command, at);
    case 'skirmish/board-size':
    case 'skirmish/board-place':
    case 'skirmish/board-draw':
    case 'skirmish/board-erase':
    case 'skirmish/board-door':
    case 'skirmish/board-aim':
      return boardCommand(em, command);
    default:
      return unreachable(command);
  }
}

/**
 * HST-SEQ-2, HST-D-7: end of turn — (1) driverless vehicles drift, (2) reserves arrive and the active side's
 * box rolls, (3) overtime and constant pressure points; then the next side's turn.
 */
function endTurn(em: Emitter, command: EndTurnCommand, dice: Dice, at: number): Rejection | null {
  const problem = endTurnProblem(em.state) ?? reservesProblem(em.state, command);
  if (problem) return problem;
  const moving = drifting(em.state, activeSide(em.state));
  for (const facts of command.drifts ?? []) {
    if (!moving.some((v) => v.id === facts.vehicle)) {
      return reject('skirmish/no-drift', `${facts.vehicle} does not drift this turn (HST-VEH-3)`);
    }
    const contacts = contactsProblem(em.state, facts.vehicle, facts.contacts ?? []);
    if (contacts) return contacts;
  }
  finishTurn(em, dice, at, () => {
    for (const vehicle of moving) {
      emit(
        em,
        drift(
          em.state,
          vehicle,
          command.drifts?.find((d) => d.vehicle === vehicle.id),
          dice,
        ),
      );
    }
    reserveSteps(em, command, dice);
    endOfTurnPoints(em, at, dice);
  });
  return null;
}

/** HST-SEQ-1: the fight is over when at most one side has anyone left in it. */
function checkOutcome(em: Emitter): void {
  if (em.state.phase.kind === 'over') return;
  const sides = sidesInFight(em.state);
  if (sides.length > 1) return;
  const outcome =
    sides.length === 1
      ? `${sideName(em.state, sides[0]!)} wins: no one else is left in the fight`
      : 'No one is left in the fight';
  emit(em, { type: 'skirmish/ended', outcome });
}

/** The events of `command`, or why it is refused. `at` is the command's time (epoch ms). */
export function decideSkirmish(
  state: SkirmishState,
  command: SkirmishCommand,
  dice: Dice,
  at: number,
): Decision<SkirmishEvent> {
  if (state.phase.kind === 'over')
    return reject('skirmish/over', `The skirmish is over: ${state.outcome ?? 'ended'}`);
  const em = emitter(state);
  const crossfireShot =
    command.type === 'skirmish/act' && command.action.kind === 'shoot' && command.action.shot.crossfire;
  const onBoard = command.type.startsWith('skirmish/board-'); // the GM's drawing: no rule of the fight moves
  if (state.crossfire && !crossfireShot && command.type !== 'skirmish/free-action' && !onBoard) {
    emit(em, { type: 'skirmish/crossfire-passed' }); // HST-XFIRE-1: used at once or lost
  }
  const time = command.at ?? at;
  if (!onBoard) risingPoints(em, time, dice); // HST-PRESS-2: points come the moment a clock passes a level
  if (
    !onBoard &&
    state.blasts.length > 0 &&
    command.type !== 'skirmish/resolve-blast' &&
    !command.type.startsWith('skirmish/edit')
  ) {
    const vehicle = state.vehicles[state.blasts[0]!.vehicle]!;
    return reject(
      'skirmish/blast-pending',
      `${vehicle.name} has exploded: say who is caught by the blast first (HST-VEH-8)`,
    );
  }
  const problem = dispatch(em, command, dice, time);
  if (problem) return problem;
  if (!onBoard) checkOutcome(em);
  return ok(em.events);
}

/** The opening events: `skirmish/started`, then the first turn when the scenario named the first side. */
export function openingEvents(started: SkirmishEvent, dice: Dice, at: number): SkirmishEvent[] {
  const em = emitter(applySkirmish(null, started));
  em.events.push(started);
  if (started.type === 'skirmish/started' && started.chooser === null)
    beginTurn(em, started.turnOrder[0]!, 1, dice, at);
  return em.events;
}
