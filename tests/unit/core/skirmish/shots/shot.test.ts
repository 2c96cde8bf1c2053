import { describe, expect, it } from 'vitest';
import {
  damage,
  effectiveActions,
  formatDice,
  judgeCheck,
  resolveShotRoll,
  shiftDie,
  shotDice,
  targetClass,
  targetNumbers,
} from '../../../../../core/skirmish/index.ts';
import type {
  ClassFacts,
  ShotRollInput,
  ShotShiftInput,
  WeaponName,
} from '../../../../../core/skirmish/index.ts';

const shot = (change: Partial<ShotShiftInput> & { weaponName?: WeaponName } = {}) => {
  const { weaponName = 'Assault rifle', ...rest } = change;
  const result = shotDice({
    aimed: true,
    range: 10,
    weapon: { weapon: weaponName, reloads: 2 },
    crossfire: false,
    visibilityShifts: 0,
    cardShifts: 0,
    pointBlankStacksWithClose: true,
    smgRangePenalty: false,
    ...rest,
  });
  return result.dice ? formatDice(3, result.dice) : 'ineffective';
};

describe('base dice and modifiers (HST-SHOOT-2..4)', () => {
  it('TV-HST-SHOOT-2-a: aimed 3d10, snap 3d8', () => {
    expect([shot({ aimed: true }), shot({ aimed: false })]).toEqual(['3d10', '3d8']);
  });
  it('TV-HST-SHOOT-3-a..d: 10" aimed 3d10; snap 3" 3d10; aimed 0.5" 3d12+1 doubled; shotgun snap 7" 3d10', () => {
    expect(shot()).toBe('3d10');
    expect(shot({ aimed: false, range: 3 })).toBe('3d10');
    expect(shot({ range: 0.5 })).toBe('3d12+1');
    expect(shotDice({ ...baseInput(), range: 0.5 }).pointBlank).toBe(true);
    expect(shot({ aimed: false, range: 7, weaponName: 'Combat shotgun' })).toBe('3d10');
  });
  it('HST-D-24 off: point blank gives only its own shift', () => {
    expect(shot({ range: 0.5, pointBlankStacksWithClose: false })).toBe('3d12');
  });
  it('TV-HST-SHOOT-4-a: snap, pistol at 14" -> 3d6', () => {
    expect(shot({ aimed: false, range: 14, weaponName: 'Service pistol' })).toBe('3d6');
  });
  it('TV-HST-SHOOT-4-b: snap, pistol at 20", limited visibility −1 -> ineffective', () => {
    expect(shot({ aimed: false, range: 20, weaponName: 'Service pistol', visibilityShifts: 1 })).toBe(
      'ineffective',
    );
  });
  it('TV-HST-SHOOT-4-c: aimed with crossfire, close and point blank -> 3d12+2', () => {
    expect(shot({ range: 1, crossfire: true })).toBe('3d12+2');
  });
  it('TV-HST-SHOOT-4-d: aimed at 20" in 16" visibility -> 3d8 (Japanese garden)', () => {
    expect(shot({ range: 20, visibilityShifts: 1 })).toBe('3d8');
  });
  it('TV-HST-WPN-1-a/b: pistol at 12.0" no penalty, 12.1" −1; combat shotgun at 16.5" −1', () => {
    expect(shot({ weaponName: 'Service pistol', range: 12 })).toBe('3d10');
    expect(shot({ weaponName: 'Service pistol', range: 12.1 })).toBe('3d8');
    expect(shot({ weaponName: 'Combat shotgun', range: 16.5 })).toBe('3d8');
  });
  it('TV-HST-WPN-8-a: SMG at 14" no penalty; stockless, or with smg_range_penalty, −1', () => {
    expect(shot({ weaponName: 'Submachine gun', range: 14 })).toBe('3d10');
    expect(
      shotDice({
        ...baseInput(),
        weapon: { weapon: 'Submachine gun', reloads: 1, stockless: true },
        range: 14,
      }).dice?.die,
    ).toBe(8);
    expect(shot({ weaponName: 'Submachine gun', range: 14, smgRangePenalty: true })).toBe('3d8');
  });
  it('shifts the ladder both ways', () => {
    expect(shiftDie(8, -1)).toEqual({ die: 6, bonus: 0 });
    expect(shiftDie(8, -2)).toBeNull();
    expect(shiftDie(10, 4)).toEqual({ die: 12, bonus: 3 });
  });
});

function baseInput(): ShotShiftInput {
  return {
    aimed: true,
    range: 10,
    weapon: { weapon: 'Assault rifle', reloads: 2 },
    crossfire: false,
    visibilityShifts: 0,
    cardShifts: 0,
    pointBlankStacksWithClose: true,
    smgRangePenalty: false,
  };
}

const roll = (change: Partial<ShotRollInput>) =>
  resolveShotRoll({
    faces: [5, 8, 9],
    die: 10,
    bonus: 0,
    targetNumber: 8,
    capacity: 3,
    countersBefore: 0,
    intense: false,
    unreliable: false,
    pointBlank: false,
    obstructions: [],
    collateral: [],
    hailMary: 'best',
    ...change,
  });

describe('ammunition (HST-SHOOT-5)', () => {
  it('TV-HST-SHOOT-5-a: SMG 1 counter, [1,7,1] -> 3 = capacity: out of ammo, shot resolves', () => {
    const r = roll({ faces: [1, 7, 1], die: 8, countersBefore: 1, targetNumber: 7 });
    expect([r.countersAfter, r.outOfAmmo, r.autoMiss, r.hits]).toEqual([3, true, false, 1]);
  });
  it('TV-HST-SHOOT-5-b: pistol 0 counters, [1,1,9] -> 2 > 1: automatic miss', () => {
    const r = roll({ faces: [1, 1, 9], capacity: 1 });
    expect([r.countersAfter, r.outOfAmmo, r.autoMiss, r.hits]).toEqual([2, true, true, 0]);
  });
  it('TV-HST-SHOOT-5-c: rifle 1 counter, intense [1,5,9,10] -> 3: out of ammo, resolves', () => {
    const r = roll({ faces: [1, 5, 9, 10], countersBefore: 1, intense: true });
    expect([r.countersAfter, r.outOfAmmo, r.autoMiss, r.hits]).toEqual([3, true, false, 2]);
  });
  it('TV-HST-SHOOT-5-d: belt-fed MG 4 counters, [1,1,3] -> 6: out of ammo, resolves', () => {
    const r = roll({ faces: [1, 1, 3], capacity: 6, countersBefore: 4 });
    expect([r.countersAfter, r.outOfAmmo, r.autoMiss]).toEqual([6, true, false]);
  });
});

describe('hits, obstructions and collateral (HST-SHOOT-6, HST-LOF-3..5)', () => {
  it('TV-HST-SHOOT-6-a: TN 8, [5,8,9] -> 2 hits', () => {
    expect(roll({}).hits).toBe(2);
  });
  it('TV-HST-SHOOT-6-b: TN 10, 3d8 [8,8,7] -> 0 hits before Hail Mary', () => {
    expect(roll({ faces: [8, 8, 7], die: 8, targetNumber: 10, hailMary: 'none' }).hits).toBe(0);
  });
  it('TV-HST-LOF-3-a: two obstructions, [9,3,7] -> O1 gets 9, O2 gets 7, the target gets [3]', () => {
    const r = roll({ faces: [9, 3, 7], obstructions: [6, 6] });
    expect(r.obstructionDice.map((o) => o.value)).toEqual([9, 7]);
    expect(r.values).toEqual([{ die: 1, value: 3 }]);
  });
  it('TV-HST-LOF-3-b: four obstructions, 3 dice -> the target gets no dice', () => {
    const r = roll({ faces: [9, 3, 7], obstructions: [6, 6, 6, 6] });
    expect([r.reaching, r.hits]).toEqual([[], 0]);
  });
  it('TV-HST-LOF-4-a: Mr. K [5,8,9] at an exposed target, extinguisher in the way -> target stunned, extinguisher reached', () => {
    const r = roll({ faces: [5, 8, 9], obstructions: [5] });
    expect(r.obstructionDice).toEqual([{ die: 2, value: 9, reaches: true }]);
    expect(r.hits).toBe(1);
    expect(damage({ stunned: false, wounded: false }, r.hits).effect).toBe('stunned');
  });
  it('TV-HST-LOF-5-a: disco [7,6,5] vs TN 6 -> 2 hits, dancers (6) and fish tank (5) reached', () => {
    const r = roll({ faces: [7, 6, 5], targetNumber: 6, collateral: [6, 6, 5] });
    expect([r.hits, r.collateral]).toEqual([2, [true, true, true]]);
  });
  it('TV-HST-LOF-5-b: a miss at TN 10 with [8,7,2] still reaches a collateral model in the open', () => {
    const r = roll({ faces: [8, 7, 2], targetNumber: 10, collateral: [6] });
    expect([r.hits, r.collateral]).toEqual([0, [true]]);
  });
  it('HST-D-29: a die given up for Hail Mary no longer reaches collateral', () => {
    const r = roll({ faces: [6, 6, 2], die: 6, targetNumber: 7, collateral: [7] });
    expect([r.hits, r.collateral]).toEqual([1, [true]]);
    const none = roll({
      faces: [6, 5, 2],
      die: 6,
      targetNumber: 8,
      collateral: [6],
      hailMary: [{ donor: 0, recipient: 1 }],
    });
    expect(none.collateral).toEqual([true]);
    expect(none.values).toEqual([
      { die: 1, value: 6 },
      { die: 2, value: 2 },
    ]);
  });
  it('TV-HST-DMG-2-a: point blank, 1 hit -> 2 -> Wounded', () => {
    const r = roll({ faces: [9, 2, 3], pointBlank: true });
    expect(r.hits).toBe(2);
    expect(damage({ stunned: false, wounded: false }, r.hits).effect).toBe('wounded');
  });
});

describe('jams (HST-WPN-6, HST-D-42)', () => {
  it('TV-HST-WPN-6-a: [3,1,2] -> jam; TV-HST-WPN-6-b: [2,4,6] -> no jam', () => {
    expect(roll({ faces: [3, 1, 2], unreliable: true }).jams).toBe(true);
    expect(roll({ faces: [2, 4, 6], unreliable: true }).jams).toBe(false);
    expect(roll({ faces: [3, 1, 2], unreliable: false }).jams).toBe(false);
  });
});

describe('damage (HST-DMG-1..4, HST-NL-1)', () => {
  const none = { stunned: false, wounded: false };
  it('TV-HST-DMG-1-a: 0 none, 1 stunned, 2 wounded, 3 killed, 4 killed', () => {
    expect([0, 1, 2, 3, 4].map((h) => damage(none, h).effect)).toEqual([
      'none',
      'stunned',
      'wounded',
      'killed',
      'killed',
    ]);
  });
  it('TV-HST-DMG-2-b/c: point blank 1 hit, defend succeeds -> 1 -> stunned; 2 hits, defend fails -> wounded', () => {
    expect(damage(none, 2 - 1).effect).toBe('stunned');
    expect(damage(none, 2).effect).toBe('wounded');
  });
  it('TV-HST-DMG-3-a/b: stunned + 1 hit -> wounded (stun removed); stunned and wounded + 1 -> killed', () => {
    expect(damage({ stunned: true, wounded: false }, 1)).toEqual({
      stunned: false,
      wounded: true,
      killed: false,
      effect: 'wounded',
    });
    expect(damage({ stunned: true, wounded: true }, 1).killed).toBe(true);
  });
  it('TV-HST-DMG-4-a..c: stunned + 2 -> wounded and stunned (3 -> 1 actions); wounded + 2 -> killed; unhurt + 2 -> wounded', () => {
    const a = damage({ stunned: true, wounded: false }, 2);
    expect([a.stunned, a.wounded, effectiveActions(3, a)]).toEqual([true, true, 1]);
    expect(damage({ stunned: false, wounded: true }, 2).killed).toBe(true);
    expect(effectiveActions(3, damage(none, 2))).toBe(2);
  });
  it('TV-HST-NL-1-a..c: non-lethal 2 hits -> stunned; on a stunned target -> no change; then a lethal hit -> wounded', () => {
    const stunned = damage(none, 2, true);
    expect(stunned.effect).toBe('stunned');
    expect(damage(stunned, 3, true).effect).toBe('none');
    expect(damage(stunned, 1).effect).toBe('wounded');
  });
  it('TV-HST-SEQ-4-a / TV-HST-SEQ-5-a: effective actions', () => {
    expect(effectiveActions(3, { stunned: true, wounded: true })).toBe(1);
    expect(effectiveActions(2, { stunned: true, wounded: true })).toBe(0);
  });
});

describe('skill checks (HST-SKILL-1)', () => {
  it('TV-HST-SKILL-1-a..c', () => {
    expect([judgeCheck(5, 5).passed, judgeCheck(6, 5).passed]).toEqual([true, false]);
    expect(judgeCheck(5, 5 - 1).passed).toBe(false);
    expect(judgeCheck(10, 9 + 2).passed).toBe(true);
  });
});

describe('target classes (HST-COVER-7, HST-COVER-8, HST-D-21)', () => {
  const facts = (change: Partial<ClassFacts>): ClassFacts => ({
    kind: 'model',
    vehicleMoving: false,
    cover: 'low',
    flanked: false,
    moving: false,
    aiming: false,
    shooting: false,
    seesLineStart: true,
    shooterHigher: false,
    targetHigher: false,
    aimsAtLowerLevel: false,
    ...change,
  });
  const tn = (change: Partial<ClassFacts>) => targetNumbers[targetClass(facts(change))];

  it('TV-HST-COVER-8-a: in cover, aiming, shooting back, shooter sees the aim start -> 8', () => {
    expect(tn({ aiming: true, shooting: true })).toBe(8);
  });
  it('TV-HST-COVER-8-b: in cover, declared a snap reaction, no aim -> 9 (Mr. K)', () => {
    expect(tn({ shooting: true })).toBe(9);
  });
  it('TV-HST-COVER-8-c: crossing open ground -> 7; flanked while moving behind a low wall -> 7', () => {
    expect(tn({ cover: 'none', moving: true })).toBe(7);
    expect(tn({ flanked: true, moving: true })).toBe(7);
  });
  it('TV-HST-COVER-8-d/e: a stopped empty car -> 5; a 0-action model in the open -> 6, in cover -> 10; a crate -> 5', () => {
    expect(tn({ kind: 'vehicle' })).toBe(5);
    expect(tn({ cover: 'none' })).toBe(6);
    expect(tn({ cover: 'high' })).toBe(10);
    expect(tn({ kind: 'object' })).toBe(5);
  });
  it('TV-HST-COVER-7-a/b: low cover vs a higher shooter -> 8; high cover vs a higher shooter -> 10', () => {
    expect(tn({ shooterHigher: true })).toBe(8);
    expect(tn({ cover: 'high', shooterHigher: true })).toBe(10);
  });
  it('TV-HST-COVER-7-c: a balcony target behind low cover aiming at the opposite balcony -> 10, though the shooter below sees its aim start', () => {
    expect(tn({ aiming: true, seesLineStart: true })).toBe(8); // the same target on the shooter's level: exposed
    expect(tn({ aiming: true, seesLineStart: true, targetHigher: true })).toBe(10);
    expect(tn({ aiming: true, shooting: true, targetHigher: true })).toBe(10); // its shootout with the balcony
  });
  it('HST-COVER-7: a higher target behind low cover aiming at the lower level -> exposed (8); aiming elsewhere -> in cover (10)', () => {
    const higher = { aiming: true, targetHigher: true } as const;
    expect(tn({ ...higher, aimsAtLowerLevel: true })).toBe(8);
    expect(tn({ ...higher, aimsAtLowerLevel: false })).toBe(10);
    expect(tn({ ...higher, aimsAtLowerLevel: true, seesLineStart: false })).toBe(10); // HST-COVER-6 still asks
    expect(tn({ ...higher, cover: 'high' })).toBe(8); // high cover is unaffected by height
    expect(tn({ ...higher, flanked: true })).toBe(6); // a flank shot is no shot at cover
  });
  it('HST-COVER-7: the shooter and the target cannot each be on the higher level', () => {
    expect(() => targetClass(facts({ shooterHigher: true, targetHigher: true }))).toThrow(RangeError);
  });
  it('TV-HST-ACT-11-a: exposed (8) -> takes cover -> 10, or 9 if shooting', () => {
    expect(tn({ aiming: true })).toBe(8);
    expect(tn({ aiming: false })).toBe(10);
    expect(tn({ aiming: false, shooting: true })).toBe(9);
  });
  it('TV-HST-VEH-7-a: moving car 7, its passengers 9; stopped car 5, passengers 8', () => {
    expect([
      tn({ kind: 'vehicle', vehicleMoving: true }),
      tn({ kind: 'passenger', vehicleMoving: true }),
    ]).toEqual([7, 9]);
    expect([tn({ kind: 'vehicle' }), tn({ kind: 'passenger' })]).toEqual([5, 8]);
  });
});
