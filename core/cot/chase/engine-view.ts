import { formatPool, modifierWords } from '../../dice/pool.ts';
import type {
  ActionOdds,
  ActionOption,
  ActionView,
  ActorId,
  Names,
  OutcomeOdds,
} from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Rejection } from '../../shared/result.ts';
import { planAccelerate } from './accelerate.ts';
import { isRejection } from '../../shared/result.ts';
import { planAttack } from './attack.ts';
import { planBoard } from './board.ts';
import { planClose } from './close.ts';
import type { ChaseActionCommand, RollModifiers } from './commands.ts';
import {
  chaseActionInfo,
  candidatesFor,
  optionLabel,
  pursuerKinds,
  targetKinds,
} from './engine-candidates.ts';
import { chaseActionOdds } from './odds.ts';
import type { ChaseOdds } from './odds.ts';
import { resultDistribution } from './odds-support.ts';
import { planRam } from './ram.ts';
import { findParticipant, isIn } from './roster.ts';
import { meets } from './rolls.ts';
import type { RollPlan } from './rolls.ts';
import { planShake } from './shake.ts';
import type { StrikePlan } from './strike.ts';
import { planTakedown } from './takedown.ts';
import type { ChaseState } from './types.ts';
import { defenderWords } from './words.ts';

/** A chase action's odds: the contract's, with the chase's own (each group's Distance spread, a crash, a free Ram). */
export interface ChaseActionOdds extends ActionOdds {
  readonly chase: ChaseOdds;
}

/**
 * Every action a participant could take now (COT-CHASE-4..13), possible or not, why not in the game's words,
 * its ready-made commands and their exact odds with every roller's Bolsters (COT-TIME-4). Each candidate is
 * checked by `chaseActionOdds`, which runs the very `plan…` function `decide` runs, so the options are exactly the
 * commands `decide` accepts and the odds those of the pools it rolls. Nothing is offered to someone out of the
 * chase, nor once it is over. The commands carry no Bolsters: the engine adds them from the scene's context.
 */
export function chaseActions(
  state: ChaseState,
  actor: ActorId,
  bolsters: RollModifiers,
  names: Names,
): readonly ActionView<ChaseActionCommand>[] {
  const participant = findParticipant(state, actor as CharacterId);
  if (!participant || !isIn(participant) || state.outcome !== null) return [];
  const kinds = participant.role === 'target' ? targetKinds : pursuerKinds;
  return kinds.map((kind) => {
    const info = chaseActionInfo[kind];
    const options: ActionOption<ChaseActionCommand>[] = [];
    let refusal: Rejection | null = null;
    for (const command of candidatesFor(state, participant, kind)) {
      const result = chaseActionOdds(state, { ...command, bolsters } as ChaseActionCommand);
      if (!result.ok) refusal ??= result;
      else
        options.push({
          label: optionLabel(command, names),
          command,
          odds: actionOdds(state, command, result.odds, bolsters, names),
        });
    }
    const available = options.length > 0;
    return {
      action: kind,
      label: info.label,
      available,
      reason: available ? null : (refusal?.message ?? info.none),
      options,
      rule: info.rule,
    };
  });
}

/** The contract's odds of a rolled action: the headline that decides, every outcome with its tone, the pools. */
function actionOdds(
  state: ChaseState,
  command: ChaseActionCommand,
  odds: ChaseOdds,
  bolsters: RollModifiers,
  names: Names,
): ChaseActionOdds | null {
  if (!odds.rolled) return null;
  const bolstered = { ...command, bolsters } as ChaseActionCommand;
  const sum = (keys: (key: string) => boolean) =>
    odds.outcomes.filter((o) => keys(o.key)).reduce((total, o) => total + o.probability, 0);
  const strike = strikePlanOf(state, bolstered);
  const headline = strike
    ? {
        label: `Hit (reaches ${strike.defender.kind === 'vehicle' ? 'Body' : 'Cover'} ${strike.difficulty})`,
        probability: hitChance(state, strike),
      }
    : { label: headlineLabel[command.type] ?? 'Success', probability: sum(isSuccess) };
  return {
    headline: { ...headline, probability: Math.min(1, headline.probability) },
    outcomes: odds.outcomes.map((o): OutcomeOdds => ({ ...o, tone: toneOf(o.key) })),
    detail: detailOf(state, bolstered, names) + afterwards(state, bolstered, odds, names),
    chase: odds,
  };
}

const headlineLabel: Partial<Record<ChaseActionCommand['type'], string>> = {
  'chase/accelerate': 'Gains Distance',
  'chase/shake': 'Succeeds',
  'chase/close': 'Closes in',
  'chase/takedown': 'Takedown',
  'chase/board': 'Aboard',
};

/** The outcomes that are the action's success (COT-CHASE-5, 6, 9, 10, 11). */
function isSuccess(key: string): boolean {
  return (
    (key.startsWith('beats-') && key !== 'beats-0') ||
    ['success', 'follow-up', 'caught', 'aboard', 'thrown', 'thrown-wounded', 'thrown-killed'].includes(key)
  );
}

function toneOf(key: string): OutcomeOdds['tone'] {
  if (key === 'catastrophe' || key === 'failure' || key === 'beats-0') return 'bad';
  return isSuccess(key) || key.startsWith('damage-') ? 'good' : 'neutral';
}

function strikePlanOf(state: ChaseState, command: ChaseActionCommand): StrikePlan | null {
  const plan =
    command.type === 'chase/attack'
      ? planAttack(state, command)
      : command.type === 'chase/ram'
        ? planRam(state, command)
        : null;
  return plan === null || isRejection(plan) ? null : plan;
}

/** COT-DICE-6: the chance the total reaches the defender's Cover or Body. */
function hitChance(state: ChaseState, plan: StrikePlan): number {
  return resultDistribution(plan.plan)
    .filter((w) => meets(w.value, plan.difficulty, state.rules))
    .reduce((sum, w) => sum + w.p, 0);
}

/** The pools an action rolls, in the order they are rolled, each with its modifiers and their sources. */
function detailOf(state: ChaseState, command: ChaseActionCommand, names: Names): string {
  const rolls = rollsOf(state, command);
  const line = (plan: RollPlan) => {
    const modifiers = modifierWords(plan.modifiers);
    const pool = plan.autoFail ? 'no dice (fails)' : formatPool(plan.pool);
    return `${names(plan.roller)} ${formatPool(plan.basePool)}${modifiers}${modifiers ? ` = ${pool}` : ''}`;
  };
  const against =
    command.type === 'chase/shake' && command.manoeuvre.kind === 'obstacle'
      ? ` against difficulty ${command.manoeuvre.difficulty}`
      : '';
  const strike = strikePlanOf(state, command);
  const target = strike
    ? ` vs ${strike.defender.kind === 'vehicle' ? 'Body' : 'Cover'} ${strike.difficulty}`
    : '';
  return `${rolls.map(line).join(', then ')}${against}${target}`;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

/**
 * What may follow the roll at once, in words: the crash check a risky vehicle strike calls for (COT-WAR-4) and the
 * free Ram of a vehicle's Takedown (COT-CHASE-10), each with its chance.
 */
function afterwards(state: ChaseState, command: ChaseActionCommand, odds: ChaseOdds, names: Names): string {
  const crash = odds.crash
    ? `; then a crash check vs ${state.rules.crashDifficulty}: ${percent(1 - (odds.crash.find((o) => o.key === 'safe')?.probability ?? 0))} to crash`
    : '';
  const takedown = command.type === 'chase/takedown' ? planTakedown(state, command) : null;
  const ram = takedown && !isRejection(takedown) ? takedown.ram : null;
  const then = ram
    ? `; if it succeeds, a free Ram on ${defenderWords(ram.defender, names)}: ${percent(hitChance(state, ram))} to reach its ${ram.defender.kind === 'vehicle' ? 'Body' : 'Cover'} ${ram.difficulty}`
    : '';
  return crash + then;
}

function rollsOf(state: ChaseState, command: ChaseActionCommand): readonly RollPlan[] {
  switch (command.type) {
    case 'chase/accelerate': {
      const plan = planAccelerate(state, command);
      return isRejection(plan) ? [] : [...plan.groups.map((g) => g.plan), plan.target.plan];
    }
    case 'chase/shake': {
      const plan = planShake(state, command);
      if (isRejection(plan)) return [];
      if (plan.kind === 'obstacle') return [plan.target.plan, ...plan.groups.map((g) => g.plan)];
      return plan.kind === 'dislodge' ? [plan.boarderPlan, plan.driverPlan] : [];
    }
    case 'chase/close': {
      const plan = planClose(state, command);
      return isRejection(plan) ? [] : [plan.target.plan, plan.pursuer.plan];
    }
    case 'chase/takedown': {
      const plan = planTakedown(state, command);
      return isRejection(plan) ? [] : [plan.target.plan, plan.pursuer.plan];
    }
    case 'chase/board': {
      const plan = planBoard(state, command);
      return isRejection(plan) ? [] : [plan.driverPlan, plan.boarderPlan];
    }
    default: {
      const strike = strikePlanOf(state, command);
      return strike ? [strike.plan, ...(strike.crash ? [strike.crash.plan] : [])] : [];
    }
  }
}
