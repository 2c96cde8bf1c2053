import { describe, expect, it } from 'vitest';
import { skirmishView } from '../../../../../core/skirmish/index.ts';
import type {
  ClassFactsInput,
  ModelState,
  ReactCommand,
  ShotOrder,
} from '../../../../../core/skirmish/index.ts';
import { act, entry, fight, fire, model, refused, resolve, run, shotOf, side } from '../support/fight.ts';
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

describe('obstructions and collateral in play (HST-LOF-3..5)', () => {
  it('TV-HST-LOF-4-a: Mr. K [5,8,9] at an exposed target past a fire extinguisher: target stunned; K passes his check (4)', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
        side('police', 'defensive', [entry('g', 'Goon (3/4) Pistol', { cover: 'high' })]),
      ],
    });
    patch(f, 'k', { aiming: true });
    patch(f, 'g', { aiming: true });
    const shot = {
      ...at('g', { aimed: true }),
      obstructions: [{ kind: 'object', name: 'fire extinguisher', destructible: true } as const],
    };
    run(f, act('k', { kind: 'shoot', shot }));
    const events = run(f, resolve, 5, 8, 9, 4);
    const s = shotOf(events);
    expect([s.tn, s.hits]).toEqual([8, 1]);
    expect(s.obstructions).toEqual([
      {
        name: 'fire extinguisher',
        model: null,
        vehicle: null,
        value: 9,
        tn: 5,
        reaches: true,
        check: { roll: 4, effective: 5, passed: true },
        hit: false,
      },
    ]);
    expect(model(f, 'g').stunned).toBe(true);
  });

  it('TV-HST-LOF-5-a: Mr. L in the disco [7,6,5] at TN 6: target wounded; the dancers check (7, 2); the fish tank is hit (L rolls 9)', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('l', 'Mr. L (3/5) SMG')]),
        side('club', 'defensive', [
          entry('t', 'Target (3/5) Pistol'),
          entry('d1', 'Dancer 1 (1/4) Pistol'),
          entry('d2', 'Dancer 2 (1/4) Pistol'),
        ]),
      ],
    });
    const shot = {
      ...at('t'),
      range: 6,
      collateral: [
        { kind: 'model', model: 'd1' } as const,
        { kind: 'model', model: 'd2' } as const,
        { kind: 'object', name: 'fish tank' } as const,
      ],
    };
    const events = fire(f, act('l', { kind: 'shoot', shot }), 7, 6, 5, 7, 2, 9);
    const s = shotOf(events);
    expect(s.hits).toBe(2);
    expect(s.collateral.map((c) => [c.name, c.tn, c.reaches, c.check?.roll, c.hit])).toEqual([
      ['Dancer 1', 6, true, 7, true],
      ['Dancer 2', 6, true, 2, false],
      ['fish tank', 5, true, 9, true],
    ]);
    expect(model(f, 't').wounded).toBe(true);
    expect(model(f, 'd1').stunned).toBe(true);
    expect(s.effects).toContainEqual({ kind: 'object', name: 'fish tank' });
  });

  it('HST-LOF-2: a low obstruction counts only when shooter and target are both behind low cover', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('d', 'D (3/5) SMG', { cover: 'low' })]),
        side('o', 'defensive', [entry('b', 'B (3/5) Pistol', { cover: 'high' })]),
      ],
    });
    const desk = [{ kind: 'object', name: 'desk', destructible: false, low: true } as const];
    expect(
      shotOf(fire(f, act('d', { kind: 'shoot', shot: { ...at('b'), obstructions: desk } }), 2, 2, 2))
        .obstructions,
    ).toEqual([]);
    const g = fight({
      sides: [
        side('crew', 'aggressive', [entry('d', 'D (3/5) SMG', { cover: 'low' })]),
        side('o', 'defensive', [entry('b', 'B (3/5) Pistol', { cover: 'low' })]),
      ],
    });
    expect(
      shotOf(fire(g, act('d', { kind: 'shoot', shot: { ...at('b'), obstructions: desk } }), 2, 2, 2))
        .obstructions,
    ).toHaveLength(1);
  });

  it('HST-SHOOT-5: an automatic miss hits nothing, not even collateral', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('p', 'P (3/5) Pistol')]),
        side('o', 'defensive', [entry('t', 'T (3/5) Pistol'), entry('c', 'C (3/5) Pistol')]),
      ],
    });
    const s = shotOf(
      fire(
        f,
        act('p', { kind: 'shoot', shot: { ...at('t'), collateral: [{ kind: 'model', model: 'c' }] } }),
        1,
        1,
        8,
      ),
    );
    expect([s.autoMiss, s.hits, s.collateral]).toEqual([true, 0, []]);
    expect(refused(f, act('p', { kind: 'shoot', shot: at('t') }))).toBe('The Service pistol is out of ammo');
  });

  it('TV-HST-DMG-2-b: a defending target passes its check and a point-blank 1 hit stuns instead of wounding', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'A (3/5) SMG')]),
        side('o', 'defensive', [entry('t', 'T (3/5) Pistol')]),
      ],
    });
    patch(f, 't', { defending: true });
    const s = shotOf(fire(f, act('a', { kind: 'shoot', shot: at('t', { range: 0.5 }) }), 2, 3, 12, 5));
    expect([s.hits, s.defend?.passed, s.finalHits]).toEqual([2, true, 1]);
    expect(model(f, 't')).toMatchObject({ stunned: true, wounded: false });
  });
});

describe('limited visibility in play (HST-VIS-2, HST-D-50)', () => {
  const garden = () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('l', 'Mr. L (3/5) AR'), entry('k', 'Mr. K (3/5) SMG')]),
        side('yakuza', 'defensive', [entry('g', 'Yakuza guard (3/5) Pistol')]),
      ],
      visibility: { darkness: 16, weather: null },
    });
    patch(f, 'g', { aiming: true });
    return f;
  };
  const react = (model: string, change: Partial<ReactCommand>): ReactCommand => ({
    type: 'skirmish/react',
    model,
    trigger: 'aim-zone',
    shot: null,
    takeCover: null,
    ...change,
  });

  it('TV-HST-VIS-2-a/b/c: the guard fails to identify Mr. L (6 vs 4); L shoots 3d8; then L must hold fire on Mr. K', () => {
    const f = garden();
    run(f, act('l', { kind: 'move', distance: 3 }));
    const declared = run(f, react('g', { shot: at('l', { aimed: true, range: 20 }) }), 6);
    expect(declared[0]).toMatchObject({
      reaction: { shot: null, identification: { roll: 6, effective: 4, passed: false } },
    });
    run(f, resolve);
    fire(f, act('l', { kind: 'aim' }));
    patch(f, 'l', { aiming: true });
    const shot = shotOf(
      fire(f, act('l', { kind: 'shoot', shot: at('g', { aimed: true, range: 20 }) }), 2, 2, 2),
    );
    expect([shot.base, shot.die]).toEqual([10, { die: 8, bonus: 0 }]);
    run(f, { type: 'skirmish/take-cover', model: 'g' });
    run(f, act('k', { kind: 'move', distance: 3 }));
    const hold = run(f, react('l', { shot: at('k', { range: 18 }), holdFire: true }), 7);
    expect(hold[0]).toMatchObject({ reaction: { identification: { roll: 7, effective: 4, passed: false } } });
    expect(f.state.window?.reactions['l']?.shot).not.toBeNull(); // it fires at its companion
    expect(refused(f, react('g', { shot: at('k', { range: 20 }) }))).toMatch(/cannot react/); // g is not aiming now
  });

  it("the view shows a defensive reaction's odds with its identification check (default 10 inches: skill 5, fires 50%)", () => {
    const f = garden();
    run(f, act('l', { kind: 'move', distance: 3 }));
    const options = skirmishView(f.state, 'g', 0).find((a) => a.action === 'react-shoot')!.options;
    const aimed = options.find(
      (o) =>
        o.command.type === 'skirmish/react' && o.command.shot?.aimed === true && o.command.takeCover === null,
    )!;
    const odds = aimed.odds!;
    expect(odds.outcomes[0]).toMatchObject({ key: 'holds', probability: expect.closeTo(0.5, 12) });
    expect(odds.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('TV-HST-VIS-2-d: a defensive guard shot at may fire back without a check', () => {
    const f = garden();
    patch(f, 'g', { aiming: false });
    run(f, act('l', { kind: 'shoot', shot: at('g', { range: 20 }) }));
    const declared = run(f, react('g', { trigger: 'shot-at', shot: at('l', { range: 20 }) }));
    expect(declared[0]).toMatchObject({ reaction: { identification: null } });
  });

  it('HST-D-50 off: the table may drop the friendly identification checks', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('l', 'L (3/5) AR'), entry('k', 'K (3/5) SMG')]),
        side('y', 'defensive', [entry('g', 'G (3/5) Pistol')]),
      ],
      visibility: { darkness: 16, weather: null },
      settings: { friendlyFireIdChecks: false },
    });
    patch(f, 'l', { aiming: true });
    run(f, act('k', { kind: 'move', distance: 3 }));
    expect(f.state.window).toBeNull();
  });
});

describe('Hail Mary choices (HST-SHOOT-7, HST-D-25)', () => {
  const setup = () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'A (3/5) SMG')]),
        side('o', 'defensive', [entry('t', 'T (3/5) Pistol', { cover: 'low' })]),
      ],
    });
    patch(f, 't', { aiming: true });
    run(f, act('a', { kind: 'shoot', shot: at('t') }));
    run(f, { type: 'skirmish/resolve', review: true }, 8, 8, 3);
    expect(f.state.window?.resolution?.rolled?.faces).toEqual({ action: [8, 8, 3] });
    return f;
  };

  it('the resolution pauses on request; the best allocation is proposed by default (TN 8 exposed: no donation needed)', () => {
    const f = setup();
    const shot = shotOf(run(f, resolve));
    expect([shot.tn, shot.allocation, shot.hits]).toEqual([8, [], 2]);
  });

  it('the player may choose another allocation, checked against the dice on the table', () => {
    const f = setup();
    expect(
      refused(f, { type: 'skirmish/resolve', hailMary: { action: [{ donor: 2, recipient: 0 }] } }),
    ).toMatch(/not a natural 8/);
    const shot = shotOf(
      run(f, { type: 'skirmish/resolve', hailMary: { action: [{ donor: 0, recipient: 2 }] } }),
    );
    expect([shot.allocation, shot.hits]).toEqual([[{ donor: 0, recipient: 2 }], 1]);
  });
});

describe('height levels in play (HST-COVER-7)', () => {
  const balcony = () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG')]),
        side('police', 'defensive', [entry('b', 'Officer B (3/5) Pistol', { cover: 'low' })]),
      ],
    });
    patch(f, 'b', { aiming: true });
    return f;
  };
  const tnOf = (f: Fight, facts: ClassFactsInput) => {
    run(f, act('a', { kind: 'shoot', shot: at('b', { facts }) }));
    return shotOf(run(f, resolve, 1, 1, 1)).tn;
  };

  it('TV-HST-COVER-7-c: a balcony target behind low cover, aiming at the opposite balcony, is in cover (TN 10) for a shooter below who sees its aim start', () => {
    expect(tnOf(balcony(), { seesLineStart: true })).toBe(8); // on the shooter's level it would be exposed
    expect(tnOf(balcony(), { seesLineStart: true, targetHigher: true })).toBe(10);
  });
  it('HST-COVER-7: the same target aiming at the lower level is exposed (TN 8)', () => {
    expect(tnOf(balcony(), { targetHigher: true, aimsAtLowerLevel: true })).toBe(8);
  });
  it('HST-COVER-7: a shot naming both shooter and target on the higher level is refused', () => {
    expect(
      refused(
        balcony(),
        act('a', { kind: 'shoot', shot: at('b', { facts: { shooterHigher: true, targetHigher: true } }) }),
      ),
    ).toBe('The shooter and the target cannot each be on the higher level (HST-COVER-7)');
  });
});

describe('no Shoot action at a model of the own side (HST-ACT-6, HST-VIS-2, HST-D-50)', () => {
  const crew = () =>
    fight({
      sides: [
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG'), entry('l', 'Mr. L (3/5) Pistol')]),
        side('police', 'defensive', [entry('g', 'Goon (3/4) Pistol')]),
      ],
    });

  it('decide refuses a shot at an ally, naming the rule, and the view offers none', () => {
    const f = crew();
    expect(refused(f, act('k', { kind: 'shoot', shot: at('l') }))).toBe(
      'Mr. K cannot shoot at Mr. L, of its own side: a Shoot action targets an enemy; friendly fire happens only ' +
        'by misidentification (HST-VIS-2, HST-D-50) or as collateral (HST-LOF-5)',
    );
    const offered = skirmishView(f.state, 'k', 0).flatMap((a) => a.options.map((o) => o.command));
    const targets = offered.flatMap((c) =>
      c.type === 'skirmish/act' && c.action.kind === 'shoot' && c.action.shot.target.kind === 'model'
        ? [c.action.shot.target.model]
        : [],
    );
    expect(new Set(targets)).toEqual(new Set(['g']));
  });

  it('a shot at an enemy is still accepted', () => {
    const f = crew();
    expect(() => run(f, act('k', { kind: 'shoot', shot: at('g') }))).not.toThrow();
  });
});
