import type { CharacterId } from '../../shared/ids.ts';
import { linksOf, outside } from '../spot/index.ts';
import type { AlarmGate, Barrier, NodeId, Spot } from '../spot/index.ts';
import type { EscapeCount, EscapeStep } from './types.ts';

/**
 * The escape count (MotH "Escape Phase", "Escape Moves"): the fewest moves from a place to Outside (the Spot's
 * edge, its exits). One move per zone step, plus one per unsubdued guard in each zone left ("two for one guard,
 * three for two guards"). Closed gates and locked ways (a barrier with a Security not bypassed) are impassable;
 * cameras and pressure sensors have no effect during the escape.
 */

/** What the count needs to know of the Heist: the Spot in play, the gates closed, the unsubdued guards by zone. */
export interface EscapeGround {
  readonly spot: Spot;
  readonly closedGates: readonly AlarmGate[];
  /** Unsubdued guards (alive, conscious, not away in a fight) per zone id. */
  readonly guardsIn: (zone: string) => number;
}

/** Whether a way is passable during the escape: not a closed gate, no Security still standing on it. */
export function escapePassable(ground: EscapeGround, barrier: Barrier, into: NodeId): boolean {
  const gated = ground.closedGates.some(
    (gate) =>
      (gate.kind === 'barrier' && gate.barrier === barrier.id) ||
      (gate.kind === 'zone' && gate.zone === into),
  );
  return !gated && barrier.securities.every((security) => security.bypassed);
}

/**
 * The escape count of someone at `from`: the fewest moves to Outside and the route (Dijkstra over the zones:
 * each step's cost is 1 plus the unsubdued guards in the zone left); moves null when no way out. At Outside: 0.
 */
export function escapeCount(ground: EscapeGround, character: CharacterId, from: NodeId): EscapeCount {
  const best = new Map<NodeId, { readonly moves: number; readonly step: EscapeStep | null }>([
    [from, { moves: 0, step: null }],
  ]);
  const done = new Set<NodeId>();
  for (;;) {
    let node: NodeId | null = null;
    let moves = Number.POSITIVE_INFINITY;
    for (const [id, entry] of best) {
      if (!done.has(id) && entry.moves < moves) {
        node = id;
        moves = entry.moves;
      }
    }
    if (node === null) return { character, from, moves: null, route: [] };
    if (node === outside) return { character, from, moves, route: routeTo(best, outside) };
    done.add(node);
    const cost = 1 + ground.guardsIn(node);
    for (const { barrier, other } of linksOf(ground.spot, node)) {
      if (done.has(other) || !escapePassable(ground, barrier, other)) continue;
      const known = best.get(other);
      if (known && known.moves <= moves + cost) continue;
      best.set(other, { moves: moves + cost, step: { from: node, to: other, moves: cost } });
    }
  }
}

function routeTo(
  best: ReadonlyMap<NodeId, { readonly moves: number; readonly step: EscapeStep | null }>,
  to: NodeId,
): readonly EscapeStep[] {
  const route: EscapeStep[] = [];
  let step = best.get(to)?.step ?? null;
  while (step) {
    route.unshift(step);
    step = best.get(step.from)?.step ?? null;
  }
  return route;
}

/**
 * What covering an escape takes (a decision: Foresight stands for MotH's leftover Ideas): `foresight` Foresight per
 * move short, up to what the crew member holds; the rest must come from the last-ditch die (MotH "Last Ditch
 * Effort": the die shows the moves made). Returns the Foresight to spend and the face needed, null when no roll
 * is needed or none could make it.
 */
export function escapeCover(
  moves: number,
  held: number,
  foresightPerMove: number,
  lastDitchSides: number,
): { readonly foresight: number; readonly lastDitch: number | null; readonly reachable: boolean } {
  const covered = foresightPerMove > 0 ? Math.min(moves, Math.floor(held / foresightPerMove)) : 0;
  const left = moves - covered;
  if (left === 0) return { foresight: covered * foresightPerMove, lastDitch: null, reachable: true };
  const reachable = left <= lastDitchSides;
  return { foresight: covered * foresightPerMove, lastDitch: reachable ? left : null, reachable };
}
