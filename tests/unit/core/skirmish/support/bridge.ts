import * as v from 'valibot';
import { expect } from 'vitest';
import { eventSchema, replaySkirmish } from '../../../../../core/skirmish/index.ts';
import type {
  Action,
  ModelEdit,
  SkirmishCommand,
  Step,
  StrikeOrder,
} from '../../../../../core/skirmish/index.ts';
import { act } from './fight.ts';
import type { Fight } from './fight.ts';

/** Helpers for the bridge's table (BRG-D-11, BRG-D-16): Strikes, holds and COT conditions. */

/** `Tony strikes G1` in base contact, not holding it, with no carried shift; `step`: one before or after it. */
export function strike(
  striker: string,
  target: string,
  change: Partial<StrikeOrder> = {},
  step?: Step,
): SkirmishCommand {
  const order = { kind: 'strike', strike: { target, distance: 0, restrain: false, ...change } } as const;
  return act(striker, order, step ? { step } : {});
}

export const breakFree = (id: string): SkirmishCommand => act(id, { kind: 'break-free' });

export const use = (id: string, what: 'wake' | 'kill', other: string, baseContact = true): SkirmishCommand =>
  act(id, { kind: 'use', use: { what, model: other, baseContact } } as Action);

/** The GM's correction of a model, for the facts a vector starts from (a defending guard). */
export const edit = (id: string, changes: ModelEdit): SkirmishCommand => ({
  type: 'skirmish/edit-model',
  model: id,
  changes,
});

/** Every event of the fight's log goes through the event schema, and the log replays to the state. */
export function expectStoredWell(f: Fight): void {
  for (const event of f.log) {
    const parsed = v.safeParse(eventSchema, event);
    expect(parsed.success, `${event.type}: ${parsed.issues?.[0]?.message ?? ''}`).toBe(true);
  }
  expect(replaySkirmish(f.log)).toEqual(f.state);
}
