import { describe, expect, it } from 'vitest';
import type { PlayerHeistBody } from '../../../../core/index.ts';
import { crewMap, heistPeople } from '../../../../renderer/player/crew-map.ts';
import { heistView } from '../../../helpers/player-views.ts';

/** The crew's map laid out for the players' screen (issue 21): what the projection holds, drawn like the GM's. */

const body = heistView.scenes[0]!.body as PlayerHeistBody;

describe('crewMap', () => {
  const map = crewMap(body.map, heistPeople(body));

  it('draws each zone of the crew map where the GM put it, the unresearched ones as unknown (COT-D-62)', () => {
    expect(map.zones.map((zone) => [zone.name, zone.known, zone.box.x, zone.box.y])).toEqual([
      ['Lobby', true, 235, 172],
      ['Unknown zone', false, 455, 172],
    ]);
  });

  it('puts the crew and the people the GM revealed in their zones, and Outside on the edge', () => {
    const lobby = map.zones.find((zone) => zone.id === 'z1')!;
    expect(lobby.markers.map((m) => [m.name, m.kind, m.initials])).toEqual([
      ['Vex', 'crew', 'VE'],
      ['A guard', 'other', 'AG'],
    ]);
    expect(map.edge.markers.map((m) => [m.name, m.kind])).toEqual([['Jo March', 'crew']]);
    expect(map.summary).toContain('Lobby: Vex: Crew, A guard: spotted');
    expect(map.summary).toContain('Outside: Jo March: Crew');
  });

  it('counts only the loot lying in a zone, not the loot someone carries', () => {
    const lobby = map.zones.find((zone) => zone.id === 'z1')!;
    expect([lobby.loot, lobby.lootIds]).toEqual([1, ['l1']]);
  });

  it('draws a way between the ends of each barrier with its Security tags as they came', () => {
    expect(map.ways.map((way) => [way.id, way.look, way.x1, way.y1, way.x2, way.y2, way.standing])).toEqual([
      ['b-door', 'way', 100, 300, 300, 200, ''],
      ['b-gate', 'barrier', 300, 200, 520, 200, 'Lock'],
    ]);
    expect(map.ways[1]!.label).toBe('Way Lobby — Unknown zone: Lock');
  });

  it('gives no zone a watch, an Awareness or an unknown security: the crew is not told them', () => {
    expect(map.zones.every((zone) => zone.awareness === null && !zone.unknownSecurity && !zone.alert)).toBe(
      true,
    );
  });

  it('holds every box in its view', () => {
    for (const zone of map.zones) {
      expect(zone.box.x).toBeGreaterThanOrEqual(map.view.x);
      expect(zone.box.x + zone.box.width).toBeLessThanOrEqual(map.view.x + map.view.width);
    }
  });

  it('draws a map with nobody on it', () => {
    const empty = crewMap(body.map);
    expect(empty.zones.flatMap((zone) => zone.markers)).toEqual([]);
    expect(empty.summary).toMatch(/^Nobody is at the Spot/);
  });
});
