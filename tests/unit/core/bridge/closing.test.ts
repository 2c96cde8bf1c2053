import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import type { CotSettings } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { accepted, table } from './support.ts';
import { changesOf, e2eCampaign, e2eFight, e2eLink } from './writeback-support.ts';

/** Counting game rounds and closing the skirmish (BRG-D-45). */

const quiet = {
  fired: false,
  grenades: false,
  explosivesBypass: false,
  vehicleExploded: false,
  melee: false,
};
const ignored: CotSettings = { ...table, bridgePartialRound: 'ignored' };
const clock = (rounds: bridge.FightResult['rounds'], at: CotSettings) =>
  changesOf(
    accepted(bridge.writeBackProposal(e2eFight({ rounds }), e2eLink({ stage: 'action' }), e2eCampaign(), at)),
  ).clock;

describe('game rounds (BRG-D-45)', () => {
  it("TV-BRG-D-45-a: 4 full game rounds, then the crew's turn of round 5 -> 5 game rounds -> 1 Action round; ignored -> 4 -> 1", () => {
    expect(clock({ begun: 5, finished: 4 }, table)).toMatchObject({ gameRounds: 5, actionRounds: 1 });
    expect(clock({ begun: 5, finished: 4 }, ignored)).toMatchObject({ gameRounds: 4, actionRounds: 1 });
  });

  it("TV-BRG-D-45-b: 6 full game rounds, then the crew's turn of round 7 -> 7 -> 2 Action rounds; ignored -> 6 -> 1", () => {
    expect(clock({ begun: 7, finished: 6 }, table)).toMatchObject({ gameRounds: 7, actionRounds: 2 });
    expect(clock({ begun: 7, finished: 6 }, ignored)).toMatchObject({ gameRounds: 6, actionRounds: 1 });
  });

  it('TV-BRG-D-45-e: the fight is ended before any model activated -> empty proposal; confirming writes nothing', () => {
    const proposal = accepted(
      bridge.writeBackProposal(
        e2eFight({ rounds: { begun: 0, finished: 0 } }),
        e2eLink(),
        e2eCampaign(),
        table,
      ),
    );
    expect(proposal).toMatchObject({ empty: true, lines: [], closing: { blasts: [], checks: [] } });
    expect(bridge.writeBackChanges(proposal, {}, e2eCampaign())).toEqual({
      skirmish: 'sk-e2e',
      cancelled: false,
      changes: [],
    });
  });
});

describe('closing (BRG-D-45)', () => {
  it("TV-BRG-D-45-c: Sal's grenade lands in crew turn 3 and the GM ends the fight after the guards' turn 3 -> it explodes as a closing event: the blast is resolved, the fight is loud and +1 Heat", () => {
    const fight = e2eFight({
      noise: quiet,
      rounds: { begun: 3, finished: 3 },
      live: [{ id: 'grenade-4', kind: 'frag', side: 'crew' }],
    });
    const proposal = accepted(
      bridge.writeBackProposal(fight, e2eLink(), e2eCampaign(), table, {
        blasts: { 'grenade-4': { g2: 1 } },
      }),
    );
    expect(proposal.closing.blasts).toEqual([
      { grenade: 'grenade-4', kind: 'frag', side: 'crew', hits: { g2: 1 } },
    ]);
    const changes = changesOf(proposal);
    expect(changes.heat).toEqual({ kind: 'heat', before: 3, delta: 1 });
    expect(changes['aware:g5']).toBeDefined(); // loud: the whole Spot
    expect(changes['health:g2']).toMatchObject({ condition: { state: 'wounded', recoveryDays: 3 } }); // Wounded, then stunned
  });

  it("TV-BRG-D-45-d: Big Tony (armoured) is eliminated in the guards' turn of round 6 and the fight ends -> his check is made at closing: skill 6, roll 4 -> returned -> COT Wounded, 3 days", () => {
    const base = e2eFight();
    const fight = {
      ...base,
      rounds: { begun: 6, finished: 6 },
      models: {
        ...base.models,
        tony: {
          ...base.models.tony!,
          wounded: false,
          stunned: false,
          casualty: true,
          armour: [{ wounded: false, passed: null }],
        },
      },
    };
    const proposal = accepted(
      bridge.writeBackProposal(fight, e2eLink(), e2eCampaign(), table, { dice: fixedDice(4) }),
    );
    expect(proposal.closing.checks).toEqual([{ model: 'tony', skill: 6, roll: 4, passed: true }]);
    expect(changesOf(proposal)['health:tony']).toMatchObject({
      condition: { state: 'wounded', recoveryDays: 3 },
    });
    const failed = accepted(
      bridge.writeBackProposal(fight, e2eLink(), e2eCampaign(), table, { dice: fixedDice(7) }),
    );
    expect(changesOf(failed)['health:tony']).toMatchObject({ condition: { state: 'dead' } });
  });

  it('BRG-D-45: a check due at closing with no dice, or blast hits on a model not on the table, is refused', () => {
    const base = e2eFight();
    const fight = {
      ...base,
      models: {
        ...base.models,
        tony: { ...base.models.tony!, casualty: true, armour: [{ wounded: false, passed: null }] },
      },
    };
    expect(bridge.writeBackProposal(fight, e2eLink(), e2eCampaign(), table)).toMatchObject({
      ok: false,
      code: 'bridge/closing',
    });
    const live = e2eFight({ live: [{ id: 'grenade-4', kind: 'frag', side: 'crew' }] });
    expect(
      bridge.writeBackProposal(live, e2eLink(), e2eCampaign(), table, { blasts: { 'grenade-4': { g3: 2 } } }),
    ).toMatchObject({ ok: false, message: 'Grenade "grenade-4" cannot hit "G3": it is not on the table' });
  });

  it('BRG-D-45: closing follows the side after the one playing; a casualty a later blast makes checks after every side', () => {
    expect(bridge.closingOrder({ sides: ['crew', 'guards', 'police'], active: 'guards' })).toEqual([
      'police',
      'crew',
      'guards',
    ]);
    const base = e2eFight({ live: [{ id: 'grenade-9', kind: 'frag', side: 'crew' }], active: 'crew' });
    const closed = bridge.closeFight(base, { 'grenade-9': { tony: 3 } }, fixedDice(2));
    if ('ok' in closed) throw new Error(closed.message);
    expect(closed.closing.checks).toEqual([{ model: 'tony', skill: 6, roll: 2, passed: true }]);
    expect(closed.fight.models.tony).toMatchObject({ casualty: false, wounded: true, stunned: true });
    expect(closed.fight.live).toEqual([]);
  });
});
