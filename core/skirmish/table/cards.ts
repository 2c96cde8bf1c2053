/**
 * Heist cards (HST-PRESS-5, HST-D-35). The rulebook refers to a Heist deck it does not print, so card content
 * is data: a deck is a list of cards, each with a timing and an effect the engine knows how to apply, and the
 * cards it cancels.
 */

/** What a card does, in terms the engine applies. */
export type CardEffect =
  /** Before the roll: dice shifts on a shot by one of your models (`own`) or at one of them (`enemy`). */
  | { readonly kind: 'shift'; readonly amount: number; readonly on: 'own-shot' | 'enemy-shot' }
  /** After the roll (before its effects): re-roll one die of a roll by one of your models, or of a shot at one. */
  | { readonly kind: 'reroll'; readonly on: 'own-roll' | 'enemy-shot' }
  /** Before the roll: a skill check of your model passes (`pass`), or an enemy's fails (`fail`), unrolled. */
  | { readonly kind: 'check'; readonly result: 'pass' | 'fail' }
  /** In your turn, before or during an activation: your active model gets one more action. */
  | { readonly kind: 'bonus-action' }
  /** Outside any roll: remove one ammo counter from a weapon of your model. */
  | { readonly kind: 'ammo' };

export interface HeistCard {
  /** Stable id, unique in the deck ("steady-hands"). */
  readonly id: string;
  readonly name: string;
  /** What the card says, for the table. */
  readonly text: string;
  readonly effect: CardEffect;
  /** Copies in the deck. */
  readonly copies: number;
  /** Ids of cards with exactly the opposite effect: played on the same thing, both are discarded (HST-PRESS-5). */
  readonly cancels: readonly string[];
}

/** The instance ids of a deck: `<card id>#<copy>`. */
export function deckInstances(deck: readonly HeistCard[]): string[] {
  return deck.flatMap((card) => Array.from({ length: card.copies }, (_, i) => `${card.id}#${i + 1}`));
}

/** The card an instance id belongs to. */
export function cardOf(deck: readonly HeistCard[], instance: string): HeistCard | undefined {
  const id = instance.slice(0, instance.lastIndexOf('#'));
  return deck.find((card) => card.id === id);
}

/** Fisher–Yates with the injected dice (an event records the resulting order). */
export function shuffle(cards: readonly string[], dice: { roll(sides: number): number }): string[] {
  const order = [...cards];
  for (let i = order.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1) - 1;
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
