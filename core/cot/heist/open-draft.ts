import type { SceneDraft } from '../../engine/index.ts';
import type { EngineContext } from '../world/index.ts';
import { draftCrew, draftOthers } from '../../engine/index.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { HeistSetup } from './types.ts';

/**
 * A Heist from the Open-a-scene form (COT-SPOT-1): on the chosen Spot, the crew where the GM puts them (Outside
 * when no zone is chosen), the Spot's own guards at their posts, anyone else in the zone the GM chose.
 */
export function heistSetupFrom(ctx: EngineContext, draft: SceneDraft): { setup: HeistSetup } | Rejection {
  const spot =
    draft.spotId !== null && Object.hasOwn(ctx.spots, draft.spotId) ? ctx.spots[draft.spotId]! : null;
  if (!spot) return reject('heist/no-spot', 'Choose the Spot the Heist is played on');
  const crew = draftCrew(draft);
  const posted = new Set(Object.values(spot.guards).map((post) => post.guard));
  const others = draftOthers(draft).filter((p) => !posted.has(p.characterId));
  const unplaced = others.find((p) => !Object.hasOwn(spot.zones, p.zone));
  if (unplaced)
    return reject(
      'heist/no-zone',
      `Choose the zone of ${spot.name} where ${ctx.names(unplaced.characterId)} is`,
    );
  const placements = draft.participants
    .filter((p) => crew.includes(p.characterId) && p.zone !== '')
    .map((p) => ({ character: p.characterId, zone: p.zone }));
  return {
    setup: {
      spotId: spot.id,
      crew,
      others: others.map((p) => ({ character: p.characterId, zone: p.zone })),
      ...(placements.length > 0 ? { placements } : {}),
    },
  };
}
