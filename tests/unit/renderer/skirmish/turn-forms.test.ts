import { describe, expect, it } from 'vitest';
import {
  clockLines,
  dieNote,
  donationWords,
  donationsOf,
  endTurnCommand,
  formatClock,
  resolveCommand,
  startTurnCommand,
  trafficWords,
  vehicleVictimDrafts,
  victimDrafts,
  victimsOf,
  withContact,
} from '../../../../renderer/panels/skirmish/turn/turn-forms.ts';
import { at0, entry, fight, side } from '../../core/skirmish/support/fight.ts';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [61_000, '1:01'],
    [3_723_000, '1:02:03'],
    [-5, '0:00'],
  ])('%d ms -> %s', (ms, text) => expect(formatClock(ms)).toBe(text));
});

describe('blast drafts', () => {
  it('only models marked caught become victims, with their distance and cover', () => {
    const drafts = victimDrafts([{ model: 'a' }, { model: 'b' }]);
    expect(victimsOf(drafts)).toEqual([]);
    const changed = [drafts[0]!, { ...drafts[1]!, caught: true, distance: 2.5, inCover: true }];
    expect(startTurnCommand({ g1: changed }, ['g1', 'g2'])).toEqual({
      type: 'skirmish/start-turn',
      blasts: [
        { grenade: 'g1', victims: [{ model: 'b', distance: 2.5, inCover: true }] },
        { grenade: 'g2', victims: [] },
      ],
    });
  });
});

describe('endTurnCommand', () => {
  it('lists only the reserves that roll and the drifts that meet something', () => {
    expect(endTurnCommand([], [{ vehicle: 'v', contacts: [], crash: ' ' }])).toEqual({
      type: 'skirmish/end-turn',
    });
    expect(
      endTurnCommand(
        [
          { model: 'r', rolls: true, entryPoint: 'door' },
          { model: 'q', rolls: false, entryPoint: 'door' },
        ],
        [
          {
            vehicle: 'v',
            contacts: [
              { model: 'k', noWayOut: false },
              { model: 'j', noWayOut: true },
            ],
            crash: ' wall ',
          },
        ],
      ),
    ).toEqual({
      type: 'skirmish/end-turn',
      reserves: [{ model: 'r', entryPoint: 'door' }],
      drifts: [{ vehicle: 'v', contacts: [{ model: 'k' }, { model: 'j', noWayOut: true }], crash: 'wall' }],
    });
  });

  it('withContact puts a model in the path once, keeps its "nowhere to go", and takes it out', () => {
    const empty = { vehicle: 'v', contacts: [], crash: '' };
    const one = withContact(empty, 'k', { on: true });
    expect(one.contacts).toEqual([{ model: 'k', noWayOut: false }]);
    const stuck = withContact(one, 'k', { on: true, noWayOut: true });
    expect(stuck.contacts).toEqual([{ model: 'k', noWayOut: true }]);
    expect(withContact(stuck, 'k', { on: true }).contacts).toEqual([{ model: 'k', noWayOut: true }]);
    expect(withContact(stuck, 'k', { on: false }).contacts).toEqual([]);
  });
});

describe('trafficWords (HST-VEH-4)', () => {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
      side('police', 'defensive', [entry('g', 'Guard G (2/4) Pistol')]),
    ],
  });
  it('the dive aside and the wound, in words; nowhere to go; nothing for a model off the table', () => {
    expect(trafficWords(f.state, 'g', false)).toBe('dives aside 40.0%, else wounded 60.0%');
    expect(trafficWords(f.state, 'g', true)).toBe('no dive aside: wounded 100%');
    const dead = {
      ...f.state,
      models: { ...f.state.models, g: { ...f.state.models.g!, presence: { kind: 'dead' as const } } },
    };
    expect(trafficWords(dead, 'g', false)).toBe('');
    expect(trafficWords(f.state, 'nobody', false)).toBe('');
  });
});

describe('vehicles under a frag blast (HST-D-39)', () => {
  it('only vehicles marked caught travel, with their distance; none: no vehicles field', () => {
    const drafts = vehicleVictimDrafts([{ vehicle: 'van' }, { vehicle: 'car' }]);
    expect(startTurnCommand({}, ['g1'], { g1: drafts })).toEqual({
      type: 'skirmish/start-turn',
      blasts: [{ grenade: 'g1', victims: [] }],
    });
    const caught = [{ ...drafts[0]!, caught: true, distance: 1.5 }, drafts[1]!];
    expect(startTurnCommand({}, ['g1'], { g1: caught })).toEqual({
      type: 'skirmish/start-turn',
      blasts: [{ grenade: 'g1', victims: [], vehicles: [{ vehicle: 'van', distance: 1.5 }] }],
    });
  });
});

describe('Hail Mary drafts', () => {
  it('best is the default and is left out; none and own choices travel in the command', () => {
    expect(resolveCommand(false, { action: { kind: 'best' } })).toEqual({ type: 'skirmish/resolve' });
    expect(
      resolveCommand(true, {
        action: { kind: 'own', feeds: { 1: 0, 2: null, 0: 3 } },
        'shot:k': { kind: 'none' },
      }),
    ).toEqual({
      type: 'skirmish/resolve',
      review: true,
      hailMary: {
        action: [
          { donor: 0, recipient: 3 },
          { donor: 1, recipient: 0 },
        ],
        'shot:k': 'none',
      },
    });
    expect(donationsOf({})).toEqual([]);
    expect(donationWords([])).toBe('no die given up');
    expect(donationWords([{ donor: 1, recipient: 0 }])).toBe('die 2 gives +1 to die 1');
  });

  it('dieNote marks natural maxima and dice that missed the target', () => {
    const item = {
      key: 'action',
      model: 'a',
      name: 'A',
      kind: 'shot',
      faces: [8, 3, 1],
      die: 8,
      bonus: 0,
      targetNumber: 8,
      target: 'T',
      reaching: [0, 1],
      donors: [0],
      recipients: { 0: [1] },
      best: null,
      none: null,
    } as const;
    expect([0, 1, 2].map((i) => dieNote(item, i))).toEqual([
      ' (natural maximum)',
      '',
      ' (did not reach the target)',
    ]);
  });
});

describe('clockLines', () => {
  it("names each side, adds the running side's time up to `at`, and stops when paused", () => {
    const f = fight({
      sides: [
        side('police', 'defensive', [entry('s', 'SWAT officer (3/5) Pistol')]),
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
      ],
    });
    const pressure = {
      ...f.state.pressure,
      used: { police: 61_000 },
      running: { side: 'police', since: at0, reacting: false },
    };
    const state = { ...f.state, pressure };
    expect(clockLines(state, at0 + 1_000).map((l) => [l.name, l.used, l.running])).toEqual([
      ['Police', '1:02', true],
      ['Crew', '0:00', false],
    ]);
    const paused = { ...state, pressure: { ...pressure, paused: true } };
    expect(clockLines(paused, at0 + 5_000).map((l) => [l.used, l.running])).toEqual([
      ['1:01', false],
      ['0:00', false],
    ]);
  });
});
