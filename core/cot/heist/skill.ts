import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { skillTable } from '../characters/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { meetsDifficulty, rollCheck } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import type { TrainingPlan } from '../foresight/index.ts';
import { noiseEvents } from './alerts.ts';
import { actorRoll, spendEvents } from './rolling.ts';
import type { HeistEnv } from '../prep/index.ts';
import { crewActor, guardsIn } from './roster.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

type SkillUse = Extract<HeistCommand, { type: 'heist/skill' }>;

/** The GM's default difficulty (COT-DICE-5). */
export const defaultDifficulty = 9;

export interface SkillPlan {
  readonly actor: DropCharacter;
  readonly prepared: PreparedCheck;
  readonly training: TrainingPlan | null;
}

/** COT-SPOT-8: any other Heist skill (Lookout, Safecracking outside a Vault…) against a GM difficulty, one turn. */
export function planSkill(env: HeistEnv, state: HeistState, command: SkillUse): SkillPlan | Rejection {
  const actor = crewActor(env, state, command.actor);
  if (isRejection(actor)) return actor;
  if (!(skillTable[command.skill].tags as readonly string[]).includes('heist')) {
    return reject(
      'heist/not-a-heist-skill',
      `${skillTable[command.skill].label} is not a Heist skill: only those are rolled against the GM's difficulty in a Heist (COT-SPOT-8)`,
      { skill: command.skill },
    );
  }
  if (!Number.isInteger(command.difficulty) || command.difficulty < 0 || command.difficulty > 99) {
    return reject(
      'heist/bad-difficulty',
      `A difficulty must be a whole number from 0 to 99 (got ${command.difficulty})`,
    );
  }
  const rolled = actorRoll(env, actor.sheet, command.skill, command);
  if (isRejection(rolled)) return rolled;
  return { actor: actor.at, prepared: rolled.prepared, training: rolled.training };
}

/** The roll against the GM's difficulty; Cat Burglary in a Crowded zone alerts every guard there (COT-SPOT-4). */
export function useSkill(
  env: HeistEnv,
  state: HeistState,
  command: SkillUse,
  dice: Dice,
): Decision<HeistEvent> {
  const plan = planSkill(env, state, command);
  if (isRejection(plan)) return plan;
  const check = rollCheck(plan.prepared, dice);
  const rolled: HeistEvent = {
    type: 'heist/skill-rolled',
    character: plan.actor.id,
    skill: command.skill,
    purpose: command.purpose.trim(),
    check,
    difficulty: command.difficulty,
    success: meetsDifficulty(check, command.difficulty, env.rules.successOnEqual),
  };
  const zone = plan.actor.zone;
  const crowded =
    command.skill === 'catBurglary' && zone !== null && state.spot.zones[zone]?.crowded === true;
  const guards = crowded ? guardsIn(state, zone).map((g) => g.id) : [];
  const noise = { aware: [['crowded', guards] as const], discovered: [] };
  return ok([...spendEvents(plan.training, 'training'), rolled, ...noiseEvents(state, noise)]);
}
