import { generateJob } from '../cot/jobgen/index.ts';
import type { GenerateJob } from '../cot/jobgen/index.ts';
import { isRejection, ok } from '../shared/result.ts';
import type { Decision } from '../shared/result.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * `job/generate` (issue 19): the heist generator's job as one step of the log — its score-only guards and
 * cameras added to the campaign (COT-CHAR-9, COT-GUARD-1), then the Spot with its generation. Undo removes all.
 */
export function generateJobEntry(state: CampaignState, command: GenerateJob): Decision<CampaignEvent> {
  const built = generateJob(
    { spots: state.spots, characterIds: new Set(Object.keys(state.characters)), settings: state.settings },
    command,
  );
  if (isRejection(built)) return built;
  return ok([
    ...built.guards.map((character) => ({ type: 'character/created' as const, character })),
    { type: 'spot/created' as const, spot: built.spot },
  ]);
}
