import type { Dice } from '../../dice/dice.ts';
import { rollPool } from '../../dice/roll.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { initiativeLimits } from './limits.ts';
import { orderSlots, withFirstSlotOf } from './order.ts';
import { initiativeScenes } from './types.ts';
import type { InitiativeCommand, InitiativeEvent, InitiativeParticipant, InitiativeSlot } from './types.ts';
import { entrantProblem, isRound, sidesProblem } from './validate.ts';

type Start = Extract<InitiativeCommand, { type: 'initiative/start' }>;

/**
 * Rolls initiative for a scene (COT-INIT-3, COT-D-23): every participant rolls their pool once and each total
 * becomes a slot of their side, ordered high to low with ties by `initiative_tie` (COT-INIT-4, COT-D-24). After
 * a catastrophic Drop, `firstRoundSide`'s highest slot goes first in round 1 (COT-D-4).
 */
export function startInitiative(command: Start, dice: Dice): Decision<InitiativeEvent> {
  const problem = startProblem(command) ?? entrantsProblem(command);
  if (problem) return problem;
  const round = command.fromRound ?? 1; // the scene keeps counting its own rounds
  const participants: InitiativeParticipant[] = command.entrants.map((entrant) => ({
    ...entrant,
    status: 'in',
    fromRound: round,
  }));
  const slots: InitiativeSlot[] = command.entrants.map((entrant, index) => ({
    id: index,
    side: entrant.side,
    createdBy: entrant.characterId,
    roll: rollPool(entrant.pool, dice), // COT-INIT-3: one roll, one slot each
    fromRound: round,
    removeAfterRound: null,
  }));
  const { order, tieRanks, rollOffs } = orderSlots(slots, command.sides, command.settings, [], dice);
  return ok([
    {
      type: 'initiative/started',
      scene: command.scene,
      settings: command.settings,
      sides: command.sides,
      participants,
      slots,
      order: withFirstSlotOf(order, slots, command.firstRoundSide), // COT-D-4
      rollOffs,
      tieRanks,
      firstRoundSide: command.firstRoundSide,
      round,
    },
  ]);
}

function startProblem(command: Start): Rejection | null {
  if (!initiativeScenes.includes(command.scene)) {
    return reject('initiative/unknown-scene', `"${String(command.scene)}" is not a scene type`);
  }
  const { fromRound } = command;
  if (fromRound !== undefined && !isRound(fromRound)) {
    return reject(
      'initiative/bad-round',
      `Round ${String(fromRound)} is not a round: rounds count from 1 to ${initiativeLimits.roundMax}`,
      { fromRound },
    );
  }
  return sidesProblem(command.sides);
}

function entrantsProblem(command: Start): Rejection | null {
  if (command.entrants.length === 0)
    return reject('initiative/no-entrants', 'Nobody is taking part in this scene');
  if (command.entrants.length > initiativeLimits.participantsMax) {
    return reject(
      'initiative/too-many',
      `${command.entrants.length} characters cannot roll initiative together; at most ${initiativeLimits.participantsMax} can`,
    );
  }
  const ids = command.entrants.map((entrant) => entrant.characterId);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) {
    return reject('initiative/duplicate-entrant', `${repeated} is listed twice`, { characterId: repeated });
  }
  for (const entrant of command.entrants) {
    const problem = entrantProblem(entrant, command.sides);
    if (problem) return problem;
  }
  const first = command.firstRoundSide;
  if (first !== null && !command.entrants.some((entrant) => entrant.side === first)) {
    return reject('initiative/bad-first-side', `The side ${first} has nobody in this scene to go first`, {
      side: first,
    });
  }
  return null;
}
