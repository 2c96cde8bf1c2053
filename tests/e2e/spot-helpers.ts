/** Shared steps of the specs that lay out a Spot on the Spots dashboard. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Creates a Spot and its zones from the Spots dashboard; returns the editor. */
export async function layOut(page: Page, name: string, zones: readonly string[]): Promise<Locator> {
  await page.getByRole('tab', { name: 'Spots' }).click();
  await page.getByLabel('Name of the new Spot').fill(name);
  await page.getByRole('button', { name: 'Create Spot' }).click();
  const editor = page.getByTestId('spot-editor');
  await expect(editor.getByRole('heading', { name, level: 2 })).toBeVisible();
  await addZones(editor, zones);
  return editor;
}

/** Adds zones by name, each waiting for its row. */
export async function addZones(editor: Locator, zones: readonly string[]): Promise<void> {
  for (const zone of zones) {
    await editor.getByLabel('New zone').fill(zone);
    await editor.getByRole('button', { name: 'Add zone' }).click();
    await expect(editor.getByTestId('spot-zone-row').filter({ hasText: zone })).toHaveCount(1);
  }
}

/** Adds a barrier between two places by their names. */
export async function join(editor: Locator, a: string, b: string): Promise<void> {
  const form = editor.getByRole('form', { name: 'New barrier' });
  await form.getByLabel('Between').selectOption({ label: a });
  await form.getByLabel('and').selectOption({ label: b });
  await form.getByRole('button', { name: 'Add barrier' }).click();
  await expect(editor.getByTestId('spot-barrier').filter({ hasText: `${a} — ${b}` })).toHaveCount(1);
}

/** Posts a guard of the campaign in a zone. */
export async function postGuard(editor: Locator, guard: string, zone: string): Promise<void> {
  await editor.getByRole('combobox', { name: /^Guard/ }).selectOption({ label: guard });
  await editor.getByRole('combobox', { name: /^Posted in/ }).selectOption({ label: zone });
  await editor.getByRole('button', { name: 'Post guard' }).click();
  await expect(editor.getByTestId('spot-guard').filter({ hasText: guard })).toHaveCount(1);
}
