import { describe, expect, it } from 'vitest';
import { bridge, defaultSettings, keepHighest, withDefaults } from '../../../../core/index.ts';
import type { Spot } from '../../../../core/index.ts';
import {
  barrier,
  example,
  heistAt,
  id,
  modelFor,
  proposed,
  sheets as sheetsOf,
  warehouse,
  zone,
} from './fight-support.ts';
import { settings, sheet, table } from './support.ts';

/** The table a COT zone becomes (bridge.md §4, §5A "The table"). */

const fightIn = (
  spot: Spot,
  people = example(),
  change: Partial<bridge.FightSituation> = {},
  at = settings,
) =>
  proposed(
    bridge.bridgedFight(
      { heist: heistAt(spot, people), sheets: sheetsOf(), origin: { kind: 'heist', zone: 'bay' }, ...change },
      at,
      table,
    ),
  );

const exitsOf = (proposal: bridge.FightProposal) =>
  proposal.table.exits.map((exit) => [exit.name, exit.state, exit.users, exit.shown]);

describe('bridgedFight: exits (BRG-D-2, D-20, D-36)', () => {
  it('TV-BRG-D-2-a: fight in "Loading bay" with barriers to "Street" (open) and "Vault corridor" (Lock 12) -> an open exit "Street" and a locked door "Vault corridor"', () => {
    const proposal = fightIn(warehouse());
    const exits = Object.fromEntries(proposal.table.exits.map((exit) => [exit.name, exit]));
    expect(exits['Street']).toMatchObject({ state: 'open', users: 'everyone', leadsTo: 'street' });
    expect(exits['Vault corridor']).toMatchObject({
      state: 'locked',
      door: true,
      words: 'a locked door (Lock 12)',
    });
    expect(exits['Vault corridor']!.securities).toEqual([
      { id: 'lock-12', tag: 'lock', score: 12, bypassed: false, skills: ['lockpicking'], checkModifier: -1 },
    ]);
  });

  it('TV-BRG-D-2-b: fight in "Street" with Outside (open), "Loading bay" (Lock 14, bypassed earlier) and the Blueprint zone "Tunnel" -> Outside open, Loading bay open, Tunnel open and crew only; G6 trying to leave by Tunnel -> rejected', () => {
    const base = warehouse();
    const spot = warehouse({
      zones: { ...base.zones, tunnel: zone('tunnel', 'Tunnel', { hidden: 9 }) },
      barriers: {
        ...base.barriers,
        'b-street': barrier(
          'b-street',
          ['street', 'bay'],
          [{ id: 'lock-14', tag: 'lock', score: 14, bypassed: true }],
        ),
        'b-tunnel': barrier('b-tunnel', ['street', 'tunnel']),
      },
      knowledge: { ...base.knowledge, zones: { ...base.knowledge.zones, tunnel: 'blueprint' } },
    });
    const people = [
      { id: id.ruth, zone: 'street' },
      { id: id.g6, zone: 'street' },
    ];
    const proposal = fightIn(spot, people, { origin: { kind: 'heist', zone: 'street' } });
    expect(exitsOf(proposal)).toEqual([
      ['Outside', 'open', 'everyone', true],
      ['Loading bay', 'open', 'everyone', true],
      ['Tunnel', 'open', 'crew', true],
    ]);
    const tunnel = proposal.table.exits.find((exit) => exit.name === 'Tunnel')!;
    expect(bridge.exitProblem(tunnel, { name: 'G6', crew: false })).toMatch(
      /Only the crew knows the way through "Tunnel"/,
    );
    expect(bridge.exitProblem(tunnel, { name: 'Ruth', crew: true })).toBeNull();
  });

  it('TV-BRG-D-2-c: the zone also borders a Hidden zone "Cellar" the crew has not found -> exit "Cellar", not shown to the players, NPCs only', () => {
    const base = warehouse();
    const spot = warehouse({
      zones: { ...base.zones, cellar: zone('cellar', 'Cellar', { hidden: 12 }) },
      barriers: { ...base.barriers, 'b-cellar': barrier('b-cellar', ['bay', 'cellar']) },
    });
    const cellar = fightIn(spot).table.exits.find((exit) => exit.name === 'Cellar')!;
    expect(cellar).toMatchObject({ users: 'npcs', shown: false, state: 'open' });
    expect(bridge.exitProblem(cellar, { name: 'Ruth', crew: true })).toMatch(/does not know/);
    expect(bridge.exitLine(cellar)).toBe('"Cellar": open, NPCs only, not shown to the players (BRG-D-2)');
  });

  it('BRG-D-36: Height and Structure are not doors: blocked until bypassed, no opening Use', () => {
    const base = warehouse();
    const spot = warehouse({
      barriers: {
        ...base.barriers,
        'b-office': barrier(
          'b-office',
          ['bay', 'office'],
          [{ id: 'h', tag: 'height', score: 10, bypassed: false }],
        ),
      },
    });
    const office = fightIn(spot).table.exits.find((exit) => exit.name === 'Office')!;
    expect(office).toMatchObject({ state: 'blocked', door: false, words: 'Height 10 to bypass, no door' });
  });
});

const cage = (): bridge.Way => {
  const spot = warehouse({
    barriers: {
      ...warehouse().barriers,
      'b-office': barrier(
        'b-office',
        ['bay', 'office'],
        [
          { id: 'lock', tag: 'lock', score: 12, bypassed: false },
          { id: 'height', tag: 'height', score: 10, bypassed: false },
        ],
      ),
    },
  });
  return fightIn(spot).table.exits.find((exit) => exit.name === 'Office')!;
};

const way = <W extends bridge.Way>(attempt: bridge.BypassAttempt<W> | { ok: false; message: string }): W => {
  if ('ok' in attempt) throw new Error(attempt.message);
  return attempt.way;
};

describe('doors on the table (BRG-D-20, D-36, D-37)', () => {
  it('TV-BRG-D-20-a: Fingers 3, Lockpicking 2, Lock 12, one Use with total 13 -> door unlocked; a second Use opens it', () => {
    const door = fightIn(warehouse()).table.exits.find((exit) => exit.name === 'Vault corridor')!;
    const roll = keepHighest({ rolled: 5, kept: 3 }, [6, 4, 3, 2, 1]);
    const unlocked = way(bridge.bypassOnTable(door, 'lock-12', roll, table));
    expect(unlocked.state).toBe('closed');
    expect(bridge.usesToOpen(unlocked)).toBe(1);
    const opened = bridge.openDoor(unlocked);
    expect(opened).toMatchObject({ state: 'open' });
  });

  it('TV-BRG-D-20-b: a HEIST-only model (skill 5) at Lock 12 -> skill check at −1 (effective 4)', () => {
    expect(bridge.bypassCheckModifier(12)).toBe(-1);
    expect(bridge.heistOnlyCheck(5, bridge.bypassCheckModifier(12), 4)).toEqual({
      roll: 4,
      effective: 4,
      passed: true,
    });
    expect(bridge.heistOnlyCheck(5, bridge.bypassCheckModifier(12), 5).passed).toBe(false);
    expect([9, 11, 15].map(bridge.bypassCheckModifier)).toEqual([0, 0, -2]);
  });

  it('TV-BRG-D-36-a: "Cage" with Lock 12 and Height 10: Ruth 13 bypasses the Lock (door still closed), Big Tony 15 the Height, Ruth\'s Use opens it -> usable after 3 Uses', () => {
    const start = cage();
    expect(bridge.usesToOpen(start)).toBe(3);
    const lockDone = way(
      bridge.bypassOnTable(start, 'lock', keepHighest({ rolled: 5, kept: 3 }, [6, 4, 3, 2, 1]), table),
    );
    expect(lockDone.state).toBe('blocked');
    expect(bridge.exitProblem(lockDone as bridge.Exit, { name: 'Ruth', crew: true })).toMatch(
      /Height 10 to bypass, then a door/,
    );
    const heightDone = way(
      bridge.bypassOnTable(
        lockDone,
        'height',
        keepHighest({ rolled: 6, kept: 4 }, [5, 4, 3, 3, 2, 1]),
        table,
      ),
    );
    expect(heightDone.state).toBe('closed');
    expect(bridge.openDoor(heightDone)).toMatchObject({ state: 'open' });
  });

  it('TV-BRG-D-36-b: "Yard" with Height 10 only: Big Tony 10 -> bypassed, usable at once, no opening Use', () => {
    const base = warehouse();
    const spot = warehouse({
      barriers: {
        ...base.barriers,
        'b-office': barrier(
          'b-office',
          ['bay', 'office'],
          [{ id: 'height', tag: 'height', score: 10, bypassed: false }],
        ),
      },
    });
    const yard = fightIn(spot).table.exits.find((exit) => exit.name === 'Office')!;
    expect(bridge.usesToOpen(yard)).toBe(1);
    const done = way(
      bridge.bypassOnTable(yard, 'height', keepHighest({ rolled: 6, kept: 4 }, [4, 3, 2, 1, 1, 1]), table),
    );
    expect(done.state).toBe('open');
    expect(bridge.openDoor(done)).toMatchObject({ ok: false, code: 'bridge/not-closed' });
  });

  it('TV-BRG-D-37-a: Ruth tries Lock 12 with 5k3 [1,1,1,1,1] -> total 3, catastrophe: door still locked; loud, Ruth Discovered and the guards of both zones Aware', () => {
    const door = fightIn(warehouse()).table.exits.find((exit) => exit.name === 'Vault corridor')!;
    const attempt = bridge.bypassOnTable(
      door,
      'lock-12',
      keepHighest({ rolled: 5, kept: 3 }, [1, 1, 1, 1, 1]),
      table,
    );
    expect(attempt).toMatchObject({ success: false, catastrophe: true, way: { state: 'locked' } });
    expect(bridge.tableCatastrophe('bypass', table)).toMatchObject({
      loud: true,
      discovers: true,
      alerts: true,
      complication: false,
    });
    expect(bridge.tableCatastrophe('bypass', table).words).toMatch(/both zones of the barrier/);
    const narrative = withDefaults({
      ...defaultSettings,
      catastropheEffects: { ...defaultSettings.catastropheEffects, heist: 'narrative_only' },
    });
    expect(bridge.tableCatastrophe('bypass', narrative)).toMatchObject({
      loud: false,
      discovers: false,
      alerts: false,
    });
  });

  it("TV-BRG-D-37-b: G2's Break free 3k2 [1,1,1] -> fails; no other automatic effect", () => {
    expect(keepHighest({ rolled: 3, kept: 2 }, [1, 1, 1]).catastrophe).toBe(true);
    expect(bridge.tableCatastrophe('break-free', table)).toMatchObject({
      loud: false,
      discovers: false,
      alerts: false,
      complication: true,
    });
  });
});

describe('hazards (BRG-D-19)', () => {
  const ruth = () => {
    const base = sheet('Ruth', { muscle: 2 });
    return {
      ...base,
      abilities: { ...base.abilities, fingers: 3 },
      skills: { ...base.skills, athletics: 1, catBurglary: 0 },
    };
  };

  it('TV-BRG-D-19-a: Ruth (Athletics 3k2, Cat Burglary 3k3) rolls her better pool 3k3 at D 9: [4,3,1] = 8 stops, [5,3,2] = 10 crosses', () => {
    expect(bridge.hazardPool(ruth())).toEqual({ skill: 'catBurglary', pool: { rolled: 3, kept: 3 } });
    expect(bridge.hazardCrossed(keepHighest({ rolled: 3, kept: 3 }, [4, 3, 1]), table)).toBe(false);
    expect(bridge.hazardCrossed(keepHighest({ rolled: 3, kept: 3 }, [5, 3, 2]), table)).toBe(true);
  });

  it('TV-BRG-D-19-b: a model without a COT sheet (skill 5) at the same stair -> skill check at 0: 5 crosses, 6 stops', () => {
    expect(bridge.heistOnlyCheck(5, 0, 5).passed).toBe(true);
    expect(bridge.heistOnlyCheck(5, 0, 6).passed).toBe(false);
  });

  it("BRG-D-19: a Hazardous, Noisy zone puts its tags on the table, the hazard at the table's difficulty", () => {
    const base = warehouse();
    const spot = warehouse({
      zones: { ...base.zones, bay: zone('bay', 'Loading bay', { hazardous: true, noisy: true }) },
    });
    const proposal = fightIn(spot);
    expect(proposal.table.hazard).toEqual({ zones: ['bay'], difficulty: 9 });
    expect(proposal.table.halves[0]!.tags.map((tag) => tag.tag)).toEqual(['hazardous', 'noisy']);
    expect(proposal.table.halves[0]!.tags[1]!.words).toBe('Noisy: no effect on the table (BRG-D-19)');
  });
});

describe('night and weather (BRG-D-42)', () => {
  it('TV-BRG-D-42-a: street at night under street lights, clear -> 16"', () => {
    expect(bridge.visibilityOf({ light: 'night-lit', weather: 'clear' }, settings)).toMatchObject({
      darkness: 16,
      weather: null,
      rating: 16,
    });
  });

  it('TV-BRG-D-42-b: the same street in heavy rain -> 12" (the worse of 16" and 12")', () => {
    const plan = bridge.visibilityOf({ light: 'night-lit', weather: 'rain-snow-light-fog' }, settings);
    expect(plan).toMatchObject({ darkness: 16, weather: 12, rating: 12 });
    expect(plan.words).toContain('the worse of 16" and 12"');
  });

  it('TV-BRG-D-42-c: indoor zone, nothing recorded -> no limited visibility', () => {
    expect(bridge.visibilityOf({ indoor: true }, settings)).toMatchObject({
      rating: null,
      darkness: null,
      weather: null,
    });
    expect(bridge.visibilityOf({ indoor: true }, { bridgeDefaultVisibility: 16 }).rating).toBeNull();
  });

  it('BRG-D-42: an outdoor scene that records nothing takes bridge_default_visibility; the proposal opens with it', () => {
    expect(bridge.visibilityOf(undefined, { bridgeDefaultVisibility: 8 })).toMatchObject({
      darkness: 8,
      rating: 8,
    });
    const proposal = fightIn(warehouse(), example(), {
      visibility: { light: 'moonlit', weather: 'heavy-fog' },
    });
    const scenario = bridge.scenarioOf(proposal);
    expect('setup' in scenario && scenario.setup.visibility).toEqual({ darkness: 8, weather: 8 });
  });
});

describe('a fight across a barrier (BRG-D-43)', () => {
  const people = [
    { id: id.ruth, zone: 'street' },
    { id: id.tony, zone: 'street' },
    { id: id.g1, zone: 'bay', aware: true },
    { id: id.g2, zone: 'bay', aware: true },
  ];
  const origin = { kind: 'heist', zone: 'street', participants: [id.ruth, id.tony, id.g1, id.g2] } as const;

  it('TV-BRG-D-43-a: the crew in the Street, G1 and G2 in the Loading bay, the plain barrier between -> one table: Street half (exit Outside), Loading bay half (Office, Vault corridor locked), an open gap', () => {
    const proposal = fightIn(warehouse(), people, { origin });
    expect(proposal.table.halves.map((half) => half.name)).toEqual(['Street', 'Loading bay']);
    expect(proposal.table.exits.map((exit) => [exit.from, exit.name, exit.state])).toEqual([
      ['street', 'Outside', 'open'],
      ['bay', 'Office', 'open'],
      ['bay', 'Vault corridor', 'locked'],
    ]);
    expect(proposal.table.gaps).toEqual([
      expect.objectContaining({
        barrier: 'b-street',
        between: ['street', 'bay'],
        state: 'open',
        words: 'an open gap',
      }),
    ]);
    expect([modelFor(proposal, id.ruth).half, modelFor(proposal, id.g2).half]).toEqual(['street', 'bay']);
  });

  it('BRG-D-43: with two-zone tables off the table is the Street and the guards come through their exit from the start', () => {
    const proposal = fightIn(warehouse(), people, { origin }, { ...settings, bridgeTwoZoneTables: false });
    expect(proposal.table.halves.map((half) => half.name)).toEqual(['Street']);
    const g1 = proposal.arrivals.find((arrival) => arrival.model.character === id.g1)!;
    expect(g1).toMatchObject({ kind: 'other-half', when: { after: 'start', round: 0 } });
    expect(proposal.table.exits.find((exit) => exit.id === g1.exit)!.name).toBe('Loading bay');
  });
});

describe('civilians (BRG-D-40)', () => {
  it('TV-BRG-D-40-a: a Crowded zone, default -> 4 civilians (2/3), side Civilians, last in every round', () => {
    const base = warehouse();
    const spot = warehouse({ zones: { ...base.zones, bay: zone('bay', 'Market hall', { crowded: true }) } });
    const proposal = fightIn(spot);
    const civilians = proposal.sides.at(-1)!;
    expect(civilians).toMatchObject({ label: 'Civilians', role: 'civilians' });
    const models = proposal.models.filter((model) => model.side === civilians.id);
    expect(models.map((model) => [model.profile.name, model.profile.actions, model.profile.skill])).toEqual([
      ['Civilian 1', 2, 3],
      ['Civilian 2', 2, 3],
      ['Civilian 3', 2, 3],
      ['Civilian 4', 2, 3],
    ]);
    expect(models.every((model) => model.profile.long === null && model.profile.sidearm === null)).toBe(true);
    expect(
      fightIn(spot, example(), { civilians: 2 }).models.filter((m) => m.category === 'civilian'),
    ).toHaveLength(2);
  });
});
