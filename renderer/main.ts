import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { shell } from './bridge.ts';
import { db } from './db/db.ts';
import { tidyLibrary } from './db/library.ts';
import { openLibrary } from './db/read-only.ts';
import { tidyBackups } from './lib/tidy-backups.ts';

// Ask the browser not to evict the campaigns under storage pressure.
void navigator.storage?.persist?.().catch(() => false);

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

let readOnly: string | null = null;
let openFailed: string | null = null;
try {
  readOnly = (await openLibrary(db)).readOnly;
  // Unfinished imports and campaigns in the trash for over 30 days; reads no campaign's log.
  void tidyLibrary(db).catch(() => undefined);
  // The backups of campaigns deleted for good, once their month of grace is over.
  if (readOnly === null) {
    void tidyBackups(db, shell).catch((error: unknown) => console.warn('Backups not tidied', error));
  }
} catch (error) {
  openFailed = error instanceof Error ? error.message : String(error);
}
mount(App, { target, props: { readOnly, openFailed } });
