import { describe, expect, it } from 'vitest';
import { bridge, seededDice, skirmish } from '../../../../core/index.ts';
import type { Dice, skirmish as Skirmish } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { heistAt, id, modelFor, proposed, sheets, warehouse } from './fight-support.ts';
import { settings, sheet, table, w } from './support.ts';

/**
 * BRG-D-14 on the table, as the bridge sets the skirmish up (scenarioOf) and the skirmish engine plays it: unaware
 * NPCs start without aim markers and cannot react until a firearm is fired or something explodes on the table, or
 * the crew's first turn ends; a grenade throw does not end the window.
 */

type State = Skirmish.SkirmishState;

/** Sal (with a stick of dynamite: a Frag grenade) and Big Tony sneak into the Loading bay; G1 and G2 are unaware. */
function surprised(): { state: State; sal: string; tony: string; g1: string; g2: string } {
  const all = sheets();
  all[id.sal] = sheet('Sal', { muscle: 3, shooting: 2, weapons: [w.pistol, w.dynamite] });
  const proposal = proposed(
    bridge.bridgedFight(
      {
        heist: heistAt(
          warehouse(),
          [
            { id: id.sal, zone: 'bay' },
            { id: id.tony, zone: 'bay' },
            { id: id.g1, zone: 'bay', aware: false },
            { id: id.g2, zone: 'bay', aware: false },
          ],
          all,
        ),
        sheets: all,
        origin: { kind: 'heist', zone: 'bay' },
      },
      settings,
      table,
    ),
  );
  const scenario = bridge.scenarioOf(proposal);
  if ('ok' in scenario) throw new Error(scenario.message);
  const started = skirmish.startSkirmish(scenario.setup, seededDice(7), skirmish.houseDeck);
  if (!started.ok) throw new Error(started.message);
  let state = skirmish.replaySkirmish(skirmish.openingEvents(started.events[0]!, seededDice(8), 0));
  for (const command of scenario.corrections) state = play(state, command);
  const ids = (character: (typeof id)[keyof typeof id]) => modelFor(proposal, character).id;
  return { state, sal: ids(id.sal), tony: ids(id.tony), g1: ids(id.g1), g2: ids(id.g2) };
}

function play(state: State, command: Skirmish.SkirmishCommand, dice: Dice = seededDice(3)): State {
  const decided = skirmish.decideSkirmish(state, command, dice, 0);
  if (!decided.ok) throw new Error(`${command.type}: ${decided.message}`);
  return decided.events.reduce(skirmish.applySkirmish, state);
}

/** Whether `model` may react to the declared action: the engine's own answer to a reaction it is offered. */
function mayReact(state: State, model: string, shooter: string): boolean {
  const decided = skirmish.decideSkirmish(
    state,
    {
      type: 'skirmish/react',
      model,
      trigger: 'shot-at',
      shot: {
        target: { kind: 'model', model: shooter },
        aimed: false,
        intense: false,
        crossfire: false,
        range: 8,
      },
      takeCover: null,
    } as Skirmish.SkirmishCommand,
    seededDice(5),
    0,
  );
  return decided.ok;
}

const throwAt = (model: string, target: string): Skirmish.SkirmishCommand => ({
  type: 'skirmish/act',
  model,
  action: {
    kind: 'throw',
    throw: {
      item: 'frag',
      distance: 8,
      lob: false,
      chokePoints: 0,
      obstacles: 0,
      inAimZone: false,
      blastReach: [target],
    },
  },
});

const shootAt = (model: string, target: string): Skirmish.SkirmishCommand => ({
  type: 'skirmish/act',
  model,
  action: {
    kind: 'shoot',
    shot: {
      target: { kind: 'model', model: target },
      aimed: false,
      intense: false,
      crossfire: false,
      range: 8,
    },
  },
});

/** The open reaction window resolved, if one is open (with no one to react, the action resolves as declared). */
function resolved(state: State, dice: Dice = seededDice(4)): State {
  return state.window ? play(state, { type: 'skirmish/resolve' }, dice) : state;
}

/** Misses: every die a 2 (no 1, so no ammo counter, HST-SHOOT-5). */
const misses = () => fixedDice(...Array.from({ length: 40 }, () => 2));

const useAtDoor = (model: string, loud: boolean): Skirmish.SkirmishCommand => ({
  type: 'skirmish/act',
  model,
  action: {
    kind: 'use',
    use: { what: 'interact', label: 'Bypass at "corridor"', check: false, ...(loud ? { loud } : {}) },
  },
});

describe('the surprise window on the table (BRG-D-14)', () => {
  it('BRG-D-20, D-37: a loud Use at a door (an Explosives bypass, a catastrophe) ends the window; a quiet one does not', () => {
    const { state: opened, sal, tony, g1, g2 } = surprised();
    let state = resolved(play(opened, useAtDoor(sal, false)));
    expect([state.models[g1]!.unaware, state.models[g2]!.unaware]).toEqual([true, true]);
    state = resolved(play(state, useAtDoor(tony, true)));
    expect([state.models[g1]!.unaware, state.models[g2]!.unaware]).toEqual([undefined, undefined]);
  });

  it('TV-BRG-D-14-c: Sal throws a frag grenade at G2, then Tony shoots G1 twice -> G2 may not react to the throw, G1 may not react to the first shot (the window closes with it), G1 may react to the second; the grenade explodes at the start of crew turn 2', () => {
    const { state: opened, sal, tony, g1, g2 } = surprised();
    let state = opened;
    const crew = state.turnOrder[state.active]!;
    expect(state.models[sal]!.side).toBe(crew); // the surprise turn is the crew's
    expect(state.models[g1]!.aiming).toBe(false);
    expect(state.models[sal]!.grenades.frag).toBe(1);

    const row = (model: string) => skirmish.skirmishBoard(state, 0).models.find((m) => m.id === model)!;
    expect(row(g1).bridge?.unaware).toBe(true); // the board says so

    // Sal's throw: 2 Shoot actions; G2, in its blast, may react to neither.
    for (const done of [1, 2]) {
      state = play(
        state,
        done === 1
          ? throwAt(sal, g2)
          : { type: 'skirmish/act', model: sal, action: { kind: 'continue-throw' } },
      );
      expect(skirmish.reactionCandidates(state)).not.toContain(g2);
      expect(mayReact(state, g2, sal)).toBe(false);
      state = resolved(state);
      expect(state.activation?.throwing?.done ?? 2).toBe(done);
    }
    expect(Object.keys(state.grenades)).toHaveLength(1);
    expect(state.models[g2]!.unaware).toBe(true); // a throw does not end the window
    if (state.activation) state = play(state, { type: 'skirmish/end-activation', model: sal });

    // Tony's first shot at G1: G1 may not react; the shot is fired and the window closes with it.
    const first = skirmish.decideSkirmish(state, shootAt(tony, g1), misses(), 0);
    if (!first.ok) throw new Error(first.message);
    // No one may react: the shot is resolved as it is declared, no window opened for G1.
    expect(first.events.map((event) => event.type)).not.toContain('skirmish/reaction-declared');
    expect(first.events.map((event) => event.type)).toContain('skirmish/shot');
    const before = first.events.findIndex((event) => event.type === 'skirmish/shot');
    const declared = first.events.slice(0, before).reduce(skirmish.applySkirmish, state);
    expect(declared.models[g1]!.unaware).toBe(true);
    expect(skirmish.reactionCandidates(declared)).not.toContain(g1);
    state = first.events.reduce(skirmish.applySkirmish, state);
    expect(state.models[g1]!.unaware).toBeUndefined();
    expect(row(g1).bridge?.unaware).toBe(false);

    // Tony's second shot at G1: G1 may react.
    state = play(state, shootAt(tony, g1));
    expect(skirmish.reactionCandidates(state)).toContain(g1);
    expect(mayReact(state, g1, tony)).toBe(true);
    state = play(state, { type: 'skirmish/resolve' }, misses());
    if (state.activation) state = play(state, { type: 'skirmish/end-activation', model: tony });

    // The grenade stays live through the guards' turn and goes off as the crew's turn 2 begins (HST-GREN-5).
    state = play(state, { type: 'skirmish/end-turn' });
    expect(Object.keys(state.grenades)).toHaveLength(1);
    for (const guard of [g1, g2])
      state = play(state, { type: 'skirmish/act', model: guard, action: { kind: 'pass' } }, misses());
    state = play(state, { type: 'skirmish/end-turn' });
    expect(state.round).toBe(2);
    expect(state.turnOrder[state.active]).toBe(crew);
    const grenade = Object.keys(state.grenades)[0]!;
    const started = skirmish.decideSkirmish(
      state,
      {
        type: 'skirmish/start-turn',
        blasts: [{ grenade, victims: [{ model: g2, distance: 2, inCover: false }] }],
      },
      misses(),
      0,
    );
    if (!started.ok) throw new Error(started.message);
    expect(started.events.map((event) => event.type)).toContain('skirmish/grenade-detonated');
  });

  it('BRG-D-14: with no shot and nothing exploding, the window ends with the crew’s first turn', () => {
    const { state: opened, sal, tony, g1, g2 } = surprised();
    let state = opened;
    for (const model of [sal, tony])
      state = play(state, { type: 'skirmish/act', model, action: { kind: 'pass' } });
    expect([state.models[g1]!.unaware, state.models[g2]!.unaware]).toEqual([true, true]);
    state = play(state, { type: 'skirmish/end-turn' });
    expect([state.models[g1]!.unaware, state.models[g2]!.unaware]).toEqual([undefined, undefined]);
  });

  it('BRG-D-14: only a fight opened from a City of Thieves scene has unaware models', () => {
    const { state } = surprised();
    const setup = {
      sides: state.scenario.sides.map((side) => ({
        ...side,
        models: Object.values(state.models)
          .filter((model) => model.side === side.id)
          .map((model) => ({
            id: model.id,
            profile: skirmish.currentProfile(model),
            start: { unaware: true },
          })),
      })),
      firstSide: state.turnOrder[0]!,
      deck: [],
    } as unknown as Skirmish.SkirmishSetup;
    expect(skirmish.setupProblems(setup).join(' ')).toContain(
      'starts unaware: only a fight opened from a City of Thieves scene has a surprise turn (BRG-D-14)',
    );
  });
});
