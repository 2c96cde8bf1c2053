import type { Skill } from '../characters/index.ts';

/**
 * The emotional states a Build Up or a failed Follow Through leaves on a target (COT-SOC-10, COT-SOC-12) and
 * what each means at the table (COT-SOC-13), as data the dashboard shows beside the target.
 */

/** The five skills a Build Up may use (COT-SOC-10). */
export const buildUpSkills = ['intimidate', 'con', 'impress', 'manipulate', 'convince'] as const;
export type BuildUpSkill = (typeof buildUpSkills)[number] & Skill;

/** The four skills a Follow Through may use: every Build Up skill but Con (COT-SOC-12). */
export const followThroughSkills = ['intimidate', 'impress', 'manipulate', 'convince'] as const;
export type FollowThroughSkill = (typeof followThroughSkills)[number] & Skill;

/** The ten emotional states, in the order of the reference's table (COT-SOC-13). */
export const emotionalStates = [
  'accepting',
  'devoted',
  'engaged',
  'fearful',
  'mark',
  'angry',
  'envious',
  'stubborn',
  'suspicious',
  'wise',
] as const;
export type EmotionalState = (typeof emotionalStates)[number];

export type EmotionKind = 'positive' | 'negative';

/** One state as the dashboard shows it. */
export interface EmotionInfo {
  readonly label: string;
  readonly kind: EmotionKind;
  /** What the target feels and does, for narration (COT-SOC-13). */
  readonly meaning: string;
  /** The Build Up skill whose success (positive) or failure (negative) sets it (COT-SOC-10). */
  readonly skill: BuildUpSkill;
}

// COT-SOC-13
export const emotionTable: Readonly<Record<EmotionalState, EmotionInfo>> = {
  accepting: {
    label: 'Accepting',
    kind: 'positive',
    meaning: 'believes the lie being told',
    skill: 'manipulate',
  },
  devoted: {
    label: 'Devoted',
    kind: 'positive',
    meaning: 'wants to be like, or be with, the aggressor',
    skill: 'impress',
  },
  engaged: {
    label: 'Engaged',
    kind: 'positive',
    meaning: "is weighing the aggressor's argument and may change stance",
    skill: 'convince',
  },
  fearful: { label: 'Fearful', kind: 'positive', meaning: 'is afraid and will comply', skill: 'intimidate' },
  mark: { label: 'Mark', kind: 'positive', meaning: 'has bought into the con', skill: 'con' },
  angry: {
    label: 'Angry',
    kind: 'negative',
    meaning: 'is furious and will resist the agenda',
    skill: 'intimidate',
  },
  envious: {
    label: 'Envious',
    kind: 'negative',
    meaning: 'hates the aggressor for showing off or being better',
    skill: 'impress',
  },
  stubborn: {
    label: 'Stubborn',
    kind: 'negative',
    meaning: "is set in their opinion and rejects the aggressor's stance",
    skill: 'convince',
  },
  suspicious: {
    label: 'Suspicious',
    kind: 'negative',
    meaning: "does not believe the aggressor's lies",
    skill: 'manipulate',
  },
  wise: { label: 'Wise', kind: 'negative', meaning: 'recognises the con for what it is', skill: 'con' },
};

// COT-SOC-10: each Build Up skill's positive and negative state.
const statesOf: Readonly<Record<BuildUpSkill, { positive: EmotionalState; negative: EmotionalState }>> = {
  intimidate: { positive: 'fearful', negative: 'angry' },
  con: { positive: 'mark', negative: 'wise' },
  impress: { positive: 'devoted', negative: 'envious' },
  manipulate: { positive: 'accepting', negative: 'suspicious' },
  convince: { positive: 'engaged', negative: 'stubborn' },
};

/** The state a Build Up with `skill` sets: positive on a success, negative on a failure (COT-SOC-10). */
export function stateFor(skill: BuildUpSkill, success: boolean): EmotionalState {
  return success ? statesOf[skill].positive : statesOf[skill].negative;
}

/** The negative state of a skill: what a failed Follow Through leaves (COT-SOC-12). */
export function negativeStateOf(skill: BuildUpSkill): EmotionalState {
  return statesOf[skill].negative;
}

/** Positive or negative (TV-COT-SOC-13-a: Fearful is positive, Wise negative). */
export function emotionKind(state: EmotionalState): EmotionKind {
  return emotionTable[state].kind;
}

export const isBuildUpSkill = (skill: string): skill is BuildUpSkill =>
  (buildUpSkills as readonly string[]).includes(skill);

export const isFollowThroughSkill = (skill: string): skill is FollowThroughSkill =>
  (followThroughSkills as readonly string[]).includes(skill);
