import { describe, expect, it } from 'vitest';
import { bridge, characterId } from '../../../../core/index.ts';
import type { Character } from '../../../../core/index.ts';
import { accepted, grenadesLeft, model, settings, sheet, table, w, weaponEnd } from './support.ts';

/** Ammunition and weapon condition carried back (BRG-D-25). */

const convert = (character: Character, record: bridge.BridgeRecord | null = null, training?: number) =>
  accepted(bridge.modelOf(character, settings, table, { record, ...(training ? { training } : {}) }));

/** The sheet, the conversion and the gear after a fight that ended as `end` says. */
function fight(
  character: Character,
  end: Partial<bridge.GearEnd['weapons']>,
  grenades = grenadesLeft(),
  record: bridge.BridgeRecord | null = null,
) {
  const conversion = convert(character, record);
  const after = accepted(
    bridge.gearAfter(character, conversion, { weapons: { long: null, sidearm: null, ...end }, grenades }),
  );
  return { conversion, after };
}

const firearm = (after: bridge.GearOutcome, weapon: string) =>
  after.record.firearms.find((entry) => entry.weapon === weapon);

describe('gearAfter: ammunition (BRG-D-25)', () => {
  it('TV-BRG-D-25-a: Tommy gun ends with 3 counters (capacity 3) and 0 reloads -> COT "dry"; Shooting with it rejected until resupplied', () => {
    const tony = sheet('Big Tony', { weapons: [w.tommy] });
    const { after } = fight(tony, { long: weaponEnd('Submachine gun', { counters: 3, reloads: 0 }) });
    expect(firearm(after, w.tommy)).toMatchObject({ reloads: 0, counters: 3, broken: false });
    expect(bridge.isDry(firearm(after, w.tommy)!)).toBe(true);
    expect(bridge.shootingProblem(tony, after.record, w.tommy)).toBe(
      'Submachine gun (Tommy gun) is dry until resupplied (BRG-D-25)',
    );
    expect(after.lines[0]).toBe(
      "Big Tony's Submachine gun (Tommy gun): dry: no Shooting with it until resupplied (BRG-D-25)",
    );
    // a Reload bought (a Cache, COT-FORE-7) feeds it again
    const fed = { ...tony, gear: [{ name: 'Reload', note: '' }] };
    expect(bridge.shootingProblem(fed, after.record, w.tommy)).toBeNull();
  });

  it('TV-BRG-D-25-b: SMG ends with 2 counters and 1 reload -> COT record: reloads 1, counters 2 (next skirmish starts there unless resupplied in Prep)', () => {
    const tony = sheet('Big Tony', { weapons: [w.tommy] });
    const { after } = fight(tony, { long: weaponEnd('Submachine gun', { counters: 2, reloads: 1 }) });
    expect(firearm(after, w.tommy)).toMatchObject({ reloads: 1, counters: 2 });
    const next = convert(tony, after.record);
    expect(next.profile.long).toEqual({ weapon: 'Submachine gun', reloads: 1 });
    expect(next.loadout.long).toMatchObject({ reloads: 1, counters: 2 });
  });

  it('TV-BRG-D-25-c: machine pistol (capacity 2) with 1 counter and 0 reloads rolls [1,1,5] -> 3 counters, automatic miss -> recorded 2 counters, 0 reloads, dry', () => {
    const vera = sheet('Vera', { weapons: [w.machinePistol] });
    const { after } = fight(vera, { sidearm: weaponEnd('Machine pistol', { counters: 3, reloads: 0 }) });
    expect(firearm(after, w.machinePistol)).toMatchObject({ counters: 2, reloads: 0 });
    expect(bridge.shootingProblem(vera, after.record, w.machinePistol)).toContain('dry');
  });

  it('TV-BRG-D-25-d: Sal carries [Rifle, Dynamite stick, Dynamite stick, Dynamite stick] (3 Frag grenades) and throws 2 -> 1 Dynamite stick left', () => {
    const sal = sheet('Sal', { weapons: [w.rifle, w.dynamite, w.dynamite, w.dynamite] });
    const { conversion, after } = fight(
      sal,
      { long: weaponEnd('Assault rifle', { reloads: 2 }) },
      grenadesLeft({ frag: 1 }),
    );
    expect(conversion.profile.grenades).toEqual({ frag: 3 });
    expect(after.weapons).toEqual([w.rifle, w.dynamite]);
    expect(after.lines).toContain(
      'Sal: 2 Frag grenades thrown, 2 × Grenade, dynamite stick struck from the weapons (BRG-D-25)',
    );
    // the player may say which of the items were thrown
    const named = accepted(
      bridge.gearAfter(
        sal,
        conversion,
        { weapons: { long: weaponEnd('Assault rifle'), sidearm: null }, grenades: grenadesLeft({ frag: 1 }) },
        { frags: [1, 3] },
      ),
    );
    expect(named.weapons).toEqual([w.rifle, w.dynamite]);
  });

  it('TV-BRG-D-25-e: a Magazine shotgun ends jammed after one failed clear -> COT Shotgun, usable; another ends broken after two failed clears -> COT Shooting with it rejected; Build total 8 vs D 9 -> still broken; total 9 -> repaired', () => {
    const made = accepted(
      bridge.npcOf(
        model('Mr. M (3/5) Magazine shotgun w/1 reload'),
        characterId('mr-m'),
        'Rossi',
        settings,
        table,
      ),
    );
    const mrM = made.character;
    const jammed = fight(
      mrM,
      { long: weaponEnd('Magazine shotgun', { counters: 1, reloads: 1, jammed: true, failedClears: 1 }) },
      grenadesLeft(),
      made.record,
    ).after;
    expect(firearm(jammed, w.shotgun)).toMatchObject({ heist: 'Magazine shotgun', broken: false });
    expect(bridge.shootingProblem(mrM, jammed.record, w.shotgun)).toBeNull();
    const broken = fight(
      mrM,
      {
        long: weaponEnd('Magazine shotgun', {
          counters: 1,
          reloads: 1,
          jammed: true,
          failedClears: 2,
          broken: true,
        }),
      },
      grenadesLeft(),
      made.record,
    ).after;
    expect(bridge.shootingProblem(mrM, broken.record, w.shotgun)).toBe(
      'Shotgun is broken until repaired (Build, D 9; BRG-D-25)',
    );
    const eight = bridge.repairAfter(broken.record, w.shotgun, 8);
    expect(bridge.shootingProblem(mrM, eight, w.shotgun)).not.toBeNull();
    const nine = bridge.repairAfter(broken.record, w.shotgun, 9);
    expect(bridge.shootingProblem(mrM, nine, w.shotgun)).toBeNull();
    // a broken weapon stays off the table until repaired
    expect(convert(mrM, broken.record).profile.long).toBeNull();
    expect(convert(mrM, nine).profile.long).toEqual({ weapon: 'Magazine shotgun', reloads: 1 });
  });

  it('TV-BRG-D-25-f: SMG with 3 counters and 2 reloads, 1 of its 3 reload actions done when the skirmish ends -> recorded reloads 1, counters 0', () => {
    const tony = sheet('Big Tony', { weapons: [w.tommy] });
    const { after } = fight(tony, {
      long: weaponEnd('Submachine gun', { counters: 3, reloads: 2, progress: 1, magazineOut: true }),
    });
    expect(firearm(after, w.tommy)).toMatchObject({ reloads: 1, counters: 0 });
  });

  it('BRG-D-25: a tube shotgun’s reload under way takes one counter out for its reload (HST-WPN-5)', () => {
    const start: bridge.FirearmRecord = {
      weapon: w.shotgun,
      heist: 'Combat shotgun',
      reloads: 2,
      counters: 0,
      broken: false,
    };
    expect(
      bridge.firearmAfter(start, weaponEnd('Combat shotgun', { counters: 2, reloads: 2, progress: 1 })),
    ).toMatchObject({ reloads: 1, counters: 1 });
  });

  it('BRG-D-10, D-25: Reload items taken along are spent first and struck; the record keeps the weapon’s own', () => {
    const vera = sheet('Vera', {
      weapons: [w.tommy],
      gear: [
        { name: 'Reload', note: '' },
        { name: 'Rope', note: '' },
        { name: 'Reload', note: 'Submachine gun' },
      ],
    });
    const conversion = convert(vera);
    expect(conversion.profile.long?.reloads).toBe(4);
    const used = (left: number) =>
      accepted(
        bridge.gearAfter(vera, conversion, {
          weapons: { long: weaponEnd('Submachine gun', { reloads: left }), sidearm: null },
          grenades: grenadesLeft(),
        }),
      );
    const one = used(3);
    expect(one.gear.map((item) => item.name)).toEqual(['Rope', 'Reload']);
    expect(firearm(one, w.tommy)?.reloads).toBe(2);
    const three = used(1);
    expect(three.gear.map((item) => item.name)).toEqual(['Rope']);
    expect(firearm(three, w.tommy)?.reloads).toBe(1);
    expect(used(4).gear).toEqual(vera.gear);
  });

  it('BRG-D-25: flashbangs, smoke and teargas thrown are struck from the gear in gear order', () => {
    const vera = sheet('Vera', {
      gear: [
        { name: 'Flashbang', note: 'first' },
        { name: 'Smoke grenade', note: '' },
        { name: 'Flashbang', note: 'second' },
      ],
    });
    const conversion = convert(vera);
    expect(conversion.profile.grenades).toEqual({ flashbang: 2, smoke: 1 });
    const after = accepted(
      bridge.gearAfter(vera, conversion, {
        weapons: { long: null, sidearm: null },
        grenades: grenadesLeft({ flashbang: 1, smoke: 1 }),
      }),
    );
    expect(after.gear).toEqual([
      { name: 'Smoke grenade', note: '' },
      { name: 'Flashbang', note: 'second' },
    ]);
  });
});

describe('gearAfter: the worked example (section 6)', () => {
  it('TV-BRG-E2E-b (ammunition): Ruth’s pistol 1 counter, 0 reloads -> dry; Tony’s SMG 2 counters, 1 reload and revolver 0 counters, 1 reload recorded; G2’s revolver 1 counter, 0 reloads -> dry', () => {
    const ruth = sheet('Ruth', { muscle: 2, shooting: 3, resist: 2, weapons: [w.pistol] });
    const ruths = fight(ruth, { sidearm: weaponEnd('Service pistol', { counters: 1, reloads: 0 }) }).after;
    expect(bridge.shootingProblem(ruth, ruths.record, w.pistol)).toBe(
      'Automatic pistol is dry until resupplied (BRG-D-25)',
    );
    const tony = sheet('Big Tony', { muscle: 4, shooting: 2, weapons: [w.tommy, w.revolver] });
    const tonys = fight(tony, {
      long: weaponEnd('Submachine gun', { counters: 2, reloads: 1 }),
      sidearm: weaponEnd('Service revolver', { counters: 0, reloads: 1 }),
    }).after;
    expect(tonys.record.firearms.map(({ weapon, reloads, counters }) => [weapon, reloads, counters])).toEqual(
      [
        [w.tommy, 1, 2],
        [w.revolver, 1, 0],
      ],
    );
    expect(tonys.lines).toEqual([
      "Big Tony's Submachine gun (Tommy gun): 1 reload left, 2 of 3 ammo counters (BRG-D-25)",
      "Big Tony's Revolver (sidearm): 1 reload left, 0 of 1 ammo counters (BRG-D-25)",
    ]);
    const g2 = sheet('G2', { kind: 'guard', weapons: [w.revolver] });
    const conversion = convert(g2, null, 11);
    const g2s = accepted(
      bridge.gearAfter(g2, conversion, {
        weapons: { long: null, sidearm: weaponEnd('Service revolver', { counters: 1, reloads: 0 }) },
        grenades: grenadesLeft(),
      }),
    );
    expect(bridge.shootingProblem(g2, g2s.record, w.revolver)).toBe(
      'Revolver is dry until resupplied (BRG-D-25)',
    );
  });
});

describe('gearAfter: bad input', () => {
  it('refuses a sheet changed since the fight began, a weapon the model did not take, and grenades it never had', () => {
    const sal = sheet('Sal', { weapons: [w.rifle, w.dynamite] });
    const conversion = convert(sal);
    const end = {
      weapons: { long: weaponEnd('Assault rifle'), sidearm: null },
      grenades: grenadesLeft({ frag: 1 }),
    };
    expect(bridge.gearAfter({ ...sal, weapons: [w.dynamite] }, conversion, end)).toMatchObject({
      ok: false,
      code: 'bridge/sheet-changed',
      message: "Sal's sheet changed since the fight began: Rifle is gone",
    });
    expect(
      bridge.gearAfter(sal, conversion, {
        ...end,
        weapons: { long: weaponEnd('Submachine gun'), sidearm: null },
      }),
    ).toMatchObject({ ok: false, message: 'Sal ends without the Assault rifle it took (Rifle)' });
    expect(bridge.gearAfter(sal, conversion, { ...end, grenades: grenadesLeft({ frag: 2 }) })).toMatchObject({
      ok: false,
      message: 'Sal: ends with 2 frag grenades but took 1',
    });
    expect(
      bridge.gearAfter(sal, conversion, { ...end, grenades: grenadesLeft() }, { frags: [0] }),
    ).toMatchObject({
      ok: false,
      code: 'bridge/grenades',
    });
  });

  it('never changes the sheet or the conversion it is given', () => {
    const sal = sheet('Sal', { weapons: [w.rifle, w.dynamite], gear: [{ name: 'Reload', note: '' }] });
    const conversion = convert(sal);
    const before = structuredClone({ sal, conversion });
    bridge.gearAfter(sal, conversion, {
      weapons: { long: weaponEnd('Assault rifle', { counters: 3, reloads: 0 }), sidearm: null },
      grenades: grenadesLeft(),
    });
    expect({ sal, conversion }).toEqual(before);
  });
});
