import * as v from 'valibot';
import { expect } from 'vitest';
import type { Dice } from '../../../../../core/dice/dice.ts';
import { applyInitiative } from '../../../../../core/cot/initiative/apply.ts';
import { decideInitiative } from '../../../../../core/cot/initiative/decide.ts';
import { initiativeCommandSchema, initiativeEventSchema } from '../../../../../core/cot/initiative/schema.ts';
import { defaultInitiativeSettings } from '../../../../../core/cot/initiative/settings.ts';
import type { InitiativeSettings } from '../../../../../core/cot/initiative/settings.ts';
import { sideId } from '../../../../../core/cot/initiative/types.ts';
import type {
  Entrant,
  Initiative,
  InitiativeCommand,
  InitiativeEvent,
  InitiativeSide,
  SideId,
} from '../../../../../core/cot/initiative/types.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';

/** Scenes for the initiative tests: sides, entrants whose 3k3 rolls give chosen totals, and a command runner. */

export const crew = sideId('crew');
export const guards = sideId('guards');
export const vipers = sideId('vipers');

export const sides: readonly InitiativeSide[] = [
  { id: crew, label: 'Crew', crew: true },
  { id: guards, label: 'Guards', crew: false },
];

export const id = characterId;

/** An entrant rolling 3k3, so that three faces make the total. */
export function entrant(name: string, side: SideId): Entrant {
  return { characterId: id(name), name, side, pool: { rolled: 3, kept: 3 } };
}

/** Three d6 faces summing to `total` (3..18), for a 3k3 pool. */
export function facesFor(total: number): number[] {
  if (total < 3 || total > 18) throw new RangeError(`3k3 cannot total ${total}`);
  const faces = [1, 1, 1];
  let left = total - 3;
  for (let index = 0; index < 3; index++) {
    const add = Math.min(5, left);
    faces[index]! += add;
    left -= add;
  }
  return faces;
}

/** Fixed dice for entrants rolling these totals in order. */
export function diceFor(...totals: number[]): Dice {
  return fixedDice(...totals.flatMap(facesFor));
}

/** A fresh scene: entrants with their totals, started with fixed dice. */
export function startScene(
  entries: readonly (readonly [name: string, side: SideId, total: number])[],
  options: {
    settings?: InitiativeSettings;
    sides?: readonly InitiativeSide[];
    firstRoundSide?: SideId | null;
    extra?: number[];
  } = {},
): Initiative {
  const command: InitiativeCommand = {
    type: 'initiative/start',
    scene: 'warfare',
    settings: options.settings ?? defaultInitiativeSettings,
    sides: options.sides ?? sides,
    entrants: entries.map(([name, side]) => entrant(name, side)),
    firstRoundSide: options.firstRoundSide ?? null,
  };
  const dice = fixedDice(...entries.flatMap(([, , total]) => facesFor(total)), ...(options.extra ?? []));
  return run(null, command, dice).state;
}

/** Schema problems of a value, as "path: message" lines; empty when it passes. */
export function schemaIssues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success
    ? []
    : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

/** Fails the test unless the command and every event pass their schemas, through JSON as a file holds them. */
export function expectValid(command: InitiativeCommand | null, events: readonly InitiativeEvent[]): void {
  if (command) expect(schemaIssues(initiativeCommandSchema, command)).toEqual([]);
  for (const event of events) {
    expect(schemaIssues(initiativeEventSchema, JSON.parse(JSON.stringify(event)))).toEqual([]);
  }
}

/**
 * Decides and applies a command, failing the test on a rejection. The command and the events it gives must
 * pass their schemas (./schema.ts), so every scene the tests play checks them.
 */
export function run(
  state: Initiative | null,
  command: InitiativeCommand,
  dice: Dice = fixedDice(),
): { state: Initiative; events: readonly InitiativeEvent[] } {
  const decision = decideInitiative(state, command, dice);
  if (!decision.ok) throw new Error(`${command.type} rejected: ${decision.code}: ${decision.message}`);
  expectValid(command, decision.events);
  return {
    state: decision.events.reduce<Initiative | null>(applyInitiative, state)!,
    events: decision.events,
  };
}

export const claim = (slotId: number, who: string): InitiativeCommand => ({
  type: 'initiative/claim-slot',
  slotId,
  characterId: id(who),
});
export const endTurn: InitiativeCommand = { type: 'initiative/end-turn' };

/** Claims the live slot for `who` and ends the turn. */
export function act(state: Initiative, who: string, dice?: Dice): Initiative {
  const live = state.order[state.uses.length];
  if (live === undefined) throw new Error('No live slot');
  return run(run(state, claim(live, who)).state, endTurn, dice).state;
}

/** This round's order as "total side" labels. */
export function orderLabels(state: Initiative): string[] {
  return state.order.map((slotId) => {
    const slot = state.slots.find((candidate) => candidate.id === slotId)!;
    return `${slot.roll.total} ${slot.side === crew ? 'C' : slot.side === guards ? 'G' : slot.side}`;
  });
}

/** Expects a rejection with this code, and returns its message. */
export function rejected(
  state: Initiative | null,
  command: InitiativeCommand,
  code: string,
  dice: Dice = fixedDice(),
) {
  const decision = decideInitiative(state, command, dice);
  expect(decision.ok).toBe(false);
  if (decision.ok) throw new Error('accepted');
  expect(decision.code).toBe(code);
  return decision.message;
}

/** Who claimed each used slot this round ("-" for skipped). */
export function usesOf(state: Initiative): string[] {
  return state.uses.map((use) => (use.characterId === null ? '-' : (use.characterId as CharacterId)));
}

/** Freezes a value and everything inside it, so a test fails if the code under test mutates it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
