import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import { model as profile } from './support.ts';
import { accepted, table } from './support.ts';
import { changesOf, e2eCampaign, e2eFight, e2eLink, fightOf, modelEnd } from './writeback-support.ts';

/** Leaving through an exit, and pursuit as a COT chase (BRG-D-21). */

const sides = ['crew', 'guards'];
const turn = (round: number, side: string) => bridge.turnOf(sides, round, side);
const walker = (id: string, side: string, exit: string | null, round = 0) =>
  modelEnd(id, side, profile(`${id} (3/5) Pistol`), {
    left: exit === null ? null : { exit, round, turn: turn(round, side) },
  });
const car = (id: string, side: string, round: number): bridge.VehicleResult => ({
  id,
  name: 'Car',
  hits: 0,
  undrivable: false,
  exploded: false,
  left: { exit: 'Street', round, turn: turn(round, side) },
  side,
  half: null,
});

describe('pursuitsOf (BRG-D-21)', () => {
  it('TV-BRG-D-21-a: Ruth leaves through "Street" in round 5; a guard leaves through "Street" in round 5 -> foot chase, Distance 1', () => {
    const fight = fightOf([walker('Ruth', 'crew', 'Street', 5), walker('G1', 'guards', 'Street', 5)]);
    expect(bridge.pursuitsOf(fight, 1)).toEqual([
      {
        exit: 'Street',
        mode: 'foot',
        target: { models: ['Ruth'], vehicles: [] },
        pursuers: [{ models: ['G1'], vehicle: null, round: 5, distance: 1 }],
      },
    ]);
  });

  it('TV-BRG-D-21-b: a police car leaves through "Street" in round 7 after the crew car left in round 5 -> vehicle chase, Distance 2', () => {
    const fight = fightOf(
      [
        modelEnd('ruth', 'crew', profile('Ruth (2/5) Pistol'), { vehicle: 'crew-car' }),
        modelEnd('p1', 'guards', profile('P1 (3/5) Revolver'), { vehicle: 'police-car' }),
      ],
      { vehicles: { 'crew-car': car('crew-car', 'crew', 5), 'police-car': car('police-car', 'guards', 7) } },
    );
    expect(bridge.pursuitsOf(fight, 1)).toEqual([
      {
        exit: 'Street',
        mode: 'vehicles',
        target: { models: ['ruth'], vehicles: ['crew-car'] },
        pursuers: [{ models: ['p1'], vehicle: 'police-car', round: 7, distance: 2 }],
      },
    ]);
  });

  it('TV-BRG-D-21-c: Ruth leaves through "Street" in round 5; G1 follows in round 5, G2 in round 6 -> one chase, Target Ruth, pursuer groups G1 (Distance 1) and G2 (Distance 2)', () => {
    const fight = fightOf([
      walker('Ruth', 'crew', 'Street', 5),
      walker('G1', 'guards', 'Street', 5),
      walker('G2', 'guards', 'Street', 6),
    ]);
    const [chase, ...more] = bridge.pursuitsOf(fight, 1);
    expect(more).toEqual([]);
    expect(chase!.target.models).toEqual(['Ruth']);
    expect(chase!.pursuers.map((g) => [g.models, g.distance])).toEqual([
      [['G1'], 1],
      [['G2'], 2],
    ]);
  });

  it('TV-BRG-D-21-d: Ruth leaves through "Street" in round 3, Big Tony in round 5, G2 follows in round 5 -> Target {Ruth, Tony}, G2 at Distance 1', () => {
    const fight = fightOf([
      walker('Ruth', 'crew', 'Street', 3),
      walker('Tony', 'crew', 'Street', 5),
      walker('G2', 'guards', 'Street', 5),
    ]);
    const [chase] = bridge.pursuitsOf(fight, 1);
    expect(chase!.target.models).toEqual(['Ruth', 'Tony']);
    expect(chase!.pursuers).toEqual([{ models: ['G2'], vehicle: null, round: 5, distance: 1 }]);
  });

  it('TV-BRG-D-21-e: flee_chase_distance = 2; the same round -> Distance 2; a round later -> 3', () => {
    const fight = fightOf([
      walker('Ruth', 'crew', 'Street', 5),
      walker('G1', 'guards', 'Street', 5),
      walker('G2', 'guards', 'Street', 6),
    ]);
    expect(bridge.pursuitsOf(fight, 2)[0]!.pursuers.map((g) => g.distance)).toEqual([2, 3]);
  });

  it('BRG-D-21: nobody follows, or they leave by another exit -> no chase', () => {
    const fight = fightOf([
      walker('Ruth', 'crew', 'Street', 5),
      walker('G1', 'guards', 'Office', 5),
      walker('G2', 'guards', null),
    ]);
    expect(bridge.pursuitsOf(fight, 1)).toEqual([]);
  });

  it('BRG-D-21, D-46: the proposal proposes the chase behind the exit, with the characters and Distances', () => {
    const base = e2eFight();
    const fight = {
      ...base,
      models: {
        ...base.models,
        ruth: { ...base.models.ruth!, left: { exit: 'Street', round: 5, turn: turn(5, 'crew') } },
        g2: { ...base.models.g2!, left: { exit: 'Street', round: 6, turn: turn(6, 'guards') } },
      },
    };
    const proposal = accepted(bridge.writeBackProposal(fight, e2eLink(), e2eCampaign({ spot: null }), table));
    expect(changesOf(proposal)['chase:Street']).toEqual({
      kind: 'chase',
      exit: 'Street',
      zone: 'street',
      mode: 'foot',
      target: ['ruth'],
      pursuers: [{ members: ['g2'], vehicle: null, distance: 2 }],
    });
    expect(proposal.lines.find((line) => line.id === 'chase:Street')!.text).toBe(
      'Chase (on foot) behind "Street": Target Ruth; G2 at Distance 2 (BRG-D-21)',
    );
  });
});
