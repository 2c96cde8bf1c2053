import { describe, expect, it } from 'vitest';
import {
  identificationModifier,
  identificationNeeded,
  judgeCheck,
  visibilityEffect,
} from '../../../../../core/skirmish/index.ts';
import type { SightGear, Visibility } from '../../../../../core/skirmish/index.ts';

const plain: SightGear = { weaponLight: false, nightVision: false };
const light: SightGear = { weaponLight: true, nightVision: false };
const nvg: SightGear = { weaponLight: false, nightVision: true };
const shifts = (
  visibility: Visibility,
  range: number,
  viewer = plain,
  target: SightGear | null = plain,
  smoke = 0,
) => visibilityEffect(visibility, { dark: range, weather: range, smoke }, viewer, target).increments;

describe('visibility ratings (HST-VIS-1, HST-GREN-7)', () => {
  it('TV-HST-VIS-1-a: dusk 24", target 30" -> −1', () => {
    expect(shifts({ darkness: 24, weather: null }, 30)).toBe(1);
  });
  it('TV-HST-VIS-1-b/c: 2.5" of smoke -> 0 (but limited); a full 6" cloud -> −1', () => {
    const clear = { darkness: null, weather: null };
    const through = visibilityEffect(clear, { dark: 20, weather: 20, smoke: 2.5 }, plain, plain);
    expect([through.increments, through.limited]).toEqual([0, true]);
    expect(shifts(clear, 20, plain, plain, 6)).toBe(1);
  });
  it('TV-HST-VIS-1-d: night 16" and light fog 12", target 20" -> the worst, −1', () => {
    expect(shifts({ darkness: 16, weather: 12 }, 20)).toBe(1);
  });
  it('TV-HST-GREN-7-a/b: 5" of smoke -> −1; 6" of two overlapping clouds -> still −1', () => {
    const clear = { darkness: null, weather: null };
    expect(shifts(clear, 10, plain, plain, 5)).toBe(1);
    expect(shifts(clear, 10, plain, plain, 6)).toBe(1);
  });
  it('clear conditions are not limited visibility', () => {
    expect(
      visibilityEffect({ darkness: null, weather: null }, { dark: 30, weather: 30, smoke: 0 }, plain, plain)
        .limited,
    ).toBe(false);
  });
});

describe('weapon lights and night vision (HST-VIS-3, HST-VIS-4, HST-D-51)', () => {
  it('TV-HST-VIS-3-a/b: darkness 8"; the light user shoots at 13", or is shot at 13" -> 14" -> 0 shifts', () => {
    expect(shifts({ darkness: 8, weather: null }, 13, light, plain)).toBe(0);
    expect(shifts({ darkness: 8, weather: null }, 13, plain, light)).toBe(0);
    expect(shifts({ darkness: 8, weather: null }, 13, plain, plain)).toBe(1);
  });
  it('TV-HST-VIS-3-c: at dusk (24") the light has no effect', () => {
    expect(shifts({ darkness: 24, weather: null }, 30, light, plain)).toBe(1);
  });
  it('TV-HST-VIS-3-d: darkness 16", defensive light user, skill 5, target 20" -> 22" -> 0, +2 -> 7', () => {
    const effect = visibilityEffect(
      { darkness: 16, weather: null },
      { dark: 20, weather: 0, smoke: 0 },
      light,
      plain,
    );
    expect(5 + identificationModifier(effect, light, 16)).toBe(7);
  });
  it('TV-HST-VIS-4-a..c: NVG at pitch black -> 24"; fog still counts; NVG and light -> 24"', () => {
    expect(shifts({ darkness: 4, weather: null }, 20, nvg)).toBe(0);
    expect(shifts({ darkness: 16, weather: 12 }, 20, nvg)).toBe(1);
    const both = { weaponLight: true, nightVision: true };
    const effect = visibilityEffect(
      { darkness: 16, weather: null },
      { dark: 47, weather: 0, smoke: 0 },
      both,
      plain,
    );
    expect(effect.sources[0]?.rating).toBe(24);
  });
});

describe('target identification (HST-VIS-2)', () => {
  const garden = { darkness: 16, weather: null };
  it('TV-HST-VIS-2-a: a defensive guard (skill 5) sees Mr. L at 20" -> check at 4, roll 6 fails (does not fire)', () => {
    const effect = visibilityEffect(garden, { dark: 20, weather: 0, smoke: 0 }, plain, plain);
    expect(identificationNeeded('defensive', 'aim-zone', true, effect.limited)).toBe('open-fire');
    const effective = 5 + identificationModifier(effect, plain, 16);
    expect(effective).toBe(4);
    expect(judgeCheck(6, effective).passed).toBe(false);
  });
  it('TV-HST-VIS-2-b: identification is only for reactions; an aggressive shooter needs none to fire', () => {
    expect(identificationNeeded('aggressive', 'aim-zone', true, true)).toBeNull();
  });
  it('TV-HST-VIS-2-c: an aggressive model must pass at −1 to hold fire on a friend in its aim zone at 18"', () => {
    const effect = visibilityEffect(garden, { dark: 18, weather: 0, smoke: 0 }, plain, plain);
    expect(identificationNeeded('aggressive', 'aim-zone', false, effect.limited)).toBe('hold-fire');
    expect(identificationModifier(effect, plain, 16)).toBe(-1);
  });
  it('TV-HST-VIS-2-d: a defensive model shot at may fire back without a check', () => {
    expect(identificationNeeded('defensive', 'shot-at', true, true)).toBeNull();
  });
});
