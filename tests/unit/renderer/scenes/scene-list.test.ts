import { describe, expect, it } from 'vitest';
import { sceneId, seededDice } from '../../../../core/index.ts';
import {
  childrenOf,
  orderedScenes,
  sceneSummary,
  shownScene,
} from '../../../../renderer/panels/scenes/scene-list.ts';
import {
  fightInWarehouse,
  heistTable,
  scene,
  socialCall,
  warehouse,
} from '../../core/campaign/scene-table.ts';

const fence = sceneId('fence');
const office = sceneId('office');

function withMoreScenes() {
  const open = (id: typeof fence, name: string) => socialCall(id, name);
  return heistTable().run(open(fence, 'The fence')).run(open(office, 'The office'));
}

describe('orderedScenes', () => {
  it('lists running scenes in opening order, then closed ones, the latest closed first', () => {
    const table = withMoreScenes()
      .run(scene({ type: 'scene/close', sceneId: warehouse }))
      .run(scene({ type: 'scene/close', sceneId: fence }));
    expect(orderedScenes(table.state).map((s) => s.name)).toEqual([
      'The office',
      'The fence',
      'The warehouse',
    ]);
  });
});

describe('shownScene', () => {
  it('shows the scene the GM picked, else the first listed, else nothing', () => {
    const table = withMoreScenes();
    expect(shownScene(table.state, fence)?.name).toBe('The fence');
    expect(shownScene(table.state, sceneId('gone'))?.name).toBe('The warehouse');
    expect(shownScene(table.state, null)?.name).toBe('The warehouse');
  });
});

describe('a view of one engine', () => {
  it("lists that engine's scenes only, running then closed, and shows none of another engine's", () => {
    const table = withMoreScenes().run(scene({ type: 'scene/close', sceneId: fence }));
    expect(orderedScenes(table.state, 'social').map((s) => s.name)).toEqual(['The office', 'The fence']);
    expect(orderedScenes(table.state, 'skirmish')).toEqual([]);
    expect(shownScene(table.state, fence, 'social')?.name).toBe('The fence');
    expect(shownScene(table.state, warehouse, 'social')?.name).toBe('The office');
    expect(shownScene(table.state, warehouse, 'skirmish')).toBeNull();
  });
});

describe('sceneSummary and childrenOf', () => {
  it('names the stage and the round being played, or that the scene ended', () => {
    const table = withMoreScenes().run(scene({ type: 'scene/end-round', sceneId: warehouse }));
    expect(sceneSummary(table.state, table.state.scenes[warehouse]!)).toBe('Heist · round 2');
    table.run(scene({ type: 'scene/close', sceneId: office }));
    expect(sceneSummary(table.state, table.state.closed[office]!)).toBe('Social Call · ended');
    expect(table.state.scenes[office]).toBeUndefined();
    expect(childrenOf(table.state, warehouse)).toEqual([]);
  });
});

describe('childrenOf', () => {
  it('COT-TIME-1-a: Gang Warfare opened inside the Heist is its child, and names its parent', () => {
    const fight = sceneId('fight');
    const table = heistTable().run(fightInWarehouse(fight), seededDice('fight'));
    expect(childrenOf(table.state, warehouse).map((child) => child.id)).toEqual([fight]);
    expect(table.state.scenes[fight]?.parent).toBe(warehouse);
    expect(orderedScenes(table.state).map((s) => s.id)).toEqual([warehouse, fight]);
  });
});
