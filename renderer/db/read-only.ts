import type { Rejection } from '../../core/index.ts';
import { schemaVersion } from './schema.ts';
import type { HeistboxDb } from './schema.ts';

/**
 * A library written by a newer Heistbox is opened read-only: its campaigns can be read and exported, never
 * written by this older version (which could not know what the newer one stores).
 */

const readOnly = new WeakMap<HeistboxDb, string>();

/** Why the library is read-only, or null when it may be written. */
export function readOnlyReason(db: HeistboxDb): string | null {
  return readOnly.get(db) ?? null;
}

/** The refusal every write gives on a read-only library, or null. */
export function readOnlyRefusal(db: HeistboxDb): Rejection | null {
  const reason = readOnly.get(db);
  return reason ? { ok: false, code: 'library/read-only', message: reason } : null;
}

/**
 * Opens the database. When it was written by a newer Heistbox (a higher schema version on disk), the library is
 * opened read-only and the reason is returned for the app to show; nothing is written to it.
 */
export async function openLibrary(db: HeistboxDb): Promise<{ readonly readOnly: string | null }> {
  const found = await installedVersion(db.name);
  if (found !== null && found > schemaVersion) {
    readOnly.set(
      db,
      `This library was written by a newer version of Heistbox (its data is version ${found}; this Heistbox ` +
        `writes version ${schemaVersion}). It is open read-only so nothing of it is lost: update Heistbox to ` +
        'change it. You can still read and export its campaigns.',
    );
  }
  await db.open();
  return { readOnly: readOnly.get(db) ?? null };
}

/** The schema version of the database on disk (Dexie stores version × 10), or null when there is none yet. */
export function installedVersion(name: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => {
      // No database yet: opening created an empty one at version 1; abort so nothing is left behind.
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      const version = request.result.version;
      request.result.close();
      resolve(version / 10);
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => reject(new Error('The library is open in another window that blocks it'));
  });
}
