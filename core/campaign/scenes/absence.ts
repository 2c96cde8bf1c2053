import type { Absence } from '../../engine/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { CampaignState } from '../types.ts';
import type { SceneStep } from './builder.ts';
import type { Scene } from './types.ts';

/**
 * Who can take turns in a scene (COT-INIT-6): the dead by their sheet, the one home of a condition (COT-CHAR-6);
 * the unconscious, the fled and the gone by the scene's engine.
 */

/** Why someone cannot take turns in a scene now (dead, unconscious, fled, left, away), or null when they can. */
export function absenceIn(
  campaign: Pick<CampaignState, 'characters'>,
  scene: Pick<Scene, 'engine' | 'state'>,
  id: CharacterId,
): Absence | null {
  const sheet = Object.hasOwn(campaign.characters, id) ? campaign.characters[id] : undefined;
  if (sheet?.condition.state === 'dead') return 'dead';
  if (scene.state === null) return null;
  const engine = engineOf(scene.engine);
  if (engine.absence) return engine.absence(scene.state, id);
  return engine.canAct(scene.state, id) ? null : 'left';
}

/** Whether a participant can still take turns in this scene (alive, conscious, still there). */
export function ableToAct(
  campaign: Pick<CampaignState, 'characters'>,
  scene: Pick<Scene, 'engine' | 'state'>,
  id: CharacterId,
): boolean {
  return absenceIn(campaign, scene, id) === null;
}

/** How a participant's absence reads after their name. */
export const absenceWords: Readonly<Record<Absence, string>> = {
  dead: 'is dead',
  unconscious: 'is unconscious',
  fled: 'has fled',
  left: 'has left',
  away: 'is away in a fight or chase',
};

/** COT-INIT-6: the refusal for someone who cannot act in the scene. */
export function cannotAct(step: SceneStep, scene: Scene, id: CharacterId): Rejection | null {
  const absence = absenceIn(step.state, scene, id);
  if (absence === null) return null;
  const name = step.names(scene.id)(id);
  return reject(
    'scene/cannot-act',
    `${name} ${absenceWords[absence]}: they take no turn in ${scene.name} (COT-INIT-6)`,
  );
}
