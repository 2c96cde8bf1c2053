import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { isRejection, rollId, sceneSkirmishLog, skirmish, time } from '../../../../core/index.ts';
import type { CampaignCommand } from '../../../../core/index.ts';
import { dispatch, undo } from '../../../../renderer/db/commands.ts';
import type { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { sceneEventsOf } from '../../../../renderer/db/queries.ts';
import { dropDb, freshDb, headState, newCampaign } from './support.ts';

/** BRG-D-53: a skirmish's log read for its scene's view: its own active entries, through the scene index. */

const fight = time.sceneId('fight');
let db: HeistboxDb | null = null;
afterEach(async () => {
  if (db) await dropDb(db);
  db = null;
});

let stamp = 0;
const stamped = (command: object): CampaignCommand =>
  ({ ...command, at: 1, rollId: rollId(`r${++stamp}`) }) as unknown as CampaignCommand;

const models = (prefix: string, text: string) =>
  skirmish.parseRoster(text).models.map((profile, i) => ({ id: `${prefix}${i + 1}`, profile }));

const pass = (model: string) =>
  stamped({
    type: 'scene/act',
    sceneId: fight,
    engine: 'skirmish',
    command: { type: 'skirmish/act', model, action: { kind: 'pass' } },
  });

describe('sceneEventsOf', () => {
  it('reads the events of the scene’s active entries in order, none of another campaign’s and none undone', async () => {
    db = await freshDb();
    const id = await newCampaign(db);
    const other = await newCampaign(db, 'Same scene ids elsewhere');
    for (const campaign of [id, other]) {
      const opened = await dispatch(
        db,
        campaign,
        stamped({
          type: 'scene/open',
          sceneId: fight,
          name: 'Lobby',
          engine: 'skirmish',
          sides: [
            { id: 'crew', label: 'Crew', crew: true },
            { id: 'police', label: 'Police', crew: false },
          ],
          participants: [],
          setup: {
            sides: [
              {
                id: 'crew',
                name: 'Crew',
                stance: 'aggressive',
                models: models('c', 'Mr. A (3/5) SMG w/2 reloads'),
              },
              {
                id: 'police',
                name: 'Police',
                stance: 'defensive',
                models: models('p', 'Cop (2/5) Pistol w/1 reload'),
              },
            ],
            firstSide: 'crew',
            deck: [],
          },
        }),
      );
      expect(opened.ok).toBe(true);
    }
    expect((await dispatch(db, id, pass('c1'))).ok).toBe(true);
    expect((await dispatch(db, other, pass('c1'))).ok).toBe(true);

    const listed = { fight, scene: fight, name: 'Lobby', status: 'being played', summary: null };
    const passes = async () => {
      const events = await sceneEventsOf(db!, id, fight);
      const view = sceneSkirmishLog(await headState(db!, id), listed, events);
      if (isRejection(view)) throw new Error(view.message);
      expect(view.name).toBe('Lobby');
      return view.play.filter((line) => line.text.startsWith('Mr. A passes')).length;
    };
    expect(await passes()).toBeGreaterThan(0);
    expect((await undo(db, id)).ok).toBe(true);
    expect(await passes()).toBe(0);
  });
});
