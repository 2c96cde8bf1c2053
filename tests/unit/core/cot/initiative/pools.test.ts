import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../../../core/cot/characters/create.ts';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import {
  initiativePool,
  initiativeRequired,
  initiativeSkill,
} from '../../../../../core/cot/initiative/pools.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';

function sheet(abilities: Partial<Character['abilities']>, skills: Partial<Character['skills']>): Character {
  const blank = blankCharacter(characterId('c'), 'crew', 'C', defaultSettings);
  return {
    ...blank,
    abilities: { ...blank.abilities, ...abilities },
    skills: { ...blank.skills, ...skills },
  };
}

describe('when initiative is rolled (COT-INIT-1)', () => {
  it('TV-COT-INIT-1-a: Social Call where a rival crew courts the same fence -> initiative rolled (It + Size Up)', () => {
    expect(initiativeRequired({ competingSides: 2, orderMatters: false })).toBe(true);
    expect(initiativeSkill('social')).toBe('sizeUp');
  });

  it('TV-COT-INIT-1-b: crew alone in a Prep stage -> no initiative', () => {
    expect(initiativeRequired({ competingSides: 1, orderMatters: false })).toBe(false);
  });

  it('rolls when order matters even with one side', () => {
    expect(initiativeRequired({ competingSides: 1, orderMatters: true })).toBe(true);
  });
});

describe('initiative pools (COT-INIT-2, COT-D-22)', () => {
  it('TV-COT-INIT-2-a: Social Call, It 3, Size Up 1 -> initiative pool 4k3', () => {
    expect(initiativePool(sheet({ it: 3 }, { sizeUp: 1 }), 'social')).toEqual({ rolled: 4, kept: 3 });
  });

  it('TV-COT-INIT-2-b: vehicle chase, passenger with Muscle 2, Athletics 2 -> rolls 4k2 (not Driving)', () => {
    const passenger = sheet({ muscle: 2, fingers: 3 }, { athletics: 2, driving: 4 });
    expect(initiativePool(passenger, 'chase', 'passenger')).toEqual({ rolled: 4, kept: 2 });
  });

  it('TV-COT-INIT-2-c: driver Fingers 3 Driving 2 -> 5k3; runner Muscle 2 Athletics 3 -> 5k2; speedster -> 3k2', () => {
    expect(initiativePool(sheet({ fingers: 3 }, { driving: 2 }), 'chase', 'driver')).toEqual({
      rolled: 5,
      kept: 3,
    });
    expect(initiativePool(sheet({ muscle: 2 }, { athletics: 3 }), 'chase', 'on-foot')).toEqual({
      rolled: 5,
      kept: 2,
    });
    // Speed 4 plays no part: the speedster rolls Muscle 2 + Athletics 1
    expect(initiativePool(sheet({ muscle: 2 }, { athletics: 1 }), 'chase')).toEqual({ rolled: 3, kept: 2 });
  });

  it('Heist and Prep roll Brains + Planning; Gang Warfare Muscle + Athletics', () => {
    const character = sheet({ brains: 3, muscle: 1 }, { planning: 2, athletics: 1 });
    expect(initiativePool(character, 'heist')).toEqual({ rolled: 5, kept: 3 });
    expect(initiativePool(character, 'prep')).toEqual({ rolled: 5, kept: 3 });
    expect(initiativePool(character, 'warfare')).toEqual({ rolled: 2, kept: 1 });
  });
});
