import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../../core/index.ts';
import type { Character } from '../../../../core/index.ts';
import {
  draftCondition,
  sheetChanges,
  sheetFieldId,
  sheetProblems,
  unknownWeapons,
} from '../../../../renderer/panels/crew/sheet-form.ts';
import { sheet } from '../../core/campaign/support.ts';

const ruth = sheet('ruth');

/** A draft as the form holds it: an emptied number input is null. */
const draft = (changes: Record<string, unknown>): Character => ({ ...ruth, ...changes }) as Character;

describe('the character sheet’s form', () => {
  it('names each field’s input so a message can sit beside it', () => {
    expect(sheetFieldId('name')).toBe('sheet-name');
    expect(sheetFieldId('abilities.muscle')).toBe('sheet-abilities-muscle');
    expect(sheetFieldId('loyalties[1].subject')).toBe('sheet-loyalties-1-subject');
    expect(sheetFieldId('weapons[0]')).toBe('sheet-weapons-0');
  });

  it('gives core’s message per field, in sheet order, and none for a valid sheet', () => {
    expect(sheetProblems(ruth, defaultSettings)).toEqual({});
    const bad = draft({ name: ' ', abilities: { ...ruth.abilities, muscle: 0 } });
    const problems = sheetProblems(bad, defaultSettings);
    expect(Object.keys(problems)).toEqual(['name', 'abilities.muscle']);
    expect(problems['abilities.muscle']).toBe('Muscle must be 1–5 (got 0)');
  });

  it('reads an emptied number as missing, not as zero', () => {
    const emptied = draft({ skills: { ...ruth.skills, sneak: null }, reputation: null });
    expect(sheetProblems(emptied, defaultSettings)).toEqual({
      'skills.sneak': 'Sneak must be a whole number 0–5 (got nothing)',
      reputation: 'Reputation must be a whole number 0–1000000 (got nothing)',
    });
    const wounded = draft({ condition: draftCondition('wounded', null) });
    expect(Object.keys(sheetProblems(wounded, defaultSettings))).toEqual(['condition.recoveryDays']);
  });

  it('puts a problem on each loyalty’s own field', () => {
    const loyalties = [{ relation: 'Devoted', subject: '', prime: true }];
    expect(Object.keys(sheetProblems(draft({ loyalties }), defaultSettings))).toEqual([
      'loyalties[0].subject',
    ]);
    expect(Object.keys(sheetProblems(draft({ loyalties: [] }), defaultSettings))).toEqual(['loyalties']);
  });

  it('lists the carried weapons the table no longer has, so they can be taken off', () => {
    expect(unknownWeapons(['Revolver', 'Blunderbuss', 'Knife, razor'], defaultSettings)).toEqual([
      { name: 'Blunderbuss', index: 1 },
    ]);
  });

  it('sends only the fields the GM changed, and the condition from its two inputs', () => {
    const renamed = { ...ruth, name: 'Ruth Ash', skills: { ...ruth.skills, shooting: 3 } };
    expect(sheetChanges(renamed, ruth)).toEqual({ name: 'Ruth Ash', skills: renamed.skills });
    expect(sheetChanges(ruth, ruth)).toEqual({});
    expect(draftCondition('wounded', 3)).toEqual({ state: 'wounded', recoveryDays: 3 });
    expect(draftCondition('dead', 3)).toEqual({ state: 'dead' });
  });
});
