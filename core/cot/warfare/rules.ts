import type { DropSettings } from '../drop/index.ts';
import type { CotSettings } from '../settings/index.ts';
import type { WarfareSettings } from './settings.ts';

/**
 * The settings a fight plays by, copied into its state when it starts so replaying it never depends on
 * settings changed later: the dice rules it rolls by (COT-D-1, 3, 5, 6, 11, 12) and its own DECISIONs.
 */
export type WarfareRules = Pick<
  CotSettings,
  | 'poolFloor'
  | 'successOnEqual'
  | 'opposedTieWinner'
  | 'catastropheSetsDifficulty'
  | 'woundPenalty'
  | 'minRecoveryDays'
  | 'maxRecoveryDays'
> &
  WarfareSettings &
  Pick<DropSettings, 'explosivesArea'>;

/** The campaign settings a fight needs: `CotSettings` once the module settings are merged into it. */
export type WarfareSettingsSource = CotSettings & WarfareSettings & Pick<DropSettings, 'explosivesArea'>;

/** Picks the fight's rules out of the campaign settings. */
export function warfareRules(settings: WarfareSettingsSource): WarfareRules {
  return {
    poolFloor: settings.poolFloor,
    successOnEqual: settings.successOnEqual,
    opposedTieWinner: settings.opposedTieWinner,
    catastropheSetsDifficulty: settings.catastropheSetsDifficulty,
    woundPenalty: settings.woundPenalty,
    minRecoveryDays: settings.minRecoveryDays,
    maxRecoveryDays: settings.maxRecoveryDays,
    crashDifficulty: settings.crashDifficulty,
    damageFormula: settings.damageFormula,
    coverAfterWound: settings.coverAfterWound,
    repositionKeepBetter: settings.repositionKeepBetter,
    fleeChaseDistance: settings.fleeChaseDistance,
    catastropheEffects: {
      attack: settings.catastropheEffects.attack,
      crashCheck: settings.catastropheEffects.crashCheck,
    },
    explosivesArea: settings.explosivesArea,
  };
}
