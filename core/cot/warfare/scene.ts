import type { CampaignEffect, EngineContext } from '../world/index.ts';
import { sheetConditions, withCondition, withoutCondition } from '../world/index.ts';
import type { ConditionOf } from '../world/index.ts';
import type { Fighter, WarfareEvent, WarfareScene, WarfareState } from './types.ts';

/**
 * Gang Warfare as a scene keeps it, and as its rules read it: a fighter's condition (COT-CHAR-6) is their
 * sheet's only. The scene stores the fight without it; the rules get it from the sheets as they decide, and a
 * wound or a death the fight deals reaches the sheet as a `condition` effect (core/cot/world/sheets.ts).
 */

/** The fight with each fighter's condition from `conditionOf`. */
export function liveFight(scene: WarfareScene, conditionOf: ConditionOf): WarfareState {
  return { ...scene, fighters: scene.fighters.map((f) => withCondition<Fighter>(f, conditionOf)) };
}

/** The fight as the rules read it in a scene: every condition from the campaign's sheets. */
export function fightIn(ctx: Pick<EngineContext, 'characters'>, scene: WarfareScene): WarfareState {
  return liveFight(scene, sheetConditions(ctx.characters));
}

/** The fight as a scene stores it: no fighter keeps a condition of their own. */
export function storedFight(state: WarfareState): WarfareScene {
  return { ...state, fighters: state.fighters.map(withoutCondition) };
}

/** COT-WAR-6/7: a wound or a death the fight deals, for the fighter's sheet. */
export function warfareEffects(event: WarfareEvent): readonly CampaignEffect[] {
  switch (event.type) {
    case 'warfare/wounded':
      return [
        {
          kind: 'condition',
          character: event.fighter,
          condition: { state: 'wounded', recoveryDays: event.recoveryDays },
        },
      ];
    case 'warfare/killed':
      return [{ kind: 'condition', character: event.fighter, condition: { state: 'dead' } }];
    default:
      return [];
  }
}
