import { initialChoices, opposedChoice } from '../../../core/index.ts';
import type {
  CampaignState,
  CharacterId,
  LeanOnto,
  LogEntry,
  RollChoices,
  RollField,
  RollRecord,
  RollView,
  ScoreKind,
  Skill,
} from '../../../core/index.ts';

/**
 * The dice tray's form as the inputs hold it, and how it becomes the choices core's `rollView` reads. Each
 * "against" kind keeps its own fields, so switching between them loses nothing the GM typed.
 */

export type AgainstKind = 'difficulty' | 'score' | 'opposed';

export interface TrayFields {
  /** A character id, or '' to roll the typed pool. */
  roller: string;
  skill: Skill;
  pool: string;
  weapon: string;
  modifiers: string;
  /** Number inputs hold null when emptied. */
  bolsters: number | null;
  /** One of the roller's own Loyalties, from core's `rollOptions(…).leanOnto` (COT-SOC-4), or null. */
  leanOnto: LeanOnto | null;
  /** The GM's ruling that the Loyalty leaned onto is of immediate relevance to this roll (COT-SOC-4). */
  leanRelevant: boolean;
  againstKind: AgainstKind;
  /** null: the rules' default difficulty. */
  difficulty: number | null;
  /** '' for a typed score, else `scoreSource(character, score)`. */
  scoreSource: string;
  scoreValue: number | null;
  /** A character id, or '' for a typed pool. */
  opponent: string;
  opponentSkill: Skill;
  opponentPool: string;
  opponentModifiers: string;
  opponentBolsters: number | null;
  note: string;
}

/** The form at its start: core's starting choices, pre-filled with a roller and skill when given (a sheet's roll). */
export function initialFields(
  state: CampaignState,
  start: { readonly roller?: CharacterId | null; readonly skill?: Skill } = {},
): TrayFields {
  const first = initialChoices(state, start);
  const opposed = opposedChoice(state);
  return {
    roller: first.roller ?? '',
    skill: first.skill,
    pool: first.pool,
    weapon: first.weapon,
    modifiers: first.modifiers,
    bolsters: first.bolsters,
    leanOnto: first.leanOnto,
    leanRelevant: first.leanOnto?.relevant ?? false,
    againstKind: 'difficulty',
    difficulty: null,
    scoreSource: '',
    scoreValue: null,
    opponent: '',
    opponentSkill: opposed.skill,
    opponentPool: opposed.pool,
    opponentModifiers: opposed.modifiers,
    opponentBolsters: opposed.bolsters,
    note: first.note,
  };
}

/** The value a score option has in its select. */
export function scoreSource(character: CharacterId, score: ScoreKind): string {
  return `${score}:${character}`;
}

function readScoreSource(value: string): { character: CharacterId; score: ScoreKind } | null {
  const match = /^(awareness|training):(.+)$/s.exec(value);
  if (!match) return null;
  return { score: match[1] as ScoreKind, character: match[2] as CharacterId };
}

/** What the form asks core to roll. */
export function trayChoices(fields: TrayFields): RollChoices {
  return {
    roller: fields.roller === '' ? null : (fields.roller as CharacterId),
    skill: fields.skill,
    pool: fields.pool,
    weapon: fields.weapon,
    modifiers: fields.modifiers,
    bolsters: fields.bolsters,
    leanOnto: fields.leanOnto ? { ...fields.leanOnto, relevant: fields.leanRelevant } : null,
    against: againstChoice(fields),
    note: fields.note,
  };
}

function againstChoice(fields: TrayFields): RollChoices['against'] {
  switch (fields.againstKind) {
    case 'difficulty':
      return { kind: 'difficulty', value: fields.difficulty };
    case 'score':
      return { kind: 'score', from: readScoreSource(fields.scoreSource), value: fields.scoreValue };
    case 'opposed':
      return {
        kind: 'opposed',
        opponent: fields.opponent === '' ? null : (fields.opponent as CharacterId),
        skill: fields.opponentSkill,
        pool: fields.opponentPool,
        modifiers: fields.opponentModifiers,
        bolsters: fields.opponentBolsters,
      };
  }
}

/**
 * The form after a roll was stored: the next roll starts with an empty note, no Bolsters and no Lean Onto
 * (each served the roll just made); who rolls and against what stay for a quick second roll.
 */
export function afterRoll(fields: TrayFields): TrayFields {
  return { ...fields, note: '', bolsters: 0, leanOnto: null, leanRelevant: false, opponentBolsters: 0 };
}

/** The form after the roller changes: a weapon and a Loyalty belong to whoever holds them, so they go. */
export function withRoller(fields: TrayFields, roller: string): TrayFields {
  return { ...fields, roller, weapon: '', leanOnto: null, leanRelevant: false };
}

/** The form after the skill changes: the weapon chosen for the last skill goes with it. */
export function withSkill(fields: TrayFields, skill: Skill): TrayFields {
  return { ...fields, skill, weapon: '' };
}

/** Core's message for each field that has one (the first, when several). */
export function problemsByField(view: RollView): Partial<Record<RollField, string>> {
  const byField: Partial<Record<RollField, string>> = {};
  if (!view.ok) for (const { field, message } of view.problems) byField[field] ??= message;
  return byField;
}

/** The roll a stored `dice/roll` entry made, or null (refused, or not a roll). */
export function rolledRecord(entry: LogEntry | null): RollRecord | null {
  const event = entry?.events.find((candidate) => candidate.type === 'dice/rolled');
  return event?.type === 'dice/rolled' ? event.roll : null;
}
