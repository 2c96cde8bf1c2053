import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { blankCharacter } from '../../../../../core/cot/characters/create.ts';
import type { Ability, Skill } from '../../../../../core/cot/characters/skills.ts';
import type { Character, CharacterKind, Condition } from '../../../../../core/cot/characters/types.ts';
import { defaultDropSettings } from '../../../../../core/cot/drop/settings.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { applyWarfare } from '../../../../../core/cot/warfare/apply.ts';
import { decideWarfare } from '../../../../../core/cot/warfare/decide.ts';
import { fighterSetup } from '../../../../../core/cot/warfare/fighters.ts';
import { warfareRules } from '../../../../../core/cot/warfare/rules.ts';
import type { WarfareRules } from '../../../../../core/cot/warfare/rules.ts';
import { defaultWarfareSettings } from '../../../../../core/cot/warfare/settings.ts';
import type {
  FighterSetup,
  VehicleSetup,
  WarfareCommand,
  WarfareEvent,
  WarfareScene,
  WarfareState,
} from '../../../../../core/cot/warfare/types.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import type { Pool, PoolModifier } from '../../../../../core/dice/pool.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import type { Decision, Rejection } from '../../../../../core/shared/result.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';

/** Test helpers for Gang Warfare and Getting the Drop: sheets by ratings, fights with set Covers, dice for totals. */

/** The campaign settings with every module's defaults merged, as `CotSettings` will hold them. */
export const settings = {
  ...defaultSettings,
  ...defaultDropSettings,
  ...defaultWarfareSettings,
  catastropheEffects: {
    ...defaultSettings.catastropheEffects,
    attack: 'default',
    crashCheck: 'default',
    drop: 'default',
    chaseManoeuvre: 'default',
  },
} as const;

export const rules: WarfareRules = warfareRules(settings);

/** Freezes a value and everything inside it, so a test fails if code under test mutates it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

export interface SheetOptions {
  readonly kind?: CharacterKind;
  readonly abilities?: Partial<Record<Ability, number>>;
  readonly skills?: Partial<Record<Skill, number>>;
  readonly weapons?: readonly string[];
  readonly armour?: string | null;
  readonly condition?: Condition;
  readonly presentedIdentity?: string;
}

/** A sheet with every ability 2 and skill 0 unless told otherwise. */
export function sheet(id: string, options: SheetOptions = {}): Character {
  const blank = blankCharacter(characterId(id), options.kind ?? 'npc', id, defaultSettings);
  return {
    ...blank,
    abilities: { ...blank.abilities, ...options.abilities },
    skills: { ...blank.skills, ...options.skills },
    weapons: options.weapons ?? [],
    armour: options.armour ?? null,
    condition: options.condition ?? { state: 'unhurt' },
    presentedIdentity: options.presentedIdentity ?? id,
  };
}

/** A fighter on a side with a Cover already rolled, for a fight built straight from its start event. */
export interface Entrant {
  readonly setup: FighterSetup;
  readonly cover: number;
}

export function entrant(
  id: string,
  side: string,
  cover: number,
  options: SheetOptions = {},
  unconscious = false,
): Entrant {
  return { setup: fighterSetup(sheet(id, options), side, settings, unconscious), cover };
}

/** A running fight whose Covers are set, as if rolled (the start event carries them). */
export function fight(
  entrants: readonly Entrant[],
  options: { rules?: Partial<WarfareRules>; vehicles?: readonly VehicleSetup[] } = {},
): WarfareState {
  return deepFreeze(
    applyWarfare(null, {
      type: 'warfare/started',
      zone: 'yard',
      rules: { ...rules, ...options.rules },
      fighters: entrants.map((e) => ({
        ...e.setup,
        coverScore: e.cover,
        restrainedBy: null,
        presence: 'fighting',
      })),
      // Only fighters ride (warfare/start.ts): a vehicle shared by the tests carries those of them in this fight.
      vehicles: (options.vehicles ?? []).map((v) => ({
        ...v,
        passengers: v.passengers.filter((id) => entrants.some((e) => e.setup.id === id)),
        wrecked: false,
        stopped: false,
      })),
      firstRoundSide: null,
    }),
  );
}

/** Decides a command that must be accepted, uses every face, and returns the events and the state they lead to. */
export function play(
  state: WarfareState,
  command: WarfareCommand,
  ...faces: number[]
): { events: readonly WarfareEvent[]; state: WarfareState } {
  const dice = fixedDice(...faces);
  const decision = decideWarfare(state, command, dice);
  if (!decision.ok) throw new Error(`Rejected: ${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  return { events: decision.events, state: deepFreeze(decision.events.reduce(applyWarfare, state)) };
}

/** Expects a rejection (from a decision or an odds function) with this code and a message for the GM. */
export function expectRejected(result: Decision<unknown> | object, code: string): Rejection {
  expect(result).toMatchObject({ ok: false });
  const rejection = result as Rejection;
  expect(rejection.code).toBe(code);
  expect(rejection.message.length).toBeGreaterThan(0);
  return rejection;
}

/**
 * Faces for a pool that keep exactly `total` without a catastrophe (unless total = kept, all 1s): the kept dice
 * carry the total, highest first, and the other dice show 1.
 * @throws RangeError when the pool cannot reach the total.
 */
export function facesFor(pool: Pool, total: number): number[] {
  if (total < pool.kept || total > 6 * pool.kept)
    throw new RangeError(`${pool.rolled}k${pool.kept} cannot total ${total}`);
  const kept: number[] = [];
  let left = total;
  for (let i = pool.kept; i > 0; i--) {
    const face = Math.min(6, left - (i - 1));
    kept.push(face);
    left -= face;
  }
  return [...kept, ...new Array<number>(pool.rolled - pool.kept).fill(1)];
}

export const id = (value: string): CharacterId => characterId(value);

/** A fighter of the fight as its rules read it, or as a scene stores it (without the sheet's condition). */
export function fighterIn<S extends Pick<WarfareState, 'fighters'> | WarfareScene>(
  state: S,
  value: string,
): S['fighters'][number] {
  const found = state.fighters.find((f) => f.id === value);
  if (!found) throw new Error(`no fighter ${value}`);
  return found;
}

/** A scene's context around these sheets: the table's settings, pending Bolsters by character. */
export function contextOf(
  sheets: readonly Character[],
  options: {
    readonly settings?: Record<string, unknown>;
    readonly bolsters?: Readonly<Record<string, readonly PoolModifier[]>>;
    readonly sides?: Readonly<Record<string, string>>;
  } = {},
): EngineContext {
  const characters = Object.fromEntries(sheets.map((s) => [s.id, s])) as Record<CharacterId, Character>;
  return deepFreeze({
    settings: { ...settings, ...options.settings } as unknown as EngineContext['settings'],
    characters,
    crew: { heat: 0, resources: 0 },
    spots: {},
    at: 0,
    bolsters: (who: string) => options.bolsters?.[who] ?? [],
    names: (who: string) => options.sides?.[who] ?? characters[who as CharacterId]?.name ?? who,
  });
}

/** One Bolster's die (COT-TIME-4), as the time module hands it. */
export const bolster: PoolModifier = { rolled: 1, kept: 0, source: 'Bolster' };

/** The engine events of a format-2 file as Heistbox 0.3.0 wrote it (tests/fixtures/v2). */
export function fixtureEvents(file: string, module: 'warfare' | 'chase'): unknown[] {
  const path = new URL(`../../../../fixtures/v2/${file}`, import.meta.url);
  const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n').filter(Boolean);
  return lines.slice(1).flatMap((line) => {
    const entry = JSON.parse(line) as { events?: { type: string; module?: string; event?: unknown }[] };
    return (entry.events ?? [])
      .filter((e) => e.type === 'scene/changed' && e.module === module)
      .map((e) => e.event);
  });
}

/** The first issue of a failed parse, as `path: message`. */
export const firstIssue = (result: {
  readonly issues?:
    readonly { message: string; path?: readonly { key: unknown }[] | undefined }[] | undefined;
}) => `${result.issues?.[0]?.path?.map((p) => String(p.key)).join('.')}: ${result.issues?.[0]?.message}`;

/** JSON with every object's keys sorted: two commands that differ only in key order read the same. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
