import { skillTable } from '../cot/characters/index.ts';
import type { Skill } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import type { LeanOntoRuling } from '../cot/social/index.ts';
import { bolsterDice } from '../cot/time/index.ts';
import { formatPool, parseModifier, parsePool } from '../dice/pool.ts';
import type { PoolModifier } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import { campaignLimits as limits } from './limits.ts';
import { isInteger } from './roll-request.ts';
import { characterScore, scoreLabel, usableWeapons } from './roll-view-options.ts';
import type { ScoreKind } from './roll-view-options.ts';
import type { Against, CampaignState, RollRequest } from './types.ts';

/**
 * What the GM picks in the dice tray, and how it becomes a `dice/roll` request (COT-DICE-2..8): every field
 * read and checked, each problem named after its field. roll-view.ts prepares the request and gives its odds.
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
  /**
   * Leaning onto one of the roller's own Loyalties (COT-SOC-4), from `rollOptions(…).leanOnto`, with the GM's
   * ruling that it is of immediate relevance; null for none.
   */
  readonly leanOnto: LeanOntoRuling | null;
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
  | 'leanOnto'
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
    leanOnto: null,
    against: { kind: 'difficulty', value: null },
    note: '',
  };
}

/** The opposed choice the tray switches to: an opponent rolling the table's NPC pool. */
export function opposedChoice(state: CampaignState): Extract<AgainstChoice, { kind: 'opposed' }> {
  const pool = formatPool(state.settings.defaultNpcPool);
  return { kind: 'opposed', opponent: null, skill: 'sizeUp', pool, modifiers: '', bolsters: 0 };
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

/** The request the choices make, or every problem with them; a request only when there is none. */
export function buildRequest(
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
  if (isInteger(value, limits.difficultyMin, limits.difficultyMax)) return true;
  problems.add(
    field,
    `A difficulty is a whole number from ${limits.difficultyMin} to ${limits.difficultyMax}`,
  );
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
