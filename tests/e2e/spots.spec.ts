import type { Locator } from '@playwright/test';
import { createCampaign, expect, test } from './fixtures.ts';
import { addCharacter, expectAccessibleInBothThemes } from './scene-helpers.ts';
import { addZones, join, layOut, postGuard } from './spot-helpers.ts';

/** Puts a piece of loot in a zone from the New loot form; once stored, the form empties. */
async function addLoot(
  editor: Locator,
  name: string,
  value: string,
  zone: string,
  stored = true,
): Promise<void> {
  const form = editor.getByRole('form', { name: 'New loot' });
  const field = form.getByLabel('Loot', { exact: true });
  await field.fill(name);
  await form.getByLabel('Value (Resources)').fill(value);
  await form.getByRole('combobox', { name: /^Lies in/ }).selectOption({ label: zone });
  await form.getByRole('button', { name: 'Add loot' }).click();
  if (stored) await expect(field).toHaveValue('');
}

/** Where the edge is drawn. */
async function edgeAt(editor: Locator): Promise<{ x: number; y: number }> {
  const circle = editor.getByTestId('map-edge').locator('circle');
  return { x: Number(await circle.getAttribute('cx')), y: Number(await circle.getAttribute('cy')) };
}

test.describe('the Spots dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('lay out a Spot: 5 zones, 3 barriers with Securities, 2 guards, moved from the keyboard, kept after a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Harrow Job');
    await addCharacter(page, 'Add crew', 'Vex', {});
    await addCharacter(page, 'Add guard', 'Brannigan', {});
    await addCharacter(page, 'Add guard', 'Okafor', {});

    await page.getByRole('tab', { name: 'Spots' }).click();
    await expect(page.getByText('No Spots yet.')).toBeVisible();
    // A Spot needs a name: refused next to the field, nothing stored.
    await page.getByRole('button', { name: 'Create Spot' }).click();
    await expect(page.getByRole('alert')).toContainText('Name the Spot');
    await page.getByLabel('Name of the new Spot').fill('Harrow warehouse');
    await page.getByRole('button', { name: 'Create Spot' }).click();
    const editor = page.getByTestId('spot-editor');
    await expect(editor.getByRole('heading', { name: 'Harrow warehouse', level: 2 })).toBeVisible();

    await addZones(editor, ['Dock', 'Office', 'Vault', 'Roof', 'Yard']);
    await expect(editor.getByTestId('map-zone')).toHaveCount(5);
    await editor.getByRole('checkbox', { name: 'Noisy (Office)' }).check();
    await editor.getByRole('checkbox', { name: 'Hidden (Vault)' }).check();
    await expect(editor.getByTestId('spot-zone-row').filter({ hasText: 'Vault' })).toContainText(
      /Hidden \d+/,
    );

    await join(editor, 'Outside', 'Dock');
    await join(editor, 'Dock', 'Office');
    await join(editor, 'Office', 'Vault');
    await editor.getByLabel('Security Score for Dock — Office').fill('12');
    await editor.getByRole('button', { name: 'Add Security to Dock — Office' }).click();
    await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Dock — Office' })).toContainText(
      'Lock 12',
    );
    await editor.getByLabel('Security to add to Office — Vault').selectOption('vault');
    await editor.getByLabel('Security Score for Office — Vault').fill('20');
    await editor.getByRole('button', { name: 'Add Security to Office — Vault' }).click();
    await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Office — Vault' })).toContainText(
      'Vault 20',
    );
    // A Security Score out of range is refused with the rules' message, and nothing changes.
    await editor.getByLabel('Security Score for Outside — Dock').fill('500');
    await editor.getByRole('button', { name: 'Add Security to Outside — Dock' }).click();
    await expect(page.getByTestId('notice')).toContainText('from 1 to 99, got 500');
    await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Outside — Dock' })).toContainText(
      'an open way',
    );

    await postGuard(editor, 'Brannigan', 'Dock');
    await postGuard(editor, 'Okafor', 'Office');
    await expect(editor.getByTestId('spot-guard')).toHaveCount(2);
    await expect(editor.getByTestId('spot-guard').filter({ hasText: 'Brannigan' })).toContainText(
      /in Dock: Awareness \d+, Training\s+\d+/,
    );

    // The map from the keyboard: focus a zone, the arrow keys move it; the run of presses is one move, one undo.
    const dock = editor.getByTestId('map-zone').filter({ hasText: 'Dock' });
    const before = await dock.locator('rect').getAttribute('x');
    const top = await dock.locator('rect').getAttribute('y');
    await dock.focus();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(dock.locator('rect')).toHaveAttribute('x', String(Number(before) + 10));
    await expect(dock).not.toHaveAttribute('data-pending', 'true');
    await page.getByRole('banner').getByRole('button', { name: /^Undo/ }).click();
    await expect(dock.locator('rect')).toHaveAttribute('x', before!);
    await expect(dock.locator('rect')).toHaveAttribute('y', top!);
    await page.getByRole('banner').getByRole('button', { name: /^Redo/ }).click();
    await expect(dock.locator('rect')).toHaveAttribute('x', String(Number(before) + 10));
    await expect(dock.locator('rect')).toHaveAttribute('y', String(Number(top) + 50));
    // One visual language, explained: the barriers with Securities drawn as such, and the legend.
    await expect(
      editor.getByTestId('map-barrier').and(editor.locator('[data-look="barrier"]')),
    ).not.toHaveCount(0);
    await expect(editor.getByTestId('map-legend')).toContainText('Barrier bypassed');
    await expectAccessibleInBothThemes(page, 'the Spot editor');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Spots' }).click();
    const again = page.getByTestId('spot-editor');
    await expect(again.getByTestId('spot-zone-row')).toHaveCount(5);
    await expect(again.getByTestId('spot-barrier')).toHaveCount(3);
    await expect(again.getByTestId('spot-guard')).toHaveCount(2);
    await expect(again.getByTestId('map-zone').filter({ hasText: 'Dock' }).locator('rect')).toHaveAttribute(
      'x',
      String(Number(before) + 10),
    );

    // A Heist opened on it brings its posted guards.
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await page.getByLabel('Scene name').fill('The break-in');
    await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow warehouse' });
    await page.getByRole('button', { name: 'Open scene' }).click();
    await expect(page.getByRole('article', { name: 'Dock' })).toContainText('Brannigan');
    await expect(page.getByRole('article', { name: 'Office' })).toContainText('Okafor');
  });
});

test.describe('the Spot editor: loot, the edge, what the crew knows', () => {
  test.describe.configure({ timeout: 120_000 });

  test('loot in zones, the edge moved by mouse and keyboard, the crew map, kept after a restart', async ({
    app,
  }) => {
    let page = app.page;
    await createCampaign(page, 'Bank Job');
    const editor = await layOut(page, 'Harrow bank', ['Dock', 'Office', 'Vault', 'Roof']);
    await editor.getByRole('checkbox', { name: 'Hidden (Vault)' }).check();
    await join(editor, 'Outside', 'Dock');
    await join(editor, 'Dock', 'Office');
    await join(editor, 'Office', 'Vault');
    await editor.getByLabel('Security Score for Dock — Office').fill('12');
    await editor.getByRole('button', { name: 'Add Security to Dock — Office' }).click();
    await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Dock — Office' })).toContainText(
      'Lock 12',
    );

    // Loot: added, shown in the zone table and on the map, edited, taken off.
    const row = (zone: string) => editor.getByTestId('spot-zone-row').filter({ hasText: zone });
    const mapZone = (zone: string) => editor.getByTestId('map-zone').filter({ hasText: zone });
    await addLoot(editor, 'Diamonds', '500', 'Vault');
    await expect(row('Vault').getByTestId('zone-loot')).toHaveText('Diamonds (500)');
    await expect(mapZone('Vault').getByTestId('map-loot')).toHaveText('1 loot');
    await addLoot(editor, 'Ledger', '3', 'Office');
    await addLoot(editor, 'Bearer bonds', '200', 'Vault');
    await expect(mapZone('Vault').getByTestId('map-loot')).toHaveText('2 loot');
    await expect(editor.getByTestId('spot-loot')).toHaveCount(3);
    await editor.getByRole('button', { name: 'Edit Ledger' }).click();
    const edit = editor.getByRole('form', { name: 'Edit Ledger' });
    await edit.getByLabel('Value').fill('40');
    await edit.getByRole('combobox', { name: /^Lies in/ }).selectOption({ label: 'Dock' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row('Dock').getByTestId('zone-loot')).toHaveText('Ledger (40)');
    await expect(row('Office').getByTestId('zone-loot')).toHaveText('—');
    await editor.getByRole('button', { name: 'Take off Bearer bonds' }).click();
    await expect(editor.getByTestId('spot-loot')).toHaveCount(2);

    // Bad loot is refused with the rules' message, and nothing is stored.
    await addLoot(editor, 'Gold', '-5', 'Roof', false);
    await expect(page.getByTestId('notice')).toContainText('value: expected a whole number from 0 to');
    await addLoot(editor, '   ', '5', 'Roof', false);
    await expect(page.getByTestId('notice')).toContainText('Loot needs a name');
    await expect(editor.getByTestId('spot-loot')).toHaveCount(2);
    await expect(row('Roof').getByTestId('zone-loot')).toHaveText('—');

    // The edge: renamed, dragged with the mouse, nudged from the keyboard.
    await editor.getByRole('textbox', { name: 'Edge of the Spot', exact: true }).fill('Back alley');
    await editor.getByRole('button', { name: 'Rename edge' }).click();
    await expect(editor.getByTestId('spot-barrier').filter({ hasText: 'Back alley — Dock' })).toHaveCount(1);
    const edge = editor.getByTestId('map-edge');
    await expect(edge).toContainText('Back alley');
    const start = await edgeAt(editor);
    await edge.scrollIntoViewIfNeeded();
    const handle = (await edge.locator('circle').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 5; step += 1)
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + 20 * step);
    await page.mouse.up();
    await expect(edge).not.toHaveAttribute('data-pending', 'true');
    const dragged = await edgeAt(editor);
    expect(dragged.x).toBe(start.x);
    expect(dragged.y).toBeGreaterThan(start.y + 30);
    await edge.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    await expect(edge.locator('circle')).toHaveAttribute('cx', String(dragged.x - 10));
    await expect(edge.locator('circle')).toHaveAttribute('cy', String(dragged.y - 50));
    await expect(edge).not.toHaveAttribute('data-pending', 'true');

    // What the crew knows: the GM tells them of the Dock; the Hidden Vault is unknown to them.
    await editor.getByRole('button', { name: 'Tell the crew of Dock' }).click();
    await expect(row('Dock')).toContainText('told by the GM');
    await expect(row('Vault')).toContainText('unknown to the crew');
    await expect(mapZone('Vault')).toContainText('unknown to the crew');
    await expect(mapZone('Dock')).not.toContainText('unknown to the crew');
    await expect(editor.getByTestId('map-summary')).toContainText('The crew knows 1 of 4 zones');
    await editor.getByRole('radio', { name: 'What the crew knows' }).check();
    const map = editor.getByTestId('spot-map');
    await expect(map).toHaveAttribute('data-lens', 'crew');
    await expect(editor.getByTestId('map-zone')).toHaveCount(3);
    await expect(mapZone('Vault')).toHaveCount(0);
    await expect(mapZone('Office')).toHaveCount(0);
    await expect(mapZone('Unknown zone')).toHaveCount(2);
    await expect(mapZone('Dock')).toHaveCount(1);
    await expect(map.getByTestId('map-loot')).toHaveCount(0);
    await expect(map).not.toContainText('Lock 12');
    await expectAccessibleInBothThemes(page, 'the crew map');
    await editor.getByRole('radio', { name: 'The truth (GM)' }).check();
    await expect(editor.getByTestId('map-zone')).toHaveCount(4);
    await expectAccessibleInBothThemes(page, 'the Spot editor with loot');

    page = await app.restart();
    await page.getByRole('tab', { name: 'Spots' }).click();
    const again = page.getByTestId('spot-editor');
    await expect(again.getByTestId('spot-loot')).toHaveCount(2);
    await expect(again.getByTestId('spot-zone-row').filter({ hasText: 'Dock' })).toContainText('Ledger (40)');
    await expect(again.getByTestId('spot-zone-row').filter({ hasText: 'Dock' })).toContainText(
      'told by the GM',
    );
    await expect(again.getByTestId('map-zone').filter({ hasText: 'Vault' })).toContainText('1 loot');
    await expect(again.getByTestId('map-edge')).toContainText('Back alley');
    expect(await edgeAt(again)).toEqual({ x: dragged.x - 10, y: dragged.y - 50 });
    await again.getByRole('radio', { name: 'What the crew knows' }).check();
    await expect(again.getByTestId('map-zone').filter({ hasText: 'Vault' })).toHaveCount(0);
    await expect(again.getByTestId('map-zone').filter({ hasText: 'Dock' })).toHaveCount(1);

    // The crew forgets the Spot: every zone is unknown to them again.
    await again.getByRole('button', { name: 'The crew forgets this Spot…' }).click();
    await again.getByRole('button', { name: /^Yes, the crew forgets/ }).click();
    await expect(again.getByTestId('spot-zone-row').filter({ hasText: 'Dock' })).toContainText('not yet');
    await expect(again.getByTestId('map-zone').filter({ hasText: 'Dock' })).toHaveCount(0);
    await expect(again.getByTestId('map-zone').filter({ hasText: 'Unknown zone' })).toHaveCount(3);
  });
});
