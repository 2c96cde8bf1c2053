import type { Dice } from '../../dice/dice.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { effectiveOf, onTable } from '../actions/access.ts';
import type { ResolveCommand } from '../commands.ts';
import { emit } from '../actions/emitter.ts';
import type { Emitter } from '../actions/emitter.ts';
import type { ShotEvent } from '../events.ts';
import type { Donation } from '../shots/hail-mary.ts';
import { cancelReason, groupStep, itemModel, planItemShot, planItemStrike } from '../actions/items.ts';
import { actionRollsCheck, resolveAction } from '../actions/resolve-action.ts';
import { rollShotFaces, resolveShot } from '../shots/shot-resolve.ts';
import { rollWithChoice } from './dice-on-table.ts';
import type { ShotPlan } from '../shots/shot-plan.ts';
import type { StrikePlan } from '../melee/strike.ts';
import { cardCheck, windowCardShifts, rerollPossible } from '../table/window-cards.ts';
import type { Crossfire, ItemKey, LiveGrenade, SkirmishState } from '../types.ts';

/**
 * Closing a reaction window (HST-REACT-3..7): every item resolves in priority order, undamaged models first
 * within a step, each group simultaneously; dice are rolled group by group. The resolution pauses after a
 * group's dice when the players asked to review them or hold a re-roll card (HST-PRESS-5), and the next
 * `skirmish/resolve` continues it with their Hail Mary choices.
 */

type Choice = 'best' | 'none' | readonly Donation[];

function planOf(state: SkirmishState, key: ItemKey): ShotPlan | Rejection | null {
  return planItemShot(state, key, windowCardShifts(state, key));
}

/** The main roll of each item of a group: a shot's dice or a check's d10. */
function rollGroup(state: SkirmishState, group: readonly ItemKey[], dice: Dice): Record<ItemKey, number[]> {
  const faces: Record<ItemKey, number[]> = {};
  for (const key of group) {
    if (cancelReason(state, key)) continue;
    const plan = planOf(state, key);
    if (plan && !('ok' in plan)) faces[key] = rollShotFaces(plan, dice);
    else if (key === 'action' && actionRollsCheck(state.window!.action) && !cardCheck(state, key))
      faces[key] = [dice.roll(10)];
  }
  return faces;
}

function finishGroup(
  em: Emitter,
  group: readonly ItemKey[],
  faces: Readonly<Record<ItemKey, readonly number[]>>,
  command: ResolveCommand,
  dice: Dice,
): void {
  const start = em.state;
  const plans = new Map(group.map((key) => [key, planOf(start, key)] as const));
  const strike = group.includes('action') ? planItemStrike(start, 'action') : null; // BRG-D-11
  for (const key of group) {
    const window = em.state.window!;
    const model = itemModel(window, key);
    const cancelled = cancelReason(start, key);
    const plan = plans.get(key) ?? null;
    const refused =
      plan && 'ok' in plan ? plan : key === 'action' && strike && 'ok' in strike ? strike : null;
    if (cancelled || refused) {
      const reason = cancelled ?? refused!.message;
      emit(em, { type: 'skirmish/item-cancelled', item: key, model, reason });
      continue;
    }
    const choice: Choice = command.hailMary?.[key] ?? 'best';
    const rolled = faces[key] ?? [];
    if (key === 'action')
      resolveAction(em, rolled, plan as ShotPlan | null, choice, dice, strike as StrikePlan | null, start);
    else if (key.startsWith('cover:')) emit(em, { type: 'skirmish/took-cover', item: key, model });
    else emit(em, resolveShot(em.state, key, plan as ShotPlan, rolled, choice, dice, start));
  }
}

/** The active shot's crossfire opportunity (HST-XFIRE-1): at least a stun on a target still standing. */
function crossfireAfter(em: Emitter, from: number): Crossfire | null {
  const window = em.state.window!;
  if (window.action.kind !== 'shoot') return null;
  const shot = em.events
    .slice(from)
    .find((e): e is ShotEvent => e.type === 'skirmish/shot' && e.item === 'action');
  if (!shot || shot.target.kind !== 'model') return null;
  const target = shot.target.model;
  const hurt = shot.effects.some(
    (e) => e.kind === 'damage' && e.model === target && e.result.effect !== 'none',
  );
  const standing = onTable(em.state.models[target]!);
  return hurt && standing ? { target, first: window.actor } : null;
}

function closeWindow(em: Emitter, from: number, at: number): void {
  const window = em.state.window!;
  const crossfire = crossfireAfter(em, from);
  emit(em, { type: 'skirmish/window-closed', crossfire, at });
  const activation = em.state.activation;
  if (!activation) return;
  const actor = em.state.models[window.actor]!;
  const left = effectiveOf(em.state, actor) - activation.used; // HST-SEQ-4, HST-D-8
  const throwing = activation.throwing;
  const crashed = em.events.slice(from).some((e) => e.type === 'skirmish/drove' && e.crash !== null); // HST-VEH-5
  const ends = window.action.kind === 'pass' || !onTable(actor) || left <= 0 || crashed;
  let dropped: LiveGrenade | null = null;
  if (throwing && throwing.order.item !== 'object' && left < throwing.needed - throwing.done) {
    const kind = throwing.order.item; // HST-D-53: the throw can no longer finish in this activation
    dropped = {
      id: `grenade-${em.state.nextId}`,
      kind,
      side: actor.side,
      thrower: actor.id,
      round: em.state.round,
      dropped: true,
    };
  }
  if (ends) emit(em, { type: 'skirmish/activation-ended', model: actor.id, reason: 'ended', dropped });
  else if (dropped)
    emit(em, {
      type: 'skirmish/free-action',
      model: actor.id,
      kind: 'drop',
      words: null,
      item: null,
      grenade: dropped,
    });
}

/** Checks the player's own Hail Mary allocations against the paused group's dice before anything happens. */
function allocationProblem(state: SkirmishState, command: ResolveCommand): Rejection | null {
  const rolled = state.window?.resolution?.rolled;
  for (const [key, choice] of Object.entries(command.hailMary ?? {})) {
    if (typeof choice === 'string') continue;
    const plan = rolled && Object.hasOwn(rolled.faces, key) ? planOf(state, key) : null;
    const die = plan && !('ok' in plan) ? plan.dice.dice : null;
    if (!plan || 'ok' in plan || !die)
      return reject(
        'skirmish/hail-mary',
        `Hail Mary dice can only be chosen for a shot whose dice are on the table (${key})`,
      );
    try {
      rollWithChoice(plan, rolled!.faces[key]!, choice);
    } catch (error) {
      return reject(
        'skirmish/hail-mary',
        `That Hail Mary allocation is not allowed: ${(error as Error).message}`,
      );
    }
  }
  return null;
}

/** Resolves the open window up to its end or the next pause. */
export function resolveWindow(
  em: Emitter,
  command: ResolveCommand,
  dice: Dice,
  at: number,
): Rejection | null {
  if (!em.state.window) return reject('skirmish/no-window', 'There is no declared action to resolve');
  const problem = allocationProblem(em.state, command);
  if (problem) return problem;
  const from = em.events.length;
  for (;;) {
    const resolution = em.state.window!.resolution;
    const group = resolution?.groups[0];
    if (resolution?.rolled && group) {
      finishGroup(em, group, resolution.rolled.faces, command, dice);
      continue;
    }
    if (!resolution || !group) {
      let step = resolution?.nextStep ?? 1;
      while (step <= 4 && groupStep(em.state, step).length === 0) step++; // empty steps leave no trace
      if (step > 4) {
        closeWindow(em, from, at);
        return null;
      }
      emit(em, { type: 'skirmish/step-grouped', step, groups: groupStep(em.state, step) });
      continue;
    }
    const faces = rollGroup(em.state, group, dice);
    const rolls = Object.keys(faces).length > 0;
    if (rolls && (command.review === true || rerollPossible(em.state, group))) {
      emit(em, { type: 'skirmish/group-rolled', faces });
      return null;
    }
    finishGroup(em, group, faces, { ...command, hailMary: {} }, dice);
  }
}
