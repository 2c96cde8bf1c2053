import { describe, expect, it } from 'vitest';
import { foldEntry } from '../../../../core/index.ts';
import type { CampaignState, LogEntry } from '../../../../core/index.ts';
import { drawBoards } from '../../../helpers/board-views.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { realLog } from '../../../helpers/import-logs.ts';
import type { LogName } from '../../../helpers/import-logs.ts';

/**
 * The GM's boards draw every state play builds (issue 16: a board that throws on an imported state locks the GM
 * out of the scene): after each entry of the simulated tables, every running scene's turn, every participant's
 * and every engine actor's actions, and each engine's own board and rulings are asked of core, as the panels
 * ask them.
 */

function drawAll(entries: readonly LogEntry[]): number {
  let state: CampaignState | null = null;
  let drawn = 0;
  for (const entry of entries) {
    state = foldEntry(state, entry);
    drawn += drawBoards(state, entry.at);
  }
  return drawn;
}

describe('the GM’s boards', () => {
  it.each([3, 6, 11])(
    'draw every state of a simulated campaign (seed %i)',
    (seed) => {
      const { entries } = simulateCampaign({ entries: 400, seed });
      expect(drawAll(entries)).toBeGreaterThan(1_000);
    },
    60_000,
  );

  it.each<LogName>(['breakout', 'skirmish', 'prep', 'social'])(
    'draw every state of a %s log',
    (name) => {
      expect(drawAll(realLog(name))).toBeGreaterThan(20);
    },
    60_000,
  );
});
