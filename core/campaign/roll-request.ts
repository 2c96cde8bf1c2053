import { bolsterModifiers } from '../cot/time/index.ts';
import { skillPool } from '../cot/characters/index.ts';
import { playingStages, rollStageRuling } from '../cot/characters/index.ts';
import { skillTable } from '../cot/characters/index.ts';
import type { Skill } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { buildPool, formatPool } from '../dice/pool.ts';
import type { BuiltPool, Pool, PoolModifier } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { characterLimits } from '../cot/characters/index.ts';
import { characterOf, hasCharacter } from './apply.ts';
import { unknownCharacter } from './characters.ts';
import { campaignLimits as limits } from './limits.ts';
import { leanOntoModifier } from './roll-view-lean.ts';
import type { Against, CampaignState, RollRequest } from './types.ts';

/**
 * What a roll request means before any die is rolled: who rolls which pool, with which modifiers, against
 * what. `dice/roll` rolls it; `previewRoll` shows it, so the dice tray's odds are the odds of the roll made.
 */

/** One side of a roll, its modifiers added and normalised (COT-DICE-2, COT-DICE-3). */
export interface PreparedSide {
  readonly character: Character | null;
  readonly label: string;
  /** The pool before modifiers: the sheet's skill pool or the typed pool. */
  readonly basePool: Pool;
  readonly modifiers: readonly PoolModifier[];
  readonly built: BuiltPool;
}

export interface PreparedRoll {
  readonly actor: PreparedSide;
  /** Present exactly when the request is opposed (COT-DICE-8). */
  readonly opponent: PreparedSide | null;
  /** What the GM should know and the roll does not change: a skill used outside its stages (COT-D-10 `warn`). */
  readonly notes: readonly string[];
}

/** What the dice tray shows before the roll: the final pools, and the difficulty or the opponent's pool. */
export interface RollPreview {
  readonly label: string;
  readonly basePool: Pool;
  readonly modifiers: readonly PoolModifier[];
  readonly pool: Pool;
  /** `pool_floor = auto_fail` and fewer than one die: the roll fails unrolled (COT-D-1). */
  readonly autoFail: boolean;
  readonly against:
    | { readonly kind: 'fixed'; readonly difficulty: number }
    | {
        readonly kind: 'opposed';
        readonly label: string;
        readonly basePool: Pool;
        readonly modifiers: readonly PoolModifier[];
        readonly pool: Pool;
        readonly autoFail: boolean;
      };
  /** As `PreparedRoll.notes`. */
  readonly notes: readonly string[];
}

/**
 * The roll a request would make, for the odds shown before it (DESIGN: every roll shows its exact odds),
 * or the rejection `dice/roll` would give.
 */
export function previewRoll(
  state: CampaignState,
  request: RollRequest,
): { readonly ok: true; readonly preview: RollPreview } | Rejection {
  const prepared = prepareRoll(state, request);
  if ('ok' in prepared) return prepared;
  const { actor, opponent, notes } = prepared;
  const against: RollPreview['against'] =
    opponent === null
      ? { kind: 'fixed', difficulty: request.against.kind === 'opposed' ? 0 : request.against.value }
      : { kind: 'opposed', label: opponent.label, ...sidePools(opponent) };
  return { ok: true, preview: { label: actor.label, ...sidePools(actor), against, notes } };
}

function sidePools(side: PreparedSide) {
  const { basePool, modifiers, built } = side;
  return { basePool, modifiers, pool: built.pool, autoFail: built.autoFail };
}

/** Checks a request and resolves both sides; a rejection names what is wrong. */
export function prepareRoll(state: CampaignState, request: RollRequest): PreparedRoll | Rejection {
  const problem = requestProblem(request);
  if (problem) return problem;
  const actor = resolveSide(state, request);
  if ('ok' in actor) return actor;
  const { against } = request;
  const opponent = against.kind === 'opposed' ? resolveSide(state, against) : null;
  if (opponent && 'ok' in opponent) return { ...opponent, message: `The opponent: ${opponent.message}` };
  if (opponent?.character && opponent.character.id === actor.character?.id) {
    return reject('roll/self-opposed', `${opponent.character.name} cannot oppose their own roll`);
  }
  const notes = stageNotes(state, [
    { character: actor.character, skill: request.skill, who: '' },
    ...(against.kind === 'opposed' && opponent
      ? [{ character: opponent.character, skill: against.skill, who: 'The opponent: ' }]
      : []),
  ]);
  if (!Array.isArray(notes)) return notes;
  const settings = state.settings;
  const lean = request.leanOnto
    ? leanOntoModifier(state, actor.character?.id ?? null, request.leanOnto)
    : null;
  if (lean && 'ok' in lean) return lean;
  return {
    notes,
    actor: withModifiers(
      actor,
      actorModifiers(settings, request, actor.character, pendingBolsters(state, actor.character), lean),
      settings,
    ),
    opponent:
      opponent && against.kind === 'opposed'
        ? opposingSide(opponent, against, settings, pendingBolsters(state, opponent.character))
        : null,
  };
}

/** The opponent as the GM labelled it, with the GM's modifiers and its own wound penalty. */
function opposingSide(
  side: Side,
  against: Extract<Against, { readonly kind: 'opposed' }>,
  settings: CotSettings,
  bolsters: readonly PoolModifier[],
) {
  const label = against.label.trim() === '' ? side.label : against.label.trim();
  const modifiers = [...copy(against.modifiers), ...bolsters, ...woundModifiers(settings, side.character)];
  return withModifiers({ ...side, label }, modifiers, settings);
}

/**
 * COT-CHAR-4, COT-D-10 `enforce_stage_tags`: a skill rolled outside the stages its roller is playing is noted
 * (`warn`), let through (`off`) or refused (`block`). A typed pool and a roll outside every scene always fit.
 */
function stageNotes(
  state: CampaignState,
  sides: readonly {
    readonly character: Character | null;
    readonly skill: Skill | null;
    readonly who: string;
  }[],
): string[] | Rejection {
  const notes: string[] = [];
  for (const { character, skill, who } of sides) {
    if (!character || skill === null) continue;
    const stages = playingStages(Object.values(state.scenes), character.id);
    const ruling = rollStageRuling(skill, stages, state.settings);
    if (ruling.kind === 'refused') {
      return reject('roll/outside-stage', `${who}${ruling.message}`, { id: character.id, skill, stages });
    }
    if (ruling.kind === 'note') notes.push(`${who}${ruling.message}`);
  }
  return notes;
}

// ── Checking the request ────────────────────────────────────────────────────────────────────────────

export const isInteger = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isText = (value: unknown, max: number): boolean => typeof value === 'string' && value.length <= max;

function requestProblem(request: RollRequest): Rejection | null {
  if (!isInteger(request.bolsters, 0, limits.bolstersMax)) {
    return reject('roll/bad-bolsters', `Bolsters must be a whole number 0–${limits.bolstersMax}`, {
      bolsters: request.bolsters,
    });
  }
  if (!leanShapeFits(request.leanOnto)) {
    return reject(
      'roll/bad-lean-onto',
      'Lean Onto names a Loyalty (its relation and subject), whose it is, and whether the GM rules it relevant',
    );
  }
  if (!isText(request.note, limits.noteMax)) {
    return reject('roll/note-too-long', `A roll’s note has at most ${limits.noteMax} characters`);
  }
  return modifiersProblem(request.modifiers) ?? againstProblem(request.against);
}

/** A Lean Onto as a request carries it: none, or a Loyalty with whose it is and the GM's ruling (COT-SOC-4). */
function leanShapeFits(lean: unknown): boolean {
  if (lean === null) return true;
  if (typeof lean !== 'object' || Array.isArray(lean)) return false;
  const { of, relation, subject, relevant } = lean as Record<string, unknown>;
  return (
    isText(of, limits.idMax) &&
    of !== '' &&
    isText(relation, characterLimits.labelMax) &&
    isText(subject, characterLimits.labelMax) &&
    typeof relevant === 'boolean'
  );
}

function modifiersProblem(modifiers: readonly PoolModifier[]): Rejection | null {
  if (!Array.isArray(modifiers) || modifiers.length > limits.modifiersMax) {
    return reject('roll/bad-modifier', `A roll takes at most ${limits.modifiersMax} modifiers`);
  }
  const max = limits.poolMax;
  const bad = modifiers.find(
    (modifier) =>
      !isInteger(modifier.rolled, -max, max) ||
      !isInteger(modifier.kept, -max, max) ||
      !isText(modifier.source, limits.labelMax),
  );
  if (bad === undefined) return null;
  return reject('roll/bad-modifier', `A modifier changes at most ${max} dice and names its source`, {
    modifier: bad,
  });
}

// COT-DICE-5: the GM's difficulty or a fixed score is a whole number.
function againstProblem(against: Against): Rejection | null {
  if (against.kind === 'opposed') {
    if (!isText(against.label, limits.labelMax))
      return reject('roll/bad-label', 'The opponent’s label is too long');
    return modifiersProblem(against.modifiers);
  }
  if (against.kind === 'score' && !isText(against.label, limits.labelMax)) {
    return reject('roll/bad-label', 'The score’s label is too long');
  }
  if (isInteger(against.value, 0, limits.difficultyMax)) return null;
  return reject('roll/bad-difficulty', `A difficulty must be a whole number 0–${limits.difficultyMax}`, {
    value: against.value,
  });
}

// ── Who rolls what ──────────────────────────────────────────────────────────────────────────────────

interface Side {
  readonly character: Character | null;
  readonly basePool: Pool;
  readonly label: string;
}

/** A character's skill pool (COT-DICE-2), or a typed pool; the dead do not roll. */
function resolveSide(
  state: CampaignState,
  request: {
    readonly characterId: CharacterId | null;
    readonly skill: Skill | null;
    readonly pool: Pool | null;
  },
): Side | Rejection {
  const { characterId, skill, pool } = request;
  if (characterId !== null && !hasCharacter(state, characterId)) return unknownCharacter(characterId);
  const character = characterId === null ? null : characterOf(state, characterId);
  if (character?.condition.state === 'dead') {
    return reject('roll/dead-character', `${character.name} is dead, and the dead do not roll`, {
      id: character.id,
    });
  }
  if (skill !== null && !Object.hasOwn(skillTable, skill)) {
    return reject('roll/unknown-skill', `${JSON.stringify(skill)} is not a skill`, { skill });
  }
  if (character && skill !== null) {
    if (pool !== null) return reject('roll/two-pools', 'Name a skill or type a pool, not both');
    const label = `${character.name} — ${skillTable[skill].label}`;
    return { character, basePool: skillPool(character, skill), label };
  }
  if (pool === null)
    return reject('roll/no-pool', 'Type a pool to roll, or pick a character and one of their skills');
  if (!isInteger(pool.rolled, 1, limits.poolMax) || !isInteger(pool.kept, 1, pool.rolled)) {
    return reject('roll/bad-pool', `A pool rolls 1–${limits.poolMax} dice and keeps 1 to all of them`, {
      pool,
    });
  }
  const typed = formatPool(pool);
  const label = character
    ? `${character.name} — ${typed}`
    : skill !== null
      ? `${skillTable[skill].label} ${typed}`
      : typed;
  return { character, basePool: { rolled: pool.rolled, kept: pool.kept }, label };
}

// ── Modifiers ───────────────────────────────────────────────────────────────────────────────────────

function withModifiers(side: Side, modifiers: readonly PoolModifier[], settings: CotSettings): PreparedSide {
  return { ...side, modifiers, built: buildPool(side.basePool, modifiers, settings.poolFloor) };
}

const copy = (modifiers: readonly PoolModifier[]): PoolModifier[] =>
  modifiers.map((modifier) => ({ rolled: modifier.rolled, kept: modifier.kept, source: modifier.source }));

const plusOne = (source: string): PoolModifier => ({ rolled: 1, kept: 0, source });

/**
 * The GM's and weapons' modifiers as given, then Bolsters (typed in, and those waiting from a scene), the Lean
 * Onto (COT-SOC-4, one per roll: COT-D-70) and the wound penalty. With `bolster_stacks` off one Bolster counts at
 * most, however it came (COT-D-19).
 */
function actorModifiers(
  settings: CotSettings,
  request: RollRequest,
  character: Character | null,
  pending: readonly PoolModifier[],
  lean: PoolModifier | null,
): PoolModifier[] {
  const typed = settings.bolsterStacks
    ? request.bolsters
    : Math.max(0, Math.min(request.bolsters, 1 - pending.length)); // COT-TIME-4, COT-D-19
  return [
    ...copy(request.modifiers),
    ...Array.from({ length: typed }, () => plusOne('Bolster')),
    ...(lean ? [lean] : []),
    ...woundModifiers(settings, character),
    ...pending,
  ];
}

/**
 * COT-TIME-4: Bolsters given to this character in a scene and not yet used apply to their next roll of any
 * kind, a defence roll included (TV-COT-TIME-4-c); the roll uses them up.
 */
export function pendingBolsters(state: CampaignState, character: Character | null): PoolModifier[] {
  if (!character) return [];
  return bolsterModifiers(state.bolsters, character.id, state.settings).map((m) => ({
    ...m,
    source: 'Bolster (scene)',
  }));
}

// COT-D-11: `wound_penalty = -1k0` on every roll of a Wounded character, opponents included.
function woundModifiers(settings: CotSettings, character: Character | null): PoolModifier[] {
  const wounded = character?.condition.state === 'wounded';
  return wounded && settings.woundPenalty === '-1k0' ? [{ rolled: -1, kept: 0, source: 'Wounded' }] : [];
}
