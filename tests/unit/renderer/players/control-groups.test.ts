import { describe, expect, it } from 'vitest';
import { characterId, playerControls, replay, time } from '../../../../core/index.ts';
import { controlGroups } from '../../../../renderer/players/control-groups.ts';
import { campaignWith, openHeist, sheet } from '../../core/campaign/scene-support.ts';

/** The Players dashboard's toggles (issue 21): every one core offers, each once, grouped by where it belongs. */

const vex = characterId('vex');
const ruth = characterId('ruth');
const heist = time.sceneId('warehouse-job');
const cast = [sheet(vex, 'crew', 'Vex'), sheet(ruth, 'guard', 'Ruth Kessler')];
const state = Object.freeze(
  replay(openHeist(campaignWith('Heist', cast, { zones: ['Dock', 'Vault'] }), heist, cast)),
);

describe('controlGroups', () => {
  it('lists the campaign’s toggles first, then the Heist’s own under its name', () => {
    const groups = controlGroups(state);
    expect(groups.map((group) => group.heading)).toEqual([
      'Scenes and people',
      `In ${state.scenes[heist]!.name}`,
    ]);
    expect(groups[0]!.controls).toEqual(playerControls(state, null));
    const own = groups[1]!.controls.map((control) => control.key);
    expect(own.some((key) => key.startsWith('zone:'))).toBe(true);
    expect(own.some((key) => key.startsWith('scene:') || key.startsWith('character:'))).toBe(false);
  });

  it('offers every toggle core offers, each once', () => {
    const listed = controlGroups(state).flatMap((group) => group.controls.map((control) => control.key));
    const offered = new Set(
      [...playerControls(state, null), ...playerControls(state, heist)].map((control) => control.key),
    );
    expect(new Set(listed)).toEqual(offered);
    expect(listed).toHaveLength(offered.size);
  });
});
