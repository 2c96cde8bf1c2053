import type { Dice } from '../dice/index.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { damage } from '../skirmish/index.ts';
import type { GrenadeKind, ModelId, SideId } from '../skirmish/index.ts';
import { turnOf } from './fight-result.ts';
import type { FightResult, ModelResult } from './fight-result.ts';
import type { BridgeSettings } from './settings.ts';

/**
 * Closing a skirmish and counting its rounds (BRG-D-45). When the GM ends or abandons a fight, what the start of
 * each side's next turn would bring is resolved first, side by side in turn order from the side after the one
 * playing: that side's live grenades go off (HST-GREN-5), then its eliminated armoured models check
 * (HST-ARMOR-1). Reserves do not deploy and no game round is added.
 */

/** A grenade going off at closing, with the hits the GM resolved on each model it caught. */
export interface ClosingBlast {
  readonly grenade: string;
  readonly kind: GrenadeKind;
  readonly side: SideId;
  readonly hits: Readonly<Record<ModelId, number>>;
}

/** An armour check made at closing (HST-ARMOR-1): a d10 against the model's skill. */
export interface ClosingCheck {
  readonly model: ModelId;
  readonly skill: number;
  readonly roll: number;
  readonly passed: boolean;
}

/** What closing resolved, kept in the proposal so the same faces give the same write-back. */
export interface Closing {
  readonly blasts: readonly ClosingBlast[];
  readonly checks: readonly ClosingCheck[];
}

/** The hits each live grenade's blast gives, as the GM resolves it on the table (missing: no model caught). */
export type BlastHits = Readonly<Record<string, Readonly<Record<ModelId, number>>>>;

/** A grenade whose blast is an explosion that hits (a Frag grenade) or stuns (a flashbang, HST-GREN-6). */
const blastsOf: Partial<Record<GrenadeKind, { nonLethal: boolean }>> = {
  frag: { nonLethal: false },
  flashbang: { nonLethal: true },
};

/** The sides in closing order: every side after the one playing, that one last (BRG-D-45). */
export function closingOrder(fight: Pick<FightResult, 'sides' | 'active'>): SideId[] {
  const at = fight.active === null ? -1 : fight.sides.indexOf(fight.active);
  return [...fight.sides.slice(at + 1), ...fight.sides.slice(0, at + 1)];
}

/** Whether a model stands on the table at the end (arrived, not gone, not removed, not a casualty). */
export function standing(model: ModelResult): boolean {
  return model.arrived !== null && model.left === null && model.killed === null && !model.casualty;
}

/**
 * BRG-D-45: the fight after its closing events, and what they were. Each live grenade of a side goes off with
 * the GM's `hits` (a flashbang's only stun, HST-GREN-6; smoke and teargas make clouds and hit nobody); then the
 * side's casualties roll a d10 each from `dice` against their skill: at or under it the model is back, Wounded
 * and Stunned, otherwise it is removed, killed. A casualty made by a later side's blast checks after every side.
 * Never changes its inputs.
 * @returns a rejection when hits name a grenade that is not live, a model not standing on the table or a number
 * that is not a whole number 0–9, or when a check is due and no dice are given.
 */
export function closeFight(
  fight: FightResult,
  hits: BlastHits = {},
  dice?: Dice,
): { readonly fight: FightResult; readonly closing: Closing } | Rejection {
  for (const [grenade, caught] of Object.entries(hits)) {
    if (!fight.live.some((live) => live.id === grenade)) {
      return reject('bridge/closing', `Grenade "${grenade}" is not live at the end of the fight`, {
        grenade,
      });
    }
    for (const [id, count] of Object.entries(caught)) {
      const model = fight.models[id];
      if (!model || !standing(model)) {
        return reject(
          'bridge/closing',
          `Grenade "${grenade}" cannot hit "${model?.name ?? id}": it is not on the table`,
          {
            grenade,
            model: id,
          },
        );
      }
      if (!Number.isInteger(count) || count < 0 || count > 9) {
        return reject(
          'bridge/closing',
          `${model.name}'s hits from grenade "${grenade}" must be a whole number 0–9 (got ${count})`,
          {
            grenade,
            model: id,
          },
        );
      }
    }
  }
  const models: Record<ModelId, ModelResult> = { ...fight.models };
  const removedAt = (side: SideId) => turnOf(fight.sides, fight.rounds.begun + 1, side);
  const blasts: ClosingBlast[] = [];
  const checks: ClosingCheck[] = [];
  let loud = false;
  const check = (model: ModelResult): ClosingCheck | Rejection => {
    if (dice === undefined) {
      return reject(
        'bridge/closing',
        `${model.name}'s body-armor check is due at closing and needs a d10 (BRG-D-45)`,
        {
          model: model.id,
        },
      );
    }
    const roll = dice.roll(10);
    const passed = roll <= model.profile.skill; // HST-ARMOR-1, HST-SKILL-1
    const armour = [...model.armour];
    const last = armour.length - 1;
    if (last >= 0) armour[last] = { ...armour[last]!, passed };
    models[model.id] = passed
      ? { ...model, casualty: false, armour, wounded: true, stunned: true }
      : { ...model, casualty: false, armour, killed: removedAt(model.side) };
    return { model: model.id, skill: model.profile.skill, roll, passed };
  };
  const order = closingOrder(fight);
  for (const side of order) {
    for (const grenade of fight.live.filter((live) => live.side === side)) {
      const caught = hits[grenade.id] ?? {};
      const kind = blastsOf[grenade.kind];
      if (kind) loud = true;
      for (const [id, count] of Object.entries(caught)) {
        const model = models[id]!;
        if (!kind || !standing(model)) continue;
        const result = damage(model, count, kind.nonLethal);
        if (!result.killed) {
          models[id] = { ...model, wounded: result.wounded, stunned: result.stunned };
        } else if (model.profile.armor) {
          models[id] = {
            ...model,
            casualty: true,
            armour: [...model.armour, { wounded: model.wounded, passed: null }],
          };
        } else {
          models[id] = { ...model, killed: removedAt(model.side) };
        }
      }
      blasts.push({ grenade: grenade.id, kind: grenade.kind, side, hits: caught });
    }
    for (const model of Object.values(models).filter((m) => m.side === side && m.casualty)) {
      const made = check(model);
      if ('ok' in made) return made;
      checks.push(made);
    }
  }
  for (const side of order) {
    for (const model of Object.values(models).filter((m) => m.side === side && m.casualty)) {
      const made = check(model);
      if ('ok' in made) return made;
      checks.push(made);
    }
  }
  const noise = loud ? { ...fight.noise, grenades: true } : fight.noise;
  return { fight: { ...fight, models, live: [], noise }, closing: { blasts, checks } };
}

/**
 * BRG-D-45: the game rounds a fight counts: every round in which a model activated (`counts`), or only the
 * finished ones (`ignored`).
 */
export function gameRoundsOf(
  fight: Pick<FightResult, 'rounds'>,
  settings: Pick<BridgeSettings, 'bridgePartialRound'>,
): number {
  return settings.bridgePartialRound === 'counts' ? fight.rounds.begun : fight.rounds.finished;
}

/** BRG-D-45: nothing was played — no model activated — so the fight has no result. */
export function nothingPlayed(fight: Pick<FightResult, 'rounds'>): boolean {
  return fight.rounds.begun === 0;
}
