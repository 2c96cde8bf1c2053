import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import { accepted, sheet, table, w } from './support.ts';
import {
  changesOf,
  converted,
  e2eCampaign,
  e2eFight,
  e2eLink,
  linked,
  modelEnd,
  sheets,
} from './writeback-support.ts';

/** Who witnessed whom (BRG-D-30, D-48). */

const turn = (round: number, side: string) => bridge.turnOf(['crew', 'guards'], round, side);
const witnessed = (proposal: bridge.WriteBackProposal) =>
  Object.fromEntries(
    proposal.lines.flatMap((line) =>
      line.change.kind === 'witnessed' ? [[line.change.character, line.change.identities]] : [],
    ),
  );

describe('witnesses (BRG-D-30, D-48)', () => {
  it('TV-BRG-D-30-a: a guard survives; "Ruth (as delivery girl)" and "Big Tony" were on the table -> the guard witnessed both presented identities', () => {
    const proposal = accepted(bridge.writeBackProposal(e2eFight(), e2eLink(), e2eCampaign(), table));
    expect(witnessed(proposal)).toEqual({ g2: ['delivery girl', 'Big Tony'] });
  });

  it('TV-BRG-D-30-b: the GM ends the skirmish before any model activated -> no witnesses, nothing written (BRG-D-45)', () => {
    const fight = e2eFight({ rounds: { begun: 0, finished: 0 } });
    const proposal = accepted(bridge.writeBackProposal(fight, e2eLink(), e2eCampaign(), table));
    expect(proposal).toMatchObject({ empty: true, lines: [] });
  });

  it('TV-BRG-D-48-a: G1 Unconscious the whole fight -> witnessed nobody; G3 left by "Office" in the guards\' turn of round 2 and Sal arrived by Ambush at the start of crew turn 3 -> G3 witnessed "delivery girl" and "Big Tony", not "Sal"', () => {
    const sal = sheet('Sal', { muscle: 3, shooting: 2, weapons: [w.rifle] });
    const base = e2eFight();
    const fight = {
      ...base,
      models: {
        ...base.models,
        g1: { ...base.models.g1!, killed: null },
        g3: { ...base.models.g3!, arrived: 0, left: { exit: 'Office', round: 2, turn: turn(2, 'guards') } },
        sal: modelEnd('sal', 'crew', converted(sal).profile, { arrived: turn(3, 'crew') }),
      },
    };
    const link = e2eLink({
      models: {
        ...e2eLink().models,
        g1: linked(sheets.g1!, 'other', { aware: true, unconscious: true }),
        g3: linked(sheets.g3!, 'other'),
        sal: linked(sal, 'crew', { zone: null }),
      },
    });
    const campaign = e2eCampaign({ characters: { ...e2eCampaign().characters, [sal.id]: sal } });
    const proposal = accepted(bridge.writeBackProposal(fight, link, campaign, table));
    expect(witnessed(proposal)).toEqual({
      g2: ['delivery girl', 'Big Tony', 'Sal'],
      g3: ['delivery girl', 'Big Tony'],
    });
    expect(changesOf(proposal)['aware:g1']).toBeUndefined(); // never woken: it saw nothing
  });

  it('TV-BRG-D-48-b: killed_outcome = dying; G1 killed in round 4 after sharing the table with Ruth -> dying in COT, witnessed "delivery girl"', () => {
    const base = e2eFight();
    const fight = {
      ...base,
      models: { ruth: base.models.ruth!, g1: { ...base.models.g1!, killed: turn(4, 'crew') } },
    };
    const link = e2eLink({ models: { ruth: e2eLink().models.ruth!, g1: e2eLink().models.g1! } });
    const proposal = accepted(
      bridge.writeBackProposal(fight, link, e2eCampaign(), { ...table, killedOutcome: 'dying' }),
    );
    expect(changesOf(proposal)['health:g1']).toMatchObject({
      condition: { state: 'wounded', recoveryDays: 7 },
      unconscious: true,
    });
    expect(witnessed(proposal)).toEqual({ g1: ['delivery girl'] });
  });

  it('BRG-D-48: a woken NPC sees from the turn it wakes; under line_of_sight only the crew it saw', () => {
    const base = e2eFight();
    const fight = {
      ...base,
      models: {
        ...base.models,
        tony: { ...base.models.tony!, left: { exit: 'Street', round: 1, turn: turn(1, 'crew') } },
        g2: { ...base.models.g2!, woken: turn(2, 'guards') },
      },
    };
    const link = e2eLink({
      models: { ...e2eLink().models, g2: linked(sheets.g2!, 'other', { unconscious: true }) },
    });
    const everyone = accepted(bridge.writeBackProposal(fight, link, e2eCampaign(), table));
    expect(witnessed(everyone)).toEqual({ g2: ['delivery girl'] });
    const sight = accepted(
      bridge.writeBackProposal({ ...e2eFight(), sight: [['g2', 'tony']] }, e2eLink(), e2eCampaign(), {
        ...table,
        witnessRule: 'line_of_sight',
      }),
    );
    expect(witnessed(sight)).toEqual({ g2: ['Big Tony'] });
  });

  it('BRG-D-46: an identity the NPC already witnessed gives no line', () => {
    const link = e2eLink({
      models: {
        ...e2eLink().models,
        g2: linked(sheets.g2!, 'other', { aware: true, witnessed: ['delivery girl'] }),
      },
    });
    const proposal = accepted(bridge.writeBackProposal(e2eFight(), link, e2eCampaign(), table));
    expect(witnessed(proposal)).toEqual({ g2: ['Big Tony'] });
  });
});
