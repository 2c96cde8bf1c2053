import type { Rejection } from '../../shared/result.ts';
import type { Skill } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { planTraining } from '../foresight/index.ts';
import type { Scheme, TrainingPlan } from '../foresight/index.ts';
import { rollerCheck } from '../prep/index.ts';
import { stealthSkill } from '../spot/index.ts';
import { isRejection } from '../../shared/result.ts';
import type { HeistEnv } from '../prep/index.ts';
import { extraModifiers } from './stealth.ts';
import type { HeistEvent, RollExtras } from './types.ts';

/** A crew member's roll, built before the dice: the skill, its pool with every modifier, and Training bought. */
export interface ActorRoll {
  readonly skill: Skill;
  readonly prepared: PreparedCheck;
  readonly training: TrainingPlan | null;
}

/**
 * The pool a character rolls for a skill (`stealth`: Fingers + Sneak or as `stealth_skill` says, COT-D-9), with
 * the wound penalty, their Bolsters (COT-TIME-4; not on the second roll of one action, since a Bolster serves
 * one roll), the GM's modifiers and Foresight Training (COT-FORE-5).
 */
export function actorRoll(
  env: HeistEnv,
  sheet: Character,
  skill: Skill | 'stealth',
  extras: RollExtras,
  bolstered = true,
): ActorRoll | Rejection {
  const training = planTraining(env.ctx.characters, sheet, extras.training, env.rules);
  if (training !== null && isRejection(training)) return training;
  const rolled = skill === 'stealth' ? stealthSkill(sheet, env.rules.stealthSkill) : skill;
  const modifiers = extraModifiers(extras.modifiers, training?.modifier ?? null);
  return {
    skill: rolled,
    prepared: rollerCheck(
      { bolsters: env.ctx.bolsters, rules: env.rules },
      sheet,
      rolled,
      modifiers,
      bolstered,
    ),
    training,
  };
}

/** The Foresight a plan spends, as the event that reports it (COT-FORE-3). */
export function spendEvents(training: TrainingPlan | null, scheme: Scheme): HeistEvent[] {
  return training
    ? [{ type: 'heist/foresight-spent', character: training.payer, amount: training.cost, scheme }]
    : [];
}
