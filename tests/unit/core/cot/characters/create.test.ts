import { describe, expect, it } from 'vitest';
import { blankCharacter, duplicateCharacter } from '../../../../../core/cot/characters/create.ts';
import { characterProblems } from '../../../../../core/cot/characters/validate.ts';
import { defaultSettings, withDefaults } from '../../../../../core/cot/settings/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { sheet } from '../../campaign/support.ts';

describe('blankCharacter', () => {
  it.each(['crew', 'npc', 'guard'] as const)('gives a valid %s sheet to start from', (kind) => {
    const blank = blankCharacter(characterId('x'), kind, 'Nobody', defaultSettings);
    expect(characterProblems(blank, defaultSettings)).toEqual([]);
    expect(blank.abilities).toEqual({ muscle: 2, fingers: 2, brains: 2, it: 2 });
    expect(Object.values(blank.skills).every((rating) => rating === 0)).toBe(true);
  });

  it('gives crew an editable Prime Loyalty, Devoted: the Crew, and NPCs none', () => {
    expect(blankCharacter(characterId('x'), 'crew', 'A', defaultSettings).loyalties).toEqual([
      { relation: 'Devoted', subject: 'the Crew', prime: true },
    ]);
    expect(blankCharacter(characterId('y'), 'guard', 'B', defaultSettings).loyalties).toEqual([]);
  });

  it('moves the starting ratings into the table’s ranges', () => {
    const settings = withDefaults({ abilityMin: 3, skillMin: 1 });
    const blank = blankCharacter(characterId('x'), 'npc', 'Tough', settings);
    expect(blank.abilities.muscle).toBe(3);
    expect(blank.skills.sneak).toBe(1);
    expect(characterProblems(blank, settings)).toEqual([]);
  });
});

describe('duplicateCharacter', () => {
  it('copies ratings, Loyalties and gear into a new, unhurt person with no Foresight', () => {
    const jonah = {
      ...sheet('jonah'),
      condition: { state: 'wounded', recoveryDays: 2 } as const,
      focusRoundUsed: true,
    };
    const copy = duplicateCharacter(jonah, characterId('jonah-2'), 'Jonah’s cousin');
    expect(copy).toEqual({
      ...jonah,
      id: 'jonah-2',
      name: 'Jonah’s cousin',
      trueIdentity: 'Jonah’s cousin',
      presentedIdentity: 'Jonah’s cousin',
      condition: { state: 'unhurt' },
      foresight: 0,
      focusRoundUsed: false,
    });
    expect(characterProblems(copy, defaultSettings)).toEqual([]);
  });
});
