import { describe, expect, it } from 'vitest';
import { spotEditorView } from '../../../../core/index.ts';
import type { CampaignCommand } from '../../../../core/index.ts';
import { brannigan, crewTable } from './scene-table.ts';

/** The Spot editor's view (COT-SPOT-1, COT-GUARD-1..3, COT-GUARD-7): what the panel draws, decided in core. */
function table() {
  return crewTable()
    .run({ type: 'spot/create', spotId: 'harrow', name: 'Harrow' } as CampaignCommand)
    .run({
      type: 'spot/add-zone',
      spotId: 'harrow',
      zoneId: 'dock',
      name: 'Dock',
      x: 1,
      y: 1,
    } as CampaignCommand)
    .run({
      type: 'spot/add-zone',
      spotId: 'harrow',
      zoneId: 'roof',
      name: 'Roof',
      x: 2,
      y: 1,
    } as CampaignCommand)
    .run({
      type: 'spot/add-barrier',
      spotId: 'harrow',
      barrierId: 'b1',
      ends: ['outside', 'dock'],
    } as CampaignCommand);
}

describe('spotEditorView', () => {
  it('names the places a barrier joins, Outside last, and each barrier between named places', () => {
    const state = table().state;
    const view = spotEditorView(state, state.spots['harrow']!);
    expect(view.places.map((p) => p.name)).toEqual(['Dock', 'Roof', 'Outside']);
    expect(view.barriers.map((b) => b.label)).toEqual(['Outside — Dock']);
  });

  it('COT-GUARD-3: a zone’s Awareness is its posted guard’s; the posted guard is no longer offered', () => {
    const before = table().state;
    expect(spotEditorView(before, before.spots['harrow']!).unposted.map((g) => g.id)).toContain(brannigan);
    const state = table().run({
      type: 'spot/place-guard',
      spotId: 'harrow',
      guard: brannigan,
      zone: 'dock',
      awareness: null,
      training: null,
    } as CampaignCommand).state;
    const view = spotEditorView(state, state.spots['harrow']!);
    const post = view.guards.find((g) => g.id === brannigan)!;
    expect(post).toMatchObject({ zoneName: 'Dock', aware: false });
    expect(view.zones.find((z) => z.id === 'dock')?.awareness).toBe(post.awareness);
    expect(view.zones.find((z) => z.id === 'roof')?.awareness).toBeNull();
    expect(view.unposted.map((g) => g.id)).not.toContain(brannigan);
  });
});
