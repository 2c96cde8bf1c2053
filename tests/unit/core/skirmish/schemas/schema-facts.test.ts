import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { commandSchema, eventSchema } from '../../../../../core/skirmish/index.ts';
import type { Action, SkirmishEvent } from '../../../../../core/skirmish/index.ts';
import { act, entry, fight, fire, model, side } from '../support/fight.ts';

/**
 * The facts issue 17 added to orders (base contact for Recover and Enter, HST-ACT-8 and HST-VEH-1; the target
 * on the higher level, HST-COVER-7; terrain on a Move's path, HST-MOVE-5) are optional in the schemas, so a log
 * written before them still imports, and a command carrying them is well formed.
 */

const shot = (facts: object) => ({
  kind: 'shoot',
  shot: {
    target: { kind: 'model', model: 'b' },
    aimed: false,
    intense: false,
    crossfire: false,
    range: 10,
    facts,
  },
});

const orders: readonly { readonly name: string; readonly old: object; readonly now: object }[] = [
  {
    name: 'Recover an ally (HST-ACT-8)',
    old: { kind: 'recover', ally: 'b' },
    now: { kind: 'recover', ally: 'b', baseContact: true },
  },
  {
    name: 'Enter a vehicle (HST-VEH-1)',
    old: { kind: 'enter', vehicle: 'car', seat: 'driver' },
    now: { kind: 'enter', vehicle: 'car', seat: 'driver', baseContact: false },
  },
  {
    name: 'Shoot at a higher target (HST-COVER-7)',
    old: shot({ shooterHigher: true }),
    now: shot({ targetHigher: true, aimsAtLowerLevel: true }),
  },
  {
    name: 'Move through terrain (HST-MOVE-5)',
    old: { kind: 'move', distance: 3 },
    now: { kind: 'move', distance: 3, throughTerrain: true },
  },
];

/** A real action-declared event of this fight, carrying `action` as an old or a new log would. */
function declared(action: object): SkirmishEvent {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG')]),
      side('police', 'defensive', [entry('b', 'Officer B (3/5) Pistol')]),
    ],
  });
  const event = fire(f, act('a', { kind: 'pass' })).find((e) => e.type === 'skirmish/action-declared')!;
  expect(model(f, 'a').activated).toBe(true);
  return { ...event, action: action as Action } as SkirmishEvent;
}

describe('new order facts in the schemas', () => {
  it.each(orders)('$name: an old log without the fact imports, and so does one with it', ({ old, now }) => {
    expect(v.safeParse(eventSchema, declared(old)).success).toBe(true);
    expect(v.safeParse(eventSchema, declared(now)).success).toBe(true);
  });
  it.each(orders)('$name: a command with or without the fact is well formed', ({ old, now }) => {
    for (const action of [old, now])
      expect(v.safeParse(commandSchema, { type: 'skirmish/act', model: 'a', action }).success).toBe(true);
  });
  it('a fact that is not a flag is refused, naming it', () => {
    const parsed = v.safeParse(commandSchema, {
      type: 'skirmish/act',
      model: 'a',
      action: { kind: 'recover', ally: 'b', baseContact: 'yes' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.[0]?.path?.map((p) => p.key)).toEqual(['action', 'baseContact']);
  });
});
