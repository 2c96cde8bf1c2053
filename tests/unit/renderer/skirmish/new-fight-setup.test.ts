import { describe, expect, it } from 'vitest';
import { skirmish } from '../../../../core/index.ts';
import {
  addCard,
  changeCard,
  copyDeck,
  deckSummary,
  effectWith,
  removeCard,
  resetToHouse,
  setCancels,
  setDeckUse,
  signed,
} from '../../../../renderer/panels/skirmish/new-fight/deck-form.ts';
import {
  addSide,
  removeSide,
  withExamples,
} from '../../../../renderer/panels/skirmish/new-fight/new-fight.ts';
import {
  addVehicle,
  changeVehicle,
  isPassenger,
  ownerOf,
  ownerValue,
  removeVehicle,
  seatGroups,
  strayNames,
  togglePassenger,
} from '../../../../renderer/panels/skirmish/new-fight/vehicle-form.ts';

const examples = withExamples(skirmish.emptyDraft());

describe('the new-fight form: vehicles', () => {
  it('adds cars with names of their own, changes and removes them', () => {
    const two = addVehicle(addVehicle(examples));
    expect(two.vehicles.map((v) => v.name)).toEqual(['Car 1', 'Car 2']);
    const renamed = changeVehicle(two, 0, { name: 'Car 3' });
    expect(addVehicle(renamed).vehicles.map((v) => v.name)).toEqual(['Car 3', 'Car 2', 'Car 4']);
    expect(removeVehicle(two, 0).vehicles.map((v) => v.name)).toEqual(['Car 2']);
  });

  it('stops at the engine limit of 40', () => {
    let draft = examples;
    for (let i = 0; i < 45; i++) draft = addVehicle(draft);
    expect(draft.vehicles).toHaveLength(40);
  });

  it('a vehicle set moving has its engine running (HST-VEH-2); stopping leaves the engine as it was', () => {
    const draft = addVehicle(examples);
    const moving = changeVehicle(draft, 0, { motion: 'reverse' });
    expect(moving.vehicles[0]).toMatchObject({ motion: 'reverse', running: true });
    expect(changeVehicle(moving, 0, { motion: 'stopped' }).vehicles[0]!.running).toBe(true);
    expect(skirmish.fightSetup(moving).ok).toBe(true);
  });

  it('passengers ticked on and off, by name in any case', () => {
    const car = skirmish.emptyVehicle([]);
    const one = { ...car, ...togglePassenger(car, 'Mr. B', true) };
    const two = { ...one, ...togglePassenger(one, 'Mr. C', true) };
    expect(two.passengers).toEqual(['Mr. B', 'Mr. C']);
    expect(isPassenger(two, 'mr. b')).toBe(true);
    expect({ ...two, ...togglePassenger(two, 'MR. B', false) }.passengers).toEqual(['Mr. C']);
    expect({ ...two, ...togglePassenger(two, 'Mr. C', true) }.passengers).toEqual(['Mr. B', 'Mr. C']);
  });

  it('seats are offered from the models on the table, side by side; reserves are not', () => {
    const [crew, police] = skirmish.exampleSides();
    const draft = { ...examples, sides: [{ ...crew, reserves: 'Mr. F (2/3) Pistol' }, police] };
    const groups = seatGroups(draft, skirmish.draftPreview(draft));
    expect(groups.map((g) => g.side)).toEqual(['The crew', 'The police']);
    expect(groups[0]!.names).toEqual(['Mr. A', 'Mr. B', 'Mr. C', 'Mr. D', 'Mr. E']);
    expect(groups.flatMap((g) => g.names)).not.toContain('Mr. F');
    expect(seatGroups(skirmish.emptyDraft(), skirmish.draftPreview(skirmish.emptyDraft()))).toEqual([]);
  });

  it('names no roster has on the table any more stay visible to be unticked', () => {
    const groups = seatGroups(examples, skirmish.draftPreview(examples));
    const car = { ...skirmish.emptyVehicle([]), driver: 'Mr. A', passengers: ['Mr. Z', 'mr. b'] };
    expect(strayNames(car, groups)).toEqual(['Mr. Z']);
  });

  it('removing a side frees its vehicles and shifts the owners after it', () => {
    let draft = addSide(examples);
    for (let i = 0; i < 3; i++) draft = changeVehicle(addVehicle(draft), i, { side: i });
    expect(removeSide(draft, 1).vehicles.map((v) => v.side)).toEqual([0, null, 1]);
    const four = { ...draft, vehicles: [...draft.vehicles, { ...draft.vehicles[0]!, name: 'X', side: 2 }] };
    expect(withExamples(four).vehicles.map((v) => v.side)).toEqual([0, 1, null, null]);
  });

  it('the owner select', () => {
    expect(ownerValue(null)).toBe('none');
    expect(ownerOf(ownerValue(null))).toBeNull();
    expect(ownerOf(ownerValue(2))).toBe(2);
  });
});

describe('the new-fight form: the Heist card deck', () => {
  const custom = setDeckUse(examples, 'custom');

  it('switching use keeps the custom list', () => {
    const edited = changeCard(custom, 0, { name: 'Lucky Break' });
    const back = setDeckUse(setDeckUse(edited, 'none'), 'custom');
    expect(back.deck.cards[0]!.name).toBe('Lucky Break');
  });

  it('a removed card is unticked from the cards that cancelled it', () => {
    const index = custom.deck.cards.findIndex((c) => c.key === 'distraction');
    const removed = removeCard(custom, index);
    expect(removed.deck.cards.find((c) => c.key === 'perfect-timing')!.cancels).toEqual([]);
    expect(skirmish.fightSetup(removed).ok).toBe(true);
  });

  it('cancelling is ticked and unticked on both cards at once', () => {
    const keys = custom.deck.cards.map((c) => c.key);
    const on = setCancels(custom, keys.indexOf('plan-b'), 'favors', true);
    expect(on.deck.cards.find((c) => c.key === 'plan-b')!.cancels).toEqual(['favors']);
    expect(on.deck.cards.find((c) => c.key === 'favors')!.cancels).toEqual(['plan-b']);
    const off = setCancels(on, keys.indexOf('favors'), 'plan-b', false);
    expect(off.deck.cards.every((c) => !c.cancels.includes('plan-b') && !c.cancels.includes('favors'))).toBe(
      true,
    );
    expect(setCancels(custom, 0, keys[0]!, true)).toBe(custom);
  });

  it('adds cards up to 60', () => {
    let draft = custom;
    for (let i = 0; i < 60; i++) draft = addCard(draft);
    expect(draft.deck.cards).toHaveLength(60);
    expect(new Set(draft.deck.cards.map((c) => c.key)).size).toBe(60);
  });

  it('reset to the house deck, and copy an earlier fight’s deck', () => {
    const emptied = { ...custom, deck: { use: 'none' as const, cards: [] } };
    expect(resetToHouse(emptied).deck).toEqual({ use: 'custom', cards: skirmish.houseDeckDraft().cards });
    const deck = [{ ...skirmish.houseDeck[0]!, copies: 6, cancels: [] }];
    const copied = copyDeck(emptied, deck);
    expect(copied.deck.use).toBe('custom');
    const result = skirmish.fightSetup(copied);
    expect(result.ok && result.setup.deck).toEqual(deck);
  });

  it('effect parameters from the selects', () => {
    const shift = skirmish.effectOf('shift');
    expect(effectWith(shift, 'amount', '-2')).toEqual({ kind: 'shift', amount: -2, on: 'own-shot' });
    expect(effectWith(shift, 'on', 'enemy-shot')).toMatchObject({ on: 'enemy-shot' });
    expect(effectWith(skirmish.effectOf('reroll'), 'on', 'enemy-shot')).toEqual({
      kind: 'reroll',
      on: 'enemy-shot',
    });
    expect(effectWith(skirmish.effectOf('check'), 'result', 'fail')).toEqual({
      kind: 'check',
      result: 'fail',
    });
    expect(effectWith(skirmish.effectOf('ammo'), 'on', 'x')).toEqual({ kind: 'ammo' });
    expect([signed(2), signed(-3)]).toEqual(['+2', '−3']);
  });

  it('the summary counts copies', () => {
    expect(deckSummary(custom.deck.cards)).toBe('13 cards in all, 8 different');
    expect(deckSummary([{ ...custom.deck.cards[0]!, copies: Number.NaN }])).toBe(
      '0 cards in all, 1 different',
    );
  });
});
