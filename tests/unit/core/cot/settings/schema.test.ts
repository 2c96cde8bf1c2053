import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { schemaProblems } from '../../../../../core/campaign/issues.ts';
import { settingsProblems } from '../../../../../core/campaign/settings-problems.ts';
import {
  defaultSettings,
  settingEntries,
  settingsChangesSchema,
  settingsSchema,
} from '../../../../../core/cot/settings/index.ts';
import type { CotSettings } from '../../../../../core/cot/settings/index.ts';

const changeProblems = (changes: unknown) => schemaProblems(settingsChangesSchema, changes, 'settings');
const numbers = settingEntries.flatMap((entry) => (entry.kind === 'number' ? [entry] : []));

describe('the settings schemas, from the registry', () => {
  it('accept the DECISION defaults, whole and as a change', () => {
    expect(v.safeParse(settingsSchema, defaultSettings).success).toBe(true);
    expect(changeProblems(defaultSettings)).toEqual([]);
    expect(changeProblems({})).toEqual([]);
  });

  it.each(numbers.map((entry) => [entry.key, entry.definition] as const))(
    'refuse %s outside its range, naming it',
    (key, { min, max }) => {
      for (const bad of [min - 1, max + 1, min + 0.5, String(min)]) {
        const [problem, ...rest] = changeProblems({ [key]: bad });
        expect(rest).toEqual([]);
        expect(problem?.field).toBe(`settings.${key}`);
        expect(problem?.message).toContain(`expected an integer from ${min} to ${max}`);
      }
    },
  );

  it('accept any whole number in a number setting’s range (property)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...numbers)
          .chain((entry) =>
            fc.tuple(
              fc.constant(entry.key),
              fc.integer({ min: entry.definition.min, max: entry.definition.max }),
            ),
          ),
        ([key, value]) => changeProblems({ [key]: value }).length === 0,
      ),
    );
  });

  it('refuse an unknown setting and an unknown catastrophe row, naming them', () => {
    expect(changeProblems({ crashDifficulty: 9, crashDificulty: 9 })).toEqual([
      { field: 'settings.crashDificulty', message: 'is not a known field' },
    ]);
    expect(changeProblems({ catastropheEffects: { nowhere: 'default' } })).toEqual([
      { field: 'settings.catastropheEffects.nowhere', message: 'is not a known field' },
    ]);
    expect(changeProblems(JSON.parse('{"__proto__": {"crashDifficulty": 1}}'))).toEqual([
      { field: 'settings.__proto__', message: 'is not a known field' },
    ]);
  });

  it('accept a catastrophe table stored before rows were added, and give the new rows their default', () => {
    const old = {
      attack: 'narrative_only',
      drop: 'default',
      crashCheck: 'default',
      chaseManoeuvre: 'default',
    };
    expect(changeProblems({ catastropheEffects: old })).toEqual([]);
    const parsed = v.parse(settingsChangesSchema, { catastropheEffects: old });
    expect(parsed.catastropheEffects).toEqual({
      ...defaultSettings.catastropheEffects,
      attack: 'narrative_only',
    });
  });

  it('read a named-or-number setting as its name or a number in range', () => {
    expect(
      changeProblems({ unconsciousDuration: 4, maxRecoveryDays: null, awareCooldownRounds: 10 }),
    ).toEqual([]);
    expect(changeProblems({ unconsciousDuration: 'forever' })[0]?.field).toBe('settings.unconsciousDuration');
    expect(changeProblems({ heatDecayDays: 0 })[0]?.field).toBe('settings.heatDecayDays');
    expect(changeProblems({ musclesVelocityRating: null })[0]?.field).toBe('settings.musclesVelocityRating');
  });

  it('refuse a pool keeping more than it rolls, a gear row with a stray field, and a choice not offered', () => {
    expect(changeProblems({ defaultNpcPool: { rolled: 2, kept: 3 } })).toEqual([
      {
        field: 'settings.defaultNpcPool',
        message: 'expected no more kept dice than rolled dice, got an object',
      },
    ]);
    const armour = [{ name: 'Cape', bonus: { rolled: 1, kept: 0 }, colour: 'red' }];
    expect(changeProblems({ armourTable: armour })).toEqual([
      { field: 'settings.armourTable[0].colour', message: 'is not a known field' },
    ]);
    expect(changeProblems({ stealthSkill: 'stealth' })[0]).toEqual({
      field: 'settings.stealthSkill',
      message: 'expected one of: sneak, catBurglary, best_of, got "stealth"',
    });
  });

  it('refuse a whole set of settings that lacks a setting', () => {
    const { heatAwarenessPerPoint: _dropped, ...rest } = defaultSettings;
    expect(schemaProblems(settingsSchema, rest, 'settings')).toEqual([
      { field: 'settings.heatAwarenessPerPoint', message: 'is missing' },
    ]);
  });
});

describe('settingsProblems', () => {
  it('finds nothing wrong with the defaults', () => {
    expect(settingsProblems(defaultSettings)).toEqual([]);
  });

  it('names a value out of range before the rules between values', () => {
    const settings: CotSettings = { ...defaultSettings, foresightStep: 0, abilityMin: 5, abilityMax: 2 };
    expect(settingsProblems(settings)).toEqual([
      { field: 'settings.foresightStep', message: 'expected an integer from 1 to 99, got 0' },
    ]);
  });

  it('names a minimum above its maximum and two gear rows of one name (COT-D-7, COT-D-12, COT-D-16)', () => {
    const settings: CotSettings = {
      ...defaultSettings,
      skillMin: 4,
      skillMax: 3,
      minRecoveryDays: 5,
      maxRecoveryDays: 2,
      weaponTable: [...defaultSettings.weaponTable, defaultSettings.weaponTable[0]!],
    };
    expect(settingsProblems(settings).map((problem) => problem.field)).toEqual([
      'settings.skillMin',
      'settings.maxRecoveryDays',
      'settings.weaponTable[12].name',
    ]);
  });
});
