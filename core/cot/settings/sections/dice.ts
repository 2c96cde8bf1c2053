import { settingsLimits } from '../limits.ts';
import { choice, flag, pool } from '../kinds.ts';
import { section } from '../section.ts';

export const diceSettings = section(
  { id: 'dice', title: 'Dice', rules: 'COT-DICE, COT-CHAR-9' },
  {
    poolFloor: choice({
      label: 'Smallest pool',
      description: 'What happens when penalties would take a pool below one die.',
      reference: 'pool_floor',
      decision: 'COT-D-1',
      options: { '1k1': 'roll 1k1 anyway', auto_fail: 'the roll fails without dice' },
      default: '1k1',
    }),
    successOnEqual: flag({
      label: 'Meeting the difficulty succeeds',
      description:
        'On an unopposed roll a total equal to the difficulty succeeds; off, it must beat it. Opposed rolls and Hidden-zone research ignore this.',
      reference: 'success_on_equal',
      decision: 'COT-D-3',
      default: true,
    }),
    opposedTieWinner: choice({
      label: 'Opposed ties go to',
      description: 'Who wins an opposed roll when both totals are equal.',
      reference: 'opposed_tie_winner',
      decision: 'COT-D-5',
      options: { actor: 'the acting character', defender: 'the defender' },
      default: 'actor',
    }),
    catastropheSetsDifficulty: flag({
      label: "An opponent's catastrophe still sets the difficulty",
      description: "When the opponent's dice all show 1, their total still becomes the number to beat.",
      reference: 'catastrophe_sets_difficulty',
      decision: 'COT-D-6',
      default: true,
    }),
    defaultNpcPool: pool({
      label: 'Score-only NPCs roll',
      description:
        'The pool an NPC with only scores rolls when forced to roll, written like 3k2; a guard without a sheet has this pool’s Awareness.',
      reference: 'default_npc_pool',
      decision: 'COT-D-14',
      poolMax: settingsLimits.poolMax,
      default: { rolled: 3, kept: 2 },
    }),
  },
);
