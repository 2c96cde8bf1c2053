import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  chaseCommandSchema,
  chaseEventSchema,
  chaseSetupSchema,
} from '../../../../../core/cot/chase/schema.ts';
import type { ChaseParticipant } from '../../../../../core/cot/chase/index.ts';
import { firstIssue, fixtureEvents } from '../warfare/support.ts';
import { faces, id, makeChase, pursuerRunner, run, targetRunner } from './support.ts';

describe('the chase schemas', () => {
  it('read every chase event Heistbox 0.3.0 wrote (format 2)', () => {
    const events = [
      ...fixtureEvents('mid-chase.heistbox', 'chase'),
      ...fixtureEvents('mid-fight.heistbox', 'chase'),
    ];
    expect(events.length).toBeGreaterThan(20);
    for (const event of events) {
      const parsed = v.safeParse(chaseEventSchema, event);
      expect(parsed.success, parsed.success ? '' : firstIssue(parsed)).toBe(true);
    }
  });

  it('refuse a hostile event, naming the field', () => {
    const { state, log } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, athletics: 1 }),
        pursuerRunner('rex', 'R', { muscle: 3, athletics: 1 }),
      ],
    });
    const { events } = run(
      state,
      { type: 'chase/close', actor: id('rex') },
      ...faces(4, 3, 9),
      ...faces(4, 3, 12),
    );
    const closed = events[0]!;
    if (closed.type !== 'chase/closed') throw new Error('expected a Close');
    const forged = { ...closed, roll: { ...closed.roll!, roll: { ...closed.roll!.roll!, total: 18 } } };
    expect(firstIssue(v.safeParse(chaseEventSchema, forged))).toBe(
      'roll.roll: expected the kept dice, total and catastrophe that its faces give',
    );
    const far = { ...closed, distances: [{ group: 'R', from: 2, to: 1e308 }] };
    expect(v.safeParse(chaseEventSchema, far).success).toBe(false);
    const started = log[0]!;
    const polluted = JSON.parse(
      JSON.stringify(started).replace('"cramped":false', '"cramped":false,"__proto__":{}'),
    );
    expect(v.safeParse(chaseEventSchema, polluted).success).toBe(false);
    expect(v.safeParse(chaseEventSchema, { type: 'chase/killed', id: 'constructor' }).success).toBe(false);
  });

  it('refuse a started chase that names a vehicle or group it does not hold, or one id twice', () => {
    const { log } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, athletics: 1 }),
        pursuerRunner('rex', 'R', { muscle: 3, athletics: 1 }),
      ],
    });
    const started = log[0]!;
    if (started.type !== 'chase/started') throw new Error('expected a start');
    expect(v.safeParse(chaseEventSchema, started).success).toBe(true);
    const [tom, rex] = started.participants as [ChaseParticipant, ChaseParticipant];
    const issue = (event: unknown) => firstIssue(v.safeParse(chaseEventSchema, event));
    expect(
      issue({ ...started, participants: [{ ...tom, seat: { kind: 'driver', vehicle: 'ghost' } }, rex] }),
    ).toBe('participants.0.seat.vehicle: no vehicle "ghost" is in the chase');
    expect(issue({ ...started, participants: [tom, { ...rex, group: 'S' }] })).toMatch(
      /^participants\.1\.group: no pursuer group "S" is in the chase$/,
    );
    expect(issue({ ...started, participants: [tom, { ...rex, id: 'tom' }] })).toMatch(
      /^participants\.1\.id: someone with the id "tom" is there twice$/,
    );
    expect(
      issue({ ...started, groups: [...started.groups, { ...started.groups[0]!, vehicle: 'van' }] }),
    ).toMatch(/^groups\.1\.id: .*twice$/);
    const split = {
      type: 'chase/split',
      breakaway: ['tom'],
      pursuers: [],
      spawned: { ...started, groups: [] },
    };
    expect(issue(split)).toMatch(/^spawned\.participants\.1\.group: no pursuer group "R"/);
  });

  it('refuse malformed commands and setups, and never take Bolsters from a command', () => {
    const bad = [
      { type: 'chase/shake', actor: 'tom', manoeuvre: { kind: 'obstacle', difficulty: 1e308 } },
      { type: 'chase/shake', actor: 'tom', manoeuvre: { kind: 'obstacle', difficulty: Number.NaN } },
      {
        type: 'chase/accelerate',
        actor: 'tom',
        bolsters: { tom: [{ rolled: 1, kept: 0, source: 'Bolster' }] },
      },
      {
        type: 'chase/accelerate',
        actor: 'tom',
        modifiers: { tom: [{ rolled: 0.5, kept: 0, source: 'GM' }] },
      },
      { type: 'chase/accelerate', actor: 'tom', modifiers: JSON.parse('{"__proto__":[]}') },
      {
        type: 'chase/attack',
        actor: 'tom',
        defender: { kind: 'ghost', id: 'x' },
        means: { kind: 'vehicle' },
      },
      { type: 'chase/end', reason: '' },
      { type: 'chase/start', entrants: [], vehicles: [] },
    ];
    for (const command of bad) {
      expect(v.safeParse(chaseCommandSchema, command).success, JSON.stringify(command)).toBe(false);
    }
    const setup = {
      targets: [],
      pursuers: [{ characterId: 'rex', side: 'guards', vehicle: null, role: 'on-foot' }],
      distance: 2,
      cramped: false,
    };
    expect(firstIssue(v.safeParse(chaseSetupSchema, setup))).toBe('targets: expected at least one Target');
    expect(
      v.safeParse(chaseSetupSchema, { ...setup, targets: setup.pursuers, distance: 1e308 }).success,
    ).toBe(false);
  });
});
