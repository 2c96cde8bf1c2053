/**
 * What any page in Heistbox may not do: open windows, navigate away from `app://heistbox`, attach
 * webviews, or be granted a permission. A link to a site on the allow-list goes to the user's browser;
 * any other is refused and logged (Electron's security checklist, item 15).
 */
import { app, session, shell } from 'electron';
import type { WebContents } from 'electron';
import { isAppUrl } from './paths.ts';

/**
 * Installs the guards on every web contents Electron creates, and forces the sandbox on for all
 * renderers. Call before the app is ready (so no web contents escapes the listener).
 */
export function setupNavigationGuards(): void {
  app.enableSandbox();
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents));
}

/** Denies every permission request and check (camera, notifications, clipboard-read…). Call once ready. */
export function setupPermissionGuards(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

/**
 * Blocks new windows (a link on the allow-list opens in the browser instead), navigation and redirects off the
 * app origin, and `<webview>`s, in one web contents.
 */
export function guardWebContents(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    openExternalSafely(url).catch((error: unknown) => console.error('Could not open a link', error));
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/**
 * The sites Heistbox links to, as https origins written as URL parsing writes them (`https://host`, no
 * path, no port). Only a link to one of these is handed to the OS. Heistbox's pages and README link to no
 * site today, so none is allowed; a link added later needs its origin here (a unit test compares this list
 * with the links in renderer/ and README.md).
 */
export const externalLinkOrigins: readonly string[] = [];

/**
 * True only for an `https:` URL on one of `origins`, matched as a whole origin: no other host (not a
 * subdomain, not `allowed.example.evil.example`), no port but 443, no user name or password (a URL like
 * `https://allowed.example@evil.example` goes to evil.example). Whatever a URL carries in its path, query
 * or fragment does not count.
 */
export function isAllowedExternalUrl(url: string, origins: readonly string[] = externalLinkOrigins): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    origins.includes(parsed.origin)
  );
}

/**
 * Opens `url` in the user's browser when it is on the allow-list (`origins`), as URL parsing normalizes
 * it; anything else (another site, `file:`, `javascript:`, custom schemes that launch programs) is refused
 * and logged. Resolves to whether the URL was handed over.
 */
export async function openExternalSafely(
  url: string,
  origins: readonly string[] = externalLinkOrigins,
): Promise<boolean> {
  if (!isAllowedExternalUrl(url, origins)) {
    console.warn(
      `Refused to open a link that is not on the allow-list: ${JSON.stringify(url.slice(0, 300))}`,
    );
    return false;
  }
  await shell.openExternal(new URL(url).href);
  return true;
}
