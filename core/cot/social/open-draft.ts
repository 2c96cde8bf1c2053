import type { SceneDraft } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { Rejection } from '../../shared/result.ts';
import type { SocialSetup } from './commands.ts';

/**
 * A Social Call from the Open-a-scene form: everyone on their side (COT-SOC-1); `start` checks the sides. A Mark
 * the crew identified by research on any Spot (COT-PREP-7) is known to be a target from the start to everyone on a
 * crew side facing them (COT-SOC-9: "Read Room, Mark research, or GM").
 */
export function socialSetupFrom(ctx: EngineContext, draft: SceneDraft): { setup: SocialSetup } | Rejection {
  const participants = draft.participants.map((p) => ({ id: p.characterId, side: p.side }));
  const marks = new Set(Object.values(ctx.spots).flatMap((spot) => spot.knowledge.marks));
  const crewSide = (side: string) => draft.sides.some((s) => s.id === side && s.crew);
  const known = participants
    .filter((target) => marks.has(target.id))
    .flatMap((target) =>
      participants
        .filter((learner) => learner.side !== target.side && crewSide(learner.side))
        .map((learner) => ({ target: target.id, learner: learner.id })),
    );
  return { setup: { participants, ...(known.length > 0 ? { known } : {}) } };
}
