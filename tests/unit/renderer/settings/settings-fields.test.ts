import { describe, expect, it } from 'vitest';
import { defaultSettings, settingEntries, settingKeys, settingsSections } from '../../../../core/index.ts';
import {
  choicesOf,
  defaultText,
  fieldInfo,
  valueOf,
} from '../../../../renderer/panels/settings/settings-fields.ts';
import type { FieldKey } from '../../../../renderer/panels/settings/settings-fields.ts';
import { describeField, formFromSettings } from '../../../../renderer/panels/settings/settings-form.ts';

/** Every field the page shows: each setting, and each row of a table of rows. */
const pageFields: FieldKey[] = settingsSections.flatMap((section) =>
  section.entries.flatMap((entry): FieldKey[] =>
    entry.kind === 'rows'
      ? Object.keys(entry.definition.rows).map((row) => `${entry.key}.${row}` as FieldKey)
      : [entry.key],
  ),
);

describe('the settings page, read from the registry', () => {
  it('shows every setting of CotSettings once, in one section', () => {
    const shown = settingsSections.flatMap((section) => section.keys);
    expect([...shown].sort()).toEqual(Object.keys(defaultSettings).sort());
    expect(new Set(shown).size).toBe(shown.length);
    expect(settingKeys).toEqual(shown);
  });

  it('shows every row of catastrophe_effects as its own field (COT-D-4)', () => {
    for (const row of Object.keys(defaultSettings.catastropheEffects)) {
      expect(pageFields).toContain(`catastropheEffects.${row}`);
    }
  });

  it('gives every field its label, plain words, reference name and DECISION id', () => {
    for (const field of pageFields) {
      const info = fieldInfo(field);
      expect(info.label.length, field).toBeGreaterThan(3);
      expect(info.description.length, field).toBeGreaterThan(10);
      expect(info.reference, field).toMatch(/^[a-z_]+$/);
      // a DECISION id; a HEIST skirmish setting with no DECISION of its own (HST-MEAS-1 `BW`) names its rule
      expect(info.decision, field).toMatch(/^((COT|SOC|HST|BRG|MOTH|PLY)-D-\d+|HST-[A-Z]+-\d+)$/);
      expect(defaultText(field).length, field).toBeGreaterThan(0);
    }
    expect(fieldInfo('initiativeTie')).toMatchObject({ reference: 'initiative_tie', decision: 'COT-D-24' });
    expect(fieldInfo('heatAwarenessPerPoint')).toMatchObject({
      reference: 'heat_awareness_per_point',
      decision: 'COT-D-58',
    });
    expect(fieldInfo('catastropheEffects.social')).toMatchObject({
      label: 'Catastrophe on a social roll',
      reference: 'catastrophe_effects',
      decision: 'COT-D-4',
    });
  });

  it('gives no two fields the same label, so every control has its own name', () => {
    const labels = pageFields.map((field) => fieldInfo(field).label);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it('offers each choice its default among its options', () => {
    const choiceFields = pageFields.filter((field) => {
      const entry = settingEntries.find((candidate) => candidate.key === field.split('.')[0]);
      return entry?.kind === 'choice' || entry?.kind === 'rows';
    });
    expect(choiceFields.length).toBeGreaterThan(20);
    for (const field of choiceFields) {
      expect(
        choicesOf(field).map((choice) => choice.value),
        field,
      ).toContain(valueOf(defaultSettings, field));
    }
  });

  it('words the rules’ default of each kind of setting', () => {
    expect(defaultText('crashDifficulty')).toBe('9');
    expect(defaultText('successOnEqual')).toBe('on');
    expect(defaultText('rerollInitiativeEachRound')).toBe('off');
    expect(defaultText('initiativeTie')).toBe('the crew goes first');
    expect(defaultText('unconsciousDuration')).toBe('the whole Job');
    expect(defaultText('maxRecoveryDays')).toBe('no limit');
    expect(defaultText('awareCooldownRounds')).toBe('for the rest of the Job');
    expect(defaultText('defaultNpcPool')).toBe('3k2');
    expect(defaultText('catastropheEffects.crashCheck')).toBe('crash with the damage doubled');
    expect(defaultText('weaponTable')).toBe("the rules' 12 rows");
  });

  it('reads a catastrophe row out of the settings', () => {
    const settings = {
      ...defaultSettings,
      catastropheEffects: { ...defaultSettings.catastropheEffects, drop: 'narrative_only' as const },
    };
    expect(valueOf(settings, 'catastropheEffects.drop')).toBe('narrative_only');
  });

  it('names a field it does not know as it is, and refuses to describe it', () => {
    expect(() => fieldInfo('noSuchSetting' as FieldKey)).toThrow(RangeError);
    expect(() => fieldInfo('catastropheEffects.nowhere' as FieldKey)).toThrow(RangeError);
    expect(describeField('noSuchSetting', formFromSettings(defaultSettings))).toBe('noSuchSetting');
  });
});
