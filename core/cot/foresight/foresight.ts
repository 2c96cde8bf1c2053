import type { PoolModifier } from '../../dice/pool.ts';
import type { EngineContext, TrainingPurchase } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { foresightCap } from '../characters/index.ts';
import { gearItemProblems, gearOf } from '../characters/index.ts';
import { characterLimits } from '../limits/index.ts';
import type { Character, GearItem } from '../characters/index.ts';
import type { Armour, Weapon } from '../settings/index.ts';
import { stepsBetween } from '../spot/index.ts';
import { onCrewMap } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { NodeId, Spot } from '../spot/index.ts';
import type { ForesightRules } from './rules.ts';

/**
 * Foresight (COT-FORE-1..9): banking it with Planning, its cap, and what each of the six schemes costs. Both
 * the Prep engine and the Heist engine spend it through these functions (and its schemes through ./schemes.ts),
 * so a cost is computed once.
 * Foresight itself lives on the character sheet; engines report spending and banking as campaign effects.
 */

/** The six schemes (COT-FORE-4..9). */
export type Scheme = 'ambush' | 'training' | 'secrets' | 'cache' | 'blueprint' | 'switch';

export const schemeLabels: Readonly<Record<Scheme, string>> = {
  ambush: 'an Ambush',
  training: 'Training',
  secrets: 'Secrets',
  cache: 'a Cache',
  blueprint: 'a Blueprint',
  switch: 'a Switch',
};

/** COT-FORE-6, COT-FORE-9: Secrets and Switch cost 3 per roll. */
export const secretsCost = 3;
export const switchCost = 3;

/**
 * COT-FORE-1, COT-D-63: the Foresight a Planning roll earns before the cap. `total_div_3`: one per full
 * `foresight_step` points of the total; `margin_div_3`: one per full step of margin over `foresight_difficulty`;
 * `success_plus_margin_div_3`: one on success plus one per full step of margin. A catastrophe earns none
 * (COT-D-4, unless the table plays that row as narration only).
 */
export function foresightGained(
  total: number,
  catastrophe: boolean,
  rules: Pick<
    ForesightRules,
    'foresightFormula' | 'foresightDifficulty' | 'foresightStep' | 'successOnEqual' | 'foresightCatastrophe'
  >,
): number {
  if (catastrophe && rules.foresightCatastrophe === 'default') return 0; // COT-D-4
  const step = Math.max(1, rules.foresightStep);
  const margin = total - rules.foresightDifficulty;
  switch (rules.foresightFormula) {
    case 'total_div_3':
      return Math.max(0, Math.floor(total / step));
    case 'margin_div_3':
      return Math.max(0, Math.floor(margin / step));
    case 'success_plus_margin_div_3': {
      const success = !catastrophe && (rules.successOnEqual ? margin >= 0 : margin > 0);
      return success ? 1 + Math.floor(margin / step) : 0;
    }
  }
}

/** COT-FORE-2: what a gain adds to the sheet; anything above Brains + Planning is lost. Never negative. */
export function foresightBanked(character: Character, gained: number): number {
  return Math.max(0, Math.min(gained, foresightCap(character) - character.foresight));
}

/** COT-FORE-5, COT-D-66: dice bought for one roll (its one definition is the training capability's). */
export type { TrainingPurchase };

/**
 * A roll a view offers, with the Foresight Training the GM is buying for `actor`'s roll (COT-FORE-5), if any:
 * the view then checks and prices the command as it will be sent.
 */
export function withTraining<C extends object>(
  ctx: { training?(id: string): TrainingPurchase | undefined },
  actor: CharacterId,
  command: C,
): C {
  const training = ctx.training?.(actor);
  return training && training.addRolled + training.addKept > 0 ? { ...command, training } : command;
}

/** COT-FORE-5: 1 Foresight per +1k0, `training_kept_die_cost` (2) per +1k1. */
export function trainingCost(
  purchase: TrainingPurchase,
  rules: Pick<ForesightRules, 'trainingKeptDieCost'>,
): number {
  return purchase.addRolled + purchase.addKept * rules.trainingKeptDieCost;
}

/** The pool modifier Training buys: +(rolled + kept)k(kept); TV-COT-FORE-5-a: +2k0 and +1k1 make 5k2 into 8k3. */
export function trainingModifier(purchase: TrainingPurchase): PoolModifier {
  return {
    rolled: purchase.addRolled + purchase.addKept,
    kept: purchase.addKept,
    source: 'Foresight Training',
  };
}

/** COT-FORE-4, COT-D-65: one Foresight per zone step on the shortest path on the crew's map. */
export function ambushCost(spot: Spot, from: NodeId, to: NodeId): number | null {
  return stepsBetween(spot, from, to, onCrewMap(spot));
}

/**
 * COT-FORE-8, COT-D-67: 3 when one end is Outside, else 1, plus one per zone the new zone bypasses: the zones
 * between the two ends on the shortest path of the crew's map (none when there is no path).
 */
export function blueprintCost(spot: Spot, a: NodeId, b: NodeId): number {
  const base = a === outside || b === outside ? 3 : 1;
  const steps = stepsBetween(spot, a, b, onCrewMap(spot));
  return base + (steps === null ? 0 : Math.max(0, steps - 1));
}

/**
 * Whether `spender` may pay `cost` Foresight of `owner`'s pool for `what` (COT-FORE-3, COT-D-64): another's
 * Foresight only when the table shares it, and never more than the pool holds, with the shortfall named
 * ("Ruth has 2 Foresight; a Blueprint from the edge costs 3").
 */
export function spendProblem(
  spender: Character,
  owner: Character,
  cost: number,
  what: string,
  rules: Pick<ForesightRules, 'foresightShared'>,
): Rejection | null {
  if (spender.id !== owner.id && !rules.foresightShared) {
    return reject(
      'foresight/not-shared',
      `${spender.name} cannot spend ${owner.name}'s Foresight: Foresight is personal (COT-FORE-3)`,
      { spender: spender.id, owner: owner.id },
    );
  }
  if (owner.foresight < cost) {
    return reject(
      'foresight/short',
      `${owner.name} has ${owner.foresight} Foresight; ${what} costs ${cost}`,
      {
        owner: owner.id,
        has: owner.foresight,
        cost,
      },
    );
  }
  return null;
}

/**
 * COT-FORE-3, COT-D-64: who loses their unspent Foresight when a Job or a session ends under
 * `foresight_persists`, as (character, Foresight lost) pairs for the campaign to zero.
 */
export function foresightExpiring(
  characters: readonly Character[],
  ending: 'job' | 'session',
  rules: Pick<ForesightRules, 'foresightPersists'>,
): readonly { readonly character: CharacterId; readonly lost: number }[] {
  if (rules.foresightPersists !== ending) return []; // 'forever' never expires
  return characters.filter((c) => c.foresight > 0).map((c) => ({ character: c.id, lost: c.foresight }));
}

/** Foresight Training bought for one roll: the modifier it adds and who pays what (COT-FORE-5). */
export interface TrainingPlan {
  readonly modifier: PoolModifier;
  readonly payer: CharacterId;
  readonly cost: number;
}

/**
 * Checks a Training purchase for `roller`'s roll (COT-FORE-5, COT-D-66): whole numbers of +1k0 and +1k1, paid
 * from the roller's own Foresight unless the table shares it (COT-D-64). Null when nothing is bought.
 */
export function planTraining(
  characters: Readonly<Record<CharacterId, Character>>,
  roller: Character,
  purchase: TrainingPurchase | undefined,
  rules: Pick<ForesightRules, 'trainingKeptDieCost' | 'foresightShared'>,
): TrainingPlan | null | Rejection {
  if (!purchase || purchase.addRolled + purchase.addKept === 0) return null;
  const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= 20;
  if (!whole(purchase.addRolled) || !whole(purchase.addKept)) {
    return reject(
      'foresight/bad-training',
      'Training buys 0 to 20 rolled and 0 to 20 kept dice (COT-FORE-5)',
    );
  }
  const payerId = purchase.payer ?? roller.id;
  const payer = Object.hasOwn(characters, payerId) ? characters[payerId] : undefined;
  if (!payer) return reject('foresight/unknown-character', `No character has the id "${payerId}"`);
  const cost = trainingCost(purchase, rules);
  const problem = spendProblem(roller, payer, cost, `Training of ${trainingLabel(purchase)}`, rules);
  if (problem) return problem;
  return { modifier: trainingModifier(purchase), payer: payer.id, cost };
}

/** "+2k0 and +1k1": the dice a Training purchase adds (COT-FORE-5), as a shortfall names them. */
export function trainingLabel(purchase: TrainingPurchase): string {
  const parts = [
    purchase.addRolled > 0 ? `+${purchase.addRolled}k0` : '',
    purchase.addKept > 0 ? `+${purchase.addKept}k${purchase.addKept}` : '',
  ];
  return parts.filter((part) => part !== '').join(' and ');
}

/** What a Cache buys (COT-FORE-7): any of a weapon of the table, armour of the table, and other named items. */
export interface CacheGear {
  readonly resources: number;
  readonly weapon: string | null;
  readonly armour: string | null;
  /** Other gear (rope, a crowbar), each named with its note; absent for none. */
  readonly items?: readonly GearItem[];
}

/**
 * COT-FORE-7: the Resources one Cache may spend: at least 1 (it buys something, 1 Foresight per Resource), at most
 * core's bound on any count of Resources.
 */
export const cacheResources = { min: 1, max: 1000 } as const;

/**
 * COT-FORE-7: what a Cache asks before it is paid: 1 to 1000 Resources the crew has, gear from the tables or
 * any other named item ("the character of your choice gains the items") that the recipient's sheet has room
 * for, and the spender's Foresight (1 per Resource). The refusal codes carry the engine's prefix.
 */
export function cacheProblem(
  ctx: Pick<EngineContext, 'crew' | 'settings'>,
  spender: Character,
  recipient: Character,
  cache: CacheGear,
  rules: Pick<ForesightRules, 'foresightShared'>,
  prefix: 'prep' | 'heist',
):
  | { readonly weapon: Weapon | null; readonly armour: Armour | null; readonly items: readonly GearItem[] }
  | Rejection {
  const { resources } = cache;
  const { min, max } = cacheResources;
  if (!Number.isInteger(resources) || resources < min || resources > max) {
    return reject(`${prefix}/bad-resources`, `A Cache spends ${min} to ${max} Resources (got ${resources})`);
  }
  if (ctx.crew.resources < resources) {
    return reject(
      `${prefix}/short-of-resources`,
      `The crew has ${ctx.crew.resources} Resources; this Cache spends ${resources}`,
    );
  }
  const weapon = cache.weapon === null ? null : ctx.settings.weaponTable.find((w) => w.name === cache.weapon);
  if (weapon === undefined)
    return reject(`${prefix}/unknown-weapon`, `"${cache.weapon}" is not in the weapon table`);
  const armour = cache.armour === null ? null : ctx.settings.armourTable.find((a) => a.name === cache.armour);
  if (armour === undefined)
    return reject(`${prefix}/unknown-armour`, `"${cache.armour}" is not in the armour table`);
  const items = cache.items ?? [];
  const itemRefusal = itemsProblem(recipient, items, prefix);
  if (itemRefusal) return itemRefusal;
  return (
    spendProblem(
      spender,
      spender,
      resources,
      `a Cache of ${resources} Resource${resources === 1 ? '' : 's'}`,
      rules,
    ) ?? {
      weapon,
      armour,
      items,
    }
  );
}

/** COT-FORE-7: each item named, and room for them all on the recipient's sheet (`gearMax`). */
function itemsProblem(
  recipient: Character,
  items: readonly GearItem[],
  prefix: 'prep' | 'heist',
): Rejection | null {
  for (const [index, item] of items.entries()) {
    const [problem] = gearItemProblems(item, `Item ${index + 1} of the Cache`);
    if (problem) return reject(`${prefix}/bad-item`, problem.message, { index });
  }
  const held = gearOf(recipient).length;
  if (held + items.length <= characterLimits.gearMax) return null;
  return reject(
    `${prefix}/gear-full`,
    `${recipient.name} holds ${held} items of other gear and a sheet holds at most ${characterLimits.gearMax}: this Cache cannot add ${items.length} more`,
    { id: recipient.id, held },
  );
}

/** "Kit has a Revolver, Rope and a Crowbar": what a Cache bought, for the scene's history (COT-FORE-7). */
export function cachedWords(
  event: {
    readonly recipient: CharacterId;
    readonly weapon: { readonly name: string } | null;
    readonly armour: string | null;
    readonly items?: readonly GearItem[];
  },
  names: (id: string) => string,
): string {
  const bought = [event.weapon?.name, event.armour, ...(event.items ?? []).map((item) => item.name)].filter(
    (name): name is string => typeof name === 'string',
  );
  if (bought.length === 0) return '';
  const last = bought.pop()!;
  return `: ${names(event.recipient)} has ${bought.length > 0 ? `${bought.join(', ')} and ${last}` : last}`;
}
