import { describe, expect, it } from 'vitest';
import { campaignFileText, parseCampaignFile } from '../../../../core/campaign/file.ts';
import { replay, rollsIn } from '../../../../core/campaign/log.ts';
import { version1Text } from '../../../helpers/version1.ts';
import { awarenessScore, trainingScore } from '../../../../core/cot/characters/pools.ts';
import { crewCampaign, readFixture } from './support.ts';

const hostile = (name: string) => readFixture(`hostile/${name}`);
const valid = hostile('valid.heistbox.json');
const edited = (
  change: (file: { log: { events: Record<string, unknown>[] }[] } & Record<string, unknown>) => void,
) => {
  const file = JSON.parse(valid) as Parameters<typeof change>[0];
  change(file);
  return JSON.stringify(file);
};

describe('parseCampaignFile', () => {
  it('reads a valid export and replays its log', () => {
    const parsed = parseCampaignFile(valid);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.state.name).toBe('Hostile');
      expect(parsed.state).toEqual(replay(parsed.log));
    }
  });

  it('round-trips an export: same entries, same state', () => {
    const { entries, state } = crewCampaign();
    const text = campaignFileText('The Harrow Job', 10, entries, 20);
    expect(parseCampaignFile(text)).toEqual({
      ok: true,
      header: {
        formatVersion: 2,
        app: 'heistbox',
        kind: 'campaign',
        exportedAt: 20,
        campaign: { name: 'The Harrow Job', createdAt: 10 },
        entries: entries.length,
      },
      log: entries,
      state,
      headSeq: entries.at(-1)!.seq,
      lastSeq: entries.at(-1)!.seq,
      entries: entries.length,
    });
  });

  it('reads the same campaign written as a version-1 file by Heistbox 0.2', () => {
    const { entries, state } = crewCampaign();
    const parsed = parseCampaignFile(version1Text('The Harrow Job', 10, entries, 20));
    expect(parsed.ok && parsed.state).toEqual(state);
    expect(parsed.ok && parsed.log).toEqual(entries);
  });

  it.each<[string, string, { message: string | RegExp; path: string }]>([
    [
      'truncated JSON',
      'truncated.heistbox.txt',
      { message: /^The file is not valid JSON \(.+\)$/, path: '' },
    ],
    [
      'a newer formatVersion',
      'format-version-2.heistbox.json',
      {
        message:
          'formatVersion 2: this file is not laid out as a version-2 file (a header line, then one log entry a line)',
        path: 'formatVersion',
      },
    ],
    [
      'a missing field',
      'missing-field.heistbox.json',
      {
        message: 'log[1].events[0].character.reputation: is missing',
        path: 'log[1].events[0].character.reputation',
      },
    ],
    [
      'a __proto__ key',
      'proto-key.heistbox.json',
      {
        message: 'log[1].events[0].character.abilities.__proto__: is not a known field',
        path: 'log[1].events[0].character.abilities.__proto__',
      },
    ],
    [
      'a stat of the wrong type',
      'wrong-types.heistbox.json',
      {
        message: 'log[1].events[0].character.abilities.muscle: expected an integer from 0 to 10, got "3"',
        path: 'log[1].events[0].character.abilities.muscle',
      },
    ],
    [
      'a negative stat',
      'negative-stat.heistbox.json',
      {
        message: 'log[1].events[0].character.abilities.muscle: expected an integer from 0 to 10, got -1',
        path: 'log[1].events[0].character.abilities.muscle',
      },
    ],
    [
      'an event naming an unknown character',
      'unknown-character.heistbox.json',
      {
        message: 'log[2].events[0]: character/updated: No character has the id "ghost"',
        path: 'log[2].events[0]',
      },
    ],
    [
      'a sheet outside the table’s ranges',
      'above-ability-max.heistbox.json',
      {
        message: 'Character "Vex" (vex), abilities.muscle: Muscle must be 1–5 (got 6)',
        path: 'characters.vex.abilities.muscle',
      },
    ],
  ])('refuses %s, naming the field', (_name, fixture, expected) => {
    const parsed = parseCampaignFile(hostile(fixture));
    expect(parsed).toMatchObject({ ok: false, ...expected });
  });

  it('refuses a file without formatVersion, or that is not a Heistbox file', () => {
    expect(parseCampaignFile(edited((file) => delete file.formatVersion))).toEqual({
      ok: false,
      message: 'formatVersion is missing: this is not a Heistbox campaign file',
      path: 'formatVersion',
    });
    expect(parseCampaignFile(edited((file) => (file.app = 'other')))).toMatchObject({ path: 'app' });
    expect(parseCampaignFile('[1, 2]')).toMatchObject({
      ok: false,
      message: 'The file is not a Heistbox campaign: expected a JSON object, got a list of 2 items',
    });
    expect(parseCampaignFile('')).toMatchObject({ ok: false, message: /^The file is not valid JSON/ });
  });

  it('refuses an unknown event type and an unknown top-level key', () => {
    expect(
      parseCampaignFile(edited((file) => (file.log[2]!.events[0]!.type = 'character/teleported'))),
    ).toMatchObject({
      path: 'log[2].events[0].type',
      message: 'log[2].events[0].type: expected a known event type, got "character/teleported"',
    });
    expect(parseCampaignFile(edited((file) => Reflect.set(file, 'constructor', 1)))).toMatchObject({
      path: 'constructor',
      message: 'constructor: is not a known field',
    });
  });

  it('refuses a log that does not open with the campaign’s creation, or repeats a seq', () => {
    expect(parseCampaignFile(edited((file) => file.log.shift()))).toMatchObject({ path: 'log[0]' });
    expect(
      parseCampaignFile(edited((file) => ((file.log[2] as unknown as { seq: number }).seq = 2))),
    ).toMatchObject({
      path: 'log[2].seq',
      message: 'log[2].seq: expected a seq above 2, got 2',
    });
  });

  it('refuses a roll whose kept dice do not match its faces', () => {
    const sampleText = readFixture('../../resources/sample-campaign.heistbox.json');
    const file = JSON.parse(sampleText) as { log: { events: { roll?: { rolled: { total: number } } }[] }[] };
    const rollEntry = file.log.findIndex((entry) => entry.events[0]?.roll !== undefined);
    file.log[rollEntry]!.events[0]!.roll!.rolled.total = 30;
    expect(parseCampaignFile(JSON.stringify(file))).toMatchObject({
      ok: false,
      path: `log[${rollEntry}].events[0].roll.rolled`,
    });
  });

  it('refuses a 10 MB string in a field, naming the field', () => {
    const parsed = parseCampaignFile(
      edited((file) => (file.log[2]!.events[0]!.changes = { notes: 'x'.repeat(10 * 1024 * 1024) })),
    );
    expect(parsed).toEqual({
      ok: false,
      message:
        'log[2].events[0].changes.notes: expected at most 20000 characters, got text of 10485760 characters',
      path: 'log[2].events[0].changes.notes',
    });
  });

  it('refuses 25 MB of text before parsing it', () => {
    const text = `{"padding": "${' '.repeat(25 * 1024 * 1024)}"}`;
    expect(parseCampaignFile(text)).toEqual({
      ok: false,
      message: 'The file is 25.0 MB: version-1 campaign files are at most 20 MB',
      path: '',
    });
  });

  it('counts bytes, not characters, against the 20 MB limit', () => {
    expect(parseCampaignFile(`"${'é'.repeat(11 * 1024 * 1024)}"`)).toMatchObject({ message: /is 22\.0 MB/ });
  });
});

describe('the sample campaign (resources/sample-campaign.heistbox.json)', () => {
  const parsed = parseCampaignFile(readFixture('../../resources/sample-campaign.heistbox.json'));
  if (!parsed.ok) throw new Error(`The sample campaign does not import: ${parsed.message} (${parsed.path})`);
  const characters = Object.values(parsed.state.characters);

  it('imports', () => {
    expect(parsed.ok).toBe(true);
  });

  it('holds a crew of 3–4 with Loyalties, NPCs, and guards with armour', () => {
    const crew = characters.filter((character) => character.kind === 'crew');
    expect(crew.length).toBeGreaterThanOrEqual(3);
    expect(crew.length).toBeLessThanOrEqual(4);
    expect(crew.every((character) => character.loyalties.some((loyalty) => loyalty.prime))).toBe(true);
    expect(characters.some((character) => character.kind === 'npc')).toBe(true);
    const guards = characters.filter((character) => character.kind === 'guard');
    expect(guards.length).toBeGreaterThanOrEqual(2);
    expect(guards.every((guard) => guard.armour !== null)).toBe(true);
  });

  it('has guards whose scores match the rules’ vectors (TV-COT-GUARD-2-a/b)', () => {
    const brannigan = characters.find((character) => character.name === 'Guard Brannigan')!;
    expect(awarenessScore(brannigan, parsed.state.settings)).toBe(9);
    expect(trainingScore(brannigan, parsed.state.settings)).toBe(13);
  });

  it('has rolls, an opposed one among them', () => {
    expect(rollsIn(parsed.log).length).toBeGreaterThanOrEqual(3);
    expect(rollsIn(parsed.log).some((roll) => roll.opponent !== null)).toBe(true);
  });

  it('re-exports to a file that imports to the same state', () => {
    const { campaign } = parsed.header;
    const again = parseCampaignFile(campaignFileText(campaign.name, campaign.createdAt, parsed.log, 1));
    expect(again.ok && again.state).toEqual(parsed.state);
  });
});
