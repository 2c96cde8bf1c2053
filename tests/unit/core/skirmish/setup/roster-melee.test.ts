import { describe, expect, it } from 'vitest';
import {
  currentRosterTexts,
  modelProfile,
  parseModel,
  parseRoster,
  printModel,
  profileProblems,
} from '../../../../../core/skirmish/index.ts';
import { entry, fight, side } from '../support/fight.ts';

/** BRG-D-11: a model's melee weapon in the roster's short and table formats, and in its profile's rules. */

describe('melee weapons in a roster (BRG-D-11)', () => {
  it('reads `melee Name (flags)`: lethal and 3d8 unless its flags say otherwise', () => {
    expect(parseModel('Ruth (2/5) Pistol, melee Sap (non-lethal)')).toMatchObject({
      melee: { weapon: 'Sap', lethal: false, dice: 8 },
    });
    expect(parseModel('Big Tony (4/6) SMG and melee Knife (3d10)')).toMatchObject({
      melee: { weapon: 'Knife', lethal: true, dice: 10 },
    });
    expect(parseModel('Vera (3/4) melee Brass knuckles (non-lethal, d10)')).toMatchObject({
      melee: { weapon: 'Brass knuckles', lethal: false, dice: 10 },
    });
    const plain = parseModel('Mr. A (3/5) SMG');
    expect(plain).not.toHaveProperty('melee');
  });

  it('names a bad melee phrase', () => {
    const problems = (line: string) => parseRoster(line).problems.map((p) => p.message);
    expect(problems('Ruth (2/5) melee Sap (sharp)')).toEqual([
      '"sharp" is not a melee flag (lethal, non-lethal, 3d8, 3d10)',
    ]);
    expect(problems('Ruth (2/5) melee Sap, melee Knife')).toEqual(['A model strikes with one melee weapon']);
    expect(problems('Ruth (2/5) melee Sap w/2 reloads')).toEqual([
      '"melee Sap w/2 reloads" is not a melee weapon the roster knows',
    ]);
  });

  it('prints it back in both formats, so a printed roster reads the same', () => {
    for (const line of [
      'Ruth (2/5) Service pistol w/2 reloads, melee Sap (non-lethal)',
      'Big Tony (4/6) Submachine gun w/2 reloads, body armor, melee Knife (3d10)',
      'Vera (3/4) melee Brass knuckles (non-lethal, 3d10)',
      'Sal (3/5) Assault rifle w/2 reloads, melee Machete',
    ]) {
      const profile = parseModel(line);
      if (Array.isArray(profile)) throw new Error(profile[0]!.message);
      expect(printModel(profile)).toBe(line);
      const table = parseRoster(
        `Name\tActions\tSkill\tEquipment\n${profile.name}\t${profile.actions}\t${profile.skill}\t${line.slice(line.indexOf(')') + 2)}`,
      );
      expect(table.models[0]).toEqual(profile);
    }
  });

  it('keeps a melee weapon and the carried shifts left in the roster as it stands', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG, melee Knife (3d10)')]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
      ],
      bridge: {},
    });
    expect(currentRosterTexts(f.state, 'crew').short).toBe(
      'Big Tony (4/6) Submachine gun w/2 reloads, melee Knife (3d10)',
    );
  });

  it('refuses a melee name the gear list could not hold, a die other than d8 or d10, and a bad COT pool', () => {
    const knife = (weapon: string, dice = 8) =>
      profileProblems(modelProfile('Tony', 4, 6, { melee: { weapon, lethal: true, dice: dice as 8 } }));
    expect(knife('Knife')).toEqual([]);
    expect(knife('Bat and chain')[0]).toMatch(/^A melee weapon's name has 1–40 letters/);
    expect(knife('Sword, long')[0]).toMatch(/^A melee weapon's name/);
    expect(knife('Knife', 12)).toEqual(['A Strike rolls d8 or d10 (got d12) (BRG-D-11)']);
    const pool = (rolled: number, kept: number, shifts = 0) =>
      profileProblems(modelProfile('Tony', 4, 6, { cot: { muscleAthletics: { rolled, kept }, shifts } }));
    expect(pool(6, 4)).toEqual([]);
    expect(pool(2, 3)).toEqual([
      'Muscle + Athletics must be a pool of 1–20 dice keeping 1 to all of them (got 2k3)',
    ]);
    expect(pool(3, 2, 10)).toEqual(['Carried shifts must be 0–9 (got 10) (BRG-D-17)']);
  });
});
