import { describe, expect, it } from 'vitest';
import { heistBoard } from '../../../../../core/cot/heist/board.ts';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import { planMove } from '../../../../../core/cot/heist/move.ts';
import { planPalm } from '../../../../../core/cot/heist/palm.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { isRejection } from '../../../../../core/shared/result.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { chain, post, security, tag } from '../spot/support.ts';
import { guard, id, open, play, ruth } from './support.ts';
import type { World } from './support.ts';

/** The campaign has lost this character's sheet: a score-only NPC now (COT-CHAR-9). */
function sheetless(world: World, who: string): World {
  const characters = Object.fromEntries(
    Object.entries(world.ctx.characters).filter(([key]) => key !== who),
  ) as World['ctx']['characters'];
  return { ...world, ctx: { ...world.ctx, characters } };
}

describe('the Heist board (what the board draws)', () => {
  const spot = chain(
    'bank',
    ['a', 'b'],
    [
      post('x', 'a', { awareness: 9 }),
      post('y', 'a', { awareness: 11 }),
      post('z', 'b', { awareness: 8 }),
      security('a-b', 'lock', 'lock', 12),
      { type: 'spot/add-loot', lootId: 'gold', name: 'Gold', zone: 'b', value: 5 },
    ],
  );
  const world = (heat = 0) => open(spot, [ruth(), guard('x'), guard('y'), guard('z')], { heat });

  it('TV-COT-GUARD-7: shows every guard’s Awareness and each zone’s with the crew’s Heat added', () => {
    const hot = world(2);
    const board = heistBoard(heistEnv(hot.ctx), hot.state);
    const perPoint = hot.ctx.settings.heatAwarenessPerPoint;
    expect(board.heatAwareness).toBe(2 * perPoint);
    const [a, b] = board.zones;
    expect(a!.people.map((p) => [p.character.id, p.awareness])).toEqual([
      ['x', 9 + 2 * perPoint],
      ['y', 11 + 2 * perPoint],
    ]);
    expect(a!.awareness).toBe(11 + 2 * perPoint); // COT-GUARD-3: the highest unaware guard's
    expect(b!.awareness).toBe(8 + 2 * perPoint);
    expect(board.outside.map((p) => [p.character.id, p.awareness])).toEqual([['ruth', null]]);
  });

  it('draws the ways out of a zone with their Securities, and the loot lying there', () => {
    const board = heistBoard(heistEnv(world().ctx), world().state);
    const [a, b] = board.zones;
    expect(a!.ways).toEqual([
      { barrier: 'outside-a', to: 'outside', toName: 'Outside', securities: [], gate: null },
      {
        barrier: 'a-b',
        to: 'b',
        toName: 'b',
        securities: [{ id: 'lock', label: 'Lock 12', bypassed: false }],
        gate: null,
      },
    ]);
    expect(b!.loot.map((l) => l.name)).toEqual(['Gold']);
  });

  it('names the Drop awaiting its response, and lists the helpless with the rounds they have left', () => {
    const placed = play(
      open(spot, [ruth(), guard('x'), guard('y'), guard('z')], { settings: { unconsciousDuration: 2 } }),
      {
        type: 'heist/place',
        character: id('ruth'),
        to: 'a',
      },
    );
    const knocked = play(
      placed,
      { type: 'drop/attack', attacker: id('ruth'), target: id('x'), skill: 'handToHand', weapon: 'Fists' },
      6,
      6,
    );
    const board = heistBoard(heistEnv(knocked.ctx), knocked.state);
    expect(board.helpless.map((p) => [p.character.id, p.character.unconsciousRoundsLeft])).toEqual([
      ['x', 2],
    ]);
    expect(board.pending).toBeNull();
    const failed = play(
      placed,
      { type: 'drop/attack', attacker: id('ruth'), target: id('y'), skill: 'handToHand', weapon: 'Fists' },
      1,
      2,
    );
    expect(heistBoard(heistEnv(failed.ctx), failed.state).pending).toMatchObject({
      target: 'y',
      attacker: 'ruth',
      targetName: 'y',
      attackerName: 'ruth',
      byPlayer: false,
    });
  });
});

describe('score-only guards and NPCs roll the table’s default NPC pool (COT-D-14)', () => {
  const npcPool = { rolled: 4, kept: 3 };
  const noisy = chain('bank', ['a', 'b'], [post('x', 'b', { awareness: 8 }), tag('b', 'noisy')]);

  it('COT-D-14 (TV-COT-CHAR-9-a): an Aware guard without a sheet opposes Stealth in a Noisy zone with default_npc_pool', () => {
    const opened = open(noisy, [ruth(), guard('x')], { settings: { defaultNpcPool: npcPool } });
    const alerted = play(play(opened, { type: 'heist/place', character: id('ruth'), to: 'a' }), {
      type: 'heist/alert',
      guards: [id('x')],
    });
    const world = sheetless(alerted, 'x');
    const move = { type: 'heist/move', actor: id('ruth'), to: 'b', stealth: true } as const;
    const plan = planMove(heistEnv(world.ctx), world.state, move);
    if (isRejection(plan)) throw new Error(plan.message);
    expect(plan.stealth.opposing?.pool).toEqual(npcPool);
    // The guard's four dice first, then Ruth's Fingers + Sneak 5k3.
    const dice = fixedDice(1, 1, 1, 2, 6, 6, 6, 1, 1);
    const decided = heistEngine.decide(world.ctx, world.state, move, dice);
    expect(decided.ok && decided.events[0]).toMatchObject({
      type: 'heist/moved',
      stealth: { guardRoll: { pool: npcPool }, unseen: true },
    });
    expect(dice.remaining()).toBe(0);
  });

  it('COT-D-14: a sheetless victim of Palming notices by default_npc_pool, as a score or as a roll', () => {
    const spot = chain('bank', ['a']);
    const opened = open(spot, [ruth(), guard('mark', { kind: 'npc' })], {
      settings: { defaultNpcPool: npcPool },
      others: [{ character: 'mark', zone: 'a' }],
    });
    const placed = play(opened, { type: 'heist/place', character: id('ruth'), to: 'a' });
    const lift = {
      type: 'heist/palm',
      actor: id('ruth'),
      victim: id('mark'),
      action: 'lift',
      item: 'a key',
    } as const;
    const unaware = sheetless(placed, 'mark');
    const plan = planPalm(heistEnv(unaware.ctx), unaware.state, lift);
    if (isRejection(plan)) throw new Error(plan.message);
    expect(plan.awareness).toBe(3 * 3 + 1); // 3 per kept die, 1 per extra rolled die (COT-DICE-9)
    const aware = sheetless(play(placed, { type: 'heist/alert', guards: [id('mark')] }), 'mark');
    const opposed = planPalm(heistEnv(aware.ctx), aware.state, lift);
    if (isRejection(opposed)) throw new Error(opposed.message);
    expect(opposed.opposing?.pool).toEqual(npcPool);
  });
});

describe('joining a running Heist (COT-INIT-6)', () => {
  it('lets a guard posted at the Spot join the scene’s turns: the Heist already has them', () => {
    const spot = chain('bank', ['a'], [post('x', 'a')]);
    const world = open(spot, [ruth(), guard('x')]);
    const joined = heistEngine.join!(
      world.ctx,
      world.state,
      { characterId: id('x') as CharacterId, side: 'guards', zone: 'a' },
      fixedDice(),
    );
    expect(joined).toEqual({ ok: true, events: [] });
  });
});
