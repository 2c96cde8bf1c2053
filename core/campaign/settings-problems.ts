import type { Problem } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { schemaProblems } from './issues.ts';
import { pageSettingsChangesSchema as settingsChangesSchema } from './settings-page.ts';

/**
 * Everything wrong with a table's settings, as problems on `settings.<key>`: first each value on its own
 * (types, hard bounds, unknown keys: the import schema), then the rules between them (a minimum above its
 * maximum, two weapons of the same name). Empty when the settings are usable. Never throws.
 */
export function settingsProblems(settings: CotSettings): Problem[] {
  const shape = schemaProblems(settingsChangesSchema, settings, 'settings');
  if (shape.length > 0) return shape;
  return [
    ...orderProblem('abilityMin', 'abilityMax', settings.abilityMin, settings.abilityMax, 'ability'),
    ...orderProblem('skillMin', 'skillMax', settings.skillMin, settings.skillMax, 'skill'),
    ...recoveryProblems(settings),
    ...uniqueNames('weaponTable', 'weapon', settings.weaponTable),
    ...uniqueNames('armourTable', 'armour', settings.armourTable),
    ...uniqueNames('vehicleTable', 'vehicle', settings.vehicleTable),
  ];
}

// COT-D-7
function orderProblem(minKey: string, maxKey: string, min: number, max: number, what: string): Problem[] {
  if (min <= max) return [];
  return [
    {
      field: `settings.${minKey}`,
      message: `The lowest ${what} rating (${min}) must not be above the highest (${max})`,
    },
  ];
}

// COT-D-12
function recoveryProblems(settings: CotSettings): Problem[] {
  const { minRecoveryDays: min, maxRecoveryDays: max } = settings;
  if (max === null || min <= max) return [];
  return [
    {
      field: 'settings.maxRecoveryDays',
      message: `The most recovery days (${max}) must not be below the fewest (${min})`,
    },
  ];
}

// COT-D-16..18: sheets name weapons and armour by name, so a name must mean one row.
function uniqueNames(key: string, what: string, rows: readonly { readonly name: string }[]): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  rows.forEach((row, index) => {
    if (seen.has(row.name)) {
      problems.push({
        field: `settings.${key}[${index}].name`,
        message: `Two ${what} rows are named "${row.name}"`,
      });
    }
    seen.add(row.name);
  });
  return problems;
}
