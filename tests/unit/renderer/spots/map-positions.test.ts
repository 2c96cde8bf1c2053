import { describe, expect, it, vi } from 'vitest';
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

  it('stores a run of arrow keys as one move once the keys rest, not one per press (issue 20)', () => {
    vi.useFakeTimers();
    try {
      const positions = new MapPositions();
      const stores: unknown[] = [];
      const store = (move: unknown) => stores.push(move);
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown'])
        expect(positions.keyMove('dock', stored, key, false, store)).toBe(true);
      expect(positions.at('dock', stored)).toEqual({ x: 120, y: 60 }); // drawn at once
      vi.advanceTimersByTime(500);
      expect(stores).toEqual([]);
      positions.keyMove('dock', stored, 'ArrowRight', false, store); // a press restarts the wait
      vi.advanceTimersByTime(500);
      expect(stores).toEqual([]);
      vi.advanceTimersByTime(300);
      expect(stores).toEqual([{ id: 'dock', x: 130, y: 60 }]);
      expect(positions.keyMove('dock', stored, 'a', false, store)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores the keyed move at once on Enter, on leaving the place, or on moving another place', () => {
    const positions = new MapPositions();
    const stores: unknown[] = [];
    const store = (move: unknown) => stores.push(move);
    expect(positions.keyMove('dock', stored, 'Enter', false, store)).toBe(false); // nothing under way
    positions.keyMove('dock', stored, 'ArrowLeft', false, store);
    positions.keyMove('dock', stored, 'Enter', false, store);
    expect(stores).toEqual([{ id: 'dock', x: 90, y: 50 }]);
    positions.keyMove('roof', stored, 'ArrowUp', false, store);
    positions.keyMove('vault', stored, 'ArrowUp', true, store);
    expect(stores).toEqual([
      { id: 'dock', x: 90, y: 50 },
      { id: 'roof', x: 100, y: 40 },
    ]);
    positions.finishKeys(store);
    positions.finishKeys(store); // nothing left: stores nothing more
    expect(stores).toHaveLength(3);
    expect(stores[2]).toEqual({ id: 'vault', x: 100, y: 0 });
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
