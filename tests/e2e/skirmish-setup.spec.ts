import { createCampaign, expect, test } from './fixtures.ts';
import { expectAccessibleInBothThemes } from './scene-helpers.ts';
import { fightBoard, newFightForm, row } from './skirmish-helpers.ts';

/**
 * Setting up a HEIST fight beyond the rosters (issue 9): a getaway car driven by one crew model with one
 * passenger (a wrong seat refused first, next to its field), and our own Heist card deck made from the house deck
 * with one card renamed and given a copy more and another removed. The fight starts with the crew in the car, the
 * driver can start it, everything survives a restart, and the next fight can copy this one's deck.
 */

test('a fight with a car, its driver and passenger, and our own Heist card deck; restart', async ({
  app,
}) => {
  test.setTimeout(120_000);
  let page = app.page;
  await createCampaign(page, 'Car park');
  await newFightForm(page);

  const form = page.getByTestId('new-fight');
  await form.getByTestId('load-examples').click();
  await page.getByLabel('Fight name').fill('Getaway');
  await page.getByTestId('first-side').selectOption({ label: 'The crew' });

  // The car: Mr. A at the wheel; ticking him as a passenger too is refused next to the passengers.
  await form.getByTestId('add-vehicle').click();
  const car = form.getByTestId('fight-vehicle');
  await expect(car).toHaveCount(1);
  await car.getByLabel('Vehicle 1 name').fill('Getaway car');
  await car.getByLabel('Owned by').selectOption({ label: 'The crew' });
  await car.getByLabel('Driver').selectOption('Mr. A');
  const passengers = car.getByRole('group', { name: "Getaway car's passengers" });
  await passengers.getByRole('checkbox', { name: 'Mr. A', exact: true }).check();
  await expect(car.getByTestId('vehicle-1-passengers-problems')).toHaveText(
    'Mr. A already drives Getaway car: a model has one seat',
  );
  await expect(page.getByTestId('start-problems')).toContainText('Mr. A already drives Getaway car');
  await expect(page.getByTestId('start-fight')).toBeDisabled();
  await passengers.getByRole('checkbox', { name: 'Mr. A', exact: true }).uncheck();
  await passengers.getByRole('checkbox', { name: 'Mr. B', exact: true }).check();
  await expect(car.getByTestId('vehicle-1-passengers-problems')).toHaveCount(0);

  // Our own deck, from the house deck: Perfect Timing becomes Lucky Shot with 3 copies; Favors goes.
  const deck = form.getByTestId('fight-deck');
  await deck.getByTestId('deck-use-custom').check();
  await expect(deck.getByTestId('deck-summary')).toHaveText('13 cards in all, 8 different');
  const cards = deck.getByTestId('fight-card');
  await expect(cards).toHaveCount(8);
  await cards.nth(0).getByLabel('Card 1 name').fill('Lucky Shot');
  await cards.nth(0).getByLabel('Copies').fill('3');
  await expect(cards.nth(7)).toContainText('Favors');
  await deck.getByTestId('remove-card-8').click();
  await expect(cards).toHaveCount(7);
  await expect(deck.getByTestId('deck-summary')).toHaveText('12 cards in all, 7 different');
  // Distraction still cancels the renamed card.
  await expect(cards.nth(1).getByRole('checkbox', { name: 'Lucky Shot' })).toBeChecked();
  // A card without a name is refused at its field.
  await cards.nth(2).getByLabel('Card 3 name').fill('');
  await expect(cards.nth(2).getByTestId('card-3-name-problems')).toHaveText('Card 3 needs a name');
  await expect(page.getByTestId('start-fight')).toBeDisabled();
  await cards.nth(2).getByLabel('Card 3 name').fill('Contingency Plan');
  await expect(page.getByTestId('start-problems')).toHaveCount(0);

  await expectAccessibleInBothThemes(page, 'the new fight form with a car and our own deck');
  await page.getByTestId('start-fight').click();

  // The board: the driver and the passenger are in the car, the others not; the car is on the table.
  const board = fightBoard(page);
  await expect(board.getByTestId('fight-turn')).toHaveText(
    "Round 1 · The crew's turn · pick a model to activate",
  );
  await expect(row(page, 'Mr. A')).toContainText('in Getaway car');
  await expect(row(page, 'Mr. B')).toContainText('in Getaway car');
  await expect(row(page, 'Mr. C')).not.toContainText('in Getaway car');
  await expect(board.getByTestId('table-vehicle')).toContainText('Getaway car');
  await expect(board.getByTestId('table-vehicle')).toContainText('0/5');
  await expect(board.getByTestId('table-vehicle')).toContainText('Mr. A driving; Mr. B');
  // The cards panel shows each side's hand (no pressure points yet, so no cards drawn) and the deck as edited.
  const hands = board.getByTestId('cards').getByTestId('hand');
  await expect(hands).toHaveCount(2);
  await expect(hands.first()).toContainText('No cards in hand.');
  const deckOnBoard = board.getByTestId('cards').getByTestId('deck');
  await deckOnBoard.getByText(/^The deck/).click();
  await expect(deckOnBoard).toContainText('Lucky Shot ×3');
  await expect(deckOnBoard).not.toContainText('Favors');

  // Mr. A is at the wheel: he starts the car (HST-VEH-2).
  await row(page, 'Mr. A').getByRole('button', { name: 'Mr. A', exact: true }).click();
  const actions = board.getByTestId('model-actions');
  await actions
    .getByRole('group', { name: 'Actions of Mr. A' })
    .getByRole('button', { name: 'Vehicle' })
    .click();
  await actions.getByLabel('Which Vehicle').selectOption({ label: 'Start the engine' });
  const order = actions.getByTestId('order-form');
  await order.getByTestId('order-send').click();
  await expect(order).toHaveCount(0);
  await expect(row(page, 'Mr. A')).toContainText('(2 left)');

  // Restart: the fight and its car are still there.
  page = await app.restart();
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await expect(fightBoard(page).getByTestId('fight-turn')).toContainText("Round 1 · The crew's turn");
  await expect(row(page, 'Mr. A')).toContainText('(2 left)');
  await expect(row(page, 'Mr. A')).toContainText('in Getaway car');
  await expect(row(page, 'Mr. B')).toContainText('in Getaway car');
  await expect(fightBoard(page).getByTestId('cards')).toBeVisible();

  // A new fight may start its own deck from this one's.
  await newFightForm(page);
  const next = page.getByTestId('new-fight').getByTestId('fight-deck');
  await next.getByTestId('deck-use-custom').check();
  await next.getByTestId('copy-deck-from').selectOption({ label: 'Getaway: 7 cards (12 in all)' });
  await next.getByTestId('copy-deck').click();
  await expect(next.getByTestId('deck-summary')).toHaveText('12 cards in all, 7 different');
  await expect(next.getByTestId('fight-card').first().getByLabel('Card 1 name')).toHaveValue('Lucky Shot');
});
