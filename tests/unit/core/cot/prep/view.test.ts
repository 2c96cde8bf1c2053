import { describe, expect, it } from 'vitest';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { prepSchemeActions, prepSchemeView, prepView } from '../../../../../core/cot/prep/view.ts';
import type { PrepCommand } from '../../../../../core/cot/prep/types.ts';
import type { ActionView } from '../../../../../core/engine/contract.ts';
import { chain, post, tag } from '../spot/support.ts';
import { sheet } from '../warfare/support.ts';
import { crew, guard, id, ruth } from '../heist/support.ts';
import { openPrep, playPrep } from './support.ts';
import type { PrepWorld } from './support.ts';

/** What the Prep view offers (COT-PREP-1..8, COT-FORE-7, COT-FORE-8): every action the issue names, usable. */

const spot = chain('bank', ['a', 'b', 'c'], [tag('c', 'hidden', 14), post('x', 'a', { awareness: 9 })]);
const banker = sheet('banker', { skills: { connections: 3 } });
const researcher = { ...ruth({ reputation: 2 }), skills: { ...ruth().skills, connections: 2, lookout: 1 } };
const layoutOf = {
  type: 'prep/research',
  researcher: id('ruth'),
  spotId: 'bank',
  method: 'planning',
  goal: { kind: 'layout' },
} as const;

const view = (world: PrepWorld, actor = 'ruth') => prepView(heistEnv(world.ctx), world.state, actor);
const action = (views: readonly ActionView<PrepCommand>[], key: string) => {
  const found = views.find((v) => v.action === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};
const labels = (a: ActionView<PrepCommand>) => a.options.map((o) => o.label);

describe('research in the view (COT-PREP-1..8)', () => {
  const world = openPrep([spot], [researcher, guard('x'), banker]);
  const research = action(view(world), 'research');

  it('TV-COT-PREP-5-a, TV-COT-PREP-2-a: Layout counts the zones that are not Hidden: 6 + 2 = 8, halved to 4', () => {
    expect(labels(research)).toContain('Planning (full difficulty, 1 day): the Layout of bank, vs 8');
    expect(labels(research)).toContain(
      'Connections (half difficulty, 1 Reputation): the Layout of bank, vs 4',
    );
    expect(labels(research)).toContain('Stakeout (half difficulty; seen: Heat +1): the Layout of bank, vs 4');
  });

  it('TV-COT-PREP-7-a, TV-COT-PREP-8-a, TV-COT-PREP-2-b: a Mark is 25 − Connections; an Itinerary 20, halved 10', () => {
    expect(labels(research)).toContain('Planning (full difficulty, 1 day): banker as a Mark, at bank, vs 22');
    expect(labels(research)).toContain(
      'Connections (half difficulty, 1 Reputation): banker as a Mark, at bank, vs 11',
    );
    expect(labels(research)).toContain('Planning (full difficulty, 1 day): the Itinerary of bank, vs 20');
    expect(labels(research)).toContain(
      "Stakeout (half difficulty; seen: Heat +1): x's Itinerary, at bank, vs 10",
    );
  });

  it('COT-PREP-6: Hidden zones are rolled against each rating; the odds say which ratings', () => {
    const hidden = research.options.find((o) =>
      o.label.startsWith('Planning (full difficulty, 1 day): Hidden'),
    );
    expect(hidden?.label).toBe(
      'Planning (full difficulty, 1 day): Hidden zones of bank, vs each Hidden rating',
    );
    expect(hidden?.odds?.detail).toContain('Hidden ratings 14');
  });

  it('COT-PREP-4: a stakeout also rolls Stealth against the Awareness of the guards nearest the edge', () => {
    const stakeout = research.options.find(
      (o) => o.label.startsWith('Stakeout') && o.label.includes('Layout'),
    );
    expect(stakeout?.odds?.detail).toMatch(/Lookout .* vs 4; Stealth vs Awareness 9$/);
    expect(stakeout?.odds?.outcomes.map((o) => o.label)).toContain('Learned, but seen: Heat +1');
  });

  it('COT-PREP-1: the odds are shown before the roll, led by the chance of learning', () => {
    const planning = research.options[0]!;
    expect(planning.odds?.headline.label).toBe('Learned');
    expect(planning.odds?.headline.probability).toBeGreaterThan(0);
  });

  it('COT-PREP-3: without Reputation, Connections research is not offered', () => {
    const poor = openPrep([spot], [{ ...researcher, reputation: 0 }, guard('x')]);
    expect(labels(action(view(poor), 'research')).some((l) => l.startsWith('Connections'))).toBe(false);
  });

  it('says what is missing when the campaign has no Spot', () => {
    const bare = { ...world, ctx: { ...world.ctx, spots: {} } };
    expect(action(view(bare), 'research').reason).toMatch(/no Spot to research yet/);
  });
});

describe('Blueprint in the view (COT-FORE-8)', () => {
  const unknown = openPrep([spot], [ruth({ foresight: 5 }), guard('x')]);
  const known = playPrep(unknown, layoutOf, 6, 6, 6, 1, 1);

  it('needs two places the crew knows: before any Layout it says so', () => {
    const blueprint = action(view(unknown), 'blueprint');
    expect(blueprint.available).toBe(false);
    expect(blueprint.reason).toMatch(/two places the crew knows.*research its Layout/);
  });

  it('TV-COT-FORE-8-a, TV-COT-FORE-8-b, TV-COT-FORE-8-c: every pair of known places, cheapest first, its cost in the label', () => {
    const plain = chain('bank', ['a', 'b', 'c']);
    const all = playPrep(openPrep([plain], [ruth({ foresight: 5 })]), layoutOf, 6, 6, 6, 1, 1);
    const blueprint = action(prepSchemeView(heistEnv(all.ctx), all.state, id('ruth')), 'blueprint');
    expect(labels(blueprint)).toEqual([
      'bank: a passage between a and b, 1 Foresight',
      'bank: a passage between b and c, 1 Foresight',
      'bank: a passage between a and c, 2 Foresight',
      'bank: a passage between Outside and a, 3 Foresight',
      'bank: a passage between Outside and b, 4 Foresight',
      'bank: a passage between Outside and c, 5 Foresight',
    ]);
  });

  it('COT-D-62, COT-FORE-8: an unfound Hidden zone is no end for a Blueprint', () => {
    const blueprint = action(view(known), 'blueprint');
    expect(labels(blueprint).some((l) => / c,/.test(l))).toBe(false);
    expect(labels(blueprint)).toHaveLength(3);
  });

  it('COT-FORE-3: a scheme is free: still offered after the spender’s Prep action of the day', () => {
    const blueprint = action(view(known), 'blueprint');
    expect(action(view(known), 'research').available).toBe(false);
    expect(blueprint.available).toBe(true);
  });

  it('refuses when the pool is short, naming the cheapest shortfall', () => {
    const poor = playPrep(openPrep([spot], [ruth({ foresight: 0 }), guard('x')]), layoutOf, 6, 6, 6, 1, 1);
    const blueprint = action(view(poor), 'blueprint');
    expect(blueprint.available).toBe(false);
    expect(blueprint.reason).toBe('ruth has 0 Foresight; a Blueprint between a and b costs 1');
  });

  it('TV-COT-FORE-8-d: the offered Blueprint adds a Hidden zone joined to both ends, known to the crew', () => {
    const first = action(view(known), 'blueprint').options[0]!;
    const after = playPrep(known, first.command);
    const made = after.ctx.spots.bank!;
    expect(made.zones['passage-1']).toMatchObject({ name: 'Secret passage 1', hidden: 15 });
    expect(made.barriers['passage-1-1']?.ends).toEqual(['a', 'passage-1']);
    expect(made.barriers['passage-1-2']?.ends).toEqual(['passage-1', 'b']);
    expect(made.knowledge.zones['passage-1']).toBe('blueprint');
    expect(after.ctx.characters[id('ruth')]!.foresight).toBe(4);
    const next = action(view(after), 'blueprint').options[0]!.command;
    expect(next).toMatchObject({ zoneId: 'passage-2', name: 'Secret passage 2' });
  });
});

describe('Cache in the view (COT-FORE-7)', () => {
  it('offers one Resource to each crew member, refused with the shortfall when Foresight is short', () => {
    const world = openPrep([spot], [ruth({ foresight: 1 }), crew('kit')], { resources: 2 });
    expect(labels(action(view(world), 'cache'))).toEqual([
      '1 Resource for 1 Foresight, gear to ruth',
      '1 Resource for 1 Foresight, gear to kit',
    ]);
    expect(action(view(world, 'kit'), 'cache').reason).toBe(
      'kit has 0 Foresight; a Cache of 1 Resource costs 1',
    );
  });
});

describe('the board’s schemes (COT-FORE-3)', () => {
  it('are the Cache and the Blueprint of the view, for crew members of the scene only', () => {
    const world = openPrep([spot], [ruth({ foresight: 2 }), guard('x')], { resources: 1 });
    const schemes = prepSchemeActions(world.ctx, world.state, id('ruth'));
    expect(schemes.map((s) => s.action)).toEqual(['cache', 'blueprint']);
    expect(schemes).toEqual(view(world).filter((v) => v.action === 'cache' || v.action === 'blueprint'));
    expect(prepSchemeActions(world.ctx, world.state, id('x'))).toEqual([]);
  });
});

describe('what each option costs (issue 20: scheme lists show their Foresight)', () => {
  it('a Blueprint costs the Foresight its label names, exactly what playing it takes', () => {
    const plain = chain('bank', ['a', 'b', 'c']);
    const all = playPrep(openPrep([plain], [ruth({ foresight: 5 })]), layoutOf, 6, 6, 6, 1, 1);
    const blueprint = action(prepSchemeView(heistEnv(all.ctx), all.state, id('ruth')), 'blueprint');
    expect(blueprint.options.map((o) => o.cost?.foresight)).toEqual([1, 1, 2, 3, 4, 5]);
    for (const option of blueprint.options) {
      const after = playPrep(all, option.command);
      expect(5 - after.ctx.characters[id('ruth')]!.foresight).toBe(option.cost!.foresight);
      expect(option.cost).toMatchObject({ resources: 0, reputation: 0 });
    }
  });

  it('a Cache costs 1 Foresight and its Resource', () => {
    const world = openPrep([spot], [ruth({ foresight: 1 }), crew('kit')], { resources: 2 });
    expect(action(view(world), 'cache').options.map((o) => o.cost)).toEqual([
      { foresight: 1, resources: 1, reputation: 0 },
      { foresight: 1, resources: 1, reputation: 0 },
    ]);
  });

  it('research by Connections costs 1 Reputation (COT-PREP-3); Planning and a stakeout carry no cost', () => {
    const world = openPrep([spot], [researcher, guard('x'), banker]);
    const research = action(view(world), 'research');
    for (const option of research.options) {
      const command = option.command as Extract<PrepCommand, { type: 'prep/research' }>;
      if (command.method === 'connections')
        expect(option.cost).toEqual({ foresight: 0, resources: 0, reputation: 1 });
      else expect(option.cost).toBeUndefined();
    }
  });
});
