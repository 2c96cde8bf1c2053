import type { SceneDraft } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import type { Rejection } from '../../shared/result.ts';
import type { SocialSetup } from './commands.ts';

/** A Social Call from the Open-a-scene form: everyone on their side (COT-SOC-1); `start` checks the sides. */
export function socialSetupFrom(_ctx: EngineContext, draft: SceneDraft): { setup: SocialSetup } | Rejection {
  return { setup: { participants: draft.participants.map((p) => ({ id: p.characterId, side: p.side })) } };
}
