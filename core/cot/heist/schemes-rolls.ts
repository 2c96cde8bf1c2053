import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { meetsDifficulty, rollCheck } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { planTraining, secretsCost, spendProblem, switchCost, trainingLabel } from '../foresight/index.ts';
import type { TrainingPlan, TrainingPurchase } from '../foresight/index.ts';
import { planResearch, rollResearch } from '../prep/index.ts';
import type { HeistEnv, ResearchPlan } from '../prep/index.ts';
import { actorRoll, spendEvents } from './rolling.ts';
import { atSpot, sheetOf } from './roster.ts';
import { spenderOf } from './schemes.ts';
import { extraModifiers } from './stealth.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

/**
 * The schemes that roll now as if in Prep: Secrets and Switch (COT-FORE-6, COT-FORE-9), 3 Foresight a roll, with
 * any Foresight Training bought for the roll (COT-FORE-5) in its pool and paid as on Use a skill.
 */

type Of<T extends HeistCommand['type']> = Extract<HeistCommand, { type: T }>;

/** A Secrets or Switch roll checked and built: research, or a plain roll against a difficulty; Training bought. */
export type SchemeRollPlan =
  | {
      readonly kind: 'research';
      readonly spender: Character;
      readonly plan: ResearchPlan;
      readonly training: TrainingPlan | null;
    }
  | {
      readonly kind: 'roll';
      readonly spender: Character;
      readonly roller: Character;
      readonly prepared: PreparedCheck;
      readonly difficulty: number;
      readonly training: TrainingPlan | null;
    };

function rollerOf(
  env: HeistEnv,
  state: HeistState,
  id: Of<'heist/secrets'>['roller'],
): Character | Rejection {
  const sheet = sheetOf(env, id);
  if (!sheet || !state.crew.includes(id))
    return reject('heist/not-crew', `"${id}" is not one of this Heist's crew`);
  if (sheet.condition.state === 'dead') return reject('heist/dead', `${sheet.name} is dead`);
  const at = atSpot(state, id);
  if (at?.unconscious) return reject('heist/unconscious', `${sheet.name} is Unconscious (COT-DROP-9)`);
  return sheet;
}

/** What a scheme roll pays before its dice: the roller's Training (COT-FORE-5), then the scheme's cost. */
interface Payment {
  readonly spender: Character;
  readonly roller: Character;
  readonly training: TrainingPlan | null;
}

/**
 * The roller's Training, as on Use a skill (the roller pays unless it names another payer, COT-D-64), and the
 * scheme's cost from the spender's Foresight (COT-FORE-3): when the spender also pays the Training, both must fit
 * in one pool, and the shortfall names them ("ruth has 3 Foresight; Secrets with Training of +1k0 costs 4").
 */
function payment(
  env: HeistEnv,
  spender: Character,
  roller: Character,
  scheme: { readonly cost: number; readonly what: string },
  purchase: TrainingPurchase | undefined,
): Payment | Rejection {
  const training = planTraining(env.ctx.characters, roller, purchase, env.rules);
  if (training !== null && isRejection(training)) return training;
  const both = training !== null && purchase !== undefined && training.payer === spender.id;
  const short = both
    ? spendProblem(
        spender,
        spender,
        scheme.cost + training.cost,
        `${scheme.what} with Training of ${trainingLabel(purchase)}`,
        env.rules,
      )
    : spendProblem(spender, spender, scheme.cost, scheme.what, env.rules);
  return short ?? { spender, roller, training };
}

/** The spender and roller of a scheme roll, and what it pays. */
function payers(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/secrets'> | Of<'heist/switch'>,
  scheme: { readonly cost: number; readonly what: string },
): Payment | Rejection {
  const spender = spenderOf(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const roller = rollerOf(env, state, command.roller);
  if (isRejection(roller)) return roller;
  return payment(env, spender, roller, scheme, command.training);
}

function difficultyProblem(difficulty: number): Rejection | null {
  return Number.isInteger(difficulty) && difficulty >= 0 && difficulty <= 99
    ? null
    : reject('heist/bad-difficulty', `A difficulty must be a whole number from 0 to 99 (got ${difficulty})`);
}

/**
 * COT-FORE-6: a Planning or Connections research roll on this Spot (halved for Connections, which still costs
 * 1 Reputation, COT-D-90), or a Mysticism roll; no Prep day is used.
 */
export function planSecrets(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/secrets'>,
): SchemeRollPlan | Rejection {
  const paid = payers(env, state, command, { cost: secretsCost, what: 'Secrets' });
  if (isRejection(paid)) return paid;
  const { spender, roller, training } = paid;
  const modifiers = extraModifiers(command.modifiers, training?.modifier ?? null);
  const { roll } = command;
  if (roll.method === 'mysticism') {
    const problem = difficultyProblem(roll.difficulty);
    if (problem) return problem;
    const built = actorRoll(env, roller, 'mysticism', { modifiers });
    if (isRejection(built)) return built;
    return { kind: 'roll', spender, roller, prepared: built.prepared, difficulty: roll.difficulty, training };
  }
  const plan = planResearch(
    {
      spot: state.spot,
      characters: env.ctx.characters,
      heat: env.ctx.crew.heat,
      settings: env.ctx.settings,
      spotRules: env.rules,
      rules: env.rules,
      bolsters: env.ctx.bolsters,
    },
    { researcher: roller.id, method: roll.method, goal: roll.goal, modifiers },
  );
  return isRejection(plan) ? plan : { kind: 'research', spender, plan, training };
}

export function secrets(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/secrets'>,
  dice: Dice,
): Decision<HeistEvent> {
  const planned = planSecrets(env, state, command);
  if (isRejection(planned)) return planned;
  const spent: HeistEvent = {
    type: 'heist/foresight-spent',
    character: planned.spender.id,
    amount: secretsCost,
    scheme: 'secrets',
  };
  const trained = spendEvents(planned.training, 'training');
  if (planned.kind === 'roll') {
    const purpose = command.roll.method === 'mysticism' ? command.roll.purpose.trim() : '';
    return ok([...trained, spent, skillRolled(env, planned, 'mysticism', purpose, dice)]);
  }
  const result = rollResearch(planned.plan, env.rules, dice);
  return ok([
    ...trained,
    spent,
    { type: 'heist/researched', result },
    ...result.learned.map((event): HeistEvent => ({ type: 'heist/spot-changed', event })),
  ]);
}

/** COT-FORE-9: a Con roll for a disguise, or a Forgery roll, now. */
export function planSwitch(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/switch'>,
): Extract<SchemeRollPlan, { kind: 'roll' }> | Rejection {
  const paid = payers(env, state, command, { cost: switchCost, what: 'a Switch' });
  if (isRejection(paid)) return paid;
  const { spender, roller, training } = paid;
  const problem = difficultyProblem(command.roll.difficulty);
  if (problem) return problem;
  if (command.roll.kind === 'disguise' && command.roll.identity.trim() === '') {
    return reject('heist/no-identity', 'A disguise needs the identity it presents');
  }
  const skill = command.roll.kind === 'disguise' ? 'con' : 'forgery';
  const modifiers = extraModifiers(command.modifiers, training?.modifier ?? null);
  const built = actorRoll(env, roller, skill, { modifiers });
  if (isRejection(built)) return built;
  return {
    kind: 'roll',
    spender,
    roller,
    prepared: built.prepared,
    difficulty: command.roll.difficulty,
    training,
  };
}

/**
 * A successful disguise gives a new presented identity at once (COT-CHAR-8); a Discovered character becomes
 * Concealed under `discovered_clears_on_new_identity` (COT-D-91).
 */
export function switchIdentity(
  env: HeistEnv,
  state: HeistState,
  command: Of<'heist/switch'>,
  dice: Dice,
): Decision<HeistEvent> {
  const planned = planSwitch(env, state, command);
  if (isRejection(planned)) return planned;
  const spent: HeistEvent = {
    type: 'heist/foresight-spent',
    character: planned.spender.id,
    amount: switchCost,
    scheme: 'switch',
  };
  const trained = spendEvents(planned.training, 'training');
  const { roll } = command;
  if (roll.kind === 'forgery')
    return ok([...trained, spent, skillRolled(env, planned, 'forgery', roll.purpose.trim(), dice)]);
  const check = rollCheck(planned.prepared, dice);
  const success = meetsDifficulty(check, planned.difficulty, env.rules.successOnEqual);
  const discovered = atSpot(state, planned.roller.id)?.discovered === true;
  return ok([
    ...trained,
    spent,
    {
      type: 'heist/disguised',
      character: planned.roller.id,
      identity: roll.identity.trim(),
      check,
      difficulty: planned.difficulty,
      success,
      concealed: success && discovered && env.rules.discoveredClearsOnNewIdentity,
    },
  ]);
}

function skillRolled(
  env: HeistEnv,
  planned: Extract<SchemeRollPlan, { kind: 'roll' }>,
  skill: 'mysticism' | 'forgery',
  purpose: string,
  dice: Dice,
): HeistEvent {
  const check = rollCheck(planned.prepared, dice);
  return {
    type: 'heist/skill-rolled',
    character: planned.roller.id,
    skill,
    purpose,
    check,
    difficulty: planned.difficulty,
    success: meetsDifficulty(check, planned.difficulty, env.rules.successOnEqual),
  };
}
