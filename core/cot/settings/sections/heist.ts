import { spotLimits } from '../../limits/index.ts';
import { choice, count, either, flag } from '../kinds.ts';
import { section } from '../section.ts';

export const heistSettings = section(
  { id: 'heist', title: 'The Heist: spots and guards', rules: 'COT-SPOT, COT-GUARD' },
  {
    stealthSkill: choice({
      label: 'A Stealth roll is',
      description: 'The skill rolled with Fingers to move unseen, in a Heist and on a stakeout.',
      reference: 'stealth_skill',
      decision: 'COT-D-9',
      options: {
        sneak: 'Fingers + Sneak',
        catBurglary: 'Fingers + Cat Burglary',
        best_of: 'Fingers + the better of Sneak and Cat Burglary',
      },
      default: 'sneak',
    }),
    hazardDifficulty: count({
      label: 'Hazard difficulty',
      description:
        'What a move through a Hazardous zone must reach; a Cat Burglary total is also the Stealth roll.',
      reference: 'hazard_difficulty',
      decision: 'COT-D-51',
      min: 0,
      max: 99,
      default: 9,
    }),
    defaultHiddenRating: count({
      label: 'Hidden rating of a Hidden zone',
      description: 'The rating research must reach to find a Hidden zone, when the Spot gives it none.',
      reference: 'default_hidden_rating',
      decision: 'COT-D-53',
      min: spotLimits.scoreMin,
      max: spotLimits.scoreMax,
      default: 15,
    }),
    explosivesBypass: flag({
      label: 'Explosives may blow a Lock, Vault or Structure',
      description:
        'A loud bypass: every guard in both zones becomes Aware and every other guard in the Spot gains Awareness as on a Call for Help. Off: only each Security’s own skill bypasses it.',
      reference: 'explosives_bypass',
      decision: 'COT-D-55',
      default: false,
    }),
    awareCooldownRounds: either({
      label: 'An Aware guard stays Aware',
      description: 'Whether guards who became Aware ever stand down.',
      reference: 'aware_cooldown_rounds',
      decision: 'COT-D-56',
      named: { value: null, words: 'for the rest of the Job' },
      fixed: {
        words: 'until some quiet Heist rounds pass',
        count: 'Quiet Heist rounds before guards stand down',
        unit: 'Heist rounds',
        min: 1,
        max: 1000,
        suggested: 10,
      },
      default: null,
    }),
    callForHelpBonus: count({
      label: 'Call for Help adds to Awareness',
      description: "Added to every guard's Awareness in the Spot when a guard calls for help.",
      reference: 'call_for_help_bonus',
      decision: 'COT-D-57',
      min: 0,
      max: 99,
      default: 3,
    }),
    heatAwarenessPerPoint: count({
      label: 'Heat raises Awareness by',
      description:
        "Added to every guard's Awareness at the crew's target Spots for each point of the crew's Heat (COT-GUARD-7).",
      reference: 'heat_awareness_per_point',
      decision: 'COT-D-58',
      min: 0,
      max: 99,
      unit: 'per point of Heat',
      default: 1,
    }),
    discoveredClearsOnNewIdentity: flag({
      label: 'A new identity clears Discovered',
      description:
        'A disguise (a new presented identity) makes a Discovered character Concealed again. Off: Discovered lasts the Job.',
      reference: 'discovered_clears_on_new_identity',
      decision: 'COT-D-91',
      default: true,
    }),
  },
);
