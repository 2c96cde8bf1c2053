import { describe, expect, it } from 'vitest';
import { MapPositions } from '../../../../renderer/panels/spots/map-positions.svelte.ts';

/** Where the Spot map draws a place while the GM drags it or nudges it, until the move is stored. */
describe('MapPositions', () => {
  const stored = { x: 100, y: 50 };
  const storedOf = (points: Record<string, { x: number; y: number }>) => (id: string) => points[id];

  it('follows the pointer from where it took hold, in whole units, and hands back the move on letting go', () => {
    const positions = new MapPositions();
    positions.grab('dock', stored, { x: 110, y: 60 });
    expect(positions.dragging).toBe('dock');
    positions.drag({ x: 150.4, y: 90.6 });
    expect(positions.at('dock', stored)).toEqual({ x: 140, y: 81 });
    expect(positions.at('roof', { x: 1, y: 2 })).toEqual({ x: 1, y: 2 });
    expect(positions.drop(storedOf({ dock: stored }))).toEqual({ id: 'dock', x: 140, y: 81 });
    expect(positions.dragging).toBeNull();
    // Until the move is stored, the zone stays where it was dropped, marked unsaved.
    expect(positions.at('dock', stored)).toEqual({ x: 140, y: 81 });
    expect(positions.unsaved('dock')).toBe(true);
  });

  it('stores nothing for a drag that ends where it began', () => {
    const positions = new MapPositions();
    positions.grab('dock', stored, { x: 100, y: 50 });
    positions.drag({ x: 130, y: 50 });
    positions.drag({ x: 100, y: 50 });
    expect(positions.drop(storedOf({ dock: stored }))).toBeNull();
    expect(positions.unsaved('dock')).toBe(false);
  });

  it('moves on from a nudge not yet stored, and forgets it once the stored point catches up', () => {
    const positions = new MapPositions();
    expect(positions.nudge('dock', stored, 'ArrowRight', false)).toEqual({ x: 110, y: 50 });
    expect(positions.nudge('dock', stored, 'ArrowDown', true)).toEqual({ x: 110, y: 100 });
    expect(positions.nudge('dock', stored, 'Enter', false)).toBeNull();
    positions.settle(storedOf({ dock: { x: 110, y: 50 } })); // the first nudge is stored, not the second
    expect(positions.at('dock', stored)).toEqual({ x: 110, y: 100 });
    positions.settle(storedOf({ dock: { x: 110, y: 100 } }));
    expect(positions.unsaved('dock')).toBe(false);
  });

  it('puts a refused move back, and forgets a place that is gone', () => {
    const positions = new MapPositions();
    positions.nudge('dock', stored, 'ArrowLeft', false);
    positions.release('dock');
    expect(positions.at('dock', stored)).toEqual(stored);
    positions.nudge('roof', stored, 'ArrowUp', false);
    positions.settle(storedOf({}));
    expect(positions.unsaved('roof')).toBe(false);
  });

  it('keeps the place being dragged whatever the stored points say', () => {
    const positions = new MapPositions();
    positions.grab('outside', { x: 0, y: 0 }, { x: 0, y: 0 });
    positions.drag({ x: 30, y: 0 });
    positions.settle(storedOf({ outside: { x: 0, y: 0 } }));
    positions.release('outside');
    expect(positions.at('outside', { x: 0, y: 0 })).toEqual({ x: 30, y: 0 });
  });
});
