import type { CotSettings } from '../cot/settings/index.ts';
import { skirmishTableSettings } from '../cot/settings/index.ts';
import { defaultSkirmishSettings } from '../skirmish/index.ts';
import type { SkirmishSettings } from '../skirmish/index.ts';

/**
 * A new fight's table options from the campaign's table settings (their HEIST skirmish section): the ones that
 * differ from the skirmish's own defaults, as the New-fight form keeps them (a value at its default is not sent).
 * The GM can still change each for one fight; the fight snapshots what it starts with.
 */
export function skirmishOptionsOf(settings: CotSettings): Partial<SkirmishSettings> {
  const keys = Object.keys(skirmishTableSettings.settings) as (keyof SkirmishSettings & keyof CotSettings)[];
  return Object.fromEntries(
    keys.filter((key) => settings[key] !== defaultSkirmishSettings[key]).map((key) => [key, settings[key]]),
  ) as Partial<SkirmishSettings>;
}
