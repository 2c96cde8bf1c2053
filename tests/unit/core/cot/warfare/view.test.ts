import { describe, expect, it } from 'vitest';
import { applyWarfare } from '../../../../../core/cot/warfare/apply.ts';
import { warfareEngine } from '../../../../../core/cot/warfare/engine.ts';
import type { WarfareSceneCommand } from '../../../../../core/cot/warfare/setup.ts';
import type { WarfareEvent, WarfareState } from '../../../../../core/cot/warfare/types.ts';
import { poolOdds } from '../../../../../core/dice/odds.ts';
import type { ActionView, Names } from '../../../../../core/engine/contract.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { bolster, contextOf, entrant, facesFor, fight, id, play, sheet } from './support.ts';

/** Ruth shoots or fights; Dolan guards; Vex drives the crew's Car. */
const ruthSpec = { abilities: { muscle: 3 }, skills: { shooting: 2, handToHand: 1 }, weapons: ['Revolver'] };
const vexSpec = { skills: { driving: 1 } };
const car = {
  id: 'Car (Vex)',
  name: 'Car',
  body: 12,
  ramBonus: { rolled: 1, kept: 1 },
  driver: id('vex'),
  passengers: [],
};

function scene(dolan: { unconscious?: boolean; cover?: number } = {}): WarfareState {
  return fight(
    [
      entrant('ruth', 'crew', 8, ruthSpec),
      entrant('dolan', 'guards', dolan.cover ?? 9, {}, dolan.unconscious ?? false),
      entrant('vex', 'crew', 6, vexSpec),
      entrant('oka', 'guards', 7),
    ],
    { vehicles: [car] },
  );
}

const names: Names = (who) => ({ ruth: 'Ruth', dolan: 'Dolan', vex: 'Vex', oka: 'Oka' })[who] ?? who;
const sheets = [sheet('ruth', ruthSpec), sheet('dolan'), sheet('vex', vexSpec), sheet('oka')];
const ctx = contextOf(sheets);
const viewOf = (state: WarfareState, actor: string, context = ctx) =>
  warfareEngine.view(context, state, actor);
const action = (views: readonly ActionView<WarfareSceneCommand>[], key: string) => {
  const found = views.find((v) => v.action === key);
  if (!found) throw new Error(`no action ${key}`);
  return found;
};

describe('the Gang Warfare view (COT-WAR-3)', () => {
  it('offers every target with every weapon that fits, enemies first, Restrain as a Hand to Hand variant', () => {
    const attack = action(viewOf(scene(), 'ruth'), 'attack');
    expect(attack).toMatchObject({ available: true, reason: null, rule: 'COT-WAR-4' });
    expect(attack.options.map((o) => o.label)).toEqual([
      'Shoot dolan (Cover 9) with the Revolver',
      'Attack dolan (Cover 9) with bare hands',
      'Attack dolan (Cover 9) with bare hands and Restrain on a hit',
      'Shoot oka (Cover 7) with the Revolver',
      'Attack oka (Cover 7) with bare hands',
      'Attack oka (Cover 7) with bare hands and Restrain on a hit',
      'Shoot vex (Cover 6, an ally) with the Revolver',
      'Attack vex (Cover 6, an ally) with bare hands',
      'Attack vex (Cover 6, an ally) with bare hands and Restrain on a hit',
    ]);
    expect(attack.options[0]!.command).toEqual({
      type: 'warfare/attack',
      attacker: 'ruth',
      target: 'dolan',
      skill: 'shooting',
      weapon: 'Revolver',
    });
  });

  it('gives the exact odds of the pool decide rolls, the attacker’s Bolster included, and says so', () => {
    const bolstered = contextOf(sheets, { bolsters: { ruth: [bolster] } });
    const shot = action(viewOf(scene(), 'ruth', bolstered), 'attack').options[0]!;
    expect(shot.odds!.headline.probability).toBeCloseTo(poolOdds({ rolled: 7, kept: 3 }, 9).success, 12);
    expect(shot.odds!.detail).toBe(
      "Muscle + Shooting 5k3 +1k0 Revolver +1k0 Bolster = 7k3 vs dolan's Cover 9",
    );
    const sum = shot.odds!.outcomes.reduce((total, o) => total + o.probability, 0);
    expect(sum).toBeCloseTo(1, 12);
    const plain = action(viewOf(scene(), 'ruth'), 'attack').options[0]!;
    expect(plain.odds!.headline.probability).toBeCloseTo(poolOdds({ rolled: 6, kept: 3 }, 9).success, 12);
    const decision = warfareEngine.decide(
      bolstered,
      scene(),
      shot.command,
      fixedDice(...facesFor({ rolled: 7, kept: 3 }, 10)),
    );
    expect(decision.ok && decision.events[0]).toMatchObject({ check: { pool: { rolled: 7, kept: 3 } } });
  });

  it('lets a driver attack with the vehicle, and offers the risky manoeuvre with its crash check', () => {
    const attack = action(viewOf(scene(), 'vex'), 'attack');
    const driven = attack.options.filter(
      (o) => o.command.type === 'warfare/attack' && o.command.skill === 'driving',
    );
    expect(driven.map((o) => o.label).slice(0, 2)).toEqual([
      'Drive the Car at dolan (Cover 9)',
      'Drive the Car at dolan (Cover 9), a risky manoeuvre (crash check)',
    ]);
    expect(driven[1]!.odds!.detail).toMatch(/then a crash check vs 9: \d+% to crash$/);
  });

  it('explains every action that is not open, in the game’s words', () => {
    const views = viewOf(scene(), 'ruth');
    expect(action(views, 'break-free')).toMatchObject({ available: false, reason: 'ruth is not Restrained' });
    expect(action(views, 'join-flight')).toMatchObject({ available: false, reason: 'Nobody is fleeing' });
    expect(action(views, 'leave')).toMatchObject({
      available: false,
      reason: 'ruth has not declared Flee (COT-WAR-11)',
    });
    expect(action(views, 'wake')).toMatchObject({ available: false, reason: 'Nobody here is Unconscious' });
    expect(action(views, 'flee').available).toBe(true);
    expect(action(views, 'surrender').available).toBe(true);
    expect(action(views, 'reposition').options.map((o) => o.label)).toEqual([
      'Move and re-roll Cover',
      'Move, keeping Cover 8',
    ]);
  });

  it('holds a Restrained fighter to Hand to Hand and Break free (COT-WAR-9), with the break-free odds', () => {
    const held = play(
      scene(),
      {
        type: 'warfare/attack',
        attacker: id('dolan'),
        target: id('ruth'),
        skill: 'handToHand',
        restrain: true,
      },
      6,
      3,
    ).state;
    const views = viewOf(held, 'ruth');
    expect(action(views, 'reposition')).toMatchObject({ available: false });
    expect(action(views, 'reposition').reason).toContain('Restrained');
    const skills = action(views, 'attack').options.map(
      (o) => o.command.type === 'warfare/attack' && o.command.skill,
    );
    expect(new Set(skills)).toEqual(new Set(['handToHand']));
    const free = action(views, 'break-free');
    expect(free.options[0]!.label).toBe('Break free of dolan');
    const { headline, outcomes } = free.options[0]!.odds!;
    expect(headline.label).toBe('Breaks free');
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('offers Wake to an ally and Finish off to anyone beside the Unconscious (COT-DROP-9)', () => {
    const state = scene({ unconscious: true });
    expect(action(viewOf(state, 'oka'), 'wake').options.map((o) => o.label)).toEqual(['Wake dolan']);
    const ruth = viewOf(state, 'ruth');
    expect(action(ruth, 'wake')).toMatchObject({
      available: false,
      reason: 'Only an ally of dolan can wake them (COT-DROP-9)',
    });
    expect(action(ruth, 'finish-off').options.map((o) => o.command)).toEqual([
      { type: 'warfare/finish-off', fighter: 'ruth', target: 'dolan' },
    ]);
  });

  it('offers nothing to the Unconscious, the dead, those who left, or once the fight is over', () => {
    expect(viewOf(scene({ unconscious: true }), 'dolan')).toEqual([]);
    const gone = play(scene(), { type: 'warfare/surrender', fighter: id('vex') }).state;
    expect(viewOf(gone, 'vex')).toEqual([]);
    expect(viewOf(scene(), 'stranger')).toEqual([]);
    const over = applyWarfare(scene(), { type: 'warfare/ended', winner: 'crew' });
    expect(viewOf(over, 'ruth')).toEqual([]);
  });
});

describe('the roll log and the history (rolls, describe)', () => {
  const shoot = {
    type: 'warfare/attack',
    attacker: id('ruth'),
    target: id('dolan'),
    skill: 'shooting',
  } as const;
  const attackEvent = (events: readonly WarfareEvent[]) => events.find((e) => e.type === 'warfare/attacked')!;

  it('records an attack against the Cover it met, and what it did in words', () => {
    const { events } = play(scene(), shoot, ...facesFor({ rolled: 6, kept: 3 }, 12));
    const [roll] = warfareEngine.rolls(attackEvent(events), names);
    expect(roll).toMatchObject({
      roller: 'ruth',
      what: 'Shooting at Dolan (Revolver)',
      difficulty: 9,
      againstLabel: "Dolan's Cover",
      success: true,
      result: 'Dolan loses 3 Cover',
    });
    expect(warfareEngine.describe(attackEvent(events), names)).toBe(
      'Ruth attacks Dolan with the Revolver: hit, 3 Cover lost',
    );
  });

  it('names the wound an attack caused (COT-WAR-6), and a catastrophe’s want of effect', () => {
    const wounding = play(scene({ cover: 2 }), shoot, ...facesFor({ rolled: 6, kept: 3 }, 6), 3, 3);
    expect(warfareEngine.rolls(attackEvent(wounding.events), names)[0]!.result).toBe(
      'Dolan is Wounded (2 days)',
    );
    expect(warfareEngine.describe(attackEvent(wounding.events), names)).toBe(
      'Ruth attacks Dolan with the Revolver: hit, Wounded (2 days)',
    );
    expect(wounding.events.map((e) => warfareEngine.describe(e, names))).toEqual([
      'Ruth attacks Dolan with the Revolver: hit, Wounded (2 days)',
      'Dolan is Wounded (2 days)',
      'Dolan re-rolls Cover: 0 → 6',
    ]);
    const fumble = play(scene(), shoot, 1, 1, 1, 1, 1, 1);
    expect(warfareEngine.rolls(attackEvent(fumble.events), names)[0]).toMatchObject({
      success: false,
      result: 'Dolan loses no Cover (catastrophe)',
    });
  });

  it('records a break-free as the restrainer’s opposing roll, then the fighter’s against its total', () => {
    const held = play(
      scene(),
      {
        type: 'warfare/attack',
        attacker: id('dolan'),
        target: id('ruth'),
        skill: 'handToHand',
        restrain: true,
      },
      6,
      3,
    ).state;
    const { events } = play(held, { type: 'warfare/break-free', fighter: id('ruth') }, 5, 4, 6, 6, 1);
    const rolls = warfareEngine.rolls(events[0]!, names);
    expect(rolls.map((r) => [r.roller, r.difficulty, r.success, r.result])).toEqual([
      ['dolan', null, null, 'opposing roll: sets the difficulty 9'],
      ['ruth', 9, true, 'Ruth breaks free'],
    ]);
    expect(events.map((e) => warfareEngine.describe(e, names))).toEqual([
      'Ruth tries to break free of Dolan: free',
      'Ruth is free of Dolan',
    ]);
  });

  it('records a crash check against crash_difficulty (COT-D-34)', () => {
    const risky = {
      type: 'warfare/attack',
      attacker: id('vex'),
      target: id('oka'),
      skill: 'driving',
      risky: true,
    } as const;
    const { events } = play(scene(), risky, 2, 2, 2, 1, 2, 2, 1);
    const crash = events.find((e) => e.type === 'warfare/crash-checked')!;
    expect(warfareEngine.rolls(crash, names)[0]).toMatchObject({
      roller: 'vex',
      difficulty: 9,
      success: false,
      result: 'crash: Body 12 → 7, everyone aboard loses 5 Cover; it stops',
    });
  });
});
