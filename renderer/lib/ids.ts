/** Ids the panels make for new things: readable, from a name, unique among those taken. */

/** "Loading dock" → "loading-dock" ("loading-dock-2" when taken); adds the id to `taken`. */
export function slugId(name: string, taken: Set<string>, fallback = 'zone'): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** A fresh random id with a prefix: "spot-1a2b3c4d". */
export function freshId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}
