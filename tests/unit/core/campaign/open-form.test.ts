import { describe, expect, it } from 'vitest';
import type { CampaignCommand } from '../../../../core/index.ts';
import type { SideSetup } from '../../../../core/index.ts';
import { openForm } from '../../../../core/index.ts';
import { parseZones } from '../../../../renderer/panels/scenes/open-scene.ts';
import { brannigan, crewTable, ruth, vex } from './scene-table.ts';

const { addSide, defaultSideFor, defaultSides, draftOf, openRoster, pickOf, placeOf, placesOf, sideOf } =
  openForm;

describe('parseZones', () => {
  it('splits on commas, trims, and drops blanks and repeats', () => {
    expect(parseZones(' Dock, Office ,, Dock ,Roof')).toEqual(['Dock', 'Office', 'Roof']);
    expect(parseZones(' , ')).toEqual([]);
  });
});

describe('sides', () => {
  it('adds NPC sides with ids no other side has', () => {
    const three = addSide(defaultSides);
    expect(three.at(-1)).toEqual({ id: 'npc-2', label: 'NPC side 2', crew: false });
    const four = addSide(three.filter((side) => side.id !== 'opposition'));
    expect(new Set(four.map((side) => side.id)).size).toBe(3);
  });

  it('puts crew with the crew side and NPCs and guards with the first other side', () => {
    const sides: SideSetup[] = [
      { id: 'crew', label: 'Crew', crew: true },
      { id: 'vipers', label: 'The Vipers', crew: false },
      { id: 'watch', label: 'The Watch', crew: false },
    ];
    expect(defaultSideFor('crew', sides)).toBe('crew');
    expect(defaultSideFor('guard', sides)).toBe('vipers');
    expect(defaultSideFor('npc', sides.slice(0, 1))).toBe('crew');
  });
});

describe('openRoster (COT-TIME-1)', () => {
  it('COT-CHAR-6: offers every living character, crew first, then by name; the dead take part in nothing', () => {
    const state = crewTable().state;
    const everyone = openRoster(state);
    expect(everyone.map((c) => c.id)).toEqual(
      Object.values(state.characters)
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name))
        .map((c) => c.id),
    );
    const dead = {
      ...state,
      characters: { ...state.characters, [vex]: { ...state.characters[vex]!, condition: { state: 'dead' } } },
    } as typeof state;
    expect(openRoster(dead).map((c) => c.id)).not.toContain(vex);
    expect(openRoster(dead)).toHaveLength(everyone.length - 1);
  });
});

describe('picks', () => {
  it('ticks crew by default and falls back to defaults when a chosen side or place is gone', () => {
    const table = crewTable()
      .run({ type: 'spot/create', spotId: 'harrow', name: 'Harrow' } as CampaignCommand)
      .run({
        type: 'spot/add-zone',
        spotId: 'harrow',
        zoneId: 'dock',
        name: 'Dock',
        x: 1,
        y: 1,
      } as CampaignCommand);
    const state = table.state;
    const spot = state.spots['harrow']!;
    expect(pickOf(state.characters[vex]!, {}).included).toBe(true);
    expect(pickOf(state.characters[brannigan]!, {}).included).toBe(false);
    const pick = { included: true, side: 'npc-2', zone: 'roof' };
    expect(sideOf(state.characters[brannigan]!, pick, defaultSides)).toBe('opposition');
    const places = placesOf(spot);
    expect(places.map((p) => p.name)).toEqual(['Outside', 'Dock']);
    expect(placeOf(state.characters[brannigan]!, pick, places)).toBe('dock');
    expect(placeOf(state.characters[vex]!, pick, places)).toBe('');
    expect(placeOf(state.characters[vex]!, { ...pick, zone: 'dock' }, places)).toBe('dock');
  });

  it('makes core’s draft: the ticked, on their sides, in their places on the Spot', () => {
    const state = crewTable()
      .run({ type: 'spot/create', spotId: 'harrow', name: 'Harrow' } as CampaignCommand)
      .run({
        type: 'spot/add-zone',
        spotId: 'harrow',
        zoneId: 'dock',
        name: 'Dock',
        x: 1,
        y: 1,
      } as CampaignCommand).state;
    const roster = Object.values(state.characters);
    const picks = { [brannigan]: { included: true, side: null, zone: null } };
    const draft = draftOf(
      { name: 'Job', engine: 'heist', sides: defaultSides, picks, spot: state.spots['harrow']! },
      roster,
    );
    expect(draft.participants).toEqual(
      expect.arrayContaining([
        { characterId: vex, side: 'crew', zone: '' },
        { characterId: ruth, side: 'crew', zone: '' },
        { characterId: brannigan, side: 'opposition', zone: 'dock' },
      ]),
    );
    const noSpot = draftOf({ name: 'Job', engine: 'prep', sides: defaultSides, picks, spot: null }, roster);
    expect(noSpot.participants.every((p) => p.zone === '')).toBe(true);
  });
});
