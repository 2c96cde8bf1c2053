import { describe, expect, it } from 'vitest';
import { boardShotOrder, boardView, dragMeasure } from '../../../../../core/skirmish/index.ts';
import type { SkirmishCommand } from '../../../../../core/skirmish/index.ts';
import { edit } from '../support/bridge.ts';
import { entry, fight, run, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/**
 * What a redraw draws (issue 20): the tokens with their state read from the fight, the pieces, the aim zones,
 * and the selected shooter's reading of each enemy, computed by core's geometry.
 */

const place = (id: string, x: number, y: number): SkirmishCommand => ({
  type: 'skirmish/board-place',
  model: id,
  to: { x, y },
  place: true,
});

/**
 * Mr. A at (5, 5) shoots north at Officer Kay at (5, 15); Officer Jay at (12, 15); a low wall runs from (3, 14.5)
 * to (7, 14.5), touching Kay's base (radius 0.5) on the shooter's side.
 */
function table(): Fight {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG'), entry('b', 'Mr. B (2/5) Pistol')]),
      side('police', 'defensive', [
        entry('k', 'Officer Kay (3/5) Pistol'),
        entry('j', 'Officer Jay (3/5) Pistol'),
      ]),
    ],
  });
  run(f, { type: 'skirmish/board-size', width: 24, height: 24 });
  run(f, place('a', 5, 5));
  run(f, place('k', 5, 15));
  run(f, place('j', 12, 15));
  run(f, {
    type: 'skirmish/board-draw',
    piece: {
      kind: 'terrain',
      name: 'Low wall',
      shape: { kind: 'segment', from: { x: 3, y: 14.5 }, to: { x: 7, y: 14.5 } },
      role: 'cover',
      height: 'low',
    },
  });
  return f;
}

describe('boardView', () => {
  it('is null for a fight without a board', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG')]),
        side('police', 'defensive', [entry('k', 'Officer Kay (3/5) Pistol')]),
      ],
    });
    expect(boardView(f.state)).toBeNull();
  });

  it('draws each placed model with its state, and lists the models on the table still to place', () => {
    const f = table();
    run(f, edit('k', { stunned: true }));
    const view = boardView(f.state)!;
    expect(view.tokens.map((t) => t.id)).toEqual(['a', 'k', 'j']);
    const kay = view.tokens.find((t) => t.id === 'k')!;
    expect(kay).toMatchObject({
      stunned: true,
      wounded: false,
      radius: 0.5,
      sideIndex: 1,
      role: null,
      shot: null,
    });
    expect(kay.ammo).toMatch(/^Service pistol, ammo counters 0 of \d+$/);
    expect(kay.label).toMatch(/^Officer Kay \(Police\); at 5, 15 in; stunned; Service pistol/);
    expect(view.unplaced).toEqual([{ id: 'b', name: 'Mr. B' }]);
    expect(view.pieces).toMatchObject([{ id: 'terrain-1', look: 'low-cover', label: 'Low wall: low cover' }]);
  });

  it('reads a selected shooter against every enemy token, not its allies', () => {
    const f = table();
    run(f, place('b', 8, 5));
    const view = boardView(f.state, { shooter: 'a' })!;
    expect(view.tokens.find((t) => t.id === 'a')?.role).toBe('shooter');
    expect(view.tokens.find((t) => t.id === 'b')?.shot).toBeNull();
    expect(view.tokens.find((t) => t.id === 'k')?.shot).toMatchObject({
      class: 'in-cover',
      tn: 10,
      clear: true,
    });
    expect(view.tokens.find((t) => t.id === 'j')?.shot).toMatchObject({ class: 'open', tn: 6 });
    expect(view.limit).toMatchObject({ inches: 3 });
  });

  it('draws the selected shot: its ray, the cover piece highlighted, its reasons without rule codes in the words', () => {
    const view = boardView(table().state, { shooter: 'a', target: 'k' })!;
    expect(view.shot?.ray.from).toEqual({ x: 5, y: 5 });
    expect(view.pieces.find((p) => p.id === 'terrain-1')?.covering).toBe(true);
    expect(view.shot?.words.join(' ')).not.toMatch(/HST-/);
    expect(view.shot?.rules).toEqual(expect.arrayContaining(['HST-MEAS-2', 'HST-COVER-3']));
    expect(view.shot?.words[0]).toBe('Range 9 in');
    expect(view.shot?.words.at(-1)).toBe('Target: in cover, TN 10');
    expect(view.shot?.words.filter((w) => w.includes('behind Low wall'))).toHaveLength(1);
  });

  it('draws an aim zone only while its model aims', () => {
    const f = table();
    run(f, { type: 'skirmish/board-aim', model: 'k', to: { x: 5, y: 10 } });
    expect(boardView(f.state)!.aims).toEqual([]);
    run(f, edit('k', { aiming: true }));
    const [zone] = boardView(f.state)!.aims;
    expect(zone).toMatchObject({ model: 'k', at: { x: 5, y: 10 }, radius: 3 });
    expect(zone?.strip.to).toEqual({ x: 5, y: 0 });
  });

  it('leaves a dead model off the board it is still placed on', () => {
    const f = table();
    run(f, edit('j', { presence: 'dead' }));
    expect(boardView(f.state, { shooter: 'a' })!.tokens.map((t) => t.id)).toEqual(['a', 'k']);
  });
});

describe('dragMeasure', () => {
  it('measures a drag against the Move limit: within, past 3 in but within a shift and a snap, beyond', () => {
    const f = table();
    expect(dragMeasure(f.state, 'a', { x: 5, y: 7.5 })).toMatchObject({ inches: 2.5, within: 'move' });
    expect(dragMeasure(f.state, 'a', { x: 5, y: 9 })).toMatchObject({ inches: 4, within: 'stretch' });
    expect(dragMeasure(f.state, 'a', { x: 5, y: 11 })).toMatchObject({ inches: 6, within: 'beyond' });
    expect(dragMeasure(f.state, 'b', { x: 5, y: 11 })).toBeNull();
  });
});

describe('boardShotOrder', () => {
  it('gives the shoot order the board reads: a wall between → low cover, the range to a tenth', () => {
    const read = boardShotOrder(table().state, 'a', 'k')!;
    expect(read.order.range).toBe(9);
    expect(read.order.facts).toMatchObject({ cover: 'low', flanked: false });
  });

  it('nothing between → the open', () => {
    const read = boardShotOrder(table().state, 'a', 'j')!;
    expect(read.order.facts).toMatchObject({ cover: 'none', flanked: false });
    expect(read.order.obstructions).toEqual([]);
  });

  it('is null when either model is not on the board', () => {
    expect(boardShotOrder(table().state, 'a', 'b')).toBeNull();
    expect(boardShotOrder(table().state, 'a', 'a')).toBeNull();
  });
});
