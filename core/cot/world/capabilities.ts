import type { PoolModifier } from '../../dice/pool.ts';
import type { Capability } from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { bolsterModifiers } from '../time/index.ts';
import type { BolsterLedger, BolsterSettings } from '../time/index.ts';
import type { SceneDraft } from '../../engine/index.ts';
import type { InitiativeScene } from '../initiative/index.ts';
import type { Spot } from '../spot/index.ts';
import type { BreakoutCapability } from './breakout.ts';
import { trainingSlice, type TrainingBought, type TrainingSlice } from './training.ts';

/**
 * The City of Thieves rules several engines share, as capabilities an engine declares
 * (`capabilities: [spot, initiative('heist'), bolster, training]`): the scene layer reads them and never names an
 * engine. Breakouts (a scene opened from inside another, COT-D-65) are one too: ./breakout.ts.
 */

/**
 * Its scenes are played on a campaign Spot (COT-SPOT-1): the Open-a-scene form asks for one and its zones, and the
 * Spot's posted guards take part at their posts (COT-GUARD-1).
 */
export interface SpotCapability extends Capability<'spot'> {
  /** setup: the campaign Spot a drafted scene is played on; null when the draft names none the campaign has. */
  setup(spots: Readonly<Record<string, Spot>>, draft: SceneDraft): Spot | null;
}

export const spot: SpotCapability = {
  name: 'spot',
  setup: (spots, draft) =>
    draft.spotId !== null && Object.hasOwn(spots, draft.spotId) ? (spots[draft.spotId] ?? null) : null,
};

/** Its scenes take turns by City of Thieves initiative (COT-INIT), rolled with these pools (COT-INIT-2). */
export interface InitiativeCapability extends Capability<'initiative'> {
  /** Which initiative pools its scenes roll (COT-INIT-2). */
  readonly pools: InitiativeScene;
  /**
   * Its scenes roll initiative as they open, however they are opened (Gang Warfare, COT-WAR-1; a chase,
   * COT-CHASE-3); otherwise turns go one each per round until the GM rolls it (COT-TIME-5).
   */
  readonly fromStart: boolean;
}

export function initiative(
  pools: InitiativeScene,
  options: { readonly fromStart?: boolean } = {},
): InitiativeCapability {
  return { name: 'initiative', pools, fromStart: options.fromStart === true };
}

/**
 * Its rolls take Foresight Training (COT-FORE-5): its view adds `ctx.training` to the rolls it offers, so the turn
 * panel offers to buy dice for them. An engine without it is given no Training to add.
 */
export interface TrainingCapability extends Capability<'training'> {
  /** api: the context's `training`, the purchase the GM is making for one actor's roll. */
  api(bought: TrainingBought | undefined): Required<TrainingSlice>;
}

export const training: TrainingCapability = { name: 'training', api: trainingSlice };

/**
 * COT-TIME-4: in its scenes, someone giving up their turn may Bolster another (+1k0 on their next roll) or Wait, and
 * every roll takes the Bolsters its roller received. The scene layer offers Bolster and Wait in the turn panel of
 * an engine declaring it (and refuses them in any other), hands its rolls the Bolsters through the context (`api`),
 * and spends those of everyone who rolled once an action is over. An engine without it is given no Bolsters.
 */
export interface BolsterCapability extends Capability<'bolster'> {
  /** api: the context's `bolsters`, the modifiers each one's next roll gets from the Bolsters they hold. */
  api(ledger: BolsterLedger, settings: BolsterSettings): (id: CharacterId) => readonly PoolModifier[];
}

export const bolster: BolsterCapability = {
  name: 'bolster',
  api: (ledger, settings) => (id) => bolsterModifiers(ledger, id, settings),
};

/** Every City of Thieves capability an engine may declare. */
export type CotCapability =
  SpotCapability | InitiativeCapability | TrainingCapability | BolsterCapability | BreakoutCapability;
