import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  describeSkirmish,
  skirmishEventRules,
  judgeCommand,
  planShot,
  setupProblems,
  setupSchema,
  skirmishBoard,
  skirmishView,
} from '../../../../../core/skirmish/index.ts';
import type { SkirmishSetup } from '../../../../../core/skirmish/index.ts';
import { breakFree, expectStoredWell, strike, use } from '../support/bridge.ts';
import {
  act,
  at0,
  endTurn,
  entry,
  fight,
  fire,
  model,
  pass,
  refused,
  run,
  shoot,
  side,
} from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/** BRG-D-16: City of Thieves conditions as start states on the table. */

const cot = (rolled: number, kept: number) => ({ cot: { muscleAthletics: { rolled, kept }, shifts: 0 } });

describe('start states (BRG-D-16)', () => {
  it('TV-BRG-D-16-a: COT Wounded, Muscle 3, Shooting 2 -> (3/5) starting Wounded -> 2 effective actions', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('sal', 'Sal (3/5) SMG', { start: { wounded: true } })]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
      ],
      bridge: {},
    });
    expect(model(f, 'sal')).toMatchObject({ wounded: true, stunned: false });
    expect(skirmishBoard(f.state, at0).models.find((m) => m.id === 'sal')?.effectiveActions).toBe(2);
    fire(f, pass('sal'));
    expect(refused(f, pass('sal'))).toMatch(/already been activated/);
  });

  it('TV-BRG-D-16-b: a mid-fight switch: Cover 4 of a roll of 10 starts Stunned; Cover 6 starts unhurt', () => {
    // the conversion decides the start state (Cover at most half its most recent roll); the table plays it
    const f = fight({
      sides: [
        side('crew', 'aggressive', [
          entry('ruth', 'Ruth (2/5) Pistol', { start: { stunned: true } }),
          entry('tony', 'Big Tony (4/6) SMG'),
        ]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
      ],
      bridge: {},
    });
    const board = skirmishBoard(f.state, at0).models;
    expect(board.find((m) => m.id === 'ruth')).toMatchObject({ stunned: true, effectiveActions: 1 });
    expect(board.find((m) => m.id === 'tony')).toMatchObject({ stunned: false, effectiveActions: 4 });
    fire(f, act('ruth', { kind: 'recover' }), 4); // an ordinary stun: Recover removes it (HST-ACT-8)
    expect(model(f, 'ruth').stunned).toBe(false);
  });

  it('TV-BRG-D-16-e: Cover 12, re-rolled 8, now 5 -> 5 > 8 / 2 -> starts unhurt', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('sal', 'Sal (3/5) Rifle')]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
      ],
      bridge: {},
    });
    expect(model(f, 'sal')).toMatchObject({ stunned: false, wounded: false });
    expect(skirmishBoard(f.state, at0).models.find((m) => m.id === 'sal')?.effectiveActions).toBe(3);
  });
});

/** G1 Unconscious in the Loading bay, G2 beside it; Ruth and Tony of the crew. */
function knockedOut(first: 'crew' | 'guards' = 'crew'): Fight {
  const crew = side('crew', 'aggressive', [
    entry('ruth', 'Ruth (2/5) Pistol'),
    entry('tony', 'Big Tony (4/6) SMG, melee Knife (3d10)'),
  ]);
  const guards = side('guards', 'defensive', [
    entry('g1', 'G1 (3/5) Revolver', { start: { unconscious: true } }),
    entry('g2', 'G2 (3/5) Revolver'),
  ]);
  return fight({ sides: first === 'crew' ? [crew, guards] : [guards, crew], bridge: {} });
}

describe('Unconscious (BRG-D-16, COT-DROP-9)', () => {
  it('TV-BRG-D-16-c: G1 in the open -> TN 5; across the crate it lies against -> TN 10; G2 wakes it with a Use', () => {
    const f = knockedOut();
    const tn = (cover: 'none' | 'low') => {
      const plan = planShot(
        f.state,
        'ruth',
        {
          target: { kind: 'model', model: 'g1' },
          aimed: false,
          intense: false,
          crossfire: false,
          range: 8,
          facts: { cover },
        },
        { item: 'action', cardShifts: 0 },
      );
      if ('ok' in plan) throw new Error(plan.message);
      return plan.tn;
    };
    expect(tn('none')).toBe(5);
    expect(tn('low')).toBe(10);
    // flanked: not in cover from this shooter -> Immobile again
    const flanked = planShot(
      f.state,
      'tony',
      {
        target: { kind: 'model', model: 'g1' },
        aimed: false,
        intense: false,
        crossfire: false,
        range: 8,
        facts: { cover: 'low', flanked: true },
      },
      { item: 'action', cardShifts: 0 },
    );
    expect('ok' in flanked ? null : flanked.class).toBe('immobile');
    // a shot at it resolves at once: it cannot react (HST-REACT-1: 0 actions), and G2 is not shot at
    const shot = run(f, shoot('ruth', 'g1'), 2, 3, 4);
    expect(shot.find((e) => e.type === 'skirmish/shot')).toMatchObject({
      class: 'immobile',
      tn: 5,
      finalHits: 0,
    });
    run(f, { type: 'skirmish/end-activation', model: 'ruth' });
    fire(f, pass('tony'));
    run(f, endTurn);
    // the guards' turn: G1 is skipped (0 actions), G2 wakes it
    expect(skirmishBoard(f.state, at0).mayAct).toEqual(['g2']);
    expect(refused(f, pass('g1'))).toBe(
      'G1 has no actions (Unconscious, BRG-D-16): it is skipped (HST-SEQ-4, HST-SEQ-5)',
    );
    fire(f, use('g2', 'wake', 'g1'));
    expect(model(f, 'g1')).toMatchObject({ unconscious: false, activated: true });
    expect(refused(f, pass('g1'))).toMatch(/already been activated/);
    run(f, { type: 'skirmish/end-activation', model: 'g2' });
    run(f, endTurn);
    fire(f, pass('ruth'));
    fire(f, pass('tony'));
    run(f, endTurn);
    expect(skirmishBoard(f.state, at0).models.find((m) => m.id === 'g1')?.effectiveActions).toBe(3);
    fire(f, pass('g1'));
    expectStoredWell(f);
  });

  it('takes no free actions, cannot react, and cannot dive aside', () => {
    const f = knockedOut('guards');
    expect(refused(f, { type: 'skirmish/take-cover', model: 'g1' })).toBe(
      'G1 is Unconscious: it takes no free actions (BRG-D-16)',
    );
    expect(refused(f, { type: 'skirmish/free-action', model: 'g1', kind: 'speak', words: 'Help' })).toMatch(
      /takes no free actions/,
    );
    // its side's turn ends without it: it has nothing to activate
    fire(f, pass('g2'));
    run(f, endTurn);
    expect(f.state.turnOrder[f.state.active]).toBe('crew');
  });

  it('an enemy in base contact kills it with a Use, no roll and no armor check (COT-DROP-9)', () => {
    const f = knockedOut();
    const events = fire(f, use('tony', 'kill', 'g1'));
    expect(events.find((e) => e.type === 'skirmish/used')).toMatchObject({
      effects: [{ kind: 'damage', model: 'g1', result: { killed: true }, casualty: false }],
    });
    expect(model(f, 'g1').presence).toEqual({ kind: 'dead' });
    expectStoredWell(f);
  });

  it('refuses a wake by an enemy, a kill by an ally, either without base contact, and either of a conscious model', () => {
    const f = knockedOut();
    const before = f.state;
    expect(refused(f, use('ruth', 'wake', 'g1'))).toBe(
      'Ruth cannot wake G1, an enemy: only an ally wakes it; an enemy may kill it (BRG-D-16)',
    );
    expect(refused(f, use('ruth', 'kill', 'g1', false))).toBe(
      'Ruth must be in base contact with G1 to kill it (a step may close the gap) (BRG-D-16)',
    );
    expect(refused(f, use('ruth', 'kill', 'g2'))).toBe('G2 is not Unconscious (BRG-D-16)');
    expect(f.state).toBe(before);
    const g = knockedOut('guards');
    expect(refused(g, use('g2', 'kill', 'g1'))).toBe(
      "G1 is G2's ally: wake it instead (BRG-D-16, COT-DROP-9)",
    );
  });

  it('is offered as Wake to its allies and Kill to its enemies', () => {
    const f = knockedOut();
    const uses = skirmishView(f.state, 'tony', at0).find((a) => a.action === 'use')!;
    expect(uses.options.map((o) => o.label)).toContain('Kill G1');
    expect(uses.options.map((o) => o.label)).not.toContain('Wake G1');
    expect(uses.options.find((o) => o.label === 'Kill G1')?.odds).toBeNull();
  });
});

/** G2, score-only (3k2), held by Big Tony (Muscle 4, Athletics 2: 6k4); the guards play first. */
function held(): Fight {
  return fight({
    sides: [
      side('guards', 'defensive', [
        entry('g1', 'G1 (3/5) Revolver', {
          profile: { ...entry('x', 'G1 (3/5) Revolver').profile, ...cot(3, 2) },
        }),
        entry('g2', 'G2 (3/5) Revolver', {
          profile: { ...entry('x', 'G2 (3/5) Revolver').profile, ...cot(3, 2) },
          start: { heldBy: 'tony' },
        }),
      ]),
      side('crew', 'aggressive', [
        entry('ruth', 'Ruth (2/5) Pistol'),
        entry('tony', 'Big Tony (4/6) SMG', {
          profile: { ...entry('x', 'Big Tony (4/6) SMG').profile, ...cot(6, 4) },
        }),
      ]),
    ],
    bridge: {},
  });
}

describe('Restrained (BRG-D-16, COT-WAR-9)', () => {
  it('TV-BRG-D-16-d: G2 held by Tony: no Shoot; Break free 11 against 18 -> still held; a second Break free refused; Tony shoots G1 -> the hold ends', () => {
    const f = held();
    expect(model(f, 'g2').heldBy).toBe('tony');
    const before = f.state;
    expect(refused(f, shoot('g2', 'ruth'))).toBe(
      'G2 is held by Big Tony: it may not Shoot; it may Strike, Recover, Defend, Pass, or Break free as the first action of its activation (BRG-D-16)',
    );
    expect(f.state).toBe(before);
    const events = fire(f, breakFree('g2'), 6, 5, 4, 3, 2, 1, 6, 5, 1);
    expect(events.find((e) => e.type === 'skirmish/broke-free')).toMatchObject({
      holder: 'tony',
      against: { pool: { rolled: 6, kept: 4 }, total: 18 },
      roll: { pool: { rolled: 3, kept: 2 }, total: 11 },
      freed: false,
    });
    expect(model(f, 'g2').heldBy).toBe('tony');
    expect(refused(f, breakFree('g2'))).toBe(
      'G2 has already acted in this activation: Break free is only its first action (BRG-D-16)',
    );
    run(f, { type: 'skirmish/end-activation', model: 'g2' });
    fire(f, pass('g1'));
    run(f, endTurn);
    fire(f, shoot('tony', 'g1'), 2, 2, 2);
    expect(model(f, 'g2').heldBy).toBeNull();
    expectStoredWell(f);
  });

  it('a tie goes to the one breaking free by default, to the restrainer with opposed_tie_winner = defender', () => {
    for (const [winner, freed] of [
      ['actor', true],
      ['defender', false],
    ] as const) {
      const f = fight({
        sides: [
          side('guards', 'defensive', [entry('g2', 'G2 (3/5) Revolver', { start: { heldBy: 'tony' } })]),
          side('crew', 'aggressive', [entry('tony', 'Big Tony (2/6) SMG')]),
        ],
        bridge: { opposedTieWinner: winner },
      });
      // no COT sheets: G2 rolls 4k3 (Actions 3 + Athletics 1), Tony 3k2
      const events = fire(f, breakFree('g2'), 5, 5, 1, 5, 4, 1, 1);
      expect(
        events.find((e) => e.type === 'skirmish/broke-free'),
        winner,
      ).toMatchObject({
        against: { total: 10 },
        roll: { total: 10 },
        freed,
      });
      expect(model(f, 'g2').heldBy ?? null).toBe(freed ? null : 'tony');
    }
  });

  it('TV-BRG-D-37-b: G2 (3k2) breaks free with [1,1,1] -> a catastrophe fails, even above the hold’s total', () => {
    const f = fight({
      sides: [
        side('guards', 'defensive', [
          entry('g2', 'G2 (3/5) Revolver', {
            profile: { ...entry('x', 'G2 (3/5) Revolver').profile, ...cot(3, 2) },
            start: { heldBy: 'tony' },
          }),
        ]),
        side('crew', 'aggressive', [
          entry('tony', 'Big Tony (4/6) SMG', {
            profile: { ...entry('x', 'Big Tony (4/6) SMG').profile, ...cot(1, 1) },
          }),
        ]),
      ],
      bridge: {},
    });
    const event = fire(f, breakFree('g2'), 1, 1, 1, 1).find((e) => e.type === 'skirmish/broke-free');
    expect(event).toMatchObject({
      against: { total: 1 },
      roll: { total: 2, catastrophe: true },
      freed: false,
    });
    expect(model(f, 'g2').heldBy).toBe('tony');
    expect(describeSkirmish(event!, (id) => model(f, id).name)).toBe(
      'G2 is still held by Big Tony (2 against 1): a catastrophe, and a GM complication',
    );
    expect(skirmishEventRules(event!)).toEqual(['BRG-D-16', 'COT-WAR-9', 'BRG-D-37']);
  });

  it('a held model may Strike, Recover, Defend or Pass, but not Move, Aim, Use or Ready, and not shoot as a reaction', () => {
    const f = held();
    for (const action of [
      { kind: 'move', distance: 2 },
      { kind: 'aim' },
      { kind: 'use', use: { what: 'interact', label: 'door', check: false } },
      { kind: 'ready', task: 'draw' },
    ] as const) {
      expect(refused(f, act('g2', action))).toMatch(/^G2 is held by Big Tony: it may not /);
    }
    fire(f, act('g2', { kind: 'defend' }));
    expect(model(f, 'g2').defending).toBe(true);
    fire(f, pass('g2'));
    expect(model(f, 'g2')).toMatchObject({ defending: false, heldBy: 'tony' });
  });

  it('a held model may not shoot back as a reaction, but may take cover', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG'), entry('ruth', 'Ruth (2/5) Pistol')]),
        side('guards', 'defensive', [entry('g2', 'G2 (3/5) Revolver', { start: { heldBy: 'tony' } })]),
      ],
      bridge: {},
    });
    run(f, shoot('ruth', 'g2'));
    const react = (shot: boolean) => ({
      type: 'skirmish/react' as const,
      model: 'g2',
      trigger: 'shot-at' as const,
      shot: shot
        ? {
            target: { kind: 'model' as const, model: 'ruth' },
            aimed: false,
            intense: false,
            crossfire: false,
            range: 5,
          }
        : null,
      takeCover: shot ? null : (1 as const),
    });
    expect(refused(f, react(true))).toBe(
      'G2 is held by Big Tony: it may not shoot, as an action or a reaction (BRG-D-16)',
    );
    run(f, react(false));
    expect(f.state.window?.reactions.g2?.takeCover).toBe(1);
  });

  it('ends when the restrainer is killed, or strikes another model', () => {
    const f = held();
    run(f, { type: 'skirmish/edit-model', model: 'tony', changes: { presence: 'dead' } });
    expect(model(f, 'g2').heldBy).toBeNull();
    const g = fight({
      sides: [
        side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG')]),
        side('guards', 'defensive', [
          entry('g1', 'G1 (3/5) Revolver'),
          entry('g2', 'G2 (3/5) Revolver', { start: { heldBy: 'tony' } }),
        ]),
      ],
      bridge: {},
    });
    const events = fire(g, strike('tony', 'g1'), 1, 1, 1);
    expect(events.find((e) => e.type === 'skirmish/action-declared')).toMatchObject({ released: ['g2'] });
    expect(model(g, 'g2').heldBy).toBeNull();
    expectStoredWell(g);
  });

  it('shows who holds whom on the board, and Break free with its odds only to the held model', () => {
    const f = held();
    const rows = skirmishBoard(f.state, at0).models;
    expect(rows.find((m) => m.id === 'g2')?.bridge).toMatchObject({
      heldBy: { id: 'tony', name: 'Big Tony' },
    });
    expect(rows.find((m) => m.id === 'tony')?.bridge).toMatchObject({
      holds: ['G2'],
      melee: 'Fists · non-lethal · 3d8',
    });
    const option = skirmishView(f.state, 'g2', at0).find((a) => a.action === 'break-free')!.options[0]!;
    expect(option.odds?.outcomes.map((o) => o.key)).toEqual(['freed', 'held']);
    expect(skirmishView(f.state, 'g1', at0).map((a) => a.action)).not.toContain('break-free');
    const verdict = judgeCommand(f.state, breakFree('g1'), at0);
    expect(verdict.ok ? null : verdict.message).toBe('G1 is not held: there is nothing to break free from');
  });
});

describe('start states a fight refuses (BRG-D-16)', () => {
  const base = (start: object, bridge = true, where: 'models' | 'reserves' = 'models'): SkirmishSetup => ({
    sides: [
      side('crew', 'aggressive', [entry('tony', 'Big Tony (4/6) SMG'), entry('ruth', 'Ruth (2/5) Pistol')]),
      {
        ...side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
        ...(where === 'reserves'
          ? { reserves: [{ ...entry('g2', 'G2 (3/5) Revolver', { start }), arrivesAfterRound: 0 }] }
          : { models: [entry('g1', 'G1 (3/5) Revolver'), entry('g2', 'G2 (3/5) Revolver', { start })] }),
      },
    ],
    ...(bridge ? { bridge: {} } : {}),
  });

  it('names each problem', () => {
    expect(setupProblems(base({ unconscious: true }, false))).toEqual([
      'G2 starts Unconscious: only a fight opened from a City of Thieves scene has those conditions (BRG-D-16)',
    ]);
    expect(setupProblems(base({ heldBy: 'g1' }))).toEqual([
      "G2 is held by G1, of its own side: a hold is an enemy's (COT-WAR-8)",
    ]);
    expect(setupProblems(base({ heldBy: 'nobody' }))).toEqual([
      'G2 is held by "nobody", which is no model placed on the table (BRG-D-16)',
    ]);
    expect(setupProblems(base({ unconscious: true }, true, 'reserves'))).toEqual([
      'G2 is in the reserves: only a model placed on the table starts Unconscious or held (BRG-D-16)',
    ]);
    expect(setupProblems(base({ heldBy: 'tony', wounded: true, stunned: true }))).toEqual([]);
    expect(setupProblems(base({ wounded: true }, false))).toEqual([]);
  });

  it('goes through the setup schema field by field', () => {
    expect(v.safeParse(setupSchema, base({ heldBy: 'tony', unconscious: true })).success).toBe(true);
    expect(v.safeParse(setupSchema, base({ asleep: true })).success).toBe(false);
    expect(v.safeParse(setupSchema, { ...base({}), bridge: { melee: 'yes' } }).success).toBe(false);
  });
});
