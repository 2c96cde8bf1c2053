import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { cacheChoicesFor } from '../prep/index.ts';
import type { CacheChoices, HeistEnv } from '../prep/index.ts';
import { decideHeist } from './decide.ts';
import type { HeistCommand, HeistState } from './types.ts';

/**
 * The Cache form of the Heist board (COT-FORE-7, COT-FORE-3: a free action at any moment): the same choices as in
 * Prep, for the Heist's crew, and the verdict of the Heist's own `decide` on a Cache as filled in.
 */

export type HeistCacheCommand = Extract<HeistCommand, { type: 'heist/cache' }>;

/** COT-FORE-7: what a Cache by `spender` can buy and for whom, mid-Heist. */
export function heistCacheChoices(env: HeistEnv, state: HeistState, spender: CharacterId): CacheChoices {
  return cacheChoicesFor(env.ctx, state.crew, spender);
}

/** Why the Heist would refuse this Cache now (the scheme's own words), or null when it would be accepted. */
export function heistCacheProblem(
  env: HeistEnv,
  state: HeistState,
  command: HeistCacheCommand,
): string | null {
  const decision = decideHeist(env, state, command, noDice);
  return decision.ok ? null : decision.message;
}

const noDice: Dice = {
  roll() {
    throw new Error('A Cache rolled a die');
  },
};
