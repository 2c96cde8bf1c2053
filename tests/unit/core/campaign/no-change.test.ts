import { describe, expect, it } from 'vitest';
import { characterId, execute, time } from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, heistWith, play, sheet, warehouse } from './scene-support.ts';

/**
 * A command that would change nothing is refused and stores nothing (issue 16): an entry with no events could
 * never be exported and imported again ("log[n].events: expected at least one event").
 */

const kay = characterId('kay');
const lee = characterId('lee');
const ruth = characterId('ruth');
const heist = time.sceneId('warehouse-job');
const cast = [
  sheet(ruth, 'crew', 'Ruth'),
  sheet(kay, 'guard', 'Officer Kay'),
  sheet(lee, 'guard', 'Officer Lee'),
];

const alert = (...guards: (typeof kay)[]) => act(heist, 'heist', { type: 'heist/alert', guards });
const discover = (character: typeof kay) => act(heist, 'heist', { type: 'heist/discover', character });

/** Plays `command` twice in a row, as a GM double-clicking: the first is stored, the second is returned. */
function twice(log: readonly LogEntry[], command: CampaignCommand) {
  const first = play(log, command, fixedDice());
  const second = execute(first, command, fixedDice(), 2_000);
  return { first, second };
}

describe('a command that changes nothing', () => {
  it('TV-COT-GUARD-4-twice: heist/alert twice on the same guard: the second is refused, naming the guard, and nothing is stored', () => {
    const log = heistWith('Twice', heist, cast);
    const { first, second } = twice(log, alert(kay));
    expect(first).toHaveLength(log.length + 1);
    expect(second).toMatchObject({
      ok: false,
      code: 'heist/already-aware',
      message: 'Officer Kay is already Aware: nothing changed',
    });
    expect(second.ok ? second.entries : first).toEqual(first);
  });

  it('TV-COT-GUARD-4-all-aware: alerting only guards who are all Aware already is refused as a whole', () => {
    const log = play(heistWith('All aware', heist, cast), alert(kay, lee), fixedDice());
    expect(execute(log, alert(lee, kay), fixedDice(), 2_000)).toMatchObject({
      ok: false,
      code: 'heist/already-aware',
      message: 'Every guard named is already Aware: nothing changed',
    });
    // One still unaware among them is enough for the command to mean something.
    const one = play(heistWith('One aware', heist, cast), alert(kay), fixedDice());
    expect(execute(one, alert(kay, lee), fixedDice(), 2_000).ok).toBe(true);
  });

  it('TV-COT-GUARD-4-nobody: alerting an empty list of guards is refused', () => {
    const log = heistWith('Nobody', heist, cast);
    expect(execute(log, alert(), fixedDice(), 2_000)).toMatchObject({
      ok: false,
      code: 'heist/no-guards',
    });
  });

  it('TV-COT-GUARD-6-nobody: a Call for Help nobody would hear (every guard Aware, all in one zone) is refused', () => {
    const log = play(heistWith('Call', heist, cast), alert(kay, lee), fixedDice());
    const call = act(heist, 'heist', { type: 'heist/call-for-help', guard: kay });
    expect(execute(log, call, fixedDice(), 2_000)).toMatchObject({
      ok: false,
      code: 'heist/nobody-to-call',
      message: 'Nobody would hear Officer Kay: no other guard at the Spot could still be alerted',
    });
  });

  it('TV-COT-SPOT-7-twice: heist/discover twice on the same character: the second is refused, naming them', () => {
    const log = heistWith('Seen', heist, cast);
    const { second } = twice(log, discover(ruth));
    expect(second).toMatchObject({
      ok: false,
      code: 'heist/already-discovered',
      message: 'Ruth is already Discovered: nothing changed',
    });
  });

  it('TV-COT-GUARD-5-twice: spot/alert-guards naming only Aware guards is refused, naming them', () => {
    const log = heistWith('Spot', heist, cast);
    const command = { type: 'spot/alert-guards', spotId: warehouse, guards: [kay] } as CampaignCommand;
    expect(twice(log, command).second).toMatchObject({
      ok: false,
      code: 'spot/already-aware',
      message: 'Officer Kay is already Aware: nothing changed',
    });
    const both = { type: 'spot/alert-guards', spotId: warehouse, guards: [kay, lee] } as CampaignCommand;
    expect(twice(log, both).second).toMatchObject({
      ok: false,
      code: 'spot/already-aware',
      message: 'Every guard named is already Aware: nothing changed',
    });
    const none = { type: 'spot/alert-guards', spotId: warehouse, guards: [] } as CampaignCommand;
    expect(execute(log, none, fixedDice(), 2_000)).toMatchObject({ ok: false, code: 'spot/no-guards' });
  });

  it('TV-COT-D-54-twice: bypassing a Security already bypassed is refused', () => {
    let log = heistWith('Bypass', heist, cast);
    const ref = { spotId: warehouse, barrierId: 'gate', securityId: 'lock' };
    log = play(
      log,
      { type: 'spot/add-barrier', spotId: warehouse, barrierId: 'gate', ends: ['Dock', 'Hall'] } as never,
      fixedDice(),
    );
    log = play(log, { type: 'spot/add-security', ...ref, tag: 'lock', score: 9 } as never, fixedDice());
    const { second } = twice(log, { type: 'spot/bypass-security', ...ref } as CampaignCommand);
    expect(second).toMatchObject({
      ok: false,
      code: 'spot/already-bypassed',
      message: 'That lock is already bypassed: nothing changed',
    });
  });
});
