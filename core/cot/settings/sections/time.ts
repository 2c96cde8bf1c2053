import { count, flag } from '../kinds.ts';
import { section } from '../section.ts';

export const timeSettings = section(
  { id: 'time', title: 'Time and helping', rules: 'COT-TIME' },
  {
    prepActionsPerDay: count({
      label: 'Prep actions per day',
      description: 'Research, stakeouts and other Prep rolls each character makes per in-game day.',
      reference: 'prep_actions_per_day',
      decision: 'COT-D-21',
      min: 1,
      max: 10,
      default: 1,
    }),
    bolsterSelf: flag({
      label: 'A character may Bolster their own roll',
      description: 'Off: a Bolster always helps someone else.',
      reference: 'bolster_self',
      decision: 'COT-D-19',
      default: false,
    }),
    bolsterStacks: flag({
      label: 'Several Bolsters stack',
      description: 'Off: only one Bolster counts on a roll.',
      reference: 'bolster_stacks',
      decision: 'COT-D-19',
      default: true,
    }),
  },
);
