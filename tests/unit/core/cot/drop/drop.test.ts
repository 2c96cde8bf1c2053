import { describe, expect, it } from 'vitest';
import { planDrop } from '../../../../../core/cot/drop/attempt.ts';
import { decideDrop } from '../../../../../core/cot/drop/decide.ts';
import type { DropCommand, DropEventOf } from '../../../../../core/cot/drop/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { expectRejected, facesFor, id } from '../warfare/support.ts';
import { guard, person, play, ruth, spot, who, zone } from './support.ts';

const hit = (weapon?: string, skill: DropCommand['skill'] = 'handToHand', target = 'x'): DropCommand => ({
  type: 'drop/attack',
  attacker: id('ruth'),
  target: id(target),
  skill,
  ...(weapon === undefined ? {} : { weapon }),
});
const sap = hit('Club, sap, knuckle-duster');
const knife = hit('Knife, razor');
const revolver = hit('Revolver', 'shooting');
const six3 = (total: number) => facesFor({ rolled: 6, kept: 3 }, total);

const rolled = (events: readonly { type: string }[]) =>
  events.find((e) => e.type === 'drop/rolled') as DropEventOf<'drop/rolled'>;

describe('preconditions (COT-DROP-1)', () => {
  it('TV-COT-DROP-1-a: an attacker in another zone is rejected', () => {
    const scene = spot([ruth(), guard('x', 9, { zone: 'vault' })]);
    expectRejected(decideDrop(scene, sap, fixedDice()), 'drop/other-zone');
  });

  it('TV-COT-DROP-1-b: an Aware guard and a Discovered attacker: rejected', () => {
    const scene = spot([ruth({ discovered: true }), guard('x', 9, { aware: true })]);
    expectRejected(decideDrop(scene, sap, fixedDice()), 'drop/target-aware');
  });

  it('TV-COT-DROP-1-c: an Aware guard and a Concealed attacker: allowed', () => {
    const scene = spot([ruth(), guard('x', 9, { aware: true })], {
      zones: [zone('hall', { adjacent: ['vault'] })],
    });
    expect(decideDrop(scene, sap, fixedDice(...six3(18))).ok).toBe(true);
  });

  it('refuses the dead, the unconscious, oneself, and an Unconscious target (finish them off instead)', () => {
    const dead = spot([ruth({}, { condition: { state: 'dead' } }), guard('x', 9)]);
    expectRejected(decideDrop(dead, sap, fixedDice()), 'drop/actor-dead');
    const asleep = spot([ruth({ unconscious: true }), guard('x', 9)]);
    expectRejected(decideDrop(asleep, sap, fixedDice()), 'drop/actor-unconscious');
    const scene = spot([
      ruth(),
      guard('x', 9, { unconscious: true }),
      guard('y', 9, {}, { condition: { state: 'dead' } }),
    ]);
    expectRejected(decideDrop(scene, sap, fixedDice()), 'drop/target-unconscious');
    expectRejected(decideDrop(scene, hit(undefined, 'handToHand', 'y'), fixedDice()), 'drop/target-dead');
    expectRejected(decideDrop(scene, hit(undefined, 'handToHand', 'ruth'), fixedDice()), 'drop/self');
  });
});

describe('the Drop roll (COT-DROP-2, COT-GEAR-1)', () => {
  it('TV-COT-DROP-2-a: Muscle 3, Hand to Hand 2 and fists against Muscle 2, Resist 2: 5k3 against 8, Subdue', () => {
    const target = person('x', { side: 'house', zone: 'hall' }, { kind: 'guard', skills: { resist: 2 } });
    const plan = planDrop(spot([ruth(), target]), hit());
    expect(plan).toMatchObject({
      kind: 'subdue',
      prepared: { pool: { rolled: 5, kept: 3 } },
      targets: [{ training: 8 }],
    });
  });

  it('TV-COT-DROP-2-b: a knife makes a Murder roll with +1k0', () => {
    expect(planDrop(spot([ruth(), guard('x', 8)]), knife)).toMatchObject({
      kind: 'murder',
      prepared: { pool: { rolled: 6, kept: 3 } },
    });
  });

  it('TV-COT-GEAR-1-b: Muscle 2, Hand to Hand 3 and a sap roll 6k2 and Subdue', () => {
    const attacker = ruth({}, { abilities: { muscle: 2 }, skills: { handToHand: 3 } });
    expect(planDrop(spot([attacker, guard('x', 8)]), sap)).toMatchObject({
      kind: 'subdue',
      prepared: { pool: { rolled: 6, kept: 2 } },
    });
  });

  it('refuses a Shooting Drop with a knife and a weapon the attacker does not carry', () => {
    const scene = spot([ruth({}, { weapons: ['Knife, razor'] }), guard('x', 8)]);
    expectRejected(decideDrop(scene, hit(undefined, 'shooting'), fixedDice()), 'drop/no-weapon');
    expectRejected(decideDrop(scene, hit('Knife, razor', 'shooting'), fixedDice()), 'drop/weapon-mismatch');
    expectRejected(decideDrop(scene, revolver, fixedDice()), 'drop/weapon-not-carried');
  });
});

describe('Subdue results (COT-DROP-3)', () => {
  it.each([
    ['TV-COT-DROP-3-a: Training 10, total 9: Aware', 9, 'aware'],
    ['TV-COT-DROP-3-b: Training 10, total 10: Aware and Unconscious', 10, 'aware-unconscious'],
    ['TV-COT-DROP-3-c: Training 10, total 13: Dead', 13, 'dead'],
    ['TV-COT-DROP-3-d: Training 10, total 16: Unconscious, not Aware', 16, 'unconscious'],
  ])('%s', (_name, total, result) => {
    const { events, scene } = play(spot([ruth(), guard('x', 10)]), sap, ...six3(total));
    expect(rolled(events).outcomes).toEqual([
      expect.objectContaining({ target: 'x', training: 10, margin: total - 10, result }),
    ]);
    const x = who(scene, 'x');
    expect([x.aware, x.unconscious, x.condition.state]).toEqual(
      {
        aware: [true, false, 'unhurt'],
        'aware-unconscious': [true, true, 'unhurt'],
        dead: [false, false, 'dead'],
        unconscious: [false, true, 'unhurt'],
      }[result],
    );
  });

  it('TV-COT-DROP-3-e: Training 8, 5k3 dice [6,5,4,2,1]: total 15, margin 7, Unconscious', () => {
    const { events, scene } = play(spot([ruth(), guard('x', 8)]), hit(), 6, 5, 4, 2, 1);
    expect(rolled(events)).toMatchObject({
      check: { roll: { total: 15 } },
      outcomes: [{ margin: 7, result: 'unconscious' }],
    });
    expect(who(scene, 'x')).toMatchObject({ unconscious: true, aware: false });
  });

  it('makes margin 0 a failure under success_on_equal = false (COT-D-3)', () => {
    const { events } = play(
      spot([ruth(), guard('x', 10)], { rules: { successOnEqual: false } }),
      sap,
      ...six3(10),
    );
    expect(rolled(events).outcomes[0]).toMatchObject({ margin: 0, result: 'aware' });
  });
});

describe('Murder results (COT-DROP-4, COT-DROP-10)', () => {
  it('TV-COT-DROP-4-a: Training 10, total 12: Wounded and Aware for 3 days', () => {
    const { events, scene } = play(spot([ruth(), guard('x', 10)]), knife, ...six3(12));
    expect(rolled(events).outcomes[0]).toMatchObject({ result: 'wounded', recoveryDays: 3 });
    expect(who(scene, 'x')).toMatchObject({ aware: true, condition: { state: 'wounded', recoveryDays: 3 } });
  });

  it('TV-COT-DROP-4-b: Training 10, total 13: Dead', () => {
    const { scene } = play(spot([ruth(), guard('x', 10)]), knife, ...six3(13));
    expect(who(scene, 'x').condition).toEqual({ state: 'dead' });
  });

  it('TV-COT-DROP-10-a: margin 0 heals in 1 day, margin 2 in 3 days', () => {
    const days = (total: number) =>
      rolled(play(spot([ruth(), guard('x', 10)]), knife, ...six3(total)).events).outcomes[0]!.recoveryDays;
    expect([days(10), days(12)]).toEqual([1, 3]);
  });

  it('heals in the fixed number of days under drop_wound_days = N (COT-D-33)', () => {
    const { events } = play(
      spot([ruth(), guard('x', 10)], { rules: { dropWoundDays: 5 } }),
      knife,
      ...six3(10),
    );
    expect(rolled(events).outcomes[0]!.recoveryDays).toBe(5);
  });

  it('TV-COT-CHAR-6-b: a Wounded target with 2 days left who gets "Wounded and Aware" dies', () => {
    const wounded = guard('x', 10, {}, { condition: { state: 'wounded', recoveryDays: 2 } });
    const { events, scene } = play(spot([ruth(), wounded]), knife, ...six3(11));
    expect(rolled(events).outcomes[0]).toMatchObject({
      result: 'dead',
      secondWound: true,
      recoveryDays: null,
    });
    expect(who(scene, 'x').condition).toEqual({ state: 'dead' });
  });
});

describe('witnesses (COT-DROP-6, COT-CHAR-8)', () => {
  it('TV-COT-DROP-6-a: Subdue margin 1 by Ruth as "delivery girl": the guard is Unconscious and witnessed her', () => {
    const { events, scene } = play(spot([ruth(), guard('x', 10)]), sap, ...six3(11));
    expect(events).toContainEqual({ type: 'drop/witnessed', witness: 'x', identity: 'delivery girl' });
    expect(who(scene, 'x')).toMatchObject({ unconscious: true, aware: true, witnessed: ['delivery girl'] });
  });

  it('TV-COT-CHAR-8-a: the guard knows the delivery girl, not the Countess Ruth presents as later', () => {
    const { scene } = play(spot([ruth(), guard('x', 10)]), sap, ...six3(11));
    const later = {
      ...scene,
      characters: scene.characters.map((c) =>
        c.id === 'ruth' ? { ...c, presentedIdentity: 'Countess' } : c,
      ),
    };
    expect(who(later, 'x').witnessed.includes('Countess')).toBe(false);
    expect(who(later, 'x').witnessed.includes('delivery girl')).toBe(true);
  });

  it('makes the attacker Discovered when the target is left Aware of them (COT-SPOT-7)', () => {
    const { events, scene } = play(spot([ruth(), guard('x', 10)]), sap, ...six3(9));
    expect(events).toContainEqual({ type: 'drop/discovered', character: 'ruth', by: 'x' });
    expect(who(scene, 'ruth').discovered).toBe(true);
  });
});
