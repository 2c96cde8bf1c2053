import type { CharacterId } from '../shared/ids.ts';
import type { SceneDraft } from './contract.ts';

/**
 * Small readings of the Open-a-scene draft that several engines' `setupFrom` share: who is of the crew, who is
 * not, and where each stands.
 */

/** The ids of the draft's crew sides. */
function crewSides(draft: SceneDraft): ReadonlySet<string> {
  return new Set(draft.sides.filter((side) => side.crew).map((side) => side.id));
}

/** Participants on a crew side, in the draft's order. */
export function draftCrew(draft: SceneDraft): CharacterId[] {
  const crew = crewSides(draft);
  return draft.participants.filter((p) => crew.has(p.side)).map((p) => p.characterId);
}

/** Participants on no crew side, with their side and zone. */
export function draftOthers(draft: SceneDraft): SceneDraft['participants'] {
  const crew = crewSides(draft);
  return draft.participants.filter((p) => !crew.has(p.side));
}
