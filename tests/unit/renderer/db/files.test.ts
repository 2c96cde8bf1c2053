import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryLine, headerLine, parseCampaignFile, rollsIn, seededDice } from '../../../../core/index.ts';
import { dispatch, redo, undo } from '../../../../renderer/db/commands.ts';
import { exportCampaign, importCampaign } from '../../../../renderer/db/files.ts';
import { deleteForGood, trashCampaign } from '../../../../renderer/db/library.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { newlineBomb } from '../../../helpers/gzip-bomb.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  addVex,
  dropDb,
  expectConsistent,
  freshDb,
  logOf,
  newCampaign,
  rollCommand,
  storedRolls,
} from './support.ts';

const fixture = (name: string) => new URL(`../../../fixtures/${name}`, import.meta.url);
const version1 = readFileSync(fixture('v1/long-con.heistbox.json'), 'utf8');

let db: HeistboxDb;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await dropDb(db);
});

const text = (bytes: Uint8Array) => gunzipSync(bytes).toString('utf8');

describe('export', () => {
  it('writes a gzip file of lines: the header, then every entry, undone ones included', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('r1'), fixedDice(6, 2, 5));
    await undo(db, id);
    const progress: number[] = [];
    const file = await exportCampaign(db, id, { now: 42, onProgress: (done) => progress.push(done) });
    expect(file.fileName).toBe('Docklands.heistbox');
    expect([file.bytes[0], file.bytes[1]]).toEqual([0x1f, 0x8b]);
    const lines = text(file.bytes).trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toEqual({
      formatVersion: 2,
      app: 'heistbox',
      kind: 'campaign',
      exportedAt: 42,
      campaign: { name: 'Docklands', createdAt: expect.any(Number) },
      entries: 3,
    });
    expect(lines.slice(1).map((line) => JSON.parse(line).undone)).toEqual([false, false, true]);
    expect(progress.at(-1)).toBe(3);
  });
});

describe('import', () => {
  it('export → import gives back the same campaign, its undo history working, and exports identically', async () => {
    const id = await newCampaign(db);
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('r1'), fixedDice(6, 2, 5));
    await undo(db, id);
    const exported = await exportCampaign(db, id, { now: 42 });
    await trashCampaign(db, id);
    await deleteForGood(db, id);
    const imported = await importCampaign(db, exported.bytes);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.name).toBe('Docklands');
    expect(text((await exportCampaign(db, imported.id, { now: 42 })).bytes)).toBe(text(exported.bytes));
    await expectConsistent(db, imported.id);
    expect((await redo(db, imported.id)).ok).toBe(true);
    await expectConsistent(db, imported.id);
  });

  it('reads a version-1 file written by Heistbox 0.2 and plays on, with its undo history', async () => {
    const imported = await importCampaign(db, version1);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.name).toBe('The Long Con (v1)');
    const log = await logOf(db, imported.id);
    expect(log).toHaveLength(500);
    expect(log.filter((entry) => entry.undone)).toHaveLength(3);
    await expectConsistent(db, imported.id);
    expect(await storedRolls(db, imported.id)).toEqual(rollsIn(log));
    for (let n = 0; n < 3; n += 1) expect((await redo(db, imported.id)).ok).toBe(true);
    for (let n = 0; n < 20; n += 1) expect((await undo(db, imported.id)).ok).toBe(true);
    await expectConsistent(db, imported.id);
    expect((await dispatch(db, imported.id, { type: 'campaign/rename', name: 'The Long Con' })).ok).toBe(
      true,
    );
    await expectConsistent(db, imported.id);
  });

  it('a long campaign imports with progress, in batches, and every roll lands in the roll log', async () => {
    const { entries } = simulateCampaign({ entries: 1_200, seed: 11 });
    const lines = [
      headerLine({ exportedAt: 1, campaign: { name: 'Long', createdAt: 1 }, entries: entries.length }),
      ...entries.map(entryLine),
    ];
    const bytes = gzipSync(`${lines.join('\n')}\n`);
    const progress: [number, number][] = [];
    const imported = await importCampaign(db, new Uint8Array(bytes), {
      onProgress: (done, total) => progress.push([done, total]),
    });
    if (!imported.ok) throw new Error(imported.message);
    expect(progress).toEqual([
      [0, 1_200],
      [500, 1_200],
      [1_000, 1_200],
      [1_200, 1_200],
    ]); // in entries, as many as the header says
    await expectConsistent(db, imported.id);
    expect(
      await db.checkpoints
        .where('[campaignId+seq]')
        .between([imported.id, 0], [imported.id, Infinity])
        .count(),
    ).toBeGreaterThan(5);
  });

  it('imports beside a campaign of the same name under a free name, by a log entry of its own', async () => {
    const id = await newCampaign(db);
    const { bytes } = await exportCampaign(db, id);
    const first = await importCampaign(db, bytes);
    const second = await importCampaign(db, bytes);
    expect(first.ok && first.name).toBe('Docklands (imported)');
    expect(second.ok && second.name).toBe('Docklands (imported 2)');
    if (second.ok) {
      const log = await logOf(db, second.id);
      expect(log.at(-1)?.command).toBe('campaign/rename');
      await expectConsistent(db, second.id);
    }
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['a list', '[]', /expected a JSON object/],
    ['a newer version', '{"formatVersion":3,"app":"heistbox"}', /newer Heistbox/],
    [
      'a prototype key',
      '{"__proto__":{"polluted":true},"formatVersion":1,"app":"heistbox"}',
      /exportedAt|__proto__/,
    ],
  ])('refuses %s with a message, and leaves the library untouched', async (_what, bad, message) => {
    const id = await newCampaign(db);
    const before = await db.log.toArray();
    const result = await importCampaign(db, bad);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    expect(await db.campaigns.count()).toBe(1);
    expect(await db.log.toArray()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await db.campaigns.get(id))?.name).toBe('Docklands');
  });

  it('refuses a damaged compressed file half way through and keeps none of its rows', async () => {
    const parsed = parseCampaignFile(version1);
    if (!parsed.ok) throw new Error(parsed.message);
    const header = headerLine({ exportedAt: 1, campaign: { name: 'Bad', createdAt: 1 }, entries: 500 });
    const lines = parsed.log.map(entryLine);
    lines[300] = lines[300]!.replace('"seq":', '"seq":-');
    const bad = gzipSync([header, ...lines].join('\n'));
    const truncated = gzipSync([header, ...parsed.log.slice(0, 400).map(entryLine)].join('\n'));
    const cut = gzipSync([header, ...lines].join('\n')).subarray(0, 5_000);
    for (const [file, message] of [
      [bad, /log\[300\]/],
      [truncated, /cut short/],
      [cut, /damaged|cut short/],
    ] as const) {
      const result = await importCampaign(db, new Uint8Array(file));
      expect(result).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    }
    expect(await db.campaigns.count()).toBe(0);
    expect(await db.log.count()).toBe(0);
    expect(await db.rolls.count()).toBe(0);
    expect(await db.checkpoints.count()).toBe(0);
    expect(await db.pendingImports.count()).toBe(0);
  });

  it('refuses a gzip bomb without unpacking it all', async () => {
    const header = headerLine({ exportedAt: 1, campaign: { name: 'Bomb', createdAt: 1 }, entries: 1 });
    const bomb = gzipSync(
      Buffer.concat([Buffer.from(`${header}\n{"seq":1,"note":"`), Buffer.alloc(20 * 1024 * 1024, 'a')]),
    );
    const result = await importCampaign(db, new Uint8Array(bomb));
    expect(result).toMatchObject({
      ok: false,
      message: 'Line 2 of the file is longer than 16 MB. Nothing was imported.',
    });
    expect(await db.log.count()).toBe(0);
  });

  it('refuses a gzip bomb of newlines (4.5 MB inflating to 1 GB) at its first empty line, as main does', async () => {
    const result = await importCampaign(db, await newlineBomb());
    expect(result).toEqual({
      ok: false,
      code: 'import/invalid',
      message:
        "Line 2 of the file is empty (only the file's end may follow a newline). Nothing was imported.",
    });
    expect(await db.campaigns.count()).toBe(0);
    expect(await db.log.count()).toBe(0);
    expect(await db.pendingImports.count()).toBe(0);
  });

  it('refuses a compressed file that is not valid UTF-8 instead of importing replacement characters', async () => {
    const id = await newCampaign(db, 'Zo?');
    const exported = gunzipSync((await exportCampaign(db, id)).bytes);
    const creation = exported.indexOf('"name":"Zo?"', exported.indexOf(0x0a)); // in the first entry's line
    const bad = Buffer.from(exported);
    bad[creation + '"name":"Zo'.length] = 0xff;
    const result = await importCampaign(db, new Uint8Array(gzipSync(bad)));
    expect(result).toMatchObject({
      ok: false,
      message: 'The file is not valid UTF-8 (line 2). Nothing was imported.',
    });
    expect(await db.campaigns.count()).toBe(1);
    expect(await db.log.count()).toBe(1);
  });

  it('refuses a version-1 file that is not valid UTF-8', async () => {
    const bad = Buffer.from(version1.replace('"name": "The Long Con (v1)"', '"name": "The Long Con ?"'));
    bad[bad.indexOf('The Long Con ?') + 'The Long Con '.length] = 0xff;
    const result = await importCampaign(db, new Uint8Array(bad));
    expect(result).toMatchObject({
      ok: false,
      message: 'The file is not valid UTF-8. Nothing was imported.',
    });
    expect(await db.campaigns.count()).toBe(0);
  });

  it('accepts a compressed file with or without its final newline, and no other empty line', async () => {
    const id = await newCampaign(db, 'Ends');
    const lines = gunzipSync((await exportCampaign(db, id)).bytes)
      .toString('utf8')
      .split('\n');
    expect(lines.at(-1)).toBe(''); // an export ends with a newline
    const withNewline = await importCampaign(db, new Uint8Array(gzipSync(lines.join('\n'))));
    const without = await importCampaign(db, new Uint8Array(gzipSync(lines.join('\n').trimEnd())));
    const blank = await importCampaign(db, new Uint8Array(gzipSync(`${lines.join('\n')}\n`)));
    expect(withNewline).toMatchObject({ ok: true, name: 'Ends (imported)' });
    expect(without).toMatchObject({ ok: true, name: 'Ends (imported 2)' });
    expect(blank).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Line 3 of the file is empty/),
    });
  });

  it('a seeded simulated session round-trips through a file with its head intact', async () => {
    const id = await newCampaign(db, 'Seeded');
    await dispatch(db, id, addVex);
    const dice = seededDice('files');
    for (let n = 0; n < 40; n += 1) await dispatch(db, id, rollCommand(`r${n}`), dice);
    for (let n = 0; n < 5; n += 1) await undo(db, id);
    const { bytes } = await exportCampaign(db, id);
    const copy = await importCampaign(db, bytes);
    if (!copy.ok) throw new Error(copy.message);
    expect(copy.name).toBe('Seeded (imported)');
    await expectConsistent(db, copy.id);
  });
});
