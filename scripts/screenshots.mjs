// Takes the README's screenshots of the built renderer (run `npm run build:renderer` first):
// `npm run screenshots` writes docs/screenshots/*.png, light and dark. Its preview server listens on 4174, or on
// HEISTBOX_SHOTS_PORT when that is set.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path));
const port = Number(process.env.HEISTBOX_SHOTS_PORT ?? 4174);
const server = await preview({ configFile: 'vite.config.ts', preview: { port, strictPort: true } });
const profile = mkdtempSync(join(tmpdir(), 'heistbox-shots-'));
const context = await chromium.launchPersistentContext(profile, {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
  viewport: { width: 1360, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
const shot = (name) => page.screenshot({ path: `docs/screenshots/${name}.png` });

try {
  await page.goto(`http://localhost:${port}/`);
  await page.getByRole('button', { name: 'Load sample campaign' }).click();
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.getByRole('list', { name: 'Characters' }).getByRole('button').first().click();
  await shot('crew');
  await page.getByRole('tab', { name: 'Dice tray' }).click();
  const character = page.getByRole('combobox', { name: /^Character/ });
  await character.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Skill/ }).selectOption('shooting');
  const bolsters = page.getByRole('spinbutton', { name: 'Bolsters received' });
  await bolsters.fill('1');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  // The stored roll clears the tray's Bolsters: Bolster the next pool after that, and open its histogram.
  await page.waitForFunction((field) => field?.value === '0', await bolsters.elementHandle());
  await bolsters.fill('1');
  await page.getByText('Odds in detail', { exact: true }).click();
  // The whole page: the histogram ends below the window.
  await page.screenshot({ path: 'docs/screenshots/dice-tray.png', fullPage: true });
  await page.getByRole('tab', { name: 'Roll log' }).click();
  await shot('roll-log');
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await shot('campaigns');
  await page.getByRole('tab', { name: 'Table settings' }).click();
  await shot('settings');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.getByRole('tab', { name: 'Dice tray' }).click();
  await shot('dice-tray-dark');
  await page.getByRole('button', { name: 'Dark mode' }).click();

  // The heist generator: a job drawn from the Heist card game's decks, a Secondary Job added.
  await page.getByRole('tab', { name: 'Spots' }).click();
  await page.getByRole('button', { name: 'Generate a job…' }).click();
  const generator = page.getByRole('dialog', { name: 'Generate a job' });
  await generator.getByRole('textbox', { name: 'Seed' }).fill('K7Q2M9XD');
  await generator.getByRole('button', { name: 'Draw', exact: true }).click();
  await generator.getByLabel('Add the Secondary Job').selectOption('Revenge Job');
  await generator.getByRole('button', { name: 'Add the Secondary Job' }).click();
  await generator.getByRole('heading', { name: 'Generate a job' }).click();
  await generator.screenshot({ path: 'docs/screenshots/jobgen.png' });
  await generator.getByRole('button', { name: 'Cancel' }).click();

  // The loud part: a Heist on a Spot with the Drop chosen in the turn panel, a chase, then Gang Warfare.
  await page.getByRole('tab', { name: 'Scenes' }).click();
  const opener = page.getByRole('button', { name: 'Open a new scene…' });
  if (await opener.isVisible()) await opener.click();
  await page.getByLabel('Scene name').fill('The Harrow warehouse');
  await page.getByLabel('Kind').selectOption('heist');
  const quick = page.locator('details').filter({ hasText: 'Lay out a new Spot quickly' });
  if ((await quick.getAttribute('open')) === null) await quick.locator('summary').click();
  await page.getByLabel('Spot name').fill('Harrow warehouse');
  await page.getByLabel('Zones').fill('Loading dock, Office');
  await page.getByRole('button', { name: 'Create the Spot' }).click();
  for (const name of ['Guard Brannigan', 'Guard Okafor']) {
    await page.getByLabel(`${name} takes part`).check();
    await page.getByLabel(`Where ${name} starts`).selectOption('Loading dock');
  }
  await page.getByLabel('Where Vex starts').selectOption('Loading dock');
  await page.getByRole('button', { name: 'Open scene' }).click();
  const turn = page.getByTestId('scene-turn');
  await turn.getByLabel('Who acts').selectOption({ label: 'Vex — may act now' });
  await turn.getByRole('button', { name: 'Get the Drop', exact: true }).click();
  await pickFirst(turn);
  await turn.getByTestId('chosen-action').getByTestId('do-action').scrollIntoViewIfNeeded();
  await shot('scenes');

  const rulings = page.getByTestId('gm-rulings');
  await rulings.getByRole('button', { name: 'A chase breaks out', exact: true }).click();
  await pickFirst(rulings);
  await rulings.getByTestId('do-action').click();
  // Vex runs in a car; both guards give chase in one car, Okafor beside Brannigan (a car has one driver).
  const form = page.locator('form').filter({ hasText: 'A chase from' });
  for (const name of ['Vex', 'Guard Brannigan', 'Guard Okafor'])
    await form.getByLabel(`Vehicle of ${name}`).selectOption({ label: 'Car (Speed 3, Body 12)' });
  await form.getByLabel('Seat of Guard Okafor').selectOption('passenger');
  await form.getByRole('button', { name: 'Start the chase' }).click();
  const chase = page.getByTestId('chase');
  await chase.waitFor();
  await turn
    .getByRole('button', { name: /^(Accelerate|Close)$/ })
    .first()
    .click();
  await pickFirst(turn);
  await turn.getByTestId('do-action').click();
  await chase.screenshot({ path: 'docs/screenshots/chase.png' });

  await page.getByRole('tab', { name: 'Spots' }).click();
  const spotEditor = page.getByTestId('spot-editor');
  // The quick form joined the zones as listed: the way from the Loading dock to the Office gets a Lock.
  await spotEditor.getByRole('button', { name: 'Add Security to Loading dock — Office' }).click();
  await spotEditor.getByText('Lock 10').first().waitFor();
  await spotEditor.screenshot({ path: 'docs/screenshots/spots.png' });
  await page.getByRole('tab', { name: 'Scenes' }).click();

  await page.getByRole('button', { name: 'Open a new scene…' }).click();
  await page.getByLabel('Scene name').fill('Shootout on the dock');
  await page.getByLabel('Kind').selectOption('warfare');
  for (const name of ['Guard Brannigan', 'Guard Okafor']) await page.getByLabel(`${name} takes part`).check();
  const elsewhere = page.getByTestId('open-elsewhere');
  if (await elsewhere.isVisible()) await elsewhere.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await page.getByTestId('warfare-board').waitFor();
  await turn.getByRole('button', { name: 'Attack', exact: true }).click();
  await page.getByTestId('warfare-board').screenshot({ path: 'docs/screenshots/warfare.png' });

  // A HEIST fight from the example rosters: Mr. A's aimed shot, its order and odds.
  await page.getByRole('tab', { name: 'HEIST skirmish' }).click();
  await page.getByLabel('Fight name').fill('Bank lobby');
  await page.getByTestId('load-examples').click();
  await page.getByTestId('first-side').selectOption({ index: 1 });
  await page.getByTestId('start-fight').click();
  const fight = page.getByTestId('fight-board');
  await fight.getByRole('button', { name: 'Aim', exact: true }).click();
  await fight.getByTestId('order-send').click();
  await fight.getByRole('button', { name: 'Shoot', exact: true }).click();
  await fight.getByTestId('order-form').waitFor();
  await fight.screenshot({ path: 'docs/screenshots/skirmish.png' });

  // The bridge, out: a Heist in the Harrow yard where Vex and Mara meet both guards; the GM rules that a HEIST
  // skirmish breaks out there, and its opening form shows each converted model beside the sheet it came from.
  await page.getByRole('tab', { name: 'Scenes' }).click();
  await page.getByRole('button', { name: 'Open a new scene…' }).click();
  await page.getByLabel('Scene name').fill('The Harrow yard');
  await page.getByLabel('Kind').selectOption('heist');
  if ((await quick.getAttribute('open')) === null) await quick.locator('summary').click();
  await page.getByLabel('Spot name').fill('Harrow yard');
  await page.getByLabel('Zones').fill('Yard, Office');
  await page.getByRole('button', { name: 'Create the Spot' }).click();
  for (const name of ['Guard Brannigan', 'Guard Okafor']) {
    await page.getByLabel(`${name} takes part`).check();
    await page.getByLabel(`Where ${name} starts`).selectOption('Yard');
  }
  for (const name of ['Vex', 'Mara']) await page.getByLabel(`Where ${name} starts`).selectOption('Yard');
  if (await elsewhere.isVisible()) await elsewhere.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  await rulings
    .getByRole('group', { name: /^Actions of/ })
    .getByRole('button', { name: 'A HEIST skirmish breaks out', exact: true })
    .click();
  await rulings.getByTestId('do-action').click();
  const opening = page.getByTestId('start-skirmish');
  await opening.waitFor();
  await opening.screenshot({ path: 'docs/screenshots/bridge-out.png' });

  // The bridge, back: Vex fires a snap shot, the GM marks Brannigan Wounded and ends the fight, and the write-back
  // is proposed beside what the campaign stores now.
  await opening.getByRole('button', { name: 'Open the HEIST fight' }).click();
  await fight.waitFor();
  await fight
    .getByTestId('fight-model')
    .filter({ hasText: 'Vex' })
    .getByRole('button', { name: 'Vex', exact: true })
    .click();
  const actions = fight.getByTestId('model-actions');
  await actions
    .getByRole('group', { name: 'Actions of Vex' })
    .getByRole('button', { name: 'Shoot', exact: true })
    .click();
  await actions.getByLabel('Which Shoot').selectOption({ label: 'Shoot Guard Brannigan (snap)' });
  await actions.getByTestId('order-send').click();
  await actions.getByTestId('order-form').waitFor({ state: 'detached' });
  const reactions = fight.getByTestId('reaction-window');
  if ((await reactions.count()) > 0) await reactions.getByTestId('resolve-reactions').click();
  const table = fight.getByTestId('table-panel');
  await table.getByText('Table controls (GM)', { exact: true }).click();
  const correction = table.getByTestId('edit-model');
  await correction.getByLabel('Model to correct').selectOption({ label: 'Guard Brannigan' });
  // The dice are the app's own: when the snap shot has already wounded Brannigan there is nothing to correct.
  const wounded = correction.getByRole('group', { name: "Guard Brannigan's state" }).getByLabel('Wounded');
  if (!(await wounded.isChecked())) {
    await wounded.check();
    await correction.getByTestId('edit-send').click();
  }
  const ending = table.getByTestId('end-scenario');
  await ending.getByLabel(/^Outcome/).fill('Brannigan is down');
  await ending.getByTestId('end-confirm').click();
  await ending.getByTestId('end-yes').click();
  const writeBack = page.getByTestId('write-back');
  await writeBack.getByRole('button', { name: 'Propose the write-back' }).click();
  await writeBack.getByTestId('write-back-lines').waitFor();
  await writeBack.screenshot({ path: 'docs/screenshots/bridge-back.png' });

  // A standalone HEIST fight pasted into the campaign: Ruth matched by name, the two others answered as new NPCs.
  await page.getByRole('button', { name: 'Open a new scene…' }).click();
  await page.getByTestId('import-fight-open').click();
  const imported = page.getByTestId('import-fight');
  const pasted = imported.getByTestId('import-text');
  await pasted.fill(
    [
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
    ].join('\n'),
  );
  await imported.getByLabel('Who Mr. E is').selectOption('new');
  await imported.getByLabel('Who Officer A is').selectOption('new');
  await imported.getByLabel("Officer A's category").selectOption('police');
  await imported.getByRole('combobox', { name: 'Imported into' }).selectOption({ label: 'no scene' });
  await imported.getByTestId('import-zone').fill('The docks');
  await pasted.evaluate((area) => area.scrollTo(0, 0));
  await imported.getByRole('heading', { name: 'Import a HEIST fight' }).click();
  await imported.screenshot({ path: 'docs/screenshots/bridge-import.png' });

  // The alarm track (Masters of the Heist): a Spot's plan in the Spot editor, then the track on a Heist's board
  // after an alert closed gate A.
  await page.getByRole('tab', { name: 'Spots' }).click();
  await page.getByLabel('Name of the new Spot').fill('Harrow vault');
  await page.getByRole('button', { name: 'Create Spot' }).click();
  const vault = page.getByTestId('spot-editor');
  await vault.getByRole('heading', { name: 'Harrow vault', level: 2 }).waitFor();
  for (const zone of ['Dock', 'Hall', 'Office', 'Vault']) {
    await vault.getByLabel('New zone').fill(zone);
    await vault.getByRole('button', { name: 'Add zone' }).click();
    await vault.getByTestId('spot-zone-row').filter({ hasText: zone }).waitFor();
  }
  const ways = vault.getByRole('form', { name: 'New barrier' });
  for (const [a, b] of [
    ['Outside', 'Dock'],
    ['Dock', 'Hall'],
    ['Hall', 'Office'],
    ['Hall', 'Vault'],
  ]) {
    await ways.getByLabel('Between').selectOption({ label: a });
    await ways.getByLabel('and').selectOption({ label: b });
    await ways.getByRole('button', { name: 'Add barrier' }).click();
    await vault
      .getByTestId('spot-barrier')
      .filter({ hasText: `${a} — ${b}` })
      .waitFor();
  }
  const plan = vault.getByTestId('alarm-plan');
  await plan.getByRole('group', { name: "Play it in this Spot's Heists" }).getByLabel('On').check();
  const bag = plan.getByRole('form', { name: 'Add to the bag' });
  await bag.getByRole('combobox', { name: /^Security\b/ }).selectOption('guard');
  await bag.getByRole('combobox', { name: /^Which guard/ }).selectOption({ index: 1 });
  await bag.getByLabel('Awareness').fill('6');
  await bag.getByLabel('Training').fill('5');
  await bag.getByRole('button', { name: 'Add to the bag' }).click();
  await plan.getByTestId('alarm-bag-item').first().waitFor();
  await bag.getByRole('combobox', { name: /^Security\b/ }).selectOption('lock');
  await bag.getByLabel('Security Score').fill('12');
  await bag.getByRole('button', { name: 'Add to the bag' }).click();
  await plan.getByTestId('alarm-bag-item').nth(1).waitFor();
  for (const zone of ['Office', 'Vault']) await plan.getByTestId('alarm-unknown').getByLabel(zone).check();
  for (const [letter, label] of [
    ['A', 'the way between Hall and Vault'],
    ['B', 'the way between Hall and Office'],
  ]) {
    const gate = plan.getByRole('form', { name: 'New lockdown gate' });
    await gate.getByRole('combobox', { name: new RegExp(`^Gate ${letter}\\b`) }).selectOption({ label });
    await gate.getByRole('button', { name: 'Add gate' }).click();
    await plan.getByTestId('alarm-gates').getByText(`Gate ${letter}`, { exact: true }).waitFor();
  }
  const noiseTrack = plan.getByRole('form', { name: 'Noise track' });
  await noiseTrack.getByLabel('Alerts at').fill('2, 4');
  await noiseTrack.getByLabel('Alarm at').fill('6');
  await noiseTrack.getByRole('button', { name: 'Save noise track' }).click();
  const deck = plan.getByRole('form', { name: 'Add an event card' });
  for (const [card, name] of [
    ['A lockdown gate closes', 'Lockdown'],
    ['Guards turn Aware', 'Shift change'],
    ['Nothing happens', 'Quiet night'],
  ]) {
    await deck.getByRole('combobox', { name: /^Card\b/ }).selectOption({ label: card });
    await deck.getByLabel('Card name').fill(name);
    await deck.getByRole('button', { name: 'Add card' }).click();
    await plan.getByTestId('alarm-card').filter({ hasText: name }).waitFor();
  }
  await plan.screenshot({ path: 'docs/screenshots/alarm-plan.png' });

  await page.getByRole('tab', { name: 'Scenes' }).click();
  const openNew = page.getByRole('button', { name: 'Open a new scene…' });
  if (await openNew.isVisible()) await openNew.click();
  await page.getByLabel('Scene name').fill('The vault job');
  await page.getByLabel('Kind').selectOption('heist');
  await page.getByRole('combobox', { name: /^Spot/ }).selectOption({ label: 'Harrow vault' });
  if (await elsewhere.isVisible()) await elsewhere.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Open scene' }).click();
  const track = page.getByTestId('alarm-track');
  await track.waitFor();
  await track.getByRole('spinbutton', { name: 'Noise' }).fill('2');
  await track.getByLabel('Why').fill('a crate falls');
  await track.getByRole('button', { name: 'Add noise' }).click();
  await track.getByTestId('alarm-last-alert').waitFor();
  await track.getByRole('button', { name: 'Reveal a security', exact: true }).click();
  const chosen = track.getByTestId('chosen-action');
  await chosen.getByLabel('Which Reveal a security').selectOption({ label: 'Reveal what Office holds' });
  await chosen.getByTestId('do-action').click();
  await track.getByTestId('alarm-reveal').first().waitFor();
  // The track alone: the Heist table draws the map above the board now (issue 20), not under the track.
  await track.screenshot({ path: 'docs/screenshots/alarm-track.png' });

  await playersScreen(page);
  await companion(page);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await new Promise((resolve) => server.httpServer.close(resolve));
}

/**
 * An action with several variants shows them compared and picks none (issue 20): the GM picks the first, as the
 * e2e specs' doAction does, so its odds and its button show.
 */
async function pickFirst(scope) {
  const chosen = scope.getByTestId('chosen-action');
  await chosen.waitFor();
  if ((await chosen.getByTestId('option-comparison').count()) > 0)
    await chosen.getByTestId('compared-option').first().getByRole('button').click();
  await chosen.getByTestId('do-action').waitFor();
}

/**
 * The players' screen (issue 21): the GM's Players dashboard sharing on the LAN (join link, QR code, the phone
 * connected, the preview), and a player's phone on the join link.
 */
async function playersScreen(gm) {
  await gm.getByRole('tab', { name: 'Players' }).click();
  await gm.getByTestId('players-share').click();
  await gm.getByTestId('players-join').waitFor();
  const urls = await gm.getByTestId('players-url').allTextContents();
  const join = urls.find((url) => url.includes('localhost')) ?? urls[0];
  const phone = await gm.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(join);
  await phone.locator('[data-testid="player-status"][data-status="live"]').waitFor();
  await gm.getByTestId('players-client').waitFor();
  await gm.screenshot({ path: 'docs/screenshots/players-gm.png' });
  await phone.screenshot({ path: 'docs/screenshots/players-phone.png' });
  await phone.close();
  await gm.getByTestId('players-share').click();
}

/**
 * The table companion (issue 22): a rule opened in the side panel, a crew sheet in the Print dashboard's preview,
 * a session recap, the timeline, and a dashboard in the timeline's read-only preview.
 */
async function companion(gm) {
  await gm.getByRole('tab', { name: 'Crew' }).click();
  await gm.getByRole('list', { name: 'Characters' }).getByRole('button').first().click();
  await gm
    .getByRole('button', { name: /^Rule COT-FORE-7/ })
    .first()
    .click();
  await gm.getByTestId('rule-panel').waitFor();
  await shot('rule-panel');
  await gm.keyboard.press('Escape');
  await gm.getByRole('tab', { name: 'Print' }).click();
  await gm.getByTestId('print-document').selectOption('crew');
  await gm.getByTestId('print-root').waitFor();
  await shot('print-sheet');
  await gm.getByTestId('print-document').selectOption('recap');
  await gm.getByTestId('print-root').waitFor();
  await shot('print-recap');
  await gm.getByRole('tab', { name: 'Timeline' }).click();
  const rows = gm.getByTestId('timeline-row');
  await rows.first().waitFor();
  await shot('timeline');
  await rows.nth(4).getByTestId('rewind-here').click();
  await gm.getByTestId('preview-restore').waitFor();
  await gm.getByRole('tab', { name: 'Crew' }).click();
  await shot('timeline-preview');
  await gm.getByRole('button', { name: 'Back to now' }).click();
}
