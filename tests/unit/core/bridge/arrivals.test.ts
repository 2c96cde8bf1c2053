import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import type { CharacterId } from '../../../../core/index.ts';
import { example, heistAt, id, modelFor, proposed, sheets, warehouse } from './fight-support.ts';
import type { At } from './fight-support.ts';
import { settings, table } from './support.ts';

/** Who reaches the table later and who never does (BRG-D-32..35). */

function fight(people: readonly At[] = example(), at: bridge.BridgeSettings = settings) {
  return proposed(
    bridge.bridgedFight(
      { heist: heistAt(warehouse(), people), sheets: sheets(), origin: { kind: 'heist', zone: 'bay' } },
      at,
      table,
    ),
  );
}

const arrivalOf = (proposal: bridge.FightProposal, character: CharacterId) =>
  proposal.arrivals.find((arrival) => arrival.model.character === character);
const exitName = (proposal: bridge.FightProposal, exit: string) =>
  proposal.table.exits.find((entry) => entry.id === exit)!.name;
const absentOf = (proposal: bridge.FightProposal, character: CharacterId) =>
  proposal.absent.find((entry) => entry.character === character);

describe('reinforcements (BRG-D-32)', () => {
  it("TV-BRG-D-32-a: heard in round 1 -> at the end of round 7 G3 (Office), G4 (Vault corridor, through the locked door) and G6 (Street) enter the guards' reserves box; G5 (Vault, two zone steps) does not come", () => {
    const proposal = fight();
    const guards = proposal.sides.find((side) => side.cot === 'house')!;
    const coming = [id.g3, id.g4, id.g6].map((guard) => arrivalOf(proposal, guard)!);
    expect(
      coming.map((arrival) => [arrival.kind, exitName(proposal, arrival.exit), arrival.model.side]),
    ).toEqual([
      ['reinforcement', 'Office', guards.id],
      ['reinforcement', 'Vault corridor', guards.id],
      ['reinforcement', 'Street', guards.id],
    ]);
    expect(coming.map((arrival) => bridge.arrivalRound(arrival.when, { heard: 1, firstShot: 1 }))).toEqual([
      7, 7, 7,
    ]);
    expect(coming.map((arrival) => arrival.model.profile.skill)).toEqual([5, 5, 4]);
    expect(coming[1]!.words).toContain('with the guards’ keys: the Security stays unbypassed');
    expect(arrivalOf(proposal, id.g5)).toBeUndefined();
    expect(absentOf(proposal, id.g5)!.why).toBe(
      'in Vault, 2 zone steps away: does not reach the table; the GM may add it to a reserves box (BRG-D-32)',
    );
  });

  it('BRG-D-32: an Aware NPC counts the fight as heard in round 1, so the set-up knows its round; an unaware one waits for the fight to be heard', () => {
    const people = example().map((at) => (at.id === id.g3 ? { ...at, aware: true } : at));
    const proposal = fight(people);
    expect(arrivalOf(proposal, id.g3)!.when).toEqual({ after: 'heard', rounds: 6, round: 7 });
    expect(arrivalOf(proposal, id.g6)!.when).toEqual({ after: 'heard', rounds: 6, round: null });
    expect(
      bridge.arrivalRound(arrivalOf(proposal, id.g6)!.when, { heard: null, firstShot: null }),
    ).toBeNull();
    expect(bridge.arrivalRound(arrivalOf(proposal, id.g6)!.when, { heard: 3, firstShot: null })).toBe(9);
  });

  it('TV-BRG-D-32-b: bridge_reinforcements = off -> nobody enters a reserves box unless the GM adds them', () => {
    const proposal = fight(example(), { ...settings, bridgeReinforcements: 'off' });
    expect(proposal.arrivals.filter((arrival) => arrival.kind === 'reinforcement')).toEqual([]);
    expect(absentOf(proposal, id.g3)!.why).toBe(
      'in Office: reinforcements are off, the GM adds them by hand (BRG-D-32)',
    );
  });

  it('BRG-D-32: a locked door stops an NPC who is not a guard of the Spot; an unconscious guard does not come', () => {
    const spot = warehouse();
    const { [id.g4]: _post, ...guards } = spot.guards;
    const people = example().map((at) => (at.id === id.g3 ? { ...at, unconscious: true } : at));
    const proposal = proposed(
      bridge.bridgedFight(
        {
          heist: heistAt({ ...spot, guards }, people),
          sheets: sheets(),
          origin: { kind: 'heist', zone: 'bay' },
        },
        settings,
        table,
      ),
    );
    expect(absentOf(proposal, id.g4)!.why).toBe(
      'in Vault corridor: "Vault corridor" is locked: it cannot come through (BRG-D-32)',
    );
    expect(absentOf(proposal, id.g3)!.why).toBe('Unconscious in Office: does not come (BRG-D-32)');
  });
});

describe('the police (BRG-D-33)', () => {
  it('TV-BRG-D-33-a: the first shot in round 1 -> the squad enters at the end of round 19; a fight over after 8 rounds sees no police', () => {
    const police = fight().arrivals.filter((arrival) => arrival.kind === 'police');
    expect(police).toHaveLength(2);
    const round = bridge.arrivalRound(police[0]!.when, { heard: 1, firstShot: 1 });
    expect(round).toBe(19);
    expect(round! > 8).toBe(true);
  });

  it('TV-BRG-D-33-b: bridge_police_delay = 6, first shot in round 1 -> P1 and P2 (skill 5) enter the guards\' box at the end of round 7, entry point "Street" (Loading bay–Street–Outside)', () => {
    const proposal = fight(example(), { ...settings, bridgePoliceDelay: 6 });
    const police = proposal.arrivals.filter((arrival) => arrival.kind === 'police');
    const guards = proposal.sides.find((side) => side.cot === 'house')!;
    expect(police.map((arrival) => arrival.model.profile.name)).toEqual(['P1', 'P2']);
    expect(police.map((arrival) => bridge.arrivalRound(arrival.when, { heard: 1, firstShot: 1 }))).toEqual([
      7, 7,
    ]);
    expect(police.every((arrival) => arrival.model.side === guards.id)).toBe(true);
    expect(police.map((arrival) => exitName(proposal, arrival.exit))).toEqual(['Street', 'Street']);
    expect(police[0]!.model.words.model).toBe('P1 (3/5) Service revolver w/2 reloads');
    expect(police[0]!.model).toMatchObject({ category: 'police', stance: 'defensive', character: null });
  });

  it('BRG-D-33: bridge_police_response = off -> no police', () => {
    const proposal = fight(example(), { ...settings, bridgePoliceResponse: 'off' });
    expect(proposal.arrivals.some((arrival) => arrival.kind === 'police')).toBe(false);
  });
});

describe('walking in (BRG-D-34) and models that never reach the table (BRG-D-35)', () => {
  const withCrew = (...more: At[]) => [...example(), ...more];

  it('TV-BRG-D-34-a: the players call Sal from the Street at the start of crew turn 2, the first shot in round 1 -> reserves box at the end of round 7, entry point "Street"', () => {
    const proposal = fight(withCrew({ id: id.sal, zone: 'street' }));
    const sal = arrivalOf(proposal, id.sal)!;
    expect(sal.kind).toBe('walk-in');
    expect(exitName(proposal, sal.exit)).toBe('Street');
    expect(bridge.arrivalRound(sal.when, { heard: 1, firstShot: 1, called: 2 })).toBe(7);
    expect(bridge.arrivalRound(sal.when, { heard: 1, firstShot: 1, called: 9 })).toBe(9);
    expect(bridge.arrivalRound(sal.when, { heard: 1, firstShot: 1 })).toBeNull();
    expect(sal.model.side).toBe(proposal.sides.find((side) => side.crew)!.id);
  });

  it('TV-BRG-D-34-b: Vera in the Vault, two zone steps away -> cannot be called in; Ambush from there costs 2 Foresight', () => {
    const proposal = fight(withCrew({ id: id.vera, zone: 'vault' }));
    expect(arrivalOf(proposal, id.vera)).toBeUndefined();
    expect(absentOf(proposal, id.vera)).toMatchObject({
      ambush: 2,
      why: '2 zone steps away in Vault: an Ambush costs 2 Foresight (BRG-D-18)',
    });
  });

  it('TV-BRG-D-18-a: a crew member waiting Outside, the fight 2 zone steps in -> an Ambush costs 2 Foresight', () => {
    const proposal = fight(withCrew({ id: id.sal, zone: null }));
    expect(absentOf(proposal, id.sal)).toMatchObject({
      place: 'outside',
      ambush: 2,
      why: '2 zone steps away in Outside: an Ambush costs 2 Foresight (BRG-D-18)',
    });
  });

  it('BRG-D-34: bridge_walk_in = off -> Sal joins only by Ambush; an Unconscious crew member cannot be called', () => {
    const off = fight(withCrew({ id: id.sal, zone: 'street' }), { ...settings, bridgeWalkIn: false });
    expect(absentOf(off, id.sal)).toMatchObject({ ambush: 1 });
    const out = fight(withCrew({ id: id.sal, zone: 'street', unconscious: true }));
    expect(absentOf(out, id.sal)!.why).toBe('Unconscious in Street: cannot be called in (BRG-D-34)');
  });

  it('BRG-D-35: nobody at the Spot is lost: each living person is on the table, arriving, or absent with a reason', () => {
    const proposal = fight(withCrew({ id: id.sal, zone: 'street' }, { id: id.vera, zone: 'vault' }));
    const seen = [
      ...proposal.models.flatMap((model) => (model.character ? [model.character] : [])),
      ...proposal.arrivals.flatMap((arrival) => (arrival.model.character ? [arrival.model.character] : [])),
      ...proposal.absent.map((entry) => entry.character),
    ];
    expect([...seen].sort()).toEqual(
      [id.ruth, id.tony, id.sal, id.vera, id.g1, id.g2, id.g3, id.g4, id.g5, id.g6].sort(),
    );
    expect(modelFor(proposal, id.sal).half).toBeNull();
  });
});
