import type { CotSettings } from '../../../core/index.ts';

/** A section of the dashboard: the settings its "Reset to the rules' defaults" puts back. */
export interface Section {
  readonly id: string;
  readonly title: string;
  readonly rules: string;
  readonly keys: readonly (keyof CotSettings)[];
}

export const sections: readonly Section[] = [
  {
    id: 'dice',
    title: 'Dice',
    rules: 'COT-DICE',
    keys: [
      'poolFloor',
      'successOnEqual',
      'opposedTieWinner',
      'catastropheSetsDifficulty',
      'defaultNpcPool',
      'catastropheEffects',
    ],
  },
  {
    id: 'characters',
    title: 'Characters',
    rules: 'COT-CHAR',
    keys: [
      'abilityMin',
      'abilityMax',
      'skillMin',
      'skillMax',
      'woundPenalty',
      'minRecoveryDays',
      'maxRecoveryDays',
      'reputationScope',
    ],
  },
  {
    id: 'time',
    title: 'Time and helping',
    rules: 'COT-TIME, COT-SOC',
    keys: ['prepActionsPerDay', 'bolsterSelf', 'bolsterStacks', 'leanOntoPerRoll'],
  },
  {
    id: 'initiative',
    title: 'Initiative',
    rules: 'COT-INIT',
    keys: ['initiativeTie', 'rerollInitiativeEachRound'],
  },
  {
    id: 'drop',
    title: 'Getting the Drop and guards',
    rules: 'COT-DROP, COT-GUARD',
    keys: ['dropAlertRadius', 'explosivesArea', 'unconsciousDuration', 'dropWoundDays', 'callForHelpBonus'],
  },
  {
    id: 'warfare',
    title: 'Gang Warfare',
    rules: 'COT-WAR',
    keys: [
      'crashDifficulty',
      'damageFormula',
      'coverAfterWound',
      'repositionKeepBetter',
      'fleeChaseDistance',
    ],
  },
  {
    id: 'chase',
    title: 'Chases',
    rules: 'COT-CHASE',
    keys: ['musclesVelocityRating', 'defaultChaseDistance', 'minObstacleDifficulty', 'chaseRangePenalty'],
  },
  {
    id: 'gear',
    title: 'Gear',
    rules: 'COT-GEAR',
    keys: ['armourInTraining', 'weaponTable', 'armourTable', 'vehicleTable'],
  },
];

/** The section a setting belongs to. @throws RangeError for a key no section lists. */
export function sectionOf(key: keyof CotSettings): Section {
  const section = sections.find((candidate) => candidate.keys.includes(key));
  if (!section) throw new RangeError(`No section lists the setting "${key}"`);
  return section;
}
