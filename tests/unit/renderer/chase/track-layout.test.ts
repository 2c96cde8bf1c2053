import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chase } from '../../../../core/index.ts';
import {
  conditionText,
  namesOf,
  outcomeText,
  seatText,
  statusText,
  velocityText,
} from '../../../../renderer/panels/scenes/chase/chase-labels.ts';
import {
  fitLabel,
  cellLabel,
  cellX,
  distancesDrawn,
  farthestDrawn,
  rowY,
  targetX,
  trackDescription,
  trackGeometry,
} from '../../../../renderer/panels/scenes/chase/track-layout.ts';
import { anyChaseState } from '../../core/cot/chase/state-arb.ts';
import { chaseLog, chaseOf } from './support.ts';

describe('trackGeometry', () => {
  it('draws at least Distances 0..4, one cell past the Escape line and past every group', () => {
    expect(trackGeometry([2], 3, 1).max).toBe(4);
    expect(trackGeometry([2], 5, 1).max).toBe(6);
    expect(trackGeometry([7, 1], 3, 2).max).toBe(8);
    expect(trackGeometry([7, 1], 3, 2).capped).toBe(false);
  });

  it('puts the Target at the right-hand end and Distance growing to the left', () => {
    const g = trackGeometry([2], 3, 2);
    expect(cellX(g, 0)).toBeGreaterThan(cellX(g, 1));
    expect(targetX(g)).toBe(cellX(g, 0) + g.cell);
    expect(cellX(g, g.max)).toBe(g.labelWidth);
    expect(rowY(g, 1) - rowY(g, 0)).toBe(g.row);
    expect(distancesDrawn(g)).toEqual([4, 3, 2, 1, 0]);
    expect(g.width).toBe(targetX(g) + g.targetWidth);
    expect(cellLabel(g, 4)).toBe('4');
  });

  it('draws a far group in the farthest cell, which reads "16+", however far it is', () => {
    const g = trackGeometry([2, 100_000], 99, 2);
    expect(g.max).toBe(farthestDrawn);
    expect(g.capped).toBe(true);
    expect(cellX(g, 100_000)).toBe(cellX(g, farthestDrawn));
    expect(cellLabel(g, farthestDrawn)).toBe(`${farthestDrawn}+`);
    expect(cellLabel(g, 3)).toBe('3');
    expect(distancesDrawn(g)).toHaveLength(farthestDrawn + 1);
  });

  it('refuses a negative or fractional Distance', () => {
    expect(() => trackGeometry([-1], 3, 1)).toThrow(RangeError);
    expect(() => trackGeometry([1.5], 3, 1)).toThrow(RangeError);
  });
});

describe('trackDescription', () => {
  it('says where everyone is and what Escape needs (COT-CHASE-7)', () => {
    const state = chaseOf(chaseLog()).scene.state;
    expect(trackDescription(chase.chaseView(state), namesOf(state))).toBe(
      "Target: Vex, Ruth in the Target's Car. Car (Bran) at Distance 2. On foot (Oka) at Distance 2. " +
        'Escape needs Distance 3 from every group (fastest pursuer Bran, Speed 3).',
    );
  });
});

describe('the board’s words and geometry', () => {
  it('never throw on any chase a schema-valid log can hold', () => {
    fc.assert(
      fc.property(anyChaseState, ({ state }) => {
        const view = chase.chaseView(state);
        const names = namesOf(state);
        const g = trackGeometry(
          view.groups.map((group) => group.distance),
          view.escapeDistance,
          view.groups.length,
        );
        expect(distancesDrawn(g).length).toBeLessThanOrEqual(farthestDrawn + 1);
        trackDescription(view, names);
        for (const p of view.participants) {
          seatText(p.seat, names);
          velocityText(p.velocity);
          conditionText(p.condition);
          statusText(p, view.running);
        }
        for (const group of view.groups) names.group(group.id);
        if (view.outcome) outcomeText(view.outcome, names);
        chase.splitOff(state);
      }),
      { numRuns: 300 },
    );
  });
});

describe('fitLabel', () => {
  it('keeps a short lane label and cuts a long one to the label column with an ellipsis', () => {
    expect(fitLabel('Car (Brannigan)')).toBe('Car (Brannigan)');
    const long = fitLabel('On foot (Guard Brannigan, Guard Okafor)');
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(19);
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (text) => fitLabel(text).length <= 19));
  });
});
