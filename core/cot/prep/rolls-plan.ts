import { isRejection, reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import type { HeistEnv } from './env.ts';
import { planTraining } from '../foresight/index.ts';
import type { TrainingPlan } from '../foresight/index.ts';
import { planResearch, rollerCheck } from './research.ts';
import type { ResearchPlan } from './research.ts';
import { prepActor } from './actions.ts';
import type { PrepCommand, PrepRollExtras, PrepState } from './types.ts';

/** The Prep rolls, checked and built before the dice, for `decide` and the view alike. */

type Of<T extends PrepCommand['type']> = Extract<PrepCommand, { type: T }>;

/** The modifiers of a roll: the GM's, then Foresight Training (COT-FORE-5). */
function extras(env: HeistEnv, roller: Character, command: PrepRollExtras) {
  const training = planTraining(env.ctx.characters, roller, command.training, env.rules);
  if (training !== null && isRejection(training)) return training;
  return { training, modifiers: [...(command.modifiers ?? []), ...(training ? [training.modifier] : [])] };
}

export interface PlannedResearch {
  readonly plan: ResearchPlan;
  readonly training: TrainingPlan | null;
}

/** COT-PREP-1..8 on a campaign Spot, as a Prep action. */
export function planPrepResearch(
  env: HeistEnv,
  state: PrepState,
  command: Of<'prep/research'>,
): PlannedResearch | Rejection {
  const researcher = prepActor(env, state, command.researcher);
  if (isRejection(researcher)) return researcher;
  const spot = Object.hasOwn(env.ctx.spots, command.spotId) ? env.ctx.spots[command.spotId]! : null;
  if (!spot) return reject('prep/unknown-spot', `There is no Spot "${command.spotId}"`);
  const built = extras(env, researcher, command);
  if (isRejection(built)) return built;
  const plan = planResearch(
    {
      spot,
      characters: env.ctx.characters,
      heat: env.ctx.crew.heat,
      settings: env.ctx.settings,
      spotRules: env.rules,
      rules: env.rules,
      bolsters: env.ctx.bolsters,
    },
    { researcher: researcher.id, method: command.method, goal: command.goal, modifiers: built.modifiers },
  );
  return isRejection(plan) ? plan : { plan, training: built.training };
}

export interface PlannedRoll {
  readonly roller: Character;
  readonly prepared: PreparedCheck;
  readonly training: TrainingPlan | null;
}

/** COT-FORE-1: Brains + Planning, as a Prep action. */
export function planBanking(
  env: HeistEnv,
  state: PrepState,
  command: Of<'prep/bank-foresight'>,
): PlannedRoll | Rejection {
  const roller = prepActor(env, state, command.character);
  if (isRejection(roller)) return roller;
  const built = extras(env, roller, command);
  if (isRejection(built)) return built;
  return {
    roller,
    prepared: rollerCheck(
      { bolsters: env.ctx.bolsters, rules: env.rules },
      roller,
      'planning',
      built.modifiers,
    ),
    training: built.training,
  };
}

/** COT-PREP-9: another Prep skill against the GM's difficulty; a Con disguise names its identity. */
export function planPrepSkill(
  env: HeistEnv,
  state: PrepState,
  command: Of<'prep/skill'>,
): PlannedRoll | Rejection {
  const roller = prepActor(env, state, command.character);
  if (isRejection(roller)) return roller;
  if (!Number.isInteger(command.difficulty) || command.difficulty < 0 || command.difficulty > 99) {
    return reject(
      'prep/bad-difficulty',
      `A difficulty must be a whole number from 0 to 99 (got ${command.difficulty})`,
    );
  }
  if (command.identity !== undefined && (command.skill !== 'con' || command.identity.trim() === '')) {
    return reject(
      'prep/bad-disguise',
      'Only a Con roll makes a disguise, and it names the identity it presents',
    );
  }
  const built = extras(env, roller, command);
  if (isRejection(built)) return built;
  return {
    roller,
    prepared: rollerCheck(
      { bolsters: env.ctx.bolsters, rules: env.rules },
      roller,
      command.skill,
      built.modifiers,
    ),
    training: built.training,
  };
}
