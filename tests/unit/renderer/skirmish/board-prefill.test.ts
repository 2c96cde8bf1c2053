import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { skirmish } from '../../../../core/index.ts';
import { fromBoard, withBoard } from '../../../../renderer/panels/skirmish/orders/board-prefill.ts';
import { buildOrder, draftOf } from '../../../../renderer/panels/skirmish/orders/order-fields.ts';
import { entry, fight, run, shoot, side } from '../../core/skirmish/support/fight.ts';
import type { Fight } from '../../core/skirmish/support/fight.ts';

/**
 * The order dialog pre-filled from the board (issue 20): the board's range, cover and line of fire fill the shot's
 * fields, marked "from the board" while they keep its values; the GM may still change them, and what is sent is
 * what the fields hold.
 */

const place = (id: string, x: number, y: number): skirmish.SkirmishCommand => ({
  type: 'skirmish/board-place',
  model: id,
  to: { x, y },
  place: true,
});

/** Mr. A at (5, 5); Officer Kay at (5, 15), reported behind low cover by the list view; nothing drawn yet. */
function table(): Fight {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG w/2 reloads')]),
      side('police', 'defensive', [entry('k', 'Officer Kay (3/5) Pistol', { cover: 'low' })]),
    ],
  });
  run(f, { type: 'skirmish/board-size', width: 24, height: 24 });
  run(f, place('a', 5, 5));
  run(f, place('k', 5, 15));
  return f;
}

const lowWall: skirmish.SkirmishCommand = {
  type: 'skirmish/board-draw',
  piece: {
    kind: 'terrain',
    name: 'Counter',
    shape: { kind: 'segment', from: { x: 3, y: 14.5 }, to: { x: 7, y: 14.5 } },
    role: 'cover',
    height: 'low',
  },
};

function sent(f: Fight, edit: (shot: NonNullable<ReturnType<typeof draftOf>['shot']>) => void = () => {}) {
  const base = shoot('a', 'k');
  const draft = withBoard(f.state, base, draftOf(f.state, base));
  edit(draft.shot!);
  const built = buildOrder(f.state, base, draft);
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join('; '));
  const command = built.command as Extract<skirmish.SkirmishCommand, { type: 'skirmish/act' }>;
  if (command.action.kind !== 'shoot') throw new Error('not a shot');
  const reported = f.state.models.k!.cover;
  // a fact left out of the command is the model's reported one (the engine's default)
  return { draft, shot: command.action.shot, cover: command.action.shot.facts?.cover ?? reported };
}

describe('withBoard', () => {
  it('a wall between: low cover and the range read off the board, marked as the board’s', () => {
    const f = table();
    run(f, lowWall);
    const { draft, shot, cover } = sent(f);
    expect(draft.shot).toMatchObject({ range: '9', cover: 'low', flanked: false });
    expect(draft.shot?.board?.words).toContain('Range 9 in');
    expect(fromBoard(draft.shot)).toEqual(
      new Set([
        'range',
        'classBy',
        'cover',
        'flanked',
        'seesLineStart',
        'level',
        'aimsAtLowerLevel',
        'lines',
      ]),
    );
    expect(shot.range).toBe(9);
    expect(cover).toBe('low');
  });

  it('nothing between: the open, though the list view last reported low cover', () => {
    const { draft, cover } = sent(table());
    expect(draft.shot?.cover).toBe('none');
    expect(cover).toBe('none');
  });

  it('stays editable: a changed field loses its mark, and the command carries the GM’s value', () => {
    const f = table();
    run(f, lowWall);
    const { draft, shot } = sent(f, (s) => {
      s.cover = 'high';
      s.range = '12';
    });
    expect(fromBoard(draft.shot).has('cover')).toBe(false);
    expect(fromBoard(draft.shot).has('range')).toBe(false);
    expect(shot.facts?.cover).toBe('high');
    expect(shot.range).toBe(12);
  });

  it('fills a reaction shot back at the acting model from the board too', () => {
    const f = table();
    run(f, lowWall);
    run(f, shoot('a', 'k'));
    expect(f.state.window?.actor).toBe('a');
    const react: skirmish.SkirmishCommand = {
      type: 'skirmish/react',
      model: 'k',
      trigger: 'shot-at',
      shot: null,
      takeCover: null,
    };
    const draft = withBoard(f.state, react, draftOf(f.state, react));
    // from Kay's side Mr. A stands in the open, 9 in away
    expect(draft.shot).toMatchObject({ range: '9', cover: 'none' });
    expect(draft.shot?.board?.words).toContain('Range 9 in');
  });

  it('leaves the draft alone when the target is not on the board', () => {
    const f = table();
    run(f, { type: 'skirmish/board-erase', piece: 'k' });
    const base = shoot('a', 'k');
    const draft = draftOf(f.state, base);
    expect(withBoard(f.state, base, draft)).toBe(draft);
  });

  it('property: never in cover behind nothing, through the whole path from the board to the command sent', () => {
    const spot = fc.record({
      x: fc.double({ min: 1, max: 23, noNaN: true }),
      y: fc.double({ min: 1, max: 23, noNaN: true }),
    });
    let checked = 0;
    fc.assert(
      fc.property(
        spot,
        spot,
        fc.constantFrom<skirmish.CoverHeight>('none', 'low', 'high'),
        (a, k, reported) => {
          fc.pre(Math.hypot(a.x - k.x, a.y - k.y) > 1.01);
          const f = table();
          f.state = {
            ...f.state,
            models: { ...f.state.models, k: { ...f.state.models.k!, cover: reported } },
          };
          run(f, place('a', a.x, a.y));
          run(f, place('k', k.x, k.y));
          const { draft, shot } = sent(f);
          checked++;
          expect(draft.shot?.cover).toBe('none');
          expect(shot.facts?.cover ?? 'none').toBe('none');
          expect(shot.facts?.flanked ?? false).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
    expect(checked).toBeGreaterThan(30);
  });
});
