import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { meetsDifficulty, rollCheck } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { secretsCost, spendProblem, switchCost } from '../foresight/index.ts';
import { planResearch, rollResearch } from '../prep/index.ts';
import type { HeistEnv, ResearchPlan } from '../prep/index.ts';
import { actorRoll } from './rolling.ts';
import { atSpot, sheetOf } from './roster.ts';
import { spenderOf } from './schemes.ts';
import type { HeistCommand, HeistEvent, HeistState } from './types.ts';

/** The schemes that roll now as if in Prep: Secrets and Switch (COT-FORE-6, COT-FORE-9), 3 Foresight a roll. */

type Of<T extends HeistCommand['type']> = Extract<HeistCommand, { type: T }>;

/** A Secrets or Switch roll checked and built: research, or a plain roll against a difficulty. */
export type SchemeRollPlan =
  | { readonly kind: 'research'; readonly spender: Character; readonly plan: ResearchPlan }
  | {
      readonly kind: 'roll';
      readonly spender: Character;
      readonly roller: Character;
      readonly prepared: PreparedCheck;
      readonly difficulty: number;
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
  const spender = spenderOf(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const roller = rollerOf(env, state, command.roller);
  if (isRejection(roller)) return roller;
  const short = spendProblem(spender, spender, secretsCost, 'Secrets', env.rules);
  if (short) return short;
  const { roll } = command;
  if (roll.method === 'mysticism') {
    const problem = difficultyProblem(roll.difficulty);
    if (problem) return problem;
    const built = actorRoll(env, roller, 'mysticism', { modifiers: command.modifiers ?? [] });
    if (isRejection(built)) return built;
    return { kind: 'roll', spender, roller, prepared: built.prepared, difficulty: roll.difficulty };
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
    { researcher: roller.id, method: roll.method, goal: roll.goal, modifiers: command.modifiers ?? [] },
  );
  return isRejection(plan) ? plan : { kind: 'research', spender, plan };
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
  if (planned.kind === 'roll') {
    const purpose = command.roll.method === 'mysticism' ? command.roll.purpose.trim() : '';
    return ok([spent, skillRolled(env, planned, 'mysticism', purpose, dice)]);
  }
  const result = rollResearch(planned.plan, env.rules, dice);
  return ok([
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
  const spender = spenderOf(env, state, command.spender);
  if (isRejection(spender)) return spender;
  const roller = rollerOf(env, state, command.roller);
  if (isRejection(roller)) return roller;
  const short = spendProblem(spender, spender, switchCost, 'a Switch', env.rules);
  if (short) return short;
  const problem = difficultyProblem(command.roll.difficulty);
  if (problem) return problem;
  if (command.roll.kind === 'disguise' && command.roll.identity.trim() === '') {
    return reject('heist/no-identity', 'A disguise needs the identity it presents');
  }
  const skill = command.roll.kind === 'disguise' ? 'con' : 'forgery';
  const built = actorRoll(env, roller, skill, { modifiers: command.modifiers ?? [] });
  if (isRejection(built)) return built;
  return { kind: 'roll', spender, roller, prepared: built.prepared, difficulty: command.roll.difficulty };
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
  const { roll } = command;
  if (roll.kind === 'forgery')
    return ok([spent, skillRolled(env, planned, 'forgery', roll.purpose.trim(), dice)]);
  const check = rollCheck(planned.prepared, dice);
  const success = meetsDifficulty(check, planned.difficulty, env.rules.successOnEqual);
  const discovered = atSpot(state, planned.roller.id)?.discovered === true;
  return ok([
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
