import type { PlayerLens } from '../../engine/index.ts';
import { emotionTable } from './emotions.ts';
import { formatLoyalty } from './loyalties.ts';
import type { Question, SocialState } from './types.ts';

/**
 * A Social Call as the crew sees it (issue 21): each target in the room by the face they show (or as the GM lets the
 * crew know them), and what the crew has learnt of them — whether they found out who the target is (COT-SOC-7),
 * the answers of their Read Rooms (COT-SOC-8), the emotional state the crew built (COT-SOC-10, COT-SOC-13) and the
 * agendas the crew pushes (COT-SOC-9). Never what the other side learnt, their agendas or the target's Loyalties
 * the crew has not asked about.
 */
export interface PlayerSocialBody {
  readonly engine: 'social';
  readonly targets: readonly PlayerSocialTarget[];
}

export interface PlayerSocialTarget {
  readonly key: string;
  readonly name: string;
  /** What the crew learnt of them, a line each. */
  readonly learnt: readonly string[];
}

export function socialPlayerView(state: SocialState, lens: PlayerLens): PlayerSocialBody {
  const crewLearnt = (learner: string) => lens.look(learner).crew;
  const targets = state.participants.flatMap((participant): PlayerSocialTarget[] => {
    const look = lens.look(participant.id);
    if (look.crew || look.name === null || !participant.present) return [];
    const id = participant.id;
    const found = state.found.some((f) => f.target === id && crewLearnt(f.learner));
    const answers = state.discoveries
      .filter((d) => d.target === id && crewLearnt(d.learner))
      .map(
        (d) =>
          `${questionWords(d.question)}: ${d.answer.length > 0 ? d.answer.map(formatLoyalty).join(', ') : 'none'}`,
      );
    const emotion = state.emotions.find((e) => e.target === id && crewLearnt(e.setter.character));
    const agendas = state.agendas
      .filter((a) => a.target === id && lens.crewSide(a.side))
      .map((a) => `Agenda “${a.text}”: ${a.achieved ? 'followed through' : 'being pushed'}`);
    const learnt = [
      ...(found ? ['The crew knows who they are'] : []),
      ...answers,
      ...(emotion ? [`${emotionTable[emotion.state].label}: ${emotionTable[emotion.state].meaning}`] : []),
      ...agendas,
    ];
    return [{ key: look.key, name: look.name, learnt }];
  });
  return { engine: 'social', targets };
}

/** A Read Room's question (COT-SOC-8), as the crew asked it. */
function questionWords(question: Question): string {
  switch (question.kind) {
    case 'prime':
      return 'Their Prime Loyalty';
    case 'subject':
      return `How they feel about ${question.subject}`;
    case 'impeding':
      return 'What stands in the way of the agenda';
  }
}
