import type { EngineContext } from '../world/index.ts';
import { spotRules } from '../spot/index.ts';
import type { SpotRules, SpotSettingsSource } from '../spot/index.ts';
import { prepRules } from './settings.ts';
import type { PrepRules, PrepSettingsSource } from './settings.ts';

/**
 * The rules a Job is played by, in its Prep and in its Heist alike: the Spot's and guards' (COT-SPOT, COT-GUARD),
 * research's (COT-PREP) and Foresight's (COT-FORE). They live with Prep, which the Heist builds on (it researches
 * and spends Foresight as Prep does), so Prep never reaches into the Heist.
 */
export type HeistRules = SpotRules & PrepRules;

/** Picks them out of the campaign settings, with the DECISION defaults for those it does not carry yet. */
export function heistRules(settings: SpotSettingsSource & PrepSettingsSource): HeistRules {
  return { ...spotRules(settings), ...prepRules(settings) };
}

/** What every Heist rule reads: the campaign around the scene, and the rules picked out of its settings. */
export interface HeistEnv {
  readonly ctx: EngineContext;
  readonly rules: HeistRules;
}

export function heistEnv(ctx: EngineContext): HeistEnv {
  return { ctx, rules: heistRules(ctx.settings) };
}
