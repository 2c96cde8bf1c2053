import type { Page } from '@playwright/test';
import { createCampaign, expect, test } from './fixtures.ts';
import {
  addCard,
  expectPartAccessible,
  addGate,
  alarmPlan,
  alarmTrack,
  bagGuard,
  markUnknown,
  setTrack,
  switchTrack,
} from './alarm-helpers.ts';
import { actAs, addCharacter, doAction, expectNoAxeViolations } from './scene-helpers.ts';
import { join, layOut } from './spot-helpers.ts';

/**
 * Issue 19's alarm track, through the UI (Masters of the Heist): a Spot with its plan — Okafor in the bag, the
 * Office holding an unknown security beside the route, gates A (Hall–Vault) and B (Hall–Office), the noise
 * track's alert at 4 and alarm at 8, a deck whose top card closes a gate. Vex sneaks in; coming into the Hall he
 * reveals the Office (Okafor, the bag's only item); noise raises the alert that closes gate A; the GM sounds the
 * alarm and reads Vex's escape count; undo takes the alarm back; a restart keeps the rest.
 *
 * Dice: nobody watches the Dock or the Hall, so Vex's sneaking rolls nothing; the bag's draw (one item) is loaded.
 */

async function prepareSpot(page: Page): Promise<void> {
  const editor = await layOut(page, 'Harrow vault', ['Dock', 'Hall', 'Office', 'Vault']);
  await join(editor, 'Outside', 'Dock');
  await join(editor, 'Dock', 'Hall');
  await join(editor, 'Hall', 'Office');
  await join(editor, 'Hall', 'Vault');
  const plan = alarmPlan(editor);
  await switchTrack(plan, 'On');
  await bagGuard(plan, 'Okafor', 6, 5);
  await markUnknown(plan, 'Office');
  await addGate(plan, 'A', 'the way between Hall and Vault');
  await addGate(plan, 'B', 'the way between Hall and Office');
  // A threshold the track refuses (not below the alarm): its words next to the field, nothing stored.
  await setTrack(plan, '4, 9', 8);
  await expect(plan.getByRole('form', { name: 'Noise track' }).getByTestId('alarm-problem')).toContainText(
    'below the last step (8)',
  );
  await setTrack(plan, '4', 8);
  await expect(plan.getByRole('form', { name: 'Noise track' }).getByTestId('alarm-problem')).toHaveCount(0);
  await addCard(plan, 'A lockdown gate closes', 'Lockdown');
  await addCard(plan, 'Nothing happens', 'Quiet night');
  await addCard(plan, 'Guards turn Aware', 'Shift change');
  // The GM moves the shift change up above the quiet night; the gate card stays on top.
  await plan.getByRole('button', { name: 'Up Shift change' }).click();
  await expect(plan.getByTestId('alarm-card').nth(1)).toContainText('Shift change');
  await expect(plan.getByTestId('alarm-card').first()).toContainText('Lockdown');
  // The "?" on the GM's map, never on what the crew knows.
  const map = editor.getByTestId('spot-map');
  await expect(map.getByTestId('map-unknown-security')).toHaveCount(1);
  await editor.getByLabel('What the crew knows').check();
  await expect(map).toHaveAttribute('data-lens', 'crew');
  await expect(map.getByTestId('map-unknown-security')).toHaveCount(0);
  await editor.getByLabel('The truth (GM)').check();
  await expectPartAccessible(page, 'the alarm plan', '[data-testid="alarm-plan"]');
}

/** Vex sneaks to a zone from the turn panel; nobody watches, so no dice. */
async function sneak(page: Page, to: string): Promise<void> {
  await actAs(page, 'Vex');
  const turn = page.getByTestId('scene-turn');
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'Move', exact: true })
    .click();
  const chosen = turn.getByTestId('chosen-action');
  await chosen.getByLabel('Which Move').selectOption({ label: `Sneak to ${to}` });
  await chosen.getByTestId('do-action').click();
  await expect(chosen).toHaveCount(0);
}

test.describe('the alarm track', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a plan on the Spot, unknown security revealed on approach, an alert closing gate A, the alarm and the escape count; undo and a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'The alarm job');
    await addCharacter(page, 'Add crew', 'Vex', {});
    await addCharacter(page, 'Add guard', 'Okafor', {});
    await prepareSpot(page);

    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByLabel('Scene name').fill('The vault job');
    await page.getByLabel('Kind').selectOption('heist');
    await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow vault' });
    const switchOn = page.getByLabel('Play the alarm track');
    await expect(switchOn).toBeChecked(); // the Spot's plan says on
    await page.getByRole('button', { name: 'Open scene' }).click();

    const track = alarmTrack(page);
    await expect(track.getByTestId('alarm-noise')).toContainText('Noise 0 of 8');
    await expect(track.getByTestId('alarm-unknown-left')).toContainText('Office');
    const heistMap = page.getByTestId('heist-map');

    // The GM's map marks the Office "?" until its security is revealed.
    await expect(heistMap.getByTestId('map-unknown-security')).toHaveCount(1);
    await sneak(page, 'Dock');
    await expect(heistMap.getByTestId('map-security')).toHaveCount(0);
    // Vex was the only one to act: the round ends by itself.
    await expect(page.getByTestId('scene-turn')).toContainText('Round 2');
    await sneak(page, 'Hall');
    // Coming into the Hall, next to the Office: Okafor is drawn from the bag and revealed there.
    await expect(track.getByTestId('alarm-reveal')).toContainText('Office');
    await expect(track.getByTestId('alarm-unknown-left')).toHaveCount(0);
    const office = heistMap.getByTestId('heist-map-zone').filter({ hasText: 'Office' });
    await expect(office.getByTestId('map-security')).toHaveAttribute('data-kind', 'guard');
    await expect(office.getByTestId('map-person')).toHaveCount(1);
    await expect(heistMap.getByTestId('map-unknown-security')).toHaveCount(0);

    // Noise up to 4, the first threshold (whatever the moves made, by the table's noise settings): the alert plays
    // the top card and gate A closes.
    await expect(track.getByTestId('alarm-deck-ahead').locator('li').first()).toContainText('Lockdown');
    const made = Number(
      /Noise (\d+)/.exec((await track.getByTestId('alarm-noise').textContent()) ?? '')?.[1],
    );
    expect(made).toBeLessThan(4);
    await track.getByRole('spinbutton', { name: 'Noise' }).fill(String(4 - made));
    await track.getByLabel('Why').fill('a crate falls');
    await track.getByRole('button', { name: 'Add noise' }).click();
    await expect(track.getByTestId('alarm-noise')).toContainText('Noise 4 of 8');
    await expect(track.getByTestId('alarm-last-alert')).toContainText('Lockdown');
    await expect(track.getByTestId('alarm-gate').first()).toHaveAttribute('data-closed', 'true');
    await expect(track.getByTestId('alarm-gate').nth(1)).toHaveAttribute('data-closed', 'false');
    await expect(heistMap.getByTestId('map-closed-gate')).toHaveCount(1);

    await doAction(track, 'Sound the alarm');
    await expect(track.getByTestId('alarm-sounded')).toBeVisible();
    await expect(page.getByTestId('scene-facts')).toContainText('Action');
    // Every gate closes as the escape begins (MotH "Escape Phase"); Hall → Dock → Outside is still open: two
    // moves, nobody to slip past on the way.
    await expect(heistMap.getByTestId('map-closed-gate')).toHaveCount(2);
    await expect(track.getByTestId('escape-count')).toContainText('Vex in Hall: 2 moves to get out');
    await expectPartAccessible(page, 'the alarm track', '[data-testid="alarm-track"]');
    await expectNoAxeViolations(page, 'the Heist map with the track', '[data-testid="heist-map"]');

    // Undo the alarm: the Heist is a Heist again, no escape to count; the alert and its gate stay.
    await page.getByRole('banner').getByRole('button', { name: /^Undo/ }).click();
    await expect(track.getByTestId('alarm-sounded')).toHaveCount(0);
    await expect(track.getByTestId('escape-count')).toHaveCount(0);
    await expect(page.getByTestId('scene-facts')).not.toContainText('Action');
    await expect(track.getByTestId('alarm-gate').first()).toHaveAttribute('data-closed', 'true');
    await expect(track.getByTestId('alarm-gate').nth(1)).toHaveAttribute('data-closed', 'false');
    await expect(heistMap.getByTestId('map-closed-gate')).toHaveCount(1);

    page = await app.restart();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByRole('button', { name: /^The vault job/ }).click();
    const again = alarmTrack(page);
    await expect(again.getByTestId('alarm-noise')).toContainText('Noise 4 of 8');
    await expect(again.getByTestId('alarm-reveal')).toContainText('Office');
    await expect(again.getByTestId('alarm-gate').first()).toHaveAttribute('data-closed', 'true');
    await expect(again.getByTestId('alarm-sounded')).toHaveCount(0);
    await expect(page.getByTestId('heist-map').getByTestId('map-closed-gate')).toHaveCount(1);
  });
});
