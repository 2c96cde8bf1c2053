import { settingsLimits } from '../limits.ts';
import { choice, count } from '../kinds.ts';
import { section } from '../section.ts';

export const socialSettings = section(
  { id: 'social', title: 'Social Calls', rules: 'COT-SOC' },
  {
    leanOntoPerRoll: count({
      label: 'Lean Onto per roll',
      description: 'How many Loyalties a character may lean on for one roll.',
      reference: 'lean_onto_per_roll',
      decision: 'COT-D-70',
      min: 0,
      max: settingsLimits.leanOntoMax,
      default: 1,
    }),
    leanOntoOthers: choice({
      label: "Leaning onto another's Loyalty in a Social Call",
      description:
        'Which of the other side’s Loyalties a character may lean onto: one they learned of (by Read Room, or from the GM), or any the other holds.',
      reference: 'lean_onto_others',
      decision: 'COT-D-70',
      options: {
        known: 'only one the leaning character knows of',
        held: 'any Loyalty the other holds, known or not',
      },
      default: 'known',
    }),
    loyaltyAlterLimit: choice({
      label: 'One Loyalty altered per call',
      description: 'Whom the limit of one altered Loyalty per Social Call protects.',
      reference: 'loyalty_alter_limit',
      decision: 'COT-D-69',
      options: {
        per_target: 'per target: each character loses at most one Loyalty a call',
        per_aggressor: 'per aggressor: each manipulator alters at most one Loyalty a call',
      },
      default: 'per_target',
    }),
    negativeStateFollowThrough: choice({
      label: 'Follow Through on a negative state',
      description: 'Who may Follow Through on a negative emotional state (Angry, Wise…).',
      reference: 'negative_state_follow_through',
      decision: 'COT-D-75',
      options: {
        others: 'anyone but the identity that caused it',
        nobody: 'nobody, until a new Build Up replaces it',
      },
      default: 'others',
    }),
    followThroughDefence: choice({
      label: 'A target resists a Follow Through with',
      description: 'How the target of a Follow Through defends.',
      reference: 'follow_through_defence',
      decision: 'COT-D-76',
      options: {
        opposed_roll: 'an It + Size Up roll, first',
        passive_score: 'the passive score of It + Size Up (3 × It + Size Up), no roll',
      },
      default: 'opposed_roll',
    }),
    stateAfterSuccess: choice({
      label: 'After a successful Follow Through the state',
      description: 'Whether the next agenda needs a new Build Up.',
      reference: 'state_after_success',
      decision: 'COT-D-77',
      options: { clear: 'is used up', keep: 'stays for the next agenda' },
      default: 'clear',
    }),
    socialKnowledge: choice({
      label: 'What a Read Room reveals is known to',
      description: 'Who may use what one character learns about a target (who they are, a Loyalty).',
      reference: 'social_knowledge',
      decision: 'SOC-D-1',
      options: { side: "the reader's whole side", character: 'the reader only' },
      default: 'side',
    }),
  },
);
