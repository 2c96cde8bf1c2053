import { describe, expect, it } from 'vitest';
import { spotEditorView } from '../../../../../core/index.ts';
import type { CampaignCommand } from '../../../../../core/index.ts';
import { crewTable } from '../../campaign/scene-table.ts';

/** The Spot editor's view of loot and of what the crew knows (COT-PREP-5, COT-SPOT-4, COT-CHAR-10). */
function table() {
  const spotId = 'harrow';
  const commands = [
    { type: 'spot/create', spotId, name: 'Harrow' },
    { type: 'spot/add-zone', spotId, zoneId: 'dock', name: 'Dock', x: 0, y: 0 },
    { type: 'spot/add-zone', spotId, zoneId: 'vault', name: 'Vault', x: 200, y: 0 },
    { type: 'spot/add-zone', spotId, zoneId: 'roof', name: 'Roof', x: 200, y: 100 },
    { type: 'spot/tag-zone', spotId, zoneId: 'vault', tag: 'hidden', on: true, rating: 18 },
    { type: 'spot/add-loot', spotId, lootId: 'l1', name: 'Diamonds', zone: 'vault', value: 500 },
    { type: 'spot/add-loot', spotId, lootId: 'l2', name: 'Ledger', zone: 'dock', value: 3 },
    { type: 'spot/add-loot', spotId, lootId: 'l3', name: 'Bonds', zone: 'vault', value: 200 },
    { type: 'spot/reveal-zones', spotId, zones: ['dock'], how: 'gm' },
  ];
  return commands.reduce((t, command) => t.run(command as CampaignCommand), crewTable()).state;
}

describe('spotEditorView: loot and crew knowledge', () => {
  const state = table();
  const view = spotEditorView(state, state.spots['harrow']!);

  it('gives each zone its loot by name and their worth in Resources', () => {
    const vault = view.zones.find((z) => z.id === 'vault')!;
    expect(vault.loot.map((l) => l.name)).toEqual(['Bonds', 'Diamonds']);
    expect(vault.lootValue).toBe(700);
    expect(view.zones.find((z) => z.id === 'roof')!.loot).toEqual([]);
  });

  it('lists every piece of loot zone by zone, with its zone’s name', () => {
    expect(view.loot.map((l) => `${l.name} in ${l.zoneName}`)).toEqual([
      'Ledger in Dock',
      'Bonds in Vault',
      'Diamonds in Vault',
    ]);
  });

  it('says what the crew knows of each zone; a Hidden one not found is unknown to the crew', () => {
    expect(view.zones.map((z) => z.crew.words)).toEqual(['told by the GM', 'unknown to the crew', 'not yet']);
  });
});
