import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import { heistCommandSchema } from '../../../../../core/cot/heist/schema.ts';
import type { HeistCommand } from '../../../../../core/cot/heist/types.ts';
import type { TrainingPurchase } from '../../../../../core/cot/world/index.ts';
import { chain } from '../spot/support.ts';
import { crew, id, open, play, refuse, ruth, types } from './support.ts';
import type { World } from './support.ts';

/**
 * Issue 20: Foresight Training (COT-FORE-5) bought before a scheme roll (Secrets COT-FORE-6, Switch COT-FORE-9) is
 * counted in its pool and its odds, and charged, as on Use a skill (COT-SPOT-8).
 */

const plusOne: TrainingPurchase = { addRolled: 1, addKept: 0 };

/** The world as the turn panel shows it while the GM buys `purchase` for `actor`'s next roll. */
function buying(world: World, actor: string, purchase: TrainingPurchase): World {
  return { ...world, ctx: { ...world.ctx, training: (who) => (who === actor ? purchase : undefined) } };
}

function option(world: World, actor: string, action: string, pick: (c: HeistCommand) => boolean) {
  const view = heistEngine.view(world.ctx, world.state, actor).find((a) => a.action === action)!;
  const found = view.options.find((o) => pick(o.command));
  if (!found) throw new Error(`no ${action} option: ${view.reason ?? 'none matched'}`);
  return found;
}

const rolledBy = (roller: string) => (c: HeistCommand) => 'roller' in c && c.roller === roller;

const layout = (roller: string, spender = 'ruth') =>
  ({
    type: 'heist/secrets',
    spender: id(spender),
    roller: id(roller),
    roll: { method: 'planning', goal: { kind: 'layout' } },
    training: plusOne,
  }) as const;

const disguise = (roller: string, spender = 'ruth') =>
  ({
    type: 'heist/switch',
    spender: id(spender),
    roller: id(roller),
    roll: { kind: 'disguise', identity: 'the night porter', difficulty: 9 },
    training: plusOne,
  }) as const;

describe('Training bought before a Secrets roll (COT-FORE-5, COT-FORE-6)', () => {
  const spot = chain('bank', ['a', 'b']);

  it('TV-COT-FORE-6-a with +1k0: the view offers the Planning research with it, its odds on 6k3, the roll on 6 dice, 1 + 3 Foresight spent', () => {
    const world = buying(open(spot, [ruth({ foresight: 4 })]), 'ruth', plusOne);
    const research = option(
      world,
      'ruth',
      'secrets',
      (c) => c.type === 'heist/secrets' && c.roll.method === 'planning' && c.roll.goal.kind === 'layout',
    );
    expect(research.command).toMatchObject({ training: plusOne });
    expect(research.odds!.detail).toMatch(/6k3/);
    const after = play(world, research.command, 6, 5, 4, 1, 1, 1);
    expect(types(after.events)).toEqual([
      'heist/foresight-spent',
      'heist/foresight-spent',
      'heist/researched',
      'spot/zones-revealed',
    ]);
    expect(after.events[0]).toMatchObject({ character: 'ruth', amount: 1, scheme: 'training' });
    expect(after.events[1]).toMatchObject({ character: 'ruth', amount: 3, scheme: 'secrets' });
    expect(after.events[2]).toMatchObject({
      result: { check: { basePool: { rolled: 5, kept: 3 }, pool: { rolled: 6, kept: 3 } } },
    });
    expect(after.ctx.characters[id('ruth')]!.foresight).toBe(0);
  });

  it('a Mysticism reading takes the Training too', () => {
    const mystic = ruth({ foresight: 4, skills: { mysticism: 1 } });
    const world = open(spot, [mystic]);
    const reading = {
      type: 'heist/secrets',
      spender: id('ruth'),
      roller: id('ruth'),
      roll: { method: 'mysticism', difficulty: 9, purpose: 'the vault' },
      training: plusOne,
    } as const;
    const after = play(world, reading, 6, 5, 4, 1, 1);
    expect(after.events[0]).toMatchObject({ amount: 1, scheme: 'training' });
    expect(after.events[2]).toMatchObject({
      type: 'heist/skill-rolled',
      skill: 'mysticism',
      check: { pool: { rolled: 5 } },
    });
  });

  it('COT-FORE-3: Secrets and Training paid from one pool must both fit; the shortfall names them', () => {
    const world = open(spot, [ruth({ foresight: 3 })]);
    expect(refuse(world, layout('ruth'))).toMatchObject({
      code: 'foresight/short',
      message: 'ruth has 3 Foresight; Secrets with Training of +1k0 costs 4',
    });
    const view = heistEngine.view(buying(world, 'ruth', plusOne).ctx, world.state, 'ruth');
    const secrets = view.find((a) => a.action === 'secrets')!;
    expect(secrets.options.some((o) => rolledBy('ruth')(o.command))).toBe(false);
  });

  it('COT-D-64: the roller pays for Training, as on Use a skill; a roller without the Foresight is refused', () => {
    const world = open(spot, [ruth({ foresight: 3 }), { ...crew('kit'), foresight: 0 }]);
    expect(refuse(world, layout('kit'))).toMatchObject({
      code: 'foresight/short',
      message: 'kit has 0 Foresight; Training of +1k0 costs 1',
    });
    const rich = open(spot, [
      ruth({ foresight: 3 }),
      { ...crew('kit', { skills: { planning: 1 } }), foresight: 1 },
    ]);
    const after = play(rich, layout('kit'), 6, 5, 4, 3);
    expect(after.events[0]).toMatchObject({ character: 'kit', amount: 1, scheme: 'training' });
    expect(after.events[1]).toMatchObject({ character: 'ruth', amount: 3, scheme: 'secrets' });
  });
});

describe('Training bought before a Switch roll (COT-FORE-5, COT-FORE-9)', () => {
  const spot = chain('bank', ['a']);

  it('TV-COT-FORE-9-a with +1k0: the disguise is offered with it, its odds on 5k2, the Con roll on 5 dice, 1 + 3 Foresight spent', () => {
    const world = buying(open(spot, [ruth({ foresight: 4 })]), 'ruth', plusOne);
    const offered = option(
      world,
      'ruth',
      'switch',
      (c) => c.type === 'heist/switch' && c.roll.kind === 'disguise',
    );
    expect(offered.command).toMatchObject({ training: plusOne });
    expect(offered.odds!.detail).toMatch(/5k2/);
    const after = play(world, disguise('ruth'), 6, 6, 1, 1, 1);
    expect(after.events[0]).toMatchObject({ character: 'ruth', amount: 1, scheme: 'training' });
    expect(after.events[1]).toMatchObject({ character: 'ruth', amount: 3, scheme: 'switch' });
    expect(after.events[2]).toMatchObject({
      type: 'heist/disguised',
      success: true,
      check: { basePool: { rolled: 4, kept: 2 }, pool: { rolled: 5, kept: 2 } },
    });
    expect(after.ctx.characters[id('ruth')]).toMatchObject({
      foresight: 0,
      presentedIdentity: 'the night porter',
    });
  });

  it('a Switch with Training the spender cannot also pay is refused, naming the shortfall', () => {
    const world = open(spot, [ruth({ foresight: 3 })]);
    expect(refuse(world, disguise('ruth')).message).toBe(
      'ruth has 3 Foresight; a Switch with Training of +1k0 costs 4',
    );
  });

  it('the command schema takes Training on Secrets and Switch', () => {
    expect(v.safeParse(heistCommandSchema, disguise('ruth')).success).toBe(true);
    expect(v.safeParse(heistCommandSchema, layout('ruth')).success).toBe(true);
    const tooMany = { ...disguise('ruth'), training: { addRolled: 21, addKept: 0 } };
    expect(v.safeParse(heistCommandSchema, tooMany).success).toBe(false);
  });
});

describe("the turn panel's Training is for the actor's own roll", () => {
  it("a Secrets or Switch another crew member rolls is offered without the actor's Training", () => {
    const spot = chain('bank', ['a']);
    const world = buying(
      open(spot, [ruth({ foresight: 4 }), { ...crew('kit'), foresight: 4 }]),
      'ruth',
      plusOne,
    );
    for (const action of ['secrets', 'switch']) {
      const kits = heistEngine
        .view(world.ctx, world.state, 'ruth')
        .find((a) => a.action === action)!
        .options.filter((o) => rolledBy('kit')(o.command));
      expect(kits.length).toBeGreaterThan(0);
      expect(kits.every((o) => !('training' in o.command))).toBe(true);
    }
  });
});
