import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character, GearItem } from '../characters/index.ts';
import type { Armour, Weapon } from '../settings/index.ts';
import { blueprintZone } from '../spot/index.ts';
import { isNode, nodeName } from '../spot/index.ts';
import { knowsNode } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { SpotCommand, SpotEvent, Spot } from '../spot/index.ts';
import { blueprintCost, cacheProblem, spendProblem } from './foresight.ts';
import type { CacheGear } from './foresight.ts';
import type { ForesightRules } from './rules.ts';

/**
 * The schemes that need no roll and are spent alike before the Heist and during it (COT-FORE-3: free actions): a
 * Blueprint (COT-FORE-8) and a Cache (COT-FORE-7). Each engine finds the spender and the Spot in its own state,
 * asks these plans, and words the events with its own prefix; the rules are here once.
 */

/** The engine a refusal's code names (`prep/unknown-end`, `heist/not-crew`). */
export type SchemeEngine = 'prep' | 'heist';

/** A Blueprint as a command asks it: the new zone, the two places it joins, its barriers and Hidden rating. */
export type BlueprintAsk = Omit<Extract<SpotCommand, { type: 'spot/add-blueprint-zone' }>, 'type' | 'spotId'>;

/** A Blueprint paid for: its cost in Foresight and the Spot's event that adds the zone. */
export interface BlueprintPlan {
  readonly cost: number;
  readonly added: Extract<SpotEvent, { type: 'spot/blueprint-added' }>;
}

/**
 * COT-FORE-8, COT-D-67, COT-D-88: a Hidden zone between two places the crew knows of `spot`; 3 Foresight from
 * the edge, else 1, plus one per zone it bypasses, paid by `spender`. Its barriers have no Securities and the
 * crew knows it.
 */
export function planBlueprint(
  spot: Spot,
  spender: Character,
  ask: BlueprintAsk,
  rules: Pick<ForesightRules, 'foresightShared'> & { readonly defaultHiddenRating: number },
  engine: SchemeEngine,
): BlueprintPlan | Rejection {
  const [a, b] = ask.between;
  const unknown = ask.between.find((end) => !isNode(spot, end) || !knowsNode(spot, end));
  if (unknown !== undefined) {
    return reject(`${engine}/unknown-end`, 'A Blueprint joins two places the crew knows (COT-FORE-8)', {
      end: unknown,
    });
  }
  const made = blueprintZone(spot, ask, rules.defaultHiddenRating);
  if (isRejection(made)) return made;
  const cost = blueprintCost(spot, a, b);
  const what =
    a === outside || b === outside
      ? 'a Blueprint from the edge'
      : `a Blueprint between ${nodeName(spot, a)} and ${nodeName(spot, b)}`;
  return (
    spendProblem(spender, spender, cost, what, rules) ?? {
      cost,
      added: { type: 'spot/blueprint-added', spotId: spot.id, ...made },
    }
  );
}

/** A Cache as a command asks it (COT-FORE-7): what it buys and who gets it. */
export interface CacheAsk extends CacheGear {
  readonly recipient: CharacterId;
}

/** A Cache paid for: the recipient's sheet and what they gain, as the `cached` events carry it. */
export interface CachePlan {
  readonly recipient: Character;
  readonly resources: number;
  readonly weapon: Weapon | null;
  readonly armour: Armour | null;
  readonly items: readonly GearItem[];
}

/**
 * COT-FORE-7: 1 Foresight per Resource on top of the Resources themselves; the gear bought goes to the crew
 * member of the spender's choice (`recipient`, their sheet as the engine sees it, one of `crew`).
 */
export function planCache(
  ctx: Pick<EngineContext, 'crew' | 'settings'>,
  spender: Character,
  recipient: Character | undefined,
  crew: readonly CharacterId[],
  ask: CacheAsk,
  rules: Pick<ForesightRules, 'foresightShared'>,
  engine: SchemeEngine,
): CachePlan | Rejection {
  if (!recipient || !crew.includes(ask.recipient)) {
    return reject(`${engine}/not-crew`, `The gear goes to one of the crew; "${ask.recipient}" is not`);
  }
  const cached = cacheProblem(ctx, spender, recipient, ask, rules, engine);
  if (isRejection(cached)) return cached;
  return { recipient, resources: ask.resources, ...cached };
}

/** What a `cached` event of either engine records of a Cache (its engine adds its type and what else it needs). */
export function cachedFields(plan: CachePlan) {
  return {
    recipient: plan.recipient.id,
    resources: plan.resources,
    weapon: plan.weapon,
    armour: plan.armour?.name ?? null,
    ...(plan.items.length > 0 ? { items: plan.items } : {}),
  };
}
