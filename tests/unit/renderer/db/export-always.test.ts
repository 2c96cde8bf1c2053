import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryLine, rollId, sceneActions, seededDice, turnSummary } from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, Scene } from '../../../../core/index.ts';
import { checkCampaignBytes } from '../../../../electron/campaign-bytes.ts';
import { dispatch, redo, undo } from '../../../../renderer/db/commands.ts';
import { exportCampaign, importCampaign } from '../../../../renderer/db/files.ts';
import { createCampaign, restoreCampaign, trashCampaign } from '../../../../renderer/db/library.ts';
import { loadHead } from '../../../../renderer/db/head-store.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { dropDb, expectConsistent, freshDb, logOf } from './support.ts';

/**
 * Issue 16's invariant: no campaign is ever locked out of its backups. After any sequence of commands (a
 * simulated GM's session, the actions the engines' views offer, GM rulings clicked twice), undos, redos, exports
 * imported again, trips to the trash and back, every campaign of the library (the trash included) still exports;
 * its export is accepted as a backup by the desktop shell's check, and imports equal entry for entry.
 */

const session = simulateCampaign({ entries: 320, seed: 16 }).commands;
/** The session's commands up to the first Heist opened, and one more. */
const heistOpen =
  session.findIndex((command) => command.type === 'scene/open' && command.engine === 'heist') + 2;

type Op =
  | { readonly kind: 'session'; readonly count: number }
  | { readonly kind: 'offered'; readonly pick: number; readonly twice: boolean }
  | { readonly kind: 'ruling'; readonly pick: number }
  | { readonly kind: 'undo' | 'redo'; readonly count: number }
  | { readonly kind: 'reimport' | 'trash' | 'restore'; readonly pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('session' as const), count: fc.integer({ min: 1, max: 40 }) }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('offered' as const), pick: fc.nat(), twice: fc.boolean() }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('ruling' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('undo' as const, 'redo' as const),
      count: fc.integer({ min: 1, max: 12 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('reimport' as const, 'trash' as const, 'restore' as const),
      pick: fc.nat(),
    }),
    weight: 1,
  },
);

let stamps = 0;
const stamp = (command: object): CampaignCommand =>
  ({ ...command, at: 7_000_000 + stamps, rollId: rollId(`prop-${stamps++}`) }) as CampaignCommand;

function openScenes(state: CampaignState): Scene[] {
  return Object.values(state.scenes).filter((scene) => scene.ended === null && scene.state !== null);
}

/** Every command the turn panels offer right now, for every actor of every open scene. */
function offered(state: CampaignState): CampaignCommand[] {
  return openScenes(state).flatMap((scene) =>
    turnSummary(state, scene).actors.flatMap((actor) =>
      sceneActions(state, scene, actor.id, 7_000_000).flatMap((view) =>
        view.options.map((option) => option.command as CampaignCommand),
      ),
    ),
  );
}

/** GM rulings in a running Heist, as the board sends them: a guard notices, a crew member is seen. */
function rulings(state: CampaignState): CampaignCommand[] {
  return openScenes(state)
    .filter((scene) => scene.engine === 'heist')
    .flatMap((scene) =>
      scene.participants.flatMap((participant) => [
        {
          type: 'scene/act',
          sceneId: scene.id,
          engine: 'heist',
          command: { type: 'heist/alert', guards: [participant.characterId] },
        },
        {
          type: 'scene/act',
          sceneId: scene.id,
          engine: 'heist',
          command: { type: 'heist/discover', character: participant.characterId },
        },
      ]),
    ) as CampaignCommand[];
}

async function headOf(db: HeistboxDb, id: string): Promise<CampaignState> {
  return (await loadHead(db, id))!.state;
}

/** The campaign exports, the shell accepts the export as a backup, and it imports equal entry for entry. */
async function expectExportable(db: HeistboxDb, id: string): Promise<void> {
  const { bytes } = await exportCampaign(db, id);
  await checkCampaignBytes(bytes);
  const elsewhere = await freshDb();
  try {
    const imported = await importCampaign(elsewhere, bytes);
    expect(imported.ok, imported.ok ? '' : imported.message).toBe(true);
    if (!imported.ok) return;
    expect((await logOf(elsewhere, imported.id)).map(entryLine)).toEqual(
      (await logOf(db, id)).map(entryLine),
    );
  } finally {
    await dropDb(elsewhere);
  }
}

describe('every campaign can always be backed up and moved', () => {
  it('exports, passes the backup check and imports equal after any mix of play, undo, redo, files and the trash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const db = await freshDb();
        try {
          const created = session[0] as Extract<CampaignCommand, { type: 'campaign/create' }>;
          const made = await createCampaign(db, created.name);
          if (!made.ok) throw new Error(made.message);
          const ids = [made.id];
          const dice = seededDice('export-always');
          // The session up to a running Heist, where GM rulings are offered.
          let next = 1;
          for (; next < heistOpen; next += 1) await dispatch(db, made.id, session[next]!, dice);
          for (const step of ops) {
            const id = ids[('pick' in step ? step.pick : 0) % ids.length]!;
            if (step.kind === 'session') {
              for (let n = 0; n < step.count && next < session.length; n += 1) {
                await dispatch(db, made.id, session[next++]!, dice);
              }
            } else if (step.kind === 'offered') {
              const options = offered(await headOf(db, id));
              const command = options[step.pick % Math.max(1, options.length)];
              if (command) {
                const sent = stamp(command);
                await dispatch(db, id, sent, dice);
                if (step.twice) await dispatch(db, id, sent, dice); // a double click
              }
            } else if (step.kind === 'ruling') {
              const options = rulings(await headOf(db, id));
              const command = options[step.pick % Math.max(1, options.length)];
              if (command) {
                await dispatch(db, id, stamp(command), dice);
                await dispatch(db, id, stamp(command), dice); // the same ruling clicked twice
              }
            } else if (step.kind === 'undo' || step.kind === 'redo') {
              for (let n = 0; n < step.count; n += 1) await (step.kind === 'undo' ? undo : redo)(db, id);
            } else if (step.kind === 'reimport') {
              const imported = await importCampaign(db, (await exportCampaign(db, id)).bytes);
              expect(imported.ok, imported.ok ? '' : imported.message).toBe(true);
              if (imported.ok) ids.push(imported.id);
            } else if (step.kind === 'trash') {
              await trashCampaign(db, id);
            } else {
              await restoreCampaign(db, id);
            }
          }
          for (const id of ids) {
            await expectConsistent(db, id);
            await expectExportable(db, id);
          }
        } finally {
          await dropDb(db);
        }
      }),
      { numRuns: 20 },
    );
  }, 300_000);
});
