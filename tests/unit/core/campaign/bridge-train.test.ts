import { describe, expect, it } from 'vitest';
import { characterId, describeEntry, rollId, tableTrainingOffer, undo } from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry, skirmish } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  beforeFight,
  fight,
  fightId,
  propose,
  proposalOf,
  refused,
  run,
  stateOf,
  withFight,
  writeBack,
} from './bridge-support.ts';
import { ruthSheet } from '../bridge/writeback-support.ts';

/**
 * Foresight Training on the bridged table (BRG-D-17, BRG-D-1): `bridge/train` grants the bonus in the skirmish scene
 * and holds the Foresight on the fight; the write-back charges it; cancelling or undoing gives it back.
 */

const ruth = characterId('ruth');
let stamps = 0;

function train(model: string, kind: 'check' | 'shift', count = 1): CampaignCommand {
  stamps += 1;
  return {
    type: 'bridge/train',
    fight: fightId,
    model,
    kind,
    count,
    at: 4_000 + stamps,
    rollId: rollId(`bt${stamps}`),
  } as CampaignCommand;
}

const shoot = (shifts?: number): skirmish.SkirmishCommand => ({
  type: 'skirmish/act',
  model: 'ruth',
  action: {
    kind: 'shoot',
    shot: {
      target: { kind: 'model', model: 'g1' },
      aimed: false,
      intense: false,
      crossfire: false,
      range: 10,
      ...(shifts ? { shifts } : {}),
    },
  },
});

const carried = (log: readonly LogEntry[], model: string) =>
  (stateOf(log).scenes[fightId]!.state as skirmish.SkirmishState).models[model]!.cot;

const foresightOf = (log: readonly LogEntry[]) => stateOf(log).characters[ruth]!.foresight;

/** A bridged fight whose crew carry a record of one-use bonuses (as the bridge's proposal gives them). */
const bridged = () => withFight(beforeFight(), true);

describe('bridge/train (BRG-D-17)', () => {
  it('TV-BRG-D-17-b: Ruth spends 2 Foresight during the fight -> +1 shift on one shot (3d8 snap -> 3d10)', () => {
    let log = run(bridged(), train('ruth', 'shift'));
    const entry = log.at(-1)!;
    expect(entry.events.map((e) => e.type)).toEqual(['scene/changed', 'bridge/spent']);
    expect(entry.events[1]).toEqual({
      type: 'bridge/spent',
      fight: fightId,
      character: ruth,
      foresight: 2,
      resources: 0,
      why: 'Training: +1 shift',
    });
    expect(describeEntry(stateOf(log), entry)).toMatch(
      /^Ruth spends 2 Foresight on .Loading bay fight., held until its write-back: Training: \+1 shift$/,
    );
    expect(carried(log, 'ruth')).toMatchObject({ shifts: 1 });
    expect(stateOf(log).bridge.fights[fightId]!.held.foresight).toEqual({ [ruth]: 2 });
    expect(foresightOf(log)).toBe(2); // BRG-D-1: held, not written
    log = fight(log, shoot(1)); // G1 may react: the window stays open
    expect(carried(log, 'ruth')).toMatchObject({ shifts: 0 }); // spent as the shot is declared
    log = fight(log, { type: 'skirmish/resolve' }, fixedDice(1, 1, 1));
    const shot = log
      .flatMap((e) => e.events)
      .map((e) => (e.type === 'scene/changed' ? (e.event as skirmish.SkirmishEvent) : null))
      .find((e) => e?.type === 'skirmish/shot') as Extract<skirmish.SkirmishEvent, { type: 'skirmish/shot' }>;
    expect(shot.die).toEqual({ die: 10, bonus: 0 });
    expect(carried(log, 'ruth')).toMatchObject({ shifts: 0 });
  });

  it('TV-BRG-D-17-c: training_kept_die_cost 3 -> +1 shift costs 3; the Foresight left is shown and checked', () => {
    let log = run(beforeFight(), {
      type: 'settings/change',
      changes: { trainingKeptDieCost: 3 },
    } as CampaignCommand);
    const smart = { abilities: { ...ruthSheet.abilities, brains: 4 }, foresight: 4 };
    log = run(log, { type: 'character/update', id: ruth, changes: smart } as CampaignCommand);
    log = withFight(log, true);
    expect(tableTrainingOffer(stateOf(log), fightId, 'ruth')).toMatchObject({
      checkPrice: 1,
      shiftPrice: 3,
      left: 4,
      words: 'Foresight 4 · +1 on a check costs 1 · +1 shift costs 3 (COT-D-66)',
    });
    log = run(log, train('ruth', 'shift'));
    expect(stateOf(log).bridge.fights[fightId]!.held.foresight).toEqual({ [ruth]: 3 });
    expect(tableTrainingOffer(stateOf(log), fightId, 'ruth')).toMatchObject({
      left: 1,
      words: 'Foresight 4 − 3 held = 1 left · +1 on a check costs 1 · +1 shift costs 3 (COT-D-66)',
    });
    // Foresight 1 left: one more +1 on a check, not a shift
    const before = stateOf(log);
    expect(refused(log, train('ruth', 'shift')).message).toBe(
      'Ruth has 1 Foresight left (3 held on this fight): Training +1 shift costs 3 (BRG-D-17, COT-D-66)',
    );
    expect(stateOf(log)).toEqual(before);
    log = run(log, train('ruth', 'check'));
    expect(carried(log, 'ruth')).toMatchObject({ shifts: 1, checks: 1 });
    expect(tableTrainingOffer(stateOf(log), fightId, 'ruth')?.left).toBe(0);
  });

  it('TV-BRG-D-17-e: Foresight bought after the dice are rolled -> rejected, nothing stored', () => {
    let log = bridged();
    log = fight(log, shoot()); // G1 may react: the window stays open
    log = fight(log, { type: 'skirmish/resolve', review: true }, fixedDice(2, 2, 2));
    const decision = refused(log, train('ruth', 'shift'));
    expect(decision.code).toBe('skirmish/dice-rolled');
    expect(decision.message).toMatch(/already rolled: a bonus is bought before the dice are rolled/);
  });

  it('refuses a model not of the crew, too little Foresight, a fight over or unknown', () => {
    const log = bridged();
    expect(refused(log, train('g1', 'check')).message).toBe(
      'G1 is not a crew member on this table: only the crew buy Training with Foresight (BRG-D-17, COT-FORE-3)',
    );
    expect(refused(log, train('ruth', 'check', 3)).message).toBe(
      'Ruth has 2 Foresight left: Training +3 on a skill check costs 3 (BRG-D-17, COT-D-66)',
    );
    expect(refused(log, { ...train('ruth', 'check'), fight: 'nope' } as CampaignCommand).code).toBe(
      'bridge/unknown-fight',
    );
    const over = fight(log, { type: 'skirmish/end-scenario', outcome: 'Over' });
    expect(refused(over, train('ruth', 'check')).code).toBe('bridge/fight-over');
    expect(tableTrainingOffer(stateOf(over), fightId, 'ruth')).toBeNull();
  });
});

describe('the write-back charges held Foresight (BRG-D-1)', () => {
  /** Ruth (Foresight 2) buys a +1 shift for 2 and the GM ends the fight; the write-back is proposed. */
  function proposedAfterTraining(): LogEntry[] {
    let log = run(bridged(), train('ruth', 'shift'));
    log = fight(log, shoot(1));
    log = fight(log, { type: 'skirmish/resolve' }, fixedDice(1, 1, 1));
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'The guards run' });
    return run(log, propose(log), fixedDice(3, 3, 3, 3, 3, 3));
  }

  it('TV-BRG-D-1-a: Foresight 2 while the fight runs and while proposed; confirm -> 0; undo -> 2', () => {
    const log = proposedAfterTraining();
    expect(foresightOf(log)).toBe(2);
    const line = proposalOf(log).lines.find((l) => l.change.kind === 'foresight');
    expect(line?.change).toMatchObject({ before: 2, after: 0 });
    const written = run(log, writeBack());
    expect(foresightOf(written)).toBe(0);
    expect(foresightOf(undo(written))).toBe(2);
  });

  it('TV-BRG-D-1-a: cancelling the write-back (undoing the proposal) spends nothing', () => {
    const log = proposedAfterTraining();
    const cancelled = undo(log);
    expect(foresightOf(cancelled)).toBe(2);
    expect(stateOf(cancelled).bridge.fights[fightId]!.held.foresight).toEqual({ [ruth]: 2 });
  });
});
