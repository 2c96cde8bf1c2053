import type { CharacterId } from '../../shared/ids.ts';
import { absent } from '../../shared/references.ts';
import { unreachable } from '../../shared/result.ts';
import { noKnowledge } from './knowledge.ts';
import { outside } from './types.ts';
import type { Barrier, GuardPost, Loot, Security, Spot, SpotEvent, Spots, Zone } from './types.ts';

/**
 * The campaign's Spots after one event: no checks beyond the event fitting (decide checked it), no dice.
 * An event naming a Spot, zone, barrier or guard that is not there is a corrupt log and throws.
 * @throws Error for an event that does not fit the Spots.
 */
export function applySpot(spots: Spots, event: SpotEvent): Spots {
  if (event.type === 'spot/created') {
    if (Object.hasOwn(spots, event.spot.id)) throw new Error(`Spot "${event.spot.id}" already exists`);
    checkSpot(event.spot);
    return { ...spots, [event.spot.id]: event.spot };
  }
  const spot = spotOf(spots, event.spotId);
  if (event.type === 'spot/deleted') {
    const { [spot.id]: _gone, ...rest } = spots;
    return rest;
  }
  return { ...spots, [spot.id]: applyToSpot(spot, event) };
}

/** Folds a log of Spot events over the Spots it started from. @throws Error as `applySpot` does. */
export function replaySpots(events: readonly SpotEvent[], from: Spots = {}): Spots {
  return events.reduce(applySpot, from);
}

/**
 * One Spot after an event about it (a Heist scene keeps its own copy up to date this way).
 * @throws Error for an event about another Spot, a creation or deletion, or one that does not fit.
 */
export function applyToSpot(spot: Spot, event: Exclude<SpotEvent, { type: 'spot/created' }>): Spot {
  if (event.spotId !== spot.id)
    throw new Error(`${event.type} is about Spot "${event.spotId}", not "${spot.id}"`);
  switch (event.type) {
    case 'spot/renamed':
      return { ...spot, name: event.name };
    case 'spot/deleted':
      throw new Error(`Spot "${spot.id}" cannot be deleted from inside itself`);
    case 'spot/edge-set':
      return { ...spot, edge: event.edge };
    case 'spot/zone-added':
      if (Object.hasOwn(spot.zones, event.zone.id)) throw new Error(`Zone "${event.zone.id}" already exists`);
      return withZone(spot, event.zone);
    case 'spot/zone-renamed':
      return withZone(spot, { ...zoneOf(spot, event.zoneId), name: event.name });
    case 'spot/zone-moved':
      return withZone(spot, { ...zoneOf(spot, event.zoneId), x: event.x, y: event.y });
    case 'spot/zone-removed':
      return removeZone(spot, event.zoneId);
    case 'spot/zone-tagged':
      return withZone(spot, tagged(zoneOf(spot, event.zoneId), event));
    case 'spot/barrier-added':
      if (Object.hasOwn(spot.barriers, event.barrier.id)) {
        throw new Error(`Barrier "${event.barrier.id}" already exists`);
      }
      return withBarrier(spot, event.barrier);
    case 'spot/barrier-removed': {
      barrierOf(spot, event.barrierId);
      const { [event.barrierId]: _gone, ...barriers } = spot.barriers;
      return { ...spot, barriers };
    }
    case 'spot/security-added':
      return updateSecurities(spot, event.barrierId, (list) => {
        if (list.some((s) => s.id === event.security.id))
          throw new Error(`Security "${event.security.id}" already exists on "${event.barrierId}"`);
        return [...list, event.security];
      });
    case 'spot/security-changed':
      return updateSecurity(spot, event.barrierId, event.securityId, (s) => ({
        ...s,
        tag: event.tag,
        score: event.score,
      }));
    case 'spot/security-removed':
      return updateSecurity(spot, event.barrierId, event.securityId, () => null);
    case 'spot/security-bypassed':
      return updateSecurity(spot, event.barrierId, event.securityId, (s) => ({ ...s, bypassed: true }));
    case 'spot/loot-added':
      if (Object.hasOwn(spot.loot, event.loot.id)) throw new Error(`Loot "${event.loot.id}" already exists`);
      return withLoot(spot, event.loot);
    case 'spot/loot-edited':
      lootOf(spot, event.loot.id);
      return withLoot(spot, event.loot);
    case 'spot/loot-removed': {
      lootOf(spot, event.lootId);
      const { [event.lootId]: _gone, ...loot } = spot.loot;
      return { ...spot, loot };
    }
    case 'spot/guard-placed':
      return withGuard(spot, event.post);
    case 'spot/guard-removed': {
      guardOf(spot, event.guard);
      const { [event.guard]: _gone, ...guards } = spot.guards;
      return { ...spot, guards };
    }
    case 'spot/guards-alerted':
      return event.guards.reduce((s, id) => withGuard(s, { ...guardOf(s, id), aware: true }), spot);
    case 'spot/awareness-raised':
      return event.guards.reduce((s, id) => {
        const post = guardOf(s, id);
        return withGuard(s, { ...post, awarenessBonus: post.awarenessBonus + event.bonus });
      }, spot);
    case 'spot/job-reset':
      return resetJob(spot);
    case 'spot/alarm-plan-set':
      return { ...spot, alarm: event.plan };
    case 'spot/zones-revealed':
      return reveal(spot, event.zones, event.how);
    case 'spot/forgotten':
      return { ...spot, knowledge: noKnowledge };
    case 'spot/zones-hidden':
      return unreveal(spot, event.zones);
    case 'spot/mark-identified':
      return spot.knowledge.marks.includes(event.person)
        ? spot
        : { ...spot, knowledge: { ...spot.knowledge, marks: [...spot.knowledge.marks, event.person] } };
    case 'spot/itinerary-learned':
      return {
        ...spot,
        knowledge: { ...spot.knowledge, itineraries: [...spot.knowledge.itineraries, event.subject] },
      };
    case 'spot/blueprint-added': {
      if (Object.hasOwn(spot.zones, event.zone.id)) throw new Error(`Zone "${event.zone.id}" already exists`);
      const withBarriers = event.barriers.reduce(withBarrier, withZone(spot, event.zone));
      return reveal(withBarriers, [event.zone.id], 'blueprint'); // COT-D-88: the crew knows its own zone
    }
    default:
      return unreachable(event);
  }
}

function spotOf(spots: Spots, id: string): Spot {
  if (!Object.hasOwn(spots, id)) throw new Error(`There is no Spot "${id}"`);
  return spots[id]!;
}

function zoneOf(spot: Spot, id: string): Zone {
  if (!Object.hasOwn(spot.zones, id)) throw absent(id, `which is no zone of ${spot.name}`);
  return spot.zones[id]!;
}

function lootOf(spot: Spot, id: string): Loot {
  if (!Object.hasOwn(spot.loot, id)) throw absent(id, `which is no loot of ${spot.name}`);
  return spot.loot[id]!;
}

function withLoot(spot: Spot, loot: Loot): Spot {
  zoneOf(spot, loot.zone);
  return { ...spot, loot: { ...spot.loot, [loot.id]: loot } };
}

/**
 * A whole Spot an event carries (a new one, the copy a Heist plays on) holds no dangling reference: every table
 * is keyed by its items' ids, and every barrier end, post, piece of loot and known zone names a zone it has.
 * @throws Error naming the first reference that is not there.
 */
export function checkSpot(spot: Spot): void {
  const keyed = (table: Readonly<Record<string, { readonly id: string }>>, what: string) => {
    for (const [key, item] of Object.entries(table))
      if (item.id !== key) throw new Error(`${spot.name} keeps ${what} "${item.id}" under "${key}"`);
  };
  keyed(spot.zones, 'the zone');
  keyed(spot.barriers, 'the barrier');
  keyed(spot.loot, 'the loot');
  if (Object.hasOwn(spot.zones, outside)) throw new Error(`${spot.name} has a zone called "${outside}"`);
  for (const barrier of Object.values(spot.barriers))
    for (const end of barrier.ends) if (end !== outside) zoneOf(spot, end);
  for (const [key, post] of Object.entries(spot.guards)) {
    if (post.guard !== key) throw new Error(`${spot.name} keeps the guard "${post.guard}" under "${key}"`);
    zoneOf(spot, post.zone);
  }
  for (const loot of Object.values(spot.loot)) zoneOf(spot, loot.zone);
  for (const zone of Object.keys(spot.knowledge.zones)) zoneOf(spot, zone);
}

function barrierOf(spot: Spot, id: string): Barrier {
  if (!Object.hasOwn(spot.barriers, id)) throw absent(id, `which is no barrier of ${spot.name}`);
  return spot.barriers[id]!;
}

function guardOf(spot: Spot, id: CharacterId): GuardPost {
  if (!Object.hasOwn(spot.guards, id)) throw absent(id, `who guards nothing at ${spot.name}`);
  return spot.guards[id]!;
}

function withZone(spot: Spot, zone: Zone): Spot {
  if (zone.id === outside) throw new Error(`A zone cannot be called "${outside}"`);
  return { ...spot, zones: { ...spot.zones, [zone.id]: zone } };
}

function withBarrier(spot: Spot, barrier: Barrier): Spot {
  for (const end of barrier.ends) if (end !== 'outside') zoneOf(spot, end);
  return { ...spot, barriers: { ...spot.barriers, [barrier.id]: barrier } };
}

function withGuard(spot: Spot, post: GuardPost): Spot {
  zoneOf(spot, post.zone);
  return { ...spot, guards: { ...spot.guards, [post.guard]: post } };
}

function tagged(zone: Zone, event: Extract<SpotEvent, { type: 'spot/zone-tagged' }>): Zone {
  if (event.tag === 'hidden') return { ...zone, hidden: event.on ? event.rating : null };
  return { ...zone, [event.tag]: event.on };
}

/** A zone goes only once nothing stands in it or joins it, as the editor requires. */
function removeZone(spot: Spot, zoneId: string): Spot {
  zoneOf(spot, zoneId);
  const held =
    Object.values(spot.barriers).find((barrier) => barrier.ends.includes(zoneId))?.id ??
    Object.values(spot.guards).find((post) => post.zone === zoneId)?.guard ??
    Object.values(spot.loot).find((loot) => loot.zone === zoneId)?.id;
  if (held !== undefined) throw new Error(`The zone "${zoneId}" still holds or joins "${held}"`);
  const { [zoneId]: _gone, ...zones } = spot.zones;
  const { [zoneId]: _known, ...known } = spot.knowledge.zones;
  return { ...spot, zones, knowledge: { ...spot.knowledge, zones: known } };
}

function updateSecurities(
  spot: Spot,
  barrierId: string,
  change: (list: readonly Security[]) => readonly Security[],
): Spot {
  const barrier = barrierOf(spot, barrierId);
  return withBarrier(spot, { ...barrier, securities: change(barrier.securities) });
}

/** One Security of a barrier changed, or removed when `change` gives null. */
function updateSecurity(
  spot: Spot,
  barrierId: string,
  securityId: string,
  change: (security: Security) => Security | null,
): Spot {
  return updateSecurities(spot, barrierId, (list) => {
    if (!list.some((s) => s.id === securityId))
      throw absent(securityId, `which is no Security of the barrier "${barrierId}"`);
    return list.flatMap((s) => (s.id === securityId ? (change(s) ?? []) : [s]));
  });
}

function resetJob(spot: Spot): Spot {
  const guards = Object.fromEntries(
    Object.entries(spot.guards).map(([id, post]) => [id, { ...post, aware: false, awarenessBonus: 0 }]),
  );
  const barriers = Object.fromEntries(
    Object.entries(spot.barriers).map(([id, barrier]) => [
      id,
      { ...barrier, securities: barrier.securities.map((s) => ({ ...s, bypassed: false })) },
    ]),
  );
  return { ...spot, guards, barriers };
}

/** Only what the GM revealed is taken back: what research taught the crew stays known (COT-PREP-5, COT-PREP-6). */
function unreveal(spot: Spot, zones: readonly string[]): Spot {
  const known = { ...spot.knowledge.zones };
  for (const id of zones) {
    if (known[id] !== 'gm') throw new Error(`Zone "${id}" was not revealed by the GM`);
    delete known[id];
  }
  return { ...spot, knowledge: { ...spot.knowledge, zones: known } };
}

function reveal(spot: Spot, zones: readonly string[], how: Spot['knowledge']['zones'][string]): Spot {
  const known = { ...spot.knowledge.zones };
  for (const id of zones) {
    zoneOf(spot, id);
    if (!Object.hasOwn(known, id)) known[id] = how;
  }
  return { ...spot, knowledge: { ...spot.knowledge, zones: known } };
}
