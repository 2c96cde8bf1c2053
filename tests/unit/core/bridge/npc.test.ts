import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bridge, characterId, defaultSettings, skirmish, withDefaults } from '../../../../core/index.ts';
import { accepted, grenadesLeft, model, settings, short, table, w } from './support.ts';

/** HEIST → COT: a model without a COT sheet becomes an NPC, and back (BRG-D-7, BRG-D-8, BRG-D-31). */

const npc = (line: string, employer = 'the Rossi gang', at = settings) =>
  accepted(bridge.npcOf(model(line), characterId(line.split(' (')[0]!.toLowerCase()), employer, at, table));

/** The model an NPC becomes again, from its sheet and its mapping record. */
const back = (made: bridge.ImportedNpc, at = settings) =>
  accepted(bridge.modelOf(made.character, at, table, { record: made.record })).profile;

describe('npcOf (BRG-D-7)', () => {
  it('TV-BRG-D-7-a: Mr. A (3/5) SMG w/2 reloads -> Muscle 3, Shooting 2, Resist 2, Submachine gun; Training 11; Awareness 7; back to HEIST -> (3/5)', () => {
    const made = npc('Mr. A (3/5) SMG w/2 reloads');
    const { abilities, skills, weapons } = made.character;
    expect([abilities.muscle, skills.shooting, skills.resist]).toEqual([3, 2, 2]);
    expect(weapons).toEqual([w.tommy]);
    expect([made.training, made.awareness]).toEqual([11, 7]);
    expect(short(back(made))).toBe('Mr. A (3/5) Submachine gun w/2 reloads');
  });

  it('TV-BRG-D-7-b: Mr. D (2/3) Pistol w/1 reload -> Muscle 2, Shooting 1, Resist 1; Training 7; back -> Mr. D (2/3) Service pistol w/1 reload', () => {
    const made = npc('Mr. D (2/3) Pistol w/1 reload');
    const { abilities, skills } = made.character;
    expect([abilities.muscle, skills.shooting, skills.resist, made.training]).toEqual([2, 1, 1, 7]);
    expect(short(back(made))).toBe('Mr. D (2/3) Service pistol w/1 reload');
  });

  it('TV-BRG-D-7-c: (5/3) -> Muscle 5, Shooting 0 (clamped), heistSkillOverride 3; back to HEIST -> (5/3), not (5/5)', () => {
    const made = npc('Mr. C (5/3)');
    expect([made.character.abilities.muscle, made.character.skills.shooting]).toEqual([5, 0]);
    expect(made.record.heistSkillOverride).toBe(3);
    expect(short(back(made))).toBe('Mr. C (5/3)');
  });

  it('TV-BRG-D-7-d: (3/10) -> Shooting 5 (clamped), heistSkillOverride 10; back -> (3/10)', () => {
    const made = npc('Mr. X (3/10)');
    expect(made.character.skills.shooting).toBe(5);
    expect(made.record.heistSkillOverride).toBe(10);
    expect(short(back(made))).toBe('Mr. X (3/10)');
  });

  it('TV-BRG-D-7-e: muscle_plus_best_of_shooting_explosives; Mr. T (3/3) SMG w/2 reloads, Frag grenade -> Muscle 3, Shooting 0, Explosives 1; the formula would give 3 + 1 = 4, so heistSkillOverride 3; back -> (3/3)', () => {
    const best = { ...settings, bridgeSkillFormula: 'muscle_plus_best_of_shooting_explosives' as const };
    const made = npc('Mr. T (3/3) SMG w/2 reloads, Frag grenade', 'the Rossi gang', best);
    const { abilities, skills, weapons } = made.character;
    expect([abilities.muscle, skills.shooting, skills.explosives]).toEqual([3, 0, 1]);
    expect(weapons).toEqual([w.tommy, w.dynamite]);
    expect(made.record.heistSkillOverride).toBe(3);
    const again = back(made, best);
    expect([again.actions, again.skill]).toEqual([3, 3]);
  });

  it('TV-BRG-D-7-f: Mr. M (3/5) Magazine shotgun w/1 reload -> COT Shotgun (+2k1) recorded as a Magazine shotgun; back -> Mr. M (3/5) Magazine shotgun w/1 reload, not a Combat shotgun', () => {
    const made = npc('Mr. M (3/5) Magazine shotgun w/1 reload');
    expect(made.character.weapons).toEqual([w.shotgun]);
    expect(made.record.firearms).toEqual([
      { weapon: w.shotgun, heist: 'Magazine shotgun', reloads: 1, counters: 0, broken: false },
    ]);
    expect(short(back(made))).toBe('Mr. M (3/5) Magazine shotgun w/1 reload');
  });

  it('BRG-D-7: the defaults — Fingers, Brains, It 2; Athletics, Lookout, Size Up 1; other skills 0; one Prime Loyalty', () => {
    const { character } = npc('Mr. A (3/5) SMG w/2 reloads', 'the Rossi gang');
    expect(character.kind).toBe('npc');
    expect(character.abilities).toEqual({ muscle: 3, fingers: 2, brains: 2, it: 2 });
    const nonZero = Object.entries(character.skills).filter(([, value]) => value > 0);
    expect(Object.fromEntries(nonZero)).toEqual({
      shooting: 2,
      resist: 2,
      athletics: 1,
      lookout: 1,
      sizeUp: 1,
    });
    expect(character.loyalties).toEqual([{ relation: 'Devoted', subject: 'the Rossi gang', prime: true }]);
    expect(character.presentedIdentity).toBe('Mr. A');
  });

  it('BRG-D-7: the record keeps the model’s original profile in the short format', () => {
    const made = npc('Mr. A (3/5) SMG w/2 reloads, body armor, 2 smoke grenades, gas mask');
    expect(made.record.originalProfile).toBe(
      'Mr. A (3/5) Submachine gun w/2 reloads, 2 smoke grenades, body armor, gas mask',
    );
    expect(made.character.armour).toBe('Steel vest, body armour');
    expect(made.character.gear).toEqual([
      { name: 'Smoke grenade', note: '' },
      { name: 'Smoke grenade', note: '' },
      { name: 'Gas mask', note: '' },
    ]);
  });

  it('BRG-D-7: the GM changing Muscle, Shooting or Explosives drops the override', () => {
    const made = npc('Mr. C (5/3)');
    const shooting = { ...made.character, skills: { ...made.character.skills, shooting: 1 } };
    const again = accepted(bridge.modelOf(shooting, settings, table, { record: made.record }));
    expect([again.profile.actions, again.profile.skill, again.record.heistSkillOverride]).toEqual([
      5,
      6,
      null,
    ]);
    const unchanged = accepted(bridge.modelOf(made.character, settings, table, { record: made.record }));
    expect(unchanged.record.heistSkillOverride).toBe(3);
  });

  it('BRG-D-7: an imported model whose ratings are untouched comes back as it came after the table changes its skill formula', () => {
    const made = npc('Mr. T (3/3) SMG w/2 reloads, Frag grenade');
    expect(made.record.heistSkillOverride).toBeNull();
    const best = { ...settings, bridgeSkillFormula: 'muscle_plus_best_of_shooting_explosives' as const };
    expect(back(made, best).skill).toBe(3);
    // a COT character converted before follows the table's formula
    const converted = accepted(bridge.modelOf(made.character, settings, table));
    const crewRecord = { ...converted.record, originalProfile: null };
    const again = accepted(bridge.modelOf(made.character, best, table, { record: crewRecord }));
    expect(again.profile.skill).toBe(4);
  });

  it('TV-BRG-D-8-b: HEIST Magazine shotgun -> COT Shotgun (+2k1); back to HEIST -> Magazine shotgun', () => {
    const made = npc('Mr. M (3/5) Magazine shotgun');
    const row = table.weaponTable.find((weapon) => weapon.name === made.character.weapons[0]);
    expect(row?.bonus).toEqual({ rolled: 2, kept: 1 });
    expect(back(made).long?.weapon).toBe('Magazine shotgun');
  });

  it('BRG-D-8: a drum-fed machinegun is a Machine gun in COT', () => {
    expect(npc('Mr. G (3/5) Machinegun, drum-fed').character.weapons).toEqual([w.machineGun]);
  });

  it('TV-BRG-D-31-a: "Mr. E (2/3) Pistol w/1 reload" imported as a new NPC of the Rossi gang, ends Wounded after 6 game rounds -> NPC Mr. E (Muscle 2, Shooting 1, Resist 1, Training 7, Devoted: Rossi gang), Wounded 3 days; 1 Action round', () => {
    const made = npc('Mr. E (2/3) Pistol w/1 reload', 'Rossi gang');
    const { abilities, skills, loyalties } = made.character;
    expect([abilities.muscle, skills.shooting, skills.resist, made.training]).toEqual([2, 1, 1, 7]);
    expect(loyalties).toEqual([{ relation: 'Devoted', subject: 'Rossi gang', prime: true }]);
    const health = accepted(
      bridge.healthAfter(
        made.character,
        { condition: made.character.condition, unconscious: false },
        { wounded: true, killed: false, armour: [], woken: false },
        settings,
        table,
      ),
    );
    expect(health.condition).toEqual({ state: 'wounded', recoveryDays: 3 });
    expect(accepted(bridge.skirmishTime(6, settings)).actionRounds).toBe(1);
  });

  it('refuses a model the HEIST rules refuse, an employer with no name, and a weapon row the GM removed', () => {
    const bad = { ...model('Mr. A (3/5)'), actions: 6 };
    expect(bridge.npcOf(bad, characterId('a'), 'Rossi', settings, table)).toMatchObject({
      ok: false,
      message: 'Mr. A: Actions must be 1–5 (got 6)',
    });
    expect(bridge.npcOf(model('Mr. A (3/5)'), characterId('a'), '  ', settings, table)).toMatchObject({
      ok: false,
      code: 'bridge/employer',
    });
    const noShotgun = withDefaults({
      ...defaultSettings,
      weaponTable: defaultSettings.weaponTable.filter((row) => row.name !== w.shotgun),
    });
    expect(
      bridge.npcOf(model('Mr. M (3/5) Magazine shotgun'), characterId('m'), 'Rossi', settings, noShotgun),
    ).toMatchObject({
      ok: false,
      message: 'Mr. M: the weapon table has no "Shotgun" row for its Magazine shotgun (BRG-D-8)',
    });
  });

  it('never changes the model it is given', () => {
    const profile = model('Mr. A (3/5) SMG w/2 reloads, Frag grenade');
    const before = structuredClone(profile);
    npc(short(profile));
    bridge.npcOf(profile, characterId('a'), 'Rossi', settings, table);
    expect(profile).toEqual(before);
  });
});

// ── Properties ───────────────────────────────────────────────────────────────────────────────────────

const nameChars = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-'&"];
const modelNames = fc
  .tuple(
    fc.array(fc.constantFrom(...nameChars), { minLength: 1, maxLength: 20 }),
    fc.array(fc.constantFrom(...nameChars, ' '), { maxLength: 39 }),
  )
  .map(([head, rest]) => `${head.join('')}${rest.join('')}`.trim());

const load = (names: readonly skirmish.WeaponName[]) =>
  fc.option(
    fc
      .record({
        weapon: fc.constantFrom(...names),
        reloads: fc.integer({ min: 0, max: 20 }),
        stockless: fc.boolean(),
        nonLethal: fc.boolean(),
      })
      .map(({ weapon, reloads, stockless, nonLethal }) => ({
        weapon,
        reloads,
        ...(stockless ? { stockless: true } : {}),
        ...(nonLethal ? { nonLethal: true } : {}),
      })),
    { nil: null },
  );

const kindOf = (slot: 'long' | 'sidearm') =>
  skirmish.weaponNames.filter((name) => skirmish.weaponTable[name].kind === slot);

/** Any model the HEIST roster accepts, in the canonical shape `parseRoster` gives. */
const models: fc.Arbitrary<skirmish.ModelProfile> = fc
  .record({
    name: modelNames,
    actions: fc.integer({ min: 1, max: 5 }),
    skill: fc.integer({ min: 1, max: 10 }),
    long: load(kindOf('long')),
    sidearm: load(kindOf('sidearm')),
    grenades: fc.record(
      Object.fromEntries(skirmish.grenadeKinds.map((kind) => [kind, fc.integer({ min: 1, max: 9 })])),
      { requiredKeys: [] },
    ),
    armor: fc.boolean(),
    gasMask: fc.boolean(),
    weaponLight: fc.boolean(),
    nightVision: fc.boolean(),
    speedloaders: fc.boolean(),
  })
  .map((profile) => profile as skirmish.ModelProfile);

const formulas = fc.constantFrom<bridge.SkillFormula>(
  'muscle_plus_shooting',
  'muscle_plus_best_of_shooting_explosives',
);

describe('model → NPC → model (BRG-D-7)', () => {
  it('is the identity for any valid model, under either skill formula', () => {
    fc.assert(
      fc.property(models, formulas, (profile, formula) => {
        expect(skirmish.profileProblems(profile)).toEqual([]);
        const at = { ...settings, bridgeSkillFormula: formula };
        const made = accepted(bridge.npcOf(profile, characterId('npc-1'), 'the Rossi gang', at, table));
        expect(back(made, at)).toEqual(profile);
      }),
      { numRuns: 300 },
    );
  });
});

describe('convert, then write back with no fight in between (BRG-D-25)', () => {
  it('changes neither the sheet’s weapons and gear nor the next conversion', () => {
    fc.assert(
      fc.property(models, formulas, (profile, formula) => {
        const at = { ...settings, bridgeSkillFormula: formula };
        const made = accepted(bridge.npcOf(profile, characterId('npc-1'), 'the Rossi gang', at, table));
        const first = accepted(bridge.modelOf(made.character, at, table, { record: made.record }));
        const start = first.profile;
        const end = {
          weapons: {
            long: start.long && { ...weaponAtStart(start.long) },
            sidearm: start.sidearm && { ...weaponAtStart(start.sidearm) },
          },
          grenades: grenadesLeft(start.grenades),
        };
        const after = accepted(bridge.gearAfter(made.character, first, end));
        expect(after.weapons).toEqual(made.character.weapons);
        expect(after.gear).toEqual(made.character.gear);
        const next = { ...made.character, weapons: after.weapons, gear: after.gear };
        expect(accepted(bridge.modelOf(next, at, table, { record: after.record })).profile).toEqual(start);
      }),
      { numRuns: 200 },
    );
  });
});

function weaponAtStart(load: skirmish.WeaponLoad): skirmish.WeaponState {
  return {
    ...load,
    counters: 0,
    progress: 0,
    magazineOut: false,
    jammed: false,
    failedClears: 0,
    broken: false,
    dropped: false,
  };
}
