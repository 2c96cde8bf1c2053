import type { SceneId } from '../../../core/index.ts';

/**
 * Which scene the Scenes dashboard shows, kept while the GM visits other tabs (the roll log, the dice tray)
 * so coming back lands on the same fight.
 */
class SceneChoice {
  picked = $state<SceneId | null>(null);
}

export const sceneChoice = new SceneChoice();
