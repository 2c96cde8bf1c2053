import { gzipSync } from 'node:zlib';
import {
  blankCharacter,
  campaignFileText,
  characterId,
  defaultSettings,
  execute,
  rollId,
  seededDice,
  sceneId,
  skirmish,
} from '../../core/index.ts';
import type { CampaignCommand, Character, LogEntry } from '../../core/index.ts';
import { expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * The print suite's campaign (issue 22), built by core's own commands and imported as a file: a crew, two guards,
 * a 60-zone Spot with a Hidden vault the crew has not found, a HEIST fight of 20 models, and two sessions, the first
 * with a wound, Heat and a roll.
 */

export const campaignName = 'Paper Trail';
const spotId = 'warehouse';
const at = 1_700_000_000_000;

function sheet(
  id: string,
  kind: Character['kind'],
  name: string,
  changes: Partial<Character> = {},
): Character {
  return { ...blankCharacter(characterId(id), kind, name, defaultSettings), ...changes };
}

const room = (n: number) => `Room ${String(n).padStart(2, '0')}`;

function commands(): CampaignCommand[] {
  const list: CampaignCommand[] = [
    {
      type: 'character/create',
      character: sheet('vex', 'crew', 'Vex', {
        abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
        weapons: ['Revolver'],
      }),
    },
    { type: 'character/create', character: sheet('ruth', 'crew', 'Ruth') },
    { type: 'character/create', character: sheet('brannigan', 'guard', 'Brannigan') },
    { type: 'character/create', character: sheet('okafor', 'guard', 'Okafor') },
    { type: 'spot/create', spotId, name: 'The warehouse' },
  ];
  for (let n = 1; n <= 59; n++) {
    const [row, column] = [Math.floor((n - 1) / 10), (n - 1) % 10];
    list.push({
      type: 'spot/add-zone',
      spotId,
      zoneId: `z${n}`,
      name: room(n),
      x: 200 + 180 * column,
      y: 100 + 110 * row,
    });
    if (n > 1)
      list.push({ type: 'spot/add-barrier', spotId, barrierId: `b${n}`, ends: [`z${n - 1}`, `z${n}`] });
  }
  list.push(
    {
      type: 'spot/add-zone',
      spotId,
      zoneId: 'vault',
      name: 'Secret vault',
      x: 200 + 180 * 9,
      y: 100 + 110 * 5,
    },
    { type: 'spot/tag-zone', spotId, zoneId: 'vault', tag: 'hidden', on: true, rating: 18 },
    { type: 'spot/add-barrier', spotId, barrierId: 'bv', ends: ['z59', 'vault'] },
    { type: 'spot/add-barrier', spotId, barrierId: 'b1', ends: ['outside', 'z1'] },
    { type: 'spot/add-security', spotId, barrierId: 'b2', securityId: 's1', tag: 'lock', score: 12 },
    { type: 'spot/add-loot', spotId, lootId: 'gold', name: 'Gold bars', zone: 'vault', value: 9 },
    {
      type: 'spot/place-guard',
      spotId,
      guard: characterId('brannigan'),
      zone: 'z1',
      awareness: null,
      training: null,
    },
    {
      type: 'spot/reveal-zones',
      spotId,
      zones: Array.from({ length: 59 }, (_, index) => `z${index + 1}`),
      how: 'layout',
    },
    openFight(),
    { type: 'session/start' },
    { type: 'crew/adjust', changes: { heat: 2 } },
    {
      type: 'character/update',
      id: characterId('ruth'),
      changes: { condition: { state: 'wounded', recoveryDays: 2 } },
    },
    {
      type: 'dice/roll',
      rollId: rollId('print-1'),
      at,
      request: {
        characterId: characterId('ruth'),
        skill: 'sneak',
        pool: null,
        modifiers: [],
        bolsters: 0,
        leanOnto: null,
        against: { kind: 'difficulty', value: 9 },
        note: 'the side door',
      },
    },
    { type: 'session/start' },
    { type: 'crew/adjust', changes: { heat: 3 } },
  );
  return list;
}

/** A HEIST fight of 20 models, ten a side, with long names and full gear (the roster's longest lines). */
function openFight(): CampaignCommand {
  const models = (prefix: string, line: (n: number) => string) =>
    Array.from({ length: 10 }, (_, index) => ({
      id: `${prefix}${index + 1}`,
      profile: skirmish.parseRoster(line(index + 1)).models[0]!,
    }));
  return {
    type: 'scene/open',
    sceneId: sceneId('bank-fight'),
    at,
    rollId: rollId('fight'),
    name: 'The bank fight',
    engine: 'skirmish',
    sides: [
      { id: 'crew', label: 'The Rossi crew', crew: false },
      { id: 'police', label: 'Metropolitan police', crew: false },
    ],
    participants: [],
    setup: {
      sides: [
        {
          id: 'crew',
          name: 'The Rossi crew',
          stance: 'aggressive',
          models: models(
            'r',
            (n) => `Rossi gunman number ${n} (3/5) SMG w/2 reloads, pistol, 2 frag, body armor`,
          ),
        },
        {
          id: 'police',
          name: 'Metropolitan police',
          stance: 'defensive',
          models: models(
            'p',
            (n) => `Police constable number ${n} (3/4) shotgun, revolver, 1 smoke, gas mask`,
          ),
        },
      ],
      firstSide: 'crew',
      deck: [],
    },
  } as unknown as CampaignCommand;
}

/** The campaign's log, each command decided by core as the app would. */
export function printCampaign(): LogEntry[] {
  const dice = seededDice('print');
  let entries: LogEntry[] = [];
  for (const command of [{ type: 'campaign/create', name: campaignName } as const, ...commands()]) {
    const result = execute(entries, command, dice, at);
    if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
    entries = [...result.entries];
  }
  return entries;
}

/** Imports the print campaign through the Campaigns dashboard and opens the Print dashboard. */
export async function importPrintCampaign(page: Page): Promise<void> {
  const file = gzipSync(campaignFileText(campaignName, at, printCampaign(), at));
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import campaign file…' }).click();
  await (
    await chooser
  ).setFiles({ name: 'paper-trail.heistbox', mimeType: 'application/gzip', buffer: file });
  await expect(page.getByText(`Campaign: ${campaignName}`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Print' }).click();
}
