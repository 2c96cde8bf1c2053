import { createCampaign, expect, loadDice, test } from './fixtures.ts';
import { expectAccessibleInBothThemes } from './scene-helpers.ts';
import { fightBoard, newFightForm, order, row, send } from './skirmish-helpers.ts';
import type { Page } from '@playwright/test';

/**
 * A HEIST fight with a getaway car, Heist cards and the pressure clock (issue 9), played as a GM would on the
 * fight board: the clock paused and resumed; the car started and driven into a police officer (the dive-aside
 * odds first); a frag grenade that hits vehicles (a house option) going off by the car; the car left to drift
 * into another officer who has nowhere to go; two cards swapped for one; the police shooting the car with a Heist
 * card played on the shot and the dice kept on the table for the Hail Mary choice; a restart.
 *
 * Dice: the test loads only what it needs (`loadDice`). The house deck's shuffle as the fight opens puts Favors,
 * Contingency Plan, Favors, Perfect Timing on top (the police draw the first, the crew the second, the police the
 * third, and the police's swap the fourth). Officer Kay rolls 10 to dive aside (skill 5): he is hit. The blast
 * rolls 7, 1, 1 on the moving car (TN 7): one hit. Officer Lin's shot at it shows 10, 6, 2 (one hit, the car's
 * second: undrivable), and Mr. A, at the wheel, rolls 3 against the death trap. The grenade's throw rolls fair.
 */

const crew = `Mr. A (3/5) Pistol w/1 reload
Mr. B (3/5) SMG w/2 reloads, 1 frag grenade`;
const police = `Officer Kay (2/5) Pistol w/1 reload
Officer Lin (3/5) Pistol w/1 reload`;

/**
 * The Fisher–Yates faces that deal the house deck (Perfect Timing ×2, Distraction ×2, Contingency Plan ×2,
 * Plan B, Quick Thinking ×2, Inside Man, Hand Caught, Favors ×2) as Favors, Contingency Plan, Favors, Perfect
 * Timing, then the rest.
 */
const shuffleFaces = [11, 10, 9, 8, 7, 6, 4, 3, 2, 1, 1, 2];

const hand = (page: Page, side: string) =>
  fightBoard(page)
    .getByTestId('cards')
    .getByTestId('hand')
    .filter({ hasText: `${side}:` });

async function pass(page: Page, model: string): Promise<void> {
  await send(await order(page, model, 'Pass'));
  await expect(fightBoard(page).getByTestId('reaction-window')).toHaveCount(0);
}

async function endTurn(page: Page, next: string): Promise<void> {
  await fightBoard(page).getByTestId('end-turn').getByRole('button', { name: 'End the turn' }).click();
  await expect(fightBoard(page).getByTestId('fight-turn')).toContainText(next);
}

test('a getaway car driven, drifting and shot at; Heist cards drawn, swapped and played; the clock paused; restart', async ({
  app,
}) => {
  test.setTimeout(180_000);
  let page = app.page;
  await createCampaign(page, 'Car chase');
  await newFightForm(page);

  // The fight: two models a side, constant pressure (a point, so a card, to the other side each turn), the house
  // deck, the getaway car with Mr. A at the wheel (2 hits before it is undrivable), frag grenades hitting vehicles.
  const form = page.getByTestId('new-fight');
  await page.getByLabel('Fight name').fill('Car chase');
  await page.getByLabel('Side 1 name').fill('Crew');
  await page.getByLabel('Side 1 roster').fill(crew);
  await page.getByLabel('Side 2 name').fill('Police');
  await page.getByLabel('Side 2 roster').fill(police);
  await page.getByTestId('first-side').selectOption({ label: 'Crew' });
  await page.getByLabel('Pressure mode').selectOption({ label: 'Constant (a point per turn)' });
  await expect(form.getByTestId('deck-use-house')).toBeChecked();
  await form.getByTestId('add-vehicle').click();
  const car = form.getByTestId('fight-vehicle');
  await car.getByLabel('Vehicle 1 name').fill('Getaway car');
  await car.getByLabel('Owned by').selectOption({ label: 'Crew' });
  await car.getByLabel('Driver').selectOption('Mr. A');
  await car.getByLabel('Hits before undrivable').fill('2');
  await form.getByTestId('more-options').getByText('More table options').click();
  await form.getByRole('checkbox', { name: 'Frag grenades hit vehicles' }).check();
  await expect(form.getByTestId('more-options')).toContainText('(1 changed)');
  await expect(page.getByTestId('start-problems')).toHaveCount(0);
  await loadDice(page, shuffleFaces);
  await page.getByTestId('start-fight').click();

  const board = fightBoard(page);
  await expect(board.getByTestId('fight-turn')).toHaveText(
    "Round 1 · Crew's turn · pick a model to activate",
  );
  const vehicle = board.getByTestId('table-vehicle');
  await expect(vehicle).toContainText('Getaway car');
  await expect(vehicle).toContainText('0/2');
  await expect(vehicle).toContainText('stopped, engine off');
  await expect(row(page, 'Mr. A')).toContainText('in Getaway car');

  // Pressure: the clock panel shows; the GM pauses it and resumes it.
  const clock = board.getByTestId('pressure-clock');
  await expect(clock.getByRole('heading')).toHaveText('Pressure (constant)');
  await expect(clock.getByTestId('clock-row')).toHaveCount(2);
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(clock.getByRole('heading')).toHaveText('Pressure (constant): paused');
  await expect(clock.getByRole('button', { name: 'Resume the clock' })).toBeFocused();
  await clock.getByRole('button', { name: 'Resume the clock' }).click();
  await expect(clock.getByRole('heading')).toHaveText('Pressure (constant)');
  await expect(clock.getByRole('button', { name: 'Pause the clock' })).toBeEnabled();

  // No cards yet: no pressure point so far.
  await expect(hand(page, 'Crew')).toContainText('No cards in hand.');
  await expect(hand(page, 'Police')).toContainText('No cards in hand.');
  const deck = board.getByTestId('cards').getByTestId('deck');
  await expect(deck.locator('summary')).toContainText('The deck: 13 to draw, 0 discarded');

  // Mr. A starts the car (HST-VEH-2), then drives it 12" with Officer Kay in its path (HST-VEH-4).
  await send(await order(page, 'Mr. A', 'Vehicle', 'Start the engine'));
  await expect(vehicle).toContainText('stopped, engine running');
  const drive = await order(page, 'Mr. A', 'Vehicle', 'Drive 12"');
  await drive.getByRole('button', { name: 'Add a model in the path' }).click();
  await drive.getByLabel('Model in the path 1').selectOption({ label: 'Officer Kay' });
  await expect(drive.getByTestId('contact-odds')).toHaveText('dives aside 50.0%, else wounded 50.0%');
  await drive.getByRole('checkbox', { name: 'nowhere to go' }).check();
  await expect(drive.getByTestId('contact-odds')).toHaveText('no dive aside: wounded 100%');
  await drive.getByRole('checkbox', { name: 'nowhere to go' }).uncheck();
  await expect(drive.getByTestId('contact-odds')).toHaveText('dives aside 50.0%, else wounded 50.0%');
  await expectAccessibleInBothThemes(page, 'the order dialog of a drive with a model in the path');
  await loadDice(page, [10]); // Kay's skill check to dive aside fails
  await send(drive);
  await expect(row(page, 'Officer Kay')).toContainText('Wounded');
  await expect(vehicle).toContainText('forward, engine running');
  await expect(page.getByRole('region', { name: 'Scene log' })).toContainText('Officer Kay');
  // Mr. B throws his frag grenade (it goes off as the crew's next turn begins).
  await send(await order(page, 'Mr. B', 'Throw a grenade', 'Throw a frag grenade 6"'));
  await expect(board.getByTestId('table-grenade')).toContainText('A live frag grenade');
  await endTurn(page, "Round 1 · Police's turn");

  // The crew's turn gave the police a point: they draw the top card, Favors.
  await expect(hand(page, 'Police')).toContainText('Police: 1 card(s)');
  await expect(hand(page, 'Police').getByTestId('heist-card')).toContainText('Favors');
  await expect(deck.locator('summary')).toContainText('The deck: 12 to draw, 0 discarded');
  await expectAccessibleInBothThemes(page, 'the cards panel with a hand');
  await pass(page, 'Officer Kay');
  await pass(page, 'Officer Lin');
  await endTurn(page, "Round 2 · Crew's turn");
  await expect(hand(page, 'Crew').getByTestId('heist-card')).toContainText('Contingency Plan');

  // Round 2 begins with the grenade: frag hits vehicles at this table (HST-D-39), so the GM ticks the car, 3"
  // from the marker, and sees the odds first; one die of the blast hits (7 against TN 7, the car is moving).
  const start = board.getByTestId('start-turn');
  const blastCar = start.getByTestId('blast-vehicle').filter({ hasText: 'Getaway car' });
  await blastCar.getByLabel('Getaway car is in line of sight of the marker').check();
  await blastCar.getByLabel('Distance of Getaway car (inches)').fill('3');
  await expect(blastCar.getByTestId('blast-vehicle-odds')).toHaveText(
    /^\dd10 against 7: a hit \d+\.\d%, undrivable \d+\.\d%, explodes \d+\.\d+%$/,
  );
  await loadDice(page, [7, 1, 1, 1, 1, 1, 1, 1]);
  await start.getByRole('button', { name: 'Set off the grenades and start the turn' }).click();
  await expect(start).toHaveCount(0);
  await expect(vehicle).toContainText('1/2');
  await expect(vehicle).toContainText('forward, engine running');
  await expect(board.getByTestId('table-grenade')).toHaveCount(0);

  // Round 2: Mr. A does not drive, so the car drifts 12" at the end of the turn (HST-VEH-3), into Officer Lin,
  // who has nowhere to go.
  await pass(page, 'Mr. A');
  await pass(page, 'Mr. B');
  const drift = board.getByTestId('end-turn').getByTestId('drift');
  await expect(drift).toContainText('Getaway car drifts 12" straight ahead');
  await drift.getByRole('checkbox', { name: 'Getaway car runs into Officer Lin' }).check();
  await expect(drift.getByTestId('drift-odds')).toHaveText('dives aside 50.0%, else wounded 50.0%');
  await drift.getByRole('checkbox', { name: 'Officer Lin has nowhere to go' }).check();
  await expect(drift.getByTestId('drift-odds')).toHaveText('no dive aside: wounded 100%');
  await endTurn(page, "Round 2 · Police's turn");
  await expect(row(page, 'Officer Lin')).toContainText('Wounded');

  // The police now hold two cards: at the start of their turn they swap both for one (HST-PRESS-5).
  const policeHand = hand(page, 'Police');
  await expect(policeHand).toContainText('Police: 2 card(s)');
  await expect(deck.locator('summary')).toContainText('The deck: 10 to draw, 0 discarded');
  await policeHand.getByRole('button', { name: 'Swap two cards for one' }).click();
  await expect(policeHand).toContainText('Police: 1 card(s)');
  await expect(policeHand.getByTestId('heist-card')).toContainText('Perfect Timing');
  await expect(deck.locator('summary')).toContainText('The deck: 9 to draw, 2 discarded');

  // Officer Lin shoots the moving car (TN 7, HST-VEH-7), with what the hits do to it first: one more hit (2 of
  // capacity 2) leaves it undrivable; a hit beyond that rolls a d10 for the explosion (HST-VEH-8).
  const shot = await order(page, 'Officer Lin', 'Shoot', 'Shoot Getaway car (snap)');
  await expect(shot.getByTestId('order-tn')).toContainText('TN 7');
  await expect(shot.getByTestId('order-dice')).toHaveText(/^3d8 — /);
  const outcome = (key: string) => shot.locator(`[data-testid="order-outcome"][data-key="${key}"]`);
  await expect(outcome('undrivable')).toHaveText('Leaves Getaway car undrivable56.6%');
  await expect(outcome('explodes')).toHaveText('Blows up Getaway car1.7%');
  // Perfect Timing played with the shot, before the dice: a die size up (HST-PRESS-5), and the odds follow.
  await shot
    .getByTestId('order-cards')
    .getByRole('checkbox', { name: /^Perfect Timing/ })
    .check();
  await expect(shot.getByTestId('order-dice')).toHaveText(
    /^3d10 — Snap fire: 3d8 · \+1 shift Heist card → 3d10/,
  );
  await expect(shot.getByTestId('order-headline')).toHaveText('Any effect: 77.2%');
  await expect(outcome('undrivable')).toHaveText('Leaves Getaway car undrivable77.2%');
  await expect(outcome('explodes')).toHaveText('Blows up Getaway car4.1%');

  // Nobody may react to a shot at the car (HST-VEH-6: its driver cannot shoot from inside; unaimed models react
  // only to being shot at), so the GM asks for the dice to stay on the table: 10, 6, 2.
  await shot.getByTestId('order-review').getByRole('checkbox').check();
  await loadDice(page, [10, 6, 2]);
  await send(shot);
  // The card left the hand: in play while the dice are on the table, discarded once the shot resolves.
  await expect(policeHand).toContainText('Police: 0 card(s)');
  await expect(deck.locator('summary')).toContainText('The deck: 9 to draw, 2 discarded, 1 in play');
  const window = board.getByTestId('reaction-window');
  await expect(window).toContainText('Officer Lin shoots at Getaway car (snap)');
  const dice = window.getByTestId('hail-mary');
  await expect(dice.getByTestId('die-face')).toHaveText([
    'die 1: 10 (natural maximum)',
    'die 2: 6',
    'die 3: 2',
  ]);
  await expect(dice.getByTestId('hail-mary-best')).toContainText('1 hit');
  // The GM gives up nothing; the car's driver checks against the death trap (HST-VEH-9) and rolls 3: no hit.
  await dice.getByRole('radio', { name: /^Give no die up/ }).check();
  await loadDice(page, [3]);
  await window.getByTestId('resolve-reactions').click();
  await expect(window).toHaveCount(0);
  await expect(deck.locator('summary')).toContainText('The deck: 9 to draw, 3 discarded');
  await expect(vehicle).toContainText('2/2 · undrivable');
  await expect(vehicle).toContainText('stopped');
  await expect(row(page, 'Mr. A')).not.toContainText('Stunned');
  await expect(page.getByRole('region', { name: 'Scene log' })).toContainText(
    'Getaway car 2 hits, undrivable',
  );

  // Restart: the car's hits, the wounded officers and the crew's card are as they were.
  page = await app.restart();
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await expect(fightBoard(page).getByTestId('fight-turn')).toContainText("Round 2 · Police's turn");
  await expect(fightBoard(page).getByTestId('table-vehicle')).toContainText('2/2 · undrivable');
  await expect(row(page, 'Officer Kay')).toContainText('Wounded');
  await expect(row(page, 'Officer Lin')).toContainText('Wounded');
  await expect(hand(page, 'Crew').getByTestId('heist-card')).toContainText('Contingency Plan');
  await expect(hand(page, 'Police')).toContainText('No cards in hand.');
  await expect(fightBoard(page).getByTestId('cards').getByTestId('deck').locator('summary')).toContainText(
    'The deck: 9 to draw, 3 discarded',
  );
});
