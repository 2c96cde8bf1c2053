import { describe, expect, it } from 'vitest';
import { heistBoard } from '../../../../../core/cot/heist/board.ts';
import { decideHeist } from '../../../../../core/cot/heist/decide.ts';
import { heistEnv } from '../../../../../core/cot/prep/env.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { chain, post, tag } from '../spot/support.ts';
import { guard, id, open, play, refuse, ruth } from './support.ts';

/** The board says whether Stealth can be tried in a zone, as the move judges it; the panel restates no rule. */
describe('the Heist board’s Stealth per zone (COT-SPOT-3, COT-SPOT-4, COT-D-52)', () => {
  const spot = (noisy: boolean) =>
    chain('bank', ['a', 'b'], [post('x', 'b'), ...(noisy ? [tag('b', 'noisy')] : []), post('y', 'a')]);
  const world = (noisy: boolean, alerted: boolean) => {
    const start = play(open(spot(noisy), [ruth(), guard('x'), guard('y')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    return alerted ? play(start, { type: 'heist/alert', guards: [id('x')] }) : start;
  };
  const stealthIn = (w: ReturnType<typeof world>, zone: string) =>
    heistBoard(heistEnv(w.ctx), w.state).zones.find((z) => z.zone.id === zone)!.stealth;

  it('is unopposed while no guard there is Aware, whatever the tags', () => {
    expect(stealthIn(world(false, false), 'b')).toBe('unopposed');
    expect(stealthIn(world(true, false), 'b')).toBe('unopposed');
    expect(stealthIn(world(false, true), 'a')).toBe('unopposed');
  });

  it('TV-COT-SPOT-3-c: impossible with an Aware guard in a zone that is not Noisy, and the move is refused', () => {
    const alarmed = world(false, true);
    expect(stealthIn(alarmed, 'b')).toBe('impossible');
    expect(refuse(alarmed, { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true }).code).toBe(
      'heist/aware-guard-present',
    );
  });

  it('COT-D-52: opposed by the Aware guard in a Noisy zone, and the move is not refused', () => {
    const alarmed = world(true, true);
    expect(stealthIn(alarmed, 'b')).toBe('opposed');
    const move = { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true } as const;
    const decision = decideHeist(heistEnv(alarmed.ctx), alarmed.state, move, seededDice(17));
    expect(decision.ok).toBe(true);
  });
});
