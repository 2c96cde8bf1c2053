import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  warfareCommandSchema,
  warfareEventSchema,
  warfareSetupSchema,
} from '../../../../../core/cot/warfare/schema.ts';
import type { WarfareEvent } from '../../../../../core/cot/warfare/types.ts';
import { entrant, facesFor, fight, firstIssue, fixtureEvents, id, play } from './support.ts';

function sample(): WarfareEvent[] {
  const state = fight([
    entrant('ruth', 'crew', 9, { skills: { shooting: 2 }, weapons: ['Revolver'] }),
    entrant('vex', 'guards', 9),
  ]);
  const { events } = play(
    state,
    { type: 'warfare/attack', attacker: id('ruth'), target: id('vex'), skill: 'shooting' },
    ...facesFor({ rolled: 5, kept: 2 }, 11),
  );
  return [...events];
}

describe('the Gang Warfare schemas', () => {
  it('read every Gang Warfare event Heistbox 0.3.0 wrote (format 2)', () => {
    const events = [
      ...fixtureEvents('mid-fight.heistbox', 'warfare'),
      ...fixtureEvents('mid-chase.heistbox', 'warfare'),
    ];
    expect(events.length).toBeGreaterThan(50);
    for (const event of events) {
      const parsed = v.safeParse(warfareEventSchema, event);
      expect(parsed.success, parsed.success ? '' : firstIssue(parsed)).toBe(true);
    }
  });

  it('refuse a hostile event, naming the field', () => {
    const [attacked] = sample();
    if (attacked?.type !== 'warfare/attacked') throw new Error('expected an attack');
    const forged = {
      ...attacked,
      check: { ...attacked.check, roll: { ...attacked.check.roll!, total: 30 } },
    };
    expect(firstIssue(v.safeParse(warfareEventSchema, forged))).toBe(
      'check.roll: expected the kept dice, total and catastrophe that its faces give',
    );
    const hit = attacked.hits[0]!;
    const healed = { ...attacked, hits: [{ ...hit, coverAfter: hit.coverBefore }] };
    expect(firstIssue(v.safeParse(warfareEventSchema, healed))).toContain(
      'expected the Cover left after the damage',
    );
    const huge = { ...attacked, hits: [{ ...hit, coverBefore: 1e308 }] };
    expect(v.safeParse(warfareEventSchema, huge).success).toBe(false);
    const proto = JSON.parse(`{"type":"warfare/surrendered","fighter":"x","__proto__":{"polluted":true}}`);
    expect(v.safeParse(warfareEventSchema, proto).success).toBe(false);
    const reserved = { type: 'warfare/surrendered', fighter: '__proto__' };
    expect(v.safeParse(warfareEventSchema, reserved).success).toBe(false);
    const cover = {
      type: 'warfare/cover-rolled',
      fighter: 'vex',
      reason: 'start',
      check: attacked.check,
      coverBefore: 0,
      coverScore: 40,
    };
    expect(firstIssue(v.safeParse(warfareEventSchema, cover))).toContain('expected the Cover its roll gives');
  });

  it('refuse malformed commands and setups with a message naming the field', () => {
    const bad = [
      { type: 'warfare/attack', attacker: 'ruth', target: 'vex', skill: 'kicking' },
      {
        type: 'warfare/attack',
        attacker: 'ruth',
        target: 'vex',
        skill: 'shooting',
        modifiers: [{ rolled: 1e308, kept: 0, source: 'x' }],
      },
      { type: 'warfare/rounds-pass', rounds: Number.NaN },
      { type: 'warfare/rounds-pass', rounds: 1e308 },
      { type: 'warfare/reposition', fighter: 'ruth', reroll: 'yes' },
      { type: 'warfare/start', zone: 'x', rules: {}, fighters: [] },
      { type: 'warfare/flee', fighter: '' },
      { type: 'warfare/flee', fighter: 'ruth', extra: 1 },
    ];
    for (const command of bad)
      expect(v.safeParse(warfareCommandSchema, command).success, JSON.stringify(command)).toBe(false);
    expect(
      firstIssue(
        v.safeParse(warfareSetupSchema, {
          zone: 'Dock',
          fighters: [{ characterId: 'ruth', side: 'crew', unconscious: false }],
          vehicles: [],
          firstRoundSide: null,
        }),
      ),
    ).toBe('fighters: expected at least two fighters');
  });
});
