import { describe, expect, it, vi } from 'vitest';
import { CampaignBytesError } from '../../../electron/campaign-bytes.ts';
import type { InvokeName } from '../../../electron/ipc.ts';
import { pageError, ShellError } from '../../../electron/page-errors.ts';

vi.mock('electron', () => import('./fake-electron.ts'));

const secretPath = '/home/gm/.config/Heistbox/backups/heistbox-c0ffee-2026-11-21T21-40-00-000Z.heistbox';

/** A file-system error as Node makes one: its message and `path` hold the absolute path. */
function systemError(code: string, syscall = 'open'): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: failed, ${syscall} '${secretPath}'`), {
    code,
    errno: -1,
    syscall,
    path: secretPath,
  });
}

const requests: readonly InvokeName[] = [
  'openCampaignFile',
  'saveCampaignFile',
  'writeBackup',
  'listBackups',
  'readBackup',
  'tidyBackups',
];

describe('pageError', () => {
  it.each([
    ['readBackup', 'ENOENT', 'That backup no longer exists.'],
    ['readBackup', 'EACCES', 'Heistbox may not read that backup.'],
    ['readBackup', 'EPERM', 'Heistbox may not read that backup.'],
    ['readBackup', 'ELOOP', 'That backup is a link to another file; Heistbox does not follow it.'],
    ['readBackup', 'EIO', 'That backup could not be read: the disk gave an error.'],
    ['openCampaignFile', 'ENOENT', 'That file no longer exists.'],
    ['openCampaignFile', 'EACCES', 'Heistbox may not read that file.'],
    ['openCampaignFile', 'EISDIR', 'That file is a folder, not a file.'],
    ['saveCampaignFile', 'ENOSPC', 'The file was not saved: the disk is full.'],
    ['saveCampaignFile', 'EACCES', 'The file was not saved: Heistbox may not write there.'],
    ['saveCampaignFile', 'EROFS', 'The file was not saved: that disk cannot be written.'],
    ['writeBackup', 'ENOSPC', 'The backup was not written: the disk is full.'],
    ['writeBackup', 'EACCES', 'The backup was not written: Heistbox may not use its backups folder.'],
    ['listBackups', 'EACCES', 'The backups could not be listed: Heistbox may not use its backups folder.'],
    [
      'tidyBackups',
      'EPERM',
      'The backups of deleted campaigns were not tidied: Heistbox may not use its backups folder.',
    ],
    ['readBackup', 'EMFILE', 'Too many files are open; try again in a moment.'],
    ['readBackup', 'ESTALE', 'Heistbox could not read that backup (ESTALE).'],
    ['writeBackup', 'ENAMETOOLONG', 'Heistbox could not write the backup (ENAMETOOLONG).'],
  ] as const)('%s failing with %s says %j', (request, code, message) => {
    expect(pageError(request, systemError(code)).message).toBe(message);
  });

  it.each(requests)('%s: no file-system error lets its path through', (request) => {
    for (const code of [
      'ENOENT',
      'EACCES',
      'EPERM',
      'ELOOP',
      'EISDIR',
      'ENOTDIR',
      'ENOSPC',
      'EIO',
      'EXDEV',
    ]) {
      const message = pageError(request, systemError(code)).message;
      expect(message).not.toContain('/home');
      expect(message).not.toContain('Heistbox/backups');
      expect(message).not.toContain('heistbox-c0ffee');
    }
  });

  it('keeps the message of a refusal written for the GM', () => {
    expect(pageError('readBackup', new ShellError('"x.heistbox" is not a file.')).message).toBe(
      '"x.heistbox" is not a file.',
    );
    const refused = new CampaignBytesError('The backup was not written: log[3] is not valid JSON');
    expect(pageError('writeBackup', refused).message).toBe(refused.message);
  });

  it('says only what failed for an unforeseen error, whatever its message holds', () => {
    expect(pageError('listBackups', new Error(`cannot read ${secretPath}`)).message).toBe(
      'Heistbox could not list the backups.',
    );
    expect(pageError('readBackup', 'a string').message).toBe('Heistbox could not read that backup.');
    expect(pageError('readBackup', Object.assign(new Error('x'), { code: secretPath })).message).toBe(
      'Heistbox could not read that backup.',
    );
  });
});
