import type { Dice } from '../../dice/dice.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { activeSide, effectiveOf, onTable, stillInFight } from './access.ts';
import { blastFactsProblem, detonation, dueGrenades } from '../grenades/blast.ts';
import type { StartTurnCommand } from '../commands.ts';
import { emit } from './emitter.ts';
import type { Emitter } from './emitter.ts';
import { rollCheck } from './skill.ts';
import type { LiveGrenade, SideId, SkirmishState } from '../types.ts';

/**
 * Turns (HST-SEQ-1..2, HST-D-7): the start of a side's turn (its grenades go off, its armored casualties
 * check, then its models may deploy) and the end of a turn (every model activated; then the next side).
 */

/** Sides still with a model in the fight, in turn order. */
export function sidesInFight(state: SkirmishState): SideId[] {
  return state.turnOrder.filter((side) =>
    Object.values(state.models).some((m) => m.side === side && stillInFight(m)),
  );
}

/** HST-D-7 step 2, HST-ARMOR-1: the active side's armored casualties check; success returns them wounded and stunned. */
function armorChecks(em: Emitter, dice: Dice): void {
  const side = activeSide(em.state);
  for (const model of Object.values(em.state.models)) {
    if (model.side !== side || model.presence.kind !== 'casualty') continue;
    const check = rollCheck(dice, model.skill);
    emit(em, { type: 'skirmish/armor-checked', model: model.id, check, returned: check.passed });
  }
}

/** The rest of the start of turn once its grenades have gone off. */
function openTurn(em: Emitter, dice: Dice): void {
  armorChecks(em, dice);
  emit(em, { type: 'skirmish/turn-opened', side: activeSide(em.state) });
}

/** HST-SEQ-2: a side's turn begins; it waits for blast facts when its grenades go off (HST-D-7 step 1). */
export function beginTurn(em: Emitter, side: SideId, round: number, dice: Dice, at: number): void {
  emit(em, { type: 'skirmish/turn-started', round, side, at });
  if (dueGrenades(em.state, side, round).length === 0) openTurn(em, dice);
}

/** The grenades of the side about to act that still have to go off. */
export function pendingDetonations(state: SkirmishState): LiveGrenade[] {
  return state.phase.kind === 'turn-start' ? dueGrenades(state, activeSide(state), state.round) : [];
}

/** `skirmish/start-turn`: the due grenades go off with the table's facts, then the rest of the start of turn. */
export function startTurn(em: Emitter, command: StartTurnCommand, dice: Dice): Rejection | null {
  if (em.state.phase.kind !== 'turn-start') return reject('skirmish/not-now', 'No turn is waiting to start');
  const due = pendingDetonations(em.state).sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const problem = blastFactsProblem(em.state, due, command.blasts);
  if (problem) return problem;
  for (const grenade of due) {
    emit(
      em,
      detonation(
        em.state,
        grenade,
        command.blasts.find((b) => b.grenade === grenade.id),
        dice,
      ),
    );
  }
  openTurn(em, dice);
  return null;
}

/** Models of the active side that still have to be activated this turn (HST-SEQ-3, HST-SEQ-5). */
export function unactivated(state: SkirmishState): string[] {
  const side = activeSide(state);
  return Object.values(state.models)
    .filter((m) => m.side === side && onTable(m) && !m.activated && effectiveOf(state, m) > 0)
    .map((m) => m.name);
}

function nextSide(state: SkirmishState): { side: SideId; wrapped: boolean } {
  const alive = new Set(sidesInFight(state));
  for (let step = 1; step <= state.turnOrder.length; step++) {
    const index = (state.active + step) % state.turnOrder.length;
    const side = state.turnOrder[index]!;
    if (alive.has(side) || step === state.turnOrder.length)
      return { side, wrapped: state.active + step >= state.turnOrder.length };
  }
  return { side: activeSide(state), wrapped: true };
}

/** Why the turn cannot end now, or null. */
export function endTurnProblem(state: SkirmishState): Rejection | null {
  if (state.phase.kind !== 'turn') return reject('skirmish/not-now', 'No turn is running');
  if (state.window)
    return reject('skirmish/window-open', 'Resolve the reactions to the declared action first');
  if (state.blasts.length > 0) return reject('skirmish/blast-pending', 'Resolve the vehicle explosion first');
  const waiting = unactivated(state);
  if (waiting.length > 0) {
    return reject(
      'skirmish/not-activated',
      `Every model must be activated, at least to Pass: ${waiting.join(', ')} (HST-SEQ-3)`,
      {
        models: waiting,
      },
    );
  }
  return null;
}

/** The end of the active side's turn and the start of the next (HST-SEQ-2, HST-D-7). */
export function finishTurn(em: Emitter, dice: Dice, at: number, endOfTurn: (em: Emitter) => void): void {
  const activation = em.state.activation;
  if (activation)
    emit(em, { type: 'skirmish/activation-ended', model: activation.model, reason: 'ended', dropped: null });
  endOfTurn(em);
  const round = em.state.round;
  emit(em, { type: 'skirmish/turn-ended', side: activeSide(em.state), round, at });
  const { side, wrapped } = nextSide(em.state);
  const lastRound = em.state.scenario.lastRound;
  if (wrapped && lastRound !== null && round >= lastRound) {
    emit(em, { type: 'skirmish/ended', outcome: `The scenario's ${lastRound} rounds are over` });
    return;
  }
  beginTurn(em, side, wrapped ? round + 1 : round, dice, at);
}
