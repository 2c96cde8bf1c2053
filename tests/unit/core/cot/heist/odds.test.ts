import { describe, expect, it } from 'vitest';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import { keepHighest } from '../../../../../core/dice/roll.ts';
import { chain, post, security, tag } from '../spot/support.ts';
import { crew, guard, id, open, play } from './support.ts';

/** Every ordered outcome of `count` d6, the slow and obvious way. */
function* outcomes(count: number): Generator<number[]> {
  const faces = new Array<number>(count).fill(1);
  for (;;) {
    yield [...faces];
    let digit = 0;
    while (digit < count && faces[digit] === 6) faces[digit++] = 1;
    if (digit === count) return;
    faces[digit]!++;
  }
}

function optionOdds(world: ReturnType<typeof open>, actor: string, action: string, label: string) {
  const view = heistEngine.view(world.ctx, world.state, actor).find((a) => a.action === action);
  const option = view?.options.find((o) => o.label === label);
  if (!option?.odds)
    throw new Error(`no odds for ${label}: ${view?.options.map((o) => o.label).join(' / ')}`);
  return Object.fromEntries(option.odds.outcomes.map((o) => [o.key, o.probability]));
}

describe('Heist odds against brute-force enumeration', () => {
  it('a Cat Burglary move through a Noisy, Hazardous zone past an unaware guard (8) and an Aware one (2k1 Lookout)', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [
        tag('b', 'hazardous'),
        tag('b', 'noisy'),
        post('x', 'b'),
        post('y', 'b', { awareness: 8 }),
        { type: 'spot/alert-guards', guards: [id('x')] },
      ],
    );
    const kit = crew('kit', { abilities: { fingers: 2 }, skills: { catBurglary: 1 } }); // 3k2
    const x = guard('x', { abilities: { brains: 1 }, skills: { lookout: 1 } }); // 2k1
    const world = play(open(spot, [kit, x, guard('y')]), {
      type: 'heist/place',
      character: id('kit'),
      to: 'a',
    });
    const odds = optionOdds(world, 'kit', 'move', 'Sneak to b by Cat Burglary');

    const counts: Record<string, number> = {};
    for (const faces of outcomes(5)) {
      const guardRoll = keepHighest({ rolled: 2, kept: 1 }, faces.slice(0, 2));
      const mover = keepHighest({ rolled: 3, kept: 2 }, faces.slice(2));
      let key: string;
      if (mover.catastrophe) key = 'catastrophe';
      else {
        const arrived = mover.total >= 9;
        const hidden = mover.total >= 8 && mover.total >= guardRoll.total;
        key = `${arrived ? 'arrive' : 'stuck'}-${hidden ? 'unseen' : 'seen'}`;
      }
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const key of Object.keys(odds)) expect(odds[key]).toBeCloseTo((counts[key] ?? 0) / 6 ** 5, 12);
  });

  it('a stealthy Lockpicking bypass in view of an unaware guard: the bypass roll and the Stealth roll together', () => {
    const spot = chain(
      'bank',
      ['a', 'b'],
      [security('a-b', 'lock', 'lock', 5), post('x', 'a', { awareness: 6 })],
    );
    const kit = crew('kit', { abilities: { fingers: 1 }, skills: { lockpicking: 1, sneak: 1 } }); // 2k1 each
    const world = play(open(spot, [kit, guard('x')]), { type: 'heist/place', character: id('kit'), to: 'a' });
    const odds = optionOdds(world, 'kit', 'bypass', 'Lock 5 with Lockpicking, unseen');
    const counts: Record<string, number> = {};
    for (const faces of outcomes(4)) {
      const pick = keepHighest({ rolled: 2, kept: 1 }, faces.slice(0, 2));
      const sneak = keepHighest({ rolled: 2, kept: 1 }, faces.slice(2));
      const key =
        pick.catastrophe || sneak.catastrophe
          ? 'catastrophe'
          : `${pick.total >= 5 ? 'bypassed' : 'failed'}-${sneak.total >= 6 ? 'unseen' : 'seen'}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const key of Object.keys(odds)) expect(odds[key]).toBeCloseTo((counts[key] ?? 0) / 6 ** 4, 12);
  });
});
