import { expect, loadDice } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

/** The HEIST fight board as the skirmish specs drive it with the mouse: pick a model, order, send, resolve. */

export const fightBoard = (page: Page) => page.getByTestId('fight-board');

/**
 * The new-fight form, opened from the Scenes dashboard like any scene: the Scenes tab, "Open a new scene…" when
 * a scene is shown, and "HEIST skirmish" picked as its kind (the engine's own form replaces the shared draft).
 */
export async function newFightForm(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  const heading = page.getByRole('heading', { name: 'Open a scene', level: 2 });
  await expect(opener.or(heading)).toBeVisible();
  if (await opener.isVisible()) await opener.click();
  await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: 'HEIST skirmish' });
  const form = page.getByTestId('new-fight');
  await expect(form).toBeVisible();
  return form;
}

/** The Scenes dashboard showing the fight named (its board), chosen in the scene list like any scene. */
export async function showFight(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page
    .getByRole('navigation', { name: 'Scenes' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/** A model's row on the rosters. */
export const row = (page: Page, name: string) =>
  fightBoard(page).getByTestId('fight-model').filter({ hasText: name });

/** Picks a model on the rosters, one of its actions and (optionally) a variant; returns its order dialog. */
export async function order(page: Page, model: string, action: string, variant?: string): Promise<Locator> {
  const board = fightBoard(page);
  await row(page, model).getByRole('button', { name: model, exact: true }).click();
  const actions = board.getByTestId('model-actions');
  await expect(actions.getByRole('heading', { name: `What ${model} can do` })).toBeVisible();
  await actions
    .getByRole('group', { name: `Actions of ${model}` })
    .getByRole('button', { name: action, exact: true })
    .click();
  if (variant) await actions.getByLabel(`Which ${action}`).selectOption({ label: variant });
  const form = actions.getByTestId('order-form');
  await expect(form).toBeVisible();
  return form;
}

/**
 * Sends the order and waits until it is stored and drawn: the Undo button then names a new change (looking
 * for a reaction window before that races the store).
 */
export async function send(form: Locator): Promise<void> {
  const undo = form.page().getByRole('banner').getByRole('button', { name: /^Undo/ });
  const before = (await undo.textContent()) ?? '';
  await form.getByTestId('order-send').click();
  await expect(form).toHaveCount(0);
  await expect(undo).not.toHaveText(before);
}

/** Resolves the open reaction window, if any, with `dice` loaded first when given. */
export async function resolveIfOpen(page: Page, dice: readonly number[] = []): Promise<void> {
  const window = fightBoard(page).getByTestId('reaction-window');
  if ((await window.count()) === 0) return;
  if (dice.length > 0) await loadDice(page, dice);
  await window.getByTestId('resolve-reactions').click();
  await expect(window).toHaveCount(0);
}
