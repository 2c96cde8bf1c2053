import { describe, expect, it } from 'vitest';
import {
  applySkirmish,
  decideSkirmish,
  openingEvents,
  startSkirmish,
} from '../../../../../core/skirmish/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { act, at0, endTurn, entry, fight, model, pass, refused, run, side, types } from '../support/fight.ts';

const twoSides = () =>
  fight({
    sides: [
      side('crew', 'aggressive', [
        entry('a', 'Mr. A (3/5) SMG w/2 reloads'),
        entry('d', 'Mr. D (2/3) Pistol w/1 reload'),
      ]),
      side('police', 'defensive', [entry('o', 'Officer A (3/5) Pistol')]),
    ],
  });

describe('turns and activations (HST-SEQ)', () => {
  it('TV-HST-SEQ-1-a: a dice-off re-rolls ties (7 v 7, then 3 v 8): the police choose who starts', () => {
    const dice = fixedDice(7, 7, 3, 8);
    const sides = [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG')]),
      side('police', 'defensive', [entry('o', 'Officer A (3/5) Pistol')]),
    ];
    const decision = startSkirmish({ sides, deck: [] }, dice, []);
    expect(decision.ok).toBe(true);
    const started = decision.ok ? decision.events[0]! : null;
    expect(started?.type === 'skirmish/started' && started.diceOff).toEqual([
      { crew: 7, police: 7 },
      { crew: 3, police: 8 },
    ]);
    expect(started?.type === 'skirmish/started' && started.chooser).toBe('police');
    let state = applySkirmish(null, openingEvents(started!, dice, at0)[0]!);
    expect(state.phase).toEqual({ kind: 'choose-first', chooser: 'police' });
    const chosen = decideSkirmish(state, { type: 'skirmish/choose-first', side: 'crew' }, fixedDice(), at0);
    expect(chosen.ok && chosen.events.map((e) => e.type)).toEqual([
      'skirmish/first-chosen',
      'skirmish/turn-started',
      'skirmish/turn-opened',
    ]);
    for (const e of chosen.ok ? chosen.events : []) state = applySkirmish(state, e);
    expect(state.turnOrder[state.active]).toBe('crew');
  });

  it('TV-HST-SEQ-3-a: two Moves then end the activation — no Pass needed', () => {
    const f = twoSides();
    run(f, act('a', { kind: 'move', distance: 3 }));
    run(f, act('a', { kind: 'move', distance: 2 }));
    run(f, { type: 'skirmish/end-activation', model: 'a' });
    expect(f.state.activation).toBeNull();
    expect(model(f, 'a').activated).toBe(true);
    expect(refused(f, act('a', { kind: 'move', distance: 1 }))).toMatch(/already been activated/);
  });

  it('TV-HST-SEQ-3-b: ending an activation with no action is refused; Pass it is', () => {
    const f = twoSides();
    expect(refused(f, { type: 'skirmish/end-activation', model: 'a' })).toMatch(/not the active model/);
    const events = run(f, pass('a'));
    expect(types(events)).toContain('skirmish/passed');
    expect(types(events)).toContain('skirmish/activation-ended');
  });

  it('every model must be activated before the turn ends; then the other side starts', () => {
    const f = twoSides();
    run(f, pass('a'));
    expect(refused(f, endTurn)).toBe('Every model must be activated, at least to Pass: Mr. D (HST-SEQ-3)');
    run(f, pass('d'));
    const events = run(f, endTurn);
    expect(types(events)).toEqual(['skirmish/turn-ended', 'skirmish/turn-started', 'skirmish/turn-opened']);
    expect(f.state.turnOrder[f.state.active]).toBe('police');
    expect(refused(f, pass('a'))).toMatch(/not Mr. A's side's turn/);
  });

  it('TV-HST-SEQ-5-a: a model at 0 actions is skipped and does not hold up the turn', () => {
    const f = twoSides();
    f.state = {
      ...f.state,
      models: { ...f.state.models, d: { ...model(f, 'd'), stunned: true, wounded: true } },
    };
    expect(refused(f, pass('d'))).toBe(
      'Mr. D has no actions (Actions 2, stunned and wounded): it is skipped (HST-SEQ-4, HST-SEQ-5)',
    );
    run(f, pass('a'));
    expect(types(run(f, endTurn))).toContain('skirmish/turn-started');
  });

  it('HST-SEQ-4, HST-SEQ-5: the refusal names the real condition of a model with no actions', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [
          entry('a', 'Mr. A (3/5) SMG'),
          entry('s', 'Mr. S (1/5) Pistol'),
          entry('w', 'Mr. W (1/5) Pistol'),
        ]),
        side('police', 'defensive', [entry('o', 'Officer A (3/5) Pistol')]),
      ],
    });
    const hurt = (id: string, change: Partial<{ stunned: boolean; wounded: boolean }>) =>
      (f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } });
    hurt('s', { stunned: true });
    hurt('w', { wounded: true });
    expect(refused(f, pass('s'))).toBe(
      'Mr. S has no actions (Actions 1, stunned): it is skipped (HST-SEQ-4, HST-SEQ-5)',
    );
    expect(refused(f, pass('w'))).toBe(
      'Mr. W has no actions (Actions 1, wounded): it is skipped (HST-SEQ-4, HST-SEQ-5)',
    );
  });

  it('declaring an action for another model ends the current activation', () => {
    const f = twoSides();
    run(f, act('a', { kind: 'move', distance: 1 }));
    const events = run(f, act('d', { kind: 'move', distance: 1 }));
    expect(events[0]).toEqual({
      type: 'skirmish/activation-ended',
      model: 'a',
      reason: 'next-model',
      dropped: null,
    });
    expect(f.state.activation?.model).toBe('d');
  });

  it('TV-HST-SEQ-6-a: three sides take turns in order; the inactive two may react', () => {
    const f = fight({
      sides: [
        side('a', 'aggressive', [entry('a1', 'A1 (3/5) SMG')]),
        side('b', 'aggressive', [entry('b1', 'B1 (3/5) SMG')]),
        side('c', 'aggressive', [entry('c1', 'C1 (3/5) SMG')]),
      ],
    });
    run(f, pass('a1'));
    run(f, endTurn);
    expect(f.state.turnOrder[f.state.active]).toBe('b');
    f.state = {
      ...f.state,
      models: {
        ...f.state.models,
        a1: { ...model(f, 'a1'), aiming: true },
        c1: { ...model(f, 'c1'), aiming: true },
      },
    };
    run(f, act('b1', { kind: 'move', distance: 2 }));
    expect(f.state.window).not.toBeNull(); // a1 and c1 may react
  });
});
