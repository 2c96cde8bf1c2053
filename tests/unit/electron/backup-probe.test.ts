import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryLine } from '../../../core/campaign/file.ts';
import {
  forkIdentityBytes,
  probeBackupFile,
  probeBytes,
  probeCampaignBytes,
} from '../../../electron/backup-probe.ts';
import { campaignBytes, campaignLines, forkBytes, gzipLines, realLog } from './campaign-files.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

const creation = () => entryLine(realLog()[0] as Parameters<typeof entryLine>[0]);

/** A whole file whose text has the byte 0xff (never valid UTF-8) where `@` is in the header's name. */
function invalidUtf8Header(): Uint8Array {
  const text = Buffer.from(`${campaignLines({ name: 'Vault@' }).join('\n')}\n`);
  text[text.indexOf('@')] = 0xff;
  return new Uint8Array(gzipSync(text));
}

describe('probeCampaignBytes', () => {
  it("reads a whole file's campaign name and its creation entry", async () => {
    await expect(probeCampaignBytes(campaignBytes({ name: 'The Gilded Vault' }))).resolves.toEqual({
      campaignName: 'The Gilded Vault',
      creation: creation(),
    });
  });

  it("reads them from a file's first bytes only", async () => {
    const bytes = campaignBytes({ name: 'The Gilded Vault', entries: 500 });
    expect(bytes.length).toBeGreaterThan(probeBytes);
    await expect(probeCampaignBytes(bytes.subarray(0, probeBytes))).resolves.toEqual({
      campaignName: 'The Gilded Vault',
      creation: creation(),
    });
  });

  it('tells campaigns by their creation, not by their header: a rename keeps it, another campaign has its own', async () => {
    const renamed = await probeCampaignBytes(campaignBytes({ name: 'Renamed' }));
    const other = await probeCampaignBytes(campaignBytes({ createdAs: 'Another campaign' }));
    expect(renamed.creation).toBe(creation());
    expect(other.creation).not.toBe(creation());
    expect(other.creation).toContain('Another campaign');
  });

  it('reads no name from a header that is not UTF-8 (never one with replacement characters)', async () => {
    await expect(probeCampaignBytes(invalidUtf8Header())).resolves.toEqual({
      campaignName: null,
      creation: null,
    });
  });

  it('reads no creation when the first entry does not create the campaign', async () => {
    const [header = '', , ...rest] = campaignLines();
    await expect(probeCampaignBytes(gzipLines([header, ...rest]))).resolves.toEqual({
      campaignName: 'The Long Con',
      creation: null,
    });
  });

  it.each([
    ['garbage', new TextEncoder().encode('garbage')],
    ['gzip garbage', new Uint8Array(gzipSync('garbage\n'))],
    ['nothing', new Uint8Array()],
    ['a zip bomb (one endless line)', new Uint8Array(gzipSync(Buffer.alloc(32 * 1024 * 1024, 0x7b)))],
  ])('reads nothing from %s', async (_case, bytes) => {
    await expect(probeCampaignBytes(bytes)).resolves.toEqual({ campaignName: null, creation: null });
  });
});

describe('a fork’s backups (issue 22)', () => {
  it('are known by the start of their creation line, from the whole file and from its first bytes alike', async () => {
    const bytes = forkBytes('The other road', Date.UTC(2026, 10, 30, 11));
    const whole = await probeCampaignBytes(bytes);
    expect(whole.campaignName).toBe('The other road');
    expect(whole.creation).toMatch(/^\{"at":\d+,"command":"campaign\/fork",/);
    expect(whole.creation?.length).toBeLessThanOrEqual(forkIdentityBytes);
    expect(bytes.length).toBeGreaterThan(probeBytes); // a probe reads only a part of its creation line
    await expect(probeCampaignBytes(bytes.subarray(0, probeBytes))).resolves.toEqual(whole);
  });

  it('tell two forks apart, and a fork from its source', async () => {
    const one = await probeCampaignBytes(forkBytes('The other road', Date.UTC(2026, 10, 30, 11)));
    const two = await probeCampaignBytes(forkBytes('The other road', Date.UTC(2026, 10, 30, 12)));
    const named = await probeCampaignBytes(forkBytes('A third road', Date.UTC(2026, 10, 30, 11)));
    expect(two.creation).not.toBe(one.creation);
    expect(named.creation).not.toBe(one.creation);
    expect(one.creation).not.toBe(creation());
  });
});

describe('probeBackupFile', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'heistbox-probe-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('reads a backup file', async () => {
    const file = path.join(folder, 'backup.heistbox');
    await writeFile(file, campaignBytes({ name: 'Docks', entries: 500 }));
    await expect(probeBackupFile(file)).resolves.toEqual({ campaignName: 'Docks', creation: creation() });
  });

  it('reads nothing through a link, nor from a file that is gone', async () => {
    const target = path.join(folder, 'target.heistbox');
    await writeFile(target, campaignBytes());
    await symlink(target, path.join(folder, 'link.heistbox'));
    const nothing = { campaignName: null, creation: null };
    await expect(probeBackupFile(path.join(folder, 'link.heistbox'))).resolves.toEqual(nothing);
    await expect(probeBackupFile(path.join(folder, 'gone.heistbox'))).resolves.toEqual(nothing);
  });
});
