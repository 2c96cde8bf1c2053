import { capabilityOf } from '../../engine/index.ts';
import { trainingCost } from '../../cot/prep/index.ts';
import type { TrainingPurchase } from '../../cot/world/index.ts';
import { prepRules } from '../../cot/prep/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { CampaignState } from '../types.ts';
import type { Scene } from './types.ts';

/**
 * What the turn panel may buy with Foresight Training for an actor's next roll (COT-FORE-5), decided here so the
 * panel only draws it: offered in the scenes whose engine's rolls take it (Prep, the Heist), to a crew member,
 * paid from their own Foresight, or another's of the scene when the table shares it (COT-D-64).
 */
export interface TrainingChoice {
  /** Whose Foresight may pay, the actor first, with what each holds. */
  readonly payers: readonly { readonly id: CharacterId; readonly name: string; readonly foresight: number }[];
  /** Foresight per +1k0: always 1. */
  readonly rolledDieCost: 1;
  /** Foresight per +1k1 (`training_kept_die_cost`, COT-D-66). */
  readonly keptDieCost: number;
  /** How many dice of each kind one roll may buy: the bounds of the Prep and Heist command schemas. */
  readonly dice: { readonly min: 0; readonly max: number };
}

/** The most +1k0 (or +1k1) one roll's Training may add: the bound `training` has in the command schemas. */
export const trainingDiceMax = 20;

/** The Training choice open to `actor` in `scene`, or null when Training is not bought there. */
export function trainingChoice(
  state: CampaignState,
  scene: Scene,
  actor: CharacterId,
): TrainingChoice | null {
  if (scene.ended !== null || scene.state === null || !capabilityOf(engineOf(scene.engine), 'training'))
    return null;
  const sheet = Object.hasOwn(state.characters, actor) ? state.characters[actor] : undefined;
  if (!sheet || sheet.kind !== 'crew') return null;
  const rules = prepRules(state.settings);
  const others = rules.foresightShared
    ? scene.participants
        .map((p) =>
          Object.hasOwn(state.characters, p.characterId) ? state.characters[p.characterId] : undefined,
        )
        .filter((c) => c !== undefined && c.kind === 'crew' && c.id !== actor)
    : [];
  return {
    payers: [sheet, ...others].map((c) => ({ id: c!.id, name: c!.name, foresight: c!.foresight })),
    rolledDieCost: 1,
    keptDieCost: rules.trainingKeptDieCost,
    dice: { min: 0, max: trainingDiceMax },
  };
}

/**
 * What a purchase costs and whether the payer can afford it, in words for the panel: "Costs 4 Foresight (Vex has
 * 5)", or the shortfall. Null when nothing is bought.
 */
export function trainingPrice(
  choice: TrainingChoice,
  purchase: TrainingPurchase,
): { readonly cost: number; readonly text: string; readonly affordable: boolean } | null {
  if (purchase.addRolled + purchase.addKept === 0) return null;
  const cost = trainingCost(purchase, { trainingKeptDieCost: choice.keptDieCost });
  const payer = choice.payers.find((p) => p.id === (purchase.payer ?? choice.payers[0]?.id));
  if (!payer) return { cost, text: 'Nobody here can pay for Training', affordable: false };
  const affordable = payer.foresight >= cost;
  return {
    cost,
    affordable,
    text: affordable
      ? `Costs ${cost} Foresight (${payer.name} has ${payer.foresight})`
      : `${payer.name} has ${payer.foresight} Foresight; this Training costs ${cost}`,
  };
}
