import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import { accepted, settings, sheet, table, vest, w } from './support.ts';

/** Resupply at the next Prep stage (BRG-D-49). */

/** A character's record after a fight, with its firearms' reloads and counters. */
function after(character: ReturnType<typeof sheet>, ammo: Record<string, [number, number]>) {
  const record = accepted(bridge.modelOf(character, settings, table)).record;
  return {
    ...record,
    firearms: record.firearms.map((f) => ({
      ...f,
      reloads: ammo[f.weapon]![0],
      counters: ammo[f.weapon]![1],
    })),
  };
}

describe('resupplied (BRG-D-49)', () => {
  it("TV-BRG-D-49-a: Tony's Tommy gun 0 reloads 3 counters, Revolver 0 reloads 1 counter; Sal's Rifle 3 reloads (1 bought) 1 counter, no dynamite left -> Tommy gun 2 reloads 0 counters; Revolver 1 reload 0 counters; Rifle 3 reloads 0 counters; no dynamite", () => {
    const tony = sheet('Big Tony', { muscle: 4, shooting: 2, weapons: [w.tommy, w.revolver], armour: vest });
    const tonyAfter = bridge.resupplied(
      after(tony, { [w.tommy]: [0, 3], [w.revolver]: [0, 1] }),
      tony,
      table,
    );
    expect(tonyAfter.record.firearms.map((f) => [f.weapon, f.reloads, f.counters])).toEqual([
      [w.tommy, 2, 0],
      [w.revolver, 1, 0],
    ]);
    expect(tonyAfter.lines).toEqual([
      `Big Tony resupplied: ${w.tommy} 2 reloads, 0 counters and Revolver 1 reload, 0 counters (BRG-D-49)`,
    ]);
    const sal = sheet('Sal', { muscle: 3, shooting: 2, weapons: [w.rifle] });
    const salAfter = bridge.resupplied(after(sal, { [w.rifle]: [3, 1] }), sal, table);
    expect(salAfter.record.firearms.map((f) => [f.reloads, f.counters])).toEqual([[3, 0]]);
    expect(sal.weapons).toEqual([w.rifle]); // no dynamite comes back
  });

  it("TV-BRG-D-49-b: Ruth's only firearm, an Automatic pistol with 0 reloads and 1 counter -> 2 reloads, 0 counters", () => {
    const ruth = sheet('Ruth', { muscle: 2, shooting: 3, weapons: [w.pistol] });
    const done = bridge.resupplied(after(ruth, { [w.pistol]: [0, 1] }), ruth, table);
    expect(done.record.firearms.map((f) => [f.reloads, f.counters])).toEqual([[2, 0]]);
    expect(bridge.isDry(done.record.firearms[0]!)).toBe(false);
  });

  it('BRG-D-49: a broken weapon stays broken; a full record changes nothing; only `automatic` resupplies by itself', () => {
    const ruth = sheet('Ruth', { muscle: 2, shooting: 3, weapons: [w.pistol] });
    const spent = after(ruth, { [w.pistol]: [0, 1] });
    const record = { ...spent, firearms: spent.firearms.map((f) => ({ ...f, broken: true })) };
    const done = bridge.resupplied(record, ruth, table).record;
    expect(done.firearms).toEqual([{ ...record.firearms[0], reloads: 2, counters: 0, broken: true }]);
    expect(bridge.resupplied(done, ruth, table)).toEqual({ record: done, lines: [] });
    expect(bridge.resuppliesAtPrep(settings)).toBe(true);
    expect(bridge.resuppliesAtPrep({ bridgePrepResupply: 'on_request' })).toBe(false);
    expect(bridge.resuppliesAtPrep({ bridgePrepResupply: 'off' })).toBe(false);
  });
});
