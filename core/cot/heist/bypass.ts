import { isAlarmSecurity } from '../alarm/index.ts';
import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { skillTable } from '../characters/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { isCatastrophe, meetsDifficulty, rollCheck } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import type { TrainingPlan } from '../foresight/index.ts';
import { nodeName } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { Barrier, Security, SecurityTag } from '../spot/index.ts';
import { alertedBy, noiseEvents } from './alerts.ts';
import type { Alerted } from './alerts.ts';
import type { Noise } from './alerts.ts';
import { inWords, securityLabel, securityTagLabels } from './labels.ts';
import { actorRoll, spendEvents } from './rolling.ts';
import type { HeistEnv } from '../prep/index.ts';
import { crewActor, guardsIn, placeOf } from './roster.ts';
import { planStealth, unseen, watched } from './stealth.ts';
import type { StealthPlan } from './stealth.ts';
import type { BypassSkill, HeistCommand, HeistEvent, HeistState, StealthOutcome } from './types.ts';

type Bypass = Extract<HeistCommand, { type: 'heist/bypass' }>;

/** COT-SPOT-6: the skills each Security takes; Explosives too for Lock, Vault and Structure under COT-D-55. */
export const bypassSkills: Readonly<Record<SecurityTag, readonly BypassSkill[]>> = {
  lock: ['lockpicking'],
  vault: ['safecracking'],
  height: ['athletics', 'catBurglary'],
  structure: ['athletics', 'build'],
};

/** COT-D-86: only these bypasses can be stealthy. */
const subtle: readonly BypassSkill[] = ['lockpicking', 'safecracking', 'catBurglary', 'build'];

/** The skills that may bypass a Security at this table. */
export function skillsFor(tag: SecurityTag, explosivesBypass: boolean): readonly BypassSkill[] {
  return explosivesBypass && tag !== 'height' ? [...bypassSkills[tag], 'explosives'] : bypassSkills[tag];
}

/** A bypass checked and its rolls built (COT-SPOT-5, COT-SPOT-6). */
export interface BypassPlan {
  readonly actor: DropCharacter;
  readonly barrier: Barrier;
  readonly security: Security;
  /** The zone the actor works from (null: Outside), and the barrier's other side. */
  readonly zone: string | null;
  readonly far: string | null;
  readonly prepared: PreparedCheck;
  readonly stealth: StealthPlan;
  /** A subtle bypass in view of guards needs a Stealth roll as a move does (COT-SPOT-5). */
  readonly stealthRoll: PreparedCheck | null;
  readonly training: TrainingPlan | null;
}

/**
 * Checks a bypass: the actor stands at one end of the barrier, the Security is still in place, the skill is one
 * it takes (COT-SPOT-6); Athletics and Explosives are never stealthy (COT-D-86); a stealthy bypass in view of
 * guards adds a Stealth roll, impossible before an Aware guard unless the zone is Noisy (COT-SPOT-3).
 */
export function planBypass(env: HeistEnv, state: HeistState, command: Bypass): BypassPlan | Rejection {
  const actor = crewActor(env, state, command.actor);
  if (isRejection(actor)) return actor;
  const barrier = Object.hasOwn(state.spot.barriers, command.barrier)
    ? state.spot.barriers[command.barrier]!
    : null;
  if (!barrier)
    return reject('heist/unknown-barrier', `${state.spot.name} has no barrier "${command.barrier}"`);
  const here = placeOf(actor.at);
  if (!barrier.ends.includes(here)) {
    return reject(
      'heist/not-at-barrier',
      `${actor.at.name} is not at that barrier: it joins ${ends(state, barrier)}`,
    );
  }
  const security = barrier.securities.find((s) => s.id === command.security);
  if (!security)
    return reject('heist/unknown-security', `That barrier has no Security "${command.security}"`);
  if (security.bypassed)
    return reject('heist/already-bypassed', `${securityLabel(security)} is already bypassed`);
  const problem = skillProblem(env, security, command);
  if (problem) return problem;
  const zone = here === outside ? null : here;
  const other = barrier.ends[0] === here ? barrier.ends[1] : barrier.ends[0];
  const stealth = planStealth(env, state, zone, command.stealth);
  if (isRejection(stealth)) return stealth;
  const rolled = actorRoll(env, actor.sheet, command.skill, command);
  if (isRejection(rolled)) return rolled;
  const sneak =
    command.stealth && watched(stealth) ? actorRoll(env, actor.sheet, 'stealth', {}, false) : null;
  if (sneak !== null && isRejection(sneak)) return sneak;
  return {
    actor: actor.at,
    barrier,
    security,
    zone,
    far: other === outside ? null : other,
    prepared: rolled.prepared,
    stealth,
    stealthRoll: sneak?.prepared ?? null,
    training: rolled.training,
  };
}

function skillProblem(env: HeistEnv, security: Security, command: Bypass): Rejection | null {
  const allowed = skillsFor(security.tag, env.rules.explosivesBypass);
  if (!allowed.includes(command.skill)) {
    const names = inWords(allowed.map((skill) => skillTable[skill].label));
    return reject(
      'heist/wrong-skill',
      `A ${securityTagLabels[security.tag]} takes ${names}, not ${skillTable[command.skill].label} (COT-SPOT-6)`,
      { skill: command.skill },
    );
  }
  if (command.stealth && !subtle.includes(command.skill)) {
    return reject(
      'heist/unsubtle',
      `${skillTable[command.skill].label} is never stealthy: bypass openly (COT-D-86)`,
      { skill: command.skill },
    );
  }
  return null;
}

/**
 * A bypass (COT-SPOT-5): the bypass roll against the Security Score, then a stealthy bypass's Stealth roll (the
 * Aware guard's opposing roll first); a success leaves the Security bypassed for the Job (COT-D-54).
 */
export function bypass(env: HeistEnv, state: HeistState, command: Bypass, dice: Dice): Decision<HeistEvent> {
  const plan = planBypass(env, state, command);
  if (isRejection(plan)) return plan;
  const check = rollCheck(plan.prepared, dice);
  const success = meetsDifficulty(check, plan.security.score, env.rules.successOnEqual);
  const stealth = plan.stealthRoll ? sneak(env, plan, plan.stealthRoll, dice) : null;
  const catastrophe = isCatastrophe(check) || (stealth?.check ? isCatastrophe(stealth.check) : false);
  const rolled: HeistEvent = {
    type: 'heist/bypass-rolled',
    character: plan.actor.id,
    barrier: plan.barrier.id,
    security: plan.security.id,
    label: `${securityLabel(plan.security)} between ${ends(state, plan.barrier)}`,
    skill: command.skill,
    check,
    score: plan.security.score,
    success,
    stealth,
    catastrophe,
  };
  const bypassed: HeistEvent[] = !success
    ? []
    : state.alarm && isAlarmSecurity(state.alarm, plan.barrier.id, plan.security.id)
      ? [{ type: 'heist/alarm-lock-bypassed', barrier: plan.barrier.id, security: plan.security.id }]
      : [
          {
            type: 'heist/spot-changed',
            event: {
              type: 'spot/security-bypassed',
              spotId: state.spot.id,
              barrierId: plan.barrier.id,
              securityId: plan.security.id,
            },
          },
        ];
  return ok([
    ...spendEvents(plan.training, 'training'),
    rolled,
    ...bypassed,
    ...noiseEvents(state, bypassNoise(env, state, plan, command, stealth, catastrophe)),
    ...loudness(env, state, plan, command),
  ]);
}

function sneak(env: HeistEnv, plan: BypassPlan, prepared: PreparedCheck, dice: Dice): StealthOutcome {
  const guardRoll = plan.stealth.opposing ? rollCheck(plan.stealth.opposing, dice) : null;
  const check = rollCheck(prepared, dice);
  return {
    check,
    awareness: plan.stealth.awareness,
    guardRoll,
    unseen: unseen(env, plan.stealth, check, guardRoll),
  };
}

/**
 * Who the bypass alerts: a failed Stealth roll, or an open bypass, in view of guards (COT-SPOT-5, COT-D-50); a
 * Cat Burglary roll in a Crowded zone (COT-SPOT-4); a catastrophe, both zones (COT-D-4, TV-COT-GUARD-4-a); an
 * Explosives bypass, every guard in both zones (COT-D-55).
 */
/**
 * Who a planned bypass surely turns Aware or Discovers, whatever its dice (in the open in front of guards, with
 * Explosives, by Cat Burglary in a Crowded zone): the noise `bypass` makes with no roll deciding it.
 */
export function bypassSurelyAlerts(
  env: HeistEnv,
  state: HeistState,
  plan: BypassPlan,
  command: Bypass,
): Alerted {
  return alertedBy(state, bypassNoise(env, state, plan, command, null, false));
}

function bypassNoise(
  env: HeistEnv,
  state: HeistState,
  plan: BypassPlan,
  command: Bypass,
  stealth: StealthOutcome | null,
  catastrophe: boolean,
): Noise {
  const present = [...plan.stealth.unaware, ...plan.stealth.aware];
  const both = [...guardsIn(state, plan.zone), ...guardsIn(state, plan.far)].map((g) => g.id);
  const spotted = stealth ? !stealth.unseen : present.length > 0 && !(command.stealth && plan.stealthRoll);
  const cause = stealth ? 'stealth-failed' : 'seen';
  const loud = catastrophe && env.rules.heistCatastrophe === 'default';
  const explosive = command.skill === 'explosives';
  const crowded =
    command.skill === 'catBurglary' && plan.zone !== null && state.spot.zones[plan.zone]?.crowded === true;
  return {
    aware: [
      ...(loud ? [['catastrophe', both] as const] : []),
      ...(explosive ? [['loud-bypass', both] as const] : []),
      ...(spotted ? [[cause, plan.stealth.unaware.map((g) => g.id)] as const] : []),
      ...(crowded ? [['crowded', present.map((g) => g.id)] as const] : []),
    ],
    discovered: [
      ...(loud ? [['catastrophe', plan.actor.id] as const] : []),
      ...(explosive && both.length > 0 ? [['loud-bypass', plan.actor.id] as const] : []),
      ...(spotted ? [[cause, plan.actor.id] as const] : []),
    ],
  };
}

/** COT-D-55: an Explosives bypass gives every other guard of the Spot +`call_for_help_bonus` Awareness. */
function loudness(env: HeistEnv, state: HeistState, plan: BypassPlan, command: Bypass): HeistEvent[] {
  if (command.skill !== 'explosives') return [];
  const near = new Set([plan.zone, plan.far]);
  const raised = state.drop.characters
    .filter((c) => c.kind === 'guard' && c.condition.state !== 'dead' && c.zone !== null && !near.has(c.zone))
    .map((c) => c.id);
  if (raised.length === 0) return [];
  const bonus = env.rules.callForHelpBonus;
  const posted = raised.filter((id) => Object.hasOwn(state.spot.guards, id));
  return [
    { type: 'heist/awareness-raised', characters: raised, bonus },
    ...(posted.length > 0
      ? [
          {
            type: 'heist/spot-changed',
            event: { type: 'spot/awareness-raised', spotId: state.spot.id, guards: posted, bonus },
          } as const,
        ]
      : []),
  ];
}

function ends(state: HeistState, barrier: Barrier): string {
  return `${nodeName(state.spot, barrier.ends[0])} and ${nodeName(state.spot, barrier.ends[1])}`;
}
