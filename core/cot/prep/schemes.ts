import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import type { HeistEnv } from '../heist/rules.ts';
import { blueprintZone } from '../spot/edit-knowledge.ts';
import { isNode, nodeName } from '../spot/graph.ts';
import { knowsNode } from '../spot/knowledge.ts';
import { outside } from '../spot/types.ts';
import { prepSpender } from './actions.ts';
import { blueprintCost, cacheProblem, spendProblem } from './foresight.ts';
import type { PrepCommand, PrepEvent, PrepState } from './types.ts';

/** Schemes spent before the Heist: a Cache (COT-FORE-7) and a Blueprint (COT-FORE-8), free actions (COT-FORE-3). */

type Of<T extends PrepCommand['type']> = Extract<PrepCommand, { type: T }>;

/**
 * COT-FORE-7: 1 Foresight per Resource, and the Resources themselves; what they bought (a weapon or armour of the
 * tables, any other named item) goes to the crew member the spender chooses.
 */
export function prepCache(env: HeistEnv, state: PrepState, command: Of<'prep/cache'>): Decision<PrepEvent> {
  const spender = prepSpender(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const recipient = Object.hasOwn(env.ctx.characters, command.recipient)
    ? env.ctx.characters[command.recipient]
    : undefined;
  if (!recipient || !state.crew.includes(command.recipient)) {
    return reject('prep/not-crew', `The gear goes to one of the crew; "${command.recipient}" is not`);
  }
  const cached = cacheProblem(env.ctx, spender, recipient, command, env.rules, 'prep');
  if (isRejection(cached)) return cached;
  const { weapon, armour, items } = cached;
  return ok([
    { type: 'prep/foresight-spent', character: spender.id, amount: command.resources, scheme: 'cache' },
    {
      type: 'prep/cached',
      recipient: command.recipient,
      resources: command.resources,
      weapon,
      armour: armour?.name ?? null,
      ...(items.length > 0 ? { items } : {}),
    },
  ]);
}

/** COT-FORE-8, COT-D-67, COT-D-88: a Hidden zone between two places the crew knows of a campaign Spot. */
export function prepBlueprint(
  env: HeistEnv,
  state: PrepState,
  command: Of<'prep/blueprint'>,
): Decision<PrepEvent> {
  const spender = prepSpender(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const spot = Object.hasOwn(env.ctx.spots, command.spotId) ? env.ctx.spots[command.spotId]! : null;
  if (!spot) return reject('prep/unknown-spot', `There is no Spot "${command.spotId}"`);
  const [a, b] = command.between;
  if (command.between.some((end) => !isNode(spot, end) || !knowsNode(spot, end))) {
    return reject('prep/unknown-end', 'A Blueprint joins two places the crew knows (COT-FORE-8)');
  }
  const made = blueprintZone(spot, command, env.rules.defaultHiddenRating);
  if (isRejection(made)) return made;
  const cost = blueprintCost(spot, a, b);
  const what =
    a === outside || b === outside
      ? 'a Blueprint from the edge'
      : `a Blueprint between ${nodeName(spot, a)} and ${nodeName(spot, b)}`;
  const short = spendProblem(spender, spender, cost, what, env.rules);
  if (short) return short;
  return ok([
    { type: 'prep/foresight-spent', character: spender.id, amount: cost, scheme: 'blueprint' },
    { type: 'prep/spot-changed', event: { type: 'spot/blueprint-added', spotId: spot.id, ...made } },
  ]);
}
