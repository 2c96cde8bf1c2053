import { noKnowledge } from './knowledge.ts';
import type { Spot } from './types.ts';

/** A new, empty Spot: no zones yet, its edge (Outside, COT-D-48) at the map's origin. */
export function emptySpot(id: string, name: string): Spot {
  return {
    id,
    name: name.trim(),
    edge: { name: 'Outside', x: 0, y: 0 },
    zones: {},
    barriers: {},
    guards: {},
    loot: {},
    knowledge: noKnowledge,
  };
}
