import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './scene-helpers.ts';

/**
 * BRG-D-31, D-50: a standalone HEIST fight pasted into a campaign. The GM pastes the rosters and results in the
 * short format, sees a bad line named with its model and field, fixes it, answers two models as new NPCs (one of
 * them police) while the crew member is matched by name, and proposes the write-back.
 */

const fight = [
  'Side: Crew',
  'Ruth (2/5) Pistol w/2 reloads',
  'Side: Rossi gang',
  'Mr. E (2/3) Pistol w/1 reload',
  'Side: Police',
  'Officer A (3/5) Pistol w/1 reload',
  'Rounds: 14',
  'Noise: gunfire',
  'Ruth: stunned; Pistol w/1 reload, 1 counter',
  'Mr. E: wounded',
  'Officer A: killed in round 9',
].join('\n');

test('a pasted standalone fight is imported into the campaign as new NPCs, proposed, confirmed; after a restart the NPCs carry its wounds', async ({
  app,
}) => {
  let page = app.page;
  await createCampaign(page, 'Docks');
  await addCrew(page, 'Ruth');
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByTestId('import-fight-open').click();
  const form = page.getByTestId('import-fight');
  await expect(form.getByRole('heading', { name: 'Import a HEIST fight' })).toBeVisible();

  // A number out of range is named with its line, its model and the field; nothing can be proposed.
  await form
    .getByTestId('import-text')
    .fill(fight.replace('Mr. E: wounded', 'Mr. E: wounded; Pistol w/3 reloads'));
  await expect(form.getByTestId('import-model-Mr. E')).toContainText(
    "Line 10: Mr. E's Service pistol: 3 reloads left, but it started with 1",
  );
  await expect(form.getByRole('button', { name: 'Propose the write-back' })).toBeDisabled();

  await form.getByTestId('import-text').fill(fight);
  await expect(form.getByTestId('import-model-Ruth')).toContainText('matched by name');
  await expect(form.getByTestId('import-unanswered')).toHaveText('Still to answer: Mr. E, Officer A.');
  await form.getByLabel('Who Mr. E is').selectOption('new');
  await form.getByLabel('Who Officer A is').selectOption('new');
  await form.getByLabel("Officer A's category").selectOption('police');
  await expect(form.getByLabel("Mr. E's employer or side")).toHaveValue('Rossi gang');
  await form.getByTestId('import-zone').fill('The docks');
  await expectNoAxeViolations(page, 'the import form');
  await form.getByRole('button', { name: 'Propose the write-back' }).click();

  // The proposal on the write-back screen (BRG-D-51): every line beside what the campaign stores now.
  const screen = form.getByTestId('write-back');
  const line = (id: string) => screen.locator(`[data-testid="write-back-line"][data-line="${id}"]`);
  await expect(line('npc:mr-e')).toContainText('NPC Mr. E: Muscle 2, Shooting 1, Resist 1');
  await expect(line('npc:officer-a')).toContainText('NPC Officer A: Muscle 3, Shooting 2');
  await expect(line('health:mr-e')).toContainText('Wounded');
  await expect(line('health:officer-a')).toContainText('Dead');
  await expect(line('heat')).toContainText('+1 gunfire, +1 police officer killed');
  await expectNoAxeViolations(page, 'the imported fight’s write-back');

  // Proposed, not written: a restart finds the fight waiting on the Scenes dashboard, nothing on the sheets yet.
  page = await app.restart();
  await page.getByRole('tab', { name: 'Crew' }).click();
  const roster = page.getByRole('list', { name: 'Characters' });
  await expect(roster.getByRole('button', { name: /^Ruth/ })).toBeVisible();
  await expect(roster.getByRole('button', { name: /^Mr\. E/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page
    .getByTestId('imported-fights')
    .getByRole('button', { name: 'Crew vs Rossi gang vs Police' })
    .click();
  await page.getByTestId('write-back-confirm').click();
  await expect(page.getByTestId('write-back-done')).toBeVisible();
  await expect(page.getByTestId('imported-fights')).toHaveCount(0);

  // Written back as one step: after a restart the new NPCs are on the Characters dashboard with the fight's wounds.
  page = await app.restart();
  await page.getByRole('tab', { name: 'Crew' }).click();
  const after = page.getByRole('list', { name: 'Characters' });
  await expect(after.getByRole('button', { name: /^Mr\. E/ })).toContainText(
    'NPC · Wounded (3 days to recover)',
  );
  await expect(after.getByRole('button', { name: /^Officer A/ })).toContainText('NPC · Dead');
  await expect(after.getByRole('button', { name: /^Ruth/ })).toContainText('Crew · Unhurt');
});
