import { expect } from 'vitest';
import type { Dice } from '../../../../../core/dice/dice.ts';
import {
  applySkirmish,
  decideSkirmish,
  openingEvents,
  parseModel,
  startSkirmish,
} from '../../../../../core/skirmish/index.ts';
import type {
  Action,
  ModelEntry,
  ModelProfile,
  ModelState,
  ShotOrder,
  SideEntry,
  SkirmishCommand,
  SkirmishEvent,
  SkirmishSetup,
  SkirmishState,
} from '../../../../../core/skirmish/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';

/** Scenario helpers for engine tests: build a fight from short-format lines, dispatch commands, inspect models. */

export const at0 = 1_700_000_000_000;

export function profile(line: string): ModelProfile {
  const parsed = parseModel(line);
  if (Array.isArray(parsed))
    throw new Error(`Bad test roster line: ${line}: ${parsed.map((p) => p.message).join('; ')}`);
  return parsed;
}

/** `['a', 'Mr. A (3/5) SMG']` → a model entry with id `a`. */
export function entry(id: string, line: string, extra: Partial<ModelEntry> = {}): ModelEntry {
  return { id, profile: profile(line), ...extra };
}

export function side(
  id: string,
  stance: 'aggressive' | 'defensive',
  models: ModelEntry[],
  extra: Partial<SideEntry> = {},
): SideEntry {
  return { id, name: id === 'crew' ? 'Crew' : id === 'police' ? 'Police' : id, stance, models, ...extra };
}

export interface Fight {
  state: SkirmishState;
  readonly log: SkirmishEvent[];
}

/** Starts a skirmish (first side given, no cards) and opens the first turn. */
export function fight(
  setup: Partial<SkirmishSetup> & Pick<SkirmishSetup, 'sides'>,
  dice: Dice = fixedDice(),
): Fight {
  const decision = startSkirmish({ firstSide: setup.sides[0]!.id, deck: [], ...setup }, dice, []);
  if (!decision.ok) throw new Error(decision.message);
  const events = openingEvents(decision.events[0]!, dice, at0);
  let state: SkirmishState | null = null;
  for (const event of events) state = applySkirmish(state, event);
  return { state: state!, log: [...events] };
}

/** Dispatches a command that must be accepted; returns its events. */
export function run(f: Fight, command: SkirmishCommand, ...faces: number[]): SkirmishEvent[] {
  const dice = fixedDice(...faces);
  const decision = decideSkirmish(f.state, command, dice, at0);
  if (!decision.ok) throw new Error(`Rejected ${command.type}: ${decision.message}`);
  for (const event of decision.events) f.state = applySkirmish(f.state, event);
  f.log.push(...decision.events);
  expect(dice.remaining(), `unused dice for ${command.type}`).toBe(0);
  return [...decision.events];
}

/** Dispatches a command that must be refused; returns the rejection message. */
export function refused(f: Fight, command: SkirmishCommand): string {
  const decision = decideSkirmish(f.state, command, fixedDice(), at0);
  if (decision.ok) throw new Error(`Expected ${command.type} to be refused`);
  return decision.message;
}

export const act = (
  model: string,
  action: Action,
  extra: Partial<Extract<SkirmishCommand, { type: 'skirmish/act' }>> = {},
): SkirmishCommand => ({
  type: 'skirmish/act',
  model,
  action,
  ...extra,
});

export const shoot = (model: string, target: string, change: Partial<ShotOrder> = {}): SkirmishCommand =>
  act(model, {
    kind: 'shoot',
    shot: {
      target: { kind: 'model', model: target },
      aimed: false,
      intense: false,
      crossfire: false,
      range: 10,
      ...change,
    },
  });

export const resolve: SkirmishCommand = { type: 'skirmish/resolve' };
export const endTurn: SkirmishCommand = { type: 'skirmish/end-turn' };
export const pass = (model: string): SkirmishCommand => act(model, { kind: 'pass' });

export function model(f: Fight, id: string): ModelState {
  return f.state.models[id]!;
}

/** Event types, in order. */
export const types = (events: readonly SkirmishEvent[]) => events.map((e) => e.type);

export function shotOf(
  events: readonly SkirmishEvent[],
  shooter?: string,
): Extract<SkirmishEvent, { type: 'skirmish/shot' }> {
  const shot = events.find(
    (e): e is Extract<SkirmishEvent, { type: 'skirmish/shot' }> =>
      e.type === 'skirmish/shot' && (shooter === undefined || e.shooter === shooter),
  );
  if (!shot) throw new Error('No shot in these events');
  return shot;
}

/** Declares an action and, if a reaction window stays open, closes it with no reactions; dice go to whichever resolves. */
export function fire(f: Fight, command: SkirmishCommand, ...faces: number[]): SkirmishEvent[] {
  const dice = fixedDice(...faces);
  const decision = decideSkirmish(f.state, command, dice, at0);
  if (!decision.ok) throw new Error(`Rejected ${command.type}: ${decision.message}`);
  for (const event of decision.events) f.state = applySkirmish(f.state, event);
  f.log.push(...decision.events);
  if (!f.state.window) {
    expect(dice.remaining(), `unused dice for ${command.type}`).toBe(0);
    return [...decision.events];
  }
  return [...decision.events, ...run(f, resolve, ...faces.slice(faces.length - dice.remaining()))];
}
