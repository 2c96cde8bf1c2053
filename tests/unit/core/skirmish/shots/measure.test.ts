import { describe, expect, it } from 'vitest';
import {
  canPeek,
  crossfireAngle,
  defaultSkirmishSettings,
  inAimZone,
  isFlanked,
  measurementAllowed,
  modelDistance,
  visibleAroundEdge,
} from '../../../../../core/skirmish/index.ts';

const p = (x: number, y: number) => ({ x, y });

describe('measuring (HST-MEAS)', () => {
  it('TV-HST-MEAS-1-a: BW 1" -> step limit, snap range and choke width 1"', () => {
    expect(defaultSkirmishSettings.baseWidth).toBe(1);
  });
  it('TV-HST-MEAS-2-a/b: centres 5.0" apart -> 4.0"; 1.9" apart -> 0.9"', () => {
    expect(modelDistance(p(0, 0), p(5, 0))).toBeCloseTo(4, 12);
    expect(modelDistance(p(0, 0), p(1.9, 0))).toBeCloseTo(0.9, 12);
    expect(modelDistance(p(0, 0), p(1.9, 0), 'centre')).toBeCloseTo(1.9, 12);
  });
  it('TV-HST-MEAS-3-a: only the acting model, only for the declared action', () => {
    const declaring = { actor: 'A', subjects: ['target'] };
    expect(measurementAllowed({ from: 'A', to: 'door' }, declaring, false)).toBe(false);
    expect(measurementAllowed({ from: 'A', to: 'target' }, declaring, false)).toBe(true);
    expect(measurementAllowed({ from: 'A', to: 'door' }, declaring, true)).toBe(true);
  });
});

describe('aim zones (HST-AIM-2)', () => {
  const zone = (x: number, y: number) => inAimZone(p(0, 0), p(10, 0), p(x, y));
  it('TV-HST-AIM-2-a..e', () => {
    expect(zone(12, 2)).toBe(true);
    expect(zone(20, 0.9)).toBe(true);
    expect(zone(20, 1.2)).toBe(false);
    expect(zone(5, 0.8)).toBe(true);
    expect(zone(-3, 0)).toBe(false);
  });
});

describe('cover and sight (HST-COVER-3, HST-COVER-5)', () => {
  const wall = [p(0, 0), p(6, 0)] as const;
  it('TV-HST-COVER-3-a..c: crossing the line of cover; same side flanks; on the line flanks', () => {
    const target = p(2, -0.5);
    expect(isFlanked(...wall, target, p(2, 8))).toBe(false);
    expect(isFlanked(...wall, target, p(-6, -3))).toBe(true);
    expect(isFlanked(...wall, target, p(10, 0))).toBe(true);
  });
  it('TV-HST-COVER-3-d: a shooter sighting through a gate in the wall still crosses the line of cover', () => {
    expect(isFlanked(...wall, p(2, -0.5), p(2.5, 5))).toBe(false);
  });
  it('TV-HST-COVER-5-a/b: 21.8° visible, 59.0° not — and not the other way either (reciprocal)', () => {
    const model = p(5.5, -0.5);
    expect(canPeek(model, p(6, 0))).toBe(true);
    expect(visibleAroundEdge(p(6, 0), p(0, 0), model, p(4, 5))).toBe(true);
    expect(visibleAroundEdge(p(6, 0), p(0, 0), model, p(1, 3))).toBe(false);
  });
  it('TV-HST-COVER-5-c: a model 2.5" from both edges cannot peek round either', () => {
    expect(canPeek(p(3, -0.5), p(0, 0))).toBe(false);
    expect(canPeek(p(3, -0.5), p(6, 0))).toBe(false);
  });
});

describe('crossfire angle (HST-XFIRE-1, HST-D-28)', () => {
  it('TV-HST-XFIRE-1-a/b: 90° qualifies, 45° does not', () => {
    expect(crossfireAngle(p(0, 10), p(10, 0), p(0, 0))).toBe(true);
    expect(crossfireAngle(p(0, 10), p(7, 7), p(0, 0))).toBe(false);
  });
});
