import type { ActionView } from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { EngineContext } from '../world/index.ts';
import { cacheChoices } from './cache-form.ts';
import type { CacheChoices } from './cache-form.ts';
import type { PrepCommand, PrepState } from './types.ts';
import { prepSchemeActions } from './view.ts';

/**
 * The Prep board's Foresight form for one spender (COT-FORE-3: a free action at any moment): the schemes spent in
 * one click, each with its cost or the shortfall that closes it — a Blueprint (COT-FORE-8) — and the choices of a
 * Cache (COT-FORE-7), which asks what it buys and for whom, so it has its own form rather than a button.
 */
export interface PrepSchemeSpend {
  readonly actions: readonly ActionView<PrepCommand>[];
  readonly cache: CacheChoices;
}

/** COT-FORE-3, COT-FORE-7, COT-FORE-8: what `spender` can spend Foresight on in Prep, as the board offers it. */
export function prepSchemeSpend(ctx: EngineContext, state: PrepState, spender: CharacterId): PrepSchemeSpend {
  return {
    actions: prepSchemeActions(ctx, state, spender).filter((view) => view.action !== 'cache'),
    cache: cacheChoices(ctx, state, spender),
  };
}
