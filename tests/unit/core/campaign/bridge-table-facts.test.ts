import { describe, expect, it } from 'vitest';
import { tableFactsForm, tableFactsProblem } from '../../../../core/index.ts';
import type { LogEntry, bridge } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { bay, corridor, office, ruthSheet, street, tonySheet, vault } from '../bridge/writeback-support.ts';
import {
  fight,
  fightId,
  guards,
  heistId,
  people,
  propose,
  refused,
  stateOf,
  withFight,
} from './bridge-support.ts';
import { campaignWith, openHeist, play, warehouse } from './scene-support.ts';

/**
 * The table's facts the GM enters beside a bridged fight (bridge.md §7): the choices core gives (the fight's models,
 * crew and NPCs, the loot lying in its zone) and core's refusals of loot picked up, line of sight and holds
 * (BRG-D-44, D-46, D-48), in the view and in `bridge/propose`.
 */

/** The §6 campaign with a strongbox lying in the Loading bay and a ledger in the Office, then the fight. */
function withLoot(): LogEntry[] {
  const posts = [
    { guard: guards[0]!.id, zone: bay },
    { guard: guards[1]!.id, zone: bay },
    { guard: guards[2]!.id, zone: office },
    { guard: guards[3]!.id, zone: corridor },
    { guard: guards[4]!.id, zone: vault },
    { guard: guards[5]!.id, zone: street },
  ];
  let log = campaignWith('Bridge night', people, { zones: [bay, street, office, corridor, vault], posts });
  const loot = (lootId: string, name: string, zone: string) =>
    play(log, { type: 'spot/add-loot', spotId: warehouse, lootId, name, zone, value: 2 }, fixedDice());
  log = loot('box', 'Strongbox', bay);
  log = loot('ledger', 'Ledger', office);
  log = openHeist(log, heistId, people, [
    { character: ruthSheet.id, zone: bay },
    { character: tonySheet.id, zone: bay },
  ]);
  return withFight(log);
}

const problemOf = (log: readonly LogEntry[], table: bridge.TableFacts) =>
  tableFactsProblem(stateOf(log), fightId, table)?.message ?? null;

describe('tableFactsForm (bridge.md §7)', () => {
  it("offers the fight's models split into crew and NPCs, and only the loot lying in the fight's zone", () => {
    const form = tableFactsForm(stateOf(withLoot()), fightId)!;
    expect(form.crew.map((m) => m.id)).toEqual(['ruth', 'tony']);
    expect(form.npcs.map((m) => m.id)).toEqual(['g1', 'g2']);
    expect(form.loot).toEqual([{ id: 'box', name: 'Strongbox' }]);
  });
});

describe('tableFactsProblem (BRG-D-44, D-46, D-48)', () => {
  const box = { name: 'Strongbox', loot: 'box', carriedBy: 'ruth', fell: null };

  it('accepts loot of the zone, a named item, an NPC who saw a crew member and a hold by an enemy', () => {
    const log = withLoot();
    expect(
      problemOf(log, {
        loot: [box, { name: 'Brass key', loot: null, carriedBy: 'tony', fell: null }],
        sight: [['g1', 'ruth']],
        holds: [{ model: 'g2', by: 'tony', surrendered: true }],
      }),
    ).toBeNull();
  });

  it('BRG-D-46: refuses loot of another zone, loot picked up twice and a nameless item', () => {
    const log = withLoot();
    expect(problemOf(log, { loot: [{ ...box, name: 'Ledger', loot: 'ledger' }] })).toBe(
      '"Ledger" is no loot lying in the fight\'s zone',
    );
    expect(problemOf(log, { loot: [box, { ...box, carriedBy: 'tony' }] })).toBe(
      'Strongbox is picked up twice: one model ends with it',
    );
    expect(problemOf(log, { loot: [{ name: ' ', loot: null, carriedBy: 'ruth', fell: null }] })).toBe(
      'An item picked up needs a name (BRG-D-46)',
    );
  });

  it('BRG-D-48: refuses sight that does not pair an NPC with a crew member', () => {
    const log = withLoot();
    expect(problemOf(log, { sight: [['ruth', 'g1']] })).toMatch(
      /line of sight pairs an NPC with a crew member/,
    );
    expect(problemOf(log, { sight: [['g1', 'g2']] })).toMatch(/line of sight pairs an NPC/);
  });

  it('BRG-D-44: refuses a hold by an ally and a model held twice', () => {
    const log = withLoot();
    expect(problemOf(log, { holds: [{ model: 'g1', by: 'g2', surrendered: false }] })).toMatch(
      /cannot hold .*: a hold is by an enemy/,
    );
    expect(
      problemOf(log, {
        holds: [
          { model: 'g1', by: 'ruth', surrendered: false },
          { model: 'g1', by: 'tony', surrendered: true },
        ],
      }),
    ).toMatch(/is held twice/);
  });

  it('bridge/propose refuses the same facts, storing nothing', () => {
    let log = withLoot();
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'Over' });
    const before = log.length;
    const refusal = refused(log, propose(log, { table: { sight: [['ruth', 'g1']] } }));
    expect(refusal.code).toBe('bridge/table-facts');
    expect(log).toHaveLength(before);
  });
});
