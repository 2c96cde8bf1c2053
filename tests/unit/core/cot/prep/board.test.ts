import { describe, expect, it } from 'vitest';
import { prepBoardView } from '../../../../../core/cot/prep/board.ts';
import { cacheChoices, cacheCostWords, schemeProblem } from '../../../../../core/cot/prep/cache-form.ts';
import { characterLimits } from '../../../../../core/cot/limits/index.ts';
import { blueprintCost, cacheProblem, cacheResources } from '../../../../../core/cot/foresight/index.ts';
import { schemeCosts } from '../../../../../core/cot/prep/scheme-costs.ts';
import { prepSchemeSpend } from '../../../../../core/cot/prep/scheme-spend.ts';
import { defaultPrepSettings } from '../../../../../core/cot/prep/settings.ts';
import { chain, post, tag } from '../spot/support.ts';
import { sheet } from '../warfare/support.ts';
import { crew, guard, id, ruth } from '../heist/support.ts';
import { openPrep, playPrep } from './support.ts';
import type { PrepWorld } from './support.ts';

/** The Prep board's view (COT-TIME-6, COT-D-21, COT-D-59, COT-FORE-1..9, COT-PREP-5..8): numbers and words. */

const spot = chain('bank', ['a', 'b', 'c'], [tag('c', 'hidden', 14), post('x', 'a', { awareness: 9 })]);
const banker = sheet('banker', { skills: { connections: 3 } });
const research = (goal: object, method = 'planning', researcher = 'ruth') =>
  ({ type: 'prep/research', researcher: id(researcher), spotId: 'bank', method, goal }) as never;
const board = (world: PrepWorld) => prepBoardView(world.ctx, world.state);
const findings = (world: PrepWorld) =>
  Object.fromEntries(board(world).spots[0]!.findings.map((f) => [f.key, f.text]));

describe('the Prep day (COT-TIME-6, COT-D-21, COT-D-59)', () => {
  it('TV-COT-TIME-6-a: who still has a Prep action today, who took theirs', () => {
    const world = openPrep([spot], [ruth(), crew('kit')]);
    expect(board(world).dayText).toBe('Day 1 · 2 of 2 still to take their Prep action');
    const after = playPrep(world, { type: 'prep/task', character: id('kit'), task: 'buy rope' });
    expect(board(after).crew.map((row) => [row.name, row.today, row.free])).toEqual([
      ['ruth', '1 Prep action left today', true],
      ['kit', 'Prep action taken on day 1', false],
    ]);
    expect(board(after).dayText).toBe('Day 1 · 1 of 2 still to take their Prep action');
  });

  it('COT-D-59: a Planning research of `planning_research_days` = 2 keeps its researcher busy until the end of day 2', () => {
    const world = openPrep([spot], [ruth()], { settings: { planningResearchDays: 2 } });
    const slow = playPrep(world, research({ kind: 'layout' }), 6, 6, 6, 1, 1);
    const nextDay = playPrep(slow, { type: 'prep/end-day' });
    expect(board(nextDay).day).toBe(2);
    expect(board(nextDay).crew[0]).toMatchObject({
      today: 'Busy with research until the end of day 2',
      free: false,
    });
  });

  it('a dead crew member takes no Prep action; an ended Prep says so', () => {
    const world = openPrep([spot], [ruth(), crew('kit')]);
    const kit = { ...world.ctx.characters[id('kit')]!, condition: { state: 'dead' as const } };
    const dead = { ...world, ctx: { ...world.ctx, characters: { ...world.ctx.characters, [kit.id]: kit } } };
    expect(board(dead).crew[1]?.today).toBe('Dead');
    const over = playPrep(world, { type: 'prep/end', summary: 'Ready to go' });
    expect(board(over)).toMatchObject({ ended: 'Ready to go', dayText: 'Prep ended on day 1' });
  });
});

describe('Foresight on the board (COT-FORE-1, COT-FORE-2)', () => {
  it('TV-COT-FORE-1-e: each one’s Foresight against the cap, Brains + Planning', () => {
    const world = openPrep(
      [spot],
      [ruth(), crew('kit', { abilities: { brains: 4 }, skills: { planning: 3 } })],
    );
    const banked = playPrep(world, { type: 'prep/bank-foresight', character: id('ruth') }, 6, 6, 4, 1, 1);
    expect(board(banked).crew.map((row) => [row.foresight, row.cap])).toEqual([
      [5, 5],
      [0, 7],
    ]);
  });
});

describe('the schemes and their costs (COT-FORE-4..9)', () => {
  it('lists the six schemes, each cost leading with its number', () => {
    const costs = schemeCosts(defaultPrepSettings);
    expect(costs.map((s) => [s.name, s.cost])).toEqual([
      ['Ambush', '1 Foresight per zone moved (shortest path)'],
      ['Training', '1 Foresight per die rolled (+1k0), 2 per die kept (+1k1)'],
      ['Secrets', '3 Foresight'],
      ['Cache', '1 Foresight per Resource, and the Resources themselves'],
      ['Blueprint', '3 Foresight from the edge, otherwise 1; +1 per zone bypassed'],
      ['Switch', '3 Foresight'],
    ]);
  });

  it('COT-D-66: Training follows `training_kept_die_cost`', () => {
    const costs = schemeCosts({ ...defaultPrepSettings, trainingKeptDieCost: 3 });
    expect(costs.find((s) => s.scheme === 'training')?.cost).toContain('3 per die kept');
  });

  it('TV-COT-FORE-8-a, TV-COT-FORE-8-c: the Blueprint words agree with what a Blueprint costs', () => {
    const known = { ...spot, knowledge: { ...spot.knowledge, zones: { a: 'layout', b: 'layout' } } } as const;
    expect(blueprintCost(known, 'outside', 'a')).toBe(3);
    expect(blueprintCost(known, 'a', 'b')).toBe(1);
    expect(blueprintCost(known, 'outside', 'b')).toBe(4);
  });
});

describe('what research has found (COT-PREP-5..8, COT-FORE-8)', () => {
  const fixer = { ...ruth({ foresight: 5, reputation: 2 }), skills: { ...ruth().skills, connections: 3 } };
  const world = openPrep([spot], [fixer, guard('x'), banker]);

  it('TV-COT-PREP-5-a: nothing yet, with what the Layout would take', () => {
    expect(findings(world)).toEqual({
      layout: 'not known yet (difficulty 8, 4 by Connections or a stakeout)',
      hidden: 'none found yet; 1 Hidden zone still unknown to the crew',
      marks: "none identified yet (difficulty 25 − the person's Connections)",
      itineraries: 'none learned yet (difficulty 20)',
    });
    expect(board(world).spots[0]?.summary).toBe('no zone on the crew’s map, no Mark, no Itinerary');
  });

  it('COT-PREP-5: after a Layout the open zones are known, never the Hidden one', () => {
    const after = playPrep(world, research({ kind: 'layout' }), 6, 6, 6, 1, 1);
    expect(findings(after).layout).toBe('known: a, b');
    expect(findings(after).hidden).toBe('none found yet; 1 Hidden zone still unknown to the crew');
  });

  it('TV-COT-PREP-6-a: a Hidden zone found; a Mark; an Itinerary; a Blueprint zone and what it joins', () => {
    let w = playPrep(world, research({ kind: 'hidden' }), 6, 6, 6, 1, 1);
    expect(findings(w).hidden).toBe('found: c');
    w = playPrep(w, { type: 'prep/end-day' });
    w = playPrep(w, research({ kind: 'mark', person: id('banker') }, 'connections'), 6, 6, 1, 1, 1);
    w = playPrep(w, { type: 'prep/end-day' });
    w = playPrep(w, research({ kind: 'itinerary', subject: { kind: 'spot' } }, 'connections'), 6, 6, 1, 1, 1);
    const blueprint = {
      type: 'prep/blueprint',
      spender: id('ruth'),
      spotId: 'bank',
      between: ['outside', 'c'],
      zoneId: 'n',
      name: 'Tunnel',
      barrierIds: ['n1', 'n2'],
    } as const;
    expect(schemeProblem(w.ctx, w.state, blueprint)).toBeNull();
    w = playPrep(w, blueprint);
    expect(findings(w)).toMatchObject({
      marks: 'identified: banker',
      itineraries: "learned: bank's",
      blueprint: 'Tunnel (between Outside and c)',
      hidden: 'found: c',
    });
    expect(board(w).spots[0]?.summary).toBe('2 zones on the crew’s map, 1 Mark, 1 Itinerary');
  });
});

describe('the Cache form (COT-FORE-7)', () => {
  it('offers as many Resources as both Foresight and the crew’s Resources allow, and the gear of the tables', () => {
    const world = openPrep([spot], [ruth({ foresight: 3 }), crew('kit')], { resources: 2 });
    const choices = cacheChoices(world.ctx, world.state, id('ruth'));
    expect(choices.most).toBe(2);
    expect(choices.recipients.map((r) => r.name)).toEqual(['ruth', 'kit']);
    expect(choices.weapons).toContain('Revolver');
    expect(choices.weapons).not.toContain('Fists');
    expect(choices.armour).toContain('Heavy coat, padded jacket');
    expect(choices.items).toEqual({
      most: characterLimits.gearMax,
      nameMax: characterLimits.labelMax,
      noteMax: characterLimits.gearNoteMax,
    });
    expect(cacheCostWords(2)).toBe('2 Foresight and 2 Resources');
    expect(cacheCostWords(1)).toBe('1 Foresight and 1 Resource');
  });

  it('COT-FORE-7: gives the Resources input its bounds, 1 to what can be spent, still 1 when nothing can', () => {
    const rich = openPrep([spot], [ruth({ foresight: 3 }), crew('kit')], { resources: 5 });
    expect(cacheChoices(rich.ctx, rich.state, id('ruth')).resources).toEqual({ min: 1, max: 3 });
    const broke = openPrep([spot], [ruth({ foresight: 3 }), crew('kit')], { resources: 0 });
    expect(cacheChoices(broke.ctx, broke.state, id('ruth'))).toMatchObject({
      most: 0,
      resources: { min: 1, max: 1 },
    });
    // the input's least is the scheme's: below it the Cache is refused
    const cache = { resources: cacheResources.min - 1, weapon: null, armour: null };
    const kit = rich.ctx.characters[id('kit')]!;
    const refused = cacheProblem(rich.ctx, kit, kit, cache, { foresightShared: false }, 'prep');
    expect(refused).toMatchObject({ code: 'prep/bad-resources' });
  });

  it('COT-FORE-3, COT-FORE-8: offers the Blueprint as a one-click scheme and the Cache (COT-FORE-7) by its form only', () => {
    const world = openPrep([spot], [ruth({ foresight: 3 }), crew('kit')], { resources: 2 });
    const spend = prepSchemeSpend(world.ctx, world.state, id('ruth'));
    expect(spend.actions.map((a) => [a.action, a.rule])).toEqual([['blueprint', 'COT-FORE-8']]);
    expect(spend.cache).toEqual(cacheChoices(world.ctx, world.state, id('ruth')));
  });

  it('TV-COT-FORE-7-a: a Cache as filled in is checked by the scheme itself, its refusal in its words', () => {
    const world = openPrep([spot], [ruth({ foresight: 1 }), crew('kit')], { resources: 5 });
    const cache = {
      type: 'prep/cache',
      spender: id('ruth'),
      recipient: id('kit'),
      resources: 2,
      weapon: 'Revolver',
      armour: null,
    } as const;
    expect(schemeProblem(world.ctx, world.state, cache)).toBe(
      'ruth has 1 Foresight; a Cache of 2 Resources costs 2',
    );
    expect(schemeProblem(world.ctx, world.state, { ...cache, resources: 1 })).toBeNull();
    // COT-FORE-7: any named item, checked by the scheme too.
    const rope = { name: 'Rope', note: '50 ft' };
    expect(schemeProblem(world.ctx, world.state, { ...cache, resources: 1, items: [rope] })).toBeNull();
    expect(
      schemeProblem(world.ctx, world.state, {
        ...cache,
        resources: 1,
        items: [rope, { name: ' ', note: '' }],
      }),
    ).toBe('Item 2 of the Cache needs a name');
  });
});
