import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import type { CotSettings } from '../../../../core/index.ts';
import { accepted, settings, sheet, table, w } from './support.ts';
import {
  changesOf,
  converted,
  e2eCampaign,
  e2eFight,
  e2eLink,
  fightOf,
  linked,
  modelEnd,
  ruthSheet,
  sheets,
  tonySheet,
} from './writeback-support.ts';

/** Noise, discovery and Heat from a fight (BRG-D-28, D-29, D-32, D-37, D-47). */

const quiet: bridge.FightNoise = {
  fired: false,
  grenades: false,
  explosivesBypass: false,
  vehicleExploded: false,
  melee: false,
};
const ids = (proposal: bridge.WriteBackProposal, prefix: string) =>
  proposal.lines.filter((line) => line.id.startsWith(prefix)).map((line) => line.id);
const propose = (
  fight: bridge.FightResult,
  link = e2eLink(),
  campaign = e2eCampaign(),
  at: CotSettings = table,
) => accepted(bridge.writeBackProposal(fight, link, campaign, at));

/** Big Tony and Vera kill G1 and G2 with knives (TV-BRG-D-47-a); `g2` changes G2's end. */
function knifeFight(g2: Partial<bridge.ModelResult> = { killed: 4 }) {
  const vera = sheet('Vera', { muscle: 3, handToHand: 3, weapons: ['Knife, razor'] });
  const fight = fightOf(
    [
      modelEnd('tony', 'crew', converted(tonySheet).profile),
      modelEnd('vera', 'crew', converted(vera).profile),
      modelEnd('g1', 'guards', converted(sheets.g1!).profile, { killed: 3 }),
      modelEnd('g2', 'guards', converted(sheets.g2!).profile, g2),
    ],
    { rounds: { begun: 3, finished: 3 }, noise: { ...quiet, melee: true } },
  );
  const link = e2eLink({
    models: {
      tony: linked(tonySheet, 'crew'),
      vera: linked(vera, 'crew'),
      g1: linked(sheets.g1!, 'other'),
      g2: linked(sheets.g2!, 'other'),
    },
  });
  const campaign = e2eCampaign({
    characters: { ...e2eCampaign().characters, [vera.id]: vera },
    spot: { ...e2eCampaign().spot!, guards: { ...e2eCampaign().spot!.guards } },
  });
  return { fight, link, campaign };
}

describe('noise (BRG-D-28)', () => {
  it('TV-BRG-D-28-a: one pistol shot fired during the skirmish -> every guard in the Spot Aware', () => {
    const proposal = propose(e2eFight());
    expect(ids(proposal, 'aware:')).toEqual(['aware:g3', 'aware:g4', 'aware:g5', 'aware:g6']); // G1 Dead, G2 already Aware
  });

  it('TV-BRG-D-28-b: no shot fired; the crew car crashes into a wall and explodes -> every guard Aware, the crew on the table Discovered, Heat +1 (the vehicle)', () => {
    const proposal = propose(e2eFight({ noise: { ...quiet, vehicleExploded: true } }));
    expect(ids(proposal, 'aware:')).toEqual(['aware:g3', 'aware:g4', 'aware:g5', 'aware:g6']);
    expect(ids(proposal, 'discovered:')).toEqual(['discovered:tony']); // Ruth already was
    expect(changesOf(proposal).heat).toEqual({ kind: 'heat', before: 3, delta: 1 });
    expect(proposal.lines.find((line) => line.id === 'heat')!.text).toBe(
      'Heat 3 → 4 (+1 a vehicle exploded; BRG-D-29)',
    );
  });

  it('TV-BRG-D-28-c: zone_and_adjacent, one shot in the Loading bay -> guards in the Loading bay, Street, Office and Vault corridor Aware, G5 in the Vault not; Ruth and Tony Discovered', () => {
    const link = e2eLink({
      models: { ...e2eLink().models, ruth: linked(ruthSheet, 'crew'), g2: linked(sheets.g2!, 'other') },
    });
    const proposal = propose(e2eFight(), link, e2eCampaign(), {
      ...table,
      skirmishNoiseRadius: 'zone_and_adjacent',
    });
    expect(ids(proposal, 'aware:')).toEqual(['aware:g2', 'aware:g3', 'aware:g4', 'aware:g6']);
    expect(ids(proposal, 'discovered:')).toEqual(['discovered:ruth', 'discovered:tony']);
  });

  it('BRG-D-28: an Unconscious guard off the table hears nothing, and a Dead one is not alerted', () => {
    const dead = { ...sheets.g5!, condition: { state: 'dead' as const } };
    const campaign = e2eCampaign({
      characters: { ...e2eCampaign().characters, [dead.id]: dead },
      unconscious: [sheets.g6!.id],
    });
    expect(ids(propose(e2eFight(), e2eLink(), campaign), 'aware:')).toEqual(['aware:g3', 'aware:g4']);
  });

  it('TV-BRG-D-37-a: Ruth tries Lock 12 and rolls a catastrophe, no shot fired -> Ruth Discovered, every guard in the Loading bay and the Vault corridor Aware, G4 included', () => {
    const link = e2eLink({ models: { ...e2eLink().models, ruth: linked(ruthSheet, 'crew') } });
    const fight = e2eFight({
      noise: quiet,
      bypasses: [{ barrier: 'bay-corridor', security: 'lock', model: 'ruth', catastrophe: true }],
    });
    const proposal = propose(fight, link);
    expect(ids(proposal, 'aware:')).toEqual(['aware:g4']); // G1 and G2 were on the table, Aware already
    // Ruth rolled the catastrophe; G2 survived and saw both (BRG-D-47)
    expect(ids(proposal, 'discovered:')).toEqual(['discovered:ruth', 'discovered:tony']);
    expect(proposal.lines.find((line) => line.id === 'discovered:ruth')!.decisions).toEqual([
      'BRG-D-47',
      'BRG-D-37',
    ]);
    expect(ids(proposal, 'security:')).toEqual([]); // the Security holds
  });

  it('BRG-D-36: a Security bypassed on the table is written back bypassed, once', () => {
    const fight = e2eFight({
      bypasses: [
        { barrier: 'bay-corridor', security: 'lock', model: 'ruth', catastrophe: false },
        { barrier: 'bay-corridor', security: 'lock', model: 'tony', catastrophe: false },
      ],
    });
    expect(changesOf(propose(fight))['security:bay-corridor:lock']).toEqual({
      kind: 'security',
      barrier: 'bay-corridor',
      security: 'lock',
    });
  });
});

describe('melee-only fights (BRG-D-47, D-32)', () => {
  it('TV-BRG-D-47-a: Big Tony and Vera kill G1 and G2 with knives, no shot -> no witness, nobody Discovered; G3, G4 and G6 Aware, G5 not; Heat +0', () => {
    const { fight, link, campaign } = knifeFight();
    const proposal = propose(fight, link, campaign);
    expect(ids(proposal, 'witnessed:')).toEqual([]);
    expect(ids(proposal, 'discovered:')).toEqual([]);
    expect(ids(proposal, 'aware:')).toEqual(['aware:g3', 'aware:g4', 'aware:g6']);
    expect(changesOf(proposal).heat).toBeUndefined();
  });

  it('TV-BRG-D-47-b: the same, but G2 survives Stunned -> G2 witnessed "Big Tony" and "Vera" -> both Discovered', () => {
    const { fight, link, campaign } = knifeFight({ stunned: true });
    const proposal = propose(fight, link, campaign);
    expect(changesOf(proposal)['witnessed:g2']).toMatchObject({ identities: ['Big Tony', 'Vera'] });
    expect(ids(proposal, 'discovered:')).toEqual(['discovered:tony', 'discovered:vera']);
    expect(proposal.lines.find((line) => line.id === 'discovered:vera')!.decisions).toEqual(['BRG-D-47']);
  });

  it('BRG-D-47: bridge_melee_discovers = all_on_table -> every crew member on the table Discovered, witnessed or not', () => {
    const { fight, link, campaign } = knifeFight();
    const proposal = propose(fight, link, campaign, { ...table, bridgeMeleeDiscovers: 'all_on_table' });
    expect(ids(proposal, 'discovered:')).toEqual(['discovered:tony', 'discovered:vera']);
  });

  it('TV-BRG-D-32-c: knife fight only; G2 Calls for Help in round 2 -> G3, G4 and G6 Aware, and G5 +3 Awareness', () => {
    const { fight, link, campaign } = knifeFight({ stunned: true });
    const proposal = propose({ ...fight, calls: [{ model: 'g2', round: 2 }] }, link, campaign);
    expect(ids(proposal, 'aware:')).toEqual(['aware:g2', 'aware:g3', 'aware:g4', 'aware:g6']);
    expect(changesOf(proposal)['awareness:g5']).toEqual({
      kind: 'awareness',
      character: 'g5',
      before: 0,
      bonus: 3,
    });
  });

  it('BRG-D-28: a fight without any attack alerts nobody beyond the NPCs on the table', () => {
    const { fight, link, campaign } = knifeFight({ stunned: false, killed: null });
    const proposal = propose(
      { ...fight, noise: quiet, models: { ...fight.models, g1: { ...fight.models.g1!, killed: null } } },
      link,
      campaign,
    );
    expect(ids(proposal, 'aware:')).toEqual(['aware:g1', 'aware:g2']);
  });
});

describe('Heat (BRG-D-29)', () => {
  const heat = (noise: Partial<bridge.FightNoise>, crewOnTable: boolean, killed: bridge.Category[]) =>
    bridge.heatOf({ ...quiet, ...noise }, crewOnTable, killed, settings);

  it('TV-BRG-D-29-a: shots fired, one police officer killed, no vehicles -> Heat +2', () => {
    expect(heat({ fired: true }, true, ['police'])).toEqual({
      delta: 2,
      reasons: ['+1 gunfire', '+1 police officer killed'],
    });
  });

  it('TV-BRG-D-29-b: only melee, nobody killed -> Heat +0', () => {
    expect(heat({ melee: true }, true, []).delta).toBe(0);
  });

  it('TV-BRG-D-29-c: killed_outcome = dying; shots fired, a police officer killed on the table (Wounded 7 days and Unconscious in COT) -> Heat +2', () => {
    const officer = sheet('Kowalski', { kind: 'npc', muscle: 3, shooting: 2, weapons: [w.revolver] });
    const fight = e2eFight();
    const withOfficer = {
      ...fight,
      models: { ...fight.models, kow: modelEnd('kow', 'guards', converted(officer).profile, { killed: 6 }) },
    };
    const link = e2eLink({ models: { ...e2eLink().models, kow: linked(officer, 'police') } });
    const campaign = e2eCampaign({ characters: { ...e2eCampaign().characters, [officer.id]: officer } });
    const proposal = propose(withOfficer, link, campaign, { ...table, killedOutcome: 'dying' });
    const changes = changesOf(proposal);
    expect(changes['health:kowalski']).toMatchObject({
      condition: { state: 'wounded', recoveryDays: 7 },
      unconscious: true,
    });
    expect(changes.heat).toEqual({ kind: 'heat', before: 3, delta: 2 });
  });

  it('TV-BRG-D-29-d: two NPC gangs shoot it out with no crew model on the table, one gang member killed -> Heat +0', () => {
    expect(heat({ fired: true }, false, ['other']).delta).toBe(0);
  });

  it('BRG-D-29: skirmish_heat_table sets what each row costs', () => {
    const costly = {
      ...settings,
      skirmishHeatTable: { gunfire: '2', killed: '3', vehicleExploded: '0' },
    } as const;
    expect(
      bridge.heatOf({ ...quiet, fired: true, vehicleExploded: true }, true, ['civilian'], costly),
    ).toEqual({
      delta: 5,
      reasons: ['+2 gunfire', '+3 civilian killed'],
    });
  });
});
