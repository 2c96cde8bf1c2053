import { describe, expect, it } from 'vitest';
import { sceneId } from '../../../../core/index.ts';
import { namesOf } from '../../../../renderer/panels/scenes/initiative-view.ts';
import type { CampaignEvent, LogEntry, Scene } from '../../../../core/index.ts';
import { sceneIdsOf } from '../../../../renderer/db/entries.ts';
import { sceneLogEntry } from '../../../../renderer/panels/scenes/scene-log.ts';
import type { SceneLogEntry } from '../../../../renderer/panels/scenes/scene-log.ts';
import type { NameOf } from '../../../../renderer/panels/scenes/initiative-view.ts';
import { brannigan, heistTable, initiativeTable, ruth, scene, vex, warehouse } from './fixture.ts';

/** A scene's history as the store's index finds it (entries whose events name the scene), newest first. */
function sceneLog(entries: readonly LogEntry[], scene: Scene, nameOf: NameOf): SceneLogEntry[] {
  return entries
    .filter((entry) => !entry.undone && touchesScene(entry.events, scene))
    .map((entry) => sceneLogEntry(entry, scene, nameOf))
    .reverse();
}

function touchesScene(events: readonly CampaignEvent[], scene: Scene): boolean {
  return sceneIdsOf({ events }).includes(scene.id);
}

const texts = (entries: readonly SceneLogEntry[]) =>
  entries.map((entry) =>
    entry.items.map((item) => (item.kind === 'text' ? item.text : `roll: ${item.roll.label}`)),
  );

describe('sceneLog', () => {
  it('tells the scene’s story newest first: opening, initiative with its rolls, turns, Bolster, Wait', () => {
    const table = initiativeTable();
    const first = table.state.scenes[warehouse]!.initiative!.order[0]!;
    table
      .run(scene({ type: 'scene/claim-slot', sceneId: warehouse, slotId: first, characterId: vex }))
      .run(scene({ type: 'scene/end-turn', sceneId: warehouse }))
      .run(scene({ type: 'scene/bolster', sceneId: warehouse, giver: brannigan, recipient: vex }))
      .run(scene({ type: 'scene/wait', sceneId: warehouse, characterId: ruth }));
    const state = table.state;
    const story = texts(sceneLog(table.entries, state.scenes[warehouse]!, namesOf(state)));
    expect(story[0]).toEqual([
      'Ruth took slot 6 (Crew)',
      'Ruth waited',
      'Ruth ended their turn',
      'Round 1 over',
      'Round 1 finished at minute 5',
      'Round 2 begins',
    ]);
    expect(story[1]).toEqual([
      'Brannigan took slot 9 (Guards)',
      'Brannigan Bolstered Vex (+1k0 on their next roll)',
      'Brannigan ended their turn',
    ]);
    expect(story[2]).toEqual(['Vex ended their turn']);
    expect(story[3]).toEqual(['Vex took slot 15 (Crew)']);
    expect(story[4]).toEqual([
      'Initiative rolled: 3 slots',
      'roll: Vex — initiative',
      'roll: Ruth — initiative',
      'roll: Brannigan — initiative',
    ]);
    expect(story[5]).toEqual(['The warehouse opened (Heist)', 'On the Job clock from minute 0']);
    expect(story).toHaveLength(6);
  });

  it('leaves out undone entries and other scenes, and keeps a Bolster of its participants without initiative', () => {
    const fence = sceneId('fence');
    const table = heistTable()
      .run(scene({ type: 'scene/bolster', sceneId: warehouse, giver: ruth, recipient: vex }))
      .run(
        scene({
          type: 'scene/open',
          sceneId: fence,
          name: 'The fence',
          kind: 'social',
          sides: [{ id: 'crew', label: 'Crew', crew: true }],
          participants: [{ characterId: vex, side: 'crew', zone: 'Bar', role: 'on-foot' }],
          zones: ['Bar'],
        }),
      );
    const state = table.state;
    const warehouseStory = texts(sceneLog(table.entries, state.scenes[warehouse]!, namesOf(state)));
    expect(warehouseStory[0]).toEqual(['Ruth Bolstered Vex (+1k0 on their next roll)']);
    expect(warehouseStory).toHaveLength(2);
    const undone = table.entries.map((entry) => (entry.seq === 6 ? { ...entry, undone: true } : entry));
    expect(touchesScene(table.entries[5]!.events, state.scenes[warehouse]!)).toBe(true);
    expect(texts(sceneLog(undone, state.scenes[warehouse]!, namesOf(state)))).toHaveLength(1);
  });
});
