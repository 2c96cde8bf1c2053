import type { Rejection } from '../../shared/result.ts';
import { planAccelerate } from './accelerate.ts';
import { isRejection } from '../../shared/result.ts';
import { planAttack } from './attack.ts';
import { planBoard } from './board.ts';
import { planClose } from './close.ts';
import type { ChaseActionCommand } from './commands.ts';
import { planEscape } from './escape.ts';
import { planFallOff } from './fall-off.ts';
import { strikeOdds } from './odds-attack.ts';
import { accelerateOdds, obstacleOdds } from './odds-group.ts';
import { boardOdds, closeOdds, dislodgeOdds, takedownOdds } from './odds-opposed.ts';
import type { ChaseOddsOutcome, GroupDistanceOdds } from './odds-support.ts';
import { planRam } from './ram.ts';
import { rerollCover } from './reroll-cover.ts';
import { planShake } from './shake.ts';
import { planTakedown } from './takedown.ts';
import type { ChaseState } from './types.ts';

/**
 * The exact odds of a chase action before it is rolled (built on `poolOdds` distributions, never sampled):
 * every outcome with its probability, the outcomes mutually exclusive and summing to 1.
 */
export interface ChaseOdds {
  readonly action: ChaseActionCommand['type'];
  /** False for the actions that need no roll (Escape, Fall Off, a crowded space): one certain outcome. */
  readonly rolled: boolean;
  readonly outcomes: readonly ChaseOddsOutcome[];
  /** For every pursuer group the action can move, the distribution of its Distance afterwards (each sums to 1). */
  readonly distances: readonly GroupDistanceOdds[];
  /** The crash check of a risky vehicle attack or Ram (COT-WAR-4), rolled after it; null when there is none. */
  readonly crash: readonly ChaseOddsOutcome[] | null;
  /** The odds of what a success brings at once: the free Ram of a vehicle Takedown (COT-CHASE-10). */
  readonly then: ChaseOdds | null;
}

/** The odds, or the refusal `decideChase` would give the same command. */
export type ChaseOddsResult = { readonly ok: true; readonly odds: ChaseOdds } | Rejection;

const ok = (odds: ChaseOdds): ChaseOddsResult => ({ ok: true, odds });

function certain(action: ChaseOdds['action'], key: string, label: string): ChaseOdds {
  return {
    action,
    rolled: false,
    outcomes: [{ key, label, probability: 1 }],
    distances: [],
    crash: null,
    then: null,
  };
}

/**
 * The exact probability of each outcome of an action, checked exactly as `decideChase` checks it: an action
 * the engine would refuse gives the same refusal here.
 */
export function chaseActionOdds(state: ChaseState, command: ChaseActionCommand): ChaseOddsResult {
  switch (command.type) {
    case 'chase/accelerate':
      return withPlan(planAccelerate(state, command), (plan) => accelerateOdds(state, plan));
    case 'chase/shake':
      return shakeOdds(state, command);
    case 'chase/escape':
      return withPlan(planEscape(state, command), () =>
        certain(command.type, 'escaped', 'The Target escapes: no roll (COT-D-84)'),
      );
    case 'chase/attack':
      return withPlan(planAttack(state, command), (plan) => strikeOdds(state, plan, command.type));
    case 'chase/close':
      return withPlan(planClose(state, command), (plan) => closeOdds(state, plan));
    case 'chase/takedown':
      return withPlan(planTakedown(state, command), (plan) => takedownOdds(state, plan));
    case 'chase/board':
      return withPlan(planBoard(state, command), (plan) => boardOdds(state, plan));
    case 'chase/ram':
      return withPlan(planRam(state, command), (plan) => strikeOdds(state, plan, command.type));
    case 'chase/fall-off':
      return withPlan(planFallOff(state, command), () =>
        certain(command.type, 'left', 'The group leaves the chase: no roll'),
      );
    case 'chase/reroll-cover':
      return rerollCover(state, command);
  }
}

/** The odds of a planned action, or the plan's refusal. */
function withPlan<P extends object>(plan: P | Rejection, odds: (plan: P) => ChaseOdds): ChaseOddsResult {
  return isRejection(plan) ? plan : { ok: true, odds: odds(plan) };
}

function shakeOdds(
  state: ChaseState,
  command: Extract<ChaseActionCommand, { type: 'chase/shake' }>,
): ChaseOddsResult {
  const plan = planShake(state, command);
  if (isRejection(plan)) return plan;
  switch (plan.kind) {
    case 'crowded':
      return ok(certain(command.type, 'crowded', 'Into a crowded space: everyone is cramped, no roll'));
    case 'leave-crowded':
      return ok(certain(command.type, 'left-crowded', 'Out of the crowded space: no roll'));
    case 'obstacle':
      return ok(obstacleOdds(state, plan));
    case 'dislodge':
      return ok(dislodgeOdds(state, plan));
  }
}
