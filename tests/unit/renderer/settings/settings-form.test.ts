import { describe, expect, it } from 'vitest';
import {
  blankCharacter,
  characterId,
  decide,
  defaultSettings,
  houseRules,
  sameSettingValue as sameValue,
} from '../../../../core/index.ts';
import type { CampaignState, CotSettings } from '../../../../core/index.ts';
import {
  carriers,
  changesFrom,
  namesInUseDropped,
  sectionReset,
} from '../../../../renderer/panels/settings/settings-changes.ts';
import { blankVehicle, blankWeapon } from '../../../../renderer/panels/settings/gear-rows.ts';
import {
  describeField,
  formFromSettings,
  problemField,
  readForm,
} from '../../../../renderer/panels/settings/settings-form.ts';
import { fixedDice } from '../../core/campaign/support.ts';

const houseTable: CotSettings = {
  ...defaultSettings,
  maxRecoveryDays: 10,
  unconsciousDuration: 3,
  dropWoundDays: 4,
  musclesVelocityRating: 2,
  initiativeTie: 'roll_off',
  crashDifficulty: 11,
  catastropheEffects: { ...defaultSettings.catastropheEffects, drop: 'narrative_only' },
  weaponTable: [
    ...defaultSettings.weaponTable,
    { name: 'Blunderbuss', skill: 'shooting', tags: ['firearm'], bonus: { rolled: 2, kept: 1 } },
  ],
  vehicleTable: [
    ...defaultSettings.vehicleTable,
    { name: 'Stormer', speed: 5, body: 20, ramBonus: { rolled: 3, kept: 1 } },
  ],
};

const fields = (settings: CotSettings) => readForm(formFromSettings(settings));

describe('readForm', () => {
  it.each([
    ['the rules’ defaults', defaultSettings],
    ['house rules in every kind of field', houseTable],
  ])('reads back the form of %s unchanged', (_name, settings) => {
    expect(fields(settings)).toEqual({ settings, problems: [] });
  });

  it('turns an emptied number into NaN and names it, never 0', () => {
    const form = formFromSettings(defaultSettings);
    form.crashDifficulty = null;
    const read = readForm(form);
    expect(read.settings.crashDifficulty).toBeNaN();
    expect(read.problems).toEqual([{ field: 'crashDifficulty', message: 'is empty: enter a whole number' }]);
  });

  it('reads a named choice or its number, and names an emptied number', () => {
    const form = formFromSettings(defaultSettings);
    form.unconsciousDuration = { mode: 'fixed', count: 4 };
    form.maxRecoveryDays = { mode: 'named', count: null };
    form.dropWoundDays = { mode: 'fixed', count: null };
    const read = readForm(form);
    expect(read.settings.unconsciousDuration).toBe(4);
    expect(read.settings.maxRecoveryDays).toBeNull();
    expect(read.problems).toEqual([{ field: 'dropWoundDays', message: 'is empty: enter a whole number' }]);
  });

  it('passes the core’s own range checks on, by form field', () => {
    const form = formFromSettings(defaultSettings);
    form.crashDifficulty = 120;
    form.weaponTable[0]!.bonus = '+200k0';
    expect(readForm(form).problems.map((problem) => problem.field)).toEqual([
      'crashDifficulty',
      'weaponTable[0].bonus',
    ]);
  });

  it('reads a weapon row, with or without the bonus sign, and refuses an empty name', () => {
    const form = formFromSettings(defaultSettings);
    form.weaponTable.push({ ...blankWeapon(), name: ' Blunderbuss ', skill: 'shooting', tags: ['firearm'] });
    form.weaponTable.at(-1)!.bonus = '2k1';
    form.weaponTable.push(blankWeapon());
    const read = readForm(form);
    expect(read.settings.weaponTable.at(-2)).toEqual({
      name: 'Blunderbuss',
      skill: 'shooting',
      tags: ['firearm'],
      bonus: { rolled: 2, kept: 1 },
    });
    expect(read.problems).toEqual([{ field: 'weaponTable[13].name', message: 'needs a name' }]);
  });

  it('names a bonus or pool that is not one, and a vehicle stat that was emptied', () => {
    const form = formFromSettings(defaultSettings);
    form.armourTable[1]!.bonus = 'heavy';
    form.defaultNpcPool = '0k2';
    form.vehicleTable.push({ ...blankVehicle(), name: 'Stormer', body: null });
    expect(readForm(form).problems.map((problem) => problem.field)).toEqual([
      'defaultNpcPool',
      'armourTable[1].bonus',
      'vehicleTable[3].body',
    ]);
  });

  it('names both rows of a duplicated weapon name (COT-D-16)', () => {
    const form = formFromSettings(defaultSettings);
    form.weaponTable.push({ ...blankWeapon(), name: 'Rifle' });
    expect(readForm(form).problems).toEqual([
      { field: 'weaponTable[12].name', message: 'Two weapon rows are named "Rifle"' },
    ]);
  });
});

describe('problemField', () => {
  it.each([
    ['settings.crashDifficulty', 'crashDifficulty'],
    ['settings.weaponTable[3].bonus.rolled', 'weaponTable[3].bonus'],
    ['settings.defaultNpcPool.kept', 'defaultNpcPool'],
    ['settings.catastropheEffects.drop', 'catastropheEffects.drop'],
    ['settings.weaponTable[2].tags[0]', 'weaponTable[2].tags'],
  ])('maps %s to the form field %s', (path, field) => {
    expect(problemField(path)).toBe(field);
  });
});

describe('describeField', () => {
  it('words settings and table cells for the GM', () => {
    const form = formFromSettings(houseTable);
    expect(describeField('crashDifficulty', form)).toBe('Crash difficulty (crash_difficulty)');
    expect(describeField('catastropheEffects.drop', form)).toBe(
      'Catastrophe on a Drop (catastrophe_effects)',
    );
    expect(describeField('weaponTable[12].bonus', form)).toBe('Weapon 13 “Blunderbuss” bonus');
    expect(describeField('vehicleTable[3].ramBonus', form)).toBe('Vehicle 4 “Stormer” ram bonus');
  });
});

describe('changesFrom', () => {
  it('carries only the settings that differ, whole tables included', () => {
    expect(changesFrom(houseTable, defaultSettings)).toEqual({
      maxRecoveryDays: 10,
      unconsciousDuration: 3,
      dropWoundDays: 4,
      musclesVelocityRating: 2,
      initiativeTie: 'roll_off',
      crashDifficulty: 11,
      catastropheEffects: houseTable.catastropheEffects,
      weaponTable: houseTable.weaponTable,
      vehicleTable: houseTable.vehicleTable,
    });
    expect(changesFrom(fields(defaultSettings).settings, defaultSettings)).toEqual({});
  });

  it('is a change the core accepts in one settings/change', () => {
    const state = { settings: defaultSettings, characters: {} } as unknown as CampaignState;
    const changes = changesFrom(houseTable, defaultSettings);
    expect(decide(state, { type: 'settings/change', changes }, fixedDice())).toEqual({
      ok: true,
      events: [{ type: 'settings/changed', changes }],
    });
  });
});

describe('sectionReset', () => {
  it('puts back only the section’s settings that differ from the rules', () => {
    expect(sectionReset('warfare', houseTable)).toEqual({ crashDifficulty: 9 });
    expect(sectionReset('drop', houseTable)).toEqual({
      unconsciousDuration: 'job',
      dropWoundDays: 'margin_plus_1',
    });
    expect(sectionReset('gear', houseTable)).toEqual({
      weaponTable: defaultSettings.weaponTable,
      vehicleTable: defaultSettings.vehicleTable,
    });
    expect(sectionReset('time', houseTable)).toEqual({});
    expect(() => sectionReset('nowhere', houseTable)).toThrow(RangeError);
  });
});

describe('carriers and namesInUseDropped', () => {
  const vex = {
    ...blankCharacter(characterId('vex'), 'crew', 'Vex', defaultSettings),
    weapons: ['Rifle', 'Fists'],
    armour: 'Heavy coat, padded jacket',
  };
  const ruth = {
    ...blankCharacter(characterId('ruth'), 'crew', 'Ruth', defaultSettings),
    weapons: ['Rifle'],
  };
  const inUse = carriers({ vex, ruth });

  it('lists who carries each weapon and wears each armour, by name', () => {
    expect(inUse.weapons.get('Rifle')).toEqual(['Ruth', 'Vex']);
    expect(inUse.armour.get('Heavy coat, padded jacket')).toEqual(['Vex']);
  });

  it('finds a renamed or removed row that sheets still use', () => {
    const form = formFromSettings(defaultSettings);
    form.weaponTable.find((row) => row.name === 'Rifle')!.name = 'Long rifle';
    expect(namesInUseDropped(form.weaponTable, inUse.weapons)).toEqual([
      { name: 'Rifle', who: ['Ruth', 'Vex'] },
    ]);
    expect(namesInUseDropped(formFromSettings(defaultSettings).weaponTable, inUse.weapons)).toEqual([]);
  });
});

describe('houseRules', () => {
  it('lists the settings a campaign plays differently from the rules, in page order', () => {
    expect(houseRules(defaultSettings)).toEqual([]);
    expect(houseRules(houseTable)).toEqual([
      'catastropheEffects',
      'maxRecoveryDays',
      'initiativeTie',
      'unconsciousDuration',
      'dropWoundDays',
      'crashDifficulty',
      'musclesVelocityRating',
      'weaponTable',
      'vehicleTable',
    ]);
  });
});

describe('sameValue', () => {
  it('compares plain values deeply, whatever the key order, NaN equal to itself', () => {
    expect(sameValue({ a: [1, { b: 2 }], c: 3 }, { c: 3, a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
