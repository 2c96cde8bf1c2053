import { describe, expect, it } from 'vitest';
import {
  KEY_STEP,
  drawCommand,
  initials,
  nudge,
  storedView,
  storeView,
  tableAt,
} from '../../../../renderer/panels/skirmish/board/board-draw.ts';

/** The board's drawing helpers (issue 20): the SVG's units to inches, the keyboard's nudges, the tools' commands. */

const table = { width: 24, height: 12 };

describe('tableAt', () => {
  it('turns the SVG’s units (y down) into inches on the table (y up), to a tenth, clamped to the table', () => {
    expect(tableAt({ x: 5.04, y: 2 }, table)).toEqual({ x: 5, y: 10 });
    expect(tableAt({ x: -3, y: 40 }, table)).toEqual({ x: 0, y: 0 });
    expect(tableAt({ x: 30, y: -1 }, table)).toEqual({ x: 24, y: 12 });
  });
});

describe('nudge', () => {
  it('moves half an inch per arrow key, up the table for ArrowUp, never off it', () => {
    expect(KEY_STEP).toBe(0.5);
    expect(nudge('ArrowUp', { x: 5, y: 5 }, table)).toEqual({ x: 5, y: 5.5 });
    expect(nudge('ArrowLeft', { x: 0.2, y: 5 }, table)).toEqual({ x: 0, y: 5 });
    expect(nudge('ArrowRight', { x: 23.9, y: 5 }, table)).toEqual({ x: 24, y: 5 });
    expect(nudge('Enter', { x: 5, y: 5 }, table)).toBeNull();
  });
});

describe('drawCommand', () => {
  const a = { x: 1, y: 1 };
  const b = { x: 4, y: 1 };
  it('makes a line of the chosen kind, named when a name is typed', () => {
    expect(drawCommand('line', 'high-cover', [a, b], ' Vault wall ')).toEqual({
      type: 'skirmish/board-draw',
      piece: {
        kind: 'terrain',
        shape: { kind: 'segment', from: a, to: b },
        role: 'cover',
        height: 'high',
        name: 'Vault wall',
      },
    });
  });
  it('makes an area of its corners, a shut door, an exit', () => {
    const c = { x: 4, y: 3 };
    expect(drawCommand('area', 'low-obstruction', [a, b, c], '')).toMatchObject({
      piece: { shape: { kind: 'area', corners: [a, b, c] }, role: 'obstruction', height: 'low' },
    });
    expect(drawCommand('door', 'low-cover', [a, b], '')).toEqual({
      type: 'skirmish/board-draw',
      piece: { kind: 'door', from: a, to: b, open: false },
    });
    expect(drawCommand('exit', 'low-cover', [a, b], 'Alley')).toMatchObject({
      piece: { kind: 'exit', name: 'Alley' },
    });
  });
});

describe('the fight’s view, remembered per fight', () => {
  it('is the list until the board is chosen for that fight', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    expect(storedView(storage, 'f1')).toBe('list');
    storeView(storage, 'f1', 'board');
    expect(storedView(storage, 'f1')).toBe('board');
    expect(storedView(storage, 'f2')).toBe('list');
    expect(storedView(undefined, 'f1')).toBe('list');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Officer Kay')).toBe('OK');
    expect(initials('Mr. A')).toBe('MA');
    expect(initials('—')).toBe('?');
  });
});
