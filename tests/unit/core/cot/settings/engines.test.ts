import { describe, expect, it } from 'vitest';
import type { BorrowedSettings, ChaseSettings } from '../../../../../core/cot/chase/settings.ts';
import {
  chaseRules,
  defaultBorrowedSettings,
  defaultChaseSettings,
} from '../../../../../core/cot/chase/settings.ts';
import { dropRules } from '../../../../../core/cot/drop/rules.ts';
import type { DropSettings } from '../../../../../core/cot/drop/settings.ts';
import { defaultDropSettings } from '../../../../../core/cot/drop/settings.ts';
import type { InitiativeSettings } from '../../../../../core/cot/initiative/settings.ts';
import { defaultInitiativeSettings } from '../../../../../core/cot/initiative/settings.ts';
import { prepRules } from '../../../../../core/cot/prep/settings.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import type { CotSettings } from '../../../../../core/cot/settings/index.ts';
import { socialRules } from '../../../../../core/cot/social/settings.ts';
import { spotRules } from '../../../../../core/cot/spot/settings.ts';
import { warfareRules } from '../../../../../core/cot/warfare/rules.ts';
import type { WarfareSettings } from '../../../../../core/cot/warfare/settings.ts';
import { defaultWarfareSettings } from '../../../../../core/cot/warfare/settings.ts';

/**
 * The rules engines read the campaign settings through their own rules objects. Those that still declare their
 * settings' types and defaults must agree with the registry: the types at compile time, the defaults here.
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The settings a module declares, but its partial COT-D-4 table, against the registry's. */
type Agrees<T> = Same<
  Omit<T, 'catastropheEffects'>,
  Pick<CotSettings, Extract<Exclude<keyof T, 'catastropheEffects'>, keyof CotSettings>>
>;
const typesAgree: [
  Agrees<ChaseSettings>,
  Agrees<BorrowedSettings>,
  Agrees<DropSettings>,
  Agrees<WarfareSettings>,
  Agrees<InitiativeSettings>,
] = [true, true, true, true, true];

const pick = (keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, defaultSettings[key as keyof CotSettings]]));
const withoutRows = <T extends object>(settings: T) =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => key !== 'catastropheEffects'));

describe('the engines’ settings and the registry', () => {
  it('declare their types as the registry does', () => {
    expect(typesAgree.every(Boolean)).toBe(true);
  });

  it.each([
    ['chase', defaultChaseSettings],
    ['chase (borrowed)', defaultBorrowedSettings],
    ['drop', defaultDropSettings],
    ['warfare', defaultWarfareSettings],
    ['initiative', defaultInitiativeSettings],
  ] as const)('%s keeps the registry’s DECISION defaults', (_module, defaults) => {
    const own = withoutRows(defaults);
    expect(own).toEqual(pick(Object.keys(own)));
    const rows = 'catastropheEffects' in defaults ? defaults.catastropheEffects : {};
    for (const [row, value] of Object.entries(rows)) {
      expect(value, row).toBe(
        defaultSettings.catastropheEffects[row as keyof CotSettings['catastropheEffects']],
      );
    }
  });

  it('pick every house rule out of the campaign settings, catastrophe rows included', () => {
    const house: CotSettings = {
      ...defaultSettings,
      crashDifficulty: 11,
      stealthSkill: 'best_of',
      foresightStep: 4,
      loyaltyAlterLimit: 'per_aggressor',
      dropAlertRadius: 'spot',
      catastropheEffects: {
        attack: 'narrative_only',
        drop: 'narrative_only',
        heist: 'narrative_only',
        chaseManoeuvre: 'narrative_only',
        crashCheck: 'narrative_only',
        social: 'narrative_only',
        research: 'narrative_only',
        foresight: 'narrative_only',
      },
    };
    expect(chaseRules(house)).toMatchObject({
      crashDifficulty: 11,
      catastropheEffects: {
        attack: 'narrative_only',
        chaseManoeuvre: 'narrative_only',
        crashCheck: 'narrative_only',
      },
    });
    expect(warfareRules(house)).toMatchObject({
      crashDifficulty: 11,
      catastropheEffects: { attack: 'narrative_only' },
    });
    expect(dropRules(house)).toMatchObject({
      dropAlertRadius: 'spot',
      catastropheEffects: { drop: 'narrative_only' },
    });
    expect(spotRules(house)).toMatchObject({ stealthSkill: 'best_of', heistCatastrophe: 'narrative_only' });
    expect(prepRules(house)).toMatchObject({
      foresightStep: 4,
      researchCatastrophe: 'narrative_only',
      foresightCatastrophe: 'narrative_only',
    });
    expect(socialRules(house)).toMatchObject({
      loyaltyAlterLimit: 'per_aggressor',
      catastropheEffects: { social: 'narrative_only' },
    });
  });
});
