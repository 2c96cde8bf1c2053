import type { CharacterId } from '../../shared/ids.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { refuseIfOver } from './access.ts';
import type { SplitCommand } from './commands.ts';
import type { ChaseEvent, ChaseStartedEvent } from './events.ts';
import { activeGroups, groupMembers, targetMembers, targetVehicle, vehicleOf } from './roster.ts';
import type { ChaseGroupId, ChaseState } from './types.ts';

/**
 * COT-CHASE-3: "If a Target group splits, each part is chased in its own chase." Part of a Target on foot
 * breaks away; the pursuer groups named go after it into a new chase, keeping their Distances, Cover and
 * wounds (it is the same scene going on). Repeat for more parts.
 */
export function checkSplit(state: ChaseState, cmd: SplitCommand): Rejection | null {
  if (targetVehicle(state)) {
    return reject('chase/cannot-split', 'The Target is in one vehicle: its occupants cannot split up');
  }
  const members = targetMembers(state).map((p) => p.id);
  const breakaway = new Set<CharacterId>(cmd.breakaway);
  if (breakaway.size === 0 || breakaway.size !== cmd.breakaway.length || breakaway.size >= members.length) {
    return reject(
      'chase/bad-split',
      'Name some, not all, of the Target, each once, as the part that breaks away',
    );
  }
  const stranger = cmd.breakaway.find((id) => !members.includes(id));
  if (stranger) return reject('chase/bad-split', `${stranger} is not part of the Target`, { id: stranger });
  const groups = activeGroups(state).map((group) => group.id);
  const unknown = cmd.pursuers.find((id) => !groups.includes(id));
  if (unknown || new Set(cmd.pursuers).size !== cmd.pursuers.length) {
    return reject('chase/bad-split', `Name each following pursuer group once, from those still chasing`, {
      group: unknown,
    });
  }
  return null;
}

/** The start of the chase that follows the breakaway, or null when nobody follows it. */
function spawnedChase(state: ChaseState, cmd: SplitCommand): ChaseStartedEvent | null {
  if (cmd.pursuers.length === 0) return null;
  const followers = cmd.pursuers.flatMap((group) => groupMembers(state, group).map((p) => p.id));
  const ids = new Set<CharacterId>([...cmd.breakaway, ...followers]);
  const groups = state.groups.filter((group) => cmd.pursuers.includes(group.id));
  const vehicles = groups.flatMap((group) => (group.vehicle ? [vehicleOf(state, group.vehicle)] : []));
  return {
    type: 'chase/started',
    rules: state.rules,
    cramped: state.cramped,
    participants: state.participants.filter((p) => ids.has(p.id)),
    vehicles,
    groups,
    coverRolls: [],
  };
}

/** Splits the Target: the breakaway (and the groups that follow it) leave this chase. */
export function split(state: ChaseState, cmd: SplitCommand): Decision<ChaseEvent> {
  const refusal = refuseIfOver(state) ?? checkSplit(state, cmd);
  if (refusal) return refusal;
  const spawned = spawnedChase(state, cmd);
  const groups: readonly ChaseGroupId[] = cmd.pursuers;
  const events: ChaseEvent[] = [
    { type: 'chase/split', breakaway: cmd.breakaway, pursuers: groups, spawned },
    {
      type: 'chase/left',
      reason: spawned ? 'split' : 'got-away',
      participants: cmd.breakaway,
      groups: [],
      vehicles: [],
    },
  ];
  if (spawned) {
    events.push({
      type: 'chase/left',
      reason: 'split',
      participants: groups.flatMap((group) => groupMembers(state, group).map((p) => p.id)),
      groups,
      vehicles: spawned.vehicles.map((vehicle) => vehicle.id),
    });
  }
  return ok(events);
}
