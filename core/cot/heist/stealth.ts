import type { PoolModifier } from '../../dice/pool.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { PoolCheck, PreparedCheck } from '../gear/index.ts';
import { hides } from '../spot/index.ts';
import { faceOf } from '../common/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import type { HeistEnv } from '../prep/index.ts';
import { awarenessIn, guardsIn, keenestAwareGuard, lookoutCheck } from './roster.ts';
import type { HeistState } from './types.ts';

/**
 * Staying unseen (COT-SPOT-3, COT-SPOT-4): against the zone's Awareness while its guards are unaware
 * (COT-GUARD-3), and in a Noisy zone also against the keenest Aware guard's Brains + Lookout, rolled first
 * (COT-D-52). Elsewhere an Aware guard makes Stealth impossible.
 */
export interface StealthPlan {
  /** Guards here who can perceive: those a failure or an open move alerts (COT-D-50). */
  readonly unaware: readonly DropCharacter[];
  readonly aware: readonly DropCharacter[];
  /** COT-GUARD-3: null when no unaware guard is here. */
  readonly awareness: number | null;
  /** COT-D-52: the Aware guard's opposing pool in a Noisy zone. */
  readonly opposing: PreparedCheck | null;
}

/**
 * Whether Stealth can be tried in a zone now, and against what: `unopposed` with no Aware guard there (against the
 * zone's Awareness, or no roll when nobody watches, COT-SPOT-3); `opposed` with an Aware guard in a Noisy zone (the
 * keenest one rolls first, COT-SPOT-4, COT-D-52); `impossible` with an Aware guard anywhere else (COT-SPOT-3).
 */
export type ZoneStealth = 'unopposed' | 'opposed' | 'impossible';

/** Stealth in `zone` as `planStealth` judges it (null: Outside, where nobody watches). */
export function zoneStealth(state: HeistState, zone: string | null): ZoneStealth {
  if (!guardsIn(state, zone).some((g) => g.aware)) return 'unopposed';
  return zone !== null && state.spot.zones[zone]?.noisy === true ? 'opposed' : 'impossible';
}

/**
 * The guards an act in `zone` must hide from, and whether hiding is possible (`attempt`: the act is meant to
 * be stealthy). Null zone: Outside, where nobody watches.
 */
export function planStealth(
  env: HeistEnv,
  state: HeistState,
  zone: string | null,
  attempt: boolean,
): StealthPlan | Rejection {
  const present = guardsIn(state, zone);
  const unaware = present.filter((g) => !g.aware);
  const aware = present.filter((g) => g.aware);
  const stealth = zoneStealth(state, zone);
  if (attempt && stealth === 'impossible') {
    const zoneName = state.spot.zones[zone!]?.name ?? zone;
    return reject(
      'heist/aware-guard-present',
      `${aware[0]!.name} is Aware in ${zoneName}: no Stealth there unless the zone is Noisy (COT-SPOT-3)`,
      { guard: aware[0]!.id },
    );
  }
  const keenest = attempt && stealth === 'opposed' ? keenestAwareGuard(env, state, zone) : null;
  return {
    unaware,
    aware,
    awareness: awarenessIn(env, state, zone),
    opposing: keenest ? lookoutCheck(env, keenest) : null,
  };
}

/** Is there anyone to hide from? No guard: no roll is needed (COT-SPOT-3). */
export function watched(plan: StealthPlan): boolean {
  return plan.awareness !== null || plan.opposing !== null;
}

/** `hides` on the rolls as events store them. */
export function unseen(
  env: HeistEnv,
  plan: Pick<StealthPlan, 'awareness'>,
  check: PoolCheck,
  guardRoll: PoolCheck | null,
): boolean {
  return hides(env.rules, plan.awareness, faceOf(check), guardRoll && faceOf(guardRoll));
}

/** The modifiers of a roll: the GM's, then Foresight Training. */
export function extraModifiers(
  modifiers: readonly PoolModifier[] | undefined,
  training: PoolModifier | null,
): PoolModifier[] {
  return [...(modifiers ?? []), ...(training ? [training] : [])];
}
