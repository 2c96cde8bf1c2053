import type { Dice } from '../../dice/dice.ts';
import type { Rejection } from '../../shared/result.ts';
import type { ActCommand, ReactCommand } from '../commands.ts';
import { hitModel, modelCheck, scratch } from './consequences.ts';
import { emit } from './emitter.ts';
import type { Emitter } from './emitter.ts';
import { planAct } from './plan-act.ts';
import { planReact, reactionCandidates } from '../reactions/react.ts';
import { resolveWindow } from '../reactions/resolve.ts';
import { identificationModifier } from '../shots/visibility.ts';
import { cardsOnAction } from '../table/window-cards.ts';
import { heldBy } from '../melee/holds.ts';

/**
 * Declaring actions and reactions (HST-ACT-1, HST-REACT-3): the declaration opens a reaction window; when no
 * model could react, the window closes at once and the action resolves in the same decision.
 */

export function declareAction(em: Emitter, command: ActCommand, dice: Dice, at: number): Rejection | null {
  const plan = planAct(em.state, command);
  if ('ok' in plan) return plan;
  const cards = cardsOnAction(em.state, command);
  if (cards && 'ok' in cards) return cards;
  const crossfire = em.state.crossfire;
  if (plan.crossfire && crossfire && em.state.activation?.model === crossfire.first) {
    emit(em, {
      type: 'skirmish/activation-ended',
      model: crossfire.first,
      reason: 'crossfire',
      dropped: null,
    }); // HST-XFIRE-1
  } else if (plan.ends) {
    emit(em, { type: 'skirmish/activation-ended', model: plan.ends, reason: 'next-model', dropped: null });
  }
  const model = em.state.models[command.model]!;
  const pad = scratch(em.state);
  if (model.inTeargas && !model.gasMask) hitModel(pad, model.id, 1, true); // HST-D-40: starting an action in teargas
  emit(em, {
    type: 'skirmish/action-declared',
    model: command.model,
    action: command.action,
    step: command.step ?? null,
    cover: command.cover ?? null,
    priority: plan.priority,
    startsActivation: plan.startsActivation,
    aimLost: plan.aimLost,
    defendLost: plan.defendLost,
    throwStart: plan.throwStart,
    effects: pad.effects,
    cards: cards ?? [],
    at,
    ...(plan.released.length > 0 ? { released: plan.released } : {}),
    ...(plan.checks > 0 ? { checks: plan.checks } : {}),
    ...(plan.lean ? { lean: true as const } : {}),
  });
  if (reactionCandidates(em.state).length === 0)
    return resolveWindow(
      em,
      { type: 'skirmish/resolve', ...(command.review === true ? { review: true } : {}) },
      dice,
      at,
    );
  return null;
}

export function declareReaction(em: Emitter, command: ReactCommand, dice: Dice): Rejection | null {
  const plan = planReact(em.state, command);
  if ('ok' in plan) return plan;
  let identification = null;
  let fires = command.shot !== null;
  if (plan.identification && plan.shot) {
    const darkness = em.state.scenario.visibility.darkness;
    const modifier = identificationModifier(plan.shot.visibility, plan.model, darkness); // HST-VIS-2, HST-VIS-3
    identification = modelCheck(em.state, plan.model.id, modifier, dice);
    // defensive: must pass to open fire; aggressive: must pass to hold fire, or it fires
    fires = plan.identification === 'open-fire' ? identification.passed : !identification.passed;
  }
  const shot = fires && command.shot ? { ...command.shot, aimed: plan.aimed } : null;
  const reaction = {
    trigger: command.trigger,
    shot,
    aimed: shot !== null && plan.aimed,
    takeCover: command.takeCover,
    identification,
  };
  const snap = shot !== null && !plan.aimed && command.takeCover !== 1;
  const released = shot ? heldBy(em.state, command.model) : []; // BRG-D-16: a restrainer that shoots lets go
  emit(em, {
    type: 'skirmish/reaction-declared',
    model: command.model,
    reaction,
    aimLost: snap && plan.model.aiming,
    ...(released.length > 0 ? { released } : {}),
  });
  return null;
}
