import { addCrew, createCampaign, expect, test } from './fixtures.ts';
import { addCharacter } from './scene-helpers.ts';

test('explore', async ({ app }) => {
  const page = app.page;
  await createCampaign(page, 'Explore');
  await addCrew(page, 'Vex', { Muscle: '3', Shooting: '2', Brains: '3', Planning: '2' });
  await addCharacter(page, 'Add crew', 'Ruth', {});
  await addCharacter(page, 'Add guard', 'Brannigan', {});
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.screenshot({ path: '/tmp/shots/1-open.png', fullPage: true });
  await page.getByLabel('Scene name').fill('The warehouse');
  await page.getByLabel('Spot name').fill('Harrow warehouse');
  await page.getByLabel('Zones').fill('Dock, Office');
  await page.getByRole('button', { name: 'Create the Spot' }).click();
  await page.getByLabel('Brannigan takes part').check();
  await page.screenshot({ path: '/tmp/shots/2-open-filled.png', fullPage: true });
  await page.getByRole('button', { name: 'Open scene' }).click();
  await expect(page.getByRole('heading', { name: 'The warehouse', level: 2 })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/3-heist.png', fullPage: true });
});
