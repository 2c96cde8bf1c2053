import { describe, expect, it } from 'vitest';
import { planAttack } from '../../../../../core/cot/warfare/attack.ts';
import { decideWarfare } from '../../../../../core/cot/warfare/decide.ts';
import type { AttackCommand, WarfareEventOf } from '../../../../../core/cot/warfare/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { entrant, expectRejected, facesFor, fight, fighterIn, id, play } from './support.ts';

const brawler = { abilities: { muscle: 3 }, skills: { handToHand: 2 } }; // 5k3 with fists
const swing = (target = 'vex'): AttackCommand => ({
  type: 'warfare/attack',
  attacker: id('rook'),
  target: id(target),
  skill: 'handToHand',
});

function duel(cover: number, condition: 'unhurt' | 'wounded' = 'unhurt') {
  return fight([
    entrant('rook', 'crew', 9, { ...brawler, kind: 'crew' }),
    entrant('vex', 'guards', cover, {
      condition: condition === 'wounded' ? { state: 'wounded', recoveryDays: 2 } : { state: 'unhurt' },
    }),
  ]);
}

const attacked = (events: readonly { type: string }[]) =>
  events.find((e) => e.type === 'warfare/attacked') as WarfareEventOf<'warfare/attacked'>;

describe('attack pools (COT-WAR-4)', () => {
  it('TV-COT-WAR-4-a: Muscle 3, Shooting 2 and a pistol roll 6k3 against Cover 9', () => {
    const state = fight([
      entrant('rook', 'crew', 9, {
        abilities: { muscle: 3 },
        skills: { shooting: 2 },
        weapons: ['Automatic pistol'],
      }),
      entrant('vex', 'guards', 9),
    ]);
    const plan = planAttack(state, { ...swing(), skill: 'shooting' });
    expect(plan).toMatchObject({ prepared: { pool: { rolled: 6, kept: 3 } }, targets: [{ coverScore: 9 }] });
  });

  it('TV-COT-GEAR-1-c: a Shooting attack with no firearm is rejected and rolls nothing', () => {
    const state = fight([
      entrant('rook', 'crew', 9, { weapons: ['Knife, razor'] }),
      entrant('vex', 'guards', 9),
    ]);
    expectRejected(decideWarfare(state, { ...swing(), skill: 'shooting' }, fixedDice()), 'warfare/no-weapon');
    const named = { ...swing(), skill: 'shooting', weapon: 'Knife, razor' } as const;
    expectRejected(decideWarfare(state, named, fixedDice()), 'warfare/weapon-mismatch');
    expectRejected(
      decideWarfare(state, { ...swing(), weapon: 'Revolver' }, fixedDice()),
      'warfare/weapon-not-carried',
    );
  });

  it('adds the wound penalty when the table plays -1k0 (COT-D-11)', () => {
    const state = fight(
      [
        entrant('rook', 'crew', 9, { ...brawler, condition: { state: 'wounded', recoveryDays: 1 } }),
        entrant('vex', 'guards', 9),
      ],
      { rules: { woundPenalty: '-1k0' } },
    );
    expect(planAttack(state, swing())).toMatchObject({ prepared: { pool: { rolled: 4, kept: 3 } } });
  });
});

describe('Cover loss (COT-WAR-5, COT-D-35)', () => {
  it.each([
    ['TV-COT-WAR-5-a: total 7 against Cover 9 still takes 1', 7, 1, 8],
    ['TV-COT-WAR-5-b: total 9 against Cover 9 takes 1', 9, 1, 8],
    ['TV-COT-WAR-5-c: total 12 against Cover 9 takes the excess, 3', 12, 3, 6],
  ])('%s', (_name, total, damage, cover) => {
    const { events, state } = play(duel(9), swing(), ...facesFor({ rolled: 5, kept: 3 }, total));
    expect(attacked(events).hits).toEqual([
      { target: 'vex', coverBefore: 9, success: total >= 9, damage, coverAfter: cover },
    ]);
    expect(fighterIn(state, 'vex').coverScore).toBe(cover);
  });

  it('TV-COT-WAR-5-d: a catastrophe leaves Cover 9 untouched', () => {
    const { events, state } = play(duel(9), swing(), 1, 1, 1, 1, 1);
    expect(attacked(events).hits[0]).toMatchObject({ damage: 0, coverAfter: 9, success: false });
    expect(fighterIn(state, 'vex').coverScore).toBe(9);
  });

  it('hurts nobody with a catastrophe, even a Wounded fighter already at Cover 0', () => {
    const state = fight([
      entrant('rook', 'crew', 9, brawler),
      entrant('vex', 'guards', 0, { condition: { state: 'wounded', recoveryDays: 2 } }),
    ]);
    const { events, state: after } = play(state, swing(), 1, 1, 1, 1, 1);
    expect(events.map((e) => e.type)).toEqual(['warfare/attacked']);
    expect(fighterIn(after, 'vex').condition.state).toBe('wounded');
  });

  it('TV-COT-DICE-7-c: a 4k2 attack of [1,1,1,1] against Cover 6 leaves it 6', () => {
    const state = fight([
      entrant('rook', 'crew', 9, { skills: { handToHand: 2 } }),
      entrant('vex', 'guards', 6),
    ]);
    const { state: after } = play(state, swing(), 1, 1, 1, 1);
    expect(fighterIn(after, 'vex').coverScore).toBe(6);
  });

  it('takes 1 + excess under damage_formula = one_plus_excess', () => {
    const state = fight([entrant('rook', 'crew', 9, brawler), entrant('vex', 'guards', 9)], {
      rules: { damageFormula: 'one_plus_excess' },
    });
    const { state: after } = play(state, swing(), ...facesFor({ rolled: 5, kept: 3 }, 12));
    expect(fighterIn(after, 'vex').coverScore).toBe(5);
  });

  // The source: "Any Attack in which the aggressor's roll is not a Catastrophe reduces the target's Cover
  // Score by 1". A narrative-only COT-D-4 row drops an extra consequence; an attack's catastrophe has none.
  it('COT-WAR-5: a catastrophe costs no Cover even when the COT-D-4 attack row is narrative only', () => {
    const state = fight([entrant('rook', 'crew', 9, brawler), entrant('vex', 'guards', 9)], {
      rules: { catastropheEffects: { attack: 'narrative_only', crashCheck: 'default' } },
    });
    const { events, state: after } = play(state, swing(), 1, 1, 1, 1, 1);
    expect(attacked(events).hits[0]).toMatchObject({ damage: 0, coverAfter: 9 });
    expect(fighterIn(after, 'vex').coverScore).toBe(9);
  });
});

describe('wounds and death (COT-WAR-6, COT-WAR-7)', () => {
  it('TV-COT-WAR-6-a: Cover 3, total 8 wounds for 2 days and re-rolls Cover at once', () => {
    const { events, state } = play(duel(3), swing(), ...facesFor({ rolled: 5, kept: 3 }, 8), 4, 3);
    expect(events.map((e) => e.type)).toEqual([
      'warfare/attacked',
      'warfare/wounded',
      'warfare/cover-rolled',
    ]);
    expect(attacked(events).hits[0]).toMatchObject({ damage: 5, coverAfter: 0 });
    expect(fighterIn(state, 'vex')).toMatchObject({
      condition: { state: 'wounded', recoveryDays: 2 },
      coverScore: 7,
    });
  });

  it('TV-COT-WAR-6-b: Cover 1, total 2 does 1 damage and leaves the minimum 1 recovery day', () => {
    const state = fight([
      entrant('rook', 'crew', 9, { abilities: { muscle: 1 } }),
      entrant('vex', 'guards', 1),
    ]);
    const { state: after } = play(state, swing(), 2, 3, 3);
    expect(fighterIn(after, 'vex').condition).toEqual({ state: 'wounded', recoveryDays: 1 });
  });

  it('TV-COT-WAR-6-c: Cover 2, total 14 does 12 damage and 10 recovery days', () => {
    const { events, state } = play(duel(2), swing(), 6, 6, 2, 1, 1, 5, 5);
    expect(attacked(events).hits[0]).toMatchObject({ damage: 12 });
    expect(fighterIn(state, 'vex')).toMatchObject({ condition: { recoveryDays: 10 }, coverScore: 10 });
  });

  it('keeps a new wound at Cover 0 under cover_after_wound = zero_until_reposition (COT-D-36)', () => {
    const state = fight([entrant('rook', 'crew', 9, brawler), entrant('vex', 'guards', 3)], {
      rules: { coverAfterWound: 'zero_until_reposition' },
    });
    const { events, state: after } = play(state, swing(), ...facesFor({ rolled: 5, kept: 3 }, 8));
    expect(events.map((e) => e.type)).toEqual(['warfare/attacked', 'warfare/wounded']);
    expect(fighterIn(after, 'vex').coverScore).toBe(0);
    const { state: dead } = play(after, swing(), ...facesFor({ rolled: 5, kept: 3 }, 4));
    expect(fighterIn(dead, 'vex').condition).toEqual({ state: 'dead' });
  });

  it('TV-COT-WAR-7-a: a Wounded fighter at Cover 4 hit for 6 dies', () => {
    const { events, state } = play(duel(4, 'wounded'), swing(), ...facesFor({ rolled: 5, kept: 3 }, 10));
    expect(events.map((e) => e.type)).toEqual(['warfare/attacked', 'warfare/killed', 'warfare/ended']);
    expect(fighterIn(state, 'vex').condition).toEqual({ state: 'dead' });
    expect(state.ended).toEqual({ winner: 'crew' });
  });

  it('caps recovery days at max_recovery_days (COT-D-12)', () => {
    const state = fight([entrant('rook', 'crew', 9, brawler), entrant('vex', 'guards', 2)], {
      rules: { maxRecoveryDays: 5 },
    });
    const { state: after } = play(state, swing(), 6, 6, 2, 1, 1, 5, 5);
    expect(fighterIn(after, 'vex').condition).toEqual({ state: 'wounded', recoveryDays: 5 });
  });
});

describe('Hand to Hand and Restrain (COT-WAR-8)', () => {
  it('TV-COT-WAR-8-a: total 10 against Cover 9 hits for 1 and Restrains; 8 against 9 takes 1 and does not', () => {
    const restrain = { ...swing(), restrain: true };
    const hit = play(duel(9), restrain, ...facesFor({ rolled: 5, kept: 3 }, 10));
    expect(hit.events.map((e) => e.type)).toEqual(['warfare/attacked', 'warfare/restrained']);
    expect(fighterIn(hit.state, 'vex')).toMatchObject({ coverScore: 8, restrainedBy: 'rook' });
    const miss = play(duel(9), restrain, ...facesFor({ rolled: 5, kept: 3 }, 8));
    expect(miss.events.map((e) => e.type)).toEqual(['warfare/attacked']);
    expect(fighterIn(miss.state, 'vex')).toMatchObject({ coverScore: 8, restrainedBy: null });
  });

  it('refuses Restrain with any skill but Hand to Hand', () => {
    const state = fight([entrant('rook', 'crew', 9, { weapons: ['Revolver'] }), entrant('vex', 'guards', 9)]);
    const command = { ...swing(), skill: 'shooting', restrain: true } as const;
    expectRejected(decideWarfare(state, command, fixedDice()), 'warfare/restrain-hand-to-hand');
  });
});

describe('explosives (COT-WAR-12, COT-D-31)', () => {
  const bomber = {
    abilities: { muscle: 3 },
    skills: { explosives: 2 },
    weapons: ['Grenade, dynamite stick'],
  };

  it('TV-COT-WAR-12-a: one grenade total of 13 against Covers 9 and 15 does 4 and 1', () => {
    const state = fight([
      entrant('rook', 'crew', 9, bomber),
      entrant('ally', 'crew', 5),
      entrant('vex', 'guards', 9),
      entrant('moll', 'guards', 15),
    ]);
    const command = { ...swing(), skill: 'explosives' } as const;
    const { events } = play(state, command, ...facesFor({ rolled: 7, kept: 4 }, 13));
    expect(attacked(events).hits.map((h) => [h.target, h.damage])).toEqual([
      ['vex', 4],
      ['moll', 1],
    ]);
  });

  it('hits only the named target without explosives_area', () => {
    const state = fight(
      [entrant('rook', 'crew', 9, bomber), entrant('vex', 'guards', 9), entrant('moll', 'guards', 15)],
      { rules: { explosivesArea: false } },
    );
    const { events } = play(
      state,
      { ...swing(), skill: 'explosives' },
      ...facesFor({ rolled: 7, kept: 4 }, 13),
    );
    expect(attacked(events).hits.map((h) => h.target)).toEqual(['vex']);
  });
});

describe('vehicle attacks (COT-WAR-4, COT-D-34)', () => {
  const driver = { abilities: { fingers: 3 }, skills: { driving: 2 } };
  const car = {
    id: 'car',
    name: 'Car',
    body: 12,
    ramBonus: { rolled: 1, kept: 1 },
    driver: id('rook'),
    passengers: [id('ally')],
  };
  const ram = { ...swing(), skill: 'driving', risky: true } as const;

  it('TV-COT-GEAR-3-a: Fingers 3, Driving 2 ramming with a car roll 6k4', () => {
    const state = fight([entrant('rook', 'crew', 9, driver), entrant('vex', 'guards', 9)], {
      vehicles: [car],
    });
    expect(planAttack(state, ram)).toMatchObject({ prepared: { pool: { rolled: 6, kept: 4 } } });
  });

  it('TV-COT-WAR-4-b: a crash check of 7 costs the car 2 Body and each occupant 2 Cover; the car stops', () => {
    const state = fight(
      [entrant('rook', 'crew', 9, driver), entrant('ally', 'crew', 6), entrant('vex', 'guards', 20)],
      { vehicles: [car] },
    );
    const { events, state: after } = play(state, ram, ...facesFor({ rolled: 6, kept: 4 }, 10), 5, 1, 1, 1, 1);
    expect(events.find((e) => e.type === 'warfare/crash-checked')).toMatchObject({
      crashed: true,
      damage: 2,
      bodyBefore: 12,
      bodyAfter: 10,
      wrecked: false,
    });
    expect(after.vehicles[0]).toMatchObject({ body: 10, stopped: true, wrecked: false });
    expect([fighterIn(after, 'rook').coverScore, fighterIn(after, 'ally').coverScore]).toEqual([7, 4]);
  });

  it('wrecks a car at Body 0 and hurts its occupants again by the leftover (COT-CHASE-12)', () => {
    const state = fight(
      [entrant('rook', 'crew', 20, driver), entrant('ally', 'crew', 20), entrant('vex', 'guards', 20)],
      { vehicles: [{ ...car, body: 1 }] },
    );
    const { events, state: after } = play(state, ram, ...facesFor({ rolled: 6, kept: 4 }, 10), 4, 1, 1, 1, 1);
    const lost = events.filter((e) => e.type === 'warfare/cover-lost');
    expect(lost.map((e) => [e.fighter, e.cause, e.damage])).toEqual([
      ['rook', 'crash', 3],
      ['ally', 'crash', 3],
      ['rook', 'wreck', 2],
      ['ally', 'wreck', 2],
    ]);
    expect(after.vehicles[0]).toMatchObject({ body: 0, wrecked: true, stopped: true });
    expectRejected(decideWarfare(after, ram, fixedDice()), 'warfare/vehicle-wrecked');
  });

  it('doubles crash damage on a catastrophic crash check (COT-D-4)', () => {
    const state = fight([entrant('rook', 'crew', 20, driver), entrant('vex', 'guards', 20)], {
      vehicles: [{ ...car, passengers: [] }],
    });
    const { events } = play(state, ram, ...facesFor({ rolled: 6, kept: 4 }, 10), 1, 1, 1, 1, 1);
    expect(events.find((e) => e.type === 'warfare/crash-checked')).toMatchObject({
      damage: 12,
      crashed: true,
    });
  });

  it('rejects a vehicle attack by someone who is not driving, and a risky attack on foot', () => {
    const state = fight([entrant('rook', 'crew', 9), entrant('vex', 'guards', 9)]);
    expectRejected(decideWarfare(state, ram, fixedDice()), 'warfare/not-driving');
    expectRejected(decideWarfare(state, { ...swing(), risky: true }, fixedDice()), 'warfare/not-driving');
  });
});

describe('attack rejections', () => {
  it('refuses the dead and the unconscious as attackers, and the dead, oneself and strangers as targets', () => {
    const state = fight([
      entrant('rook', 'crew', 9, { condition: { state: 'dead' } }),
      entrant('kit', 'crew', 9),
      entrant('sleeper', 'crew', 0, {}, true),
      entrant('vex', 'guards', 9, { condition: { state: 'dead' } }),
      entrant('moll', 'guards', 9),
    ]);
    expectRejected(decideWarfare(state, swing('moll'), fixedDice()), 'warfare/actor-dead');
    const asleep = { ...swing('moll'), attacker: id('sleeper') };
    expectRejected(decideWarfare(state, asleep, fixedDice()), 'warfare/actor-unconscious');
    const kit = { ...swing(), attacker: id('kit') };
    expectRejected(decideWarfare(state, kit, fixedDice()), 'warfare/target-dead');
    expectRejected(decideWarfare(state, { ...kit, target: id('kit') }, fixedDice()), 'warfare/self-attack');
    expectRejected(
      decideWarfare(state, { ...kit, target: id('nobody') }, fixedDice()),
      'warfare/unknown-fighter',
    );
  });
});
