import { alliedSides } from '../setup/allies.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { activeSide, effectiveOf, modelOf, onTable, shootProblem } from '../actions/access.ts';
import type { ReactCommand } from '../commands.ts';
import { planShot } from '../shots/shot-plan.ts';
import type { ShotPlan } from '../shots/shot-plan.ts';
import { identificationNeeded } from '../shots/visibility.ts';
import type { Identification } from '../shots/visibility.ts';
import type { ModelState, ReactionWindow, SkirmishState } from '../types.ts';
import { holderOf } from '../melee/holds.ts';

/**
 * Who may react to the declared action and how (HST-REACT-1..4, HST-D-30, HST-VIS-2, HST-D-50): inactive models
 * with the action in their aim zone, or shot at (a grenade whose blast would reach them counts); Shoot only at
 * the model whose action triggered it; take cover at step 1 or 2; all declared before anything resolves.
 */

export type Trigger = 'aim-zone' | 'shot-at';

/** The action targets this model with a shot or a blast (HST-REACT-1). */
export function isShotAt(window: ReactionWindow, id: string): boolean {
  const action = window.action;
  if (action.kind === 'shoot') return action.shot.target.kind === 'model' && action.shot.target.model === id;
  if (action.kind === 'strike') return action.strike.target === id; // BRG-D-11: as a shot at it
  if (action.kind === 'throw') {
    const blast = action.throw.item === 'frag' || action.throw.item === 'flashbang';
    return blast && action.throw.blastReach.includes(id);
  }
  return false;
}

/** Limited visibility is in force on the table (darkness, weather or a smoke cloud somewhere). */
export function visibilityLimited(state: SkirmishState): boolean {
  const { darkness, weather } = state.scenario.visibility;
  return darkness !== null || weather !== null || Object.keys(state.clouds).length > 0;
}

/** The triggers open to a model for the open window, empty when it cannot react at all. */
export function reactionTriggers(state: SkirmishState, id: string): Trigger[] {
  const window = state.window;
  const model = modelOf(state, id);
  if (!window || window.resolution || !model || !onTable(model) || model.seat) return [];
  if (id === window.actor || Object.hasOwn(window.reactions, id)) return [];
  if (model.defending || effectiveOf(state, model) < 1) return []; // HST-REACT-1, HST-D-9
  if (model.unaware === true) return []; // BRG-D-14: the surprise window is open
  if (alliedSides(state, model.side, activeSide(state))) return []; // BRG-D-41: allies do not react to each other
  if (model.side === activeSide(state)) {
    const friendly =
      state.scenario.settings.friendlyFireIdChecks && model.stance === 'aggressive' && model.aiming; // HST-D-50
    return friendly && visibilityLimited(state) ? ['aim-zone'] : [];
  }
  const triggers: Trigger[] = [];
  if (model.aiming || state.scenario.settings.unaimedReactionTriggers === 'any_action_in_los')
    triggers.push('aim-zone');
  if (isShotAt(window, id)) triggers.push('shot-at');
  return triggers;
}

/** Every model that could still declare a reaction to the open window. */
export function reactionCandidates(state: SkirmishState): string[] {
  return Object.keys(state.models).filter((id) => reactionTriggers(state, id).length > 0);
}

export interface ReactPlan {
  readonly model: ModelState;
  readonly shot: ShotPlan | null;
  /** HST-D-55: taking cover at step 1 turns a would-be aimed shot into snap fire. */
  readonly aimed: boolean;
  /** The identification check this reaction needs (HST-VIS-2), or null. */
  readonly identification: Identification | null;
}

function shotTargetProblem(state: SkirmishState, command: ReactCommand, actor: ModelState): Rejection | null {
  const target = command.shot?.target;
  if (!target) return null;
  const atActor = target.kind === 'model' && target.model === actor.id;
  const atVehicle = target.kind === 'vehicle' && actor.seat?.vehicle === target.vehicle;
  if (atActor || atVehicle) return null;
  return reject(
    'skirmish/reaction-target',
    `A reaction shot must be at ${actor.name}, whose action triggered it (HST-REACT-2)`,
  );
}

/** Plans a reaction without rolling. */
export function planReact(state: SkirmishState, command: ReactCommand): ReactPlan | Rejection {
  const window = state.window;
  if (!window || window.resolution)
    return reject('skirmish/no-window', 'There is no declared action to react to now');
  const model = modelOf(state, command.model);
  if (!model) return reject('skirmish/unknown-model', `There is no model ${command.model}`);
  if (model.unaware === true)
    return reject(
      'skirmish/unaware',
      `${model.name} is unaware: it cannot react until a firearm is fired or something explodes on the table, or the first turn ends (BRG-D-14)`,
    );
  if (!reactionTriggers(state, command.model).includes(command.trigger)) {
    const why =
      command.trigger === 'shot-at' ? 'is not being shot at' : 'has no aim marker covering the action';
    return reject(
      'skirmish/cannot-react',
      `${model.name} cannot react: it ${why}, is defending, or has no actions (HST-REACT-1)`,
    );
  }
  const friendly = model.side === activeSide(state);
  const holdFire = command.holdFire === true;
  if (!command.shot && command.takeCover === null)
    return reject('skirmish/empty-reaction', 'A reaction shoots, takes cover, or both');
  if (holdFire && (model.stance !== 'aggressive' || !command.shot || command.trigger !== 'aim-zone')) {
    return reject(
      'skirmish/hold-fire',
      'Only an aggressive model with the action in its aim zone checks to hold fire, naming the shot it would fire (HST-VIS-2)',
    );
  }
  if (friendly && !holdFire)
    return reject(
      'skirmish/friendly',
      `${model.name} does not react to its own side, except to try to hold its fire (HST-D-50)`,
    );
  const refused = shotTargetProblem(state, command, modelOf(state, window.actor)!);
  if (refused) return refused;
  const holder = command.shot ? holderOf(state, model) : null;
  if (holder) {
    return reject(
      'skirmish/held',
      `${model.name} is held by ${holder.name}: it may not shoot, as an action or a reaction (BRG-D-16)`,
    );
  }
  if ((command.shot?.shifts ?? 0) > 0) {
    return reject(
      'skirmish/no-bonus',
      `${model.name} spends carried shifts on the shots of its own actions, not on a reaction (BRG-D-17)`,
    );
  }
  let shot: ShotPlan | null = null;
  const aimed = command.shot !== null && command.shot.aimed && command.takeCover !== 1; // HST-D-55
  if (command.shot) {
    const problem = shootProblem(model);
    if (problem) return reject('skirmish/cannot-shoot', problem);
    const planned = planShot(
      state,
      model.id,
      { ...command.shot, aimed },
      { item: `shot:${model.id}`, cardShifts: 0 },
    );
    if ('ok' in planned) return planned;
    shot = planned;
  }
  const limited = shot?.visibility.limited ?? false;
  const identification = identificationNeeded(
    model.stance,
    command.trigger,
    command.shot !== null && !holdFire,
    limited,
  );
  if (friendly && identification !== 'hold-fire') {
    return reject(
      'skirmish/no-limited-visibility',
      'Without limited visibility on the line there is nothing to misidentify (HST-VIS-2)',
    );
  }
  return { model, shot, aimed, identification };
}
