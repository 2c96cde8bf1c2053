import { expectNoAxeViolations } from './axe.ts';
import { createCampaign, expect, test } from './fixtures.ts';
import { actAs, addCharacter } from './scene-helpers.ts';
import { join, layOut } from './spot-helpers.ts';

/**
 * The keyboard's commands and plain words (issue 20): `?` opens the help listing every command and its keys,
 * Escape closes it; a research list is compared side by side with its odds and costs, nothing picked until the GM
 * picks; a refused change's error goes away once the next change is stored; Next turn and Undo by key.
 */

test('the ? help, every research compared, a stale error cleared, a turn by keys and undo', async ({
  app,
}) => {
  const page = app.page;
  await createCampaign(page, 'Keys Job');
  await addCharacter(page, 'Add crew', 'Ruth', {
    Brains: '3',
    Planning: '2',
    Connections: '2',
    Reputation: '2',
  });
  await addCharacter(page, 'Add crew', 'Kit', {});
  const editor = await layOut(page, 'Harrow', ['Dock', 'Vault']);
  await join(editor, 'Outside', 'Dock');

  // The help: every command of the key registry, with its keys; Escape closes it.
  await page.getByRole('heading', { name: 'Harrow', level: 2 }).click(); // the focus off any field
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard commands' });
  await expect(help).toBeVisible();
  await expect(help.getByTestId('key-help-command').filter({ hasText: 'Next turn' })).toContainText('N');
  await expect(
    help.getByTestId('key-help-command').filter({ hasText: 'Undo the last change' }),
  ).toContainText('Ctrl+Z');
  await expectNoAxeViolations(page, 'the keyboard help', '[data-testid="key-help"]');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Prep: Research lists every goal and method side by side, with its chance and its cost; none is picked.
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill('Casing');
  await page.getByLabel('Kind').selectOption('prep');
  await page.getByRole('button', { name: 'Open scene' }).click();
  const turn = page.getByTestId('scene-turn');
  await actAs(page, 'Ruth');
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'Research', exact: true })
    .click();
  const chosen = turn.getByTestId('chosen-action');
  const compared = chosen.getByTestId('compared-option');
  await expect(compared.first()).toBeVisible();
  expect(await compared.count()).toBeGreaterThan(3);
  const connections = compared.filter({
    hasText: 'Connections (half difficulty, 1 Reputation): the Layout of Harrow',
  });
  await expect(connections).toContainText('%');
  await expect(connections).toContainText('1 Reputation');
  await expect(chosen.getByTestId('do-action')).toHaveCount(0); // nothing picked for the GM
  await connections.getByRole('button').click();
  await expect(chosen.getByTestId('headline-odds')).toContainText('%');
  await expect(chosen.getByTestId('option-cost')).toHaveText('Costs 1 Reputation');
  await expectNoAxeViolations(page, 'the research compared', '[data-testid="scene-turn"]');
  await page.keyboard.press('Escape');

  // A refusal's error stays until a change goes through, then goes.
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'Other Prep skill', exact: true })
    .click();
  await chosen.getByLabel('Which Other Prep skill').selectOption({ label: 'Con (a disguise) vs 9' });
  await chosen.getByLabel('Who the disguise passes for').fill('');
  await chosen.getByTestId('do-action').click();
  const notice = page.getByTestId('notice');
  await expect(notice).toBeVisible();
  await page.keyboard.press('Escape');
  await turn
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'Another task', exact: true })
    .click();
  await chosen.getByTestId('do-action').click();
  await expect(notice).toHaveCount(0);

  // Kit's turn by keys alone: A to the actions, Enter on Research, V picks a variant, D does it; Ctrl+Z undoes it.
  // (N for Next turn, where a turn can pass, is played in fights.spec.ts.)
  await page.getByRole('heading', { name: 'Casing', level: 2 }).click(); // the focus off any field
  await page.keyboard.press('a');
  const research = turn
    .getByRole('group', { name: /^Actions of Kit/ })
    .getByRole('button', { name: 'Research' });
  await expect(research).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chosen.getByTestId('compared-option').first().getByRole('button')).toBeFocused();
  await expect(chosen.getByTestId('do-action')).toHaveCount(0);
  await page.keyboard.press('v');
  await expect(chosen.getByTestId('compared-option').first().getByRole('button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('v');
  await expect(chosen.getByTestId('compared-option').nth(1).getByRole('button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(chosen.getByTestId('headline-odds')).toContainText('%');
  await page.keyboard.press('d');
  await expect(chosen).toHaveCount(0);
  await expect(turn.getByTestId('turn-text')).toContainText('Round 2');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(notice).toContainText('Undone: ');
  await expect(turn.getByTestId('turn-text')).toHaveText('Round 1 · without initiative: 1 still to act');
  // R repeats Kit's last action, the same research, as core still offers it.
  await page.keyboard.press('r');
  await expect(turn.getByTestId('turn-text')).toContainText('Round 2');
});
