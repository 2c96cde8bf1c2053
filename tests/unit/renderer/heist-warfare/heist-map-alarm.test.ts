import { describe, expect, it } from 'vitest';
import { heist } from '../../../../core/index.ts';
import type { alarm } from '../../../../core/index.ts';
import { heistMap } from '../../../../renderer/panels/scenes/heist/heist-map.ts';
import { chain } from '../../core/cot/spot/support.ts';
import { crew, open, ruth } from '../../core/cot/heist/support.ts';

/** The Heist map with the alarm track (Masters of the Heist, issue 19): revealed securities, closed gates. */

const spot = chain('bank', ['a', 'b'], []);
const world = open(spot, [ruth(), crew('kit')]);
const board = heist.heistBoard(heist.heistEnv(world.ctx), world.state);
const between = Object.values(spot.barriers).find((b) => b.ends.includes('a') && b.ends.includes('b'))!;

function track(closed: boolean): alarm.AlarmCrewView {
  return {
    noise: 3,
    alarmAt: 12,
    thresholds: [{ at: 3, crossed: true }],
    revealed: [
      {
        zone: 'b',
        zoneName: 'b',
        item: { id: 'cam', kind: 'camera', awareness: 12 },
        cause: 'approach',
        label: 'Camera (Awareness 12)',
        blocking: false,
      },
      { zone: 'b', zoneName: 'b', item: null, cause: 'gm', label: 'nothing', blocking: false },
    ],
    gates: [
      {
        letter: 'A',
        gate: { kind: 'barrier', barrier: between.id },
        label: 'the way between a and b',
        closed,
      },
      { letter: 'B', gate: { kind: 'zone', zone: 'a' }, label: 'a', closed: false },
    ],
    sounded: null,
    played: [],
    escapes: [],
  };
}

describe('the Heist map with the alarm track', () => {
  it('draws nothing of the track without one: no badge, no closed way', () => {
    const map = heistMap(world.state.spot, board);
    expect(map.zones.flatMap((zone) => zone.security)).toEqual([]);
    expect(map.ways.some((way) => way.closed)).toBe(false);
  });

  it('puts each revealed security on its zone as a badge, the empty draw as a dash, in words for the tooltip', () => {
    const map = heistMap(world.state.spot, board, track(false));
    const b = map.zones.find((zone) => zone.id === 'b')!;
    expect(b.security).toEqual([
      { kind: 'camera', letter: 'C', words: 'b: Camera (Awareness 12)' },
      { kind: 'nothing', letter: '–', words: 'b: nothing' },
    ]);
    expect(map.zones.find((zone) => zone.id === 'a')!.security).toEqual([]);
    expect(map.summary).toContain('b: Camera (Awareness 12)');
  });

  it('draws a closed gate as a closed way, and only once it closed', () => {
    expect(heistMap(world.state.spot, board, track(false)).ways.filter((w) => w.closed)).toEqual([]);
    const map = heistMap(world.state.spot, board, track(true));
    expect(map.ways.filter((w) => w.closed).map((w) => w.id)).toEqual([between.id]);
    expect(map.zones.some((zone) => zone.closed)).toBe(false);
    expect(map.summary).toContain('Gate A closed (the way between a and b)');
  });

  it('marks the zones still unknown with "?" from the GM’s view of the track, never from the crew’s', () => {
    const gm: alarm.AlarmView = {
      ...track(false),
      bag: [],
      unknown: [{ zone: 'a', name: 'a' }],
      deck: [],
      nextThreshold: null,
      noiseTable: {
        'stealth-failed': 2,
        'move-unstealthy': 1,
        'loud-bypass': 3,
        'bypass-failed': 1,
        drop: 1,
        'call-for-help': 2,
        'guards-aware': 1,
        camera: 1,
      },
    };
    const map = heistMap(world.state.spot, board, gm);
    expect(map.zones.filter((zone) => zone.unknownSecurity).map((zone) => zone.id)).toEqual(['a']);
    expect(map.summary).toContain('a: an unknown security waits here');
    expect(heistMap(world.state.spot, board, track(false)).zones.some((zone) => zone.unknownSecurity)).toBe(
      false,
    );
  });
});
