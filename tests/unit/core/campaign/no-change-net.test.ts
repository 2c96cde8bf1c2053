import { afterEach, describe, expect, it, vi } from 'vitest';
import { characterId, engines, execute, time } from '../../../../core/index.ts';
import type { CampaignCommand } from '../../../../core/index.ts';
import type * as SpotDecide from '../../../../core/cot/spot/decide.ts';
import { ok } from '../../../../core/shared/result.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, heistWith, sheet, warehouse } from './scene-support.ts';

/**
 * The safety net under every rule: whatever rules step answers "yes" with no event, `decide` refuses it and
 * nothing is stored. The rules' own answers are replaced here by one that records nothing, so the net is tested
 * on its own, whatever the rules say today.
 */

vi.mock('../../../../core/cot/spot/decide.ts', async (original) => {
  const real = await original<typeof SpotDecide>();
  return {
    ...real,
    decideSpot: (...args: Parameters<typeof real.decideSpot>) =>
      args[1].type === 'spot/rename' ? ok([]) : real.decideSpot(...args),
  };
});

const ruth = characterId('ruth');
const kay = characterId('kay');
const heist = time.sceneId('net');
const log = heistWith('Net', heist, [sheet(ruth, 'crew', 'Ruth'), sheet(kay, 'guard', 'Officer Kay')]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('decide without an event', () => {
  it('refuses a campaign command whose rules record nothing (command/no-change), storing nothing', () => {
    const rename = { type: 'spot/rename', spotId: warehouse, name: 'Same' } as CampaignCommand;
    expect(execute(log, rename, fixedDice(), 5_000)).toEqual({
      ok: false,
      code: 'command/no-change',
      message: 'Nothing to change: spot/rename would record nothing',
      data: { command: 'spot/rename' },
    });
  });

  it('refuses an engine command that records nothing, never storing a turn without its action', () => {
    vi.spyOn(engines.heist, 'decide').mockReturnValue(ok([]));
    // Ruth's move would take her turn (free turns): the empty action must not leave a turn begun and ended.
    const move = act(heist, 'heist', { type: 'heist/move', actor: ruth, to: 'Hall', stealth: false });
    expect(execute(log, move, fixedDice(), 5_000)).toEqual({
      ok: false,
      code: 'command/no-change',
      message: 'Nothing to change: heist/move would record nothing in The warehouse job',
      data: { command: 'heist/move' },
    });
  });
});
