import type { Character } from '../cot/characters/index.ts';
import type { StartState } from '../skirmish/index.ts';

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
