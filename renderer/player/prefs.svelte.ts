/**
 * The players' screen's own preferences, kept in this device's localStorage (never the GM's keys: the second
 * window of the web build shares the GM's origin): the theme, and large type for a screen across the room.
 */

export type Theme = 'light' | 'dark';

export const themeKey = 'heistbox.player.theme';
export const largeKey = 'heistbox.player.large';

/** A stored theme, or the device's own when none (or something else) is stored. */
export function storedTheme(stored: string | null, prefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

/** Large type is on only when it was switched on here. */
export function storedLarge(stored: string | null): boolean {
  return stored === 'on';
}

export class PlayerPrefs {
  theme = $state<Theme>('light');
  large = $state(false);
  readonly #storage: Storage;

  constructor(storage: Storage, prefersDark: boolean) {
    this.#storage = storage;
    this.theme = storedTheme(storage.getItem(themeKey), prefersDark);
    this.large = storedLarge(storage.getItem(largeKey));
  }

  toggleTheme(): void {
    this.theme = this.theme === 'dark' ? 'light' : 'dark';
    this.#storage.setItem(themeKey, this.theme);
  }

  toggleLarge(): void {
    this.large = !this.large;
    this.#storage.setItem(largeKey, this.large ? 'on' : 'off');
  }
}
