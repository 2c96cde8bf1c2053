import type { CharacterId } from '../../shared/ids.ts';

/** COT-FORE-5, COT-D-66: dice bought for one roll: `addRolled` × +1k0 and `addKept` × +1k1. */
export interface TrainingPurchase {
  readonly addRolled: number;
  readonly addKept: number;
  /** Whose Foresight pays; the roller's own when absent (COT-D-64). */
  readonly payer?: CharacterId;
}

/**
 * The training capability's slice of the context: the Foresight Training (COT-FORE-5) the GM is buying for an
 * actor's next roll, for a view to add to the rolls it offers (and price them with it); undefined when none.
 * Never read by `decide`: a command carries the Training it buys.
 */
export interface TrainingSlice {
  training?(id: string): TrainingPurchase | undefined;
}

/** The GM buying Training for one actor's next roll, as the turn panel sends it to a view. */
export interface TrainingBought {
  readonly actor: string;
  readonly training?: TrainingPurchase;
}

/** The slice a scene's context gets from the training capability: the purchase, for its one actor. */
export function trainingSlice(bought: TrainingBought | undefined): Required<TrainingSlice> {
  return { training: (id) => (bought && bought.actor === id ? bought.training : undefined) };
}
