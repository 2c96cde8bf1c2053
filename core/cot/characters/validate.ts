import type { CotSettings } from '../settings/index.ts';
import { gearItemProblems } from './gear.ts';
import { characterLimits as limits } from '../limits/index.ts';
import { abilities, abilityLabels, skills, skillTable } from './skills.ts';
import { characterKinds } from './choices.ts';
import type { Character, CharacterKind } from './types.ts';

/** One thing wrong with a sheet: the field as a path (`abilities.muscle`, `loyalties[1].subject`) and a sentence for the GM. */
export interface Problem {
  readonly field: string;
  readonly message: string;
}

const kinds: readonly CharacterKind[] = characterKinds.map((kind) => kind.value);

/**
 * Everything that makes a sheet break the rules under the table's settings, in sheet order; empty when
 * the sheet is valid. Checks values, not shape: it never throws, even on a sheet with missing parts
 * (an edit in progress, an imported record), and reports those parts as problems.
 */
export function characterProblems(character: Character, settings: CotSettings): Problem[] {
  const sheet = character as Partial<Record<keyof Character, unknown>>;
  return [
    ...textProblem('id', 'The id', sheet.id, limits.idMax, true),
    ...kindProblems(sheet.kind),
    ...textProblem('name', 'The name', sheet.name, limits.nameMax, true),
    ...textProblem('trueIdentity', 'The true identity', sheet.trueIdentity, limits.labelMax, false),
    ...textProblem(
      'presentedIdentity',
      'The presented identity',
      sheet.presentedIdentity,
      limits.labelMax,
      false,
    ),
    ...textProblem(
      'mysticismTradition',
      'The Mysticism Tradition',
      sheet.mysticismTradition,
      limits.labelMax,
      false,
    ),
    ...abilityProblems(sheet.abilities, settings),
    ...skillProblems(sheet.skills, settings),
    ...loyaltyProblems(sheet.loyalties, sheet.kind),
    ...foresightProblems(character),
    ...rangeProblem('reputation', 'Reputation', sheet.reputation, 0, limits.reputationMax),
    ...conditionProblems(sheet.condition, settings),
    ...(typeof sheet.focusRoundUsed === 'boolean'
      ? []
      : [{ field: 'focusRoundUsed', message: 'Focus Round used must be true or false' }]),
    ...weaponProblems(sheet.weapons, settings),
    ...armourProblems(sheet.armour, settings),
    ...gearProblems(sheet.gear),
    ...textProblem('notes', 'The notes', sheet.notes, limits.notesMax, false),
  ];
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === undefined) return 'nothing';
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'a list' : 'an object';
  return String(value);
}

/** "Muscle must be 1–5 (got 0)"; non-integers are named as such. */
function rangeProblem(field: string, label: string, value: unknown, min: number, max: number): Problem[] {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return [{ field, message: `${label} must be a whole number ${min}–${max} (got ${show(value)})` }];
  }
  if (value < min || value > max)
    return [{ field, message: `${label} must be ${min}–${max} (got ${value})` }];
  return [];
}

function textProblem(
  field: string,
  label: string,
  value: unknown,
  max: number,
  required: boolean,
): Problem[] {
  if (typeof value !== 'string') return [{ field, message: `${label} must be text (got ${show(value)})` }];
  if (required && value.trim() === '') return [{ field, message: `${label} must not be empty` }];
  if (value.length > max) {
    return [{ field, message: `${label} must be at most ${max} characters (got ${value.length})` }];
  }
  return [];
}

function kindProblems(kind: unknown): Problem[] {
  if (kinds.includes(kind as CharacterKind)) return [];
  return [{ field: 'kind', message: `The kind must be crew, npc or guard (got ${show(kind)})` }];
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// COT-CHAR-1, COT-D-7
function abilityProblems(values: unknown, settings: CotSettings): Problem[] {
  if (!isRecord(values)) return [{ field: 'abilities', message: 'The four abilities are missing' }];
  return abilities.flatMap((ability) =>
    rangeProblem(
      `abilities.${ability}`,
      abilityLabels[ability],
      values[ability],
      settings.abilityMin,
      settings.abilityMax,
    ),
  );
}

// COT-CHAR-2, COT-D-7
function skillProblems(values: unknown, settings: CotSettings): Problem[] {
  if (!isRecord(values)) return [{ field: 'skills', message: 'The 24 skills are missing' }];
  return skills.flatMap((skill) =>
    rangeProblem(
      `skills.${skill}`,
      skillTable[skill].label,
      values[skill],
      settings.skillMin,
      settings.skillMax,
    ),
  );
}

// COT-SOC-1, COT-D-68: crew 1–4 with exactly one Prime; NPCs and guards 0–4, one Prime if any.
function loyaltyProblems(values: unknown, kind: unknown): Problem[] {
  if (!Array.isArray(values)) return [{ field: 'loyalties', message: 'The Loyalties are missing' }];
  const list: readonly unknown[] = values;
  const problems: Problem[] = list.flatMap(loyaltyEntryProblems);
  const primes = list.filter((loyalty) => isRecord(loyalty) && loyalty.prime === true).length;
  if (list.length > limits.loyaltiesMax) {
    problems.push({
      field: 'loyalties',
      message: `A character has at most ${limits.loyaltiesMax} Loyalties (got ${list.length})`,
    });
  }
  if (kind === 'crew' && list.length === 0) {
    problems.push({ field: 'loyalties', message: 'A crew character needs a Prime Loyalty' });
  } else if (list.length > 0 && primes !== 1) {
    problems.push({ field: 'loyalties', message: `Exactly one Loyalty must be the Prime (got ${primes})` });
  }
  return problems;
}

function loyaltyEntryProblems(loyalty: unknown, index: number): Problem[] {
  const field = `loyalties[${index}]`;
  if (!isRecord(loyalty))
    return [{ field, message: `Loyalty ${index + 1} must be a relation and a subject` }];
  return [
    ...textProblem(
      `${field}.relation`,
      `Loyalty ${index + 1}'s relation`,
      loyalty.relation,
      limits.labelMax,
      true,
    ),
    ...textProblem(
      `${field}.subject`,
      `Loyalty ${index + 1}'s subject`,
      loyalty.subject,
      limits.labelMax,
      true,
    ),
    ...(typeof loyalty.prime === 'boolean'
      ? []
      : [{ field: `${field}.prime`, message: `Loyalty ${index + 1}'s Prime mark must be true or false` }]),
  ];
}

// COT-FORE-2: 0 ≤ Foresight ≤ Brains + Planning; COT-CHAR-5: only crew hold Foresight.
function foresightProblems(character: Character): Problem[] {
  const value: unknown = character.foresight;
  if (character.kind !== 'crew' && value !== 0) {
    return [{ field: 'foresight', message: `Only crew hold Foresight: this must be 0 (got ${show(value)})` }];
  }
  const brains: unknown = isRecord(character.abilities) ? character.abilities.brains : undefined;
  const planning: unknown = isRecord(character.skills) ? character.skills.planning : undefined;
  const cap = typeof brains === 'number' && typeof planning === 'number' ? brains + planning : 0;
  const max = Number.isInteger(cap) ? Math.max(0, cap) : 0;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max) return [];
  return [
    {
      field: 'foresight',
      message: `Foresight must be 0–${max}, its cap Brains + Planning (got ${show(value)})`,
    },
  ];
}

// COT-CHAR-6, COT-CHAR-7, COT-D-12
function conditionProblems(condition: unknown, settings: CotSettings): Problem[] {
  if (!isRecord(condition)) return [{ field: 'condition', message: 'The condition is missing' }];
  if (condition.state === 'unhurt' || condition.state === 'dead') return [];
  if (condition.state !== 'wounded') {
    return [
      {
        field: 'condition.state',
        message: `The condition must be unhurt, wounded or dead (got ${show(condition.state)})`,
      },
    ];
  }
  const max = settings.maxRecoveryDays ?? limits.recoveryDaysMax;
  return rangeProblem(
    'condition.recoveryDays',
    'A wounded character’s recovery days',
    condition.recoveryDays,
    settings.minRecoveryDays,
    Math.min(max, limits.recoveryDaysMax),
  );
}

// COT-GEAR-1, COT-D-16
function weaponProblems(weapons: unknown, settings: CotSettings): Problem[] {
  if (!Array.isArray(weapons)) return [{ field: 'weapons', message: 'The weapons are missing' }];
  const list: readonly unknown[] = weapons;
  const problems: Problem[] = list.flatMap((name, index) =>
    settings.weaponTable.some((weapon) => weapon.name === name)
      ? []
      : [{ field: `weapons[${index}]`, message: `${show(name)} is not in the weapon table` }],
  );
  if (list.length > limits.weaponsMax) {
    problems.push({
      field: 'weapons',
      message: `A character carries at most ${limits.weaponsMax} weapons (got ${list.length})`,
    });
  }
  return problems;
}

// COT-GEAR-2, COT-D-17
function armourProblems(armour: unknown, settings: CotSettings): Problem[] {
  if (armour === null || settings.armourTable.some((row) => row.name === armour)) return [];
  return [{ field: 'armour', message: `${show(armour)} is not in the armour table` }];
}

// COT-FORE-7: other gear, each item named, with its note; a sheet stored before gear lists has none.
function gearProblems(gear: unknown): Problem[] {
  if (gear === undefined) return [];
  if (!Array.isArray(gear)) return [{ field: 'gear', message: 'The other gear must be a list of items' }];
  const list: readonly unknown[] = gear;
  if (list.length > limits.gearMax) {
    return [
      {
        field: 'gear',
        message: `A sheet holds at most ${limits.gearMax} items of other gear (got ${list.length})`,
      },
    ];
  }
  return list.flatMap((item, index) =>
    gearItemProblems(item, `Gear item ${index + 1}`).map(({ part, message }) => ({
      field: part === null ? `gear[${index}]` : `gear[${index}].${part}`,
      message,
    })),
  );
}
