import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  grenadeKinds,
  modelProfile,
  parseModel,
  parseRoster,
  printModel,
  printRoster,
  profileProblems,
  weaponNames,
  weaponTable,
} from '../../../../../core/skirmish/index.ts';
import type { ModelProfile } from '../../../../../core/skirmish/index.ts';

const smg = { weapon: 'Submachine gun', reloads: 2 } as const;
const pistol = { weapon: 'Service pistol', reloads: 1 } as const;

describe('model profiles (HST-MODEL-1)', () => {
  it('TV-HST-MODEL-1-a: actions 6 and skill 0 are rejected; 3/5 is accepted', () => {
    expect(profileProblems(modelProfile('Mr. A', 6, 5))).toEqual(['Actions must be 1–5 (got 6)']);
    expect(profileProblems(modelProfile('Mr. A', 3, 0))).toEqual(['Skill must be 1–10 (got 0)']);
    expect(profileProblems(modelProfile('Mr. A', 3, 5))).toEqual([]);
    expect(parseRoster('Mr. A (6/5) SMG').problems[0]?.message).toBe('Actions must be 1–5 (got 6)');
  });
});

describe('the short format (HST-MODEL-2)', () => {
  it('TV-HST-MODEL-2-a: "Mr. A (3/5) SMG w/2 reloads" (source example)', () => {
    expect(parseModel('Mr. A (3/5) SMG w/2 reloads')).toEqual(modelProfile('Mr. A', 3, 5, { long: smg }));
  });

  it('TV-HST-MODEL-2-b: "Mr. D (2/3) Pistol w/1 reload" (source table)', () => {
    expect(parseModel('Mr. D (2/3) Pistol w/1 reload')).toEqual(
      modelProfile('Mr. D', 2, 3, { sidearm: pistol }),
    );
  });

  it('TV-HST-MODEL-2-c: the source table of Mr. A–E gives five models', () => {
    const table = [
      'Name\tActions\tSkill\tEquipment',
      'Mr. A\t3\t5\tSMG w/2 reloads',
      'Mr. B\t3\t5\tSMG w/2 reloads',
      'Mr. C\t3\t5\tSMG w/2 reloads',
      'Mr. D\t2\t3\tPistol w/1 reload',
      'Mr. E\t2\t3\tPistol w/1 reload',
    ].join('\n');
    const { models, problems } = parseRoster(table);
    expect(problems).toEqual([]);
    expect(models.map((m) => [m.name, m.actions, m.skill, m.long?.weapon ?? m.sidearm?.weapon])).toEqual([
      ['Mr. A', 3, 5, 'Submachine gun'],
      ['Mr. B', 3, 5, 'Submachine gun'],
      ['Mr. C', 3, 5, 'Submachine gun'],
      ['Mr. D', 2, 3, 'Service pistol'],
      ['Mr. E', 2, 3, 'Service pistol'],
    ]);
  });

  it('reads a markdown table and two-space columns alike', () => {
    const text =
      '| Name | Actions | Skill | Equipment |\n|---|---|---|---|\n| Mr. A | 3 | 5 | SMG w/2 reloads |\nMr. B  2  4  Pistol';
    const { models, problems } = parseRoster(text);
    expect(problems).toEqual([]);
    expect(models.map((m) => m.name)).toEqual(['Mr. A', 'Mr. B']);
    expect(models[1]?.sidearm).toEqual({ weapon: 'Service pistol', reloads: 2 }); // the only weapon is primary
  });

  it('keeps the comma inside "Machinegun, belt-fed" and splits the other items', () => {
    const model = parseModel(
      'Gunner (3/6) Machinegun, belt-fed w/1 reload, Service pistol, 2 frag grenades, vest',
    );
    expect(model).toEqual(
      modelProfile('Gunner', 3, 6, {
        long: { weapon: 'Machinegun, belt-fed', reloads: 1 },
        sidearm: { weapon: 'Service pistol', reloads: 1 },
        grenades: { frag: 2 },
        armor: true,
      }),
    );
  });

  it('HST-D-3: the parser aliases', () => {
    const aliases: Record<string, string> = {
      SMG: 'Submachine gun',
      Pistol: 'Service pistol',
      Revolver: 'Service revolver',
      AR: 'Assault rifle',
      Rifle: 'Assault rifle',
      Shotgun: 'Combat shotgun',
      MG: 'Machinegun, belt-fed',
    };
    for (const [alias, weapon] of Object.entries(aliases)) {
      const model = parseModel(`X (3/5) ${alias}`) as ModelProfile;
      expect(model.long?.weapon ?? model.sidearm?.weapon).toBe(weapon);
    }
    for (const armor of ['Armor', 'Body armor', 'Vest']) {
      expect((parseModel(`X (3/5) ${armor}`) as ModelProfile).armor).toBe(true);
    }
  });

  it('reads grenades, gas mask, light, night vision, speedloaders and weapon flags', () => {
    const model = parseModel(
      'Y (4/7) SMG (stockless) w/3 reloads, Revolver, smoke, 2x teargas, flashbang, gas mask, weapon light, NVG, no speedloaders',
    ) as ModelProfile;
    expect(model.long).toEqual({ weapon: 'Submachine gun', reloads: 3, stockless: true });
    expect(model.sidearm).toEqual({ weapon: 'Service revolver', reloads: 1 });
    expect(model.grenades).toEqual({ smoke: 1, teargas: 2, flashbang: 1 });
    expect([model.gasMask, model.weaponLight, model.nightVision, model.speedloaders]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('loadouts (HST-MODEL-3, HST-WPN-2)', () => {
  it('TV-HST-MODEL-3-a: "Mr. X (3/5) Assault rifle, Service pistol" -> rifle 2 reloads, pistol 1', () => {
    const model = parseModel('Mr. X (3/5) Assault rifle, Service pistol') as ModelProfile;
    expect(model.long).toEqual({ weapon: 'Assault rifle', reloads: 2 });
    expect(model.sidearm).toEqual({ weapon: 'Service pistol', reloads: 1 });
  });

  it('TV-HST-WPN-2-a: an assault rifle and a submachine gun -> rejected (two long weapons)', () => {
    expect(parseRoster('Mr. X (3/5) Assault rifle, SMG').problems).toEqual([
      { line: 1, text: 'Mr. X (3/5) Assault rifle, SMG', message: 'A model carries at most one long weapon' },
    ]);
  });
});

describe('malformed rosters', () => {
  it('lists every bad line with its number and problem, keeps the good ones, never throws', () => {
    const text = [
      'Mr. A (3/5) SMG w/2 reloads',
      'Mr. B (9/5) SMG',
      '',
      'Mr. C (3/5) Laser cannon',
      'just some words',
      'Mr. A (2/2) Pistol',
      'Mr. E\tthree\t5\tPistol',
    ].join('\n');
    const { models, problems } = parseRoster(text);
    expect(models.map((m) => m.name)).toEqual(['Mr. A']);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [2, 'Actions must be 1–5 (got 9)'],
      [4, '"Laser cannon" is not gear the roster knows'],
      [5, 'Expected "Name (Actions/Skill) gear" or the columns Name, Actions, Skill, Equipment'],
      [6, 'The name "Mr. A" is already used on line 1'],
      [7, 'Actions must be a whole number (got "three")'],
    ]);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = parseRoster(text);
        expect(result.models.length + result.problems.length).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

const load = (kind: 'long' | 'sidearm') =>
  fc.option(
    fc.record(
      {
        weapon: fc.constantFrom(...weaponNames.filter((w) => weaponTable[w].kind === kind)),
        reloads: fc.integer({ min: 0, max: 6 }),
        stockless: fc.constant(true),
        nonLethal: fc.constant(true),
      },
      { requiredKeys: ['weapon', 'reloads'] },
    ),
    { nil: null },
  );

const profile: fc.Arbitrary<ModelProfile> = fc.record({
  name: fc.constantFrom('Mr. A', 'Officer Dolan', 'Guard 2', 'Vex'),
  actions: fc.integer({ min: 1, max: 5 }),
  skill: fc.integer({ min: 1, max: 10 }),
  long: load('long'),
  sidearm: load('sidearm'),
  grenades: fc.record(
    Object.fromEntries(grenadeKinds.map((k) => [k, fc.integer({ min: 1, max: 3 })])) as Record<
      (typeof grenadeKinds)[number],
      fc.Arbitrary<number>
    >,
    { requiredKeys: [] },
  ),
  armor: fc.boolean(),
  gasMask: fc.boolean(),
  weaponLight: fc.boolean(),
  nightVision: fc.boolean(),
  speedloaders: fc.boolean(),
});

describe('printing', () => {
  it('prints the source example in full names', () => {
    expect(printModel(modelProfile('Mr. A', 3, 5, { long: smg }))).toBe(
      'Mr. A (3/5) Submachine gun w/2 reloads',
    );
  });

  it('short format and table both round-trip through the parser', () => {
    fc.assert(
      fc.property(fc.array(profile, { maxLength: 4 }), (profiles) => {
        const unique = profiles.map((p, i) => ({ ...p, name: `${p.name} ${i}` }));
        expect(parseRoster(printRoster(unique, 'short'))).toEqual({ models: unique, problems: [] });
        expect(parseRoster(printRoster(unique, 'table'))).toEqual({ models: unique, problems: [] });
      }),
    );
  });
});
