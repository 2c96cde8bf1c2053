/**
 * Where Heistbox lives: its page origin, its user-data folder and the built files it loads.
 *
 * The origin and the user-data path are fixed forever: IndexedDB (the whole campaign library) is
 * stored per origin inside the user-data folder, so changing either orphans every campaign.
 */
import path from 'node:path';
import { app } from 'electron';

/** The custom scheme the renderer is served from. */
export const appScheme = 'app';
/** The one host of `appScheme`. */
export const appHost = 'heistbox';
/** Scheme and host together: the only pages Heistbox trusts. */
export const appOrigin = `${appScheme}://${appHost}`;
/** The page the window opens. */
export const appEntryUrl = `${appOrigin}/index.html`;

/** The application's name: also the user-data folder name, hence never to be changed. */
export const appName = 'Heistbox';

/**
 * Names the app and pins its user-data folder to `<appData>/Heistbox`, whatever the package name or a
 * development run would choose. Call before `app` is ready, before anything touches storage.
 */
export function pinUserDataPath(): void {
  app.setName(appName);
  app.setPath('userData', path.join(app.getPath('appData'), appName));
}

/** The folder `app://heistbox/` serves: the Vite build of renderer/. */
export function rendererRoot(): string {
  return path.join(app.getAppPath(), 'dist', 'renderer');
}

/** The bundled, sandbox-compatible preload script (see scripts/build-electron.mjs). */
export function preloadPath(): string {
  return path.join(app.getAppPath(), 'dist', 'electron', 'preload.cjs');
}

/** The folder backups are written to and read from. */
export function backupsDir(): string {
  return path.join(app.getPath('userData'), 'backups');
}

/** True for any URL on the app's own origin; false for other origins and for unparseable text. */
export function isAppUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.protocol === `${appScheme}:` && parsed.host === appHost;
}
