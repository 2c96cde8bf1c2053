import { boardEffect } from './board.ts';
import type { BoardPlan } from './board.ts';
import { closeEffect } from './close.ts';
import type { ClosePlan } from './close.ts';
import { hurtKind } from './damage.ts';
import { thrownDamage } from './dislodge.ts';
import type { DislodgePlan } from './dislodge.ts';
import { strikeOdds } from './odds-attack.ts';
import type { ChaseOdds } from './odds.ts';
import { eachPair, Tally } from './odds-support.ts';
import { afterTargetCatastrophe } from './pools.ts';
import { activeGroups } from './roster.ts';
import { beats, isCatastrophe, marginOf } from './rolls.ts';
import { takedownEffect } from './takedown.ts';
import type { TakedownPlan } from './takedown.ts';
import type { ChaseGroupId, ChaseState } from './types.ts';

/** Exact odds of the opposed manoeuvres between the Target and one pursuer: Close, Takedown, Board, dislodge. */

function addDistances(tally: Tally, next: ReadonlyMap<ChaseGroupId, number>, p: number): void {
  for (const [group, distance] of next) tally.addDistance(group, distance, p);
}

const groupIds = (state: ChaseState) => activeGroups(state).map((group) => group.id);

function odds(
  state: ChaseState,
  action: ChaseOdds['action'],
  tally: Tally,
  order: { key: string; label: string }[],
): ChaseOdds {
  return {
    action,
    rolled: true,
    outcomes: tally.outcomes(order),
    distances: tally.distances(groupIds(state)),
    crash: null,
    then: null,
  };
}

const catastrophe = {
  key: 'catastrophe',
  label: "Catastrophe: the pursuer's group loses 1 Distance (COT-D-4)",
};

/** COT-CHASE-9, COT-D-79 */
export function closeOdds(state: ChaseState, plan: ClosePlan): ChaseOdds {
  const tally = new Tally();
  eachPair(plan.target.plan, plan.pursuer.plan, state.rules, (target, pursuer, p) => {
    const effect = closeEffect(state, plan, target, pursuer);
    const key = isCatastrophe(pursuer)
      ? 'catastrophe'
      : !effect.success
        ? 'failure'
        : effect.followUp
          ? 'follow-up'
          : 'success';
    tally.add(key, p);
    addDistances(tally, effect.next, p);
  });
  return odds(state, 'chase/close', tally, [
    { key: 'follow-up', label: 'Closes to Distance 0 and may Takedown or Ram at once' },
    { key: 'success', label: 'Closes: Distance −1' },
    { key: 'failure', label: plan.speedOnMuscles ? 'Fails, though Distance becomes 0 (COT-D-79)' : 'Fails' },
    plan.speedOnMuscles
      ? { key: 'catastrophe', label: 'Catastrophe: Distance still 0, a GM complication (COT-D-79)' }
      : catastrophe,
  ]);
}

/** COT-CHASE-10; a vehicle's success adds the odds of the free Ram. */
export function takedownOdds(state: ChaseState, plan: TakedownPlan): ChaseOdds {
  const tally = new Tally();
  eachPair(plan.target.plan, plan.pursuer.plan, state.rules, (target, pursuer, p) => {
    const effect = takedownEffect(state, plan, target, pursuer);
    tally.add(isCatastrophe(pursuer) ? 'catastrophe' : effect.success ? 'caught' : 'failure', p);
    addDistances(tally, effect.next, p);
  });
  const result = odds(state, 'chase/takedown', tally, [
    { key: 'caught', label: 'Takedown: the chase ends, the pursuers win' },
    { key: 'failure', label: 'Fails: Distance +2' },
    catastrophe,
  ]);
  return { ...result, then: plan.ram ? strikeOdds(state, plan.ram, 'chase/ram') : null };
}

/** COT-CHASE-11 */
export function boardOdds(state: ChaseState, plan: BoardPlan): ChaseOdds {
  const tally = new Tally();
  eachPair(plan.driverPlan, plan.boarderPlan, state.rules, (driver, boarder, p) => {
    const effect = boardEffect(state, plan, driver, boarder);
    tally.add(isCatastrophe(boarder) ? 'catastrophe' : effect.success ? 'aboard' : 'failure', p);
    addDistances(tally, effect.next, p);
  });
  return odds(state, 'chase/board', tally, [
    { key: 'aboard', label: `${plan.actor.name} is aboard the Target's vehicle` },
    { key: 'failure', label: 'Fails to board' },
    catastrophe,
  ]);
}

/** COT-CHASE-6 dislodge, COT-D-44: success throws the boarder off with `max(1, margin)` Cover lost. */
export function dislodgeOdds(state: ChaseState, plan: DislodgePlan): ChaseOdds {
  const tally = new Tally();
  const { cover, condition, name } = plan.boarder;
  eachPair(plan.boarderPlan, plan.driverPlan, state.rules, (boarder, driver, p) => {
    addDistances(tally, afterTargetCatastrophe(state, isCatastrophe(driver)), p);
    if (isCatastrophe(driver)) return tally.add('catastrophe', p);
    if (!beats(driver, boarder, state.rules)) return tally.add('failure', p);
    const kind = hurtKind(cover, condition.state === 'wounded', thrownDamage(marginOf(driver, boarder)));
    tally.add(kind === 'cover-lost' ? 'thrown' : `thrown-${kind}`, p);
  });
  return odds(state, 'chase/shake', tally, [
    { key: 'thrown', label: `${name} is thrown off` },
    { key: 'thrown-wounded', label: `${name} is thrown off and Wounded` },
    { key: 'thrown-killed', label: `${name} is thrown off and dies` },
    { key: 'failure', label: `${name} holds on` },
    { key: 'catastrophe', label: 'Catastrophe: the Target loses ground on every pursuer group (COT-D-4)' },
  ]);
}
