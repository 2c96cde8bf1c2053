import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../../core/index.ts';
import type { CotSettings } from '../../../../core/index.ts';
import { choices, defaultText, eithers } from '../../../../renderer/panels/settings/settings-choices.ts';
import { settingInfo, valueOf } from '../../../../renderer/panels/settings/settings-registry.ts';
import { sectionOf, sections } from '../../../../renderer/panels/settings/settings-sections.ts';
import type { FieldKey } from '../../../../renderer/panels/settings/settings-registry.ts';

const keys = Object.keys(defaultSettings) as (keyof CotSettings)[];

describe('the settings registry', () => {
  it('puts every setting of CotSettings in exactly one section', () => {
    const listed = sections.flatMap((section) => section.keys);
    expect([...listed].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(sectionOf(key).keys).toContain(key);
  });

  it('gives every setting a meaning, its reference name and its DECISION id', () => {
    for (const [field, info] of Object.entries(settingInfo)) {
      expect(info.code, field).toMatch(/^[a-z_]+$/);
      expect(info.decision, field).toMatch(/^COT-D-\d+$/);
      expect(info.meaning.length, field).toBeGreaterThan(10);
    }
    expect(settingInfo.initiativeTie).toMatchObject({ code: 'initiative_tie', decision: 'COT-D-24' });
    expect(settingInfo.chaseRangePenalty).toMatchObject({
      code: 'chase_range_penalty',
      decision: 'COT-D-45',
    });
  });

  it('offers each list setting its default among the choices', () => {
    for (const [field, options] of Object.entries(choices)) {
      const value = valueOf(defaultSettings, field as FieldKey);
      expect(
        options.map((option) => option.value),
        field,
      ).toContain(value);
    }
  });

  it('words the rules’ default of each kind of setting', () => {
    expect(defaultText('crashDifficulty')).toBe('9');
    expect(defaultText('successOnEqual')).toBe('on');
    expect(defaultText('rerollInitiativeEachRound')).toBe('off');
    expect(defaultText('initiativeTie')).toBe('the crew goes first');
    expect(defaultText('unconsciousDuration')).toBe(eithers.unconsciousDuration.named);
    expect(defaultText('maxRecoveryDays')).toBe('no limit');
    expect(defaultText('defaultNpcPool')).toBe('3k2');
    expect(defaultText('catastropheEffects.crashCheck')).toBe('crash with the damage doubled');
    expect(defaultText('weaponTable')).toBe('the rules’ 12 rows'.replace('’', "'"));
  });

  it('reads a catastrophe row out of the settings', () => {
    expect(
      valueOf(
        {
          ...defaultSettings,
          catastropheEffects: { ...defaultSettings.catastropheEffects, drop: 'narrative_only' },
        },
        'catastropheEffects.drop',
      ),
    ).toBe('narrative_only');
  });
});
