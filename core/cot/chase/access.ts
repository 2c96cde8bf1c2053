import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { findParticipant, findVehicle } from './roster.ts';
import type { ChaseOutcome, ChaseParticipant, ChaseRole, ChaseState, LeaveReason } from './types.ts';

/** Who may do what (COT-CHASE-4), as refusals with words for the GM. */

const leaveWords: Readonly<Record<LeaveReason, string>> = {
  'fell-off': 'fell off',
  thrown: 'was thrown from the vehicle',
  wrecked: 'was in a wrecked vehicle',
  crashed: 'was in a crashed vehicle',
  stopped: 'was in a vehicle that stopped',
  dead: 'is dead',
  emptied: 'has nobody left',
  split: 'went off into a separate chase',
  'got-away': 'got away',
};

const outcomeWords: Readonly<Record<ChaseOutcome['kind'], string>> = {
  escaped: 'the Target escaped',
  'pursuers-gone': 'no pursuer is left, the Target escaped',
  caught: 'the Target was caught',
  'target-stopped': "the Target's vehicle stopped",
  'target-down': 'the Target is down',
  'ended-by-gm': 'the GM ended it',
};

/** Refuses any command on a finished chase (COT-CHASE-14); null while it runs. */
export function refuseIfOver(state: ChaseState): Rejection | null {
  if (state.outcome === null) return null;
  return reject(
    'chase/over',
    `The chase is over (${outcomeWords[state.outcome.kind]}): it accepts no more actions`,
    {
      outcome: state.outcome.kind,
    },
  );
}

/** The participant taking an action: known, in a running chase, and still in it. */
export function actingParticipant(state: ChaseState, id: CharacterId): ChaseParticipant | Rejection {
  const over = refuseIfOver(state);
  if (over) return over;
  const participant = findParticipant(state, id);
  if (!participant)
    return reject('chase/unknown-participant', `Nobody with id ${id} is in this chase`, { id });
  if (participant.left !== null) {
    return reject(
      'chase/not-in-chase',
      `${participant.name} ${leaveWords[participant.left]} and is out of the chase: they cannot act`,
      { id, left: participant.left },
    );
  }
  return participant;
}

/** Refuses an action of the other role: "only the Target may Accelerate". */
export function requireRole(
  participant: ChaseParticipant,
  role: ChaseRole,
  action: string,
): Rejection | null {
  if (participant.role === role) return null;
  const who = role === 'target' ? 'the Target' : 'a pursuer';
  return reject('chase/wrong-role', `${participant.name} cannot ${action}: only ${who} may`, {
    id: participant.id,
    role: participant.role,
  });
}

/**
 * COT-CHASE-4: aboard a vehicle, Accelerate, Shake, Escape, Close, Takedown, Ram and Fall Off belong to the
 * driver alone; a boarder riding the Target's vehicle may only Attack.
 */
export function requireDriverIfAboard(
  state: ChaseState,
  participant: ChaseParticipant,
  action: string,
): Rejection | null {
  const { seat } = participant;
  if (seat.kind === 'passenger') {
    const vehicle = findVehicle(state, seat.vehicle)?.name ?? seat.vehicle;
    return reject(
      'chase/driver-only',
      `${participant.name} is a passenger in the ${vehicle}: only its driver may ${action} (COT-CHASE-4)`,
      { id: participant.id, vehicle: seat.vehicle },
    );
  }
  if (seat.kind === 'aboard') {
    return reject(
      'chase/boarder',
      `${participant.name} is aboard the Target's vehicle: a boarder may only Attack, not ${action}`,
      { id: participant.id },
    );
  }
  return null;
}

/** The acting participant in the given role, at the wheel if in a vehicle: the usual checks in one. */
export function actingDriverOrRunner(
  state: ChaseState,
  id: CharacterId,
  role: ChaseRole,
  action: string,
): ChaseParticipant | Rejection {
  const participant = actingParticipant(state, id);
  if (isRejection(participant)) return participant;
  return (
    requireRole(participant, role, action) ?? requireDriverIfAboard(state, participant, action) ?? participant
  );
}
