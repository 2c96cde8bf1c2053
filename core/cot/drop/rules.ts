import type { CotSettings } from '../settings/index.ts';
import type { DropSettings } from './settings.ts';

/** The settings Getting the Drop plays by: the dice rules it rolls by (COT-D-1, 3, 11, 12) and its own DECISIONs. */
export type DropRules = Pick<
  CotSettings,
  'poolFloor' | 'successOnEqual' | 'woundPenalty' | 'minRecoveryDays' | 'maxRecoveryDays'
> &
  DropSettings;

/** The campaign settings the Drop needs: `CotSettings` once the module settings are merged into it. */
export type DropSettingsSource = CotSettings & DropSettings;

/** Picks the Drop's rules out of the campaign settings. */
export function dropRules(settings: DropSettingsSource): DropRules {
  return {
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    woundPenalty: settings.woundPenalty,
    minRecoveryDays: settings.minRecoveryDays,
    maxRecoveryDays: settings.maxRecoveryDays,
    dropAlertRadius: settings.dropAlertRadius,
    explosivesArea: settings.explosivesArea,
    unconsciousDuration: settings.unconsciousDuration,
    dropWoundDays: settings.dropWoundDays,
    callForHelpBonus: settings.callForHelpBonus,
    catastropheEffects: { drop: settings.catastropheEffects.drop },
  };
}
