import { describe, expect, it } from 'vitest';
import { decideDrop } from '../../../../../core/cot/drop/decide.ts';
import type { DropCommand, DropScene } from '../../../../../core/cot/drop/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { dropCharacter } from '../../../../../core/cot/drop/characters.ts';
import { expectRejected, facesFor, id, settings, sheet } from '../warfare/support.ts';
import { guard, person, play, ruth, spot, who, zone } from './support.ts';

const drop = (weapon: string, skill: DropCommand['skill'] = 'handToHand', target = 'x'): DropCommand => ({
  type: 'drop/attack',
  attacker: id('ruth'),
  target: id(target),
  skill,
  weapon,
});
const sap = drop('Club, sap, knuckle-duster');
const knife = drop('Knife, razor');
const six3 = (total: number) => facesFor({ rolled: 6, kept: 3 }, total);
const respond = (target: string, response: 'flee' | 'call-for-help' | 'square-up') =>
  ({ type: 'drop/respond', target: id(target), response }) as const;
const awareIds = (scene: DropScene) => scene.characters.filter((c) => c.aware).map((c) => c.id);

/** The scene with `target` Aware and its response due, as a Drop that left it Aware would leave it. */
function due(scene: DropScene, target: string): DropScene {
  return {
    ...scene,
    characters: scene.characters.map((c) => (c.id === target ? { ...c, aware: true } : c)),
    pending: [{ target: id(target), attacker: id('ruth'), firstRoundSide: null }],
  };
}

describe('alerting others (COT-DROP-7, COT-SPOT-4, COT-D-30)', () => {
  it('TV-COT-DROP-7-a: a sap with margin 7 knocks guard 1 out and guard 2 stays unaware', () => {
    const { scene } = play(spot([ruth(), guard('x', 8), guard('y', 8)]), sap, ...six3(15));
    expect(who(scene, 'x')).toMatchObject({ unconscious: true, aware: false });
    expect(awareIds(scene)).toEqual([]);
  });

  it('TV-COT-DROP-7-b: a revolver with margin 4 kills guard 1 and guard 2 hears it', () => {
    const { events, scene } = play(
      spot([ruth(), guard('x', 8), guard('y', 8)]),
      drop('Revolver', 'shooting'),
      ...six3(12),
    );
    expect(who(scene, 'x').condition).toEqual({ state: 'dead' });
    expect(events).toContainEqual({ type: 'drop/became-aware', characters: ['y'], cause: 'loud-weapon' });
  });

  it('TV-COT-DROP-7-c: in a Crowded zone the same quiet sap makes guard 2 Aware', () => {
    const zones = [zone('hall', { crowded: true })];
    const { events, scene } = play(spot([ruth(), guard('x', 8), guard('y', 8)], { zones }), sap, ...six3(15));
    expect(who(scene, 'x')).toMatchObject({ unconscious: true, aware: false });
    expect(events).toContainEqual({ type: 'drop/became-aware', characters: ['y'], cause: 'crowded' });
  });

  it('alerts the target’s allies in the zone when the target is left Aware, not the attacker’s', () => {
    const scene = spot([
      ruth(),
      person('kit', { side: 'crew', zone: 'hall' }),
      guard('x', 10),
      guard('y', 8),
    ]);
    const { events } = play(scene, sap, ...six3(9));
    expect(events.filter((e) => e.type === 'drop/became-aware')).toEqual([
      { type: 'drop/became-aware', characters: ['x'], cause: 'drop-result' },
      { type: 'drop/became-aware', characters: ['y'], cause: 'ally-alerted' },
    ]);
  });

  it.each([
    ['zone', ['y']],
    ['zone_and_adjacent', ['y', 'z']],
    ['spot', ['y', 'z', 'w']],
  ] as const)('reaches allies by drop_alert_radius = %s', (radius, alerted) => {
    const zones = [zone('hall', { adjacent: ['stairs'] }), zone('stairs'), zone('roof')];
    const scene = spot(
      [
        ruth(),
        guard('x', 8),
        guard('y', 8),
        guard('z', 8, { zone: 'stairs' }),
        guard('w', 8, { zone: 'roof' }),
      ],
      { zones, rules: { dropAlertRadius: radius } },
    );
    const { events } = play(scene, drop('Revolver', 'shooting'), ...six3(12));
    expect(events).toContainEqual({ type: 'drop/became-aware', characters: alerted, cause: 'loud-weapon' });
  });
});

describe('who knows the attacker after a Drop (COT-DROP-1, COT-DROP-7, COT-SPOT-7)', () => {
  const revolver = drop('Revolver', 'shooting');
  const onY = drop('Club, sap, knuckle-duster', 'handToHand', 'y');

  it('COT-DROP-7: after a revolver kills guard 1, guard 2 heard it and is Aware of Ruth: no Drop on guard 2', () => {
    const { events, scene } = play(spot([ruth(), guard('x', 8), guard('y', 8)]), revolver, ...six3(12));
    expect(events).toContainEqual({ type: 'drop/discovered', character: 'ruth', by: 'y' });
    expect(who(scene, 'ruth').discovered).toBe(true);
    const refused = expectRejected(decideDrop(scene, onY, fixedDice()), 'drop/target-aware');
    expect(refused.message).toContain('COT-DROP-1');
  });

  it('COT-DROP-1: a guard already Aware (alarm raised elsewhere) beside the shot learns who fired', () => {
    const scene = spot([ruth(), guard('x', 8), guard('y', 8, { aware: true })]);
    expect(decideDrop(scene, onY, fixedDice(...six3(15))).ok).toBe(true); // TV-COT-DROP-1-c: Ruth is Concealed
    const after = play(scene, revolver, ...six3(12)).scene;
    expectRejected(decideDrop(after, onY, fixedDice()), 'drop/target-aware');
  });

  it('TV-COT-DROP-7-a: a quiet sap that leaves guard 2 unaware leaves Ruth Concealed: she may Drop guard 2 next', () => {
    const { events, scene } = play(spot([ruth(), guard('x', 8), guard('y', 8)]), sap, ...six3(15));
    expect(events.some((e) => e.type === 'drop/discovered')).toBe(false);
    expect(decideDrop(scene, onY, fixedDice(...six3(15))).ok).toBe(true);
  });

  it('a shot heard only in the next zone (drop_alert_radius) does not give Ruth away', () => {
    const zones = [zone('hall', { adjacent: ['stairs'] }), zone('stairs')];
    const scene = spot([ruth(), guard('x', 8), guard('z', 8, { zone: 'stairs' })], {
      zones,
      rules: { dropAlertRadius: 'zone_and_adjacent' },
    });
    const { events } = play(scene, revolver, ...six3(12));
    expect(events).toContainEqual({ type: 'drop/became-aware', characters: ['z'], cause: 'loud-weapon' });
    expect(events.some((e) => e.type === 'drop/discovered')).toBe(false);
  });
});

describe('catastrophe (COT-D-4) and the immediate response (COT-DROP-5, COT-D-29)', () => {
  const clumsy = () => ruth({}, { abilities: { muscle: 2 }, skills: { handToHand: 1 } }); // 3k2 with fists
  const fists = { type: 'drop/attack', attacker: id('ruth'), target: id('x'), skill: 'handToHand' } as const;
  const catastrophe = () => play(spot([clumsy(), guard('x', 9), guard('y', 9)]), fists, 1, 1, 1);

  it('TV-COT-DICE-7-d: a crew Drop of [1,1,1] against Training 9 alerts X and Y, costs 1 Heat, and X responds first', () => {
    const { events, scene } = catastrophe();
    expect(events[0]).toMatchObject({
      type: 'drop/rolled',
      catastrophe: true,
      outcomes: [{ result: 'aware' }],
    });
    expect(awareIds(scene)).toEqual(['x', 'y']);
    expect(scene.heat).toBe(1);
    expect(scene.pending).toEqual([{ target: 'x', attacker: 'ruth', firstRoundSide: 'house' }]);
    expectRejected(decideDrop(scene, fists, fixedDice()), 'drop/response-pending');
  });

  // The slot orders of TV-COT-DROP-5-b/c are the initiative module's (tests/unit/core/cot/initiative/order.test.ts);
  // the Drop hands it the side that leads round 1.
  it('TV-COT-DROP-5-b: X Squares Up after the catastrophe: Gang Warfare is asked for with X’s side leading round 1', () => {
    const { events, scene } = play(catastrophe().scene, respond('x', 'square-up'));
    expect(events).toEqual([
      {
        type: 'drop/squared-up',
        target: 'x',
        warfare: { zone: 'hall', participants: ['ruth', 'x', 'y'], firstRoundSide: 'house' },
      },
    ]);
    expect(scene.pending).toEqual([]);
  });

  it('TV-COT-DROP-5-c: a plain failure costs no Heat and Squaring Up gives no lead', () => {
    const failed = play(spot([clumsy(), guard('x', 9), guard('y', 9)]), fists, 2, 2, 1).scene;
    expect(failed.heat).toBe(0);
    const { events } = play(failed, respond('x', 'square-up'));
    expect(events[0]).toMatchObject({ warfare: { firstRoundSide: null } });
  });

  it('treats a catastrophe as a plain failure when the Drop row is narrative only', () => {
    const scene = spot([clumsy(), guard('x', 9), person('z', { side: 'others', zone: 'hall' })], {
      rules: { catastropheEffects: { drop: 'narrative_only' } },
    });
    const { scene: after } = play(scene, fists, 1, 1, 1);
    expect([after.heat, awareIds(after), after.pending[0]?.firstRoundSide]).toEqual([0, ['x'], null]);
  });

  it('TV-COT-DROP-5-a: Murder margin 1 leaves the guard Wounded and Aware; Call for Help applies before any other turn', () => {
    const scene = spot([ruth(), guard('x', 10), guard('z', 9, { zone: 'vault' })]);
    const wounded = play(scene, knife, ...six3(11)).scene;
    expect(who(wounded, 'x')).toMatchObject({
      aware: true,
      condition: { state: 'wounded', recoveryDays: 2 },
    });
    expectRejected(decideDrop(wounded, sap, fixedDice()), 'drop/response-pending');
    const { events, scene: after } = play(wounded, respond('x', 'call-for-help'));
    expect(events).toEqual([{ type: 'drop/called-for-help', caller: 'x', raised: ['z'], bonus: 3 }]);
    expect(who(after, 'z').awarenessBonus).toBe(3);
    expect(after.pending).toEqual([]);
  });

  it('TV-COT-GUARD-6-a: X calls in zone A: Y there becomes Aware, Z in zone C gains 3 Awareness', () => {
    const scene = due(spot([ruth(), guard('x', 10), guard('y', 9), guard('z', 9, { zone: 'vault' })]), 'x');
    const { events, scene: after } = play(scene, respond('x', 'call-for-help'));
    expect(events).toEqual([
      { type: 'drop/called-for-help', caller: 'x', raised: ['z'], bonus: 3 },
      { type: 'drop/became-aware', characters: ['y'], cause: 'call-for-help' },
    ]);
    expect([who(after, 'y').aware, who(after, 'z').awarenessBonus]).toEqual([true, 3]);
  });

  it('Flee asks the scene layer for a chase and takes the target out of the zone', () => {
    const failed = play(spot([ruth(), guard('x', 10)]), sap, ...six3(9)).scene;
    const { events, scene } = play(failed, respond('x', 'flee'));
    expect(events).toEqual([
      {
        type: 'drop/fled',
        target: 'x',
        chase: { zone: 'hall', targets: ['x'], pursuers: [], distance: null },
      },
    ]);
    expect(who(scene, 'x').zone).toBeNull();
    expectRejected(decideDrop(scene, respond('x', 'flee'), fixedDice()), 'drop/no-response-due');
  });

  it('TV-COT-WAR-1-a: a guard Squares Up beside two unaware guards: all three Aware, all in the fight (COT-D-81)', () => {
    const scene = due(
      spot([ruth(), guard('x', 10), guard('y', 9), guard('z', 9), guard('far', 9, { zone: 'vault' })]),
      'x',
    );
    const { events, scene: after } = play(scene, respond('x', 'square-up'));
    expect(events).toEqual([
      {
        type: 'drop/squared-up',
        target: 'x',
        warfare: { zone: 'hall', participants: ['ruth', 'x', 'y', 'z'], firstRoundSide: null },
      },
      { type: 'drop/became-aware', characters: ['y', 'z'], cause: 'gang-warfare' },
    ]);
    expect(awareIds(after)).toEqual(['x', 'y', 'z']);
  });
});

describe('several targets (COT-DROP-8, COT-D-31)', () => {
  it('TV-COT-DROP-8-a: dynamite total 14 against Training 8 and 12: Dead and Wounded and Aware', () => {
    const scene = spot([ruth(), guard('x', 8), guard('y', 12)]);
    const { events, scene: after } = play(
      scene,
      drop('Grenade, dynamite stick', 'explosives'),
      ...facesFor({ rolled: 7, kept: 4 }, 14),
    );
    expect(events[0]).toMatchObject({
      kind: 'murder',
      outcomes: [
        { target: 'x', margin: 6, result: 'dead' },
        { target: 'y', margin: 2, result: 'wounded', recoveryDays: 3 },
      ],
    });
    expect(who(after, 'y')).toMatchObject({ aware: true, condition: { state: 'wounded' } });
    expect(after.pending.map((p) => p.target)).toEqual(['y']);
  });

  it('rolls for the named target only without explosives_area, and refuses a zone with someone Aware of the attacker', () => {
    const single = spot([ruth(), guard('x', 8), guard('y', 12)], { rules: { explosivesArea: false } });
    const { events } = play(
      single,
      drop('Grenade, dynamite stick', 'explosives'),
      ...facesFor({ rolled: 7, kept: 4 }, 14),
    );
    expect(events[0]).toMatchObject({ outcomes: [{ target: 'x' }] });
    const watched = spot([ruth({ discovered: true }), guard('x', 8), guard('y', 12, { aware: true })]);
    expectRejected(
      decideDrop(watched, drop('Grenade, dynamite stick', 'explosives'), fixedDice()),
      'drop/target-aware',
    );
  });
});

describe('Unconscious characters (COT-DROP-9, COT-D-32)', () => {
  const knocked = () =>
    spot([ruth(), guard('x', 8, { unconscious: true }), guard('y', 8), guard('z', 8, { zone: 'vault' })]);

  it('TV-COT-DROP-9-a: an ally in the zone spends a turn and the guard wakes, Aware', () => {
    const { events, scene } = play(knocked(), { type: 'drop/wake', actor: id('y'), target: id('x') });
    expect(events).toEqual([{ type: 'drop/woke', character: 'x', by: 'y' }]);
    expect(who(scene, 'x')).toMatchObject({ unconscious: false, aware: true });
  });

  it('TV-COT-DROP-9-b: a crew member spends a turn to kill the Unconscious guard, no roll', () => {
    const { events, scene } = play(knocked(), {
      type: 'drop/finish-off',
      actor: id('ruth'),
      target: id('x'),
    });
    expect(events).toEqual([{ type: 'drop/killed', character: 'x', cause: 'finished-off', by: 'ruth' }]);
    expect(who(scene, 'x').condition).toEqual({ state: 'dead' });
  });

  it('refuses waking by an enemy or from another zone, and waking someone awake', () => {
    expectRejected(
      decideDrop(knocked(), { type: 'drop/wake', actor: id('ruth'), target: id('x') }, fixedDice()),
      'drop/not-an-ally',
    );
    expectRejected(
      decideDrop(knocked(), { type: 'drop/wake', actor: id('z'), target: id('x') }, fixedDice()),
      'drop/other-zone',
    );
    expectRejected(
      decideDrop(knocked(), { type: 'drop/wake', actor: id('x'), target: id('y') }, fixedDice()),
      'drop/actor-unconscious',
    );
    expectRejected(
      decideDrop(knocked(), { type: 'drop/finish-off', actor: id('ruth'), target: id('y') }, fixedDice()),
      'drop/not-unconscious',
    );
  });

  it('wakes a knocked-out guard after N Heist rounds under unconscious_duration = N', () => {
    const scene = spot([ruth(), guard('x', 8)], { rules: { unconsciousDuration: 3 } });
    const out = play(scene, drop('Club, sap, knuckle-duster'), ...six3(15)).scene;
    expect(who(out, 'x').unconsciousRoundsLeft).toBe(3);
    const later = play(out, { type: 'drop/rounds-pass', rounds: 2 });
    expect(later.events).toEqual([{ type: 'drop/rounds-passed', rounds: 2 }]);
    const { events, scene: woken } = play(later.scene, { type: 'drop/rounds-pass', rounds: 1 });
    expect(events).toEqual([
      { type: 'drop/rounds-passed', rounds: 1 },
      { type: 'drop/woke', character: 'x', by: null },
    ]);
    expect(who(woken, 'x')).toMatchObject({ unconscious: false, aware: true });
    expectRejected(
      decideDrop(woken, { type: 'drop/rounds-pass', rounds: 0 }, fixedDice()),
      'drop/bad-rounds',
    );
  });

  it('COT-D-32: someone placed Unconscious under unconscious_duration = N comes round after N Heist rounds', () => {
    const counted = { ...settings, unconsciousDuration: 2 };
    const x = dropCharacter(
      sheet('x', { kind: 'guard' }),
      { side: 'house', zone: 'hall', unconscious: true },
      counted,
    );
    expect(x.unconsciousRoundsLeft).toBe(2);
    const told = dropCharacter(
      sheet('x', { kind: 'guard' }),
      { side: 'house', zone: 'hall', unconscious: true, unconsciousRoundsLeft: 1 },
      counted,
    );
    expect(told.unconsciousRoundsLeft).toBe(1);
    const scene = spot([ruth(), x], { rules: { unconsciousDuration: 2 } });
    const { events } = play(scene, { type: 'drop/rounds-pass', rounds: 2 });
    expect(events).toContainEqual({ type: 'drop/woke', character: 'x', by: null });
    expect(
      dropCharacter(sheet('y'), { side: 'house', zone: 'hall' }, counted).unconsciousRoundsLeft,
    ).toBeNull();
  });
});
