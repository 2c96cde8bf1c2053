import { describe, expect, it } from 'vitest';
import { emptyPlayerView } from '../../../../core/index.ts';
import { receive } from '../../../../renderer/player/receive.ts';
import { fightView, heistView, otherEnginesView } from '../../../helpers/player-views.ts';

describe('receive', () => {
  it('takes a projection core’s schema accepts (every fixture of the page’s tests is one)', () => {
    for (const view of [heistView, fightView, otherEnginesView])
      expect(receive(view)).toEqual({ ok: true, view });
    expect(receive(emptyPlayerView(true))).toEqual({ ok: true, view: emptyPlayerView(true) });
  });

  it('refuses anything else, saying why', () => {
    expect(receive(null)).toEqual({ ok: false, problem: 'What the GM’s app sent is not a players’ screen.' });
    expect(receive({ ...heistView, format: 'heistbox-export' })).toMatchObject({ ok: false });
    expect(receive({ ...heistView, version: 2 })).toEqual({
      ok: false,
      problem: 'The GM’s app and this page are different versions: reload this page to get the GM’s one.',
    });
  });

  it('refuses a projection that does not fit the schema, naming the field', () => {
    const received = receive({ ...heistView, rolls: [{ ...heistView.rolls[0], faces: 'nine' }] });
    expect(received.ok).toBe(false);
    expect(!received.ok && received.problem).toMatch(
      /^What the GM’s app sent could not be read \(rolls.*faces/,
    );
  });
});
