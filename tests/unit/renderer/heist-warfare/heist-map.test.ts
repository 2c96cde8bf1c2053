import { describe, expect, it } from 'vitest';
import { heist } from '../../../../core/index.ts';
import { heistMap, initials, markerKind } from '../../../../renderer/panels/scenes/heist/heist-map.ts';
import { chain, post, security } from '../../core/cot/spot/support.ts';
import { crew, guard, id, open, play, ruth } from '../../core/cot/heist/support.ts';
import type { World } from '../../core/cot/heist/support.ts';

/** Ruth in zone a with guard X; Kit Outside; zone b empty. */
const spot = chain('bank', ['a', 'b'], [post('x', 'a')]);
const world = play(open(spot, [ruth(), crew('kit'), guard('x')]), {
  type: 'heist/place',
  character: id('ruth'),
  to: 'a',
});
const mapOf = (w: World) => heistMap(w.state.spot, heist.heistBoard(heist.heistEnv(w.ctx), w.state));

describe('the Heist map', () => {
  it('puts each person in their zone or Outside, in the state the Heist gives them (COT-SPOT-7, COT-GUARD-5)', () => {
    const map = mapOf(world);
    const a = map.zones.find((zone) => zone.id === 'a')!;
    expect(a.markers.map((m) => [m.name, m.kind])).toEqual([
      ['ruth', 'concealed'],
      ['x', 'unaware'],
    ]);
    expect(map.zones.find((zone) => zone.id === 'b')!.markers).toEqual([]);
    expect(map.edge.markers.map((m) => [m.name, m.kind])).toEqual([['kit', 'concealed']]);
    expect(map.summary).toBe('a: ruth: Concealed, x: Unaware; Outside: kit: Concealed');
  });

  it('draws each way once, from the edge to a zone and between zones', () => {
    const map = mapOf(world);
    expect(map.ways.length).toBe(new Set(map.ways.map((w) => w.id)).size);
    expect(map.ways.length).toBeGreaterThanOrEqual(2);
    expect(map.ways.some((w) => w.x1 === spot.edge.x || w.x2 === spot.edge.x)).toBe(true);
  });

  it('shows the Discovered, the Aware, the Unconscious and the dead as such', () => {
    const board = heist.heistBoard(heist.heistEnv(world.ctx), world.state);
    const ruthThere = board.zones.flatMap((z) => z.people).find((p) => p.character.id === 'ruth')!;
    const as = (changes: Partial<typeof ruthThere.character>, engaged = false) =>
      markerKind({ ...ruthThere, engaged, character: { ...ruthThere.character, ...changes } });
    expect(as({ discovered: true })).toBe('discovered');
    expect(as({ unconscious: true })).toBe('down');
    expect(as({ condition: { state: 'dead' } })).toBe('dead');
    expect(as({}, true)).toBe('away');
    expect(as({ kind: 'guard', aware: true })).toBe('aware');
  });

  it('makes initials of one or more words', () => {
    expect(initials('Vex')).toBe('VE');
    expect(initials('Jo  March')).toBe('JM');
    expect(initials('Anna de la Cruz')).toBe('AC');
    expect(initials('  ')).toBe('?');
  });

  it('fits the view to the zones, however few, with every box inside it', () => {
    const map = mapOf(world);
    for (const zone of map.zones) {
      expect(zone.box.x).toBeGreaterThanOrEqual(map.view.x);
      expect(zone.box.x + zone.box.width).toBeLessThanOrEqual(map.view.x + map.view.width);
      expect(zone.box.y + zone.box.height).toBeLessThanOrEqual(map.view.y + map.view.height);
    }
  });
});

describe('the Heist map as the table’s buttons (issue 20)', () => {
  it('words each thing with its deciding number: a guard’s Awareness, a zone’s, a barrier’s Security, the loot', () => {
    const locked = chain(
      'bank',
      ['a', 'b'],
      [
        post('x', 'a', { awareness: 10 }),
        security('a-b', 'lock', 'lock', 10),
        { type: 'spot/add-loot', lootId: 'gold', name: 'Gold', zone: 'b', value: 5 },
      ],
    );
    const w = play(open(locked, [ruth(), guard('x')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const map = mapOf(w);
    const a = map.zones.find((zone) => zone.id === 'a')!;
    expect(a.watch).toBe('Awareness 10');
    expect(a.label).toBe('a Awareness 10: zone, unknown to the crew');
    expect(a.markers.map((m) => m.label)).toEqual(['Crew ruth, Concealed', 'Guard x, Unaware, Awareness 10']);
    expect(map.ways.find((way) => way.id === 'a-b')).toMatchObject({
      standing: 'Lock 10',
      label: 'Barrier a — b: Lock 10',
    });
    expect(map.ways.find((way) => way.id === 'outside-a')).toMatchObject({
      standing: '',
      label: 'Barrier a — Outside: open',
    });
    expect(map.zones.find((zone) => zone.id === 'b')).toMatchObject({
      loot: 1,
      lootIds: ['gold'],
      lootLabel: '1 loot in b: Gold, worth 5',
    });
  });
});
