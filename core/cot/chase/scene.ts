import type { CampaignEffect, EngineContext } from '../world/index.ts';
import { sheetConditions, withCondition, withoutCondition } from '../world/index.ts';
import type { ConditionOf } from '../world/index.ts';
import type { ChaseEvent } from './events.ts';
import type { ChaseParticipant, ChaseScene, ChaseState } from './types.ts';

/**
 * A chase as a scene keeps it, and as its rules read it: a participant's condition (COT-CHAR-6) is their sheet's
 * only. The scene stores the chase without it; the rules get it from the sheets as they decide, and a wound or a
 * death the chase deals reaches the sheet as a `condition` effect (core/cot/world/sheets.ts).
 */

/** The chase with each participant's condition from `conditionOf`. */
export function liveChase(scene: ChaseScene, conditionOf: ConditionOf): ChaseState {
  return {
    ...scene,
    participants: scene.participants.map((p) => withCondition<ChaseParticipant>(p, conditionOf)),
  };
}

/** The chase as the rules read it in a scene: every condition from the campaign's sheets. */
export function chaseIn(ctx: Pick<EngineContext, 'characters'>, scene: ChaseScene): ChaseState {
  return liveChase(scene, sheetConditions(ctx.characters));
}

/** The chase as a scene stores it: no participant keeps a condition of their own. */
export function storedChase(state: ChaseState): ChaseScene {
  return { ...state, participants: state.participants.map(withoutCondition) };
}

/** COT-WAR-6/7 in a chase: a wound or a death it deals, for the participant's sheet. */
export function chaseEffects(event: ChaseEvent): readonly CampaignEffect[] {
  switch (event.type) {
    case 'chase/wounded':
      return [
        {
          kind: 'condition',
          character: event.id,
          condition: { state: 'wounded', recoveryDays: event.recoveryDays },
        },
      ];
    case 'chase/killed':
      return [{ kind: 'condition', character: event.id, condition: { state: 'dead' } }];
    default:
      return [];
  }
}
