import { defaultSettings } from './defaults.ts';
import type { CotSettings, SettingKey } from './registry.ts';
import { settingKeys } from './registry.ts';

/** Deep equality of plain JSON values, whatever the key order; NaN equals itself. */
export function sameSettingValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameSettingValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The house rules of a campaign: the settings it plays differently from the rules' DECISIONs, in page order. */
export function houseRules(settings: CotSettings): SettingKey[] {
  return settingKeys.filter((key) => !sameSettingValue(settings[key], defaultSettings[key]));
}
