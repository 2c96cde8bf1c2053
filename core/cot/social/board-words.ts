import type { Names } from '../../engine/index.ts';
import { skillTable } from '../characters/index.ts';
import { emotionTable, emotionalStates } from './emotions.ts';
import type { EmotionalState, EmotionKind } from './emotions.ts';
import { formatLoyalty } from './loyalties.ts';
import type { EmotionView, KnownPresenter } from './targets.ts';
import type { Agenda, Alteration, LoyaltyChange, Question } from './types.ts';

/** The Social Call board's words: the states' legend, who built a state, what a target knows, an agenda. */

/** One of the ten emotional states in the board's legend (COT-SOC-10, COT-SOC-13). */
export interface LegendEntry {
  readonly state: EmotionalState;
  readonly label: string;
  readonly kind: EmotionKind;
  /** What the target feels and does (COT-SOC-13). */
  readonly meaning: string;
  /** How it is set: "a Build Up with Intimidate succeeds" (COT-SOC-10), or fails, or a Follow Through fails. */
  readonly setBy: string;
  /** The target's state now. */
  readonly current: boolean;
}

/** The ten states, positive first as in the reference's table, the target's current one marked. */
export function emotionLegend(current: EmotionalState | null): LegendEntry[] {
  return emotionalStates.map((state) => {
    const { label, kind, meaning, skill } = emotionTable[state];
    const skillLabel = skillTable[skill].label;
    const setBy =
      kind === 'positive'
        ? `a Build Up with ${skillLabel} succeeds`
        : `a Build Up${skill === 'con' ? '' : ' or a Follow Through'} with ${skillLabel} fails`;
    return { state, label, kind, meaning, setBy, current: state === current };
  });
}

/** A state on the board: the state, what it means and who built it, as whom (COT-SOC-11: the setter). */
export interface BoardEmotion {
  readonly state: EmotionalState;
  readonly label: string;
  readonly kind: EmotionKind;
  readonly meaning: string;
  /** "Ruth, presenting as "delivery girl"". */
  readonly builtBy: string;
}

export function boardEmotion(emotion: EmotionView | null): BoardEmotion | null {
  if (!emotion) return null;
  const { state, label, kind, meaning, setter } = emotion;
  return { state, label, kind, meaning, builtBy: `${setter.name}, presenting as "${setter.identity}"` };
}

function questionWords(question: Question): string {
  switch (question.kind) {
    case 'prime':
      return 'their Prime Loyalty';
    case 'subject':
      return `how they feel about ${question.subject}`;
    case 'impeding':
      return 'what stands in the way of the agenda';
  }
}

/** What a target knows of someone (COT-SOC-7, COT-SOC-8, COT-D-13): their presented identity, the questions heard. */
export function knownWords(known: KnownPresenter): string {
  const as = `${known.name} as "${known.identity}"`;
  const heard = known.questions.map((q) => `heard them ask ${questionWords(q)}`);
  return [known.knowsIdentity ? `knows ${as}` : `does not know ${as}`, ...heard].join('; ');
}

/** What a Read Room answer told its learner (COT-SOC-8). */
export function answerWords(
  names: Names,
  target: string,
  answer: { learner: string; question: Question; answer: readonly { relation: string; subject: string }[] },
): string {
  const found = answer.answer.length > 0 ? answer.answer.map(formatLoyalty).join(', ') : 'none';
  return `${names(answer.learner)} asked ${target} ${questionWords(answer.question)}: ${found}`;
}

/** The Loyalty change an agenda seeks, in words (COT-SOC-2). */
export function changeWords(change: LoyaltyChange | null): string | null {
  if (!change) return null;
  return change.kind === 'swap'
    ? `swap ${formatLoyalty(change.loyalty)} with the Prime`
    : `replace ${formatLoyalty(change.loyalty)} with ${formatLoyalty(change.with)}`;
}

/** An agenda on the board: its words, who pushes it, whether it was followed through (COT-SOC-9, COT-SOC-12). */
export interface BoardAgenda {
  readonly side: string;
  readonly sideLabel: string;
  readonly text: string;
  readonly setBy: string;
  readonly change: string | null;
  /** "“lend us the car”, set by Ruth (swap Fear: Loan shark with the Prime)". */
  readonly words: string;
  readonly achieved: boolean;
  /** "Followed through: achieved", or "Being pushed: not followed through yet". */
  readonly status: string;
  /**
   * What the GM judged to stand in its way (COT-SOC-5), in a sentence; null once achieved, and where the side
   * does not see the GM's judgement.
   */
  readonly impeding: string | null;
}

export function boardAgenda(
  names: Names,
  agenda: Pick<Agenda, 'side' | 'setBy' | 'text' | 'change' | 'achieved'> & Partial<Pick<Agenda, 'impeding'>>,
  withJudgement: boolean,
): BoardAgenda {
  const impeding = agenda.impeding ?? [];
  const change = changeWords(agenda.change);
  const setBy = names(agenda.setBy);
  return {
    side: agenda.side,
    sideLabel: names(agenda.side),
    text: agenda.text,
    setBy,
    change,
    words: `“${agenda.text}”, set by ${setBy}${change ? ` (${change})` : ''}`,
    achieved: agenda.achieved,
    status: agenda.achieved ? 'Followed through: achieved' : 'Being pushed: not followed through yet',
    impeding:
      !withJudgement || agenda.achieved
        ? null
        : impeding.length === 0
          ? 'Nothing judged in its way'
          : `In its way: ${impeding.map(formatLoyalty).join(', ')}`,
  };
}

/** A Loyalty altered in this call (COT-SOC-2). */
export function alterationWords(names: Names, target: string, alteration: Alteration): string {
  const by = names(alteration.by);
  const change = alteration.change;
  return change.kind === 'swap'
    ? `${by}'s agenda made ${formatLoyalty(change.loyalty)} ${target}'s Prime`
    : `${by}'s agenda turned ${target}'s ${formatLoyalty(change.loyalty)} into ${formatLoyalty(change.with)}`;
}
