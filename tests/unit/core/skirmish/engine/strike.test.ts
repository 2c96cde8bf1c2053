import { describe, expect, it } from 'vitest';
import {
  applySkirmish,
  decideSkirmish,
  judgeCommand,
  skirmishView,
} from '../../../../../core/skirmish/index.ts';
import type { SkirmishEvent, SkirmishOdds } from '../../../../../core/skirmish/index.ts';
import { everyFace } from '../../conformance/every-face.ts';
import { breakFree, edit, expectStoredWell, strike } from '../support/bridge.ts';
import { act, at0, entry, fight, fire, model, refused, run, shoot, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/** BRG-D-11: the bridge's melee extension, the Strike, on a table opened from a City of Thieves scene. */

type Struck = Extract<SkirmishEvent, { type: 'skirmish/struck' }>;

function struckOf(events: readonly SkirmishEvent[]): Struck {
  const struck = events.find((e): e is Struck => e.type === 'skirmish/struck');
  if (!struck) throw new Error('No Strike in these events');
  return struck;
}

/** The crew (Ruth with a sap, Tony with a knife and Hand to Hand 3) against two guards, on a bridged table. */
function loadingBay(extra: { bridge?: object | null } = {}): Fight {
  const bridge = extra.bridge === undefined ? {} : extra.bridge;
  return fight({
    sides: [
      side('crew', 'aggressive', [
        entry('ruth', 'Ruth (3/5) Pistol, melee Sap (non-lethal)'),
        entry('tony', 'Big Tony (4/6) SMG, Service revolver, body armor, melee Knife (3d10)'),
      ]),
      side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver'), entry('g2', 'G2 (3/5) Revolver')]),
    ],
    ...(bridge === null ? {} : { bridge }),
  });
}

describe('the Strike (BRG-D-11)', () => {
  it('TV-BRG-D-11-a: Muscle 3, Hand to Hand 2, sap, base contact, [8,6,2] -> 2 hits, non-lethal -> target Stunned', () => {
    const f = loadingBay();
    const events = fire(f, strike('ruth', 'g1'), 8, 6, 2);
    const struck = struckOf(events);
    expect(struck).toMatchObject({
      base: 8,
      tn: 6,
      faces: [8, 6, 2],
      hits: 2,
      finalHits: 2,
      nonLethal: true,
    });
    expect(model(f, 'g1')).toMatchObject({ stunned: true, wounded: false, presence: { kind: 'table' } });
    expectStoredWell(f);
  });

  it('TV-BRG-D-11-b: Hand to Hand 3, knife, [10,6,5] (3d10) -> 2 hits -> Wounded (no point-blank doubling)', () => {
    const f = loadingBay();
    const struck = struckOf(fire(f, strike('tony', 'g1'), 10, 6, 5));
    expect(struck).toMatchObject({
      base: 10,
      die: { die: 10, bonus: 0 },
      hits: 2,
      finalHits: 2,
      nonLethal: false,
    });
    expect(model(f, 'g1')).toMatchObject({ stunned: false, wounded: true, presence: { kind: 'table' } });
  });

  it('TV-BRG-D-11-c: a Strike against a model 2" away (edge to edge) -> rejected, even after a 1" step', () => {
    const f = loadingBay();
    const before = f.state;
    expect(refused(f, strike('ruth', 'g1', { distance: 2 }))).toBe(
      'Ruth is 2" from G1: a Strike needs base contact, and a step before the Strike closes at most 1 BW (1") (BRG-D-11)',
    );
    expect(refused(f, strike('ruth', 'g1', { distance: 2 }, { distance: 1, when: 'before' }))).toBe(
      'Ruth is 2" from G1: a Strike needs base contact, and its 1" step before the Strike does not close it (BRG-D-11)',
    );
    expect(f.state).toBe(before);
    // a step of at most 1 BW before the Strike may bring it into base contact; a step after it cannot
    const near = (when: 'before' | 'after') =>
      strike('ruth', 'g1', { distance: 0.8 }, { distance: 0.8, when });
    expect(refused(f, near('after'))).toMatch(/needs base contact/);
    expect(struckOf(fire(f, near('before'), 1, 1, 1)).hits).toBe(0);
  });

  it('TV-BRG-D-11-d: knife Strike (3d10) on G2, defending (skill 5): [8,7,2], Defend check 4 -> 1 hit -> G2 Stunned', () => {
    const f = loadingBay();
    run(f, edit('g2', { defending: true }));
    const struck = struckOf(fire(f, strike('tony', 'g2'), 8, 7, 2, 4));
    expect(struck).toMatchObject({ hits: 2, defend: { roll: 4, effective: 5, passed: true }, finalHits: 1 });
    expect(model(f, 'g2')).toMatchObject({ stunned: true, wounded: false });
    expectStoredWell(f);
  });

  it("TV-BRG-D-11-e: Big Tony's knife Strike on G1 [9,3,2] -> 1 hit -> G1 Stunned; Tony chooses to Restrain -> G1 held by Tony", () => {
    const f = loadingBay();
    const struck = struckOf(fire(f, strike('tony', 'g1', { restrain: true }), 9, 3, 2));
    expect(struck).toMatchObject({ finalHits: 1, restrained: true });
    expect(model(f, 'g1')).toMatchObject({ stunned: true, heldBy: 'tony' });
    expectStoredWell(f);
  });

  it('TV-BRG-D-11-f: Hand to Hand 2, a carried +1k1 used on the Strike -> 3d10; the same Strike without it -> 3d8', () => {
    const carrying = () => {
      const f = loadingBay();
      const ruth = model(f, 'ruth');
      f.state = {
        ...f.state,
        models: {
          ...f.state.models,
          ruth: { ...ruth, cot: { muscleAthletics: { rolled: 4, kept: 3 }, shifts: 1 } },
        },
      };
      return f;
    };
    const f = carrying();
    const withBonus = strike('ruth', 'g1', { shifts: 1 });
    const odds = judgeCommand(f.state, withBonus, at0);
    expect(odds.ok && odds.odds?.detail).toMatch(/^3d10 vs TN 6/);
    expect(struckOf(fire(f, withBonus, 10, 10, 1))).toMatchObject({
      base: 8,
      die: { die: 10, bonus: 0 },
      shifts: [{ source: 'carried bonus (BRG-D-17)', amount: 1 }],
    });
    expect(model(f, 'ruth').cot?.shifts).toBe(0); // spent: one use
    const g = carrying();
    expect(struckOf(fire(g, strike('ruth', 'g1'), 8, 8, 8)).die).toEqual({ die: 8, bonus: 0 });
    expect(refused(g, strike('tony', 'g1', { shifts: 1 }))).toBe(
      'Big Tony carries 0 one-use shifts, not 1 (BRG-D-17)',
    );
  });
});

describe('what the Strike does and does not do (BRG-D-11)', () => {
  it('TV-HST-SHOOT-8-a: a fight that is not bridged keeps HEIST: no hand-to-hand, and no Strike offered', () => {
    const f = loadingBay({ bridge: null });
    expect(refused(f, strike('tony', 'g1'))).toBe(
      'HEIST has no hand-to-hand combat (HST-SHOOT-8): the Strike is the bridge melee extension (BRG-D-11), which this fight does not play',
    );
    expect(skirmishView(f.state, 'tony', at0).map((a) => a.action)).not.toContain('strike');
    const off = loadingBay({ bridge: { melee: false } });
    expect(refused(off, strike('tony', 'g1'))).toMatch(/does not play/);
  });

  it('any model may Strike: one without a melee weapon strikes with its fists at 3d8, non-lethal', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('sal', 'Sal (3/5) Rifle')]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
      ],
      bridge: {},
    });
    const struck = struckOf(fire(f, strike('sal', 'g1'), 8, 8, 7));
    expect(struck).toMatchObject({ weapon: 'Fists', base: 8, nonLethal: true, finalHits: 3 });
    expect(model(f, 'g1')).toMatchObject({ stunned: true, wounded: false, presence: { kind: 'table' } });
  });

  it('is priority 3, and the target may react to it as to a shot at it (HST-REACT-1)', () => {
    const f = loadingBay();
    const declared = run(f, strike('tony', 'g1'));
    expect(declared.find((e) => e.type === 'skirmish/action-declared')).toMatchObject({ priority: 3 });
    expect(f.state.window).not.toBeNull();
    const reactions = skirmishView(f.state, 'g1', at0).find((a) => a.action === 'react-shoot');
    expect(reactions?.available).toBe(true);
    expect(skirmishView(f.state, 'g2', at0).find((a) => a.action === 'react-shoot')?.available).toBe(false);
  });

  it('refuses a Strike at its own side, at itself, at nobody, and a hold asked of a held striker', () => {
    const f = loadingBay();
    expect(refused(f, strike('tony', 'ruth'))).toMatch(/of its own side/);
    expect(refused(f, strike('tony', 'tony'))).toBe('Big Tony cannot strike itself');
    expect(refused(f, strike('tony', 'nobody'))).toBe('nobody is not on the table to be struck');
    const held = fight({
      sides: [
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver', { start: { heldBy: 'tony' } })]),
        side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG')]),
      ],
      bridge: {},
    });
    expect(refused(held, strike('g1', 'tony', { restrain: true }))).toBe(
      'G1 is held by Big Tony: it may Strike, but must break free before it holds anyone (BRG-D-16)',
    );
    expect(struckOf(fire(held, strike('g1', 'tony'), 1, 2, 3)).finalHits).toBe(0); // it may Strike its restrainer
  });

  it('a Strike that misses, or lands only a cancelled hit, holds nobody', () => {
    const f = loadingBay();
    expect(struckOf(fire(f, strike('tony', 'g1', { restrain: true }), 5, 3, 2)).restrained).toBe(false);
    expect(model(f, 'g1').heldBy ?? null).toBeNull();
  });

  it('a killed target is held by nobody; an armoured one goes down for its check', () => {
    const f = fight({
      sides: [
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver, melee Baton (non-lethal)')]),
        side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG, body armor')]),
      ],
      bridge: {},
    });
    fire(f, strike('g1', 'tony', { restrain: true }), 8, 8, 8);
    expect(model(f, 'tony')).toMatchObject({ stunned: true, presence: { kind: 'table' }, heldBy: 'g1' });
    const g = fight({
      sides: [
        side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG, melee Knife (3d10)')]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver, body armor')]),
      ],
      bridge: {},
    });
    const struck = struckOf(fire(g, strike('tony', 'g1', { restrain: true }), 10, 9, 8));
    expect(struck).toMatchObject({ finalHits: 3, restrained: false });
    expect(model(g, 'g1')).toMatchObject({ presence: { kind: 'casualty' } });
  });

  it('offers a Strike and a Strike-and-hold at every enemy, with its exact odds', () => {
    const f = loadingBay();
    const view = skirmishView(f.state, 'tony', at0).find((a) => a.action === 'strike')!;
    expect(view).toMatchObject({ available: true, rule: 'BRG-D-11' });
    expect(view.options.map((o) => o.label)).toEqual([
      'Strike G1',
      'Strike G1 and hold it',
      'Strike G2',
      'Strike G2 and hold it',
    ]);
    expect(view.options.every((o) => o.odds !== null)).toBe(true);
  });
});

/** The row of the Strike's odds a resolution came to. */
function effectOf(events: readonly SkirmishEvent[]): string {
  const struck = struckOf(events);
  const hit = struck.effects.find((e) => e.kind === 'damage' && e.model === struck.target);
  return hit?.kind === 'damage' ? hit.result.effect : 'none';
}

/** Every face of every die through decide: the declaration, then its resolution with no reaction. */
function enumerate(f: Fight, command: Parameters<typeof decideSkirmish>[1]) {
  return everyFace((dice) => {
    const declared = decideSkirmish(f.state, command, dice, at0);
    if (!declared.ok) throw new Error(declared.message);
    const after = declared.events.reduce(applySkirmish, f.state);
    if (!after.window) return declared.events;
    const resolved = decideSkirmish(after, { type: 'skirmish/resolve' }, dice, at0);
    if (!resolved.ok) throw new Error(resolved.message);
    return [...declared.events, ...resolved.events];
  }, 100_000)!;
}

describe('the Strike odds are exact (BRG-D-11)', () => {
  const cases: [string, () => Fight, Parameters<typeof decideSkirmish>[1]][] = [
    ['a sap at an unhurt guard (3d8, non-lethal)', () => loadingBay(), strike('ruth', 'g1')],
    [
      'a knife at a defending guard (3d10, Defend)',
      () => {
        const f = loadingBay();
        run(f, edit('g2', { defending: true, wounded: true }));
        return f;
      },
      strike('tony', 'g2'),
    ],
    [
      'a knife with three carried shifts at a wounded guard in body armor (3d12+1)',
      () => {
        const f = fight({
          sides: [
            side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG, melee Knife (3d10)')]),
            side('guards', 'defensive', [
              entry('g1', 'G1 (3/5) Revolver, body armor', { start: { wounded: true } }),
            ]),
          ],
          bridge: {},
        });
        const tony = f.state.models.tony!;
        const cot = { muscleAthletics: { rolled: 6, kept: 4 }, shifts: 3 };
        f.state = { ...f.state, models: { ...f.state.models, tony: { ...tony, cot } } };
        return f;
      },
      strike('tony', 'g1', { shifts: 3 }),
    ],
  ];

  it.each(cases)('%s: every row equals an enumeration through decide with every face', (_, make, command) => {
    const f = make();
    const verdict = judgeCommand(f.state, command, at0);
    if (!verdict.ok || !verdict.odds) throw new Error('no odds');
    const odds = verdict.odds as SkirmishOdds;
    const rows = new Map<string, number>();
    for (const { result, probability } of enumerate(f, command)) {
      const key = effectOf(result);
      rows.set(key, (rows.get(key) ?? 0) + probability);
    }
    for (const row of odds.outcomes) expect(row.probability, row.key).toBeCloseTo(rows.get(row.key) ?? 0, 12);
    expect(odds.headline.probability).toBeCloseTo(1 - (rows.get('none') ?? 0), 12);
  });
});

describe('Break free odds are exact (BRG-D-16)', () => {
  it('equal an enumeration of both pools through decide, each tie rule', () => {
    for (const opposedTieWinner of ['actor', 'defender'] as const) {
      const f = fight({
        sides: [
          side('guards', 'defensive', [entry('g2', 'G2 (3/5) Revolver', { start: { heldBy: 'tony' } })]),
          side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG')]),
        ],
        bridge: { opposedTieWinner },
      });
      const small = (id: string, rolled: number, kept: number) => ({
        ...f.state.models[id]!,
        cot: { muscleAthletics: { rolled, kept }, shifts: 0 },
      });
      f.state = { ...f.state, models: { g2: small('g2', 2, 1), tony: small('tony', 2, 2) } };
      const verdict = judgeCommand(f.state, breakFree('g2'), at0);
      if (!verdict.ok || !verdict.odds) throw new Error('no odds');
      let freed = 0;
      for (const { result, probability } of enumerate(f, breakFree('g2'))) {
        const event = result.find((e) => e.type === 'skirmish/broke-free');
        if (event?.type === 'skirmish/broke-free' && event.freed) freed += probability;
      }
      expect(verdict.odds.headline.probability, opposedTieWinner).toBeCloseTo(freed, 12);
    }
  });
});

describe('a Strike at an Unconscious model (BRG-D-11, BRG-D-16)', () => {
  it('is against TN 5', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('ruth', 'Ruth (3/5) Pistol, melee Knife')]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver', { start: { unconscious: true } })]),
      ],
      bridge: {},
    });
    const struck = struckOf(fire(f, strike('ruth', 'g1'), 5, 5, 1));
    expect(struck).toMatchObject({ tn: 5, finalHits: 2 });
    expect(model(f, 'g1')).toMatchObject({ wounded: true, unconscious: true });
  });
});

describe('shots and holds (BRG-D-16)', () => {
  it('a restrainer that shoots someone else lets go', () => {
    const f = loadingBay();
    fire(f, strike('tony', 'g1', { restrain: true }), 9, 3, 2);
    expect(model(f, 'g1').heldBy).toBe('tony');
    fire(f, shoot('tony', 'g2'), 2, 2, 2);
    expect(model(f, 'g1').heldBy).toBeNull();
    expectStoredWell(f);
  });
  it('a restrainer that moves lets go; one that strikes its own captive again does not', () => {
    const f = loadingBay();
    fire(f, strike('tony', 'g1', { restrain: true }), 9, 3, 2);
    fire(f, strike('tony', 'g1'), 2, 2, 2);
    expect(model(f, 'g1').heldBy).toBe('tony');
    fire(f, act('tony', { kind: 'move', distance: 2 }));
    expect(model(f, 'g1').heldBy).toBeNull();
  });
});
