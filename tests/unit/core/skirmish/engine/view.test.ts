import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { shotOdds, skirmishBoard, skirmishEngine, skirmishView } from '../../../../../core/skirmish/index.ts';
import type { ModelState, SkirmishState } from '../../../../../core/skirmish/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { act, at0, entry, fight, fire, model, run, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const names = (id: string) => ({ a: 'Mr. A', g: 'Guard 2', h: 'Guard 3' })[id] ?? id;
const ctx = { at: at0, names } as unknown as EngineContext;

const scene = () =>
  fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG w/2 reloads')]),
      side('guards', 'defensive', [
        entry('g', 'Guard 2 (3/4) Pistol', { cover: 'low' }),
        entry('h', 'Guard 3 (2/4) Pistol'),
      ]),
    ],
  });

describe('the view (for the active model, the reactors and the sides)', () => {
  it('lists every action of the active model, with reasons and the exact odds of each shot', () => {
    const f = scene();
    patch(f, 'a', { aiming: true });
    patch(f, 'g', { aiming: true });
    const view = skirmishView(f.state, 'a', at0);
    const shoot = view.find((a) => a.action === 'shoot')!;
    expect(shoot.available).toBe(true);
    const aimed = shoot.options.find((o) => o.label === 'Shoot Guard 2 (aimed)')!;
    const odds = shotOdds({
      die: 10,
      bonus: 0,
      intense: false,
      targetNumber: 8,
      capacity: 3,
      ammoCounters: 0,
      pointBlank: false,
      hailMary: true,
    });
    expect(aimed.odds?.outcomes.find((o) => o.key === 'stunned')?.probability).toBeCloseTo(odds.stun, 12);
    expect(aimed.odds?.detail).toMatch(/^3d10 vs 8 \(exposed\)/);
    const ready = view.find((a) => a.action === 'ready')!;
    expect(ready.options.map((o) => o.label)).toEqual(['Ready: reload']);
    const recover = view.find((a) => a.action === 'recover')!;
    expect([recover.available, recover.reason]).toEqual([false, 'Mr. A is not stunned']);
  });

  it('odds reflect the target: a defending, stunned target shot at point blank', () => {
    const f = scene();
    patch(f, 'h', { stunned: true, defending: true });
    const options = skirmishView(f.state, 'a', at0).find((a) => a.action === 'shoot')!.options;
    const snap = options.find((o) => o.label === 'Shoot Guard 3 (snap)')!;
    const total = snap.odds!.outcomes.reduce((sum, o) => sum + o.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(snap.odds!.outcomes.find((o) => o.key === 'stunned')!.probability).toBe(0); // a stunned target's stun becomes a wound
  });

  it('a model that may react sees its reactions; the others see none', () => {
    const f = scene();
    patch(f, 'g', { aiming: true });
    run(f, act('a', { kind: 'move', distance: 3 }));
    const guard = skirmishView(f.state, 'g', at0);
    expect(guard.map((a) => [a.action, a.available])).toEqual([
      ['react-shoot', true],
      ['react-cover', true],
      ['hold-fire', false],
    ]);
    expect(guard[0]!.options[0]!.odds?.detail).toMatch(/vs 7 \(open, moving\)/);
    expect(skirmishView(f.state, 'h', at0).every((a) => !a.available)).toBe(true);
    expect(skirmishView(f.state, 'a', at0)).toEqual([]);
    const crew = skirmishView(f.state, 'crew', at0);
    expect(crew.find((a) => a.action === 'resolve')?.available).toBe(true);
    expect(crew.find((a) => a.action === 'end-turn')).toMatchObject({
      available: false,
      reason: 'Resolve the reactions to the declared action first',
    });
  });

  it('the side view: ending the turn needs every model activated', () => {
    const f = scene();
    const end = skirmishView(f.state, 'crew', at0).find((a) => a.action === 'end-turn')!;
    expect(end.reason).toBe('Every model must be activated, at least to Pass: Mr. A (HST-SEQ-3)');
    fire(f, act('a', { kind: 'pass' }));
    expect(skirmishView(f.state, 'crew', at0).find((a) => a.action === 'end-turn')!.available).toBe(true);
  });

  it('the board shows the turn, the acting model and the clocks', () => {
    const f = scene();
    run(f, act('a', { kind: 'move', distance: 3 }));
    const board = skirmishBoard(f.state, at0);
    expect(board).toMatchObject({
      round: 1,
      activeSide: 'crew',
      activeModel: 'a',
      actionsLeft: 2,
      window: null,
    });
    expect(board.models.find((m) => m.id === 'a')?.weapon).toEqual({
      name: 'Submachine gun',
      counters: 0,
      capacity: 3,
      reloads: 2,
      state: 'ready',
    });
  });
});

describe('the engine adapter (SceneEngine)', () => {
  const setup = {
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG w/2 reloads')]),
      side('guards', 'defensive', [entry('g', 'Guard 2 (3/4) Pistol')]),
    ],
    firstSide: 'crew',
    deck: [],
  };

  it('starts, decides, applies, describes and logs rolls', () => {
    const started = skirmishEngine.start(ctx, setup, fixedDice());
    expect(started.ok).toBe(true);
    let state: SkirmishState | null = null;
    for (const e of started.ok ? started.events : []) state = skirmishEngine.apply(state, e);
    expect(skirmishEngine.turns).toBe('engine');
    const command = act('a', {
      kind: 'shoot',
      shot: {
        target: { kind: 'model', model: 'g' },
        aimed: false,
        intense: false,
        crossfire: false,
        range: 3,
      },
    });
    expect(skirmishEngine.actorOf(state!, command)).toBe('a');
    const declared = skirmishEngine.decide(ctx, state!, command, fixedDice());
    for (const e of declared.ok ? declared.events : []) state = skirmishEngine.apply(state, e);
    const resolved = skirmishEngine.decide(ctx, state!, { type: 'skirmish/resolve' }, fixedDice(7, 9, 2));
    expect(resolved.ok).toBe(true);
    const shot = resolved.ok ? resolved.events.find((e) => e.type === 'skirmish/shot')! : null;
    expect(skirmishEngine.describe(shot!, names)).toBe(
      'Mr. A shoots Guard 2 (snap): 2 hits — Guard 2 wounded',
    );
    expect(skirmishEngine.rules!(shot!)).toEqual(['HST-SHOOT-1', 'HST-SHOOT-4', 'HST-DMG-1']);
    expect(skirmishEngine.rolls(shot!, names)[0]).toMatchObject({
      roller: 'a',
      what: 'Shooting at Guard 2',
      faces: [7, 9, 2],
      difficulty: 6,
      success: true,
    });
    expect(skirmishEngine.canAct(state!, 'g')).toBe(true);
    expect(skirmishEngine.ended(state!, (id) => id)).toBeNull();
    expect(skirmishEngine.effects(shot!)).toEqual([]);
  });

  it('schemas: commands, events and set-up are checked field by field', () => {
    const bad = v.safeParse(skirmishEngine.commandSchema, {
      type: 'skirmish/act',
      model: 'a',
      action: {
        kind: 'shoot',
        shot: {
          target: { kind: 'model', model: 'g' },
          aimed: false,
          intense: false,
          crossfire: false,
          range: 1e308,
        },
      },
    });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.path?.map((p) => p.key)).toEqual(['action', 'shot', 'range']);
    expect(
      v.safeParse(skirmishEngine.commandSchema, {
        type: 'skirmish/act',
        model: 'a',
        action: { kind: 'pass' },
        __proto__x: 1,
      }).success,
    ).toBe(false);
    expect(v.safeParse(skirmishEngine.setupSchema, setup).success).toBe(true);
    const started = skirmishEngine.start(ctx, setup, fixedDice());
    for (const e of started.ok ? started.events : [])
      expect(v.safeParse(skirmishEngine.eventSchema, e).success).toBe(true);
    expect(
      v.safeParse(skirmishEngine.eventSchema, { type: 'skirmish/turn-started', round: -1, side: 'x', at: 0 })
        .success,
    ).toBe(false);
  });
});
