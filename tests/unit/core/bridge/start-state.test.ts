import { describe, expect, it } from 'vitest';
import { bridge, characterId } from '../../../../core/index.ts';
import type { CharacterId, warfare } from '../../../../core/index.ts';
import {
  example,
  fightOf,
  fighter,
  heistAt,
  id,
  modelFor,
  proposed,
  sheets,
  warehouse,
} from './fight-support.ts';
import { settings, sheet, table, w } from './support.ts';

/** A participant's COT condition as its HEIST start, and the bonuses it carries in (BRG-D-16, D-17). */

/** Gang Warfare in the Loading bay switched to a skirmish, with these fighters (Ruth and Big Tony, G1 and G2). */
function switched(
  change: Partial<Record<'ruth' | 'tony' | 'g1' | 'g2', Partial<warfare.Fighter>>>,
  coverRolls: Readonly<Record<CharacterId, number>> = {},
  all = sheets(),
) {
  const fight = fightOf('bay', [
    fighter(all[id.ruth]!, 'crew', change.ruth),
    fighter(all[id.tony]!, 'crew', change.tony),
    fighter(all[id.g1]!, 'house', change.g1),
    fighter(all[id.g2]!, 'house', change.g2),
  ]);
  const state = heistAt(warehouse(), example({ aware: true }), all, {
    engaged: [id.ruth, id.tony, id.g1, id.g2],
  });
  return bridge.bridgedFight(
    { heist: state, sheets: all, origin: { kind: 'warfare', fight, coverRolls } },
    settings,
    table,
  );
}

describe('start states (BRG-D-16)', () => {
  it('TV-BRG-D-16-a: COT Wounded, Muscle 3, Shooting 2 -> (3/5) starting Wounded -> 2 effective actions', () => {
    const all = sheets();
    all[id.g1] = { ...all[id.g1]!, condition: { state: 'wounded', recoveryDays: 3 } };
    const proposal = proposed(switched({}, {}, all));
    const g1 = modelFor(proposal, id.g1);
    expect(g1.conversion!.profile).toMatchObject({ actions: 3, skill: 5 });
    expect(g1.start.wounded).toBe(true);
    expect(g1.words.changes).toContain('starts Wounded: one action fewer, a second wound kills (BRG-D-16)');
    // its 2 effective actions on the engine: scenario.test.ts
  });

  it('TV-BRG-D-16-b: mid-fight switch; rolled Cover 10 this scene, now Cover 4 -> starts Stunned; now Cover 6 -> starts unhurt', () => {
    const stunned = proposed(switched({ ruth: { coverScore: 4 } }, { [id.ruth]: 10 }));
    expect(modelFor(stunned, id.ruth).start).toMatchObject({ stunned: true, wounded: false });
    expect(modelFor(stunned, id.ruth).words.changes).toContain(
      'starts Stunned: Cover 4 is at most half its last Cover roll 10 (BRG-D-16)',
    );
    const fine = proposed(switched({ ruth: { coverScore: 6 } }, { [id.ruth]: 10 }));
    expect(modelFor(fine, id.ruth).start.stunned).toBe(false);
    expect(bridge.coverStuns({ current: 5, rolled: 10 })).toBe(true);
  });

  it('TV-BRG-D-16-e: Sal rolled Cover 12, Repositioned and re-rolled 8, now Cover 5 -> 5 > 8 / 2 -> starts unhurt', () => {
    const rolled = (total: number): warfare.WarfareEvent => ({
      type: 'warfare/cover-rolled',
      fighter: id.ruth,
      reason: 'reposition',
      check: {
        roller: id.ruth,
        basePool: { rolled: 4, kept: 2 },
        modifiers: [],
        pool: { rolled: 4, kept: 2 },
        roll: {
          pool: { rolled: 4, kept: 2 },
          faces: [],
          keptIndices: [],
          kept: [],
          total,
          catastrophe: false,
        },
      },
      coverBefore: 0,
      coverScore: total,
    });
    const rolls = bridge.lastCoverRolls([rolled(12), rolled(8)]);
    expect(rolls).toEqual({ [id.ruth]: 8 });
    const proposal = proposed(switched({ ruth: { coverScore: 5 } }, rolls));
    expect(modelFor(proposal, id.ruth).start.stunned).toBe(false);
  });

  it('BRG-D-16: an Unconscious fighter is placed Unconscious, never Stunned on top', () => {
    const proposal = proposed(switched({ g1: { unconscious: true, coverScore: 0 } }, { [id.g1]: 10 }));
    expect(modelFor(proposal, id.g1).start).toMatchObject({ unconscious: true, stunned: false });
    expect(modelFor(proposal, id.g1).half).toBe('bay');
  });

  it("BRG-D-16: a Restrained fighter starts held by its restrainer's model; a hold whose restrainer is gone ends", () => {
    const held = proposed(switched({ g2: { restrainedBy: id.tony } }));
    expect(modelFor(held, id.g2).start.restrainedBy).toBe(modelFor(held, id.tony).id);
    expect(modelFor(held, id.g2).words.changes.join(' ')).toContain('starts Restrained by Big Tony');
    const loose = proposed(switched({ g2: { restrainedBy: id.tony }, tony: { presence: 'left' } }));
    expect(modelFor(loose, id.g2).start.restrainedBy).toBeNull();
    expect(loose.notes).toContain('G2 is no longer held: the restrainer is not on the table (BRG-D-16)');
    expect(loose.absent).toContainEqual(
      expect.objectContaining({ character: id.tony, why: 'left the Gang Warfare (COT-WAR-11)' }),
    );
  });

  it('BRG-D-16: a Dead fighter is not placed', () => {
    const all = sheets();
    all[id.g2] = { ...all[id.g2]!, condition: { state: 'dead' } };
    const proposal = proposed(switched({}, {}, all));
    expect(proposal.models.some((model) => model.character === id.g2)).toBe(false);
    expect(proposal.absent).toContainEqual(
      expect.objectContaining({ character: id.g2, why: 'Dead: not placed (BRG-D-16)' }),
    );
  });

  it('BRG-D-44: a fighter who surrendered in the Gang Warfare starts surrendered', () => {
    const proposal = proposed(switched({ g1: { presence: 'surrendered' } }));
    expect(modelFor(proposal, id.g1).start.surrendered).toBe(true);
  });
});

describe('the start snapshot (bridge.md §7)', () => {
  it("keeps each person's state, Cover and most recent roll, the Heat and every Security as the fight starts", () => {
    const proposal = proposed(switched({ ruth: { coverScore: 4 } }, { [id.ruth]: 10 }));
    const ruth = proposal.snapshot.people.find((person) => person.character === id.ruth)!;
    expect(ruth).toMatchObject({ place: 'bay', category: 'crew', cover: { current: 4, rolled: 10 } });
    const g5 = proposal.snapshot.people.find((person) => person.character === id.g5)!;
    expect(g5).toMatchObject({ place: 'vault', category: 'guard', cover: null, aware: false });
    expect(proposal.snapshot.heat).toBe(0);
    expect(proposal.snapshot.securities).toEqual([
      { barrier: 'b-corridor', security: 'lock-12', bypassed: false },
      { barrier: 'b-vault', security: 'vault-15', bypassed: false },
    ]);
  });
});

describe('carried bonuses (BRG-D-17)', () => {
  const bolster = { rolled: 1, kept: 0, source: 'Bolster' };

  it('TV-BRG-D-17-a: a pending Bolster +1k0 -> +1 on one later skill check (Recover with skill 5 succeeds on 6)', () => {
    const proposal = proposed(
      bridge.bridgedFight(
        {
          heist: heistAt(warehouse(), example({ aware: true })),
          sheets: sheets(),
          origin: { kind: 'heist', zone: 'bay' },
          bonuses: { [id.ruth]: [bolster] },
        },
        settings,
        table,
      ),
    );
    const ruth = modelFor(proposal, id.ruth);
    expect(ruth.bonuses).toEqual({
      checks: 1,
      shifts: 0,
      from: [{ source: 'Bolster', modifier: '+1k0', checks: 1, shifts: 0 }],
    });
    expect(ruth.words.changes).toContain('Bolster +1k0: +1 on one skill check, once (BRG-D-17)');
    expect(bridge.heistOnlyCheck(5, ruth.bonuses.checks, 6).passed).toBe(true);
    expect(bridge.heistOnlyCheck(5, 0, 6).passed).toBe(false);
  });

  it('TV-BRG-D-17-d: Ruth carries two Bolsters (+1k0 each), both on one Recover (skill 5), roll 7 -> 7 ≤ 5 + 2 -> success', () => {
    const bonuses = bridge.carriedBonuses('Ruth', [bolster, bolster]);
    expect(bonuses).toMatchObject({ checks: 2, shifts: 0 });
    expect(bridge.heistOnlyCheck(5, 2, 7).passed).toBe(true);
  });

  it('BRG-D-17: +1k1 is one dice shift, +2k1 one check and one shift; a penalty is no bonus', () => {
    expect(
      bridge.carriedBonuses('Sal', [{ rolled: 1, kept: 1, source: 'Foresight Training' }]),
    ).toMatchObject({
      checks: 0,
      shifts: 1,
    });
    expect(bridge.carriedBonuses('Sal', [{ rolled: 2, kept: 1, source: 'Lean Onto' }])).toMatchObject({
      checks: 1,
      shifts: 1,
    });
    expect(bridge.carriedBonuses('Sal', [{ rolled: -1, kept: 0, source: 'GM' }])).toMatchObject({
      ok: false,
      code: 'bridge/bonus',
      message: "Sal's GM -1k0 is no bonus to carry into the fight (BRG-D-17)",
    });
  });

  it('BRG-D-17: a crew member brings its Foresight to spend on Training during the fight; NPCs none', () => {
    const all = sheets();
    all[id.ruth] = { ...all[id.ruth]!, foresight: 2 };
    const proposal = proposed(
      bridge.bridgedFight(
        { heist: heistAt(warehouse(), example(), all), sheets: all, origin: { kind: 'heist', zone: 'bay' } },
        settings,
        table,
      ),
    );
    expect(modelFor(proposal, id.ruth).foresight).toBe(2);
    expect(modelFor(proposal, id.g1).foresight).toBeNull();
  });
});

describe('words beside each model (bridge.md §7)', () => {
  it('shows the sheet it came from and what changed on the way', () => {
    const proposal = proposed(switched({}));
    const tony = modelFor(proposal, id.tony);
    expect(tony.words.sheet).toBe(
      'Big Tony (crew): Muscle 4, Shooting 2, Explosives 0, Hand to Hand 0, Resist 3; Submachine gun (Tommy gun) and Revolver; Steel vest, body armour; Healthy',
    );
    expect(tony.words.model).toBe(
      'Big Tony (4/6) Submachine gun w/2 reloads, Service revolver w/1 reload, body armor',
    );
    expect(tony.words.changes).toContain('Steel vest, body armour: body armor (BRG-D-9)');
    const g1 = modelFor(proposal, id.g1);
    expect(g1.words.sheet).toContain('score-only, Training 11');
    expect(g1.words.changes[0]).toContain('from Training 11 (BRG-D-6)');
  });

  it('names two models of one name apart (HST-MEAS-1)', () => {
    const all = sheets();
    const twin = characterId('g2');
    all[twin] = {
      ...sheet('G2', { kind: 'guard', muscle: 3, shooting: 2, weapons: [w.revolver] }),
      name: 'G1',
    };
    const proposal = proposed(switched({}, {}, all));
    expect([modelFor(proposal, id.g1).profile.name, modelFor(proposal, twin).profile.name]).toEqual([
      'G1',
      'G1 2',
    ]);
    expect(modelFor(proposal, twin).record!.model).toBe('G1 2');
  });
});
