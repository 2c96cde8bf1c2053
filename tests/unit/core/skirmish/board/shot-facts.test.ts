import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { judgeCommand, shotOrderSchema } from '../../../../../core/skirmish/index.ts';
import type {
  ClassFactsInput,
  ModelState,
  ShotOrder,
  SkirmishOdds,
} from '../../../../../core/skirmish/index.ts';
import { shotFacts } from '../../../../../core/skirmish/board/index.ts';
import { act, at0, entry, fight, model as fighter, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';
import { at, kerb, layout, model, thing, wall, square } from './layouts.ts';

/** Officer b behind a low wall, Mr. a 10" north of it; a desk and a bystander between, a crate behind. */
const table = layout(
  [model('a', 2, 20), model('b', 2, 9.5), model('c', 2.2, 15), model('d', 2, 7)],
  [
    wall('wall', 'low', at(0, 10), at(4, 10), { name: 'Low wall' }),
    kerb('desk', 'low', at(1.5, 17), at(2.5, 17), { name: 'Desk' }),
    thing('crate', 'high', square(2, 8, 0.6), { name: 'Crate', destructible: true }),
  ],
);

function officerBehindLowWall(aiming: boolean): Fight {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG')]),
      side('police', 'defensive', [entry('b', 'Officer B (3/5) Pistol', { cover: 'low' })]),
    ],
  });
  const b: ModelState = { ...fighter(f, 'b'), aiming };
  f.state = { ...f.state, models: { ...f.state.models, b } };
  return f;
}

function engineTn(f: Fight, facts: ClassFactsInput, range: number): number {
  const shot: ShotOrder = {
    target: { kind: 'model', model: 'b' },
    aimed: false,
    intense: false,
    crossfire: false,
    range,
    facts,
  };
  const verdict = judgeCommand(f.state, act('a', { kind: 'shoot', shot }), at0);
  if (!verdict.ok) throw new Error(verdict.message);
  return (verdict.odds as SkirmishOdds).shot!.targetNumber;
}

describe('shotFacts', () => {
  it('bundles range, sight, cover, class and the line of fire (HST-MEAS-2, HST-COVER-1..8, HST-LOF-1..5)', () => {
    const facts = shotFacts(table, 'a', 'b');
    expect(facts.range).toBeCloseTo(9.5, 9);
    expect(facts.lineOfSight.clear).toBe(true);
    expect(facts.cover).toMatchObject({ kind: 'cover', piece: 'wall' });
    expect(facts.class).toMatchObject({ class: 'in-cover', tn: 10 });
    expect(facts.order).toEqual({
      range: 9.5,
      facts: {
        cover: 'low',
        flanked: false,
        seesLineStart: false,
        shooterHigher: false,
        targetHigher: false,
        aimsAtLowerLevel: false,
      },
      obstructions: [
        { kind: 'object', name: 'Desk', destructible: false, low: true },
        { kind: 'model', model: 'c' },
      ],
      collateral: [
        { kind: 'object', name: 'Crate' },
        { kind: 'model', model: 'd' },
      ],
    });
  });

  it('fills a shoot order the command schema accepts', () => {
    const { order } = shotFacts(table, 'a', 'b', { aim: { at: at(2, 15) } });
    const shot = {
      target: { kind: 'model', model: 'b' },
      aimed: false,
      intense: false,
      crossfire: false,
      ...order,
    };
    expect(v.safeParse(shotOrderSchema, shot).success).toBe(true);
  });

  it.each([
    [false, 10],
    [true, 8],
  ])('leads the engine to the TN the board shows (aiming %s: TN %i)', (aiming, tn) => {
    const facts = shotFacts(table, 'a', 'b', aiming ? { aim: { at: at(2, 15) } } : {});
    expect(facts.class.tn).toBe(tn);
    expect(engineTn(officerBehindLowWall(aiming), facts.order.facts, facts.order.range)).toBe(tn);
  });

  it("leads the engine to a flank it would not guess: TN 6, where the model's reported cover gives 10", () => {
    const flanking = { ...table, models: [model('a', 20, 5), ...table.models.slice(1)] };
    const facts = shotFacts(flanking, 'a', 'b');
    expect(facts.class).toMatchObject({ class: 'open', tn: 6, facts: { flanked: true } });
    expect(engineTn(officerBehindLowWall(false), facts.order.facts, facts.order.range)).toBe(6);
    expect(engineTn(officerBehindLowWall(false), {}, facts.order.range)).toBe(10);
  });

  it("rounds the order's range to a tenth of an inch and names an unknown model", () => {
    const odd = layout([model('a', 0, 0), model('b', 3.333, 0)]);
    expect(shotFacts(odd, 'a', 'b').order.range).toBe(2.3);
    expect(() => shotFacts(odd, 'a', 'nobody')).toThrow('No model "nobody" on the board');
  });
});
