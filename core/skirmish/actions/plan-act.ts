import { alliedSides } from '../setup/allies.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { activeSide, effectiveOf, modelOf, onTable } from './access.ts';
import { checkAction, checkThrow } from './action-rules.ts';
import type { ActCommand, Action, ShotOrder } from '../commands.ts';
import { throwActions } from '../grenades/throwing.ts';
import { planShot } from '../shots/shot-plan.ts';
import type { ShotPlan } from '../shots/shot-plan.ts';
import type { ModelState, SkirmishState, ThrowInProgress } from '../types.ts';
import { actionCardShifts } from '../table/window-cards.ts';
import { actionTakesCheckBonus } from './skill.ts';
import { heldActionProblem, planBreakFree, releasedBy } from '../melee/holds.ts';
import type { BreakFreePlan } from '../melee/holds.ts';
import { planStrike } from '../melee/strike.ts';
import type { StrikePlan } from '../melee/strike.ts';

/**
 * Declaring an action (HST-ACT-1, HST-SEQ-3..5): whose turn, which activation, how many actions are left,
 * what the action needs, and what declaring it changes at once (aim and Defend lost, HST-D-22, HST-ACT-9).
 * The view lists exactly the commands this accepts.
 */

export interface ActPlan {
  readonly model: ModelState;
  readonly startsActivation: boolean;
  /** The activation this one implicitly ends (HST-SEQ-3: one model at a time). */
  readonly ends: string | null;
  /** The crossfire follow-up (HST-XFIRE-1): the first shooter's activation ends. */
  readonly crossfire: boolean;
  readonly priority: 1 | 2 | 3 | 4;
  readonly aimLost: boolean;
  readonly defendLost: boolean;
  readonly throwStart: ThrowInProgress | null;
  readonly shot: ShotPlan | null;
  readonly strike: StrikePlan | null;
  readonly breakFree: BreakFreePlan | null;
  /** BRG-D-16: the models whose hold this action of their restrainer ends. */
  readonly released: readonly string[];
  /** BRG-D-17: carried skill-check bonuses spent on its check. */
  readonly checks: number;
  /** BRG-D-17, COT-SOC-4: +1 on its check from Lean Onto. */
  readonly lean: boolean;
}

/** HST-REACT-5: the priority of an action. */
export function actionPriority(action: Action, throwing: ThrowInProgress | null): 1 | 2 | 3 | 4 {
  switch (action.kind) {
    case 'aim':
    case 'defend':
    case 'recover':
      return 1;
    case 'shoot':
      return action.shot.aimed ? 2 : 3;
    case 'strike':
      return 3; // BRG-D-11
    case 'throw':
      return action.throw.inAimZone ? 2 : 3; // a throw is a Shoot action: aimed when the spot is in the aim zone
    case 'continue-throw':
      return throwing?.order.inAimZone ? 2 : 3;
    default:
      return 4;
  }
}

/** HST-AIM-3, HST-D-15, HST-D-22: does declaring this action remove the aim marker? */
function losesAim(
  state: SkirmishState,
  model: ModelState,
  action: Action,
  throwing: ThrowInProgress | null,
): boolean {
  if (!model.aiming) return false;
  switch (action.kind) {
    case 'aim':
      return false; // re-placed when it resolves
    case 'shoot':
      return !action.shot.aimed;
    case 'throw':
      return !action.throw.inAimZone;
    case 'continue-throw':
      return !(throwing?.order.inAimZone ?? false);
    case 'pass':
      return !state.scenario.settings.passKeepsAim;
    default:
      return true;
  }
}

function turnProblem(
  state: SkirmishState,
  model: ModelState | undefined,
  id: string,
): Rejection | ModelState {
  if (state.phase.kind !== 'turn')
    return reject('skirmish/not-now', 'No turn is running: start the turn first');
  if (state.window)
    return reject('skirmish/window-open', 'Resolve the reactions to the declared action first');
  if (state.blasts.length > 0) return reject('skirmish/blast-pending', 'Resolve the vehicle explosion first');
  if (!model || !onTable(model))
    return reject('skirmish/not-on-table', `${model?.name ?? id} is not on the table`);
  if (model.side !== activeSide(state))
    return reject('skirmish/not-your-turn', `It is not ${model.name}'s side's turn`);
  return model;
}

function crossfireProblem(state: SkirmishState, model: ModelState, command: ActCommand): Rejection | null {
  const crossfire = state.crossfire;
  if (!crossfire)
    return reject('skirmish/no-crossfire', 'There is no crossfire opportunity now (HST-XFIRE-1)');
  const action = command.action;
  if (
    action.kind !== 'shoot' ||
    action.shot.target.kind !== 'model' ||
    action.shot.target.model !== crossfire.target
  ) {
    return reject('skirmish/crossfire-target', 'The crossfire shot must be at the model just hit');
  }
  if (model.id === crossfire.first)
    return reject('skirmish/crossfire-shooter', 'Crossfire needs another model');
  if (model.activated)
    return reject('skirmish/activated', `${model.name} has already been activated this turn (HST-XFIRE-1)`);
  return null;
}

/** HST-SEQ-4: what leaves a model at 0 effective actions, "Actions 1, stunned". */
function condition(model: ModelState): string {
  if (model.unconscious === true) return 'Unconscious, BRG-D-16';
  const damage = [model.stunned ? 'stunned' : '', model.wounded ? 'wounded' : ''].filter(Boolean);
  return [`Actions ${model.actions}`, ...(damage.length > 0 ? [damage.join(' and ')] : [])].join(', ');
}

/** Which activation the action belongs to, or why none can take it. */
function activationOf(state: SkirmishState, model: ModelState, crossfire: boolean) {
  const current = state.activation;
  if (current?.model === model.id)
    return { startsActivation: false, ends: null, used: current.used, throwing: current.throwing };
  if (current?.throwing && !crossfire) {
    return reject(
      'skirmish/throwing',
      'The model holding a live grenade must finish its throw first (HST-D-53)',
    );
  }
  if (model.activated)
    return reject('skirmish/activated', `${model.name} has already been activated this turn (HST-SEQ-3)`);
  return { startsActivation: true, ends: current?.model ?? null, used: 0, throwing: null };
}

/**
 * A Shoot action targets an enemy (HST-ACT-6): the rules have no deliberate shot at one's own side. Friendly fire
 * happens only by misidentification, as a reaction (HST-VIS-2, HST-D-50), or to a model on the line of fire
 * (HST-LOF-5); so the view offers the other sides' models and decide refuses the rest.
 */
function ownSideTarget(state: SkirmishState, model: ModelState, shot: ShotOrder): Rejection | null {
  if (shot.target.kind !== 'model') return null;
  const target = modelOf(state, shot.target.model);
  if (!target || target.id === model.id) return null;
  if (target.side !== model.side && alliedSides(state, target.side, model.side)) {
    return reject(
      'skirmish/ally',
      `${model.name} cannot shoot at ${target.name}: their sides are allied, and allies do not shoot each other (BRG-D-41)`,
      { model: target.id },
    );
  }
  if (target.side !== model.side) return null;
  return reject(
    'skirmish/own-side',
    `${model.name} cannot shoot at ${target.name}, of its own side: a Shoot action targets an enemy; friendly fire ` +
      'happens only by misidentification (HST-VIS-2, HST-D-50) or as collateral (HST-LOF-5)',
    { model: target.id },
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * BRG-D-17: the carried one-use bonuses an order spends — skill-check +1s only on an action that rolls a check,
 * shifts on its shot (a Strike's are planStrike's) — and never more than the model carries.
 */
function carriedProblem(model: ModelState, command: ActCommand): Rejection | null {
  const action = command.action;
  const checks = command.checks ?? 0;
  if (command.lean === true && (!actionTakesCheckBonus(action) || !model.cot)) {
    return reject(
      'skirmish/no-lean',
      model.cot
        ? `${model.name}'s ${action.kind} rolls no skill check: Lean Onto goes on an action that rolls one (BRG-D-17, COT-SOC-4)`
        : `${model.name} has no Loyalties on this table: only a bridged character leans onto one (BRG-D-17, COT-SOC-4)`,
    );
  }
  if (checks > 0 && !actionTakesCheckBonus(action)) {
    return reject(
      'skirmish/no-check',
      `${model.name}'s ${action.kind} rolls no skill check: carried skill-check bonuses go on an action that rolls one (BRG-D-17)`,
    );
  }
  const carriedChecks = model.cot?.checks ?? 0;
  if (checks > carriedChecks) {
    return reject(
      'skirmish/no-bonus',
      `${model.name} carries ${plural(carriedChecks, 'one-use skill-check bonus', 'one-use skill-check bonuses')}, not ${checks} (BRG-D-17)`,
    );
  }
  const shifts = action.kind === 'shoot' ? (action.shot.shifts ?? 0) : 0;
  const carriedShifts = model.cot?.shifts ?? 0;
  if (shifts > carriedShifts) {
    return reject(
      'skirmish/no-bonus',
      `${model.name} carries ${plural(carriedShifts, 'one-use shift', 'one-use shifts')}, not ${shifts} (BRG-D-17)`,
    );
  }
  return null;
}

/** Plans an act command without rolling. */
export function planAct(state: SkirmishState, command: ActCommand): ActPlan | Rejection {
  const found = turnProblem(state, modelOf(state, command.model), command.model);
  if ('ok' in found) return found;
  const model = found;
  const action = command.action;
  const crossfire = action.kind === 'shoot' && action.shot.crossfire;
  if (crossfire) {
    const problem = crossfireProblem(state, model, command);
    if (problem) return problem;
  }
  const activation = activationOf(state, model, crossfire);
  if ('ok' in activation) return activation;
  const effective = effectiveOf(state, model);
  if (activation.used >= effective) {
    const reason =
      effective === 0
        ? `has no actions (${condition(model)}): it is skipped (HST-SEQ-4, HST-SEQ-5)`
        : 'has used all its actions';
    return reject('skirmish/no-actions', `${model.name} ${reason}`);
  }
  const bw = state.scenario.settings.baseWidth;
  if (
    command.step &&
    (action.kind === 'move' || !(command.step.distance >= 0 && command.step.distance <= bw))
  ) {
    const why = action.kind === 'move' ? 'A Move cannot take a step' : `A step is at most 1 BW (${bw}")`;
    return reject('skirmish/step', `${why} (HST-ACT-2)`);
  }
  const held = heldActionProblem(state, model, action); // BRG-D-16
  if (held) return held;
  const problem =
    action.kind === 'throw'
      ? checkThrow(state, model, action, activation.used)
      : checkAction(state, model, action, activation.throwing);
  if (problem) return problem;
  const carried = carriedProblem(model, command);
  if (carried) return carried;
  const checks = command.checks ?? 0;
  const lean = command.lean === true;
  const plus = checks + (lean ? 1 : 0);
  let strike: StrikePlan | null = null;
  if (action.kind === 'strike') {
    const planned = planStrike(state, model.id, action.strike, command.step);
    if ('ok' in planned) return planned;
    strike = planned;
  }
  let breakFree: BreakFreePlan | null = null;
  if (action.kind === 'break-free') {
    const planned = planBreakFree(state, model, activation.used);
    if ('ok' in planned) return planned;
    breakFree = planned;
  }
  let shot: ShotPlan | null = null;
  if (action.kind === 'shoot') {
    const ally = ownSideTarget(state, model, action.shot);
    if (ally) return ally;
    const cardShifts = actionCardShifts(state, command.cards); // HST-PRESS-5: cards played with the shot
    const planned = planShot(state, model.id, action.shot, { item: 'action', cardShifts });
    if ('ok' in planned) return planned;
    shot = planned;
  }
  const throwStart =
    action.kind === 'throw'
      ? {
          order: {
            item: action.throw.item,
            name: action.throw.name ?? action.throw.item,
            reloadOf: action.throw.reloadOf ?? null,
            distance: action.throw.distance,
            lob: action.throw.lob,
            chokePoints: action.throw.chokePoints,
            obstacles: action.throw.obstacles,
            inAimZone: action.throw.inAimZone,
            ...(plus > 0 ? { checks: plus } : {}),
          },
          needed: throwActions(action.throw.distance, action.throw.lob)!,
          done: 0,
        }
      : null;
  return {
    model,
    startsActivation: activation.startsActivation,
    ends: activation.ends,
    crossfire,
    priority: actionPriority(action, activation.throwing ?? throwStart),
    aimLost: losesAim(state, model, action, activation.throwing),
    defendLost: model.defending && !['ready', 'recover', 'defend'].includes(action.kind), // HST-ACT-9, HST-D-14
    throwStart,
    shot,
    strike,
    breakFree,
    released: releasedBy(state, model, action),
    checks,
    lean,
  };
}
