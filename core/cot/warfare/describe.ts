import type { Names } from '../../engine/index.ts';
import { unreachable } from '../../shared/result.ts';
import type { WarfareEvent, WarfareEventOf } from './types.ts';
import { days, endWords, hitShort, hitWords, inWords, meansWords, releaseWords } from './words.ts';

/** A Gang Warfare event as one plain line of the scene's history and of an undo label. */
export function describeWarfare(event: WarfareEvent, names: Names): string {
  const list = (ids: readonly string[]) => inWords(ids.map(names));
  switch (event.type) {
    case 'warfare/started':
      return `Gang Warfare breaks out${event.zone ? ` in ${event.zone}` : ''}: ${list(event.fighters.map((f) => f.id))}`;
    case 'warfare/joined':
      return `${names(event.fighter.id)} joins the fight`;
    case 'warfare/cover-rolled':
      return coverLine(event, names);
    case 'warfare/attacked':
      return attackLine(event, names);
    case 'warfare/crash-checked':
      return event.crashed
        ? `The ${event.vehicle} crashes: Body ${event.bodyBefore} → ${event.bodyAfter}${event.wrecked ? ', wrecked' : ', it stops'}`
        : `The ${event.vehicle} keeps on the road`;
    case 'warfare/cover-lost':
      return `${names(event.fighter)} loses ${event.damage} Cover in the ${event.cause}`;
    case 'warfare/wounded':
      return `${names(event.fighter)} is Wounded (${days(event.recoveryDays)})`;
    case 'warfare/killed':
      return event.cause === 'finished-off' && event.by !== null
        ? `${names(event.by)} finishes off ${names(event.fighter)}`
        : `${names(event.fighter)} is killed`;
    case 'warfare/restrained':
      return `${names(event.restrainer)} Restrains ${names(event.target)}`;
    case 'warfare/hold-released':
      return event.reason === 'broke-free'
        ? `${names(event.target)} is free of ${names(event.restrainer)}`
        : `${names(event.restrainer)} lets go of ${names(event.target)} (${releaseWords[event.reason]})`;
    case 'warfare/break-free-rolled':
      return `${names(event.fighter)} tries to break free of ${names(event.restrainer)}: ${event.success ? 'free' : 'still held'}`;
    case 'warfare/repositioned':
      return `${names(event.fighter)} repositions${event.reroll ? ' and re-rolls Cover' : ''}`;
    case 'warfare/flee-declared':
      return `${names(event.fighter)} declares Flee`;
    case 'warfare/flight-joined':
      return event.role === 'ally'
        ? `${names(event.fighter)} joins ${names(event.leader)}'s flight`
        : `${names(event.fighter)} will give chase to ${names(event.leader)}`;
    case 'warfare/left':
      return `${list(event.fighters)} ${event.fighters.length === 1 ? 'leaves' : 'leave'} the fight${
        event.pursuers.length > 0 ? `; ${list(event.pursuers)} give chase` : ''
      }`;
    case 'warfare/flight-called-off':
      return `${names(event.leader)}'s Flee is off (${calledOffWords[event.reason]})`;
    case 'warfare/surrendered':
      return `${names(event.fighter)} surrenders`;
    case 'warfare/woke':
      return `${names(event.fighter)} wakes ${names(event.target)}`;
    case 'warfare/rounds-passed':
      return `${event.rounds} round${event.rounds === 1 ? '' : 's'} of the fight pass`;
    case 'warfare/came-round':
      return `${names(event.fighter)} comes round`;
    case 'warfare/ended':
      return endWords(event.winner, names);
    default:
      return unreachable(event);
  }
}

const calledOffWords = {
  'leader-restrained': 'Restrained',
  'leader-down': 'down',
  'leader-surrendered': 'surrendered',
} as const;

function coverLine(event: WarfareEventOf<'warfare/cover-rolled'>, names: Names): string {
  const name = names(event.fighter);
  switch (event.reason) {
    case 'start':
    case 'join':
      return `${name} rolls Cover ${event.coverScore}`;
    case 'wake':
      return `${name} is up again: Cover ${event.coverScore}`;
    default:
      return `${name} re-rolls Cover: ${event.coverBefore} → ${event.coverScore}`;
  }
}

function attackLine(event: WarfareEventOf<'warfare/attacked'>, names: Names): string {
  const attacker = names(event.attacker);
  const means = meansWords(event);
  const catastrophe = event.check.roll?.catastrophe === true;
  if (event.hits.length === 1) {
    const hit = event.hits[0]!;
    const verdict = catastrophe ? 'catastrophe' : hit.success ? 'hit' : 'miss';
    return `${attacker} attacks ${names(hit.target)} with ${means}: ${verdict}, ${hitShort(hit)}`;
  }
  return `${attacker} attacks with ${means}: ${event.hits.map((hit) => hitWords(hit, names)).join(', ')}`;
}
