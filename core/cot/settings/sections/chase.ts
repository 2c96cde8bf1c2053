import { count, either } from '../kinds.ts';
import { section } from '../section.ts';

export const chaseSettings = section(
  { id: 'chase', title: 'Chases', rules: 'COT-CHASE' },
  {
    musclesVelocityRating: either({
      label: 'Velocity of characters on foot',
      description: 'The Velocity Rating of the Muscles scale. Speed is always the faster scale.',
      reference: 'muscles_velocity_rating',
      decision: 'COT-D-42',
      named: { value: 'pool_keep', words: 'the kept dice of their chase pool' },
      fixed: {
        words: 'a fixed rating',
        count: 'Velocity Rating on foot',
        unit: '',
        min: 1,
        max: 99,
        suggested: 2,
      },
      default: 'pool_keep',
    }),
    defaultChaseDistance: count({
      label: 'Chases start at Distance',
      description: "Each pursuer group's Distance when a chase starts.",
      reference: 'default_chase_distance',
      decision: 'COT-D-43',
      min: 0,
      max: 99,
      default: 2,
    }),
    minObstacleDifficulty: count({
      label: 'Lowest obstacle difficulty',
      description: 'The Target names an obstacle’s difficulty; it may not be lower than this.',
      reference: 'min_obstacle_difficulty',
      decision: 'COT-D-44',
      min: 0,
      max: 99,
      default: 9,
    }),
    chaseRangePenalty: count({
      label: 'Ranged penalty per Distance',
      description:
        'Rolled dice a ranged attack in a chase loses per Distance above 1 (−1k0 each); 0 means none.',
      reference: 'chase_range_penalty',
      decision: 'COT-D-45',
      min: 0,
      max: 10,
      unit: 'rolled dice',
      default: 0,
    }),
  },
);
