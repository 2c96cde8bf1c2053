import { knownScene, knownScenes, stageLabels } from '../../../core/index.ts';
import type { CampaignState, ClosedScene, EngineId, Scene, SceneId } from '../../../core/index.ts';

/** A scene in the list: running, or a closed one's summary (its board is read from the log). */
export type ListedScene = Scene | ClosedScene;

/** Which scenes the dashboard lists, in what order, and which one it shows. */

/**
 * Running scenes first, in the order they opened on the Job clock; then closed scenes, the latest closed
 * first. A scene the clock does not know (never expected) goes last. With `only`, that engine's scenes alone
 * (the HEIST skirmish tab's view of the fights).
 */
export function orderedScenes(campaign: CampaignState, only: EngineId | null = null): readonly ListedScene[] {
  const rank = new Map<string, number>();
  campaign.clock.running.forEach((scene, index) => rank.set(scene.id, index));
  const closed = campaign.clock.closed;
  closed.forEach((scene, index) => rank.set(scene.id, campaign.clock.running.length + closed.length - index));
  const last = campaign.clock.running.length + closed.length + 1;
  return knownScenes(campaign)
    .map((scene, index) => ({ scene, index }))
    .sort(
      (a, b) =>
        Number(a.scene.ended !== null) - Number(b.scene.ended !== null) ||
        (rank.get(a.scene.id) ?? last) - (rank.get(b.scene.id) ?? last) ||
        a.index - b.index,
    )
    .map(({ scene }) => scene)
    .filter((scene) => only === null || scene.engine === only);
}

/**
 * The scene to show: the one picked if it still exists (and is of the `only` engine, when given), else the first
 * running scene, else the first listed.
 */
export function shownScene(
  campaign: CampaignState,
  picked: SceneId | null,
  only: EngineId | null = null,
): ListedScene | null {
  const scene = picked === null ? null : knownScene(campaign, picked);
  if (scene && (only === null || scene.engine === only)) return scene;
  return orderedScenes(campaign, only)[0] ?? null;
}

/** Scenes opened inside this one (Gang Warfare or a chase breaking out of a Heist, COT-TIME-1-a). */
export function childrenOf(campaign: CampaignState, id: SceneId): readonly ListedScene[] {
  return orderedScenes(campaign).filter((scene) => scene.parent === id);
}

/** The list's words for a scene: "Heist · round 3" or "Heist · ended". */
export function sceneSummary(campaign: CampaignState, scene: ListedScene): string {
  const stage = stageLabels[scene.stage];
  if (scene.ended !== null) return `${stage} · ended`;
  const running = campaign.clock.running.find((entry) => entry.id === scene.id);
  return running ? `${stage} · round ${running.rounds + 1}` : stage;
}
