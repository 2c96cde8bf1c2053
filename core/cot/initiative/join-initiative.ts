import type { Dice } from '../../dice/dice.ts';
import { rollPool } from '../../dice/roll.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { advance } from './advance.ts';
import { applyInitiative } from './apply.ts';
import { initiativeLimits } from './limits.ts';
import { findParticipant, findSide } from './queries.ts';
import type { Initiative, InitiativeCommand, InitiativeEvent, InitiativeSlot } from './types.ts';
import { entrantProblem, sidesProblem } from './validate.ts';

type Join = Extract<InitiativeCommand, { type: 'initiative/join' }>;

/**
 * A character joins the scene, or comes back after leaving it (woken from unconsciousness, back from where
 * they fled; never the dead): they roll again and their side gains one slot from the next round on, when they
 * first act (COT-INIT-6, COT-D-25). A slot their earlier roll made still goes at the end of the round they
 * left in. With `reroll_initiative_each_round` they roll with everyone at the start of the next round instead.
 */
export function joinInitiative(state: Initiative, command: Join, dice: Dice): Decision<InitiativeEvent> {
  const problem = joinProblem(state, command);
  if (problem) return problem;
  const round = state.round + 1;
  const slot: InitiativeSlot | null = state.settings.rerollInitiativeEachRound
    ? null
    : {
        id: state.nextSlotId,
        side: command.entrant.side,
        createdBy: command.entrant.characterId,
        roll: rollPool(command.entrant.pool, dice), // COT-INIT-6
        fromRound: round,
        removeAfterRound: null,
      };
  const joined: InitiativeEvent = {
    type: 'initiative/joined',
    round: state.round,
    participant: { ...command.entrant, status: 'in', fromRound: round },
    side: findSide(state, command.entrant.side) ? null : command.side,
    slot,
  };
  return ok([joined, ...advance(applyInitiative(state, joined), dice)]);
}

function joinProblem(state: Initiative, command: Join): Rejection | null {
  const { entrant, side } = command;
  const known = findParticipant(state, entrant.characterId);
  if (known?.status === 'in') {
    return reject('initiative/already-in', `${known.name} is already in this scene`, {
      characterId: entrant.characterId,
    });
  }
  if (known?.status === 'dead') {
    return reject('initiative/dead', `${known.name} is dead and cannot join`, {
      characterId: entrant.characterId,
    });
  }
  if (!known && state.participants.length >= initiativeLimits.participantsMax) {
    return reject(
      'initiative/too-many',
      `${entrant.name} cannot join: ${initiativeLimits.participantsMax} characters already take part`,
      { characterId: entrant.characterId },
    );
  }
  if (findSide(state, entrant.side) || side === null) return entrantProblem(entrant, state.sides);
  if (side.id !== entrant.side) {
    return reject('initiative/unknown-side', `${entrant.name}'s side ${entrant.side} is not in this scene`, {
      side: entrant.side,
    });
  }
  const sides = [...state.sides, side];
  return sidesProblem(sides) ?? entrantProblem(entrant, sides);
}
