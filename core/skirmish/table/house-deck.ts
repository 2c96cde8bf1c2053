import type { HeistCard } from './cards.ts';

/**
 * HOUSE CARDS — not from the rulebook. HEIST refers to a Heist card deck that it never prints (HST-D-35), so
 * this small default deck is ours: names borrowed from the Heist card game (shared/seeds/heist-card-game.txt),
 * effects written for the skirmish. Tables replace it in the scenario set-up (`deck`); every field is data.
 */
export const houseDeck: readonly HeistCard[] = [
  {
    id: 'perfect-timing',
    name: 'Perfect Timing',
    text: 'House card. Before the dice: one shot by your model gets +1 dice shift.',
    effect: { kind: 'shift', amount: 1, on: 'own-shot' },
    copies: 2,
    cancels: ['distraction'],
  },
  {
    id: 'distraction',
    name: 'Distraction',
    text: 'House card. Before the dice: one enemy shot at your model gets −1 dice shift.',
    effect: { kind: 'shift', amount: -1, on: 'enemy-shot' },
    copies: 2,
    cancels: ['perfect-timing'],
  },
  {
    id: 'contingency-plan',
    name: 'Contingency Plan',
    text: 'House card. After the dice: re-roll one die of a roll by your model.',
    effect: { kind: 'reroll', on: 'own-roll' },
    copies: 2,
    cancels: [],
  },
  {
    id: 'plan-b',
    name: 'Plan B',
    text: 'House card. After the dice: re-roll one die of an enemy shot at your model.',
    effect: { kind: 'reroll', on: 'enemy-shot' },
    copies: 1,
    cancels: [],
  },
  {
    id: 'quick-thinking',
    name: 'Quick Thinking',
    text: 'House card. In your turn: your active model gets one more action (it triggers reactions as usual).',
    effect: { kind: 'bonus-action' },
    copies: 2,
    cancels: [],
  },
  {
    id: 'inside-man',
    name: 'Inside Man',
    text: "House card. Before the roll: your model's skill-check action succeeds without rolling.",
    effect: { kind: 'check', result: 'pass' },
    copies: 1,
    cancels: ['hand-caught'],
  },
  {
    id: 'hand-caught',
    name: 'Hand Caught',
    text: "House card. Before the roll: an enemy model's skill-check action fails without rolling.",
    effect: { kind: 'check', result: 'fail' },
    copies: 1,
    cancels: ['inside-man'],
  },
  {
    id: 'favors',
    name: 'Favors',
    text: 'House card. Outside any roll: remove one ammo counter from a weapon of your model.',
    effect: { kind: 'ammo' },
    copies: 2,
    cancels: [],
  },
];
