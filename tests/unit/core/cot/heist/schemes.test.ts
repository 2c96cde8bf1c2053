import { describe, expect, it } from 'vitest';
import { blueprintCost, foresightExpiring } from '../../../../../core/cot/foresight/index.ts';
import { defaultPrepSettings } from '../../../../../core/cot/prep/settings.ts';
import { characterLimits } from '../../../../../core/cot/limits/index.ts';
import { heistCacheChoices, heistCacheProblem } from '../../../../../core/cot/heist/cache-form.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { heistEngine } from '../../../../../core/cot/heist/engine.ts';
import { spotLimits } from '../../../../../core/cot/limits/index.ts';
import { commandWithTexts } from '../../../../../core/engine/index.ts';
import { chain, post, tag } from '../spot/support.ts';
import { crew, guard, id, open, play, refuse, ruth, types, who } from './support.ts';

const known = (zones: string[]) => ({ type: 'spot/reveal-zones', zones, how: 'layout' }) as const;

describe('Foresight is personal and spent by its owner (COT-FORE-3, COT-D-64)', () => {
  const spot = chain('bank', ['a']);
  const kit = { ...crew('kit'), foresight: 5 };

  it('TV-COT-FORE-3-a: Ruth tries to pay Training from Kit’s Foresight -> rejected; shared Foresight -> allowed', () => {
    const world = play(open(spot, [ruth(), kit]), { type: 'heist/place', character: id('ruth'), to: 'a' });
    const roll = {
      type: 'heist/skill',
      actor: id('ruth'),
      skill: 'lookout',
      difficulty: 9,
      purpose: 'the patrol',
      training: { addRolled: 1, addKept: 0, payer: id('kit') },
    } as const;
    expect(refuse(world, roll)).toMatchObject({
      code: 'foresight/not-shared',
      message: "ruth cannot spend kit's Foresight: Foresight is personal (COT-FORE-3)",
    });
    const shared = play(open(spot, [ruth(), kit], { settings: { foresightShared: true } }), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    expect(play(shared, roll, 6, 6, 6, 6).ctx.characters[id('kit')]!.foresight).toBe(4);
  });

  it('TV-COT-FORE-3-b: a Job ends with 3 Foresight left -> it is lost', () => {
    expect(foresightExpiring([{ ...ruth(), foresight: 3 }], 'job', defaultPrepSettings)).toEqual([
      { character: 'ruth', lost: 3 },
    ]);
    expect(foresightExpiring([{ ...ruth(), foresight: 3 }], 'session', defaultPrepSettings)).toEqual([]);
    expect(foresightExpiring([{ ...ruth(), foresight: 3 }], 'job', { foresightPersists: 'forever' })).toEqual(
      [],
    );
  });
});

describe('Ambush (COT-FORE-4, COT-D-65, COT-D-87)', () => {
  it('TV-COT-FORE-4-a: path Outside–A–B–C; a character moved from A to C -> costs 2', () => {
    const spot = chain('bank', ['a', 'b', 'c'], [known(['a', 'b', 'c'])]);
    const world = play(open(spot, [ruth({ foresight: 5 })]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const after = play(world, { type: 'heist/ambush', spender: id('ruth'), character: id('ruth'), to: 'c' });
    expect(after.events[0]).toMatchObject({ type: 'heist/foresight-spent', amount: 2, scheme: 'ambush' });
    expect(who(after, 'ruth').zone).toBe('c');
    expect(after.ctx.characters[id('ruth')]!.foresight).toBe(3);
  });

  it('TV-COT-FORE-4-b, TV-COT-FORE-6-a: an unfound Hidden zone -> rejected; after Secrets finds it (Planning, no Prep day) -> allowed', () => {
    const spot = chain('bank', ['a', 'h'], [tag('h', 'hidden', 15), known(['a'])]);
    const world = play(open(spot, [ruth({ foresight: 5 })]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const ambush = { type: 'heist/ambush', spender: id('ruth'), character: id('ruth'), to: 'h' } as const;
    expect(refuse(world, ambush).code).toBe('heist/unknown-destination');
    const found = play(
      world,
      {
        type: 'heist/secrets',
        spender: id('ruth'),
        roller: id('ruth'),
        roll: { method: 'planning', goal: { kind: 'hidden' } },
      },
      6,
      5,
      4,
      1,
      1,
    );
    expect(types(found.events)).toEqual(['heist/foresight-spent', 'heist/researched', 'spot/zones-revealed']);
    expect(found.ctx.spots.bank!.knowledge.zones.h).toBe('hidden-research');
    const there = play(found, ambush);
    expect(who(there, 'ruth').zone).toBe('h');
    expect(there.ctx.characters[id('ruth')]!.foresight).toBe(1);
  });

  it('TV-COT-FORE-4-c: a Concealed character arrives Concealed beside an unaware guard, no roll; a Discovered one stays Discovered', () => {
    const spot = chain('bank', ['a', 'b'], [post('x', 'b', { awareness: 12 }), known(['a', 'b'])]);
    const world = play(open(spot, [ruth({ foresight: 5 }), guard('x')]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const ambush = { type: 'heist/ambush', spender: id('ruth'), character: id('ruth'), to: 'b' } as const;
    const unseen = play(world, ambush);
    expect(who(unseen, 'ruth')).toMatchObject({ zone: 'b', discovered: false });
    expect(who(unseen, 'x').aware).toBe(false);
    const seen = play(play(world, { type: 'heist/discover', character: id('ruth') }), ambush);
    expect(who(seen, 'ruth')).toMatchObject({ zone: 'b', discovered: true });
  });

  it('cannot pull someone out of a fight, and names the shortfall', () => {
    const spot = chain('bank', ['a', 'b', 'c'], [known(['a', 'b', 'c'])]);
    const world = play(open(spot, [ruth({ foresight: 1 })]), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    expect(
      refuse(world, { type: 'heist/ambush', spender: id('ruth'), character: id('ruth'), to: 'c' }).message,
    ).toBe('ruth has 1 Foresight; an Ambush from a to c costs 2');
  });
});

describe('Training (COT-FORE-5, COT-D-66)', () => {
  it('TV-COT-FORE-5-a: +2k0 and +1k1 cost 4 Foresight and make 5k2 into 8k3', () => {
    const spot = chain('bank', ['a']);
    const lookout = { ...crew('ruth', { abilities: { brains: 2 }, skills: { lookout: 3 } }), foresight: 4 };
    const world = play(open(spot, [lookout]), { type: 'heist/place', character: id('ruth'), to: 'a' });
    const after = play(
      world,
      {
        type: 'heist/skill',
        actor: id('ruth'),
        skill: 'lookout',
        difficulty: 9,
        purpose: 'the patrol',
        training: { addRolled: 2, addKept: 1 },
      },
      6,
      5,
      4,
      3,
      2,
      1,
      1,
      1,
    );
    expect(after.events[0]).toMatchObject({ type: 'heist/foresight-spent', amount: 4, scheme: 'training' });
    expect(after.events[1]).toMatchObject({
      check: { basePool: { rolled: 5, kept: 2 }, pool: { rolled: 8, kept: 3 } },
    });
    expect(after.ctx.characters[id('ruth')]!.foresight).toBe(0);
  });

  it('costs 3 per kept die under training_kept_die_cost = 3', () => {
    const spot = chain('bank', ['a']);
    const world = play(open(spot, [ruth({ foresight: 2 })], { settings: { trainingKeptDieCost: 3 } }), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    expect(
      refuse(world, {
        type: 'heist/skill',
        actor: id('ruth'),
        skill: 'lookout',
        difficulty: 9,
        purpose: '',
        training: { addRolled: 0, addKept: 1 },
      }).message,
    ).toBe('ruth has 2 Foresight; Training of +1k1 costs 3');
  });
});

describe('Secrets (COT-FORE-6)', () => {
  const spot = chain('bank', ['a', 'b', 'c', 'd']);
  const command = (method: 'planning' | 'connections') =>
    ({
      type: 'heist/secrets',
      spender: id('ruth'),
      roller: id('ruth'),
      roll: { method, goal: { kind: 'layout' } },
    }) as const;

  it('TV-COT-CHAR-10-c: Reputation 0, Secrets for a Connections roll -> rejected; for a Planning roll -> allowed', () => {
    const world = open(spot, [ruth({ foresight: 3, reputation: 0 })]);
    expect(refuse(world, command('connections')).code).toBe('research/no-reputation');
    const after = play(world, command('planning'), 6, 5, 1, 1, 1);
    expect(after.events[1]).toMatchObject({
      type: 'heist/researched',
      result: { difficulty: 10, success: true },
    });
  });

  it('still costs 1 Reputation and halves the difficulty for Connections', () => {
    const world = open(spot, [{ ...ruth({ foresight: 3, reputation: 2 }) }]);
    const after = play(world, command('connections'), 3, 2);
    expect(after.events[1]).toMatchObject({ result: { difficulty: 5, success: true, reputation: 1 } });
    expect(after.ctx.characters[id('ruth')]!.reputation).toBe(1);
  });

  it('refuses without 3 Foresight', () => {
    expect(refuse(open(spot, [ruth({ foresight: 2 })]), command('planning')).message).toBe(
      'ruth has 2 Foresight; Secrets costs 3',
    );
  });
});

describe('Cache (COT-FORE-7)', () => {
  it('TV-COT-FORE-7-a: a 2-Resource pistol mid-Heist -> −2 Foresight, −2 Resources, the chosen character carries it', () => {
    const kit = crew('kit');
    const world = open(chain('bank', ['a']), [ruth({ foresight: 3 }), kit], { resources: 5 });
    const after = play(world, {
      type: 'heist/cache',
      spender: id('ruth'),
      recipient: id('kit'),
      resources: 2,
      weapon: 'Automatic pistol',
      armour: null,
    });
    expect(types(after.events)).toEqual(['heist/foresight-spent', 'heist/cached']);
    expect(after.ctx.characters[id('ruth')]!.foresight).toBe(1);
    expect(after.ctx.crew.resources).toBe(3);
    expect(who(after, 'kit').weapons.map((w) => w.name)).toContain('Automatic pistol');
  });

  it('the Heist board’s Cache form: the crew to hand gear to, items within their bounds, and decide’s verdict', () => {
    const world = open(chain('bank', ['a']), [ruth({ foresight: 3 }), crew('kit')], { resources: 5 });
    const env = heistEnv(world.ctx);
    const choices = heistCacheChoices(env, world.state, id('ruth'));
    expect(choices.most).toBe(3);
    expect(choices.recipients.map((r) => r.name)).toEqual(['ruth', 'kit']);
    expect(choices.items).toEqual({
      most: characterLimits.gearMax,
      nameMax: characterLimits.labelMax,
      noteMax: characterLimits.gearNoteMax,
    });
    const cache = {
      type: 'heist/cache',
      spender: id('ruth'),
      recipient: id('kit'),
      resources: 1,
      weapon: null,
      armour: null,
      items: [{ name: 'Rope', note: '' }],
    } as const;
    expect(heistCacheProblem(env, world.state, cache)).toBeNull();
    expect(heistCacheProblem(env, world.state, { ...cache, items: [{ name: '', note: '' }] })).toBe(
      'Item 1 of the Cache needs a name',
    );
    expect(play(world, cache).events[1]).toMatchObject({ type: 'heist/cached', items: [{ name: 'Rope' }] });
  });

  it('refuses when the crew cannot pay the Resources', () => {
    const world = open(chain('bank', ['a']), [ruth({ foresight: 3 })], { resources: 1 });
    expect(
      refuse(world, {
        type: 'heist/cache',
        spender: id('ruth'),
        recipient: id('ruth'),
        resources: 2,
        weapon: null,
        armour: null,
      }).message,
    ).toBe('The crew has 1 Resources; this Cache spends 2');
  });
});

describe('Blueprint (COT-FORE-8, COT-D-67, COT-D-88)', () => {
  const line = chain('bank', ['a', 'b', 'c'], [known(['a', 'b', 'c'])]);

  it('TV-COT-FORE-8-a, TV-COT-FORE-8-b, TV-COT-FORE-8-c: Outside↔C costs 3 + 2; A↔C costs 1 + 1; adjacent A↔B costs 1', () => {
    expect(blueprintCost(line, 'outside', 'c')).toBe(5);
    expect(blueprintCost(line, 'a', 'c')).toBe(2);
    expect(blueprintCost(line, 'a', 'b')).toBe(1);
  });

  it('TV-COT-FORE-8-d: a new zone N between Outside and C: open barriers, known to the crew (Ambush allowed), Hidden 15 to NPCs', () => {
    const world = open(line, [ruth({ foresight: 7 })]);
    const after = play(world, {
      type: 'heist/blueprint',
      spender: id('ruth'),
      between: ['outside', 'c'],
      zoneId: 'n',
      name: 'Tunnel',
      barrierIds: ['n1', 'n2'],
    });
    expect(after.events[0]).toMatchObject({ type: 'heist/foresight-spent', amount: 5, scheme: 'blueprint' });
    expect(after.state.spot.zones.n).toMatchObject({ hidden: 15 });
    expect(after.ctx.spots.bank!.knowledge.zones.n).toBe('blueprint');
    expect(after.state.spot.barriers.n1!.securities).toEqual([]);
    expect(after.state.drop.zones.map((z) => z.id)).toContain('n');
    const ambushed = play(after, {
      type: 'heist/ambush',
      spender: id('ruth'),
      character: id('ruth'),
      to: 'n',
    });
    expect(ambushed.events[0]).toMatchObject({ amount: 1 });
  });

  it('refuses with the shortfall named: "Ruth has 2 Foresight; a Blueprint from the edge costs 3"', () => {
    const world = open(chain('bank', ['a'], [known(['a'])]), [{ ...ruth({ foresight: 2 }), name: 'Ruth' }]);
    expect(
      refuse(world, {
        type: 'heist/blueprint',
        spender: id('ruth'),
        between: ['outside', 'a'],
        zoneId: 'n',
        name: 'Tunnel',
        barrierIds: ['n1', 'n2'],
      }).message,
    ).toBe('Ruth has 2 Foresight; a Blueprint from the edge costs 3');
  });

  it('refuses an end the crew does not know', () => {
    const world = open(chain('bank', ['a', 'b']), [ruth({ foresight: 9 })]);
    expect(
      refuse(world, {
        type: 'heist/blueprint',
        spender: id('ruth'),
        between: ['a', 'b'],
        zoneId: 'n',
        name: 'Tunnel',
        barrierIds: ['n1', 'n2'],
      }).code,
    ).toBe('heist/unknown-end');
  });
});

describe('Switch (COT-FORE-9)', () => {
  it('TV-COT-FORE-9-a: 3 Foresight, Con total 12 vs 9 -> a new presented identity at once', () => {
    const world = open(chain('bank', ['a']), [ruth({ foresight: 3 })]);
    const after = play(
      world,
      {
        type: 'heist/switch',
        spender: id('ruth'),
        roller: id('ruth'),
        roll: { kind: 'disguise', identity: 'Countess', difficulty: 9 },
      },
      6,
      6,
      1,
      1,
    );
    expect(after.events[1]).toMatchObject({ type: 'heist/disguised', success: true, identity: 'Countess' });
    expect(after.ctx.characters[id('ruth')]).toMatchObject({ presentedIdentity: 'Countess', foresight: 0 });
  });

  it('rolls a Forgery as a plain roll against the difficulty', () => {
    const world = open(chain('bank', ['a']), [ruth({ foresight: 3 })]);
    const after = play(
      world,
      {
        type: 'heist/switch',
        spender: id('ruth'),
        roller: id('ruth'),
        roll: { kind: 'forgery', purpose: 'a pass', difficulty: 9 },
      },
      6,
      3,
      1,
    );
    expect(after.events[1]).toMatchObject({ type: 'heist/skill-rolled', skill: 'forgery', success: true });
  });
});

describe('words the GM names a scheme with (issue 20: a Blueprint passage, a disguise)', () => {
  const line = chain('bank', ['a', 'b', 'c'], [known(['a', 'b', 'c'])]);
  it('COT-FORE-8: the Blueprint offers its passage’s name, and the name typed is the zone’s', () => {
    const world = open(line, [ruth({ foresight: 7 })]);
    const view = heistEngine.view(world.ctx, world.state, 'ruth').find((a) => a.action === 'blueprint')!;
    const option = view.options.find((o) => o.command.type === 'heist/blueprint')!;
    expect(option.texts).toEqual([
      { path: 'name', label: 'Name of the passage', max: spotLimits.nameMax, optional: false },
    ]);
    const after = play(world, commandWithTexts(option, { name: 'The old coal chute' }));
    const zone = (option.command as { zoneId: string }).zoneId;
    expect(after.state.spot.zones[zone]!.name).toBe('The old coal chute');
    expect(refuse(world, commandWithTexts(option, { name: '   ' })).message).toMatch(/name/i);
  });

  it('COT-FORE-9: a Switch disguise offers who it passes for; a Forgery what it is', () => {
    const world = open(line, [ruth({ foresight: 7 })]);
    const view = heistEngine.view(world.ctx, world.state, 'ruth').find((a) => a.action === 'switch')!;
    const texts = view.options.map((o) => o.texts?.map((t) => t.path));
    expect(texts).toEqual([['roll.identity'], ['roll.purpose']]);
    const disguise = commandWithTexts(view.options[0]!, { 'roll.identity': 'the night porter' });
    expect(disguise).toMatchObject({ roll: { kind: 'disguise', identity: 'the night porter' } });
  });
});

describe('what each scheme option costs (issue 20: scheme lists show their Foresight)', () => {
  it('an Ambush, a Blueprint and a Cache cost what playing them spends; Secrets and a Switch their scheme’s price', () => {
    const spot = chain('bank', ['a', 'b', 'c'], [known(['a', 'b', 'c'])]);
    const world = play(open(spot, [ruth({ foresight: 9 }), crew('kit')], { resources: 3 }), {
      type: 'heist/place',
      character: id('ruth'),
      to: 'a',
    });
    const views = heistEngine.view(world.ctx, world.state, 'ruth');
    const options = (key: string) => views.find((v) => v.action === key)?.options ?? [];
    let checked = 0;
    for (const key of ['ambush', 'blueprint', 'cache']) {
      for (const option of options(key)) {
        const after = play(world, option.command);
        const spent = after.events.flatMap((e) => (e.type === 'heist/foresight-spent' ? [e.amount] : []));
        expect(option.cost?.foresight, `${key}: ${option.label}`).toBe(spent.reduce((a, b) => a + b, 0));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(options('cache')[0]?.cost).toEqual({ foresight: 1, resources: 1, reputation: 0 });
    expect(options('secrets').length).toBeGreaterThan(0);
    for (const option of options('secrets')) expect(option.cost?.foresight).toBe(3); // COT-FORE-6
  });
});
