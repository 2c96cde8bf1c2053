import { describe, expect, it } from 'vitest';
import { skirmish } from '../../../../core/index.ts';
import {
  aimedChoice,
  buildOrder,
  classFactsOf,
  draftOf,
  factEffect,
  newCollateral,
  newObstruction,
  oddsRows,
  orderSheet,
  problemOf,
  shotFieldsShown,
} from '../../../../renderer/panels/skirmish/orders/order-fields.ts';
import type { OrderDraft } from '../../../../renderer/panels/skirmish/orders/order-fields.ts';
import { act, at0, entry, fight, model, run, shoot, side } from '../../core/skirmish/support/fight.ts';
import type { Fight } from '../../core/skirmish/support/fight.ts';

function patch(f: Fight, id: string, change: Partial<skirmish.ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

const scene = () =>
  fight({
    sides: [
      side('crew', 'aggressive', [
        entry('a', 'Mr. A (3/5) SMG w/2 reloads'),
        entry('b', 'Mr. B (3/5) Pistol'),
      ]),
      side('guards', 'defensive', [
        entry('g', 'Guard 2 (3/4) Pistol', { cover: 'low' }),
        entry('h', 'Guard 3 (2/4) Pistol'),
      ]),
    ],
  });

/** Builds, expecting no field problem. */
function built(f: Fight, base: skirmish.SkirmishCommand, edit: (d: OrderDraft) => void = () => {}) {
  const draft = draftOf(f.state, base);
  edit(draft);
  const result = buildOrder(f.state, base, draft);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('; '));
  return result.command;
}

function problems(f: Fight, base: skirmish.SkirmishCommand, edit: (d: OrderDraft) => void) {
  const draft = draftOf(f.state, base);
  edit(draft);
  const result = buildOrder(f.state, base, draft);
  return result.ok ? [] : result.problems;
}

describe('draftOf and buildOrder', () => {
  it('give back every ready-made command of the view unchanged when nothing is edited', () => {
    const f = scene();
    patch(f, 'a', { aiming: true });
    const options = skirmish.skirmishView(f.state, 'a', at0).flatMap((view) => view.options);
    expect(options.length).toBeGreaterThan(10);
    for (const option of options) expect(built(f, option.command)).toEqual(option.command);
    patch(f, 'g', { aiming: true });
    run(f, shoot('a', 'g'));
    const reactions = skirmish.skirmishView(f.state, 'g', at0).flatMap((view) => view.options);
    expect(reactions.length).toBeGreaterThan(3);
    for (const option of reactions) expect(built(f, option.command)).toEqual(option.command);
  });

  it("names out-of-range and malformed numbers in the field's words", () => {
    const f = scene();
    const base = shoot('a', 'g');
    const range = (text: string) => problems(f, base, (d) => (d.shot!.range = text));
    expect(range('-3')).toEqual([
      { field: 'range', message: 'Range (inches) must be a number from 0 to 1000 (got -3)' },
    ]);
    expect(range('1e9')[0]?.message).toBe('Range (inches) must be a number from 0 to 1000 (got 1e9)');
    expect(range('')[0]?.message).toBe('Range (inches): enter a number from 0 to 1000');
    expect(range('ten')[0]?.message).toBe('Range (inches): "ten" is not a number');
    expect(range('0x10')[0]?.message).toBe('Range (inches): "0x10" is not a number');
    expect(range(' 7.5 ')).toEqual([]);
    const step = problems(f, base, (d) => {
      d.step!.when = 'before';
      d.step!.distance = '11';
    });
    expect(step.map((p) => p.field)).toEqual(['step']);
  });

  it('carries the target facts, visibility, obstructions and collateral of a shot', () => {
    const f = scene();
    const command = built(f, shoot('a', 'g'), (d) => {
      const shot = d.shot!;
      shot.range = '3';
      shot.intense = true;
      shot.cover = 'high';
      shot.flanked = true;
      shot.seesLineStart = false;
      shot.level = 'shooter-higher';
      shot.smoke = '4';
      shot.obstructions.push({ ...newObstruction(shot.obstructions, 'object'), name: 'Desk', low: true });
      shot.obstructions.push({ ...newObstruction(shot.obstructions, 'model'), model: 'h' });
      shot.collateral.push({ ...newCollateral(shot.collateral, 'object'), name: 'Fish tank' });
      d.step!.when = 'after';
      d.step!.distance = '0.8';
      d.step!.coverAfter = 'low';
    });
    expect(command).toEqual(
      act(
        'a',
        {
          kind: 'shoot',
          shot: {
            target: { kind: 'model', model: 'g' },
            aimed: false,
            intense: true,
            crossfire: false,
            range: 3,
            facts: { cover: 'high', flanked: true, seesLineStart: false, shooterHigher: true },
            visibility: { smoke: 4 },
            obstructions: [
              { kind: 'object', name: 'Desk', destructible: false, low: true },
              { kind: 'model', model: 'h' },
            ],
            collateral: [{ kind: 'object', name: 'Fish tank' }],
          },
        },
        { step: { distance: 0.8, when: 'after' }, cover: 'low' },
      ),
    );
  });

  it("sends only the players' class when they override it", () => {
    const f = scene();
    const command = built(f, shoot('a', 'g'), (d) => {
      d.shot!.classBy = 'open';
      d.shot!.flanked = true;
    });
    expect(
      command.type === 'skirmish/act' && command.action.kind === 'shoot' && command.action.shot.facts,
    ).toEqual({
      class: 'open',
    });
  });

  it('asks for a name or a model on every obstruction and collateral row', () => {
    const f = scene();
    const found = problems(f, shoot('a', 'g'), (d) => {
      d.shot!.obstructions.push(newObstruction([], 'object'));
      d.shot!.collateral.push(newCollateral([], 'model'));
    });
    expect(found).toEqual([
      { field: 'obstruction-0', message: 'Obstruction 1: enter a name' },
      { field: 'collateral-0', message: 'Behind the target 1: choose one' },
    ]);
    expect(problemOf(found, 'collateral-0')).toBe('Behind the target 1: choose one');
    expect(problemOf(found, 'range')).toBeNull();
  });

  it('builds a Move that snaps to cover and crosses an obstacle it touches', () => {
    const f = scene();
    const command = built(f, act('a', { kind: 'move', distance: 3 }), (d) => {
      d.move!.distance = '2.5';
      d.move!.end = 'snap-low';
      d.move!.crossing = 'chest-high';
      d.move!.teargas = 'enters';
    });
    expect(command).toEqual(
      act('a', {
        kind: 'move',
        distance: 2.5,
        snapTo: 'low',
        teargas: 'enters',
        crossing: { obstacle: 'chest-high', inContactAtStart: true },
      }),
    );
  });

  it('builds a throw of an object, which needs a name, and counts whole choke points', () => {
    const f = scene();
    const base = act('a', {
      kind: 'throw',
      throw: {
        item: 'frag',
        distance: 6,
        lob: false,
        chokePoints: 0,
        obstacles: 0,
        inAimZone: false,
        blastReach: [],
      },
    });
    expect(
      problems(f, base, (d) => {
        d.throw!.item = 'object';
        d.throw!.chokePoints = '1.5';
      }).map((p) => p.message),
    ).toEqual(['What is thrown: enter a name', 'Choke points must be a whole number from 0 to 20 (got 1.5)']);
    const command = built(f, base, (d) => {
      d.throw!.lob = true;
      d.throw!.blastReach.push('g');
    });
    expect(command.type === 'skirmish/act' && command.action).toMatchObject({
      throw: { item: 'frag', lob: true, blastReach: ['g'] },
    });
  });
});

describe('the rest of what an order can carry (the audit of issue 9)', () => {
  it('a piece of scenery as the target: the GM names it; an empty name is a problem', () => {
    const f = scene();
    patch(f, 'a', { aiming: true });
    const option = skirmish
      .skirmishView(f.state, 'a', at0)
      .find((v) => v.action === 'shoot')!
      .options.find((o) => o.label.startsWith('Shoot an object'))!;
    expect(problems(f, option.command, (d) => (d.shot!.objectName = ' ')).map((p) => p.field)).toEqual([
      'target-name',
    ]);
    const command = built(f, option.command, (d) => (d.shot!.objectName = 'Fish tank'));
    expect(command.type === 'skirmish/act' && command.action).toMatchObject({
      shot: { target: { kind: 'object', name: 'Fish tank' } },
    });
  });

  it("the players' own class of an obstruction or of a model behind the target travels; 'as it stands' does not", () => {
    const f = scene();
    const base = shoot('a', 'g');
    const command = built(f, base, (d) => {
      d.shot!.obstructions.push({ ...newObstruction([], 'model'), model: 'h', classBy: 'exposed' });
      d.shot!.collateral.push({
        ...newCollateral([], 'object'),
        key: 1,
        name: 'Fish tank',
        classBy: 'immobile',
      });
      d.shot!.collateral.push({ ...newCollateral([], 'model'), key: 2, model: 'b' });
    });
    expect(command.type === 'skirmish/act' && command.action).toMatchObject({
      shot: {
        obstructions: [{ kind: 'model', model: 'h', class: 'exposed' }],
        collateral: [
          { kind: 'object', name: 'Fish tank', class: 'immobile' },
          { kind: 'model', model: 'b' },
        ],
      },
    });
    const collateral =
      command.type === 'skirmish/act' && command.action.kind === 'shoot'
        ? command.action.shot.collateral
        : [];
    expect(collateral?.[1]).not.toHaveProperty('class');
  });

  it('a thrown object may be a spare reload (HST-GREN-10); a grenade never carries one', () => {
    const f = scene();
    const base = act('a', {
      kind: 'throw',
      throw: {
        item: 'object',
        name: 'a magazine',
        distance: 5,
        lob: false,
        chokePoints: 0,
        obstacles: 0,
        inAimZone: false,
        blastReach: [],
      },
    });
    const spare = built(f, base, (d) => (d.throw!.reloadOf = 'long'));
    expect(spare.type === 'skirmish/act' && spare.action).toMatchObject({
      throw: { item: 'object', reloadOf: 'long' },
    });
    const frag = built(f, base, (d) => {
      d.throw!.reloadOf = 'long';
      d.throw!.item = 'frag';
    });
    expect(
      frag.type === 'skirmish/act' && frag.action.kind === 'throw' && frag.action.throw,
    ).not.toHaveProperty('reloadOf');
    expect(skirmish.judgeCommand(f.state, spare, at0).ok).toBe(true);
  });

  it('Heist cards played with the action, and the pause after the dice, travel with an act', () => {
    const f = scene();
    const base = shoot('a', 'g');
    const command = built(f, base, (d) => {
      d.cards.push('perfect-timing#1');
      d.review = true;
    });
    expect(command).toMatchObject({ cards: ['perfect-timing#1'], review: true });
    expect(built(f, base)).not.toHaveProperty('cards');
  });

  it('Speak (free): the words are sent, trimmed', () => {
    const f = scene();
    const option = skirmish.skirmishView(f.state, 'a', at0).find((v) => v.action === 'speak')!.options[0]!;
    expect(built(f, option.command, (d) => (d.words = '  Freeze! '))).toMatchObject({
      kind: 'speak',
      words: 'Freeze!',
    });
  });
});

describe('orderSheet (the edited order, judged by core)', () => {
  it('gives the odds, the dice in words and a Roll button for a shot the rules allow', () => {
    const f = scene();
    const base = shoot('a', 'g');
    const draft = draftOf(f.state, base);
    draft.shot!.range = '8';
    const sheet = orderSheet(f.state, base, draft, at0);
    expect(sheet.sendable).toBe(true);
    expect(sheet.sendLabel).toBe('Roll: snap shot at Guard 2, 8"');
    expect(sheet.odds?.outcomes.map((o) => o.key)).toEqual([
      'auto-miss',
      'none',
      'stunned',
      'wounded',
      'killed',
    ]);
    expect(skirmish.judgeCommand(f.state, sheet.command!, at0)).toEqual({ ok: true, odds: sheet.odds });
    expect(sheet.words?.targetWords).toMatch(/^TN 10: Guard 2 is in cover/);
  });

  it("shows core's refusal and cannot be sent when the rules say no", () => {
    const f = scene();
    const base = shoot('a', 'g');
    const draft = draftOf(f.state, base);
    draft.shot!.aimed = true;
    const sheet = orderSheet(f.state, base, draft, at0);
    expect([sheet.sendable, sheet.refusal]).toEqual([
      false,
      'Mr. A has no aim marker: the shot can only be snap fire',
    ]);
  });

  it('HST-ACT-8, HST-VEH-1: recovering an ally and getting in carry base contact; unticked, core refuses naming the rule', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG'), entry('x', 'Mr. X (2/5) Pistol')]),
        side('guards', 'defensive', [entry('g', 'Guard 2 (3/4) Pistol')]),
      ],
      vehicles: [{ id: 'car', name: 'Getaway car' }],
    });
    patch(f, 'x', { stunned: true, wounded: true });
    const view = skirmish.skirmishView(f.state, 'a', at0);
    const recover = view
      .find((v) => v.action === 'recover')!
      .options.find((o) => o.label === 'Recover Mr. X')!.command;
    const enter = view
      .find((v) => v.action === 'vehicle')!
      .options.find((o) => o.label.startsWith('Get into'))!.command;
    for (const [base, rule] of [
      [recover, 'HST-ACT-8'],
      [enter, 'HST-VEH-1'],
    ] as const) {
      const draft = draftOf(f.state, base);
      expect(draft.misc!.baseContact).toBe(true);
      expect(orderSheet(f.state, base, draft, at0).sendable).toBe(true);
      draft.misc!.baseContact = false;
      const apart = orderSheet(f.state, base, draft, at0);
      expect(apart.command).toMatchObject({ action: { baseContact: false } });
      expect([apart.sendable, apart.refusal]).toEqual([false, expect.stringContaining(`(${rule})`)]);
      expect(apart.refusal).toMatch(/must be in base contact/);
    }
  });

  it('TV-HST-COVER-7-c: "the target on a higher level" from core turns an aiming target behind low cover from TN 8 to 10; aiming at the lower level, back to 8', () => {
    const f = scene();
    patch(f, 'g', { aiming: true });
    const base = shoot('a', 'g');
    const draft = draftOf(f.state, base);
    const shot = draft.shot!;
    const tn = () => orderSheet(f.state, base, draft, at0).odds?.shot?.targetNumber;
    expect(classFactsOf(f.state, base, shot)?.level.choices.map((c) => [c.value, c.tn])).toEqual([
      ['same', 8],
      ['shooter-higher', 8],
      ['target-higher', 10],
    ]);
    expect(tn()).toBe(8);
    shot.level = 'target-higher';
    expect(tn()).toBe(10);
    expect(orderSheet(f.state, base, draft, at0).words?.targetWords).toMatch(/^TN 10: Guard 2 is in cover/);
    const aims = classFactsOf(f.state, base, shot)!.checks.find((c) => c.fact === 'aimsAtLowerLevel')!;
    expect(factEffect(aims)).toBe('TN 8 ticked, 10 unticked');
    shot.aimsAtLowerLevel = true;
    expect(tn()).toBe(8);
    expect(orderSheet(f.state, base, draft, at0).command).toMatchObject({
      action: { shot: { facts: { targetHigher: true, aimsAtLowerLevel: true } } },
    });
    shot.level = 'same'; // the aim question no longer applies and is not sent
    expect(orderSheet(f.state, base, draft, at0).command).toMatchObject({ action: { shot: { range: 10 } } });
    expect(
      (orderSheet(f.state, base, draft, at0).command as { action: { shot: object } }).action.shot,
    ).not.toHaveProperty('facts');
  });

  it('cannot be sent while a field has a problem, and shows no odds', () => {
    const f = scene();
    const base = shoot('a', 'g');
    const draft = draftOf(f.state, base);
    draft.shot!.range = '-1';
    const sheet = orderSheet(f.state, base, draft, at0);
    expect([sheet.sendable, sheet.command, sheet.odds, sheet.problems.length]).toEqual([
      false,
      null,
      null,
      1,
    ]);
  });

  it('declares a reaction, and refuses one that neither shoots nor takes cover', () => {
    const f = scene();
    patch(f, 'g', { aiming: true });
    run(f, shoot('a', 'g'));
    const base: skirmish.SkirmishCommand = {
      type: 'skirmish/react',
      model: 'g',
      trigger: 'shot-at',
      shot: null,
      takeCover: 1,
    };
    const draft = draftOf(f.state, base);
    expect(orderSheet(f.state, base, draft, at0).sendLabel).toBe('Declare: take cover at step 1');
    draft.react!.shoots = true;
    draft.shot!.aimed = true;
    const shooting = orderSheet(f.state, base, draft, at0);
    expect(shooting.sendLabel).toBe('Declare: aimed shot at Mr. A, 10", take cover at step 1');
    expect(shooting.words?.notes[0]).toBe('Taking cover at step 1 makes the shot snap fire (HST-D-55).');
    draft.react!.shoots = false;
    draft.react!.takeCover = 'none';
    expect(orderSheet(f.state, base, draft, at0).refusal).toBe('A reaction shoots, takes cover, or both');
  });

  it('declares a Move (no dice) and passes on core\'s refusal of a 4" Move', () => {
    const f = scene();
    const base = act('a', { kind: 'move', distance: 3 });
    const draft = draftOf(f.state, base);
    expect(orderSheet(f.state, base, draft, at0).sendLabel).toBe('Declare: move 3"');
    draft.move!.distance = '4';
    expect(orderSheet(f.state, base, draft, at0).refusal).toBe(
      'A Move goes up to 3" in one straight line (got 4")',
    );
  });
});

describe('which fields apply', () => {
  it('Aimed is open only to a shooter with an aim marker, and says when to tick it', () => {
    const f = scene();
    const base = shoot('a', 'g');
    expect(aimedChoice(f.state, base, draftOf(f.state, base))).toEqual({
      enabled: false,
      hint: 'Mr. A has no aim marker: snap fire only (3d8).',
    });
    patch(f, 'a', { aiming: true });
    expect(aimedChoice(f.state, base, draftOf(f.state, base)).hint).toBe(
      "Tick only when the target is in Mr. A's aim zone: 3d10 rather than 3d8.",
    );
  });

  it('shows the class facts for a model target until the players override the class; visibility only with it in the scenario', () => {
    const f = scene();
    const base = shoot('a', 'g');
    const draft = draftOf(f.state, base);
    expect(shotFieldsShown(f.state, base, draft.shot!)).toEqual({
      classFacts: true,
      clearLane: false,
      dark: false,
      weather: false,
      crossfire: true,
    });
    draft.shot!.classBy = 'exposed';
    expect(shotFieldsShown(f.state, base, draft.shot!).classFacts).toBe(false);
  });
});

describe('oddsRows', () => {
  it('lists every outcome, then running dry apart (it overlaps the outcomes)', () => {
    const f = scene();
    const base = shoot('a', 'g');
    const odds = orderSheet(f.state, base, draftOf(f.state, base), at0).odds!;
    const rows = oddsRows(odds);
    expect(rows.outcomes.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 12);
    expect(rows.besides).toEqual([
      {
        key: 'runs-dry',
        label: 'Runs dry (out of ammo after this shot)',
        probability: odds.shot!.outOfAmmo,
        tone: 'neutral',
      },
    ]);
    const move = act('a', { kind: 'move', distance: 3 });
    expect(orderSheet(f.state, move, draftOf(f.state, move), at0).odds).toBeNull();
  });
});
