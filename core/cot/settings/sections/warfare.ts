import { choice, count, flag } from '../kinds.ts';
import { section } from '../section.ts';

export const warfareSettings = section(
  { id: 'warfare', title: 'Gang Warfare', rules: 'COT-WAR' },
  {
    crashDifficulty: count({
      label: 'Crash difficulty',
      description:
        'The Driving check after a vehicle attack. On a failure the vehicle and everyone in it lose max(1, difficulty − total).',
      reference: 'crash_difficulty',
      decision: 'COT-D-34',
      min: 0,
      max: 99,
      default: 9,
    }),
    damageFormula: choice({
      label: 'Damage of a hit',
      description: 'The Cover an attack removes; the excess is how far the total beat the Cover Score.',
      reference: 'damage_formula',
      decision: 'COT-D-35',
      options: { max1_excess: 'the excess, at least 1', one_plus_excess: '1 plus the excess' },
      default: 'max1_excess',
    }),
    coverAfterWound: choice({
      label: 'Cover after a wound',
      description: 'What happens to the Cover Score of a character who has just been Wounded.',
      reference: 'cover_after_wound',
      decision: 'COT-D-36',
      options: {
        reroll: 'is re-rolled at once',
        zero_until_reposition: 'stays 0 until a Reposition (any hit then kills)',
      },
      default: 'reroll',
    }),
    repositionKeepBetter: flag({
      label: 'Reposition keeps the better Cover',
      description: "Off: a Reposition's new Cover replaces the old one, even when lower.",
      reference: 'reposition_keep_better',
      decision: 'COT-D-38',
      default: false,
    }),
    fleeChaseDistance: count({
      label: 'A flight becomes a chase at Distance',
      description: 'The Distance a chase starts at when someone Flees a Gang Warfare.',
      reference: 'flee_chase_distance',
      decision: 'COT-D-39',
      min: 0,
      max: 99,
      default: 1,
    }),
  },
);
