import { describe, expect, it } from 'vitest';
import { bridge, characterId } from '../../../../core/index.ts';
import type { Character, CotSettings } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { accepted, model, settings, sheet, table, w } from './support.ts';
import {
  bay,
  changesOf,
  converted,
  corridor,
  e2eCampaign,
  e2eFight,
  e2eLink,
  fightOf,
  heistSpot,
  linked,
  modelEnd,
  office,
  ruthSheet,
  street,
  tonySheet,
  weapon,
  zone,
} from './writeback-support.ts';

/** The write-back proposal (BRG-D-46) and what it says of each character (BRG-D-24, D-27, D-31, D-33..35, D-40, D-43, D-44, D-50, D-53). */

const turn = (round: number, side: string) => bridge.turnOf(['crew', 'guards'], round, side);
const lineIds = (proposal: bridge.WriteBackProposal) => proposal.lines.map((line) => line.id);
const propose = (
  fight: bridge.FightResult,
  link: bridge.FightLink = e2eLink(),
  campaign: bridge.CampaignFacts = e2eCampaign(),
  at: CotSettings = table,
  options: bridge.ProposalOptions = {},
) => accepted(bridge.writeBackProposal(fight, link, campaign, at, options));

const wounded = (recoveryDays: number) => ({ state: 'wounded' as const, recoveryDays });

describe('writeBackProposal (BRG-D-46)', () => {
  it('TV-BRG-D-46-a: the fight of section 6 -> exactly its lines: no zone, Foresight, Cover, vehicle, Security, loot, chase or new-NPC line', () => {
    const proposal = propose(e2eFight());
    expect(lineIds(proposal)).toEqual([
      'health:tony',
      'health:g1',
      'health:g2',
      'witnessed:g2',
      'aware:g3',
      'aware:g4',
      'aware:g5',
      'aware:g6',
      'discovered:tony',
      'firearm:ruth:Automatic pistol',
      `firearm:tony:${w.tommy}`,
      'firearm:tony:Revolver',
      'firearm:g2:Revolver',
      'heat',
      'clock',
      'log',
    ]);
    const changes = changesOf(proposal);
    expect(changes['health:tony']).toMatchObject({ condition: wounded(3), unconscious: false });
    expect(changes['health:g1']).toMatchObject({ condition: { state: 'dead' } });
    expect(changes['health:g2']).toMatchObject({ condition: wounded(3) });
    expect(changes['firearm:ruth:Automatic pistol']).toMatchObject({
      firearm: { reloads: 0, counters: 1, broken: false },
      dry: true,
    });
    expect(changes[`firearm:tony:${w.tommy}`]).toMatchObject({
      firearm: { reloads: 1, counters: 2 },
      dry: false,
    });
    expect(changes['firearm:tony:Revolver']).toMatchObject({
      firearm: { reloads: 1, counters: 0 },
      dry: false,
    });
    expect(changes['firearm:g2:Revolver']).toMatchObject({ firearm: { reloads: 0, counters: 1 }, dry: true });
    expect(changes['witnessed:g2']).toMatchObject({ identities: ['delivery girl', 'Big Tony'] });
    expect(changes.heat).toEqual({ kind: 'heat', before: 3, delta: 1 });
    expect(changes.clock).toMatchObject({
      gameRounds: 8,
      actionRounds: 2,
      longer: { stage: 'heist', rounds: 1 },
    });
    expect(proposal.lines.find((line) => line.id === 'discovered:ruth')).toBeUndefined(); // already Discovered
  });

  it('TV-BRG-E2E-b: 8 game rounds -> Tony Wounded 3 days, Ruth unchanged with a dry pistol, G1 Dead, G2 Wounded and a witness, every living guard Aware, Heat +1, 2 Action rounds and 1 Heist round', () => {
    const proposal = propose(e2eFight());
    const text = Object.fromEntries(proposal.lines.map((line) => [line.id, line.text]));
    expect(text['health:tony']).toBe('Big Tony: Wounded, 3 days (BRG-D-23, BRG-D-24)');
    expect(text['health:ruth']).toBeUndefined(); // Stunned: COT unchanged
    expect(text['firearm:ruth:Automatic pistol']).toBe(
      "Ruth's Automatic pistol: reloads 0, counters 1, dry (BRG-D-25)",
    );
    expect(text['health:g1']).toBe('G1: Dead (BRG-D-23)');
    expect(text['witnessed:g2']).toBe('G2 witnessed "delivery girl" and "Big Tony" (BRG-D-30, BRG-D-48)');
    expect(text.heat).toBe('Heat 3 → 4 (+1 gunfire; BRG-D-29)');
    expect(text.clock).toBe('8 game rounds: 2 Action rounds (BRG-D-3), 1 Heist round (COT-TIME-3)');
    expect(changesOf(proposal).clock).toMatchObject({ minutes: 2 });
  });

  it('TV-BRG-D-53-a: the fight of section 6 written back -> the log line names skirmish "sk-e2e", 8 game rounds', () => {
    expect(changesOf(propose(e2eFight())).log).toEqual({
      kind: 'log',
      skirmish: 'sk-e2e',
      gameRounds: 8,
      casualties: ['G1'],
      departures: [],
    });
  });

  it('TV-BRG-D-46-b: Ruth picks up the ledger and leaves through "Street"; G1 had picked up the cash box and is killed -> the ledger joins Ruth in the Street; the cash box lies loose in the Loading bay', () => {
    const fight = e2eFight();
    const ruth = fight.models.ruth!;
    const proposal = propose({
      ...fight,
      models: {
        ...fight.models,
        ruth: { ...ruth, left: { exit: 'Street', round: 5, turn: turn(5, 'crew') } },
      },
      loot: [
        { name: 'the ledger', loot: null, carriedBy: 'ruth', fell: null },
        { name: 'the cash box', loot: 'cashbox', carriedBy: 'g1', fell: null },
      ],
    });
    const changes = changesOf(proposal);
    expect(changes['loot:0']).toEqual({
      kind: 'loot',
      name: 'the ledger',
      loot: null,
      character: 'ruth',
      zone: null,
    });
    expect(changes['loot:1']).toEqual({
      kind: 'loot',
      name: 'the cash box',
      loot: 'cashbox',
      character: null,
      zone: bay,
    });
    expect(changes['zone:ruth']).toEqual({ kind: 'zone', character: 'ruth', zone: street });
    expect(proposal.lines.find((line) => line.id === 'loot:1')!.text).toBe(
      'the cash box: lies loose in the Loading bay (BRG-D-46)',
    );
  });
});

describe('where everyone is (BRG-D-27, D-35, D-43)', () => {
  const sal = sheet('Sal', { muscle: 3, shooting: 2, weapons: [w.rifle] });
  const car = accepted(bridge.vehicleOf({ name: 'Car', body: 12 }, settings, table));

  it('TV-BRG-D-27-a: Sal came by Ambush and ends on the table -> Loading bay; Tony left by "Office" -> Office; G3 never deployed -> Office; the crew car drove out through "Street" with Ruth -> car and Ruth in the Street', () => {
    const base = e2eFight();
    const fight: bridge.FightResult = {
      ...base,
      models: {
        ...base.models,
        ruth: { ...base.models.ruth!, vehicle: 'car' },
        tony: { ...base.models.tony!, left: { exit: 'Office', round: 6, turn: turn(6, 'crew') } },
        sal: modelEnd('sal', 'crew', converted(sal).profile, { arrived: turn(3, 'crew') }),
      },
      vehicles: {
        car: {
          id: 'car',
          name: 'Car',
          hits: 0,
          undrivable: false,
          exploded: false,
          left: { exit: 'Street', round: 7, turn: turn(7, 'crew') },
          side: 'crew',
          half: null,
        },
      },
    };
    const link = e2eLink({
      models: { ...e2eLink().models, sal: linked(sal, 'crew', { zone: null }) },
      vehicles: { car: { owner: characterId('ruth'), start: car } },
    });
    const campaign = e2eCampaign({ characters: { ...e2eCampaign().characters, [sal.id]: sal } });
    const changes = changesOf(propose(fight, link, campaign));
    expect(changes['zone:sal']).toEqual({ kind: 'zone', character: 'sal', zone: bay });
    expect(changes['zone:tony']).toEqual({ kind: 'zone', character: 'tony', zone: office });
    expect(changes['zone:ruth']).toEqual({ kind: 'zone', character: 'ruth', zone: street });
    expect(changes['zone:g3']).toBeUndefined();
    expect(changes['vehicle:car']).toMatchObject({
      zone: street,
      occupants: ['ruth'],
      body: 12,
      wrecked: false,
    });
    // BRG-D-12: the campaign keeps no vehicles: the line says where the GM notes it.
    expect(propose(fight, link, campaign).lines.find((line) => line.id === 'vehicle:car')!.text).toBe(
      "Car: 0 new hits -> Body 12 → 12 (BRG-D-12); in the Street, with Ruth (BRG-D-27). The campaign keeps no vehicles: note the Car (Body 12) on Ruth's sheet",
    );
  });

  it('TV-BRG-D-35-a: G3 waited at the "Office" entry point and never deployed; shots were fired -> G3 in the Office, Aware, no witness line', () => {
    const changes = changesOf(propose(e2eFight()));
    expect(changes['aware:g3']).toEqual({ kind: 'aware', character: 'g3' });
    expect(changes['zone:g3']).toBeUndefined();
    expect(changes['witnessed:g3']).toBeUndefined();
    expect(changes['health:g3']).toBeUndefined();
  });

  it('TV-BRG-D-43-a: crew in the Street, G1 and G2 in the Loading bay; at the end Ruth stands in the Loading bay half and G2 in the Street half -> Ruth in the Loading bay, G2 in the Street', () => {
    const base = e2eFight();
    const fight = {
      ...base,
      models: {
        ...base.models,
        ruth: { ...base.models.ruth!, half: bay },
        tony: { ...base.models.tony!, half: street },
        g2: { ...base.models.g2!, half: street },
      },
    };
    const link = e2eLink({
      zones: [street, bay],
      exits: { Outside: 'outside', Office: office, 'Vault corridor': corridor },
      models: {
        ...e2eLink().models,
        ruth: linked(ruthSheet, 'crew', { discovered: true, zone: street }),
        tony: linked(tonySheet, 'crew', { zone: street }),
      },
    });
    const changes = changesOf(propose(fight, link));
    expect(changes['zone:ruth']).toEqual({ kind: 'zone', character: 'ruth', zone: bay });
    expect(changes['zone:g2']).toEqual({ kind: 'zone', character: 'g2', zone: street });
    expect(changes['zone:tony']).toBeUndefined();
  });
});

describe('surrender and holds (BRG-D-44)', () => {
  it('TV-BRG-D-44-a: G2 (Wounded) surrenders; at the end Ruth is its nearest enemy -> G2 Restrained by Ruth, Wounded 3 days, in the Loading bay', () => {
    const base = e2eFight();
    const fight = {
      ...base,
      models: { ...base.models, g2: { ...base.models.g2!, surrendered: true, heldBy: 'ruth' } },
    };
    const proposal = propose(fight);
    const changes = changesOf(proposal);
    expect(changes['restrained:g2']).toEqual({ kind: 'restrained', character: 'g2', by: 'ruth' });
    expect(changes['health:g2']).toMatchObject({ condition: wounded(3) });
    expect(changes['zone:g2']).toBeUndefined();
    expect(proposal.lines.find((line) => line.id === 'restrained:g2')!.text).toBe(
      'G2: Restrained by Ruth (BRG-D-44)',
    );
  });

  it('TV-BRG-D-44-b: Ruth surrenders; every guard has left the table by the end -> Ruth not Restrained', () => {
    const base = e2eFight();
    const fight = {
      ...base,
      models: { ...base.models, ruth: { ...base.models.ruth!, surrendered: true, heldBy: null } },
    };
    expect(lineIds(propose(fight))).not.toContain('restrained:ruth');
  });

  it('BRG-D-44: with bridge_surrender off, a surrender in the result is refused, naming the model', () => {
    const base = e2eFight();
    const fight = { ...base, models: { ...base.models, ruth: { ...base.models.ruth!, surrendered: true } } };
    const refused = bridge.writeBackProposal(fight, e2eLink(), e2eCampaign(), {
      ...table,
      bridgeSurrender: false,
    });
    expect(refused).toMatchObject({ ok: false, code: 'bridge/surrender' });
    expect((refused as { message: string }).message).toContain('Ruth surrendered');
  });
});

describe('new NPCs and standalone imports (BRG-D-31, D-33, D-40, D-50)', () => {
  const standalone = (
    models: bridge.FightLink['models'],
    given: Partial<bridge.FightLink> = {},
  ): bridge.FightLink => ({
    origin: 'standalone',
    stage: 'action',
    spot: null,
    zones: [street],
    exits: {},
    models,
    vehicles: {},
    continues: null,
    ...given,
  });
  const away = (given: Partial<bridge.CampaignFacts> = {}) =>
    e2eCampaign({ spot: null, characters: {}, ...given });

  it('TV-BRG-D-31-a: "Mr. E (2/3) Pistol w/1 reload" accepted as a new NPC of the Rossi gang, ends Wounded after 6 game rounds -> NPC Mr. E (Muscle 2, Shooting 1, Resist 1, Training 7, Devoted: Rossi gang), Wounded 3 days; 1 Action round', () => {
    const mrE = model('Mr. E (2/3) Pistol w/1 reload');
    const fight = fightOf([modelEnd('e', 'rossi', mrE, { wounded: true })], {
      sides: ['rossi'],
      active: 'rossi',
      rounds: { begun: 6, finished: 6 },
    });
    const link = standalone({
      e: { who: 'new', id: characterId('mr-e'), employer: 'Rossi gang', category: 'other' },
    });
    const proposal = propose(fight, link, away());
    const changes = changesOf(proposal);
    const npc = changes['npc:mr-e'] as Extract<bridge.LineChange, { kind: 'npc' }>;
    expect(npc.character).toMatchObject({
      id: 'mr-e',
      kind: 'npc',
      name: 'Mr. E',
      abilities: { muscle: 2 },
      skills: { shooting: 1, resist: 1 },
      loyalties: [{ relation: 'Devoted', subject: 'Rossi gang', prime: true }],
    });
    expect(proposal.lines.find((line) => line.id === 'npc:mr-e')!.text).toContain('Training 7');
    expect(changes['health:mr-e']).toMatchObject({ condition: wounded(3) });
    expect(proposal.lines.find((line) => line.id === 'health:mr-e')!.needs).toEqual(['npc:mr-e']);
    expect(changes.clock).toMatchObject({ gameRounds: 6, actionRounds: 1, longer: null });
  });

  it('TV-BRG-D-50-a: Mr. K matched to Kat (Rifle) ends Wounded with 2 counters and 1 reload; Officer A accepted as police and killed; 14 game rounds in the Street -> Kat Wounded 3 days, Rifle reloads 1 counters 2, in the Street; Officer A (Muscle 3, Shooting 2, Resist 2, Training 11) Dead; Heat +2; 3 Action rounds, 1 Heist round', () => {
    const kat = sheet('Kat', { muscle: 4, shooting: 3, weapons: [w.rifle] });
    const mrK = model('Mr. K (4/7) Assault rifle w/2 reloads, Body armor');
    const officer = model('Officer A (3/5) Pistol w/1 reload');
    const fight = fightOf(
      [
        modelEnd('k', 'crew', mrK, {
          wounded: true,
          weapons: { long: weapon(mrK.long, { reloads: 1, counters: 2 }), sidearm: null },
        }),
        modelEnd('a', 'police', officer, { killed: turn(9, 'police') }),
      ],
      {
        sides: ['crew', 'police'],
        rounds: { begun: 14, finished: 14 },
        noise: {
          fired: true,
          grenades: false,
          explosivesBypass: false,
          vehicleExploded: false,
          melee: false,
        },
      },
    );
    const link = standalone(
      {
        k: {
          who: 'character',
          character: kat.id,
          category: 'crew',
          start: { ...linkedStart(kat), zone: null },
          conversion: null,
        },
        a: { who: 'new', id: characterId('officer-a'), employer: 'Police', category: 'police' },
      },
      { stage: 'heist' },
    );
    const proposal = propose(fight, link, away({ characters: { [kat.id]: kat } }));
    const changes = changesOf(proposal);
    expect(changes['health:kat']).toMatchObject({ condition: wounded(3) });
    expect(changes['firearm:kat:Rifle']).toMatchObject({
      firearm: { heist: 'Assault rifle', reloads: 1, counters: 2 },
    });
    expect(changes['zone:kat']).toEqual({ kind: 'zone', character: 'kat', zone: street });
    const npc = changes['npc:officer-a'] as Extract<bridge.LineChange, { kind: 'npc' }>;
    expect(npc.character).toMatchObject({ abilities: { muscle: 3 }, skills: { shooting: 2, resist: 2 } });
    expect(npc.category).toBe('police');
    expect(proposal.lines.find((line) => line.id === 'npc:officer-a')!.text).toContain('Training 11');
    expect(changes['health:officer-a']).toMatchObject({ condition: { state: 'dead' } });
    expect(changes.heat).toEqual({ kind: 'heat', before: 3, delta: 2 });
    expect(proposal.lines.find((line) => line.id === 'heat')!.text).toBe(
      'Heat 3 → 5 (+1 gunfire, +1 police officer killed; BRG-D-29)',
    );
    expect(changes.clock).toMatchObject({
      gameRounds: 14,
      actionRounds: 3,
      longer: { stage: 'heist', rounds: 1 },
    });
  });

  it('TV-BRG-D-50-b: the GM declines "Mr. D (2/3) Pistol w/1 reload", killed -> no record for Mr. D, no line in the proposal', () => {
    const mrD = model('Mr. D (2/3) Pistol w/1 reload');
    const mrE = model('Mr. E (2/3) Pistol w/1 reload');
    const fight = fightOf([modelEnd('d', 'rossi', mrD, { killed: 3 }), modelEnd('e', 'moretti', mrE)], {
      sides: ['rossi', 'moretti'],
      active: 'moretti',
    });
    const link = standalone({
      d: { who: 'declined', category: 'other' },
      e: { who: 'new', id: characterId('mr-e'), employer: 'Moretti gang', category: 'other' },
    });
    const proposal = propose(fight, link, away());
    expect(JSON.stringify(proposal.lines)).not.toContain('Mr. D');
    expect(lineIds(proposal)).toEqual(['npc:mr-e', 'clock', 'log']);
  });

  it('BRG-D-50: a model neither matched, accepted nor declined is refused, naming it', () => {
    const fight = fightOf([modelEnd('d', 'rossi', model('Mr. D (2/3) Pistol w/1 reload'))], {
      sides: ['rossi'],
    });
    expect(bridge.writeBackProposal(fight, standalone({}), away(), table)).toMatchObject({
      ok: false,
      code: 'bridge/unmatched',
      message:
        'Mr. D is neither matched to a character, accepted as a new NPC nor declined (BRG-D-50, BRG-D-52)',
    });
  });

  it("BRG-D-50: a HEIST weapon with no counterpart in the matched character's gear is ignored, and the proposal says so", () => {
    const kat = sheet('Kat', { muscle: 4, shooting: 3, weapons: [w.rifle] });
    const mrK = model('Mr. K (4/7) Assault rifle w/2 reloads, Pistol w/1 reload');
    const fight = fightOf([modelEnd('k', 'crew', mrK)], { sides: ['crew'] });
    const link = standalone({
      k: { who: 'character', character: kat.id, category: 'crew', start: linkedStart(kat), conversion: null },
    });
    const proposal = propose(fight, link, away({ characters: { [kat.id]: kat } }));
    expect(proposal.notes).toEqual([
      "Mr. K's Service pistol has no counterpart in Kat's gear: ignored (BRG-D-50)",
    ]);
    expect(lineIds(proposal)).toContain('firearm:kat:Rifle');
  });

  it('TV-BRG-D-33-a: the fight ended after 8 rounds, before the squad reached the table -> no police NPCs created', () => {
    const officer = model('P1 (3/5) Service revolver w/2 reloads');
    const base = e2eFight();
    const fight = {
      ...base,
      models: { ...base.models, p1: modelEnd('p1', 'guards', officer, { arrived: null }) },
    };
    const link = e2eLink({
      models: {
        ...e2eLink().models,
        p1: { who: 'new', id: characterId('p1'), employer: 'Police', category: 'police' },
      },
    });
    const proposal = propose(fight, link);
    expect(lineIds(proposal).filter((id) => id.startsWith('npc:'))).toEqual([]);
  });

  it('TV-BRG-D-40-a: Ruth ("delivery girl") fights in the Crowded "Market hall"; one civilian is killed by collateral, the other three leave -> Heat +1 for the civilian besides gunfire; new NPC "Bystanders (Market hall)" witnessed "delivery girl"', () => {
    const spot = {
      ...heistSpot(),
      zones: { ...heistSpot().zones, market: { ...zone('market', 'Market hall'), crowded: true } },
    };
    const civilian = (n: number, given: Partial<bridge.ModelResult>) =>
      modelEnd(`c${n}`, 'civilians', model(`Civilian ${n} (2/3)`), given);
    const ruth = converted(ruthSheet).profile;
    const fight = fightOf(
      [
        modelEnd('ruth', 'crew', ruth),
        civilian(1, { killed: turn(1, 'crew') }),
        ...[2, 3, 4].map((n) => civilian(n, { left: { exit: 'Street', round: 1, turn: 3 } })),
      ],
      {
        sides: ['crew', 'guards', 'civilians'],
        rounds: { begun: 2, finished: 2 },
        noise: {
          fired: true,
          grenades: false,
          explosivesBypass: false,
          vehicleExploded: false,
          melee: false,
        },
      },
    );
    const link: bridge.FightLink = {
      ...e2eLink(),
      zones: ['market'],
      exits: { Street: street },
      models: {
        ruth: linked(ruthSheet, 'crew', { discovered: true, zone: 'market' }),
        c1: { who: 'bystander' },
        c2: { who: 'bystander' },
        c3: { who: 'bystander' },
        c4: { who: 'bystander' },
      },
    };
    const proposal = propose(fight, link, e2eCampaign({ spot }));
    const changes = changesOf(proposal);
    expect(changes.heat).toEqual({ kind: 'heat', before: 3, delta: 2 });
    const npc = changes['npc:sk-e2e:bystanders'] as Extract<bridge.LineChange, { kind: 'npc' }>;
    expect(npc.character.name).toBe('Bystanders (Market hall)');
    expect(npc.category).toBe('civilian');
    expect(changes['witnessed:sk-e2e:bystanders']).toMatchObject({ identities: ['delivery girl'] });
  });
});

describe('wound days under 1d6 (BRG-D-24)', () => {
  it('TV-BRG-D-24-a: 1d6; Tony (started Healthy) ends Wounded, die 4 -> Wounded 4 days, face 4 in the proposal, and the same faces give the same proposal; Sal (started Wounded, 5 days left) ends Wounded -> no die, 5 days', () => {
    const d6: CotSettings = { ...table, heistWoundDays: '1d6' };
    const sal: Character = sheet('Sal', {
      muscle: 3,
      shooting: 2,
      weapons: [w.rifle],
      condition: wounded(5),
    });
    const base = e2eFight();
    const fight = {
      ...base,
      models: {
        ruth: base.models.ruth!,
        tony: { ...base.models.tony!, armour: [] },
        sal: modelEnd('sal', 'crew', converted(sal).profile, { wounded: true }),
      },
    };
    const link = e2eLink({
      models: { ruth: e2eLink().models.ruth!, tony: e2eLink().models.tony!, sal: linked(sal, 'crew') },
    });
    const campaign = e2eCampaign({ characters: { ...e2eCampaign().characters, [sal.id]: sal } });
    const first = propose(fight, link, campaign, d6, { dice: fixedDice(4) });
    expect(changesOf(first)['health:tony']).toMatchObject({ condition: wounded(4), faces: [4] });
    expect(changesOf(first)['health:sal']).toBeUndefined(); // still Wounded, 5 days: no change
    const again = propose(fight, link, campaign, d6, { dice: fixedDice(4) });
    expect(again).toEqual(first);
  });
});

describe('the fight goes on as Gang Warfare (BRG-D-26)', () => {
  const pool = (character: Character, position: bridge.SwitchPosition, stunned = false) =>
    bridge.coverRollOf(character, character.condition, position, stunned, table, fixedDice(6, 6, 6, 6, 6, 6))
      .pool;

  it('TV-BRG-D-26-a: Muscle 2, Resist 2 (4k2), in cover, Stunned -> 4k2 + 1k0 − 1k0 = 4k2', () => {
    expect(pool(sheet('A', { muscle: 2, resist: 2 }), { position: 'cover', aim: false }, true)).toEqual({
      rolled: 4,
      kept: 2,
    });
  });

  it('TV-BRG-D-26-b: Muscle 3, Resist 1 (4k3), in the open -> 3k3', () => {
    expect(pool(sheet('B', { muscle: 3, resist: 1 }), { position: 'open', aim: false })).toEqual({
      rolled: 3,
      kept: 3,
    });
  });

  it('TV-BRG-D-26-c: a model with an aim marker, first Attack pool 5k3 -> 6k3', () => {
    const roll = bridge.coverRollOf(
      sheet('C', { muscle: 3, resist: 2 }),
      { state: 'unhurt' },
      { position: 'cover', aim: true },
      false,
      table,
      fixedDice(1, 2, 3, 4, 5, 6),
    );
    expect(roll.firstAttack).toEqual({ rolled: 1, kept: 0, source: 'aim marker (BRG-D-26)' });
    const attack = { rolled: 5 + roll.firstAttack!.rolled, kept: 3 + roll.firstAttack!.kept };
    expect(attack).toEqual({ rolled: 6, kept: 3 });
  });

  it('TV-BRG-D-26-d: Officer Kowalski (Muscle 3, Resist 2, steel vest: 6k4) in cover from Ruth but flanked by Big Tony -> 5k4', () => {
    const kowalski = sheet('Kowalski', {
      kind: 'npc',
      muscle: 3,
      resist: 2,
      armour: 'Steel vest, body armour',
    });
    expect(pool(kowalski, { position: 'flanked', aim: false })).toEqual({ rolled: 5, kept: 4 });
  });

  it('TV-BRG-D-26-e: the GM switches after 9 game rounds; Big Tony (started Healthy) is Wounded -> the write-back at the switch gives Tony Wounded 3 days and 2 Action rounds, with the first Cover rolls', () => {
    const fight = {
      ...e2eFight(),
      rounds: { begun: 9, finished: 9 },
      positions: {
        ruth: { position: 'cover', aim: true },
        tony: { position: 'open', aim: false },
        g2: { position: 'exposed', aim: false },
      },
    } satisfies bridge.FightResult;
    const link = e2eLink({ stage: 'action', continues: 'gang-warfare' });
    const proposal = propose(fight, link, e2eCampaign(), table, { dice: fixedDice(...Array(40).fill(3)) });
    const changes = changesOf(proposal);
    expect(changes['health:tony']).toMatchObject({ condition: wounded(3) });
    expect(changes.clock).toMatchObject({ gameRounds: 9, actionRounds: 2, longer: null });
    // Ruth 5k2 (heavy coat) in cover, Stunned: 5k2; Tony 8k5 (steel vest) in the open, Stunned: 6k5; G2 5k3 exposed: 4k3
    expect(changes['cover:ruth']).toMatchObject({
      pool: { rolled: 5, kept: 2 },
      total: 6,
      firstAttack: { rolled: 1, kept: 0 },
    });
    expect(changes['cover:tony']).toMatchObject({ pool: { rolled: 6, kept: 5 }, firstAttack: null });
    expect(changes['cover:g2']).toMatchObject({ pool: { rolled: 4, kept: 3 } });
    expect(changes['cover:g1']).toBeUndefined(); // killed
  });

  it('BRG-D-26: a standing model without its position at the switch is refused, naming it', () => {
    const link = e2eLink({ continues: 'gang-warfare' });
    expect(
      bridge.writeBackProposal(e2eFight(), link, e2eCampaign(), table, { dice: fixedDice(3) }),
    ).toMatchObject({
      ok: false,
      code: 'bridge/position',
    });
  });
});

/** The start snapshot of a matched character (BRG-D-50: its state at import stands for the start). */
function linkedStart(character: Character): bridge.ModelStart {
  const made = linked(character, 'crew');
  if (made.who !== 'character') throw new Error('not a character');
  return made.start;
}
