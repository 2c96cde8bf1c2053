import type { EngineRoll, Names } from '../../engine/index.ts';
import type { ChaseEvent, GroupRoll } from './events.ts';
import type { ChaseRoll, DistanceChange } from './types.ts';
import { defenderWords, distanceWords, groupWords, harmWords, vehicleWords } from './words.ts';

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
      return obstacle(event, names);
    case 'chase/dislodge-attempted':
    case 'chase/closed':
    case 'chase/takedown-attempted':
    case 'chase/board-attempted':
      return contest(event, names);
    case 'chase/attacked':
      return [attack(event, names)];
    case 'chase/crash-checked': {
      const words = event.crashed ? `crash: the vehicle and everyone in it lose ${event.damage}` : 'no crash';
      const what = `Crash check (${vehicleWords(event.vehicle, names)})`;
      return [line(event.roll, what, event.difficulty, 'Crash difficulty', !event.crashed, words)];
    }
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

type Of<T extends ChaseEvent['type']> = Extract<ChaseEvent, { type: T }>;

/** COT-CHASE-6, COT-D-80: the Target and every pursuer group roll against the obstacle's difficulty. */
function obstacle(event: Of<'chase/obstacle-run'>, names: Names): EngineRoll[] {
  const past = (success: boolean, behind: string) => (success ? 'gets past' : `does not get past${behind}`);
  return [
    line(
      event.roll,
      'Shake: an obstacle',
      event.difficulty,
      'Obstacle',
      event.success,
      past(event.success, ''),
    ),
    ...event.groups.map((group) =>
      line(
        group.roll,
        `Following through the obstacle (${groupWords(group.group, names)})`,
        event.difficulty,
        'Obstacle',
        group.success,
        past(group.success, ': Distance +1'),
      ),
    ),
  ];
}

/** The opposed manoeuvres (COT-CHASE-6, 9, 10, 11): the opposing roll first, then the actor's against its total. */
function contest(
  event: Of<
    'chase/dislodge-attempted' | 'chase/closed' | 'chase/takedown-attempted' | 'chase/board-attempted'
  >,
  names: Names,
): EngineRoll[] {
  const { success } = event;
  switch (event.type) {
    case 'chase/dislodge-attempted': {
      const boarder = names(event.boarder);
      return opposed(event.boarderRoll, event.driverRoll, names, {
        holding: 'Holding on aboard (Muscle + Athletics)',
        what: `Shake: dislodging ${boarder} (Fingers + Driving)`,
        result: success ? `${boarder} is thrown off` : `${boarder} holds on`,
        success,
      });
    }
    case 'chase/closed': {
      const closed = event.followUp
        ? 'closes to Distance 0: may Takedown or Ram at once'
        : `closes: ${moved(event.distances, event.group, names)}`;
      const failed = `fails to close${event.speedOnMuscles ? ', though Distance becomes 0' : ''}`;
      const words = { holding: 'Keeping away (chase pool)', what: 'Close (chase pool)' };
      return opposed(event.opposingRoll, event.roll, names, {
        ...words,
        result: success ? closed : failed,
        success,
      });
    }
    case 'chase/takedown-attempted':
      return opposed(event.opposingRoll, event.roll, names, {
        holding: 'Slipping the Takedown (chase pool)',
        what: 'Takedown (chase pool)',
        result: success ? 'Takedown: the chase ends' : `fails: ${moved(event.distances, event.group, names)}`,
        success,
      });
    case 'chase/board-attempted':
      return opposed(event.opposingRoll, event.roll, names, {
        holding: 'Keeping the boarder off (Fingers + Driving)',
        what: `Boarding ${vehicleWords(event.vehicle, names)} (Muscle + Athletics)`,
        result: success ? 'is aboard' : 'fails to board',
        success,
      });
  }
}

/** COT-CHASE-8, COT-CHASE-12: an attack or Ram against the defender's Cover or Body. */
function attack(event: Of<'chase/attacked'>, names: Names): EngineRoll {
  const vehicle = event.defender.kind === 'vehicle';
  const target = defenderWords(event.defender, names);
  const rolled = event.roll.roll;
  const hit = event.hit ?? (rolled !== null && !rolled.catastrophe && rolled.total >= event.difficulty);
  return line(
    event.roll,
    `${event.ram ? 'Ram' : 'Attack'} on ${target} (${event.means})`,
    event.difficulty,
    vehicle ? 'Body' : 'Cover',
    hit,
    harmWords(event, names),
  );
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

/**
 * COT-CHASE-5: every pursuer group rolls first, each total a difficulty for the Target's one roll. Against one group
 * the Target's roll is against that group's total; against several, against the lowest (the least it must beat to
 * gain on anyone), and each group's own line says whether the Target beat it.
 */
function accelerated(event: Extract<ChaseEvent, { type: 'chase/accelerated' }>, names: Names): EngineRoll[] {
  const groups = event.groups.map((group) => {
    const change = event.distances.find((c) => c.group === group.group);
    const what = `opposing roll: sets the difficulty ${total(group.roll)}`;
    const outcome = group.success
      ? `falls back${change ? `, Distance ${change.from} → ${change.to}` : ''}`
      : 'keeps up';
    return line(
      group.roll,
      `Keeping up (${groupWords(group.group, names)})`,
      null,
      '',
      null,
      event.groups.length > 1 && event.roll !== null ? `${what}; ${outcome}` : what,
    );
  });
  if (event.roll === null) return groups;
  const lowest = event.groups.reduce<GroupRoll | null>(
    (low, group) => (low === null || total(group.roll) < total(low.roll) ? group : low),
    null,
  );
  const beaten = event.groups.filter((group) => group.success);
  const against = lowest
    ? `${names(lowest.roll.roller)}'s roll${event.groups.length > 1 ? `, the lowest of ${event.groups.length}` : ''}`
    : '';
  return [
    ...groups,
    line(
      event.roll,
      'Accelerate (chase pool)',
      lowest ? total(lowest.roll) : null,
      against,
      beaten.length > 0,
      beaten.length === 0
        ? 'no pursuer group falls back'
        : distanceWords(event.distances, names, event.groups.length),
    ),
  ];
}
