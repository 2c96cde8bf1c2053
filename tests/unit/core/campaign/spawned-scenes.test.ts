import { describe, expect, it } from 'vitest';
import { chase, spawnedScenes } from '../../../../core/index.ts';
import { bran, chaseLog, chaseOf, footChase, oka, play, ruth, run } from '../../renderer/chase/support.ts';

const { splitOff } = chase;
const splitScenes = spawnedScenes;

/** What a split sent off and the scenes it opened, from core, so no panel parses the scene layer's ids. */
describe('chase.splitOff and spawnedScenes (COT-CHASE-3)', () => {
  it('show the breakaway and the group that followed it, and the chase scene core opened for them', () => {
    const onFoot = chaseLog(footChase);
    expect(splitOff(chaseOf(onFoot).scene.state)).toBeNull();
    const split = play(onFoot, {
      type: 'scene/act',
      sceneId: run,
      engine: 'chase',
      command: { type: 'chase/split', breakaway: [ruth], pursuers: [chase.chaseGroupId('pursuer: Car')] },
    });
    const { campaign, scene } = chaseOf(split);
    const off = splitOff(scene.state);
    expect(off?.chased.map((p) => p.id)).toEqual([ruth]);
    expect(off?.followers.map((g) => [g.id, g.distance])).toEqual([['pursuer: Car', 2]]);
    expect(off?.gotAway).toEqual([]);
    const opened = splitScenes(campaign, run);
    expect(opened.map((s) => s.name)).toEqual(['Ruth (split)']);
    const child = opened[0]!;
    expect(
      child.engine === 'chase' && 'state' in child && child.state?.participants.map((p) => p.id).sort(),
    ).toEqual([bran, ruth].sort());
    expect(splitScenes(campaign, child.id)).toEqual([]);
  });

  it('shows a breakaway nobody followed as got away, with no scene to open', () => {
    const split = play(chaseLog(footChase), {
      type: 'scene/act',
      sceneId: run,
      engine: 'chase',
      command: { type: 'chase/split', breakaway: [ruth], pursuers: [] },
    });
    const { campaign, scene } = chaseOf(split);
    expect(splitOff(scene.state)).toMatchObject({ chased: [], followers: [], gotAway: [{ id: ruth }] });
    expect(splitScenes(campaign, run)).toEqual([]);
    expect(scene.state.participants.find((p) => p.id === oka)?.left).toBeNull();
  });
});
