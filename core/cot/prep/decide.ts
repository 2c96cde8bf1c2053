import type { Dice } from '../../dice/dice.ts';
import { isRejection, ok, reject, unreachable } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { meetsDifficulty, rollCheck } from '../gear/index.ts';
import type { HeistEnv } from './env.ts';
import { actionTaken, prepActor } from './actions.ts';
import { foresightBanked, foresightGained } from '../foresight/index.ts';
import type { TrainingPlan } from '../foresight/index.ts';
import { rollResearch } from './research-roll.ts';
import { planBanking, planPrepResearch, planPrepSkill } from './rolls-plan.ts';
import { prepBlueprint, prepCache } from './schemes.ts';
import type { PrepCommand, PrepEvent, PrepState } from './types.ts';

type Of<T extends PrepCommand['type']> = Extract<PrepCommand, { type: T }>;

/**
 * Decides a Prep command: each roll or task is one Prep action of its character (COT-TIME-6, COT-D-21), a
 * Planning research roll may take several days (COT-D-59); schemes are free (COT-FORE-3); the GM ends the day.
 */
export function decidePrepScene(
  env: HeistEnv,
  state: PrepState,
  command: PrepCommand,
  dice: Dice,
): Decision<PrepEvent> {
  switch (command.type) {
    case 'prep/research':
      return research(env, state, command, dice);
    case 'prep/bank-foresight':
      return bankForesight(env, state, command, dice);
    case 'prep/skill':
      return prepSkill(env, state, command, dice);
    case 'prep/task': {
      const actor = prepActor(env, state, command.character);
      if (isRejection(actor)) return actor;
      return ok([
        actionTaken(state, actor.id),
        { type: 'prep/task-done', character: actor.id, task: command.task.trim() },
      ]);
    }
    case 'prep/cache':
      return prepCache(env, state, command);
    case 'prep/blueprint':
      return prepBlueprint(env, state, command);
    case 'prep/end-day':
      if (state.ended !== null) return reject('prep/ended', 'The Prep scene is over');
      return ok([{ type: 'prep/day-ended', day: state.day }]);
    case 'prep/end':
      if (state.ended !== null) return reject('prep/ended', 'The Prep scene is over');
      return ok([{ type: 'prep/ended', summary: command.summary.trim() || 'Prep is over' }]);
    default:
      return unreachable(command);
  }
}

function spent(training: TrainingPlan | null): PrepEvent[] {
  return training
    ? [{ type: 'prep/foresight-spent', character: training.payer, amount: training.cost, scheme: 'training' }]
    : [];
}

/** COT-PREP-1..8: the roll, what it teaches, its Reputation and Heat; Planning takes `planning_research_days`. */
function research(
  env: HeistEnv,
  state: PrepState,
  command: Of<'prep/research'>,
  dice: Dice,
): Decision<PrepEvent> {
  const planned = planPrepResearch(env, state, command);
  if (isRejection(planned)) return planned;
  const days = command.method === 'planning' ? env.rules.planningResearchDays : 1; // COT-D-59
  const result = rollResearch(planned.plan, env.rules, dice);
  return ok([
    ...spent(planned.training),
    actionTaken(state, command.researcher, days),
    { type: 'prep/researched', result },
  ]);
}

/** COT-FORE-1, COT-FORE-2: Foresight by the table's formula, the sheet keeping it within Brains + Planning. */
function bankForesight(
  env: HeistEnv,
  state: PrepState,
  command: Of<'prep/bank-foresight'>,
  dice: Dice,
): Decision<PrepEvent> {
  const planned = planBanking(env, state, command);
  if (isRejection(planned)) return planned;
  const check = rollCheck(planned.prepared, dice);
  const gained = foresightGained(check.roll?.total ?? 0, check.roll?.catastrophe ?? false, env.rules);
  const payer = planned.training?.payer === planned.roller.id ? planned.training.cost : 0;
  const after = { ...planned.roller, foresight: planned.roller.foresight - payer };
  return ok([
    ...spent(planned.training),
    actionTaken(state, planned.roller.id),
    {
      type: 'prep/foresight-banked',
      character: planned.roller.id,
      check,
      gained,
      banked: foresightBanked(after, gained),
    },
  ]);
}

/** COT-PREP-9: a roll against the GM's difficulty; a successful Con disguise presents a new identity (COT-CHAR-8). */
function prepSkill(
  env: HeistEnv,
  state: PrepState,
  command: Of<'prep/skill'>,
  dice: Dice,
): Decision<PrepEvent> {
  const planned = planPrepSkill(env, state, command);
  if (isRejection(planned)) return planned;
  const check = rollCheck(planned.prepared, dice);
  const success = meetsDifficulty(check, command.difficulty, env.rules.successOnEqual);
  return ok([
    ...spent(planned.training),
    actionTaken(state, planned.roller.id),
    {
      type: 'prep/skill-rolled',
      character: planned.roller.id,
      skill: command.skill,
      purpose: command.purpose.trim(),
      check,
      difficulty: command.difficulty,
      success,
      identity: success && command.identity !== undefined ? command.identity.trim() : null,
    },
  ]);
}
