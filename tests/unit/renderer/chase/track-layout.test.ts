import { describe, expect, it } from 'vitest';
import { chase } from '../../../../core/index.ts';
import { namesOf } from '../../../../renderer/panels/scenes/chase/chase-labels.ts';
import {
  cellX,
  distancesDrawn,
  rowY,
  shade,
  targetX,
  trackDescription,
  trackGeometry,
} from '../../../../renderer/panels/scenes/chase/track-layout.ts';
import { chaseLog, chaseOf } from './support.ts';

describe('trackGeometry', () => {
  it('draws at least Distances 0..4, one cell past the Escape line and past every group', () => {
    expect(trackGeometry([2], 3, 1).max).toBe(4);
    expect(trackGeometry([2], 5, 1).max).toBe(6);
    expect(trackGeometry([7, 1], 3, 2).max).toBe(8);
  });

  it('puts the Target at the right-hand end and Distance growing to the left', () => {
    const g = trackGeometry([2], 3, 2);
    expect(cellX(g, 0)).toBeGreaterThan(cellX(g, 1));
    expect(targetX(g)).toBe(cellX(g, 0) + g.cell);
    expect(cellX(g, g.max)).toBe(g.labelWidth);
    expect(rowY(g, 1) - rowY(g, 0)).toBe(g.row);
    expect(distancesDrawn(g)).toEqual([4, 3, 2, 1, 0]);
    expect(g.width).toBe(targetX(g) + g.targetWidth);
  });

  it('refuses a negative or fractional Distance', () => {
    expect(() => trackGeometry([-1], 3, 1)).toThrow(RangeError);
    expect(() => trackGeometry([1.5], 3, 1)).toThrow(RangeError);
  });
});

describe('shade', () => {
  it.each([
    [0.001, 'p1'],
    [0.05, 'p2'],
    [0.3, 'p3'],
    [0.55, 'p4'],
    [0.9, 'p5'],
  ])('shades a probability of %f as %s', (p, expected) => {
    expect(shade(p)).toBe(expected);
  });
});

describe('trackDescription', () => {
  it('says where everyone is and what Escape needs (COT-CHASE-7)', () => {
    const state = chaseOf(chaseLog()).scene.chase!;
    expect(trackDescription(chase.chaseView(state), namesOf(state))).toBe(
      "Target: Vex, Ruth in the Target's Car. Car (Bran) at Distance 2. On foot (Oka) at Distance 2. " +
        'Escape needs Distance 3 from every group (fastest pursuer Bran, Speed 3).',
    );
  });
});
