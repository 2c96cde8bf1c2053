/** Steps of the alarm track's specs: the plan in the Spot editor, the track on the Heist board. */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect } from './fixtures.ts';

/** The Spot editor's "Alarm track" section. */
export function alarmPlan(editor: Locator): Locator {
  return editor.getByTestId('alarm-plan');
}

/** Switches the track on, off or to the table's default for the Spot's Heists, and waits for it to be stored. */
export async function switchTrack(plan: Locator, choice: 'On' | 'Off' | RegExp): Promise<void> {
  const radio = plan.getByRole('group', { name: "Play it in this Spot's Heists" }).getByLabel(choice);
  await radio.check();
  await expect(radio).toBeChecked();
}

/** Puts a guard of the campaign in the bag, with score-only Awareness and Training. */
export async function bagGuard(plan: Locator, guard: string, awareness: number, training: number) {
  const form = plan.getByRole('form', { name: 'Add to the bag' });
  await form.getByRole('combobox', { name: /^Security\b/ }).selectOption('guard');
  await form.getByRole('combobox', { name: /^Which guard/ }).selectOption({ label: guard });
  await form.getByLabel('Awareness').fill(String(awareness));
  await form.getByLabel('Training').fill(String(training));
  await form.getByRole('button', { name: 'Add to the bag' }).click();
  await expect(plan.getByTestId('alarm-bag-item').filter({ hasText: `Guard: ${guard}` })).toHaveCount(1);
}

/** Puts a lock or a camera in the bag with its score. */
export async function bagScored(plan: Locator, kind: 'lock' | 'camera', score: number): Promise<void> {
  const form = plan.getByRole('form', { name: 'Add to the bag' });
  await form.getByRole('combobox', { name: /^Security\b/ }).selectOption(kind);
  await form.getByLabel(kind === 'lock' ? 'Security Score' : "Camera's Awareness").fill(String(score));
  await form.getByRole('button', { name: 'Add to the bag' }).click();
}

/** Marks a zone as holding an unknown security. */
export async function markUnknown(plan: Locator, zone: string): Promise<void> {
  const box = plan.getByTestId('alarm-unknown').getByLabel(zone, { exact: true });
  await box.check();
  await expect(box).toBeChecked();
}

/** Adds the next lockdown gate on the way or zone labelled `label`. */
export async function addGate(plan: Locator, letter: string, label: string): Promise<void> {
  const form = plan.getByRole('form', { name: 'New lockdown gate' });
  await form.getByRole('combobox', { name: new RegExp(`^Gate ${letter}\\b`) }).selectOption({ label });
  await form.getByRole('button', { name: 'Add gate' }).click();
  await expect(plan.getByTestId('alarm-gates')).toContainText(`Gate ${letter} ${label}`);
}

/** Sets the noise track's thresholds and the alarm's step. */
export async function setTrack(plan: Locator, alerts: string, alarmAt: number): Promise<void> {
  const form = plan.getByRole('form', { name: 'Noise track' });
  await form.getByLabel('Alerts at').fill(alerts);
  await form.getByLabel('Alarm at').fill(String(alarmAt));
  await form.getByRole('button', { name: 'Save noise track' }).click();
}

/** Adds an event card at the bottom of the deck. */
export async function addCard(
  plan: Locator,
  card: string,
  name: string,
  options: { special?: boolean; zone?: string; guards?: readonly string[] } = {},
): Promise<void> {
  const form = plan.getByRole('form', { name: 'Add an event card' });
  await form.getByRole('combobox', { name: /^Card\b/ }).selectOption({ label: card });
  await form.getByLabel('Card name').fill(name);
  if (options.zone)
    await form.getByRole('combobox', { name: /^(Where|Into)\b/ }).selectOption({ label: options.zone });
  for (const guard of options.guards ?? []) await form.getByLabel(guard, { exact: true }).check();
  if (options.special) await form.getByLabel(/^Special/).check();
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(plan.getByTestId('alarm-card').filter({ hasText: name })).toHaveCount(1);
}

/** The Heist board's alarm track. */
export function alarmTrack(page: Page): Locator {
  return page.getByTestId('alarm-track');
}

/** Axe on one part of the page in both themes (the current one, then the other), then the theme back. */
export async function expectPartAccessible(page: Page, where: string, selector: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  for (const theme of ['light', 'dark'] as const) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await toggle.click();
    await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page, `${where} (${theme})`, selector);
  }
  await toggle.click();
}
