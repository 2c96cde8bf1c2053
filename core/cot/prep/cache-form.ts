import type { Dice } from '../../dice/dice.ts';
import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { cacheResources } from '../foresight/index.ts';
import { characterLimits } from '../limits/index.ts';
import { heistEnv } from './env.ts';
import { decidePrepScene } from './decide.ts';
import type { PrepCommand, PrepState } from './types.ts';

/**
 * The Cache form (COT-FORE-7) of the Prep board and the Heist board: how many Resources the spender can pay for,
 * the gear of the table's lists, other items by name and note within their bounds, the crew who can receive it,
 * and whether a Cache as filled in would be accepted. The form only gathers the choice; the scheme's rules stay
 * in `cacheProblem`, through each engine's `decide`.
 */
export interface CacheChoices {
  /** The most Resources this Cache can spend: the spender's Foresight and the crew's Resources, 1 each. */
  readonly most: number;
  /**
   * The bounds of the Resources input: from 1 (a Cache buys something) to `most`, or to 1 when nothing can be
   * spent now, so the input stays valid and the verdict on the Cache says what is short.
   */
  readonly resources: { readonly min: number; readonly max: number };
  readonly recipients: readonly { readonly id: CharacterId; readonly name: string }[];
  /** Weapons from the table that add to a pool (Fists are everyone's already). */
  readonly weapons: readonly string[];
  readonly armour: readonly string[];
  /**
   * Other gear, any named item ("the character of your choice gains the items"): the most one Cache can name (a
   * sheet's limit; the recipient's room is the scheme's to check) and the longest name and note.
   */
  readonly items: { readonly most: number; readonly nameMax: number; readonly noteMax: number };
}

export type CacheCommand = Extract<PrepCommand, { type: 'prep/cache' }>;

/** COT-FORE-7: the choices a Cache by `spender` has now, handing gear to one of `crew`. */
export function cacheChoicesFor(
  ctx: EngineContext,
  crew: readonly CharacterId[],
  spender: CharacterId,
): CacheChoices {
  const sheet = Object.hasOwn(ctx.characters, spender) ? ctx.characters[spender] : undefined;
  const most = Math.max(0, Math.min(sheet?.foresight ?? 0, ctx.crew.resources, cacheResources.max));
  return {
    most,
    resources: { min: cacheResources.min, max: Math.max(cacheResources.min, most) },
    recipients: crew.map((id) => ({ id, name: ctx.names(id) })),
    weapons: ctx.settings.weaponTable.filter((w) => w.bonus.rolled + w.bonus.kept > 0).map((w) => w.name),
    armour: ctx.settings.armourTable.map((a) => a.name),
    items: {
      most: characterLimits.gearMax,
      nameMax: characterLimits.labelMax,
      noteMax: characterLimits.gearNoteMax,
    },
  };
}

/** COT-FORE-7: the choices a Cache by `spender` has now in Prep. */
export function cacheChoices(ctx: EngineContext, state: PrepState, spender: CharacterId): CacheChoices {
  return cacheChoicesFor(ctx, state.crew, spender);
}

/** What a Cache or a Blueprint would be refused for now (the scheme's own words), or null when accepted. */
export function schemeProblem(
  ctx: EngineContext,
  state: PrepState,
  command: CacheCommand | Extract<PrepCommand, { type: 'prep/blueprint' }>,
): string | null {
  const decision = decidePrepScene(heistEnv(ctx), state, command, noDice);
  return decision.ok ? null : decision.message;
}

/** "2 Foresight and 2 Resources": what a Cache of `resources` costs (COT-FORE-7). */
export function cacheCostWords(resources: number): string {
  const r = resources === 1 ? 'Resource' : 'Resources';
  return `${resources} Foresight and ${resources} ${r}`;
}

const noDice: Dice = {
  roll() {
    throw new Error('A scheme rolled a die');
  },
};
