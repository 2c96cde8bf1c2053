import type { CharacterId } from '../../shared/ids.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { DropCharacter } from '../drop/index.ts';
import { noiseEvents } from './alerts.ts';
import { atSpot, isAlive, isUp } from './roster.ts';
import type { BreakoutRequest, HeistBreakout, HeistEvent, HeistState } from './types.ts';

/**
 * The GM rules that a fight or a chase breaks out of the Heist without a Drop's response (guards who saw the
 * crew, a crew member who runs): its people leave the Heist's turns until they are back (COT-D-65), and when it
 * is Gang Warfare every NPC in the zone becomes Aware (COT-D-81).
 */
export function breakOut(
  state: HeistState,
  command: { readonly breakout: BreakoutRequest },
): Decision<HeistEvent> {
  if (state.ended !== null) return reject('heist/ended', 'The Heist is over');
  const request = command.breakout;
  if (!Object.hasOwn(state.spot.zones, request.zone)) {
    return reject('heist/unknown-zone', `${state.spot.name} has no zone "${request.zone}"`);
  }
  return request.kind === 'warfare' ? warfare(state, request) : chase(state, request);
}

function warfare(
  state: HeistState,
  request: Extract<BreakoutRequest, { kind: 'warfare' }>,
): Decision<HeistEvent> {
  const people = present(state, request.participants, request.zone, false);
  if ('ok' in people) return people;
  if (people.length < 2)
    return reject('heist/too-few', 'Gang Warfare needs at least two fighters (COT-WAR-1)');
  if (new Set(people.map((c) => c.side)).size < 2) {
    return reject('heist/one-side', 'Gang Warfare needs two sides (COT-WAR-1)');
  }
  if (!people.some(isUp)) return reject('heist/nobody-up', 'Nobody there is able to fight');
  const breakout: HeistBreakout = {
    kind: 'warfare',
    lead: people.find(isUp)!.id,
    zone: request.zone,
    participants: people.map((c) => c.id),
    firstRoundSide: null,
  };
  const npcs = state.drop.characters.filter(
    (c) => c.zone === request.zone && c.kind !== 'crew' && isUp(c) && !c.aware,
  );
  return ok([
    { type: 'heist/broke-out', breakout },
    ...noiseEvents(state, { aware: [['gang-warfare', npcs.map((c) => c.id)]], discovered: [] }), // COT-D-81
  ]);
}

function chase(
  state: HeistState,
  request: Extract<BreakoutRequest, { kind: 'chase' }>,
): Decision<HeistEvent> {
  if (request.targets.length === 0 || request.pursuers.length === 0) {
    return reject(
      'heist/chase-roles',
      'A chase needs someone who runs and someone who gives chase (COT-CHASE-3)',
    );
  }
  const both = request.targets.find((id) => request.pursuers.includes(id));
  if (both !== undefined) {
    return reject(
      'heist/chase-roles',
      `${atSpot(state, both)?.name ?? both} cannot run and give chase at once`,
    );
  }
  const people = present(state, [...request.targets, ...request.pursuers], request.zone, true);
  if ('ok' in people) return people;
  const breakout: HeistBreakout = {
    kind: 'chase',
    lead: request.targets[0]!,
    zone: request.zone,
    targets: request.targets,
    pursuers: request.pursuers,
  };
  return ok([{ type: 'heist/broke-out', breakout }]);
}

/** The characters named, each once, alive at the Spot in the zone (`conscious` too), not already elsewhere. */
function present(
  state: HeistState,
  ids: readonly CharacterId[],
  zone: string,
  conscious: boolean,
): DropCharacter[] | Rejection {
  if (new Set(ids).size !== ids.length) return reject('heist/twice', 'Name each character once');
  const found: DropCharacter[] = [];
  const zoneName = state.spot.zones[zone]!.name;
  for (const id of ids) {
    const c = atSpot(state, id);
    if (!c) return reject('heist/unknown-character', `"${id}" is not at the Spot`, { id });
    if (c.zone !== zone) return reject('heist/other-zone', `${c.name} is not in ${zoneName}`, { id });
    if (!isAlive(c)) return reject('heist/dead', `${c.name} is dead`, { id });
    if (conscious && !isUp(c)) {
      return reject(
        'heist/unconscious',
        `${c.name} is Unconscious and can neither run nor chase (COT-DROP-9)`,
        {
          id,
        },
      );
    }
    if (state.engaged.includes(id)) {
      return reject('heist/engaged', `${c.name} is already caught up in a fight or a chase`, { id });
    }
    found.push(c);
  }
  return found;
}
