import { expect } from 'vitest';
import { blankCharacter } from '../../../../../core/cot/characters/create.ts';
import type { Skill } from '../../../../../core/cot/characters/skills.ts';
import type { Character, CharacterKind, Loyalty } from '../../../../../core/cot/characters/types.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import type { CotSettings } from '../../../../../core/cot/settings/index.ts';
import { applySocial, decideSocial, startSocialCall } from '../../../../../core/cot/social/index.ts';
import type {
  LoyaltyChange,
  SocialCommand,
  SocialEvent,
  SocialSettings,
  SocialState,
} from '../../../../../core/cot/social/index.ts';
import type { PoolModifier } from '../../../../../core/dice/pool.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import type { Rejection } from '../../../../../core/shared/result.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';

/** Sheets, contexts and a driver for Social Call tests: commands on fixed dice, every face used. */

export const id = characterId;

export interface SheetSpec {
  readonly kind?: CharacterKind;
  readonly muscle?: number;
  readonly it?: number;
  readonly skills?: Partial<Record<Skill, number>>;
  readonly loyalties?: readonly Loyalty[];
  readonly identity?: string;
  readonly wounded?: boolean;
}

/** A sheet: It 2, Muscle 2, every skill 0 unless given. */
export function sheet(name: string, spec: SheetSpec = {}): Character {
  const kind = spec.kind ?? 'npc';
  const blank = blankCharacter(id(name.toLowerCase()), kind, name, defaultSettings);
  return {
    ...blank,
    presentedIdentity: spec.identity ?? name,
    abilities: { ...blank.abilities, muscle: spec.muscle ?? 2, it: spec.it ?? 2 },
    skills: { ...blank.skills, ...spec.skills },
    loyalties: spec.loyalties ?? blank.loyalties,
    condition: spec.wounded ? { state: 'wounded', recoveryDays: 2 } : { state: 'unhurt' },
  };
}

export const loyalty = (relation: string, subject: string, prime = false): Loyalty => ({
  relation,
  subject,
  prime,
});

export type TestSettings = Partial<CotSettings & SocialSettings>;

/** An engine context over these sheets; `bolsters` gives each id's pending Bolsters (COT-TIME-4). */
export function context(
  characters: readonly Character[],
  settings: TestSettings = {},
  bolsters: Readonly<Record<string, readonly PoolModifier[]>> = {},
): EngineContext {
  const byId = Object.fromEntries(characters.map((c) => [c.id, c])) as Record<CharacterId, Character>;
  return {
    settings: { ...defaultSettings, ...settings } as CotSettings,
    characters: byId,
    crew: { heat: 0, resources: 0 },
    spots: {},
    at: 0,
    bolsters: (who) => bolsters[who] ?? [],
    names: (who) => byId[who as CharacterId]?.name ?? who,
  };
}

/** Starts a call: `[id, side]` pairs, and who already knows which target. */
export function startCall(
  ctx: EngineContext,
  participants: readonly (readonly [string, string])[],
  known: readonly (readonly [target: string, learner: string])[] = [],
): SocialState {
  const decision = startSocialCall(ctx, {
    participants: participants.map(([who, side]) => ({ id: id(who), side })),
    known: known.map(([target, learner]) => ({ target: id(target), learner: id(learner) })),
  });
  if (!decision.ok) throw new Error(decision.message);
  return decision.events.reduce<SocialState | null>(applySocial, null)!;
}

/** Decides a command on these faces, checks every face was used, and applies the events. */
export function run(
  ctx: EngineContext,
  state: SocialState,
  command: SocialCommand,
  ...faces: number[]
): { state: SocialState; events: readonly SocialEvent[]; event: SocialEvent } {
  const dice = fixedDice(...faces);
  const decision = decideSocial(ctx, state, command, dice);
  if (!decision.ok) throw new Error(`${command.type} refused: ${decision.message}`);
  expect(dice.remaining()).toBe(0);
  return {
    state: decision.events.reduce(applySocial, state),
    events: decision.events,
    event: decision.events[0]!,
  };
}

/** The rejection of a command; no dice may be rolled. */
export function refuse(ctx: EngineContext, state: SocialState, command: SocialCommand): Rejection {
  const decision = decideSocial(ctx, state, command, fixedDice());
  if (decision.ok) throw new Error(`${command.type} was accepted: ${JSON.stringify(decision.events)}`);
  return decision;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

// ── The people of most tests ────────────────────────────────────────────────────────────────────────

/** Ruth, crew: It 3, Size Up 1 (4k3); social skills 2, Con 2 (5k3); Muscle 2 + Intimidate 2 (4k2). */
export const ruth = sheet('Ruth', {
  kind: 'crew',
  it: 3,
  skills: { sizeUp: 1, intimidate: 2, con: 2, impress: 2, manipulate: 2, convince: 2 },
  loyalties: [loyalty('Devoted', 'Crew', true), loyalty('Hatred', 'Police'), loyalty('Desire', 'Money')],
  identity: 'delivery girl',
});

/** Bram, crew: It 2, Size Up 2, Manipulate 2 (4k2). */
export const bram = sheet('Bram', {
  kind: 'crew',
  skills: { sizeUp: 2, manipulate: 2, convince: 1, intimidate: 1 },
  loyalties: [loyalty('Devoted', 'Crew', true)],
});

/** Dolan, the clerk: It 2, Size Up 1 (3k2); Prime Devoted: Job, Fear: Loan shark. */
export const dolan = sheet('Dolan', {
  skills: { sizeUp: 1, impress: 1 },
  loyalties: [loyalty('Devoted', 'Job', true), loyalty('Fear', 'Loan shark')],
});

/** Vic, the fence: It 3, Size Up 2 (5k3), Impress 2 (5k3). */
export const vic = sheet('Vic', {
  it: 3,
  skills: { sizeUp: 2, impress: 2, manipulate: 1 },
  loyalties: [loyalty('Desire', 'Money', true)],
});

/** Ruth and Bram (crew) with Dolan and Vic (the docks). */
export function docks(
  settings: TestSettings = {},
  bolsters: Readonly<Record<string, readonly PoolModifier[]>> = {},
) {
  const ctx = context([ruth, bram, dolan, vic], settings, bolsters);
  const state = startCall(ctx, [
    ['ruth', 'crew'],
    ['bram', 'crew'],
    ['dolan', 'docks'],
    ['vic', 'docks'],
  ]);
  return { ctx, state };
}

/** The docks with Dolan known to the crew and an agenda on him. */
export function docksWithAgenda(settings: TestSettings = {}, change?: LoyaltyChange) {
  const { ctx } = docks(settings);
  const state = startCall(
    ctx,
    [
      ['ruth', 'crew'],
      ['bram', 'crew'],
      ['dolan', 'docks'],
      ['vic', 'docks'],
    ],
    [['dolan', 'ruth']],
  );
  const agenda: SocialCommand = {
    type: 'social/set-agenda',
    actor: id('ruth'),
    target: id('dolan'),
    text: 'leave the back door open',
    ...(change ? { change } : {}),
  };
  return { ctx, state: run(ctx, state, agenda).state };
}
