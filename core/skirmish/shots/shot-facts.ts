import { modelOf } from '../actions/access.ts';
import type { ClassFactsInput, TargetRef } from '../commands.ts';
import { modelClass } from './shot-plan.ts';
import { targetNumbers } from './target-class.ts';
import type { ModelId, SkirmishState } from '../types.ts';

/**
 * The order dialog's questions about a model target's class (HST-COVER-3, -6, -7): which facts apply to this
 * target now, with the target number each answer gives, the other facts as they stand. The numbers come from
 * the same `modelClass` the shot's plan uses, so what the dialog shows is what `decide` rolls against.
 */

/** HST-COVER-7: which of shooter and target stands on the higher level. */
export type LevelFact = 'same' | 'shooter-higher' | 'target-higher';

export const levelFacts: readonly LevelFact[] = ['same', 'shooter-higher', 'target-higher'];

/** A yes/no fact of the target's class. */
export interface ClassFactCheck {
  readonly fact: 'flanked' | 'seesLineStart' | 'aimsAtLowerLevel';
  readonly label: string;
  readonly rule: string;
  readonly value: boolean;
  /** The target number with the box ticked and unticked. */
  readonly tn: { readonly ticked: number; readonly unticked: number };
}

export interface LevelChoice {
  readonly value: LevelFact;
  readonly label: string;
  readonly tn: number;
}

export interface ClassFactsForm {
  /** The target number with the facts as given. */
  readonly tn: number;
  readonly level: {
    readonly value: LevelFact;
    readonly choices: readonly LevelChoice[];
    readonly rule: string;
  };
  /** Only the facts that apply: "aims at the lower level" only for a higher target with an aim marker. */
  readonly checks: readonly ClassFactCheck[];
}

/** The level fact a shot order's facts state. */
export function levelOf(facts: ClassFactsInput): LevelFact {
  if (facts.targetHigher) return 'target-higher';
  return facts.shooterHigher ? 'shooter-higher' : 'same';
}

/** The facts that state a level; "aims at the lower level" travels only with a higher target (HST-COVER-7). */
export function levelFactsOf(
  level: LevelFact,
  aimsAtLowerLevel: boolean,
): Pick<ClassFactsInput, 'shooterHigher' | 'targetHigher' | 'aimsAtLowerLevel'> {
  if (level === 'shooter-higher') return { shooterHigher: true };
  if (level !== 'target-higher') return {};
  return aimsAtLowerLevel ? { targetHigher: true, aimsAtLowerLevel: true } : { targetHigher: true };
}

const levelLabels: Readonly<Record<LevelFact, string>> = {
  same: 'the same level',
  'shooter-higher': 'the shooter on a higher level',
  'target-higher': 'the target on a higher level',
};

const checkWords = {
  flanked: { label: 'Flanked: the line of fire misses its line of cover', rule: 'HST-COVER-3' },
  seesLineStart: { label: "Shooter sees where the target's line of aim or fire starts", rule: 'HST-COVER-6' },
  aimsAtLowerLevel: { label: 'The target aims at the lower level', rule: 'HST-COVER-7' },
} as const;

/**
 * The class facts of a shot by `shooter` at `target` (fired as its action, or as a reaction), or null when
 * its class does not follow from them: a vehicle or object target, a model not in the fight, or a class the
 * players called themselves.
 */
export function classFactsForm(
  state: SkirmishState,
  shooter: ModelId,
  target: TargetRef,
  facts: ClassFactsInput,
  exchange: 'action' | 'reaction',
): ClassFactsForm | null {
  const model = target.kind === 'model' ? modelOf(state, target.model) : undefined;
  if (!model || facts.class) return null;
  const item = exchange === 'action' ? 'action' : `shot:${shooter}`;
  const level = levelOf(facts);
  const aimsLower = facts.aimsAtLowerLevel ?? false;
  const withLevel = (value: LevelFact): ClassFactsInput => ({
    shooterHigher: false,
    targetHigher: false,
    aimsAtLowerLevel: false,
    ...levelFactsOf(value, aimsLower),
  });
  const given = { ...facts, ...withLevel(level) }; // one level, even from an order that names two
  const tnOf = (change: ClassFactsInput) =>
    targetNumbers[modelClass(state, model, { ...given, ...change }, item).class];
  const check = (fact: ClassFactCheck['fact'], value: boolean): ClassFactCheck => ({
    fact,
    ...checkWords[fact],
    value,
    tn: { ticked: tnOf({ [fact]: true }), unticked: tnOf({ [fact]: false }) },
  });
  return {
    tn: tnOf({}),
    level: {
      value: level,
      choices: levelFacts.map((value) => ({ value, label: levelLabels[value], tn: tnOf(withLevel(value)) })),
      rule: 'HST-COVER-7',
    },
    checks: [
      check('flanked', facts.flanked ?? false),
      check('seesLineStart', facts.seesLineStart ?? true),
      ...(level === 'target-higher' && model.aiming ? [check('aimsAtLowerLevel', aimsLower)] : []),
    ],
  };
}
