import { describe, expect, it } from 'vitest';
import type { ModelState, ReactCommand, ShotOrder } from '../../../../../core/skirmish/index.ts';
import {
  act,
  entry,
  fight,
  fire,
  model,
  refused,
  resolve,
  run,
  shotOf,
  side,
  types,
} from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const at = (target: string, change: Partial<ShotOrder> = {}): ShotOrder => ({
  target: { kind: 'model', model: target },
  aimed: false,
  intense: false,
  crossfire: false,
  range: 10,
  ...change,
});

const react = (modelId: string, change: Partial<ReactCommand> = {}): ReactCommand => ({
  type: 'skirmish/react',
  model: modelId,
  trigger: 'aim-zone',
  shot: null,
  takeCover: null,
  ...change,
});

/** Police active: SWAT officer `s` (and officer `o`) against Mr. K `k` (and Mr. L `l`). */
const base = () => {
  const f = fight({
    sides: [
      side('police', 'defensive', [
        entry('s', 'SWAT officer (3/5) Pistol'),
        entry('o', 'Officer B (3/5) AR'),
      ]),
      side('crew', 'aggressive', [
        entry('k', 'Mr. K (3/5) SMG w/2 reloads', { cover: 'low' }),
        entry('l', 'Mr. L (3/6) AR'),
      ]),
    ],
  });
  return f;
};
const doorway = base;

describe('declaring (HST-ACT-1, HST-REACT-3)', () => {
  it('TV-HST-ACT-1-a: a reaction is declared before any movement or dice', () => {
    const f = doorway();
    patch(f, 'k', { aiming: true });
    const declared = run(
      f,
      act('s', { kind: 'shoot', shot: at('k') }, { step: { distance: 0.8, when: 'before' } }),
    );
    expect(types(declared)).toEqual(['skirmish/action-declared']);
    const reaction = run(f, react('k', { shot: at('s', { aimed: true }) }));
    expect(types(reaction)).toEqual(['skirmish/reaction-declared']);
    expect(f.state.window?.resolution).toBeNull();
  });
  it('TV-HST-REACT-3-a: a model that waits to see the result cannot react to that action any more', () => {
    const f = doorway();
    patch(f, 'k', { aiming: true });
    patch(f, 'l', { aiming: true });
    run(f, act('s', { kind: 'move', distance: 2 }));
    run(f, react('k', { shot: at('s', { aimed: true }) }));
    run(f, resolve, 1, 2, 3);
    expect(refused(f, react('l', { shot: at('s', { aimed: true }) }))).toBe(
      'There is no declared action to react to now',
    );
  });
});

describe('who may react (HST-REACT-1, HST-REACT-2, HST-D-30)', () => {
  it('TV-HST-REACT-1-a: an enemy moving through the aim zone can be reacted to', () => {
    const f = doorway();
    patch(f, 'k', { aiming: true });
    run(f, act('s', { kind: 'move', distance: 3 }));
    run(f, react('k', { shot: at('s', { aimed: true }) }));
  });
  it('TV-HST-REACT-1-b/c: an enemy taking aim cannot be reacted to without an aim marker; its shot can', () => {
    const f = doorway();
    run(f, act('s', { kind: 'aim' }));
    expect(f.state.window).toBeNull(); // nobody could react: resolved at once
    run(f, act('s', { kind: 'shoot', shot: at('k', { aimed: true }) }));
    expect(refused(f, react('k', { shot: at('s') }))).toMatch(/cannot react/);
    run(f, react('k', { trigger: 'shot-at', shot: at('s'), takeCover: 1 }));
  });
  it('TV-HST-REACT-1-d: a defending model cannot react', () => {
    const f = doorway();
    patch(f, 'k', { aiming: true, defending: true });
    run(f, act('s', { kind: 'move', distance: 3 }));
    expect(f.state.window).toBeNull();
  });
  it('TV-HST-REACT-1-e: a frag grenade whose blast would reach an unaimed model lets it react; smoke does not', () => {
    const throwAt = (item: 'frag' | 'smoke', blastReach: string[]) =>
      act('s', {
        kind: 'throw',
        throw: { item, distance: 8, lob: false, chokePoints: 0, obstacles: 0, inAimZone: false, blastReach },
      });
    const f = doorway();
    patch(f, 's', { grenades: { ...model(f, 's').grenades, frag: 1, smoke: 1 } });
    run(f, throwAt('frag', ['k']));
    run(f, react('k', { trigger: 'shot-at', shot: at('s'), takeCover: 2 }));
    const g = doorway();
    patch(g, 's', { grenades: { ...model(g, 's').grenades, smoke: 1 } });
    run(g, throwAt('smoke', ['k']));
    expect(g.state.window).toBeNull(); // a cloud is not a blast: nobody may react
  });
  it("TV-HST-REACT-2-a: a reaction to X's Move cannot shoot Y", () => {
    const f = doorway();
    patch(f, 'k', { aiming: true });
    run(f, act('s', { kind: 'move', distance: 3 }));
    expect(refused(f, react('k', { shot: at('o', { aimed: true }) }))).toMatch(/must be at SWAT officer/);
  });
  it('the unaimed_reaction_triggers setting lets unaimed models react to anything they see', () => {
    const f = fight({
      sides: [
        side('police', 'defensive', [entry('s', 'S (3/5) Pistol')]),
        side('crew', 'aggressive', [entry('k', 'K (3/5) SMG')]),
      ],
      settings: { unaimedReactionTriggers: 'any_action_in_los' },
    });
    run(f, act('s', { kind: 'move', distance: 3 }));
    run(f, react('k', { shot: at('s') }));
  });
});

describe('priority (HST-REACT-4..7)', () => {
  it("TV-HST-REACT-7-a: Mr. K's aimed reaction wounds the officer first, he ducks, the snap shot misses (TN 9)", () => {
    const f = doorway();
    patch(f, 'k', { aiming: true });
    run(
      f,
      act('s', { kind: 'shoot', shot: at('k') }, { step: { distance: 0.8, when: 'before' }, cover: 'high' }),
    );
    run(f, react('k', { shot: at('s', { aimed: true }), takeCover: 2 }));
    const events = run(f, resolve, 10, 9, 2, 8, 5, 2);
    const kShot = shotOf(events, 'k');
    expect([kShot.tn, kShot.hits]).toEqual([9, 2]);
    expect(model(f, 's').wounded).toBe(true);
    const sShot = shotOf(events, 's');
    expect([sShot.base, sShot.tn, sShot.hits, sShot.allocation]).toEqual([8, 9, 0, []]);
    expect(types(events).filter((t) => t !== 'skirmish/step-grouped')).toEqual([
      'skirmish/shot',
      'skirmish/took-cover',
      'skirmish/shot',
      'skirmish/window-closed',
    ]);
    expect(model(f, 'k')).toMatchObject({ aiming: false, stunned: false });
  });
  it('TV-HST-REACT-7-a (had he stayed aiming): exposed, TN 8, and the 8 stuns him', () => {
    const f = doorway();
    patch(f, 'k', { aiming: true });
    run(f, act('s', { kind: 'shoot', shot: at('k') }, { cover: 'high' }));
    run(f, react('k', { shot: at('s', { aimed: true }) }));
    const events = run(f, resolve, 10, 9, 2, 8, 5, 2);
    expect(shotOf(events, 's').tn).toBe(8);
    expect(model(f, 'k').stunned).toBe(true);
  });
  it('TV-HST-REACT-7-b: take cover at step 1 and snap back; the aimed shot at TN 9 stuns; the snap shot still goes', () => {
    const f = doorway();
    patch(f, 's', { aiming: true });
    run(f, act('s', { kind: 'shoot', shot: at('k', { aimed: true }) }));
    run(f, react('k', { trigger: 'shot-at', shot: at('s'), takeCover: 1 }));
    const events = run(f, resolve, 9, 4, 2, 3, 3, 3);
    const order = types(events).filter((t) => t !== 'skirmish/step-grouped');
    expect(order).toEqual([
      'skirmish/took-cover',
      'skirmish/shot',
      'skirmish/shot',
      'skirmish/window-closed',
    ]);
    expect([shotOf(events, 's').tn, shotOf(events, 's').hits]).toEqual([9, 1]);
    expect(model(f, 'k').stunned).toBe(true);
    expect(shotOf(events, 'k').base).toBe(8);
  });
  it('TV-HST-REACT-7-c (HST-D-55): taking cover at step 1 makes his would-be aimed shot snap fire, resolved last', () => {
    const f = doorway();
    patch(f, 's', { aiming: true });
    patch(f, 'k', { aiming: true });
    run(f, act('s', { kind: 'shoot', shot: at('k', { aimed: true }) }));
    run(f, react('k', { trigger: 'shot-at', shot: at('s', { aimed: true }), takeCover: 1 }));
    expect(f.state.window?.reactions['k']?.aimed).toBe(false);
    const events = run(f, resolve, 9, 4, 2, 3, 3, 3);
    expect(shotOf(events, 's').hits).toBe(1);
    expect(shotOf(events, 'k').base).toBe(8);
  });
  it('TV-HST-REACT-4-a / TV-HST-COVER-8-b: a declared snap reactor already counts as shooting (TN 9)', () => {
    const f = doorway();
    patch(f, 's', { aiming: true });
    run(f, act('s', { kind: 'shoot', shot: at('k', { aimed: true }) }));
    run(f, react('k', { trigger: 'shot-at', shot: at('s') }));
    const events = run(f, resolve, 2, 2, 2, 3, 3, 3);
    expect(shotOf(events, 's').tn).toBe(9);
  });
  it('TV-HST-REACT-5-b / TV-HST-REACT-8-a: a Move through two aim zones: both shots first, then the move completes', () => {
    const f = doorway();
    patch(f, 'k', { aiming: true });
    patch(f, 'l', { aiming: true });
    run(f, act('s', { kind: 'move', distance: 3 }));
    run(f, react('k', { shot: at('s', { aimed: true }) }));
    run(f, react('l', { shot: at('s', { aimed: true }) }));
    const events = run(f, resolve, 7, 2, 2, 2, 3, 3);
    expect(types(events).filter((t) => t !== 'skirmish/step-grouped')).toEqual([
      'skirmish/shot',
      'skirmish/shot',
      'skirmish/moved',
      'skirmish/window-closed',
    ]);
    expect(shotOf(events, 'k').tn).toBe(7); // open, moving
    expect(model(f, 's').stunned).toBe(true);
    expect(f.state.activation).toMatchObject({ model: 's', used: 1 });
    fire(f, act('s', { kind: 'move', distance: 1 }));
    expect(f.state.activation).toBeNull(); // 3 actions − stun = 2: done
  });
  it('TV-HST-SEQ-4-b: stunned by reaction fire during its second action, it has used its new total and stops', () => {
    const f = doorway();
    run(f, act('s', { kind: 'move', distance: 3 }));
    patch(f, 'k', { aiming: true });
    run(f, act('s', { kind: 'move', distance: 3 }));
    run(f, react('k', { shot: at('s', { aimed: true }) }));
    const events = run(f, resolve, 8, 2, 2);
    expect(types(events)).toContain('skirmish/activation-ended');
    expect(model(f, 's').activated).toBe(true);
  });
  it('TV-HST-REACT-6-a: the unhurt shooter goes first; killing the stunned reactor cancels its shot', () => {
    const f = doorway();
    patch(f, 's', { aiming: true });
    patch(f, 'k', { aiming: true, stunned: true });
    run(f, act('s', { kind: 'shoot', shot: at('k', { aimed: true }) }));
    run(f, react('k', { trigger: 'shot-at', shot: at('s', { aimed: true }) }));
    const events = run(f, resolve, 9, 9, 9);
    expect(types(events)).toContain('skirmish/item-cancelled');
    expect(model(f, 'k').presence.kind).toBe('dead');
  });
  it('TV-HST-REACT-6-b: both unhurt: simultaneous, both shots resolve even if each kills the other', () => {
    const f = doorway();
    patch(f, 's', { aiming: true });
    patch(f, 'k', { aiming: true });
    run(f, act('s', { kind: 'shoot', shot: at('k', { aimed: true }) }));
    run(f, react('k', { trigger: 'shot-at', shot: at('s', { aimed: true }) }));
    run(f, resolve, 9, 9, 9, 10, 10, 10);
    expect([model(f, 's').presence.kind, model(f, 'k').presence.kind]).toEqual(['dead', 'dead']);
  });
});

describe('damage in play (HST-DMG-5, HST-DMG-6, HST-AIM-3)', () => {
  it('TV-HST-DMG-6-a / TV-HST-AIM-3-c: one hit stuns and removes the aim; a miss keeps it', () => {
    const f = doorway();
    patch(f, 'k', { aiming: true });
    fire(f, act('s', { kind: 'shoot', shot: at('k') }), 2, 3, 4);
    expect(model(f, 'k').aiming).toBe(true);
    run(f, act('o', { kind: 'shoot', shot: at('k') }));
    run(f, resolve, 8, 3, 4);
    expect(model(f, 'k')).toMatchObject({ aiming: false, stunned: true });
  });
});

describe('crossfire (HST-XFIRE-1)', () => {
  const doorway = () => {
    const f = base();
    patch(f, 'k', { cover: 'none' });
    return f;
  };
  it('TV-HST-XFIRE-1-a: A stuns T; B shoots at once with +1 shift; A loses its remaining actions', () => {
    const f = doorway();
    fire(f, act('s', { kind: 'shoot', shot: at('k') }), 8, 2, 2);
    expect(f.state.crossfire).toEqual({ target: 'k', first: 's' });
    const events = fire(f, act('o', { kind: 'shoot', shot: at('k', { crossfire: true }) }), 2, 2, 2);
    expect(events[0]).toMatchObject({ type: 'skirmish/activation-ended', model: 's', reason: 'crossfire' });
    expect(shotOf(events, 'o').shifts).toContainEqual({ source: 'crossfire', amount: 1 });
    expect(shotOf(events, 'o').die).toEqual({ die: 10, bonus: 0 });
    expect(model(f, 's').activated).toBe(true);
  });
  it('TV-HST-XFIRE-1-c: a miss gives no crossfire', () => {
    const f = doorway();
    fire(f, act('s', { kind: 'shoot', shot: at('k') }), 2, 2, 2);
    expect(refused(f, act('o', { kind: 'shoot', shot: at('k', { crossfire: true }) }))).toMatch(
      /no crossfire opportunity/,
    );
  });
  it('TV-HST-XFIRE-1-d: B already activated -> no crossfire; and the chance is lost if not taken at once', () => {
    const f = doorway();
    run(f, act('o', { kind: 'pass' }));
    fire(f, act('s', { kind: 'shoot', shot: at('k') }), 8, 2, 2);
    expect(refused(f, act('o', { kind: 'shoot', shot: at('k', { crossfire: true }) }))).toMatch(
      /already been activated/,
    );
    const g = doorway();
    fire(g, act('s', { kind: 'shoot', shot: at('k') }), 8, 2, 2);
    const events = run(g, act('s', { kind: 'move', distance: 1 }));
    expect(events[0]).toEqual({ type: 'skirmish/crossfire-passed' });
    expect(g.state.crossfire).toBeNull();
  });
});
