import { playerControls } from '../../core/index.ts';
import type { CampaignState, PlayerControl } from '../../core/index.ts';

/** A heading and the toggles under it, on the Players dashboard. */
export interface ControlGroup {
  readonly key: string;
  readonly heading: string;
  readonly controls: readonly PlayerControl[];
}

/**
 * Core's show/hide toggles for the Players dashboard: the campaign's (each running scene, each character), then
 * each running scene's own toggles not listed already (a Heist's zones, guards and loot), under the scene's name.
 * Only core's lists, arranged: nothing here decides what can be shown.
 */
export function controlGroups(campaign: CampaignState): ControlGroup[] {
  const all = playerControls(campaign, null);
  const listed = new Set(all.map((control) => control.key));
  const groups: ControlGroup[] = [{ key: 'campaign', heading: 'Scenes and people', controls: all }];
  for (const scene of Object.values(campaign.scenes)) {
    const own = playerControls(campaign, scene.id).filter((control) => !listed.has(control.key));
    for (const control of own) listed.add(control.key);
    if (own.length > 0) groups.push({ key: scene.id, heading: `In ${scene.name}`, controls: own });
  }
  return groups;
}
