import type { EngineRoll, Names } from '../../engine/contract.ts';
import type { ChaseEvent } from './events.ts';
import type { ChaseRoll, DistanceChange } from './types.ts';
import { distanceWords, groupWords, harmWords, vehicleWords } from './words.ts';

/**
 * Every roll a chase event carries, for the roll log: each against its real difficulty (an opposing roll's total,
 * an obstacle's difficulty, a Cover or Body, `crash_difficulty`), the opposing rolls first and marked as setting
 * the difficulty (COT-DICE-8). Each names its roller, so the scene layer spends exactly their Bolsters (COT-TIME-4).
 */
export function chaseRolls(event: ChaseEvent, names: Names): readonly EngineRoll[] {
  switch (event.type) {
    case 'chase/started':
      return event.coverRolls.map((roll) =>
        line(roll, 'Cover roll (Muscle + Resist)', null, '', null, `Cover ${total(roll)}`),
      );
    case 'chase/accelerated':
      return accelerated(event, names);
    case 'chase/obstacle-run':
      return [
        line(
          event.roll,
          'Shake: an obstacle',
          event.difficulty,
          'Obstacle',
          event.success,
          event.success ? 'gets past' : 'does not get past',
        ),
        ...event.groups.map((group) =>
          line(
            group.roll,
            `Following through the obstacle (${groupWords(group.group, names)})`,
            event.difficulty,
            'Obstacle',
            group.success,
            group.success ? 'gets past' : 'does not get past: Distance +1',
          ),
        ),
      ];
    case 'chase/dislodge-attempted':
      return opposed(event.boarderRoll, event.driverRoll, names, {
        holding: 'Holding on aboard (Muscle + Athletics)',
        what: `Shake: dislodging ${names(event.boarder)} (Fingers + Driving)`,
        result: event.success ? `${names(event.boarder)} is thrown off` : `${names(event.boarder)} holds on`,
        success: event.success,
      });
    case 'chase/closed':
      return opposed(event.opposingRoll, event.roll, names, {
        holding: 'Keeping away (chase pool)',
        what: 'Close (chase pool)',
        result: event.success
          ? event.followUp
            ? 'closes to Distance 0: may Takedown or Ram at once'
            : `closes: ${moved(event.distances, event.group, names)}`
          : `fails to close${event.speedOnMuscles ? ', though Distance becomes 0' : ''}`,
        success: event.success,
      });
    case 'chase/takedown-attempted':
      return opposed(event.opposingRoll, event.roll, names, {
        holding: 'Slipping the Takedown (chase pool)',
        what: 'Takedown (chase pool)',
        result: event.success
          ? 'Takedown: the chase ends'
          : `fails: ${moved(event.distances, event.group, names)}`,
        success: event.success,
      });
    case 'chase/board-attempted':
      return opposed(event.opposingRoll, event.roll, names, {
        holding: 'Keeping the boarder off (Fingers + Driving)',
        what: `Boarding ${vehicleWords(event.vehicle, names)} (Muscle + Athletics)`,
        result: event.success ? 'is aboard' : 'fails to board',
        success: event.success,
      });
    case 'chase/attacked':
      return [
        line(
          event.roll,
          `${event.ram ? 'Ram' : 'Attack'} on ${event.defender.kind === 'vehicle' ? vehicleWords(event.defender.id, names) : names(event.defender.id)} (${event.means})`,
          event.difficulty,
          event.defender.kind === 'vehicle' ? 'Body' : 'Cover',
          event.hit ??
            (event.roll.roll !== null &&
              !event.roll.roll.catastrophe &&
              total(event.roll) >= event.difficulty),
          harmWords(event, names),
        ),
      ];
    case 'chase/crash-checked':
      return [
        line(
          event.roll,
          `Crash check (${vehicleWords(event.vehicle, names)})`,
          event.difficulty,
          'Crash difficulty',
          !event.crashed,
          event.crashed ? `crash: the vehicle and everyone in it lose ${event.damage}` : 'no crash',
        ),
      ];
    case 'chase/wounded':
      return event.coverRoll
        ? [
            line(
              event.coverRoll,
              'Cover re-roll after a wound (Muscle + Resist)',
              null,
              '',
              null,
              `Cover ${event.cover}`,
            ),
          ]
        : [];
    default:
      return [];
  }
}

const total = (roll: ChaseRoll): number => roll.roll?.total ?? 0;

function line(
  r: ChaseRoll,
  what: string,
  difficulty: number | null,
  againstLabel: string,
  success: boolean | null,
  result: string,
): EngineRoll {
  return {
    roller: r.roller,
    what,
    basePool: r.basePool ?? null,
    modifiers: r.modifiers,
    pool: r.pool,
    roll: r.roll,
    difficulty,
    againstLabel,
    success,
    result,
  };
}

/** COT-DICE-8: the opponent rolls first and sets the difficulty; the actor's roll (if made) is against its total. */
function opposed(
  opposing: ChaseRoll,
  actor: ChaseRoll | null,
  names: Names,
  words: { holding: string; what: string; result: string; success: boolean },
): EngineRoll[] {
  const against = total(opposing);
  const first = line(
    opposing,
    words.holding,
    null,
    '',
    null,
    actor === null
      ? `opposing roll forfeits: ${words.result}`
      : `opposing roll: sets the difficulty ${against}`,
  );
  if (actor === null) return [first];
  return [
    first,
    line(actor, words.what, against, `${names(opposing.roller)}'s roll`, words.success, words.result),
  ];
}

function moved(changes: readonly DistanceChange[], group: string, names: Names): string {
  const own = changes.find((c) => c.group === group);
  return own ? `Distance ${own.from} → ${own.to}` : distanceWords(changes, names);
}

function accelerated(event: Extract<ChaseEvent, { type: 'chase/accelerated' }>, names: Names): EngineRoll[] {
  const groups = event.groups.map((group) =>
    line(
      group.roll,
      `Keeping up (${groupWords(group.group, names)})`,
      null,
      '',
      null,
      `opposing roll: sets the difficulty ${total(group.roll)}`,
    ),
  );
  if (event.roll === null) return groups;
  const single = event.groups.length === 1 ? event.groups[0]! : null;
  const beaten = event.groups.filter((group) => group.success).map((group) => groupWords(group.group, names));
  return [
    ...groups,
    line(
      event.roll,
      'Accelerate (chase pool)',
      single ? total(single.roll) : null,
      single ? `${names(single.roll.roller)}'s roll` : "each pursuer group's roll",
      single ? single.success : beaten.length > 0,
      beaten.length === 0 ? 'no pursuer group falls back' : distanceWords(event.distances, names),
    ),
  ];
}
