import type { Character } from '../cot/characters/index.ts';
import type { ModelEdit, StartState } from '../skirmish/index.ts';
import type { Conversion } from './model.ts';

/**
 * BRG-D-16, D-18: the condition a crew member brought onto the table mid-fight by Ambush comes on in. Its sheet is
 * the condition's one home (COT-CHAR-6): Wounded comes along (one action fewer, a second wound kills). Nobody comes
 * in Unconscious (COT-FORE-4 refuses it), held (a hold is made in base contact on the table) or Stunned (that is a
 * Cover lost in the scene switched to the table, and an ambusher was in none).
 * @returns the skirmish's start state for `skirmish/add-model`, or null when it comes in unhurt.
 */
export function ambushStart(character: Pick<Character, 'condition'>): StartState | null {
  return character.condition.state === 'wounded' ? { wounded: true } : null;
}

/**
 * BRG-D-25: the ammunition counters an ambusher's firearms carry from an earlier fight (its mapping record), as the
 * corrections sent once it is on the table, as a bridged fight's opening sends them. None: fresh magazines.
 */
export function ambushCounters(conversion: Pick<Conversion, 'profile' | 'record'>): ModelEdit[] {
  const edits: ModelEdit[] = [];
  const taken = new Set<number>();
  for (const slot of ['long', 'sidearm'] as const) {
    const load = conversion.profile[slot];
    if (!load) continue;
    const index = conversion.record.firearms.findIndex((f, i) => !taken.has(i) && f.heist === load.weapon);
    if (index < 0) continue;
    taken.add(index);
    const counters = conversion.record.firearms[index]!.counters;
    if (counters > 0) edits.push({ counters: { slot, counters } });
  }
  return edits;
}
