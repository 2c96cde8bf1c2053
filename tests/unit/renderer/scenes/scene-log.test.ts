import { describe, expect, it } from 'vitest';
import { sceneId } from '../../../../core/index.ts';
import type { CampaignEvent, CampaignState, LogEntry, Scene } from '../../../../core/index.ts';
import { sceneIdsOf } from '../../../../renderer/db/entries.ts';
import { sceneLogEntry } from '../../../../renderer/panels/scenes/scene-log.ts';
import type { SceneLogEntry } from '../../../../renderer/panels/scenes/scene-log.ts';
import {
  brannigan,
  heistTable,
  initiativeTable,
  ruth,
  scene,
  vex,
  warehouse,
} from '../../core/campaign/scene-table.ts';

/** A scene's history as the store's index finds it (entries whose events name the scene), newest first. */
function sceneLog(entries: readonly LogEntry[], scene: Scene, state: CampaignState): SceneLogEntry[] {
  return entries
    .filter((entry) => !entry.undone && touchesScene(entry.events, scene))
    .map((entry) => sceneLogEntry(entry, state))
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
    const first = table.state.scenes[warehouse]!.turns.initiative!.order[0]!;
    table
      .run(scene({ type: 'scene/claim-slot', sceneId: warehouse, slotId: first, characterId: vex }))
      .run(scene({ type: 'scene/end-turn', sceneId: warehouse }))
      .run(scene({ type: 'scene/bolster', sceneId: warehouse, giver: brannigan, recipient: vex }))
      .run(scene({ type: 'scene/wait', sceneId: warehouse, characterId: ruth }));
    const state = table.state;
    const story = texts(sceneLog(table.entries, state.scenes[warehouse]!, state));
    expect(story[0]).toEqual([
      'Ruth takes slot 6 (Crew)',
      'Ruth waits',
      'Ruth ends their turn',
      'Round 1 over (minute 5 of the Job)',
      'Round 2 begins',
    ]);
    expect(story[1]).toEqual([
      'Brannigan takes slot 9 (Guards)',
      'Brannigan Bolsters Vex (+1k0 on their next roll)',
      'Brannigan ends their turn',
    ]);
    expect(story[2]).toEqual(['Vex ends their turn']);
    expect(story[3]).toEqual(['Vex takes slot 15 (Crew)']);
    expect(story[4]).toEqual([
      'Initiative rolled: 3 slots',
      'roll: Vex — initiative',
      'roll: Ruth — initiative',
      'roll: Brannigan — initiative',
    ]);
    expect(story[5]).toEqual([
      'The warehouse opens (Heist)',
      'On the Job clock from minute 0',
      'The Heist at The Harrow warehouse begins: Vex and Ruth in Dock, Concealed',
    ]);
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
          engine: 'prep',
          sides: [{ id: 'crew', label: 'Crew', crew: true }],
          participants: [{ characterId: vex, side: 'crew', zone: 'Bar', role: 'on-foot' }],
          setup: { crew: [vex] },
          confirmed: true,
        }),
      );
    const state = table.state;
    const warehouseStory = texts(sceneLog(table.entries, state.scenes[warehouse]!, state));
    expect(warehouseStory[0]).toEqual([
      'Ruth takes their turn',
      'Ruth Bolsters Vex (+1k0 on their next roll)',
    ]);
    expect(warehouseStory).toHaveLength(2);
    const undone = table.entries.map((entry) => (entry.seq === 9 ? { ...entry, undone: true } : entry));
    expect(touchesScene(table.entries[8]!.events, state.scenes[warehouse]!)).toBe(true);
    expect(texts(sceneLog(undone, state.scenes[warehouse]!, state))).toHaveLength(1);
  });
});
