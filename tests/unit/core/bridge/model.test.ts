import { describe, expect, it } from 'vitest';
import {
  bridge,
  characterId,
  defaultSettings,
  seededDice,
  skirmish,
  withDefaults,
} from '../../../../core/index.ts';
import { accepted, coat, settings, sheet, short, table, vest, w } from './support.ts';

/** COT → HEIST: characters to models (bridge.md §2–3). */

const convert = (...args: Parameters<typeof bridge.modelOf>) => accepted(bridge.modelOf(...args));

describe('modelOf: actions and skill from a sheet (BRG-D-4, BRG-D-5)', () => {
  it.each([
    ['TV-BRG-D-5-a', 3, 2, 3, 5],
    ['TV-BRG-D-5-b', 2, 0, 2, 2],
    ['TV-BRG-D-5-c', 5, 5, 5, 10],
    ['TV-BRG-D-5-d', 1, 0, 1, 1],
  ])('%s: Muscle %i, Shooting %i -> (%i/%i)', (_, muscle, shooting, actions, skill) => {
    const { profile } = convert(sheet('Ruth', { muscle, shooting }), settings, table);
    expect([profile.actions, profile.skill]).toEqual([actions, skill]);
  });

  it('TV-BRG-D-5-e: ability_max = skill_max = 6; Muscle 6, Shooting 6 -> (5/10), clamped from 6 and 12', () => {
    const wide = withDefaults({ ...defaultSettings, abilityMax: 6, skillMax: 6 });
    const { profile } = convert(sheet('Ruth', { muscle: 6, shooting: 6 }, wide), settings, wide);
    expect([profile.actions, profile.skill]).toEqual([5, 10]);
  });

  it('BRG-D-5: the alternative formula adds the better of Shooting and Explosives', () => {
    const best = { ...settings, bridgeSkillFormula: 'muscle_plus_best_of_shooting_explosives' as const };
    const sal = sheet('Sal', { muscle: 3, shooting: 1, explosives: 3 });
    expect(convert(sal, best, table).profile.skill).toBe(6);
    expect(convert(sal, settings, table).profile.skill).toBe(4);
  });

  it('records the inputs and the formula it converted from (bridge.md §7)', () => {
    const { record } = convert(sheet('Ruth', { muscle: 2, shooting: 3, explosives: 1 }), settings, table);
    expect(record.inputs).toEqual({
      formula: 'muscle_plus_shooting',
      muscle: 2,
      shooting: 3,
      explosives: 1,
      training: null,
      armourShare: 0,
    });
    expect(record.heistSkillOverride).toBeNull();
    expect(record.originalProfile).toBeNull();
  });
});

describe('modelOf: score-only NPCs from their Training (BRG-D-6)', () => {
  const guard = (armour: string | null = null) => sheet('G1', { kind: 'guard', armour });

  it('TV-BRG-D-6-a: Training 8 -> (2/4)', () => {
    const { profile } = convert(guard(), settings, table, { training: 8 });
    expect([profile.actions, profile.skill]).toEqual([2, 4]);
  });

  it('TV-BRG-D-6-b: Training 11 -> (3/5)', () => {
    const { profile } = convert(guard(), settings, table, { training: 11 });
    expect([profile.actions, profile.skill]).toEqual([3, 5]);
  });

  it('TV-BRG-D-6-c: Training 13 including a steel vest (+3) -> use 10 -> (3/5), plus body armor', () => {
    const { profile, record } = convert(guard(vest), settings, table, { training: 13 });
    expect([profile.actions, profile.skill, profile.armor]).toEqual([3, 5, true]);
    expect(record.inputs).toMatchObject({ training: 13, armourShare: 3 });
  });

  it('TV-BRG-D-6-d: armour_in_training = false, Training 10, steel vest worn -> use 10 -> (3/5), plus body armor (not 7 -> (2/3))', () => {
    const apart = withDefaults({ ...defaultSettings, armourInTraining: false });
    const { profile } = convert(guard(vest), settings, apart, { training: 10 });
    expect([profile.actions, profile.skill, profile.armor]).toEqual([3, 5, true]);
  });

  it('BRG-D-6: a heavy coat’s share is 1', () => {
    expect(bridge.armourShare({ bonus: { rolled: 1, kept: 0 } })).toBe(1);
    const { profile } = convert(guard(coat), settings, table, { training: 12 });
    expect([profile.actions, profile.skill, profile.armor]).toEqual([3, 5, false]);
  });
});

describe('modelOf: weapons, reloads and the default loadout (BRG-D-8, BRG-D-10, BRG-D-38)', () => {
  it('TV-BRG-D-8-a: COT gear [Tommy gun, revolver, knife] -> HEIST Submachine gun + Service revolver; knife only usable with the melee extension', () => {
    const tony = sheet('Big Tony', { muscle: 4, weapons: [w.tommy, w.revolver, w.knife] });
    const on = convert(tony, settings, table);
    expect([on.profile.long?.weapon, on.profile.sidearm?.weapon]).toEqual([
      'Submachine gun',
      'Service revolver',
    ]);
    expect(on.melee?.weapons).toEqual([
      { name: w.knife, lethal: true },
      { name: 'Fists', lethal: false },
    ]);
    const off = convert(tony, { ...settings, bridgeMelee: false }, table);
    expect(off.melee).toBeNull();
    expect(off.loadout.left).toEqual([
      { weapon: w.knife, index: 2, why: 'a melee weapon, for the melee extension only (BRG-D-11)' },
    ]);
  });

  it('TV-BRG-D-10-a: COT character with Tommy gun and revolver -> SMG w/2 reloads, Service revolver w/1 reload (with speedloaders)', () => {
    const { profile } = convert(sheet('Big Tony', { weapons: [w.tommy, w.revolver] }), settings, table);
    expect(profile.long).toEqual({ weapon: 'Submachine gun', reloads: 2 });
    expect(profile.sidearm).toEqual({ weapon: 'Service revolver', reloads: 1 });
    expect(profile.speedloaders).toBe(true);
  });

  it('TV-BRG-D-10-b: COT character with an automatic pistol only -> Service pistol w/2 reloads', () => {
    const { profile } = convert(sheet('Ruth', { weapons: [w.pistol] }), settings, table);
    expect(profile.sidearm).toEqual({ weapon: 'Service pistol', reloads: 2 });
  });

  it('TV-BRG-D-10-c: COT character with a revolver and a knife -> Service revolver w/2 reloads, speedloaders (the knife is no firearm)', () => {
    const { profile } = convert(sheet('Sal', { weapons: [w.revolver, w.knife] }), settings, table);
    expect(profile.sidearm).toEqual({ weapon: 'Service revolver', reloads: 2 });
    expect(profile.speedloaders).toBe(true);
    expect(profile.long).toBeNull();
  });

  it('BRG-D-10: converted revolvers carry speedloaders whatever revolver_speedloaders_default says', () => {
    const none = withDefaults({ ...defaultSettings, revolverSpeedloadersDefault: false });
    expect(convert(sheet('Sal', { weapons: [w.revolver] }), settings, none).profile.speedloaders).toBe(true);
  });

  it('TV-BRG-D-10-d: COT character with a rifle and a machine pistol -> Assault rifle w/2 reloads, Machine pistol w/1 reload', () => {
    const { profile } = convert(sheet('Vera', { weapons: [w.rifle, w.machinePistol] }), settings, table);
    expect(profile.long).toEqual({ weapon: 'Assault rifle', reloads: 2 });
    expect(profile.sidearm).toEqual({ weapon: 'Machine pistol', reloads: 1 });
  });

  it('TV-BRG-D-38-a: gear [Tommy gun, Shotgun, Revolver, Automatic pistol] -> Submachine gun (listed before the Shotgun, both +2k1) and Service revolver (listed before the Automatic pistol, both +1k0)', () => {
    const c = convert(sheet('Sal', { weapons: [w.tommy, w.shotgun, w.revolver, w.pistol] }), settings, table);
    expect([c.profile.long?.weapon, c.profile.sidearm?.weapon]).toEqual([
      'Submachine gun',
      'Service revolver',
    ]);
    expect(c.loadout.long).toMatchObject({ weapon: w.tommy, index: 0 });
    expect(c.loadout.sidearm).toMatchObject({ weapon: w.revolver, index: 2 });
  });

  it('TV-BRG-D-38-b: gear [Rifle, Shotgun, Machine pistol, Revolver] -> Combat shotgun (+2k1 > +1k1) and Machine pistol (+2k0 > +1k0); the Rifle and the Revolver stay in the COT gear', () => {
    const c = convert(
      sheet('Sal', { weapons: [w.rifle, w.shotgun, w.machinePistol, w.revolver] }),
      settings,
      table,
    );
    expect([c.profile.long?.weapon, c.profile.sidearm?.weapon]).toEqual(['Combat shotgun', 'Machine pistol']);
    expect(c.loadout.left.map((left) => left.weapon)).toEqual([w.rifle, w.revolver]);
    expect(c.line).toContain('Rifle and Revolver stay in the COT gear');
  });

  it('BRG-D-38: the player may take any one long weapon and one sidearm instead; `ask` says when there is a choice', () => {
    const sal = sheet('Sal', { weapons: [w.rifle, w.shotgun, w.machinePistol, w.revolver] });
    const chosen = convert(sal, settings, table, { loadout: { long: w.rifle, sidearm: w.revolver } });
    expect([chosen.profile.long?.weapon, chosen.profile.sidearm?.weapon]).toEqual([
      'Assault rifle',
      'Service revolver',
    ]);
    expect(chosen.loadout.choices).toEqual({
      long: [w.rifle, w.shotgun],
      sidearm: [w.machinePistol, w.revolver],
    });
    expect(chosen.loadout.asks).toBe(false);
    const ask = { ...settings, bridgeLoadoutDefault: 'ask' as const };
    expect(convert(sal, ask, table).loadout.asks).toBe(true);
    expect(convert(sheet('Ruth', { weapons: [w.pistol] }), ask, table).loadout.asks).toBe(false);
    // Once the player has chosen for every slot with a choice, nothing is asked any more; half a choice still asks.
    const both = { loadout: { long: w.shotgun, sidearm: w.revolver } };
    expect(convert(sal, ask, table, both).loadout.asks).toBe(false);
    expect(convert(sal, ask, table, { loadout: { long: w.shotgun } }).loadout.asks).toBe(true);
  });

  it('BRG-D-38: a loadout naming a weapon the character cannot take is refused, naming it', () => {
    const result = bridge.modelOf(sheet('Ruth', { weapons: [w.pistol] }), settings, table, {
      loadout: { long: w.rifle },
    });
    expect(result).toMatchObject({ ok: false, code: 'bridge/loadout' });
    expect((result as { message: string }).message).toBe(
      'Ruth has no usable long weapon called "Rifle" (BRG-D-38; usable: none)',
    );
  });

  it('BRG-D-8, D-38: grenades and dynamite all come along, one Frag grenade each', () => {
    const sal = sheet('Sal', { weapons: [w.rifle, w.dynamite, w.dynamite, w.dynamite] });
    const c = convert(sal, settings, table);
    expect(c.profile.grenades).toEqual({ frag: 3 });
    expect(c.loadout.frags).toEqual([1, 2, 3]);
  });

  it('BRG-D-10: Reload items and HEIST-only gear on the sheet come along as reloads, grenades and equipment', () => {
    const vera = sheet('Vera', {
      weapons: [w.tommy, w.revolver],
      gear: [
        { name: 'Reload', note: '' },
        { name: 'reload', note: 'Revolver' },
        { name: 'Flashbang', note: '' },
        { name: 'Gas mask', note: '' },
        { name: 'Rope', note: '50 ft' },
      ],
    });
    const c = convert(vera, settings, table);
    expect(c.profile.long).toEqual({ weapon: 'Submachine gun', reloads: 3 });
    expect(c.profile.sidearm).toEqual({ weapon: 'Service revolver', reloads: 2 });
    expect(c.profile.grenades).toEqual({ flashbang: 1 });
    expect(c.profile.gasMask).toBe(true);
    expect(c.loadout.long?.reloadItems).toEqual([0]);
    expect(c.loadout.sidearm?.reloadItems).toEqual([1]);
    // the record keeps the weapons' own reloads; the items stay on the sheet until used
    expect(c.record.firearms.map((f) => [f.weapon, f.reloads])).toEqual([
      [w.tommy, 2],
      [w.revolver, 1],
    ]);
  });
});

describe('modelOf: armour (BRG-D-9)', () => {
  it('TV-BRG-D-9-a: COT steel vest -> HEIST body armor = yes; heavy coat -> no', () => {
    expect(convert(sheet('Kowalski', { armour: vest }), settings, table).profile.armor).toBe(true);
    expect(convert(sheet('Ruth', { armour: coat }), settings, table).profile.armor).toBe(false);
  });
});

describe('modelOf: the melee extension’s data (BRG-D-11)', () => {
  it('rolls 3d10 with Hand to Hand 3 or more, else 3d8; the largest bonus is the default weapon; Blunt is non-lethal', () => {
    const tony = sheet('Big Tony', { handToHand: 3, weapons: [w.sap, w.knife, 'Sword, axe, crowbar'] });
    const melee = convert(tony, settings, table).melee;
    expect(melee?.dice).toBe(10);
    expect(melee?.weapon).toEqual({ name: 'Sword, axe, crowbar', lethal: true });
    expect(melee?.weapons[0]).toEqual({ name: w.sap, lethal: false });
    const ruth = convert(sheet('Ruth', { handToHand: 2, weapons: [w.sap] }), settings, table).melee;
    expect([ruth?.dice, ruth?.weapon]).toEqual([8, { name: w.sap, lethal: false }]);
  });

  it('gives a character without a melee weapon its fists, non-lethal', () => {
    const melee = convert(sheet('Ruth', { weapons: [w.pistol] }), settings, table).melee;
    expect(melee).toEqual({
      weapons: [{ name: 'Fists', lethal: false }],
      weapon: { name: 'Fists', lethal: false },
      dice: 8,
    });
  });
});

describe('modelOf: the worked example (section 6)', () => {
  it('TV-BRG-E2E-a: Ruth (2/5) Service pistol w/2 reloads; Big Tony (4/6) SMG w/2 reloads, Service revolver w/1 reload, body armor; G1, G2 (3/5) Service revolver w/2 reloads', () => {
    const ruth = sheet('Ruth', { muscle: 2, shooting: 3, resist: 2, weapons: [w.pistol], armour: coat });
    const tony = sheet('Big Tony', {
      muscle: 4,
      shooting: 2,
      resist: 3,
      weapons: [w.tommy, w.revolver],
      armour: vest,
    });
    expect(short(convert(ruth, settings, table).profile)).toBe('Ruth (2/5) Service pistol w/2 reloads');
    expect(short(convert(tony, settings, table).profile)).toBe(
      'Big Tony (4/6) Submachine gun w/2 reloads, Service revolver w/1 reload, body armor',
    );
    for (const name of ['G1', 'G2']) {
      const guard = sheet(name, { kind: 'guard', weapons: [w.revolver] });
      expect(short(convert(guard, settings, table, { training: 11 }).profile)).toBe(
        `${name} (3/5) Service revolver w/2 reloads`,
      );
    }
  });
});

describe('modelOf: the model is a roster profile', () => {
  it('reads back from its short format as the same profile (the New-fight form’s roster)', () => {
    const tony = sheet('Big Tony', {
      muscle: 4,
      shooting: 2,
      weapons: [w.tommy, w.revolver, w.dynamite],
      armour: vest,
    });
    const { profile } = convert(tony, settings, table);
    expect(skirmish.parseModel(short(profile))).toEqual(profile);
    expect(skirmish.profileProblems(profile)).toEqual([]);
  });

  it('goes on a table unchanged: the skirmish opens with the converted models as they are', () => {
    const ruth = convert(sheet('Ruth', { muscle: 2, shooting: 3, weapons: [w.pistol] }), settings, table);
    const g1 = convert(sheet('G1', { kind: 'guard', weapons: [w.revolver] }), settings, table, {
      training: 11,
    });
    const opened = skirmish.startSkirmish(
      {
        sides: [
          { id: 'crew', name: 'Crew', stance: 'aggressive', models: [{ id: 'ruth', profile: ruth.profile }] },
          { id: 'guards', name: 'Guards', stance: 'defensive', models: [{ id: 'g1', profile: g1.profile }] },
        ],
        firstSide: 'crew',
      },
      seededDice(1),
      skirmish.houseDeck,
    );
    expect(opened.ok).toBe(true);
    const started = opened.ok ? opened.events[0] : undefined;
    expect(
      started?.type === 'skirmish/started' && started.models.map((m) => [m.name, m.actions, m.skill]),
    ).toEqual([
      ['Ruth', 2, 5],
      ['G1', 3, 5],
    ]);
  });

  it('names the model after the character, without the brackets HEIST names cannot hold', () => {
    expect(bridge.modelName('Ruth (as delivery girl)')).toBe('Ruth as delivery girl');
    expect(bridge.modelName('x'.repeat(70))).toHaveLength(60);
  });

  it('never changes the sheet, the settings or the record it is given', () => {
    const tony = sheet('Big Tony', { weapons: [w.tommy, w.revolver], gear: [{ name: 'Reload', note: '' }] });
    const before = structuredClone(tony);
    const first = convert(tony, settings, table);
    const record = structuredClone(first.record);
    convert(tony, settings, table, { record: first.record });
    expect(tony).toEqual(before);
    expect(first.record).toEqual(record);
  });
});

describe('modelOf: bad input', () => {
  it('refuses a sheet out of the table’s ranges, naming the rating', () => {
    const result = bridge.modelOf(sheet('Ruth', { muscle: 7 }), settings, table);
    expect(result).toMatchObject({ ok: false, code: 'bridge/sheet' });
    expect((result as { message: string }).message).toBe('Ruth: Muscle must be 1–5 (got 7)');
  });

  it('refuses a weapon the table does not know', () => {
    const result = bridge.modelOf(sheet('Ruth', { weapons: ['Ray gun'] }), settings, table);
    expect((result as { message: string }).message).toBe('Ruth: "Ray gun" is not in the weapon table');
  });

  it('refuses a Dead character, a score-only Training out of range and a record of someone else', () => {
    expect(bridge.modelOf(sheet('G1', { condition: { state: 'dead' } }), settings, table)).toMatchObject({
      ok: false,
      code: 'bridge/dead',
      message: 'G1 is Dead and cannot fight (COT-CHAR-6)',
    });
    expect(bridge.modelOf(sheet('G1'), settings, table, { training: 120 })).toMatchObject({
      ok: false,
      message: 'G1: a score-only Training must be a whole number 0–99 (got 120)',
    });
    const ruths = convert(sheet('Ruth', { weapons: [w.pistol] }), settings, table).record;
    expect(bridge.modelOf(sheet('Sal'), settings, table, { record: ruths })).toMatchObject({
      ok: false,
      message: "Sal: the mapping record given is ruth's, not Sal's",
    });
    expect(characterId('ruth')).toBe(ruths.character);
  });

  it('leaves a weapon the GM added, with no HEIST weapon, in the COT gear', () => {
    const custom = withDefaults({
      ...defaultSettings,
      weaponTable: [
        ...defaultSettings.weaponTable,
        { name: 'Elephant gun', skill: 'shooting', tags: ['firearm'], bonus: { rolled: 3, kept: 2 } },
      ],
    });
    const c = convert(sheet('Vera', { weapons: ['Elephant gun', w.rifle] }, custom), settings, custom);
    expect(c.profile.long?.weapon).toBe('Assault rifle');
    expect(c.loadout.left).toEqual([{ weapon: 'Elephant gun', index: 0, why: 'no HEIST weapon (BRG-D-8)' }]);
  });
});
