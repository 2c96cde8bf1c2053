import { skillTable } from '../cot/characters/skills.ts';
import type { Skill } from '../cot/characters/skills.ts';
import type { Character } from '../cot/characters/types.ts';
import { bolsterDice } from '../cot/time/bolster/queries.ts';
import { formatModifier, formatPool, parseModifier, parsePool } from '../dice/pool.ts';
import type { Pool, PoolModifier } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { Rejection } from '../shared/result.ts';
import { campaignLimits as limits } from './limits.ts';
import { isInteger, prepareRoll } from './roll-request.ts';
import type { PreparedRoll, PreparedSide } from './roll-request.ts';
import { preparedOdds } from './roll-view-odds.ts';
import type { RollOdds } from './roll-view-odds.ts';
import { characterScore, scoreLabel, usableWeapons } from './roll-view-options.ts';
import type { ScoreKind } from './roll-view-options.ts';
import type { Against, CampaignState, RollRequest } from './types.ts';

/**
 * The dice tray's rules (COT-DICE-2..8): from what the GM picked — who rolls or a typed pool, the skill, a
 * weapon, modifiers, Bolsters, Lean Onto, and against what — the `dice/roll` request to send and its exact odds,
 * or what is wrong, field by field. The odds come from the request's own `prepareRoll`, the function `dice/roll`
 * rolls with, so the tray shows the chance of the roll it sends. The panel only draws what this returns.
 */

/** COT-DICE-5: the difficulty of an unopposed roll when the GM names none. */
export const defaultDifficulty = 9;

/** What the GM picked in the tray, as the fields hold it: emptied number fields are null. */
export interface RollChoices {
  /** Who rolls; null rolls the typed `pool`. */
  readonly roller: CharacterId | null;
  /** The roller's skill (ignored for a typed pool). */
  readonly skill: Skill;
  /** A typed pool such as `5k3`, rolled when no one is picked. */
  readonly pool: string;
  /** A weapon the roller carries and the skill uses (COT-GEAR-1); '' for none. */
  readonly weapon: string;
  /** The GM's modifiers as typed: `+1k0 -1k0` (COT-DICE-2). */
  readonly modifiers: string;
  /** Bolsters received that no scene recorded (COT-TIME-4); null counts as none. */
  readonly bolsters: number | null;
  /** Leaning onto a Loyalty (COT-SOC-4). */
  readonly leanOnto: boolean;
  readonly against: AgainstChoice;
  readonly note: string;
}

/** Against what the roll is made. */
export type AgainstChoice =
  /** A difficulty; null (an emptied field) is the rules' default (COT-DICE-5). */
  | { readonly kind: 'difficulty'; readonly value: number | null }
  /** A fixed score: a character's Awareness or Training (COT-GUARD-2, COT-GUARD-7), or a typed number. */
  | {
      readonly kind: 'score';
      readonly from: { readonly character: CharacterId; readonly score: ScoreKind } | null;
      readonly value: number | null;
    }
  /** An opponent who rolls first (COT-DICE-8): a character's skill, or a typed pool. */
  | {
      readonly kind: 'opposed';
      readonly opponent: CharacterId | null;
      readonly skill: Skill;
      readonly pool: string;
      readonly modifiers: string;
      /** The opponent's Bolsters that no scene recorded; null counts as none. */
      readonly bolsters: number | null;
    };

/** The tray's fields, for a problem to sit next to. */
export type RollField =
  | 'roller'
  | 'skill'
  | 'pool'
  | 'weapon'
  | 'modifiers'
  | 'bolsters'
  | 'note'
  | 'difficulty'
  | 'score'
  | 'opponent'
  | 'opponentSkill'
  | 'opponentPool'
  | 'opponentModifiers'
  | 'opponentBolsters';

/** One thing wrong with the tray, in the game's words, and the field it is about. */
export interface FieldProblem {
  readonly field: RollField;
  readonly message: string;
}

/** A side of the roll as the tray shows it. */
export interface RollViewSide {
  readonly label: string;
  /** The sheet's skill pool or the typed pool, before modifiers. */
  readonly basePool: Pool;
  /** Every modifier with its source: the GM's, a weapon, Bolsters, Lean Onto, a wound. */
  readonly modifiers: readonly PoolModifier[];
  readonly pool: Pool;
  /** `pool_floor = auto_fail` and no die left: the side fails, or totals 0, without rolling (COT-D-1). */
  readonly autoFail: boolean;
}

/** A roll ready to send, with everything the tray shows about it. */
export interface ReadyRoll {
  readonly ok: true;
  /** The `dice/roll` request. */
  readonly request: RollRequest;
  readonly roller: RollViewSide;
  readonly against:
    | { readonly kind: 'fixed'; readonly difficulty: number; readonly label: string }
    | ({ readonly kind: 'opposed' } & RollViewSide);
  readonly odds: RollOdds;
  /** What the GM should know and the roll does not change (a skill outside its stages, COT-D-10). */
  readonly notes: readonly string[];
}

export type RollView = ReadyRoll | { readonly ok: false; readonly problems: readonly FieldProblem[] };

/** The tray's starting choices: a difficulty at the rules' default, and the table's NPC pool to oppose. */
export function initialChoices(
  state: CampaignState,
  start: { readonly roller?: CharacterId | null; readonly skill?: Skill } = {},
): RollChoices {
  const npcPool = formatPool(state.settings.defaultNpcPool); // COT-D-14
  return {
    roller: start.roller ?? null,
    skill: start.skill ?? 'shooting',
    pool: npcPool,
    weapon: '',
    modifiers: '',
    bolsters: 0,
    leanOnto: false,
    against: { kind: 'difficulty', value: null },
    note: '',
  };
}

/** The opposed choice the tray switches to: an opponent rolling the table's NPC pool. */
export function opposedChoice(state: CampaignState): Extract<AgainstChoice, { kind: 'opposed' }> {
  const pool = formatPool(state.settings.defaultNpcPool);
  return { kind: 'opposed', opponent: null, skill: 'sizeUp', pool, modifiers: '', bolsters: 0 };
}

/** The request the choices make and its odds, or every problem with them, each naming its field. */
export function rollView(state: CampaignState, choices: RollChoices): RollView {
  const built = buildRequest(state, choices);
  if (built.problems.length > 0 || !built.request) return { ok: false, problems: built.problems };
  const prepared = prepareRoll(state, built.request);
  if ('ok' in prepared) return { ok: false, problems: [rejectionProblem(prepared)] };
  return ready(state, built.request, prepared);
}

/**
 * The chance that a character's skill roll against the rules' default difficulty succeeds, with the Bolsters
 * they have waiting (COT-DICE-5): the number on a sheet's roll button. Null when they cannot roll it.
 */
export function skillOdds(state: CampaignState, roller: CharacterId, skill: Skill): number | null {
  const view = rollView(state, initialChoices(state, { roller, skill }));
  return view.ok ? view.odds.success : null;
}

/**
 * Reads the GM's modifiers as typed, `+1k0 -1k0` or `+1k0, -1k0` (COT-DICE-2), each named after `source`.
 * @throws PoolSyntaxError naming the part that is not a modifier; RangeError when there are more than the limit.
 */
export function readModifiers(text: string, source = 'GM'): PoolModifier[] {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const modifiers = parts.map((part) => parseModifier(part, source));
  if (modifiers.length > limits.modifiersMax) {
    throw new RangeError(`A roll takes at most ${limits.modifiersMax} modifiers (got ${modifiers.length})`);
  }
  return modifiers;
}

// ── From the choices to the request ─────────────────────────────────────────────────────────────────

class Problems {
  readonly list: FieldProblem[] = [];

  /** The value `read` returns, or `fallback` with a problem on `field` when it throws. */
  read<T>(field: RollField, fallback: T, read: () => T): T {
    try {
      return read();
    } catch (error) {
      this.add(field, error instanceof Error ? error.message : String(error));
      return fallback;
    }
  }

  add(field: RollField, message: string): void {
    this.list.push({ field, message });
  }
}

function buildRequest(
  state: CampaignState,
  choices: RollChoices,
): { readonly request: RollRequest | null; readonly problems: readonly FieldProblem[] } {
  const problems = new Problems();
  const roller = known(state, choices.roller, 'roller', problems);
  if (roller && !Object.hasOwn(skillTable, choices.skill)) problems.add('skill', 'Pick one of the skills');
  const pool = roller ? null : problems.read('pool', null, () => parsePool(choices.pool));
  const weapon = weaponModifiers(state, roller, choices, problems);
  const modifiers = problems.read('modifiers', [], () => readModifiers(choices.modifiers));
  const bolsters = count(choices.bolsters, 'bolsters', problems);
  if (choices.note.length > limits.noteMax) {
    problems.add('note', `A roll’s note has at most ${limits.noteMax} characters`);
  }
  const against = againstOf(state, choices.against, problems);
  if (problems.list.length > 0 || against === null) return { request: null, problems: problems.list };
  const request: RollRequest = {
    characterId: roller?.id ?? null,
    skill: roller ? choices.skill : null,
    pool,
    // COT-TIME-4: the GM's modifiers stand beside any Bolster, never replaced by it.
    modifiers: [...weapon, ...modifiers],
    bolsters,
    leanOnto: choices.leanOnto,
    against,
    note: choices.note,
  };
  return { request, problems: [] };
}

function known(
  state: CampaignState,
  id: CharacterId | null,
  field: RollField,
  problems: Problems,
): Character | null {
  if (id === null) return null;
  const character = Object.hasOwn(state.characters, id) ? state.characters[id] : undefined;
  if (!character) problems.add(field, 'That character is no longer in the campaign');
  return character ?? null;
}

/** An emptied field counts as none; otherwise a whole number up to the limit. */
function count(value: number | null, field: RollField, problems: Problems): number {
  if (value === null) return 0;
  if (isInteger(value, 0, limits.bolstersMax)) return value;
  problems.add(field, `Bolsters are a whole number from 0 to ${limits.bolstersMax}`);
  return 0;
}

/**
 * COT-DICE-5, COT-GEAR-1: a weapon's bonus goes only to the character who carries it, and only on a skill the
 * weapon is used with; never on a typed pool, whose dice the GM typed whole.
 */
function weaponModifiers(
  state: CampaignState,
  roller: Character | null,
  choices: RollChoices,
  problems: Problems,
): PoolModifier[] {
  if (choices.weapon === '') return [];
  if (!roller) {
    problems.add('weapon', 'A typed pool takes no weapon: type its bonus into the pool or the modifiers');
    return [];
  }
  const weapon = usableWeapons(state, roller, choices.skill).find((w) => w.name === choices.weapon);
  if (weapon) return weapon.bonus.rolled || weapon.bonus.kept ? [weapon.bonus] : [];
  const carried = roller.weapons.includes(choices.weapon);
  const skill = Object.hasOwn(skillTable, choices.skill) ? skillTable[choices.skill].label : 'this skill';
  problems.add(
    'weapon',
    carried
      ? `${choices.weapon} is not used for ${skill} (COT-GEAR-1)`
      : `${roller.name} does not carry ${choices.weapon}`,
  );
  return [];
}

function againstOf(state: CampaignState, choice: AgainstChoice, problems: Problems): Against | null {
  switch (choice.kind) {
    case 'difficulty': {
      const value = choice.value ?? defaultDifficulty; // COT-DICE-5, TV-COT-DICE-5-a
      return checkedDifficulty(value, 'difficulty', problems) ? { kind: 'difficulty', value } : null;
    }
    case 'score':
      return scoreAgainst(state, choice, problems);
    case 'opposed':
      return opposedAgainst(state, choice, problems);
  }
}

function checkedDifficulty(value: number, field: RollField, problems: Problems): boolean {
  if (isInteger(value, 0, limits.difficultyMax)) return true;
  problems.add(field, `A difficulty is a whole number from 0 to ${limits.difficultyMax}`);
  return false;
}

function scoreAgainst(
  state: CampaignState,
  choice: Extract<AgainstChoice, { kind: 'score' }>,
  problems: Problems,
): Against | null {
  if (choice.from) {
    const character = known(state, choice.from.character, 'score', problems);
    if (!character) return null;
    const score = characterScore(state, character, choice.from.score);
    return { kind: 'score', value: score.value, label: scoreLabel(character, choice.from.score, score) };
  }
  if (choice.value === null) {
    problems.add('score', 'Type the score, or pick whose Awareness or Training it is');
    return null;
  }
  const value = choice.value;
  return checkedDifficulty(value, 'score', problems)
    ? { kind: 'score', value, label: `Score ${value}` }
    : null;
}

function opposedAgainst(
  state: CampaignState,
  choice: Extract<AgainstChoice, { kind: 'opposed' }>,
  problems: Problems,
): Against | null {
  const opponent = known(state, choice.opponent, 'opponent', problems);
  if (opponent && !Object.hasOwn(skillTable, choice.skill))
    problems.add('opponentSkill', 'Pick one of the skills');
  const pool = opponent ? null : problems.read('opponentPool', null, () => parsePool(choice.pool));
  const modifiers = problems.read('opponentModifiers', [], () => readModifiers(choice.modifiers));
  const bolsters = count(choice.bolsters, 'opponentBolsters', problems);
  if (choice.opponent !== null && !opponent) return null;
  // COT-TIME-4, COT-D-19: the opponent's Bolsters count as the roller's do, beside the GM's modifiers.
  const bolstered = Array.from({ length: bolsterDice(bolsters, state.settings) }, () => ({
    rolled: 1,
    kept: 0,
    source: 'Bolster',
  }));
  return {
    kind: 'opposed',
    characterId: opponent?.id ?? null,
    skill: opponent ? choice.skill : null,
    pool,
    modifiers: [...modifiers, ...bolstered],
    label: '',
  };
}

// ── The request, prepared and judged ────────────────────────────────────────────────────────────────

/** Where each refusal of `prepareRoll` sits in the tray: the roller's field, or the opponent's. */
const refusalFields: Readonly<Record<string, readonly [RollField, RollField]>> = {
  'roll/dead-character': ['roller', 'opponent'],
  'character/unknown': ['roller', 'opponent'],
  'roll/self-opposed': ['opponent', 'opponent'],
  'roll/unknown-skill': ['skill', 'opponentSkill'],
  'roll/outside-stage': ['skill', 'opponentSkill'],
  'roll/two-pools': ['pool', 'opponentPool'],
  'roll/no-pool': ['pool', 'opponentPool'],
  'roll/bad-pool': ['pool', 'opponentPool'],
  'roll/bad-modifier': ['modifiers', 'opponentModifiers'],
  'roll/bad-bolsters': ['bolsters', 'bolsters'],
  'roll/bad-difficulty': ['difficulty', 'difficulty'],
  'roll/bad-label': ['opponent', 'opponent'],
  'roll/note-too-long': ['note', 'note'],
};

const opponentPrefix = 'The opponent: ';

function rejectionProblem(rejection: Rejection): FieldProblem {
  const [mine, theirs] = refusalFields[rejection.code] ?? ['roller', 'opponent'];
  const opponent = rejection.message.startsWith(opponentPrefix);
  return { field: opponent ? theirs : mine, message: rejection.message };
}

function ready(state: CampaignState, request: RollRequest, prepared: PreparedRoll): ReadyRoll {
  const roller = side(prepared.actor);
  const { against } = request;
  const difficulty = against.kind === 'opposed' ? 0 : against.value;
  const shown: ReadyRoll['against'] = prepared.opponent
    ? { kind: 'opposed', ...side(prepared.opponent) }
    : { kind: 'fixed', difficulty, label: fixedLabel(against) };
  const detail = `${describeSide(roller)} vs ${shown.kind === 'fixed' ? shown.label : describeSide(shown)}`;
  const odds = preparedOdds(prepared, difficulty, state.settings, detail);
  return { ok: true, request, roller, against: shown, odds, notes: prepared.notes };
}

function side(prepared: PreparedSide): RollViewSide {
  const { label, basePool, modifiers, built } = prepared;
  return { label, basePool, modifiers, pool: built.pool, autoFail: built.autoFail };
}

function fixedLabel(against: Against): string {
  if (against.kind === 'score') return against.label;
  return against.kind === 'difficulty' ? `Difficulty ${against.value}` : '';
}

/** "Vex — Shooting 5k3 +1k0 Revolver +1k0 Bolster = 7k3". */
function describeSide(shown: RollViewSide): string {
  const modifiers = shown.modifiers.map((m) => ` ${formatModifier(m)} ${m.source}`).join('');
  const base = formatPool(shown.basePool);
  const named = shown.label.endsWith(base) ? shown.label : `${shown.label} ${base}`;
  const result = shown.autoFail ? 'no dice' : formatPool(shown.pool);
  return modifiers === '' && !shown.autoFail ? named : `${named}${modifiers} = ${result}`;
}
