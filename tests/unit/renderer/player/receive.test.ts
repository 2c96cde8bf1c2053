import { describe, expect, it } from 'vitest';
import { emptyPlayerView } from '../../../../core/index.ts';
import { receive } from '../../../../renderer/player/receive.ts';
import { heistView } from '../../../helpers/player-views.ts';

describe('receive', () => {
  it('takes a projection of the format and version the page reads', () => {
    expect(receive(heistView)).toEqual({ ok: true, view: heistView });
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
});
