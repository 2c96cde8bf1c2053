import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import { endTurn, entry, fight, fire, pass, run, shoot, side } from '../skirmish/support/fight.ts';
import type { Fight } from '../skirmish/support/fight.ts';

/** A skirmish's event log read as the fight the write-back takes (bridge.md §7, BRG-D-45). */

/**
 * Round 1: Ruth kills G1 [8,8,8]; G2 eliminates the armoured Tony [8,8,8]. Round 2: Tony's check (skill 6) rolls
 * 4 and he is back; Ruth activates, and the GM ends the fight. G3 is still on its way.
 */
function played(): Fight {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('r', 'Ruth (2/5) Pistol'), entry('t', 'Tony (4/6) SMG, Body armor')]),
      side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver'), entry('g2', 'G2 (3/5) Revolver')], {
        reserves: [{ ...entry('g3', 'G3 (3/5) Revolver'), arrivesAfterRound: 5 }],
      }),
    ],
  });
  fire(f, shoot('r', 'g1'), 8, 8, 8);
  fire(f, pass('t'));
  run(f, endTurn);
  fire(f, shoot('g2', 't'), 8, 8, 8);
  run(f, endTurn, 4);
  fire(f, pass('r'));
  run(f, { type: 'skirmish/end-scenario', outcome: 'The GM ends it' });
  return f;
}

describe('fightResultOf', () => {
  it('BRG-D-45: reads the rounds begun and finished, the deaths, the armour check, the shots and who never arrived', () => {
    const result = bridge.fightResultOf('sk-1', played().log);
    if ('ok' in result) throw new Error(result.message);
    expect(result).toMatchObject({
      id: 'sk-1',
      ended: true,
      sides: ['crew', 'guards'],
      active: 'crew',
      rounds: { begun: 2, finished: 1 },
      noise: { fired: true, grenades: false, explosivesBypass: false, vehicleExploded: false, melee: false },
    });
    expect(result.models.g1).toMatchObject({ arrived: 0, killed: 1 });
    expect(result.models.t).toMatchObject({
      wounded: true,
      stunned: true,
      casualty: false,
      killed: null,
      armour: [{ wounded: false, passed: true }],
    });
    expect(result.models.g3).toMatchObject({ arrived: null, killed: null });
    expect(result.models.r!.profile.sidearm).toEqual({ weapon: 'Service pistol', reloads: 2 });
  });

  it('BRG-D-21, D-44: takes the exits, wakes and holds the table tracked, each exit with its game round and turn', () => {
    const result = bridge.fightResultOf('sk-1', played().log, {
      departures: [{ model: 'r', exit: 'Street', round: 2 }],
      holds: [{ model: 'g2', by: 't', surrendered: true }],
      strikes: true,
    });
    if ('ok' in result) throw new Error(result.message);
    expect(result.models.r!.left).toEqual({ exit: 'Street', round: 2, turn: 3 });
    expect(result.models.g2).toMatchObject({ surrendered: true, heldBy: 't' });
    expect(result.noise.melee).toBe(true);
  });

  it('refuses table facts naming a model or round the fight does not have, and a log that does not replay', () => {
    const log = played().log;
    expect(
      bridge.fightResultOf('sk-1', log, { departures: [{ model: 'zz', exit: 'Street', round: 1 }] }),
    ).toMatchObject({
      ok: false,
      code: 'bridge/table-facts',
    });
    expect(
      bridge.fightResultOf('sk-1', log, { departures: [{ model: 'r', exit: 'Street', round: 9 }] }),
    ).toMatchObject({
      ok: false,
      message: 'Ruth cannot leave in game round 9: the fight reached round 2',
    });
    expect(bridge.fightResultOf('sk-1', [log[1]!, log[0]!])).toMatchObject({
      ok: false,
      code: 'bridge/fight-log',
    });
    expect(bridge.fightResultOf('sk-1', [])).toMatchObject({ ok: false, code: 'bridge/fight-log' });
  });

  it('reads a fight still in progress as not ended', () => {
    const f = played();
    const result = bridge.fightResultOf('sk-1', f.log.slice(0, -1));
    expect(result).toMatchObject({ ended: false });
  });
});
