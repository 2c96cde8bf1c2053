import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { FightProposal, ProposedModel } from './proposal.ts';

/**
 * BRG-D-38 on the opening form: the long weapon and sidearm a converted character may take when it carries more
 * than a model may, the one it takes now, and whether the player must still choose (`bridge_loadout_default` =
 * `ask`). The conversion lists the choices (`modelOf`); the form only offers them.
 */

/** One slot's choice: the COT weapons it may take, in gear order, and the one taken now (null: none). */
export interface SlotChoice {
  readonly choices: readonly string[];
  readonly chosen: string | null;
}

/** A model's loadout choice. */
export interface LoadoutChoice {
  readonly long: SlotChoice;
  readonly sidearm: SlotChoice;
  /** Under `ask`, the player has a choice still to make: the fight does not open before. */
  readonly asks: boolean;
}

/** The loadout choice of a converted model, or null when it has nothing to choose (one weapon a slot at most). */
export function loadoutOf(model: ProposedModel): LoadoutChoice | null {
  const loadout = model.conversion?.loadout;
  if (!loadout) return null;
  if (loadout.choices.long.length < 2 && loadout.choices.sidearm.length < 2) return null;
  return {
    long: { choices: loadout.choices.long, chosen: loadout.long?.weapon ?? null },
    sidearm: { choices: loadout.choices.sidearm, chosen: loadout.sidearm?.weapon ?? null },
    asks: loadout.asks,
  };
}

/**
 * BRG-D-38, `bridge_loadout_default` = `ask`: the first model (on the table or arriving) whose player has a
 * choice still to make, refused with a message naming it.
 */
export function loadoutAsked(proposal: FightProposal): Rejection | null {
  const models = [...proposal.models, ...proposal.arrivals.map((arrival) => arrival.model)];
  const asking = models.find((model) => model.conversion?.loadout.asks === true);
  if (!asking) return null;
  const loadout = asking.conversion!.loadout;
  const slots = [
    loadout.choices.long.length > 1 ? 'long weapon' : null,
    loadout.choices.sidearm.length > 1 ? 'sidearm' : null,
  ].filter((slot): slot is string => slot !== null);
  return reject(
    'bridge/loadout-ask',
    `${asking.profile.name}: choose the ${slots.join(' and the ')} it takes to the table before the fight opens (BRG-D-38: bridge_loadout_default is ask)`,
    { model: asking.id, field: 'loadout' },
  );
}
