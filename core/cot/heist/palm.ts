import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { DropCharacter } from '../drop/index.ts';
import { rollCheck } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import type { TrainingPlan } from '../foresight/index.ts';
import { noiseEvents } from './alerts.ts';
import { actorRoll, spendEvents } from './rolling.ts';
import type { HeistEnv } from '../prep/index.ts';
import { atSpot, awarenessIn, crewActor, isUp, lookoutCheck, passiveAwareness } from './roster.ts';
import { palmSucceeds } from './odds-actions.ts';
import { faceOf } from '../common/index.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

type Palm = Extract<HeistCommand, { type: 'heist/palm' }>;

/** A Palming attempt checked and its pools built (COT-SPOT-8, COT-D-78). */
export interface PalmPlan {
  readonly thief: DropCharacter;
  readonly victim: DropCharacter;
  readonly prepared: PreparedCheck;
  /** The unaware victim's Awareness: a guard's is the zone's (COT-GUARD-3). Null when the victim is Aware. */
  readonly awareness: number | null;
  /** The Aware victim's Brains + Lookout, rolled first. */
  readonly opposing: PreparedCheck | null;
  readonly training: TrainingPlan | null;
}

/**
 * Checks a Palming attempt (COT-SPOT-8): thief and victim in the same zone, the victim conscious; against an
 * unaware victim the difficulty is their Awareness (a guard's: the zone's, COT-GUARD-3), against an Aware one
 * their Brains + Lookout roll.
 */
export function planPalm(env: HeistEnv, state: HeistState, command: Palm): PalmPlan | Rejection {
  const actor = crewActor(env, state, command.actor);
  if (isRejection(actor)) return actor;
  const victim = atSpot(state, command.victim);
  if (!victim || victim.id === actor.at.id) {
    return reject('heist/unknown-victim', `"${command.victim}" is not someone ${actor.at.name} can reach`);
  }
  if (actor.at.zone === null || victim.zone !== actor.at.zone) {
    return reject('heist/other-zone', `${victim.name} is not in ${actor.at.name}'s zone (COT-SPOT-8)`);
  }
  if (!isUp(victim)) {
    return reject('heist/victim-down', `${victim.name} cannot notice anything: no Palming roll is needed`);
  }
  const rolled = actorRoll(env, actor.sheet, 'palming', command);
  if (isRejection(rolled)) return rolled;
  // COT-D-14: a victim without a sheet notices, and rolls, as the table's default NPC pool.
  const awareness = victim.aware
    ? null
    : victim.kind === 'guard'
      ? awarenessIn(env, state, victim.zone)
      : passiveAwareness(env, victim);
  const opposing = victim.aware ? lookoutCheck(env, victim) : null;
  return {
    thief: actor.at,
    victim,
    prepared: rolled.prepared,
    awareness,
    opposing,
    training: rolled.training,
  };
}

/** Palming (COT-SPOT-8, COT-D-78): the Aware victim rolls first; failure makes the victim Aware of the thief. */
export function palm(env: HeistEnv, state: HeistState, command: Palm, dice: Dice): Decision<HeistEvent> {
  const plan = planPalm(env, state, command);
  if (isRejection(plan)) return plan;
  const victimRoll = plan.opposing ? rollCheck(plan.opposing, dice) : null;
  const check = rollCheck(plan.prepared, dice);
  const success = palmSucceeds(env, plan, faceOf(check), victimRoll && faceOf(victimRoll));
  const palmed: HeistEvent = {
    type: 'heist/palmed',
    thief: plan.thief.id,
    victim: plan.victim.id,
    action: command.action,
    item: command.item.trim(),
    check,
    difficulty: plan.awareness ?? victimRoll?.roll?.total ?? 0,
    victimRoll,
    success,
  };
  const noise = success
    ? { aware: [], discovered: [] }
    : { aware: [['palming', [plan.victim.id]] as const], discovered: [['palming', plan.thief.id] as const] };
  return ok([...spendEvents(plan.training, 'training'), palmed, ...noiseEvents(state, noise)]);
}
