import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { inWords } from '../../shared/words.ts';
import type { BreakoutGround, BreakoutPerson, DeclaredBreakout, EngineContext } from '../world/index.ts';
import { peopleIn } from '../world/index.ts';
import { noiseEvents } from './alerts.ts';
import { isAlive, isUp } from './roster.ts';
import type { BreakoutRequest, HeistBreakout, HeistEvent, HeistState } from './types.ts';

/**
 * The GM rules that a scene breaks out of the Heist without a Drop's response (guards who saw the crew, a crew
 * member who runs): its people leave the Heist's turns until they are back (COT-D-65). Which scenes can break out
 * is for their engines to declare (the breakout capability, in the context's `breakouts`): the Heist checks that
 * everyone named is at the Spot, in the zone, alive and not away already, and the declaration the rest (Gang
 * Warfare needs two sides, COT-WAR-1); a loud one makes every NPC in the zone Aware (COT-D-81).
 */
export function breakOut(
  ctx: EngineContext,
  state: HeistState,
  command: { readonly breakout: BreakoutRequest },
): Decision<HeistEvent> {
  if (state.ended !== null) return reject('heist/ended', 'The Heist is over');
  const request = command.breakout;
  const declared = declaredBreakout(ctx.breakouts, request.kind);
  if (isRejection(declared)) return declared;
  const { kind, breakout } = declared;
  const misnamed = listsProblem(declared, request);
  if (misnamed) return misnamed;
  if (!Object.hasOwn(state.spot.zones, request.zone)) {
    return reject('heist/unknown-zone', `${state.spot.name} has no zone "${request.zone}"`);
  }
  const ground = breakoutGround(state);
  const refused = breakout.refuse?.(ground, request) ?? null;
  if (refused) return refused;
  const people = present(state, ground, peopleIn(request), request.zone, breakout.upOnly);
  if (isRejection(people)) return people;
  const fields = breakout.record(ground, request, people);
  if (isRejection(fields)) return fields;
  const { lead, ...lists } = fields;
  const record: HeistBreakout = { kind, lead, zone: request.zone, ...lists };
  if (!breakout.loud) return ok([{ type: 'heist/broke-out', breakout: record }]);
  const npcs = state.drop.characters.filter(
    (c) => c.zone === request.zone && c.kind !== 'crew' && isUp(c) && !c.aware,
  );
  return ok([
    { type: 'heist/broke-out', breakout: record },
    ...noiseEvents(state, { aware: [['gang-warfare', npcs.map((c) => c.id)]], discovered: [] }), // COT-D-81
  ]);
}

/** The declaration of a kind of breakout the Heist may open (among `breakouts`), or a refusal naming the kind. */
export function declaredBreakout(
  breakouts: readonly DeclaredBreakout[] | undefined,
  kind: string,
): DeclaredBreakout | Rejection {
  const declared = breakouts?.find((b) => b.kind === kind);
  if (declared) return declared;
  const known = (breakouts ?? []).map((b) => b.breakout.label);
  return reject(
    'heist/unknown-breakout',
    `No scene of "${kind}" can break out of a Heist${known.length > 0 ? `: only ${inWords(known)}` : ''}`,
    { kind },
  );
}

/** A request naming exactly the lists of people its declaration takes, or the one it lacks or has too many. */
function listsProblem({ breakout }: DeclaredBreakout, request: BreakoutRequest): Rejection | null {
  const lists = inWords(breakout.parties.map((party) => `"${party}"`));
  const missing = breakout.parties.find((party) => !Array.isArray(request[party]));
  if (missing !== undefined) {
    return reject(
      'heist/bad-breakout',
      `${breakout.label} names its people in ${lists}: "${missing}" is missing`,
    );
  }
  const extra = Object.keys(request).find(
    (key) => key !== 'kind' && key !== 'zone' && !breakout.parties.includes(key),
  );
  if (extra === undefined) return null;
  return reject('heist/bad-breakout', `${breakout.label} names its people in ${lists}, not in "${extra}"`);
}

/** The Heist as a breakout reads it: its zones, and everyone at the Spot with where they are and how. */
export function breakoutGround(state: HeistState): BreakoutGround {
  return {
    parent: 'heist',
    zones: Object.entries(state.spot.zones).map(([id, zone]) => ({ id, name: zone.name })),
    people: state.drop.characters.map((c): BreakoutPerson => ({
      id: c.id,
      name: c.name,
      zone: c.zone,
      side: c.side,
      alive: isAlive(c),
      up: isUp(c),
      unconscious: c.unconscious ? { roundsLeft: c.unconsciousRoundsLeft } : null,
      away: state.engaged.includes(c.id),
    })),
  };
}

/** The characters named, each once, alive at the Spot in the zone (able to act, `upOnly`), not already elsewhere. */
function present(
  state: HeistState,
  ground: BreakoutGround,
  ids: readonly CharacterId[],
  zone: string,
  upOnly: string | undefined,
): BreakoutPerson[] | Rejection {
  if (new Set(ids).size !== ids.length) return reject('heist/twice', 'Name each character once');
  const found: BreakoutPerson[] = [];
  const zoneName = state.spot.zones[zone]!.name;
  for (const id of ids) {
    const c = ground.people.find((person) => person.id === id);
    if (!c) return reject('heist/unknown-character', `"${id}" is not at the Spot`, { id });
    if (c.zone !== zone) return reject('heist/other-zone', `${c.name} is not in ${zoneName}`, { id });
    if (!c.alive) return reject('heist/dead', `${c.name} is dead`, { id });
    if (upOnly !== undefined && !c.up) {
      return reject('heist/unconscious', `${c.name} is Unconscious and ${upOnly} (COT-DROP-9)`, { id });
    }
    if (c.away) {
      return reject('heist/engaged', `${c.name} is already caught up in a fight or a chase`, { id });
    }
    found.push(c);
  }
  return found;
}
