/**
 * `npx tsx bench/spot-map.ts` (after `npm run build:renderer`): the Spot map as a GM feels it, through the built
 * app in Chromium, on a Spot of 60 zones, 105 barriers and 40 posted guards: the time to draw the map when the
 * Spots dashboard opens, the main-thread time of each frame while a zone is dragged across the map, and the time
 * from an arrow key to the nudged zone being stored and drawn. Figures only.
 *
 * A frame's time is the work the page does for it — the pointer event's handlers with the updates they cause,
 * then the browser's style, layout and paint of the next frame — without the wait for the display's next
 * refresh, so 16 ms is the budget of a 60 Hz frame.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apply, blankCharacter, characterId, decide, seededDice } from '../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry } from '../core/index.ts';
import { importThroughUi, openApp, withPreview } from './browser.ts';
import { formatDuration, printTable } from './measure.ts';

const port = 4194;
const url = `http://localhost:${port}/`;
const columns = 10;
const rows = 6;
const guards = 40;
const spotId = 'grand-bank';
const name = 'Spot map bench';

const zoneAt = (c: number, r: number) => `z${r}-${c}`;

/** The commands of a campaign whose Spot has 60 zones in a 10 × 6 grid, each joined to its neighbours. */
function spotCommands(state: CampaignState): CampaignCommand[] {
  const commands: CampaignCommand[] = [];
  for (let i = 0; i < guards; i += 1) {
    const character = blankCharacter(characterId(`guard-${i}`), 'guard', `Guard ${i}`, state.settings);
    commands.push({ type: 'character/create', character });
  }
  commands.push({ type: 'spot/create', spotId, name: 'The Grand Bank' });
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < columns; c += 1) commands.push(...zoneCommands(c, r));
  commands.push(...barrierCommands());
  for (let i = 0; i < guards; i += 1) {
    const zone = zoneAt((i * 3) % columns, Math.floor(i / 7) % rows);
    const guard = characterId(`guard-${i}`);
    commands.push({ type: 'spot/place-guard', spotId, guard, zone, awareness: null, training: null });
  }
  return commands;
}

/** A zone of the grid, some of them Hidden or Noisy, some holding loot. */
function zoneCommands(c: number, r: number): CampaignCommand[] {
  const zoneId = zoneAt(c, r);
  const commands: CampaignCommand[] = [
    { type: 'spot/add-zone', spotId, zoneId, name: `Zone ${r}-${c}`, x: 180 + 170 * c, y: 120 * r },
  ];
  if ((r + c) % 7 === 3) commands.push({ type: 'spot/tag-zone', spotId, zoneId, tag: 'hidden', on: true });
  if ((r + c) % 5 === 1) commands.push({ type: 'spot/tag-zone', spotId, zoneId, tag: 'noisy', on: true });
  if ((r * c) % 9 === 4) {
    const lootId = `loot-${zoneId}`;
    commands.push({ type: 'spot/add-loot', spotId, lootId, name: `Safe ${zoneId}`, zone: zoneId, value: 50 });
  }
  return commands;
}

/** Outside to the first zone, then each zone to its right and lower neighbours; every third one locked. */
function barrierCommands(): CampaignCommand[] {
  const barriers: [string, string][] = [['outside', zoneAt(0, 0)]];
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < columns; c += 1) {
      if (c + 1 < columns) barriers.push([zoneAt(c, r), zoneAt(c + 1, r)]);
      if (r + 1 < rows) barriers.push([zoneAt(c, r), zoneAt(c, r + 1)]);
    }
  return barriers.flatMap(([a, b], i): CampaignCommand[] => {
    const barrierId = `b${i}`;
    const add: CampaignCommand = { type: 'spot/add-barrier', spotId, barrierId, ends: [a, b] };
    if (i % 3 !== 0) return [add];
    const securityId = `s${i}`;
    return [add, { type: 'spot/add-security', spotId, barrierId, securityId, tag: 'lock', score: 12 }];
  });
}

/** The campaign's log: every command decided and applied as the app would, one entry each. */
function campaignLog(): LogEntry[] {
  const dice = seededDice('spot-map-bench');
  const entries: LogEntry[] = [];
  let state: CampaignState | null = null;
  const store = (command: CampaignCommand) => {
    const decision = decide(state, command, dice);
    if (!decision.ok) throw new Error(`${command.type} refused: ${decision.message}`);
    for (const event of decision.events) state = apply(state, event);
    entries.push({
      seq: entries.length + 1,
      at: Date.UTC(2026, 0, 5) + entries.length * 1000,
      command: command.type,
      events: decision.events,
      undone: false,
    });
  };
  store({ type: 'campaign/create', name });
  for (const command of spotCommands(state!)) store(command);
  return entries;
}

async function importCampaign(page: Page): Promise<void> {
  await importThroughUi(page, url, name, campaignLog());
}

// Page scripts are strings: tsx would wrap a function's inner functions in a helper the page lacks.
/** In the page: resolves after the next frame is painted, with the time its rendering took. */
const framesHelper = `window.__afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
  const start = performance.now();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve(performance.now() - start);
  channel.port2.postMessage(0);
}));`;

/** Opens the Spots dashboard from another one: the map's 60 zones drawn, in ms of script + rendering. */
const drawScript = `(async () => {
  const tab = [...document.querySelectorAll('[role=tab]')].find((t) => t.textContent.trim() === 'Spots');
  const start = performance.now();
  tab.click();
  for (let i = 0; document.querySelectorAll('[data-testid=map-zone]').length < 60; i += 1)
    await (i < 100 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 1)));
  const script = performance.now() - start;
  return script + (await window.__afterPaint());
})()`;

/**
 * Watches pointer moves: each one's handlers (from the first listener, on the window as the event starts, to the
 * last, on the window as it ends: Svelte's handler and the updates it flushes run in between) plus its frame's.
 */
const dragWatch = `let start = 0;
window.addEventListener('pointermove', () => { start = performance.now(); }, { capture: true });
window.addEventListener('pointermove', () => {
  const script = performance.now() - start;
  window.__frame = window.__afterPaint().then((render) => script + render);
});`;

/** An arrow key on the focused zone until the move is stored and drawn (its data-pending mark gone). */
const nudgeScript = `window.__nudge = new Promise((resolve) => {
  const zone = document.activeElement;
  let start = 0;
  window.addEventListener('keydown', () => { start = performance.now(); }, { capture: true, once: true });
  const watch = new MutationObserver(() => {
    if (start === 0 || zone.hasAttribute('data-pending')) return;
    watch.disconnect();
    window.__afterPaint().then(() => resolve(performance.now() - start));
  });
  watch.observe(zone, { attributes: true, attributeFilter: ['data-pending'] });
}); 0`;

function stats(values: readonly number[]): { median: number; worst: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, worst: sorted[sorted.length - 1]! };
}

async function drawTimes(page: Page, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs + 1; run += 1) {
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.getByTestId('spot-map').waitFor({ state: 'detached' });
    const ms = (await page.evaluate(drawScript)) as number;
    if (run > 0) times.push(ms); // the first opening warms up
  }
  return times;
}

async function dragTimes(page: Page, moves: number): Promise<number[]> {
  const zone = page.getByTestId('map-zone').filter({ hasText: 'Zone 2-4' });
  await zone.scrollIntoViewIfNeeded();
  const box = (await zone.locator('rect').first().boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  const times: number[] = [];
  for (let step = 1; step <= moves; step += 1) {
    await page.mouse.move(x + step * 6, y + Math.round(20 * Math.sin(step / 6)));
    times.push((await page.evaluate('window.__frame')) as number);
  }
  await page.mouse.up();
  await page.locator('[data-testid=map-zone][data-pending]').waitFor({ state: 'detached' });
  return times;
}

async function nudgeTimes(page: Page, runs: number): Promise<number[]> {
  await page.getByTestId('map-zone').filter({ hasText: 'Zone 3-5' }).focus();
  const times: number[] = [];
  for (let run = 0; run < runs + 1; run += 1) {
    await page.evaluate(nudgeScript);
    await page.keyboard.press(run % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    const ms = (await page.evaluate('window.__nudge')) as number;
    if (run > 0) times.push(ms);
  }
  return times;
}

async function bench(): Promise<string[][]> {
  const profile = mkdtempSync(join(tmpdir(), 'heistbox-bench-'));
  const { context, page } = await openApp(profile);
  try {
    await importCampaign(page);
    await page.evaluate(framesHelper);
    await page.evaluate(dragWatch);
    const draw = stats(await drawTimes(page, 7));
    const drag = stats(await dragTimes(page, 60));
    const nudge = stats(await nudgeTimes(page, 10));
    const row = (what: string, runs: number, s: { median: number; worst: number }) => [
      what,
      String(runs),
      formatDuration(s.median),
      formatDuration(s.worst),
    ];
    return [
      row('draw the map (open the Spots dashboard)', 7, draw),
      row('one frame while dragging a zone', 60, drag),
      row('arrow-key nudge, stored and drawn', 10, nudge),
    ];
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await withPreview(port, 'Heistbox Spot map benchmark', async () => {
    printTable(
      `A Spot of ${columns * rows} zones, ${columns * rows * 2 - columns - rows + 1} barriers and ${guards} posted guards, through the UI (frame = script + rendering, no wait for the display)`,
      ['what', 'runs', 'median', 'worst'],
      await bench(),
    );
  });
}

await main();
