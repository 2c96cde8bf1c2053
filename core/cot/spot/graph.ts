import { outside } from './types.ts';
import type { Barrier, NodeId, Spot } from './types.ts';

/**
 * The Spot as a graph (COT-SPOT-1, COT-D-48): zones and Outside joined by barriers. The adjacency index is
 * built once per Spot value (Spots are immutable, so it is remembered by identity) in time linear in the
 * barriers; every query after that touches only the links of the nodes it visits.
 */

/** One way out of a node: the barrier and the node on its other side. */
export interface Link {
  readonly barrier: Barrier;
  readonly other: NodeId;
}

/** Every node's links, Outside included (a node without barriers has none). */
export type Adjacency = ReadonlyMap<NodeId, readonly Link[]>;

const remembered = new WeakMap<Spot, Adjacency>();

/** The links of every node of the Spot. */
export function adjacency(spot: Spot): Adjacency {
  const known = remembered.get(spot);
  if (known) return known;
  const links = new Map<NodeId, Link[]>([[outside, []]]);
  for (const id of Object.keys(spot.zones)) links.set(id, []);
  for (const barrier of Object.values(spot.barriers)) {
    const [a, b] = barrier.ends;
    links.get(a)?.push({ barrier, other: b });
    links.get(b)?.push({ barrier, other: a });
  }
  remembered.set(spot, links);
  return links;
}

/** A zone of the Spot or Outside. */
export function isNode(spot: Spot, id: NodeId): boolean {
  return id === outside || Object.hasOwn(spot.zones, id);
}

/** The links out of one node (none for a node the Spot does not have). */
export function linksOf(spot: Spot, node: NodeId): readonly Link[] {
  return adjacency(spot).get(node) ?? [];
}

/** Every barrier joining two nodes (a door and a window may join the same rooms). */
export function barriersBetween(spot: Spot, a: NodeId, b: NodeId): readonly Barrier[] {
  return linksOf(spot, a)
    .filter((link) => link.other === b)
    .map((link) => link.barrier);
}

/** A node's name for the GM: the zone's name, or the edge's. */
export function nodeName(spot: Spot, id: NodeId): string {
  if (id === outside) return spot.edge.name;
  return Object.hasOwn(spot.zones, id) ? spot.zones[id]!.name : id;
}

/**
 * Breadth-first distances (in zone steps) from `from` to every node reachable through nodes `allowed` admits,
 * barriers and their Securities ignored (COT-D-65, COT-D-67).
 */
export function distancesFrom(
  spot: Spot,
  from: NodeId,
  allowed: (node: NodeId) => boolean = () => true,
): ReadonlyMap<NodeId, number> {
  const distance = new Map<NodeId, number>([[from, 0]]);
  const queue: NodeId[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    const next = distance.get(node)! + 1;
    for (const link of linksOf(spot, node)) {
      if (distance.has(link.other) || !allowed(link.other)) continue;
      distance.set(link.other, next);
      queue.push(link.other);
    }
  }
  return distance;
}

/** The number of zone steps on the shortest path, or null when the two nodes are not connected. */
export function stepsBetween(
  spot: Spot,
  from: NodeId,
  to: NodeId,
  allowed: (node: NodeId) => boolean = () => true,
): number | null {
  return distancesFrom(spot, from, allowed).get(to) ?? null;
}
