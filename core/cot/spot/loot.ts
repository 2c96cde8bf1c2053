import type { Loot, Spot } from './types.ts';

/**
 * Loot lying in a Spot's zones, read zone by zone: what the map counts and the zone table lists. Each zone's
 * loot is sorted by name, so the lists do not reorder when a piece is edited.
 */

/** Every zone's loot (zones without any are absent), each list sorted by name. */
export function lootByZone(spot: Spot): ReadonlyMap<string, readonly Loot[]> {
  const byZone = new Map<string, Loot[]>();
  for (const loot of Object.values(spot.loot)) {
    const list = byZone.get(loot.zone);
    if (list) list.push(loot);
    else byZone.set(loot.zone, [loot]);
  }
  for (const list of byZone.values()) list.sort(byName);
  return byZone;
}

/** The worth of some loot, in Resources (COT-CHAR-10). */
export function lootValue(loot: readonly Loot[]): number {
  return loot.reduce((sum, piece) => sum + piece.value, 0);
}

function byName(a: Loot, b: Loot): number {
  return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}
