import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../../../core/cot/characters/create.ts';
import {
  awarenessScore,
  coverRollPool,
  foresightCap,
  passiveScore,
  skillPool,
  trainingScore,
  weaponModifier,
} from '../../../../../core/cot/characters/pools.ts';
import type { Ability, Skill } from '../../../../../core/cot/characters/skills.ts';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import { defaultSettings, withDefaults } from '../../../../../core/cot/settings/index.ts';
import { buildPool } from '../../../../../core/dice/pool.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { deepFreeze, sheet } from '../../campaign/support.ts';

function rated(
  ratings: Partial<Record<Ability, number>>,
  skillRatings: Partial<Record<Skill, number>>,
  armour: string | null = null,
): Character {
  const blank = blankCharacter(characterId('g1'), 'guard', 'Guard', defaultSettings);
  return deepFreeze({
    ...blank,
    abilities: { ...blank.abilities, ...ratings },
    skills: { ...blank.skills, ...skillRatings },
    armour,
  });
}

const steelVest = 'Steel vest, body armour';

describe('skillPool', () => {
  it('TV-COT-DICE-2-a: Muscle 2, Shooting 3 rolls 5k2', () => {
    expect(skillPool(rated({ muscle: 2 }, { shooting: 3 }), 'shooting')).toEqual({ rolled: 5, kept: 2 });
  });

  it('TV-COT-DICE-2-b: It 3, Manipulate 2 and a Bolster roll 6k3', () => {
    const base = skillPool(rated({ it: 3 }, { manipulate: 2 }), 'manipulate');
    const bolster = { rolled: 1, kept: 0, source: 'Bolster' };
    expect(buildPool(base, [bolster]).pool).toEqual({ rolled: 6, kept: 3 });
  });

  it('TV-COT-DICE-2-c: Fingers 2, Lockpicking 0 still rolls the ability dice, 2k2', () => {
    expect(skillPool(rated({ fingers: 2 }, { lockpicking: 0 }), 'lockpicking')).toEqual({
      rolled: 2,
      kept: 2,
    });
  });

  it('TV-COT-CHAR-2-a: an Intimidate pool keeps Muscle dice', () => {
    expect(skillPool(rated({ muscle: 4, it: 1 }, { intimidate: 1 }), 'intimidate')).toEqual({
      rolled: 5,
      kept: 4,
    });
  });

  it('TV-COT-GEAR-1-a: Muscle 3, Shooting 2 and a Tommy gun attack with 7k4', () => {
    const base = skillPool(rated({ muscle: 3 }, { shooting: 2 }), 'shooting');
    const tommy = weaponModifier('Submachine gun (Tommy gun)', defaultSettings);
    expect(buildPool(base, [tommy]).pool).toEqual({ rolled: 7, kept: 4 });
  });

  it('refuses a weapon the table does not have', () => {
    expect(() => weaponModifier('Ray gun', defaultSettings)).toThrow(RangeError);
  });
});

describe('coverRollPool', () => {
  it('TV-COT-GEAR-2-a: Muscle 3, Resist 2 and a steel vest roll 6k4 for Cover', () => {
    expect(coverRollPool(rated({ muscle: 3 }, { resist: 2 }, steelVest), defaultSettings)).toEqual({
      rolled: 6,
      kept: 4,
    });
  });
});

describe('passive scores', () => {
  it.each([
    ['TV-COT-DICE-9-a: 5k3 scores 3×3 + 2 = 11', { rolled: 5, kept: 3 }, 11],
    ['TV-COT-DICE-9-b: 6k2 scores 3×2 + 4 = 10', { rolled: 6, kept: 2 }, 10],
  ])('%s', (_name, pool, score) => {
    expect(passiveScore(pool)).toBe(score);
  });

  it('TV-COT-DICE-9-a: Brains 3 + Lookout 2 gives Awareness 11', () => {
    expect(awarenessScore(rated({ brains: 3 }, { lookout: 2 }), defaultSettings)).toBe(11);
  });

  it('TV-COT-DICE-9-b: Muscle 2 + Resist 4 gives Training 10', () => {
    expect(trainingScore(rated({ muscle: 2 }, { resist: 4 }), defaultSettings)).toBe(10);
  });

  it('TV-COT-DICE-9-c: Muscle 2 + Resist 2 with armour +1k1 is 5k3, Training 11', () => {
    expect(trainingScore(rated({ muscle: 2 }, { resist: 2 }, steelVest), defaultSettings)).toBe(11);
  });

  it('TV-COT-GUARD-2-a: a guard with Brains 2, Lookout 3 has Awareness 9', () => {
    expect(awarenessScore(rated({ brains: 2 }, { lookout: 3 }), defaultSettings)).toBe(9);
    expect(awarenessScore(sheet('brannigan'), defaultSettings)).toBe(9);
  });

  it('TV-COT-GUARD-2-b: a guard with Muscle 3, Resist 1 and a steel vest has Training 13', () => {
    expect(trainingScore(rated({ muscle: 3 }, { resist: 1 }, steelVest), defaultSettings)).toBe(13);
    expect(trainingScore(sheet('brannigan'), defaultSettings)).toBe(13);
  });

  it('COT-D-17: without armour_in_training the vest does not count', () => {
    const settings = withDefaults({ armourInTraining: false });
    expect(trainingScore(rated({ muscle: 3 }, { resist: 1 }, steelVest), settings)).toBe(10);
  });

  it('adds the modifiers of the moment to Awareness (Heat, Call for Help)', () => {
    const heat = { rolled: 1, kept: 0, source: 'Heat' };
    expect(awarenessScore(rated({ brains: 2 }, { lookout: 3 }), defaultSettings, [heat])).toBe(10);
  });
});

describe('foresightCap', () => {
  it('TV-COT-FORE-2-a: Brains 3, Planning 2 caps Foresight at 5', () => {
    expect(foresightCap(rated({ brains: 3 }, { planning: 2 }))).toBe(5);
  });
});
