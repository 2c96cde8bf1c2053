import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Skill } from '../characters/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { isCatastrophe, meetsDifficulty, rollCheck } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import type { TrainingPlan } from '../foresight/index.ts';
import { wayShut } from '../alarm/index.ts';
import { barriersBetween, isNode, nodeName } from '../spot/index.ts';
import { knowsZone } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { NodeId } from '../spot/index.ts';
import { alertedBy, noiseEvents } from './alerts.ts';
import type { Alerted } from './alerts.ts';
import type { Noise } from './alerts.ts';
import { inWords, securityLabel } from './labels.ts';
import { actorRoll, spendEvents } from './rolling.ts';
import type { HeistEnv } from '../prep/index.ts';
import { crewActor, placeOf } from './roster.ts';
import { planStealth, unseen, watched } from './stealth.ts';
import type { StealthPlan } from './stealth.ts';
import type { HeistCommand, HeistEvent, HeistState, StealthOutcome } from './types.ts';

type Move = Extract<HeistCommand, { type: 'heist/move' }>;

/** A move checked and its roll built, before the dice: what `move` rolls and the view shows the odds of. */
export interface MovePlan {
  readonly mover: DropCharacter;
  readonly from: NodeId;
  readonly to: NodeId;
  /** The zone the move happens in: the one entered, crossed, or left for Outside (null: none). */
  readonly zone: string | null;
  /** COT-SPOT-4, COT-D-51: a Hazardous zone's difficulty and the skill rolled against it. */
  readonly hazard: { readonly difficulty: number; readonly skill: 'athletics' | 'catBurglary' } | null;
  readonly stealth: StealthPlan;
  /** The stealth attempt rolls (someone is watching). */
  readonly hiding: boolean;
  /** The one roll the mover makes (the hazard's, which doubles as Stealth, or the Stealth roll), or none. */
  readonly prepared: PreparedCheck | null;
  readonly skill: Skill | null;
  readonly training: TrainingPlan | null;
}

/**
 * Checks a move (COT-SPOT-2..4) and builds its roll: into a zone across a barrier whose every Security is
 * bypassed, within the zone, or out to the edge; a Hazardous zone needs Athletics or Cat Burglary (one roll for
 * hazard and Stealth, COT-D-51); Stealth is impossible where an Aware guard stands unless the zone is Noisy.
 */
export function planMove(env: HeistEnv, state: HeistState, command: Move): MovePlan | Rejection {
  const actor = crewActor(env, state, command.actor);
  if (isRejection(actor)) return actor;
  const from = placeOf(actor.at);
  const way = wayProblem(state, actor.at.name, from, command.to);
  if (way) return way;
  const zone = command.to === outside || command.to === from ? (from === outside ? null : from) : command.to;
  const spotZone = zone === null ? null : state.spot.zones[zone]!;
  const hazardous = spotZone?.hazardous === true;
  if (hazardous && !command.skill) {
    return reject(
      'heist/hazard-skill',
      `${spotZone!.name} is Hazardous: move with Athletics or Cat Burglary (COT-SPOT-4)`,
    );
  }
  if (!hazardous && command.skill) {
    return reject(
      'heist/no-hazard',
      `${spotZone?.name ?? 'Outside'} is not Hazardous: no Athletics or Cat Burglary roll`,
    );
  }
  if (command.skill === 'athletics' && command.stealth) {
    return reject(
      'heist/unsubtle',
      'Athletics is unsubtle: a move made with it cannot be stealthy (COT-D-51)',
    );
  }
  const stealth = planStealth(env, state, zone, command.stealth);
  if (isRejection(stealth)) return stealth;
  const hiding = command.stealth && watched(stealth);
  const skill = command.skill ?? (hiding ? 'stealth' : null);
  const rolled = skill === null ? null : actorRoll(env, actor.sheet, skill, command);
  if (rolled !== null && isRejection(rolled)) return rolled;
  if (rolled === null && command.training && command.training.addRolled + command.training.addKept > 0) {
    return reject(
      'heist/nothing-to-train',
      'Nobody is watching and nothing is Hazardous: there is no roll to add dice to',
    );
  }
  return {
    mover: actor.at,
    from,
    to: command.to,
    zone,
    hazard: hazardous ? { difficulty: env.rules.hazardDifficulty, skill: command.skill! } : null,
    stealth,
    hiding,
    prepared: rolled?.prepared ?? null,
    skill: rolled?.skill ?? null,
    training: rolled?.training ?? null,
  };
}

/** Is the way from `from` to `to` open to the crew? Null when it is. */
function wayProblem(state: HeistState, name: string, from: NodeId, to: NodeId): Rejection | null {
  const { spot } = state;
  if (!isNode(spot, to)) return reject('heist/unknown-place', `${spot.name} has no place "${to}"`, { to });
  if (to === from) {
    return from === outside ? reject('heist/already-there', `${name} is already Outside`) : null;
  }
  if (to !== outside && spot.zones[to]!.hidden !== null && !knowsZone(spot, to)) {
    return reject('heist/unknown-way', `The crew knows of no way into that place`, { to });
  }
  const joining = barriersBetween(spot, from, to);
  if (joining.length === 0) {
    return reject('heist/not-adjacent', `${nodeName(spot, from)} does not open onto ${nodeName(spot, to)}`, {
      to,
    });
  }
  const alarm = state.alarm;
  const barriers = alarm ? joining.filter((barrier) => wayShut(alarm, spot, barrier, to) === null) : joining;
  if (barriers.length === 0) {
    const why = wayShut(alarm!, spot, joining[0]!, to)!;
    return reject('heist/way-shut', `${why}: no way from ${nodeName(spot, from)} to ${nodeName(spot, to)}`, {
      to,
    });
  }
  if (barriers.some((barrier) => barrier.securities.every((s) => s.bypassed))) return null;
  const standing = barriers[0]!.securities.filter((s) => !s.bypassed).map(securityLabel);
  const one = standing.length === 1;
  return reject(
    'heist/barred',
    `${inWords(standing)} ${one ? 'stands' : 'stand'} between ${nodeName(spot, from)} and ${nodeName(spot, to)}: bypass ${one ? 'it' : 'them'} first (COT-SPOT-5)`,
    { to },
  );
}

/**
 * A move (COT-SPOT-3, COT-SPOT-4): the Aware guard's opposing roll first, then the mover's one roll, compared
 * with the hazard difficulty (progress) and the Awareness (staying unseen); then what it alerted.
 */
export function move(env: HeistEnv, state: HeistState, command: Move, dice: Dice): Decision<HeistEvent> {
  const plan = planMove(env, state, command);
  if (isRejection(plan)) return plan;
  const guardRoll = plan.hiding && plan.stealth.opposing ? rollCheck(plan.stealth.opposing, dice) : null;
  const check = plan.prepared ? rollCheck(plan.prepared, dice) : null;
  const hazard =
    plan.hazard && check
      ? {
          skill: plan.hazard.skill,
          check,
          difficulty: plan.hazard.difficulty,
          met: meetsDifficulty(check, plan.hazard.difficulty, env.rules.successOnEqual),
        }
      : null;
  const stealth: StealthOutcome | null =
    plan.hiding && check
      ? {
          check: plan.hazard ? null : check,
          awareness: plan.stealth.awareness,
          guardRoll,
          unseen: unseen(env, plan.stealth, check, guardRoll),
        }
      : null;
  const catastrophe = check !== null && isCatastrophe(check);
  const moved: HeistEvent = {
    type: 'heist/moved',
    character: plan.mover.id,
    from: plan.from,
    toward: plan.to,
    fromName: nodeName(state.spot, plan.from),
    towardName: nodeName(state.spot, plan.to),
    arrived: hazard ? hazard.met : true,
    hazard,
    stealth,
    catastrophe,
  };
  const crowdedRoll = plan.skill === 'catBurglary' && isCrowded(state, plan.zone); // COT-SPOT-4
  const noise = moveNoise(env, plan, stealth, crowdedRoll, catastrophe);
  return ok([...spendEvents(plan.training, 'training'), moved, ...noiseEvents(state, noise)]);
}

/**
 * Who a planned move surely turns Aware or Discovers, whatever its dice (a move in the open in front of guards, a
 * Cat Burglary roll in a Crowded zone): the noise `move` makes, with no roll deciding it (COT-D-50, COT-SPOT-4).
 */
export function moveSurelyAlerts(env: HeistEnv, state: HeistState, plan: MovePlan): Alerted {
  const crowdedRoll = plan.skill === 'catBurglary' && isCrowded(state, plan.zone);
  return alertedBy(state, moveNoise(env, plan, null, crowdedRoll, false));
}

function isCrowded(state: HeistState, zone: string | null): boolean {
  return zone !== null && state.spot.zones[zone]?.crowded === true;
}

/**
 * Who the move alerts (COT-D-50, COT-SPOT-4, COT-D-4): a failed or skipped Stealth in front of guards alerts
 * the unaware ones and Discovers the mover; a Cat Burglary roll in a Crowded zone alerts every guard there; a
 * catastrophe Discovers the mover and alerts the zone.
 */
function moveNoise(
  env: HeistEnv,
  plan: MovePlan,
  stealth: StealthOutcome | null,
  crowdedRoll: boolean,
  catastrophe: boolean,
): Noise {
  const present = [...plan.stealth.unaware, ...plan.stealth.aware];
  const everyone = present.map((g) => g.id);
  const unawareIds = plan.stealth.unaware.map((g) => g.id);
  const spotted = stealth ? !stealth.unseen : present.length > 0 && !plan.hiding;
  const cause = stealth ? 'stealth-failed' : 'seen';
  const loud = catastrophe && env.rules.heistCatastrophe === 'default';
  return {
    aware: [
      ...(loud ? [['catastrophe', everyone] as const] : []),
      ...(spotted ? [[cause, unawareIds] as const] : []),
      ...(crowdedRoll ? [['crowded', everyone] as const] : []),
    ],
    discovered: [
      ...(loud ? [['catastrophe', plan.mover.id] as const] : []),
      ...(spotted ? [[cause, plan.mover.id] as const] : []),
    ],
  };
}
