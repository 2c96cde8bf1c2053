import type { EngineRoll, Names } from '../../engine/index.ts';
import { engineRoll } from '../common/index.ts';
import type { ResearchGoal } from './research.ts';
import type { ResearchResult } from './research-roll.ts';

/** A research goal in words: "the Layout", "the Mark Dolan". */
export function goalWords(goal: ResearchGoal, names: Names): string {
  switch (goal.kind) {
    case 'layout':
      return 'the Layout';
    case 'hidden':
      return 'Hidden zones';
    case 'mark':
      return `the Mark ${names(goal.person)}`;
    case 'itinerary':
      return goal.subject.kind === 'spot'
        ? "the Spot's Itinerary"
        : `${names(goal.subject.character)}'s Itinerary`;
  }
}

const methodWords = {
  planning: 'Planning',
  connections: 'Connections',
  stakeout: 'Stakeout (Lookout)',
} as const;

/** The research roll and a stakeout's Stealth roll, for the roll log (COT-PREP-1..8). */
export function researchRolls(result: ResearchResult, names: Names): readonly EngineRoll[] {
  const main = engineRoll(result.check, {
    what: `${methodWords[result.method]} research: ${goalWords(result.goal, names)}`,
    difficulty: result.difficulty,
    againstLabel: result.difficulty === null ? 'Hidden ratings' : 'Difficulty',
    success: result.success,
    result: result.success ? 'learned' : 'nothing learned',
  });
  const stakeout = result.stakeout?.check
    ? [
        engineRoll(result.stakeout.check, {
          what: 'Stakeout: Stealth against the guards nearest the edge',
          difficulty: result.stakeout.awareness,
          againstLabel: 'Awareness',
          success: result.stakeout.unseen,
          result: result.stakeout.unseen ? 'unseen' : 'seen: Heat +1',
        }),
      ]
    : [];
  return [main, ...stakeout];
}
