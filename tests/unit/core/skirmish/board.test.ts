import { describe, expect, it } from 'vitest';
import { skirmishBoard } from '../../../../core/skirmish/board.ts';
import { at0, entry, fight, model, pass, run, shoot, side } from './support/fight.ts';
import type { Fight } from './support/fight.ts';

/** The fight board's "who may act now" (HST-SEQ-2, HST-SEQ-3, HST-REACT-1). */

function twoSides(): Fight {
  return fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG'), entry('b', 'Mr. B (2/5) Pistol')]),
      side('police', 'defensive', [entry('p', 'Cop (2/5) Shotgun')]),
    ],
  });
}

describe('who may act now', () => {
  it('HST-SEQ-2: the active side’s models not yet activated, the one mid-activation first', () => {
    const f = twoSides();
    expect(skirmishBoard(f.state, at0).mayAct).toEqual(['a', 'b']);
    run(f, pass('b'));
    expect(model(f, 'b').activated).toBe(true);
    expect(skirmishBoard(f.state, at0).mayAct).toEqual(['a']);
  });

  it('HST-REACT-1: with a window open, the models that may still react', () => {
    const f = twoSides();
    f.state = {
      ...f.state,
      models: { ...f.state.models, p: { ...model(f, 'p'), aiming: true } },
    };
    run(f, shoot('a', 'p'));
    expect(f.state.window).not.toBeNull();
    const board = skirmishBoard(f.state, at0);
    expect(board.mayAct).toEqual(board.window!.mayReact.filter((id) => id !== 'a'));
    expect(board.mayAct).toContain('p');
  });
});
