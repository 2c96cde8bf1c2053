import { describe, expect, it } from 'vitest';
import { bridge, characterId, heist, seededDice, skirmish } from '../../../../core/index.ts';
import type { skirmish as Skirmish } from '../../../../core/index.ts';
import {
  example,
  fightOf,
  fighter,
  frozen,
  heistAt,
  id,
  modelFor,
  proposed,
  sheets,
  warehouse,
} from './fight-support.ts';
import { settings, table } from './support.ts';

/** The worked example as a proposal, opened as a real skirmish; overrides; bad input (bridge.md §4, §6, §7). */

/** TV-BRG-E2E-a: Ruth's Drop on G1 failed (no catastrophe), G1 Squared Up, no initiative rolled. */
function workedExample(change: Partial<bridge.FightSituation> = {}): bridge.FightSituation {
  const participants = [id.ruth, id.tony, id.g1, id.g2];
  const people = example({ aware: true }).map((at) => (at.id === id.ruth ? { ...at, discovered: true } : at));
  const base = warehouse();
  const spot = warehouse({
    barriers: { ...base.barriers, 'b-office': { ...base.barriers['b-office']!, securities: [] } },
  });
  return {
    heist: heistAt(spot, people, sheets(), {
      engaged: participants,
      breakouts: [{ kind: 'warfare', lead: id.g1, zone: 'bay', participants, firstRoundSide: null }],
    }),
    sheets: sheets(),
    origin: { kind: 'drop', target: id.g1, attacker: id.ruth },
    ...change,
  };
}

/** The skirmish opened from a set-up, and its state after the GM's corrections. */
function opened(scenario: bridge.BridgedScenario): Skirmish.SkirmishState {
  const started = skirmish.startSkirmish(scenario.setup, seededDice(7), skirmish.houseDeck);
  if (!started.ok) throw new Error(started.message);
  let state = skirmish.replaySkirmish(skirmish.openingEvents(started.events[0]!, seededDice(8), 0));
  for (const command of scenario.corrections) {
    const decided = skirmish.decideSkirmish(state, command, seededDice(9), 0);
    if (!decided.ok) throw new Error(decided.message);
    for (const event of decided.events) state = skirmish.applySkirmish(state, event);
  }
  return state;
}

const scenarioOf = (proposal: bridge.FightProposal): bridge.BridgedScenario => {
  const scenario = bridge.scenarioOf(proposal);
  if ('ok' in scenario) throw new Error(scenario.message);
  return scenario;
};

describe('the worked example (bridge.md §6)', () => {
  it('TV-BRG-E2E-a: Ruth (2/5), Big Tony (4/6), G1 and G2 (3/5) defensive; no surprise turn, the crew plays first; the Loading bay with Street and Office open and the Vault corridor locked (Lock 12); no deck, no pressure', () => {
    const proposal = proposed(bridge.bridgedFight(workedExample(), settings, table));
    expect([id.ruth, id.tony, id.g1, id.g2].map((who) => modelFor(proposal, who).words.model)).toEqual([
      'Ruth (2/5) Service pistol w/2 reloads',
      'Big Tony (4/6) Submachine gun w/2 reloads, Service revolver w/1 reload, body armor',
      'G1 (3/5) Service revolver w/2 reloads',
      'G2 (3/5) Service revolver w/2 reloads',
    ]);
    expect([modelFor(proposal, id.g1).stance, modelFor(proposal, id.g2).stance]).toEqual([
      'defensive',
      'defensive',
    ]);
    expect(proposal.surprise).toBeNull();
    expect(proposal.first).toMatchObject({
      rule: 'started',
      side: proposal.sides.find((side) => side.crew)!.id,
    });
    expect(proposal.table.exits.map((exit) => [exit.name, exit.state])).toEqual([
      ['Street', 'open'],
      ['Office', 'open'],
      ['Vault corridor', 'locked'],
    ]);
    expect(proposal.pressure.mode).toBe('off');
    expect(proposal.snapshot.people.find((person) => person.character === id.ruth)).toMatchObject({
      discovered: true,
      presentedIdentity: 'Ruth',
      category: 'crew',
    });
  });

  it("opens as a real skirmish: the engine accepts the set-up, the crew goes first, the guards' reserves and entry points are the bridge's", () => {
    const proposal = proposed(bridge.bridgedFight(workedExample(), settings, table));
    const scenario = scenarioOf(proposal);
    const state = opened(scenario);
    const crew = proposal.sides.find((side) => side.crew)!;
    const guards = proposal.sides.find((side) => side.cot === heist.houseSide)!;
    expect(state.turnOrder[0]).toBe(crew.id);
    expect(scenario.sides).toContainEqual({ id: crew.id, label: 'Crew', crew: true });
    expect(Object.values(state.models).filter((model) => model.presence.kind === 'table')).toHaveLength(4);
    expect(
      scenario.setup.sides.find((side) => side.id === guards.id)!.entryPoints!.map((p) => p.name),
    ).toEqual(['Street', 'Office', 'Vault corridor']);
    expect(scenario.setup.deck).toEqual([]);
    expect(scenario.setup.pressure).toBeUndefined();
    expect(scenario.unexpressed).toContain('Exit "Vault corridor": a locked door (Lock 12) (BRG-D-2)');
    expect(scenario.unexpressed.some((line) => line.startsWith('P1 answers gunfire'))).toBe(true);
  });

  it('TV-BRG-D-16-a on the engine: G1 Wounded (3/5) has 2 effective actions once the corrections are sent', () => {
    const situation = workedExample();
    const all = {
      ...situation.sheets,
      [id.g1]: { ...situation.sheets[id.g1]!, condition: { state: 'wounded', recoveryDays: 3 } },
    } as const;
    const proposal = proposed(bridge.bridgedFight({ ...situation, sheets: all }, settings, table));
    const scenario = scenarioOf(proposal);
    const g1 = modelFor(proposal, id.g1).id;
    expect(scenario.corrections).toContainEqual({
      type: 'skirmish/edit-model',
      model: g1,
      changes: { wounded: true },
    });
    const state = opened(scenario);
    expect(state.models[g1]!.wounded).toBe(true);
    expect(skirmish.effectiveOf(state, state.models[g1]!)).toBe(2);
  });

  it("BRG-D-16, D-25: a Stunned start and an earlier fight's ammo counters reach the engine as corrections", () => {
    const all = sheets();
    const fight = fightOf('bay', [
      fighter(all[id.ruth]!, 'crew', { coverScore: 3 }),
      fighter(all[id.tony]!, 'crew'),
      fighter(all[id.g1]!, 'house'),
    ]);
    const record: bridge.BridgeRecord = {
      character: id.ruth,
      model: 'Ruth',
      inputs: {
        formula: 'muscle_plus_shooting',
        muscle: 2,
        shooting: 3,
        explosives: 0,
        training: null,
        armourShare: 0,
      },
      heistSkillOverride: null,
      originalProfile: null,
      speedloaders: true,
      firearms: [
        { weapon: 'Automatic pistol', heist: 'Service pistol', reloads: 1, counters: 1, broken: false },
      ],
    };
    const proposal = proposed(
      bridge.bridgedFight(
        {
          heist: heistAt(warehouse(), example(), all, { engaged: [id.ruth, id.tony, id.g1] }),
          sheets: all,
          origin: { kind: 'warfare', fight, coverRolls: { [id.ruth]: 9 } },
          records: { [id.ruth]: record },
        },
        settings,
        table,
      ),
    );
    const ruth = modelFor(proposal, id.ruth);
    expect(ruth.counters.sidearm).toBe(1);
    const state = opened(scenarioOf(proposal));
    expect(state.models[ruth.id]!.stunned).toBe(true);
    expect(state.models[ruth.id]!.weapons.sidearm).toMatchObject({ counters: 1, reloads: 1 });
  });

  it('BRG-D-16, D-11: an Unconscious fighter and one Restrained by an enemy start so on the table, which plays the Strike', () => {
    const all = sheets();
    const fight = fightOf('bay', [
      fighter(all[id.ruth]!, 'crew', { unconscious: true }),
      fighter(all[id.tony]!, 'crew', { restrainedBy: id.g1 }),
      fighter(all[id.g1]!, 'house'),
    ]);
    const proposal = proposed(
      bridge.bridgedFight(
        {
          heist: heistAt(warehouse(), example(), all, { engaged: [id.ruth, id.tony, id.g1] }),
          sheets: all,
          origin: { kind: 'warfare', fight, coverRolls: {} },
        },
        settings,
        table,
      ),
    );
    const scenario = scenarioOf(proposal);
    expect(scenario.setup.bridge).toEqual({ melee: proposal.table.melee });
    const ruth = modelFor(proposal, id.ruth).id;
    const tony = modelFor(proposal, id.tony).id;
    const g1 = modelFor(proposal, id.g1).id;
    expect(scenario.unexpressed.filter((words) => /starts (Unconscious|Restrained)/.test(words))).toEqual([]);
    const state = opened(scenario);
    expect(state.models[ruth]!.unconscious).toBe(true);
    expect(state.models[tony]!.heldBy).toBe(g1);
    expect(state.scenario.bridge).toMatchObject({ melee: proposal.table.melee });
  });

  it('a vehicle of the Gang Warfare comes with its capacity, driver and the hits its lost Body gives (BRG-D-12, D-39)', () => {
    const all = sheets();
    const fight = {
      ...fightOf('bay', [fighter(all[id.ruth]!, 'crew'), fighter(all[id.g1]!, 'house')]),
      vehicles: [
        {
          id: 'Car (Ruth)',
          name: 'Car',
          body: 6,
          ramBonus: { rolled: 2, kept: 1 },
          driver: id.ruth,
          passengers: [],
          wrecked: false,
          stopped: false,
        },
      ],
    };
    const proposal = proposed(
      bridge.bridgedFight(
        {
          heist: heistAt(warehouse(), example(), all, { engaged: [id.ruth, id.g1] }),
          sheets: all,
          origin: { kind: 'warfare', fight, coverRolls: {} },
        },
        settings,
        table,
      ),
    );
    expect(proposal.vehicles[0]).toMatchObject({ cot: 'Car (Ruth)', driver: modelFor(proposal, id.ruth).id });
    expect(proposal.vehicles[0]!.vehicle).toMatchObject({ capacity: 5, hits: 2, undrivable: false });
    const scenario = scenarioOf(proposal);
    const state = opened(scenario);
    expect(state.vehicles['v1']).toMatchObject({ driver: modelFor(proposal, id.ruth).id, capacity: 5 });
    expect(scenario.unexpressed).toContain(proposal.vehicles[0]!.vehicle.line);
  });
});

describe("the GM's overrides (BRG-D-7, bridge.md §7)", () => {
  it('changes one model and keeps a skill the formula would not give back in its mapping record', () => {
    const proposal = proposed(bridge.bridgedFight(workedExample(), settings, table));
    const ruth = modelFor(proposal, id.ruth);
    const changed = bridge.overrideModel(proposal, { model: ruth.id, skill: 6, stance: 'defensive' });
    if ('ok' in changed) throw new Error(changed.message);
    const after = modelFor(changed, id.ruth);
    expect(after.profile.skill).toBe(6);
    expect(after.stance).toBe('defensive');
    expect(after.record!.heistSkillOverride).toBe(6);
    expect(after.override).toEqual({ model: ruth.id, skill: 6, stance: 'defensive' });
    expect(after.words.changes).toContain('the GM: skill 5 → 6 (kept in the mapping record, BRG-D-7)');
    expect(modelFor(proposal, id.ruth).profile.skill).toBe(5);
    const back = bridge.overrideModel(changed, { model: ruth.id, skill: 5 });
    if ('ok' in back) throw new Error(back.message);
    expect(modelFor(back, id.ruth).record!.heistSkillOverride).toBeNull();
    expect(modelFor(back, id.ruth).override).toEqual({ model: ruth.id, skill: 5, stance: 'defensive' });
    const opens = bridge.scenarioOf(changed);
    expect('setup' in opens && opens.setup.sides[0]!.models[0]).toMatchObject({ stance: 'defensive' });
  });

  it("the record's override brings the same skill back at the next conversion (round trip)", () => {
    const proposal = proposed(bridge.bridgedFight(workedExample(), settings, table));
    const changed = bridge.overrideModel(proposal, { model: modelFor(proposal, id.tony).id, skill: 8 });
    if ('ok' in changed) throw new Error(changed.message);
    const record = modelFor(changed, id.tony).record!;
    const again = proposed(
      bridge.bridgedFight(workedExample({ records: { [id.tony]: record } }), settings, table),
    );
    expect(modelFor(again, id.tony).profile.skill).toBe(8);
  });

  it("refuses a model the proposal does not have and values out of HEIST's ranges, naming them", () => {
    const proposal = proposed(bridge.bridgedFight(workedExample(), settings, table));
    expect(bridge.overrideModel(proposal, { model: 'nobody', skill: 5 })).toMatchObject({
      ok: false,
      message: 'The proposal has no model "nobody"',
    });
    const g1 = modelFor(proposal, id.g1).id;
    expect(bridge.overrideModel(proposal, { model: g1, actions: 6 })).toMatchObject({
      ok: false,
      message: 'G1: actions must be 1–5 (got 6)',
    });
    expect(bridge.overrideModel(proposal, { model: g1, skill: 0 })).toMatchObject({
      ok: false,
      code: 'bridge/override',
    });
  });
});

describe('bad input (bridgedFight)', () => {
  const reject = (situation: bridge.FightSituation, at = settings) =>
    bridge.bridgedFight(situation, at, table);

  it('refuses a zone the Spot does not have', () => {
    expect(reject(workedExample({ origin: { kind: 'heist', zone: 'roof' } }))).toMatchObject({
      ok: false,
      code: 'bridge/zone',
      message: '"roof" is not a zone of Harbour warehouse (BRG-D-2)',
    });
  });

  it('refuses a participant with no sheet, naming them', () => {
    const situation = workedExample();
    const { [id.g2]: _g2, ...rest } = situation.sheets;
    expect(reject({ ...situation, sheets: rest })).toMatchObject({
      ok: false,
      code: 'bridge/no-sheet',
      message: 'G2 has no character sheet to convert (COT-CHAR-5)',
    });
  });

  it('refuses a Dead character the GM names as a participant', () => {
    const situation = workedExample();
    const all = {
      ...situation.sheets,
      [id.g2]: { ...situation.sheets[id.g2]!, condition: { state: 'dead' } },
    } as const;
    const heistNow = heistAt(warehouse(), example(), all);
    expect(
      reject({
        heist: heistNow,
        sheets: all,
        origin: { kind: 'heist', zone: 'bay', participants: [id.ruth, id.g2] },
      }),
    ).toMatchObject({ ok: false, code: 'bridge/dead', message: 'G2 is Dead and cannot fight (COT-CHAR-6)' });
  });

  it('refuses a Gang Warfare already over, and a Heist already over', () => {
    const all = sheets();
    const fight = {
      ...fightOf('bay', [fighter(all[id.ruth]!, 'crew'), fighter(all[id.g1]!, 'house')]),
      ended: { winner: 'crew' },
    };
    expect(
      reject({
        heist: heistAt(warehouse(), example()),
        sheets: all,
        origin: { kind: 'warfare', fight, coverRolls: {} },
      }),
    ).toMatchObject({ ok: false, code: 'bridge/fight-over' });
    expect(reject({ ...workedExample(), heist: { ...workedExample().heist, ended: 'done' } })).toMatchObject({
      ok: false,
      code: 'bridge/heist-over',
    });
  });

  it('refuses a Drop whose target did not Square Up, a fight over three zones, and a fight with one side', () => {
    expect(
      reject(workedExample({ origin: { kind: 'drop', target: id.g2, attacker: id.ruth } })),
    ).toMatchObject({
      ok: false,
      code: 'bridge/no-square-up',
    });
    const spread = workedExample({
      origin: { kind: 'heist', zone: 'bay', participants: [id.ruth, id.g3, id.g6] },
    });
    expect(reject({ ...spread, heist: heistAt(warehouse(), example()) })).toMatchObject({
      ok: false,
      code: 'bridge/zones',
      message:
        'The fight spreads over Loading bay, Office and Street: play separate skirmishes, or pick two adjacent zones (BRG-D-43)',
    });
    const alone = heistAt(warehouse(), [{ id: id.ruth, zone: 'bay' }]);
    expect(
      reject(
        { heist: alone, sheets: sheets(), origin: { kind: 'heist', zone: 'bay' } },
        { ...settings, bridgePoliceResponse: 'off' },
      ),
    ).toMatchObject({ ok: false, code: 'bridge/one-side' });
  });

  it('refuses a number of civilians out of range (BRG-D-40)', () => {
    expect(reject(workedExample({ civilians: 2.5 }))).toMatchObject({
      ok: false,
      code: 'bridge/civilians',
      message: 'Civilians must be a whole number 0–50 (got 2.5, BRG-D-40)',
    });
  });

  it('never changes its inputs', () => {
    const situation = frozen(workedExample());
    const proposal = proposed(bridge.bridgedFight(situation, frozen({ ...settings }), table));
    frozen(proposal);
    expect(() => bridge.scenarioOf(proposal)).not.toThrow();
    expect(() => bridge.overrideModel(proposal, { model: proposal.models[0]!.id, skill: 7 })).not.toThrow();
    expect(characterId('ruth')).toBe(id.ruth);
  });
});
