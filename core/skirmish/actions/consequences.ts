import type { Dice } from '../../dice/dice.ts';
import { holdsLiveGrenade } from './access.ts';
import { damage } from './damage.ts';
import type { Effect } from '../events.ts';
import { rollCheck } from './skill.ts';
import type { CheckRoll } from './skill.ts';
import type { LiveGrenade, ModelId, SkirmishState } from '../types.ts';
import { applyEffects } from '../apply/apply-effects.ts';

/**
 * Building the effects an event will carry: damage with its consequences (stun on stun, armor, a dropped
 * live grenade), Defend, and fresh ids for what appears on the table. A `Scratch` keeps the state as the
 * effects so far leave it, so several hits on one event compose exactly as apply will fold them.
 */

export interface Scratch {
  state: SkirmishState;
  readonly effects: Effect[];
  /** Next free id number (grenades, clouds, items, blasts share one counter). */
  nextId: number;
}

export function scratch(state: SkirmishState): Scratch {
  return { state, effects: [], nextId: state.nextId };
}

export function freshId(pad: Scratch, prefix: string): string {
  return `${prefix}-${pad.nextId++}`;
}

export function pushEffect(pad: Scratch, effect: Effect): void {
  pad.effects.push(effect);
  pad.state = applyEffects(pad.state, [effect]);
}

/** A skill check by a model (Heist cards that decide checks hook in here). */
export function modelCheck(state: SkirmishState, id: ModelId, modifier: number, dice: Dice): CheckRoll {
  const model = state.models[id]!;
  return rollCheck(dice, model.skill + modifier);
}

/** HST-DMG-2, HST-D-27: a defending model may cancel one hit of an attack that hits it. */
export function defendCheck(
  pad: Scratch,
  id: ModelId,
  hits: number,
  dice: Dice,
): { defend: CheckRoll | null; hits: number } {
  const model = pad.state.models[id]!;
  if (!model.defending || hits < 1) return { defend: null, hits };
  const defend = modelCheck(pad.state, id, 0, dice);
  return { defend, hits: defend.passed ? hits - 1 : hits };
}

/** Applies `hits` to a model (HST-DMG-1..5, HST-NL-1, HST-ARMOR-1, HST-GREN-1). */
export function hitModel(pad: Scratch, id: ModelId, hits: number, nonLethal: boolean): void {
  const model = pad.state.models[id]!;
  const result = damage(model, hits, nonLethal);
  if (result.effect === 'none') {
    if (hits > 0)
      pushEffect(pad, { kind: 'damage', model: id, hits, nonLethal, result, casualty: false, dropped: null });
    return;
  }
  const dropsGrenade = (result.effect === 'wounded' || result.killed) && holdsLiveGrenade(pad.state, id);
  const throwing = pad.state.activation?.throwing;
  const dropped: LiveGrenade | null =
    dropsGrenade && throwing && throwing.order.item !== 'object'
      ? {
          id: freshId(pad, 'grenade'),
          kind: throwing.order.item,
          side: model.side,
          thrower: id,
          round: pad.state.round,
          dropped: true, // HST-D-54: keeps the thrower's detonation schedule
        }
      : null;
  pushEffect(pad, {
    kind: 'damage',
    model: id,
    hits,
    nonLethal,
    result,
    casualty: result.killed && model.armor, // HST-ARMOR-1
    dropped,
  });
}
