import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { cachedFields, planBlueprint, planCache } from '../foresight/index.ts';
import { prepSpender } from './actions.ts';
import type { HeistEnv } from './env.ts';
import type { PrepCommand, PrepEvent, PrepState } from './types.ts';

/**
 * Schemes spent before the Heist: a Cache (COT-FORE-7) and a Blueprint (COT-FORE-8), free actions (COT-FORE-3).
 * Their rules are Foresight's (core/cot/foresight/schemes.ts), shared with the Heist; here Prep finds the spender
 * among its crew and the Spot among the campaign's.
 */

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
  const plan = planCache(env.ctx, spender, recipient, state.crew, command, env.rules, 'prep');
  if (isRejection(plan)) return plan;
  return ok([
    { type: 'prep/foresight-spent', character: spender.id, amount: command.resources, scheme: 'cache' },
    { type: 'prep/cached', ...cachedFields(plan) },
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
  const plan = planBlueprint(spot, spender, command, env.rules, 'prep');
  if (isRejection(plan)) return plan;
  return ok([
    { type: 'prep/foresight-spent', character: spender.id, amount: plan.cost, scheme: 'blueprint' },
    { type: 'prep/spot-changed', event: plan.added },
  ]);
}
