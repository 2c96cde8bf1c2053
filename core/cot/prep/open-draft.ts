import type { SceneDraft } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import { draftCrew } from '../../engine/index.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { PrepSetup } from './types.ts';

/** A Prep scene from the Open-a-scene form: the crew who research and prepare (COT-PREP-1). */
export function prepSetupFrom(_ctx: EngineContext, draft: SceneDraft): { setup: PrepSetup } | Rejection {
  const crew = draftCrew(draft);
  if (crew.length === 0)
    return reject('prep/no-crew', 'Prep needs at least one of the crew, on the crew side');
  return { setup: { crew } };
}
