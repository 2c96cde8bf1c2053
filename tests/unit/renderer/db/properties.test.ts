import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seededDice } from '../../../../core/index.ts';
import type { CampaignCommand } from '../../../../core/index.ts';
import { dispatch, redo, undo } from '../../../../renderer/db/commands.ts';
import { exportCampaign, importCampaign } from '../../../../renderer/db/files.ts';
import { restoreCampaign, trashCampaign } from '../../../../renderer/db/library.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { dropDb, expectConsistent, freshDb } from './support.ts';

/**
 * The log stays the truth: after any sequence of commands (a simulated GM's, scenes included), undos, redos,
 * exports re-imported and trips through the trash, the stored head equals a full replay of the stored log, and
 * the roll log holds exactly the active entries' rolls, numbered 1..n.
 */

const session = simulateCampaign({ entries: 260, seed: 5 }).commands;

type Op =
  | { readonly kind: 'command'; readonly count: number }
  | { readonly kind: 'undo' | 'redo'; readonly count: number }
  | { readonly kind: 'reimport' | 'trip' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('command' as const), count: fc.integer({ min: 1, max: 25 }) }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('undo' as const, 'redo' as const),
      count: fc.integer({ min: 1, max: 20 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constantFrom('reimport' as const, 'trip' as const) }), weight: 1 },
);

describe('the campaign store', () => {
  it('keeps head = replay(log) through commands, undo, redo, imports and the trash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const db = await freshDb();
        try {
          const created = session[0] as Extract<CampaignCommand, { type: 'campaign/create' }>;
          const { createCampaign } = await import('../../../../renderer/db/library.ts');
          const made = await createCampaign(db, created.name);
          if (!made.ok) throw new Error(made.message);
          let id = made.id;
          let next = 1;
          const dice = seededDice('store-property');
          for (const step of ops) {
            if (step.kind === 'command') {
              for (let n = 0; n < step.count && next < session.length; n += 1) {
                await dispatch(db, id, session[next++]!, dice); // refusals are fine: nothing is stored
              }
            } else if (step.kind === 'undo' || step.kind === 'redo') {
              for (let n = 0; n < step.count; n += 1) await (step.kind === 'undo' ? undo : redo)(db, id);
            } else if (step.kind === 'reimport') {
              const imported = await importCampaign(db, (await exportCampaign(db, id)).bytes);
              if (!imported.ok) throw new Error(imported.message);
              await expectConsistent(db, imported.id);
              id = imported.id;
            } else {
              await trashCampaign(db, id);
              await restoreCampaign(db, id);
            }
            await expectConsistent(db, id);
          }
        } finally {
          await dropDb(db);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
