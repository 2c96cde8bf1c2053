import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupNamePattern,
  campaignIdPattern,
  isBackupName,
  legacyBackupFileName,
  parseBackupName,
} from '../../../electron/backup-names.ts';

const id = '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f';
const at = new Date(Date.UTC(2026, 10, 21, 21, 40, 7, 123));

describe('backup file names', () => {
  it("name a campaign's backup by its id and the UTC instant, : and . replaced", () => {
    expect(backupFileName(id, new Date(Date.UTC(2026, 10, 21, 21, 40, 0, 5)))).toBe(
      `heistbox-${id}-2026-11-21T21-40-00-005Z.heistbox`,
    );
  });

  it('decode back to the campaign and the instant', () => {
    expect(parseBackupName(backupFileName(id, at))).toEqual({ campaignId: id, createdAt: at.getTime() });
    expect(parseBackupName(backupFileName('a', at))).toEqual({ campaignId: 'a', createdAt: at.getTime() });
  });

  it('decode a legacy whole-library backup name (0.1–0.2) with no campaign', () => {
    expect(legacyBackupFileName(at)).toBe('heistbox-2026-11-21T21-40-07-123Z.json');
    expect(parseBackupName(legacyBackupFileName(at))).toEqual({ campaignId: null, createdAt: at.getTime() });
  });

  it('keep ids that contain dashes and digits like a stamp apart from the stamp', () => {
    const tricky = '2026-11-21T21-40-00-000Z';
    expect(parseBackupName(backupFileName(tricky, at))).toEqual({
      campaignId: tricky,
      createdAt: at.getTime(),
    });
  });

  it.each(['', 'x'.repeat(65), '../up', 'a/b', 'a\\b', 'a.b', 'a b', 'caf\u00e9', 'nul\0'])(
    'refuse to name a backup for the campaign id %j',
    (bad) => {
      expect(campaignIdPattern.test(bad)).toBe(false);
      expect(() => backupFileName(bad, at)).toThrow(RangeError);
    },
  );

  it('refuse an invalid date', () => {
    expect(() => backupFileName(id, new Date(Number.NaN))).toThrow(RangeError);
  });

  it.each([
    `../heistbox-${id}-2026-11-21T21-40-00-000Z.heistbox`,
    `heistbox-${id}-2026-11-21T21-40-00-000Z.heistbox/../../x`,
    `heistbox-${id}-2026-11-21T21:40:00.000Z.heistbox`,
    `heistbox-${id}-2026-11-21T21-40-00-000Z.heistbox.exe`,
    `heistbox-${id}-2026-11-21T21-40-00-000Z.json`,
    `heistbox-a.b-2026-11-21T21-40-00-000Z.heistbox`,
    `heistbox--2026-11-21T21-40-00-000Z.heistbox`,
    'heistbox-2026-11-21T21-40-00-000Z.heistbox',
    '../heistbox-2026-11-21T21-40-00-000Z.json',
    'heistbox-2026-11-21T21:40:00.000Z.json',
    'heistbox-2026-11-21T21-40-00-000Z.json.exe',
    'xheistbox-2026-11-21T21-40-00-000Z.json',
    'heistbox-2026-13-45T21-40-00-000Z.json',
    'heistbox-2026-02-30T21-40-00-000Z.json',
    `heistbox-${id}-2026-02-30T21-40-00-000Z.heistbox`,
    'heistbox-2026-11-21T25-40-00-000Z.json',
    'notes.txt',
  ])('reject %s', (name) => {
    expect(parseBackupName(name)).toBeNull();
    expect(isBackupName(name)).toBe(false);
  });

  it('match the pattern only as a whole name without separators', () => {
    expect(backupNamePattern.test(backupFileName(id, at))).toBe(true);
    expect(backupNamePattern.test(`dir/${backupFileName(id, at)}`)).toBe(false);
  });
});
