import { describe, expect, it } from 'vitest';
import { sceneId } from '../../../../core/index.ts';
import type { SideSetup } from '../../../../core/index.ts';
import {
  addSide,
  defaultSideFor,
  defaultSides,
  openCommand,
  parseZones,
  pickOf,
  sideOf,
  zoneOf,
} from '../../../../renderer/panels/scenes/open-scene.ts';
import type { OpenDraft } from '../../../../renderer/panels/scenes/open-scene.ts';
import { brannigan, crewTable, ruth, scene, vex } from './fixture.ts';

const id = sceneId('new-scene');

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

describe('picks', () => {
  it('ticks crew by default and falls back to defaults when a chosen side or zone is gone', () => {
    const state = crewTable().state;
    expect(pickOf(state.characters[vex]!, {}).included).toBe(true);
    expect(pickOf(state.characters[brannigan]!, {}).included).toBe(false);
    const pick = { included: true, side: 'npc-2', zone: 'Roof' };
    expect(sideOf(state.characters[brannigan]!, pick, defaultSides)).toBe('opposition');
    expect(zoneOf(pick, ['Dock', 'Roof'])).toBe('Roof');
    expect(zoneOf(pick, ['Dock'])).toBe('Dock');
  });
});

describe('openCommand', () => {
  const draft = (changes: Partial<OpenDraft> = {}): OpenDraft => ({
    name: '  The warehouse ',
    kind: 'heist',
    zonesText: 'Dock, Office',
    sides: defaultSides,
    picks: { [brannigan]: { included: true, side: null, zone: 'Office' } },
    ...changes,
  });

  it('builds a scene/open the core accepts, with crew ticked and the guard on the opposition', () => {
    const table = crewTable();
    const roster = Object.values(table.state.characters);
    const result = openCommand(draft(), roster, id);
    if (!('command' in result)) throw new Error(result.problem);
    expect(result.command).toMatchObject({ name: 'The warehouse', zones: ['Dock', 'Office'] });
    expect(result.command.participants).toEqual(
      expect.arrayContaining([
        { characterId: vex, side: 'crew', zone: 'Dock', role: 'on-foot' },
        { characterId: ruth, side: 'crew', zone: 'Dock', role: 'on-foot' },
        { characterId: brannigan, side: 'opposition', zone: 'Office', role: 'on-foot' },
      ]),
    );
    table.run(scene(result.command));
    expect(table.state.scenes[id]?.participants).toHaveLength(3);
  });

  it.each([
    [{ name: ' ' }, 'Give the scene a name.'],
    [{ zonesText: ' , ' }, 'Name at least one zone.'],
    [{ sides: [{ id: 'crew', label: ' ', crew: true }] }, 'Every side needs a name.'],
    [
      {
        picks: {
          [vex]: { included: false, side: null, zone: null },
          [ruth]: { included: false, side: null, zone: null },
        },
      },
      'Pick at least one participant.',
    ],
  ])('says what is missing: %j', (changes, problem) => {
    const roster = Object.values(crewTable().state.characters);
    expect(openCommand(draft(changes as Partial<OpenDraft>), roster, id)).toEqual({ problem });
  });
});
