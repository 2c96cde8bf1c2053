import { describe, expect, it } from 'vitest';
import { heistBreakouts } from '../../../../../core/cot/breakout/heist.ts';
import { applyHeist } from '../../../../../core/cot/heist/apply.ts';
import type { HeistBreakout } from '../../../../../core/cot/heist/types.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import { chain, post } from '../spot/support.ts';
import { crew, guard, id, open, play, ruth } from '../heist/support.ts';
import type { World } from '../heist/support.ts';

/** The Heist's board list of what broke out, read from the engines' declarations (COT-D-65). */

const spot = chain('bank', ['a', 'b'], [post('x', 'a', { training: 6 }), post('y', 'a', { training: 6 })]);
const start = () =>
  play(open(spot, [ruth(), crew('kit'), guard('x'), guard('y')]), {
    type: 'heist/place',
    character: id('ruth'),
    to: 'a',
  });
const sides = (who: CharacterId) => (who === 'ruth' || who === 'kit' ? 'crew' : 'guards');
const names = (who: string) => who.toUpperCase();
const listed = (world: World) => heistBreakouts(world.state, world.ctx.breakouts ?? [], [], sides, names);

describe('heistBreakouts', () => {
  it('gives each breakout its declaration’s words, rule and form, and how its scene opens', () => {
    const fight = play(start(), {
      type: 'heist/break-out',
      breakout: { kind: 'warfare', zone: 'a', participants: [id('ruth'), id('x'), id('y')] },
    });
    const [item] = listed(fight);
    expect(item).toMatchObject({
      key: '0-warfare-ruth',
      label: 'Gang Warfare',
      rule: 'COT-WAR-1',
      form: 'warfare',
      people: ['ruth', 'x', 'y'],
      handover: { stage: 'waiting' },
      opening: { kind: 'warfare', zone: 'a', zoneName: 'a', sides: ['crew', 'guards'] },
      back: { type: 'heist/fight-over', characters: ['ruth', 'x', 'y'] },
    });
  });

  it('lists a breakout of a kind no engine declares (an older file) with the problem named, and brings its people back', () => {
    const record: HeistBreakout = {
      kind: 'duel',
      lead: id('ruth'),
      zone: 'a',
      duellists: [id('ruth'), id('x')],
    };
    const world = start();
    const state = applyHeist(world.state, { type: 'heist/broke-out', breakout: record });
    const [item] = listed({ ...world, state });
    expect(item).toMatchObject({
      label: 'duel',
      rule: 'COT-D-65',
      form: null,
      opening: {
        ok: false,
        code: 'heist/unknown-breakout',
        message: 'No scene of "duel" can break out of a Heist: only Gang Warfare and A chase',
      },
      back: { type: 'heist/fight-over', characters: ['ruth', 'x'] },
    });
    const back = play({ ...world, state }, item!.back);
    expect(back.state).toMatchObject({ engaged: [], breakouts: [] });
    expect(back.events).toEqual([{ type: 'heist/fight-over', characters: ['ruth', 'x'] }]); // in place
  });
});
