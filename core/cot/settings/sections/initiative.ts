import { choice, flag } from '../kinds.ts';
import { section } from '../section.ts';

export const initiativeSettings = section(
  { id: 'initiative', title: 'Initiative', rules: 'COT-INIT' },
  {
    initiativeTie: choice({
      label: 'Initiative ties',
      description: "Who acts first when two sides' slots have the same total.",
      reference: 'initiative_tie',
      decision: 'COT-D-24',
      options: { crew_first: 'the crew goes first', roll_off: 'the tied sides roll 1d6, high goes first' },
      default: 'crew_first',
    }),
    rerollInitiativeEachRound: flag({
      label: 'Re-roll initiative every round',
      description: 'Off: the initiative rolled when a scene starts lasts the whole scene.',
      reference: 'reroll_initiative_each_round',
      decision: 'COT-D-25',
      default: false,
    }),
  },
);
