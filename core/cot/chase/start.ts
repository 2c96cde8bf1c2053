import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { ChaseEntrant, StartChaseCommand } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import { planRoll, rollPlan } from './rolls.ts';
import { defaultChaseRules } from './settings.ts';
import type { ChaseRules } from './settings.ts';
import { checkEntrants, checkVehicles } from './start-checks.ts';
import { chaseGroupId } from './types.ts';
import type { ChaseGroupId, ChaseParticipant, ChaseRoll, ChaseVehicle, PursuerGroup, Seat } from './types.ts';

/**
 * COT-CHASE-3: roles (one Target, pursuers), pursuer groups (each vehicle; runners the GM groups), a Distance
 * per group (COT-D-43), and every entrant's Cover roll (Muscle + Resist + armour).
 */
export function startChase(cmd: StartChaseCommand, dice: Dice): Decision<ChaseEvent> {
  const rules = cmd.rules ?? defaultChaseRules;
  const refusal = checkEntrants(cmd) ?? checkVehicles(cmd);
  if (refusal) return refusal;
  const groups = pursuerGroups(cmd, rules);
  if (isRejection(groups)) return groups;
  const vehicles: ChaseVehicle[] = cmd.vehicles.map((entry) => ({
    id: entry.id,
    name: entry.name,
    role: cmd.entrants.find((e) => e.seat.kind !== 'foot' && e.seat.vehicle === entry.id)!.role,
    speed: entry.speed,
    body: entry.body,
    ramBonus: entry.ramBonus,
    fullCapacity: entry.fullCapacity ?? true,
    left: null,
  }));
  const coverRolls: ChaseRoll[] = [];
  const participants = cmd.entrants.map((entrant) => {
    const draft = participantOf(entrant);
    const roll = rollPlan(planRoll(rules, draft, entrant.coverPool, [], undefined, cmd.bolsters), dice); // COT-WAR-2, COT-TIME-4
    coverRolls.push(roll);
    return { ...draft, cover: roll.roll?.total ?? 0 };
  });
  const cramped = cmd.cramped ?? false;
  return ok([{ type: 'chase/started', rules, cramped, participants, vehicles, groups, coverRolls }]);
}

function participantOf(entrant: ChaseEntrant): ChaseParticipant {
  const { id, name, side, role, seat, ratings, speed, weapons, coverPool, condition } = entrant;
  const placed: Seat = seat.kind === 'foot' ? { kind: 'foot' } : seat;
  return {
    id,
    name,
    side,
    role,
    seat: placed,
    group: groupIdOf(entrant),
    ratings,
    speed,
    weapons,
    coverPool,
    cover: 0,
    condition,
    left: null,
  };
}

/** A pursuer's group: its runner group, or its vehicle's; the Target has none. */
function groupIdOf(entrant: ChaseEntrant): ChaseGroupId | null {
  if (entrant.role === 'target') return null;
  return entrant.seat.kind === 'foot' ? (entrant.seat.group ?? null) : chaseGroupId(entrant.seat.vehicle);
}

/** Pursuer groups in the order their first member is listed, at the GM's or the default Distance. */
function pursuerGroups(cmd: StartChaseCommand, rules: ChaseRules): readonly PursuerGroup[] | Rejection {
  const start = cmd.origin === 'flee' ? rules.fleeChaseDistance : rules.defaultChaseDistance; // COT-D-39, COT-D-43
  const groups: PursuerGroup[] = [];
  for (const entrant of cmd.entrants) {
    const id = groupIdOf(entrant);
    if (id === null || groups.some((group) => group.id === id)) continue;
    const vehicle = entrant.seat.kind === 'foot' ? null : entrant.seat.vehicle;
    groups.push({ id, vehicle, distance: cmd.distances?.[id] ?? start, left: null });
  }
  for (const [id, distance] of Object.entries(cmd.distances ?? {})) {
    if (!groups.some((group) => group.id === id)) {
      return reject('chase/unknown-group', `No pursuer group ${id} to set a Distance for`, { group: id });
    }
    if (!Number.isInteger(distance) || distance < 0) {
      return reject(
        'chase/bad-distance',
        `A Distance is a whole number of at least 0 (got ${distance} for ${id})`,
        {
          group: id,
        },
      );
    }
  }
  return groups;
}
