import { describe, expect, it } from 'vitest';
import { backupCreatedAt, backupFileName, backupNamePattern } from '../../../electron/backup-names.ts';

describe('backup file names', () => {
  it('encode the UTC instant with : and . replaced', () => {
    expect(backupFileName(new Date(Date.UTC(2026, 10, 21, 21, 40, 0, 5)))).toBe(
      'heistbox-2026-11-21T21-40-00-005Z.json',
    );
  });

  it('decode back to the instant', () => {
    const at = Date.UTC(2026, 10, 21, 21, 40, 7, 123);
    expect(backupCreatedAt(backupFileName(new Date(at)))).toBe(at);
  });

  it.each([
    '../heistbox-2026-11-21T21-40-00-000Z.json',
    'heistbox-2026-11-21T21-40-00-000Z.json/../../x',
    'heistbox-2026-11-21T21:40:00.000Z.json',
    'heistbox-2026-11-21T21-40-00-000Z.json.exe',
    'xheistbox-2026-11-21T21-40-00-000Z.json',
    'heistbox-2026-13-45T21-40-00-000Z.json',
    'notes.txt',
  ])('reject %s', (name) => {
    expect(backupCreatedAt(name)).toBeNull();
  });

  it('match the pattern only as a whole name without separators', () => {
    expect(backupNamePattern.test('heistbox-2026-11-21T21-40-00-000Z.json')).toBe(true);
    expect(backupNamePattern.test('dir/heistbox-2026-11-21T21-40-00-000Z.json')).toBe(false);
  });
});
