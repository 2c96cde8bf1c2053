import { characterLimits } from '../../limits/index.ts';
import { choice, count, either } from '../kinds.ts';
import { section } from '../section.ts';

const stat = characterLimits.statMax;
const days = characterLimits.recoveryDaysMax;

export const characterSettings = section(
  { id: 'characters', title: 'Characters', rules: 'COT-CHAR' },
  {
    abilityMin: count({
      label: 'Lowest ability rating',
      description: 'No ability on a sheet may be below this.',
      reference: 'ability_min',
      decision: 'COT-D-7',
      min: 1,
      max: stat,
      default: 1,
    }),
    abilityMax: count({
      label: 'Highest ability rating',
      description: 'No ability on a sheet may be above this.',
      reference: 'ability_max',
      decision: 'COT-D-7',
      min: 1,
      max: stat,
      default: 5,
    }),
    skillMin: count({
      label: 'Lowest skill rating',
      description: 'No skill on a sheet may be below this.',
      reference: 'skill_min',
      decision: 'COT-D-7',
      min: 0,
      max: stat,
      default: 0,
    }),
    skillMax: count({
      label: 'Highest skill rating',
      description: 'No skill on a sheet may be above this.',
      reference: 'skill_max',
      decision: 'COT-D-7',
      min: 0,
      max: stat,
      default: 5,
    }),
    enforceStageTags: choice({
      label: 'A skill used outside its stages',
      description:
        'Skills are tagged with the stages they suit (Prep, Social, Heist, Action). The rules themselves use some elsewhere, such as Lookout on a stakeout.',
      reference: 'enforce_stage_tags',
      decision: 'COT-D-10',
      options: {
        warn: 'is allowed, with a note',
        off: 'is allowed without a word',
        block: 'is refused',
      },
      default: 'warn',
    }),
    woundPenalty: choice({
      label: 'Wounded characters roll',
      description: "A Wounded character's dice penalty. A second wound kills either way.",
      reference: 'wound_penalty',
      decision: 'COT-D-11',
      options: { none: 'with no penalty', '-1k0': 'at -1k0' },
      default: 'none',
    }),
    minRecoveryDays: count({
      label: 'Fewest recovery days',
      description: 'A wound takes at least this many in-game days to heal.',
      reference: 'min_recovery_days',
      decision: 'COT-D-12',
      min: 1,
      max: days,
      unit: 'days',
      default: 1,
    }),
    maxRecoveryDays: either({
      label: 'Most recovery days',
      description: 'A cap on the days a wound takes to heal.',
      reference: 'max_recovery_days',
      decision: 'COT-D-12',
      named: { value: null, words: 'no limit' },
      fixed: {
        words: 'a limit',
        count: 'Most recovery days',
        unit: 'days',
        min: 1,
        max: days,
        suggested: 30,
      },
      default: null,
    }),
    reputationScope: choice({
      label: 'Reputation is kept',
      description: 'Each character earns and spends their own Reputation, or the crew shares one.',
      reference: 'reputation_scope',
      decision: 'COT-D-15',
      options: { character: 'per character', crew: 'for the whole crew' },
      default: 'character',
    }),
    heatDecayDays: either({
      label: 'Heat cools down',
      description: "Whether the crew's Heat falls by itself while they lie low between Jobs.",
      reference: 'heat_decay_days',
      decision: 'COT-D-15',
      named: { value: null, words: 'never by itself' },
      fixed: {
        words: 'by 1 every few days without a Job',
        count: 'Days without a Job for 1 Heat',
        unit: 'days',
        min: 1,
        max: days,
        suggested: 7,
      },
      default: null,
    }),
  },
);
