import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decide } from '../../../../core/campaign/decide.ts';
import { appendEntry, replay } from '../../../../core/campaign/log.ts';
import type {
  CampaignCommand,
  CampaignEvent,
  CampaignState,
  LogEntry,
  RollRequest,
} from '../../../../core/campaign/types.ts';
import type { Character } from '../../../../core/cot/characters/types.ts';
import type { Dice } from '../../../../core/dice/dice.ts';
import { characterId, rollId } from '../../../../core/shared/ids.ts';
import type { Decision } from '../../../../core/shared/result.ts';

/** Test helpers for the campaign and character tests: fixed dice, frozen fixtures, a crew to play with. */

/** Dice that yield `faces` in order and throw when asked for more, so an extra roll fails loudly. */
export function fixedDice(...faces: number[]): Dice & { readonly remaining: () => number } {
  let next = 0;
  return {
    roll(sides: number): number {
      const face = faces[next];
      if (face === undefined) throw new Error(`fixedDice ran out after ${faces.length} faces`);
      if (sides !== 6) throw new Error(`fixedDice only rolls d6 (asked for d${sides})`);
      next += 1;
      return face;
    },
    remaining: () => faces.length - next,
  };
}

/** Freezes a value and everything inside it, so a test fails if code under test mutates it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

export const fixturePath = (name: string): string =>
  fileURLToPath(new URL(`../../../fixtures/${name}`, import.meta.url));

export const readFixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');

export function loadFixture<T>(name: string): T {
  return deepFreeze(JSON.parse(readFixture(name)) as T);
}

interface SampleCrew {
  readonly crew: readonly Character[];
  readonly npcs: readonly Character[];
}

export const sample = loadFixture<SampleCrew>('sample-crew.json');

/** A character of the sample crew (tests/fixtures/sample-crew.json) by id. */
export function sheet(id: string): Character {
  const found = [...sample.crew, ...sample.npcs].find((character) => character.id === id);
  if (!found) throw new Error(`No sample character ${id}`);
  return found;
}

export function accepted(decision: Decision<CampaignEvent>): readonly CampaignEvent[] {
  if (!decision.ok) throw new Error(`Expected acceptance, got ${decision.code}: ${decision.message}`);
  return decision.events;
}

/** Runs commands through decide and appendEntry, as the app does; throws on the first rejection. */
export function play(
  commands: readonly CampaignCommand[],
  dice: Dice = fixedDice(),
  start = 1000,
): LogEntry[] {
  let entries: readonly LogEntry[] = [];
  commands.forEach((command, index) => {
    const state = entries.length === 0 ? null : replay(entries);
    entries = appendEntry(entries, command.type, accepted(decide(state, command, dice)), start + index);
  });
  return [...entries];
}

/** A campaign with the whole sample crew and its NPCs. */
export function crewCampaign(): { readonly entries: LogEntry[]; readonly state: CampaignState } {
  const entries = play([
    { type: 'campaign/create', name: 'The Harrow Job' },
    ...[...sample.crew, ...sample.npcs].map((character) => ({
      type: 'character/create' as const,
      character,
    })),
  ]);
  return { entries, state: deepFreeze(replay(entries)) };
}

export const id = characterId;

/** A roll request with nothing in it but what the test names. */
export function request(fields: Partial<RollRequest>): RollRequest {
  return {
    characterId: null,
    skill: null,
    pool: null,
    modifiers: [],
    bolsters: 0,
    leanOnto: null,
    against: { kind: 'difficulty', value: 9 },
    note: '',
    ...fields,
  };
}

let rolls = 0;
export function rollCommand(fields: Partial<RollRequest>, at = 5000): CampaignCommand {
  rolls += 1;
  return { type: 'dice/roll', rollId: rollId(`roll-${rolls}`), at, request: request(fields) };
}
