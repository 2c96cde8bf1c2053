import { describe, expect, it } from 'vitest';
import { largeKey, PlayerPrefs, themeKey } from '../../../../renderer/player/prefs.svelte.ts';

/** A Storage over a Map: what localStorage keeps, without a browser. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('PlayerPrefs', () => {
  it("follows the device's theme and starts in normal type when nothing is stored", () => {
    const prefs = new PlayerPrefs(memoryStorage(), true);
    expect([prefs.theme, prefs.large]).toEqual(['dark', false]);
  });

  it('remembers large type and the theme on this device, under its own keys (not the GM’s)', () => {
    const storage = memoryStorage({ 'heistbox.theme': 'dark' });
    const prefs = new PlayerPrefs(storage, false);
    expect(prefs.theme).toBe('light');
    prefs.toggleLarge();
    prefs.toggleTheme();
    expect([storage.getItem(largeKey), storage.getItem(themeKey)]).toEqual(['on', 'dark']);
    const again = new PlayerPrefs(storage, false);
    expect([again.theme, again.large]).toEqual(['dark', true]);
    again.toggleLarge();
    expect(new PlayerPrefs(storage, false).large).toBe(false);
  });

  it('ignores a stored value it does not know', () => {
    const prefs = new PlayerPrefs(memoryStorage({ [themeKey]: 'purple', [largeKey]: 'yes' }), false);
    expect([prefs.theme, prefs.large]).toEqual(['light', false]);
  });
});
