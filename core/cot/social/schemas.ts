import * as v from 'valibot';
import { maxRolled } from '../../dice/pool.ts';
import { keepHighestOrNull } from '../../dice/roll.ts';
import { characterIdSchema, idText } from '../../shared/schema-kit.ts';
import { characterLimits } from '../limits/index.ts';
import type { SocialCommand, SocialSetup } from './commands.ts';
import { buildUpSkills, emotionalStates } from './emotions.ts';
import type { SocialEvent } from './events.ts';

/**
 * Field-by-field schemas of Social Call commands, events and set-up: every string and list bounded, every
 * number an integer in range, objects strict (an unknown key is refused and named), recorded dice that add up.
 * A malformed command never reaches `decide`; an imported event that does not fit is never applied.
 */

export const socialLimits = {
  participantsMax: 100,
  /** Agenda words, summaries. */
  textMax: 2_000,
  /** Knowledge and history entries carried by one event. */
  entriesMax: 10_000,
  modifiersMax: 40,
} as const;

const integer = (min: number, max: number) => {
  const message = `expected an integer from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
};
const text = (max: number) =>
  v.pipe(v.string('expected text'), v.maxLength(max, `expected at most ${max} characters`));
const filledText = (max: number) => v.pipe(text(max), v.minLength(1, 'expected text that is not empty'));
const list = <const T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(item, 'expected a list'), v.maxLength(max, `expected at most ${max} items`));
const object = <const T extends v.ObjectEntries>(entries: T) => v.strictObject(entries, 'expected an object');
const oneOf = <const T extends readonly string[]>(options: T) =>
  v.picklist(options, `expected one of: ${options.join(', ')}`);
const flag = v.boolean('expected true or false');

const id = characterIdSchema;
const side = idText(characterLimits.idMax);
const label = filledText(characterLimits.labelMax);

const loyaltyRef = object({ relation: label, subject: label });
const leanOnto = object({ of: id, relation: label, subject: label });
const loyalty = object({
  relation: text(characterLimits.labelMax),
  subject: text(characterLimits.labelMax),
  prime: flag,
});
export const loyaltyChangeSchema = v.variant(
  'kind',
  [
    object({ kind: v.literal('replace'), loyalty: loyaltyRef, with: loyaltyRef }),
    object({ kind: v.literal('swap'), loyalty: loyaltyRef }),
  ],
  'expected a Loyalty change: replace or swap',
);
const question = v.variant(
  'kind',
  [
    object({ kind: v.literal('prime') }),
    object({ kind: v.literal('subject'), subject: label }),
    object({ kind: v.literal('impeding') }),
  ],
  'expected a question: prime, subject or impeding',
);
const skill = oneOf(buildUpSkills);
const leans = { leanOnto: v.exactOptional(leanOnto), defenderLeanOnto: v.exactOptional(leanOnto) };

export const socialCommandSchema: v.GenericSchema<unknown, SocialCommand> = v.variant(
  'type',
  [
    object({
      type: v.literal('social/read-room'),
      actor: id,
      target: id,
      question: v.exactOptional(question),
      ...leans,
    }),
    object({
      type: v.literal('social/set-agenda'),
      actor: id,
      target: id,
      text: filledText(socialLimits.textMax),
      change: v.exactOptional(loyaltyChangeSchema),
    }),
    object({
      type: v.literal('social/judge-agenda'),
      target: id,
      side,
      impeding: list(loyaltyRef, characterLimits.loyaltiesMax),
    }),
    object({ type: v.literal('social/build-up'), actor: id, target: id, skill, ...leans }),
    object({
      type: v.literal('social/follow-through'),
      actor: id,
      target: id,
      skill,
      leanInto: v.exactOptional(loyaltyRef),
      ...leans,
    }),
    object({ type: v.literal('social/present-identity'), character: id, identity: label }),
    object({ type: v.literal('social/reveal-target'), target: id, learner: id }),
    object({ type: v.literal('social/reveal-identity'), target: id, character: id }),
    object({ type: v.literal('social/join'), id, side }),
    object({ type: v.literal('social/leave'), id }),
    object({ type: v.literal('social/end'), summary: text(socialLimits.textMax) }),
  ],
  'expected a known Social Call command',
);

export const socialSetupSchema: v.GenericSchema<unknown, SocialSetup> = object({
  participants: v.pipe(
    list(object({ id, side }), socialLimits.participantsMax),
    v.minLength(2, 'expected at least two participants'),
  ),
  known: v.exactOptional(list(object({ target: id, learner: id }), socialLimits.entriesMax)),
});

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────

const pool = v.pipe(
  object({ rolled: integer(1, maxRolled), kept: integer(1, maxRolled) }),
  v.check((p) => p.kept <= p.rolled, 'expected no more kept dice than rolled dice'),
);
const modifier = object({
  rolled: integer(-maxRolled, maxRolled),
  kept: integer(-maxRolled, maxRolled),
  source: text(500),
});
const roll = v.pipe(
  object({
    pool,
    faces: list(integer(1, 6), maxRolled),
    keptIndices: list(integer(0, maxRolled - 1), maxRolled),
    kept: list(integer(1, 6), maxRolled),
    total: integer(0, 6 * maxRolled),
    catastrophe: flag,
  }),
  v.check((r) => {
    if (r.faces.length !== r.pool.rolled) return false;
    const again = keepHighestOrNull(r.pool, r.faces);
    if (again === null) return false;
    const same = (a: readonly number[], b: readonly number[]) =>
      a.length === b.length && a.every((x, i) => x === b[i]);
    return (
      same(again.keptIndices, r.keptIndices) &&
      same(again.kept, r.kept) &&
      again.total === r.total &&
      again.catastrophe === r.catastrophe
    );
  }, 'expected the kept dice, total and catastrophe that its faces give'),
);
const check = v.pipe(
  object({
    roller: id,
    basePool: pool,
    modifiers: list(modifier, socialLimits.modifiersMax),
    pool,
    roll: v.nullable(roll),
  }),
  v.check(
    (c) => c.roll === null || (c.roll.pool.rolled === c.pool.rolled && c.roll.pool.kept === c.pool.kept),
    'expected the roll of its pool',
  ),
);

const catastropheRow = oneOf(['default', 'narrative_only'] as const);
const rules = object({
  loyaltyAlterLimit: oneOf(['per_target', 'per_aggressor'] as const),
  negativeStateFollowThrough: oneOf(['others', 'nobody'] as const),
  followThroughDefence: oneOf(['opposed_roll', 'passive_score'] as const),
  stateAfterSuccess: oneOf(['clear', 'keep'] as const),
  socialKnowledge: oneOf(['side', 'character'] as const),
  catastropheEffects: object({ social: catastropheRow }),
  poolFloor: oneOf(['1k1', 'auto_fail'] as const),
  successOnEqual: flag,
  opposedTieWinner: oneOf(['actor', 'defender'] as const),
  catastropheSetsDifficulty: flag,
  woundPenalty: oneOf(['none', '-1k0'] as const),
  leanOntoPerRoll: integer(0, 10),
  leanOntoOthers: v.exactOptional(oneOf(['known', 'held'] as const)),
});
const participant = object({ id, side, identity: text(characterLimits.labelMax), present: flag });
const state = oneOf(emotionalStates);
const contest = {
  actor: id,
  identity: text(characterLimits.labelMax),
  target: id,
  leanOnto: v.nullable(leanOnto),
  defenderLeanOnto: v.nullable(leanOnto),
  defence: v.nullable(check),
  roll: v.nullable(check),
  success: flag,
  targetLearnsIdentity: flag,
};

export const socialEventSchema: v.GenericSchema<unknown, SocialEvent> = v.variant(
  'type',
  [
    object({
      type: v.literal('social/started'),
      rules,
      participants: list(participant, socialLimits.participantsMax),
      found: list(object({ target: id, learner: id, side }), socialLimits.entriesMax),
    }),
    object({
      type: v.literal('social/room-read'),
      ...contest,
      question: v.nullable(question),
      answer: v.nullable(list(loyalty, characterLimits.loyaltiesMax)),
      targetLearnsQuestion: flag,
    }),
    object({
      type: v.literal('social/agenda-set'),
      actor: id,
      side,
      target: id,
      text: filledText(socialLimits.textMax),
      change: v.nullable(loyaltyChangeSchema),
    }),
    object({
      type: v.literal('social/agenda-judged'),
      side,
      target: id,
      impeding: list(loyaltyRef, characterLimits.loyaltiesMax),
    }),
    object({ type: v.literal('social/built-up'), ...contest, skill, state }),
    object({
      type: v.literal('social/followed-through'),
      ...contest,
      skill,
      leanInto: v.nullable(loyaltyRef),
      score: v.nullable(integer(0, 6 * maxRolled)),
      agenda: text(socialLimits.textMax),
      state: v.nullable(state),
      change: v.nullable(loyaltyChangeSchema),
      loyalties: v.nullable(list(loyalty, characterLimits.loyaltiesMax)),
    }),
    object({
      type: v.literal('social/identity-presented'),
      character: id,
      previous: text(characterLimits.labelMax),
      identity: label,
    }),
    object({ type: v.literal('social/target-revealed'), target: id, learner: id, side }),
    object({
      type: v.literal('social/identity-revealed'),
      target: id,
      character: id,
      identity: text(characterLimits.labelMax),
    }),
    object({ type: v.literal('social/joined'), participant }),
    object({ type: v.literal('social/left'), id }),
    object({ type: v.literal('social/ended'), summary: text(socialLimits.textMax) }),
  ],
  'expected a known Social Call event',
);
