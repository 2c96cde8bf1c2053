import { choice, count, flag } from '../kinds.ts';
import { section } from '../section.ts';

export const researchSettings = section(
  { id: 'research', title: 'Research and Foresight', rules: 'COT-PREP, COT-FORE' },
  {
    planningResearchDays: count({
      label: 'Days a Planning research roll takes',
      description:
        'Prep days one Planning research roll keeps the researcher busy. Connections and stakeouts take one.',
      reference: 'planning_research_days',
      decision: 'COT-D-59',
      min: 1,
      max: 99,
      unit: 'days',
      default: 1,
    }),
    halveRounding: choice({
      label: 'Halved difficulties round',
      description: 'Connections research and stakeouts halve the difficulty; an odd one rounds this way.',
      reference: 'halve_rounding',
      decision: 'COT-D-60',
      options: { up: 'up', down: 'down' },
      default: 'up',
    }),
    foresightFormula: choice({
      label: 'Foresight from a Planning roll',
      description: 'How a Planning total becomes Foresight, up to the cap of Brains + Planning.',
      reference: 'foresight_formula',
      decision: 'COT-D-63',
      options: {
        total_div_3: '1 per full step of the total',
        margin_div_3: '1 per full step of the margin over the Foresight difficulty',
        success_plus_margin_div_3: '1 on a success, plus 1 per full step of the margin',
      },
      default: 'total_div_3',
    }),
    foresightDifficulty: count({
      label: 'Foresight difficulty',
      description: 'The difficulty the margin formulas count from; the default formula ignores it.',
      reference: 'foresight_difficulty',
      decision: 'COT-D-63',
      min: 0,
      max: 99,
      default: 9,
    }),
    foresightStep: count({
      label: 'Points per Foresight',
      description: 'The step of the formula: points of total or margin for each Foresight.',
      reference: 'foresight_step',
      decision: 'COT-D-63',
      min: 1,
      max: 99,
      default: 3,
    }),
    foresightShared: flag({
      label: "Crew members may spend each other's Foresight",
      description: 'Off: each character spends only the Foresight they banked.',
      reference: 'foresight_shared',
      decision: 'COT-D-64',
      default: false,
    }),
    foresightPersists: choice({
      label: 'Unspent Foresight lasts',
      description: 'When Foresight nobody spent is lost.',
      reference: 'foresight_persists',
      decision: 'COT-D-64',
      options: { job: 'until the Job ends', session: 'until the session ends', forever: 'until spent' },
      default: 'job',
    }),
    trainingKeptDieCost: count({
      label: 'Foresight for a kept die (Training)',
      description: 'What a +1k1 bought with the Training scheme costs in Foresight; a rolled die costs 1.',
      reference: 'training_kept_die_cost',
      decision: 'COT-D-66',
      min: 1,
      max: 99,
      default: 2,
    }),
  },
);
