import type { Dice } from '../../dice/dice.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { holdsLiveGrenade, inHand, modelOf, onTable } from './access.ts';
import type {
  ChooseFirstCommand,
  EndActivationCommand,
  FreeActionCommand,
  TakeCoverCommand,
} from '../commands.ts';
import { emit } from './emitter.ts';
import type { Emitter } from './emitter.ts';
import { beginTurn } from './turns.ts';
import type { LiveGrenade, LooseItem, ModelState } from '../types.ts';

/** Commands outside the action/reaction sequence: the first side, free actions, ending an activation. */

/** HST-D-6: the dice-off winner chooses who takes the first turn. */
export function chooseFirst(
  em: Emitter,
  command: ChooseFirstCommand,
  dice: Dice,
  at: number,
): Rejection | null {
  const phase = em.state.phase;
  if (phase.kind !== 'choose-first')
    return reject('skirmish/not-now', 'The first side has already been chosen');
  const order = em.state.turnOrder;
  if (!order.includes(command.side))
    return reject('skirmish/unknown-side', `There is no side "${command.side}"`);
  const turnOrder = [command.side, ...order.filter((s) => s !== command.side)];
  emit(em, { type: 'skirmish/first-chosen', side: command.side, turnOrder });
  beginTurn(em, command.side, 1, dice, at);
  return null;
}

/** BRG-D-16: an Unconscious model takes no free actions. */
function unconscious(model: ModelState): Rejection | null {
  return model.unconscious === true
    ? reject('skirmish/unconscious', `${model.name} is Unconscious: it takes no free actions (BRG-D-16)`)
    : null;
}

/** HST-ACT-11: taking cover is free, any time but mid-roll; in a window it is declared as a reaction. */
export function takeCover(em: Emitter, command: TakeCoverCommand): Rejection | null {
  const model = modelOf(em.state, command.model);
  if (!model || !onTable(model))
    return reject('skirmish/not-on-table', `${model?.name ?? command.model} is not on the table`);
  const out = unconscious(model);
  if (out) return out;
  if (em.state.window) {
    return reject(
      'skirmish/window-open',
      'While an action is declared, take cover as a reaction (HST-REACT-7)',
    );
  }
  if (model.seat) return reject('skirmish/in-vehicle', `${model.name} is in a vehicle`);
  emit(em, { type: 'skirmish/took-cover', item: null, model: model.id });
  return null;
}

/** HST-ACT-12: drop what is in the hands (a live grenade mid-throw, else the weapon), or speak. */
export function freeAction(em: Emitter, command: FreeActionCommand): Rejection | null {
  const model = modelOf(em.state, command.model);
  if (!model || !onTable(model))
    return reject('skirmish/not-on-table', `${model?.name ?? command.model} is not on the table`);
  const out = unconscious(model);
  if (out) return out;
  const words = command.words?.slice(0, 200) ?? null;
  if (command.kind === 'speak') {
    emit(em, {
      type: 'skirmish/free-action',
      model: model.id,
      kind: 'speak',
      words,
      item: null,
      grenade: null,
    });
    return null;
  }
  if (em.state.window) return reject('skirmish/window-open', 'Not while the declared action resolves');
  const id = em.state.nextId;
  const throwing = em.state.activation?.throwing;
  let grenade: LiveGrenade | null = null;
  let item: LooseItem | null = null;
  if (holdsLiveGrenade(em.state, model.id) && throwing && throwing.order.item !== 'object') {
    grenade = {
      id: `grenade-${id}`,
      kind: throwing.order.item,
      side: model.side,
      thrower: model.id,
      round: em.state.round,
      dropped: true,
    };
  } else {
    const held = inHand(model);
    if (!held) return reject('skirmish/empty-hands', `${model.name} has nothing in its hands`);
    item = {
      id: `item-${id}`,
      name: held.weapon.weapon,
      reloadFor: null,
      weaponOf: { model: model.id, slot: held.slot },
    };
  }
  emit(em, { type: 'skirmish/free-action', model: model.id, kind: 'drop', words: null, item, grenade });
  return null;
}

/** HST-SEQ-3: an activation may end after any action (Pass is needed only when none was taken). */
export function endActivation(em: Emitter, command: EndActivationCommand): Rejection | null {
  const activation = em.state.activation;
  if (!activation || activation.model !== command.model) {
    return reject(
      'skirmish/not-active',
      `${modelOf(em.state, command.model)?.name ?? command.model} is not the active model`,
    );
  }
  if (em.state.window)
    return reject('skirmish/window-open', 'Resolve the reactions to the declared action first');
  const throwing = activation.throwing;
  const model = em.state.models[command.model]!;
  const dropped =
    throwing && throwing.order.item !== 'object'
      ? {
          id: `grenade-${em.state.nextId}`,
          kind: throwing.order.item,
          side: model.side,
          thrower: model.id,
          round: em.state.round,
          dropped: true,
        }
      : null;
  emit(em, { type: 'skirmish/activation-ended', model: command.model, reason: 'ended', dropped });
  return null;
}
