import type { EngineContext } from '../world/index.ts';
import { sheetConditions, withCondition, withoutCondition } from '../world/index.ts';
import type { ConditionOf } from '../world/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import type { HeistScene, HeistState } from './types.ts';

/**
 * A Heist as a scene keeps it, and as its rules read it: the condition of everyone at the Spot (COT-CHAR-6) is
 * their sheet's only. The scene stores the Heist without it; the rules get it from the sheets as they decide, and
 * a wound or a death a Drop deals reaches the sheet as a `condition` effect (./effects.ts, core/cot/world/sheets.ts).
 */

/** The Heist with each character's condition from `conditionOf`. */
export function liveHeist(scene: HeistScene, conditionOf: ConditionOf): HeistState {
  const characters = scene.drop.characters.map((c) => withCondition<DropCharacter>(c, conditionOf));
  return { ...scene, drop: { ...scene.drop, characters } };
}

/** The Heist as the rules read it in a scene: every condition from the campaign's sheets. */
export function heistIn(ctx: Pick<EngineContext, 'characters'>, scene: HeistScene): HeistState {
  return liveHeist(scene, sheetConditions(ctx.characters));
}

/** The Heist as a scene stores it: nobody at the Spot keeps a condition of their own. */
export function storedHeist(state: HeistState): HeistScene {
  return { ...state, drop: { ...state.drop, characters: state.drop.characters.map(withoutCondition) } };
}
