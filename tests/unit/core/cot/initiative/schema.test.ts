import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { applyInitiative } from '../../../../../core/cot/initiative/apply.ts';
import { initiativeCommandSchema, initiativeEventSchema } from '../../../../../core/cot/initiative/schema.ts';
import type { InitiativeEvent } from '../../../../../core/cot/initiative/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  act,
  crew,
  diceFor,
  entrant,
  facesFor,
  guards,
  id,
  run,
  schemaIssues,
  startScene,
} from './support.ts';

/** Every event a short fight records: a start, claims, a join, a leave, skips, round changes. */
function fightLog(): InitiativeEvent[] {
  const start = run(
    null,
    {
      type: 'initiative/start',
      scene: 'warfare',
      settings: { initiativeTie: 'roll_off', rerollInitiativeEachRound: false },
      sides: [
        { id: crew, label: 'Crew', crew: true },
        { id: guards, label: 'Guards', crew: false },
      ],
      entrants: [entrant('A', crew), entrant('X', guards)],
      firstRoundSide: null,
    },
    fixedDice(...facesFor(10), ...facesFor(10), 2, 6),
  );
  const log = [...start.events];
  let state = start.state;
  const step = (command: Parameters<typeof run>[1], dice?: Parameters<typeof run>[2]) => {
    const next = run(state, command, dice);
    log.push(...next.events);
    state = next.state;
  };
  step({ type: 'initiative/join', entrant: entrant('Y', guards), side: null }, diceFor(7));
  step({ type: 'initiative/claim-slot', slotId: state.order[0]!, characterId: id('X') });
  step({ type: 'initiative/end-turn' });
  step({ type: 'initiative/leave', characterId: id('A'), reason: 'unconscious' });
  return log;
}

const of = <T extends InitiativeEvent['type']>(log: InitiativeEvent[], type: T) =>
  log.find((event) => event.type === type) as Extract<InitiativeEvent, { type: T }>;

/** The first problem's path, or null when the value passes. */
const eventPath = (value: unknown) => schemaIssues(initiativeEventSchema, value)[0]?.split(':')[0] ?? null;
const commandPath = (value: unknown) =>
  schemaIssues(initiativeCommandSchema, value)[0]?.split(':')[0] ?? null;

describe('initiative schemas', () => {
  it('accept every event of a fight, and what the log replays to is the same', () => {
    const log = fightLog();
    expect(log.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'initiative/started',
        'initiative/joined',
        'initiative/slot-claimed',
        'initiative/turn-ended',
        'initiative/left',
        'initiative/slot-skipped',
        'initiative/round-ended',
        'initiative/round-started',
      ]),
    );
    for (const event of log) expect(eventPath(event)).toBeNull();
  });

  it('accept every initiative event Heistbox 0.2 and 0.3 wrote (long-con, mid-fight, mid-chase)', () => {
    const events = fixtureEvents();
    expect(events.length).toBeGreaterThan(700);
    const refused = events
      .map((event) => ({ event, issues: schemaIssues(initiativeEventSchema, event) }))
      .filter((result) => result.issues.length > 0);
    expect(refused).toEqual([]);
  });

  it('refuse hostile events and name the field', () => {
    const log = fightLog();
    const started = of(log, 'initiative/started');
    const slot = started.slots[0]!;
    const roll = slot.roll;
    const proto = JSON.parse(`{"type":"initiative/round-ended","round":1,"__proto__":{"polluted":true}}`);
    const cases: [unknown, string][] = [
      [proto, '__proto__'],
      [{ ...of(log, 'initiative/round-ended'), extra: 1 }, 'extra'],
      [{ ...of(log, 'initiative/round-ended'), round: 0 }, 'round'],
      [{ ...of(log, 'initiative/round-ended'), round: 1.5 }, 'round'],
      [{ ...of(log, 'initiative/round-ended'), round: Number.NaN }, 'round'],
      [{ ...of(log, 'initiative/round-ended'), round: Infinity }, 'round'],
      [{ ...of(log, 'initiative/round-ended'), round: '2' }, 'round'],
      [{ ...of(log, 'initiative/slot-claimed'), characterId: '' }, 'characterId'],
      [{ ...of(log, 'initiative/slot-claimed'), characterId: 'x'.repeat(201) }, 'characterId'],
      [{ ...of(log, 'initiative/slot-claimed'), characterId: 'constructor' }, 'characterId'],
      [{ ...of(log, 'initiative/slot-claimed'), slotId: -1 }, 'slotId'],
      [{ ...of(log, 'initiative/slot-skipped'), reason: 'bored' }, 'reason'],
      [{ ...of(log, 'initiative/left'), reason: 'teleported' }, 'reason'],
      [{ ...started, scene: 'duel' }, 'scene'],
      [{ ...started, settings: { ...started.settings, initiativeTie: 'coin' } }, 'settings.initiativeTie'],
      [{ ...started, sides: [...started.sides, started.sides[0]] }, 'sides'],
      [{ ...started, sides: [{ ...started.sides[0]!, label: '' }] }, 'sides.0.label'],
      [
        { ...started, participants: [{ ...started.participants[0]!, status: 'zombie' }] },
        'participants.0.status',
      ],
      [{ ...started, participants: [started.participants[0], started.participants[0]] }, 'participants'],
      [{ ...started, slots: [{ ...slot, roll: { ...roll, total: roll.total + 1 } }] }, 'slots.0.roll'],
      [{ ...started, slots: [{ ...slot, roll: { ...roll, faces: [7, 1, 1] } }] }, 'slots.0.roll.faces.0'],
      [
        { ...started, slots: [{ ...slot, roll: { ...roll, pool: { rolled: 2, kept: 3 } } }] },
        'slots.0.roll.pool',
      ],
      [
        { ...started, slots: [{ ...slot, roll: { ...roll, pool: { rolled: 100, kept: 3 } } }] },
        'slots.0.roll.pool.rolled',
      ],
      [{ ...started, order: [0, 0] }, 'order'],
      [{ ...started, order: Array.from({ length: 2001 }, (_, i) => i) }, 'order'],
      [
        { ...started, rollOffs: [{ total: 10, throws: [[{ side: 'crew', face: 0 }]] }] },
        'rollOffs.0.throws.0.0.face',
      ],
      [{ ...started, round: 0 }, 'round'],
      [{ ...of(log, 'initiative/round-started'), round: 1 }, 'round'],
      [
        {
          ...of(log, 'initiative/joined'),
          participant: { ...of(log, 'initiative/joined').participant, pool: null },
        },
        'participant.pool',
      ],
      [{ type: 'initiative/exploded', round: 1 }, 'type'],
    ];
    for (const [event, path] of cases) expect([path, eventPath(event)]).toEqual([path, path]);
  });

  it('refuse hostile commands and name the field; accept pass and fromRound', () => {
    const start = {
      type: 'initiative/start',
      scene: 'heist',
      settings: { initiativeTie: 'crew_first', rerollInitiativeEachRound: false },
      sides: [{ id: 'crew', label: 'Crew', crew: true }],
      entrants: [{ characterId: 'A', name: 'A', side: 'crew', pool: { rolled: 2, kept: 2 } }],
      firstRoundSide: null,
    };
    expect(commandPath(start)).toBeNull();
    expect(commandPath({ ...start, fromRound: 4 })).toBeNull();
    expect(commandPath({ type: 'initiative/pass' })).toBeNull();
    const cases: [unknown, string][] = [
      [{ ...start, fromRound: 0 }, 'fromRound'],
      [{ ...start, fromRound: undefined }, 'fromRound'],
      [{ ...start, entrants: [] }, 'entrants'],
      [
        { ...start, entrants: [{ ...start.entrants[0], pool: { rolled: 1e9, kept: 1 } }] },
        'entrants.0.pool.rolled',
      ],
      [{ type: 'initiative/pass', who: 'A' }, 'who'],
      [{ type: 'initiative/claim-slot', slotId: 0.5, characterId: 'A' }, 'slotId'],
      [{ type: 'initiative/leave', characterId: 'A' }, 'reason'],
      [{ type: 'initiative/declare-focus', focused: 'A', donors: 'B', focusRoundUsed: false }, 'donors'],
    ];
    for (const [command, path] of cases) expect([path, commandPath(command)]).toEqual([path, path]);
  });

  it('apply refuses an event that passes the schema but not the scene', () => {
    const state = startScene([
      ['A', crew, 14],
      ['X', guards, 12],
    ]);
    // a skip for want of anyone able, while A can take the slot
    expect(() =>
      applyInitiative(state, {
        type: 'initiative/slot-skipped',
        round: 1,
        slotId: 0,
        side: crew,
        reason: 'nobody-able',
      }),
    ).toThrow(/although its side can take it/);
    expect(() =>
      applyInitiative(state, { type: 'initiative/slot-skipped', round: 1, slotId: 0, side: crew }),
    ).toThrow(/although its side can take it/);
    const started = of(fightLog(), 'initiative/started');
    expect(() => applyInitiative(null, { ...started, order: [...started.order, 99] })).toThrow(/slot 99/);
    expect(act(state, 'A').uses).toHaveLength(1);
  });
});

/** The initiative events of the version-1 and version-2 fixtures, as written. */
function fixtureEvents(): unknown[] {
  const fixture = (name: string) => new URL(`../../../../fixtures/${name}`, import.meta.url);
  const v1 = JSON.parse(readFileSync(fixture('v1/long-con.heistbox.json'), 'utf8')) as { log: unknown[] };
  const v2 = ['v2/mid-fight.heistbox', 'v2/mid-chase.heistbox'].flatMap((name) =>
    gunzipSync(readFileSync(fixture(name)))
      .toString('utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => JSON.parse(line) as unknown),
  );
  return [...v1.log, ...v2].flatMap((entry) =>
    (entry as { events: { type: string; module?: string; event?: unknown }[] }).events
      .filter((event) => event.type === 'scene/changed' && event.module === 'initiative')
      .map((event) => event.event),
  );
}
