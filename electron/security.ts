/**
 * What any page in Heistbox may not do: open windows, navigate away from `app://heistbox`, attach
 * webviews, or be granted a permission. Links to the web go to the user's browser, https only.
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
 * Blocks new windows (an https link opens in the browser instead), navigation and redirects off the
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

/** True only for a well-formed `https:` URL: the one kind of link Heistbox hands to the OS. */
export function isSafeExternalUrl(url: string): boolean {
  return URL.canParse(url) && new URL(url).protocol === 'https:';
}

/**
 * Opens `url` in the user's browser when it is https; anything else (`file:`, `javascript:`, custom
 * schemes that launch programs) is ignored. Resolves to whether the URL was handed over.
 */
export async function openExternalSafely(url: string): Promise<boolean> {
  if (!isSafeExternalUrl(url)) return false;
  await shell.openExternal(url);
  return true;
}
