import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blankCharacter, characterId, defaultSettings, rollId } from '../../../../core/index.ts';
import type { CampaignCommand, Dice } from '../../../../core/index.ts';
import {
  campaignLog,
  createCampaign,
  deleteCampaign,
  dispatch,
  exportCampaign,
  importCampaign,
  redo,
  replayRows,
  undo,
} from '../../../../renderer/db/library.ts';
import { HeistboxDb } from '../../../../renderer/db/schema.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

let db: HeistboxDb;
let dbCount = 0;

beforeEach(async () => {
  db = new HeistboxDb(`library-test-${++dbCount}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const vexId = characterId('vex');
const addVex: CampaignCommand = {
  type: 'character/create',
  character: {
    ...blankCharacter(vexId, 'crew', 'Vex', defaultSettings),
    abilities: { muscle: 3, fingers: 2, brains: 2, it: 2 },
  },
};

function rollCommand(id: string): CampaignCommand {
  return {
    type: 'dice/roll',
    rollId: rollId(id),
    at: 1_700_000_000_000,
    request: {
      characterId: vexId,
      skill: 'shooting',
      pool: null,
      modifiers: [],
      bolsters: 0,
      leanOnto: false,
      against: { kind: 'difficulty', value: 9 },
      note: '',
    },
  };
}

async function newCampaign(name = 'Docklands'): Promise<string> {
  const created = await createCampaign(db, name);
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

async function stateOf(id: string) {
  return replayRows(await campaignLog(db, id));
}

const threeDice = (): Dice => fixedDice(6, 2, 5);

describe('library', () => {
  it('creates a campaign whose log starts with its creation', async () => {
    const id = await newCampaign('Docklands');
    const rows = await campaignLog(db, id);
    expect(rows.map((r) => r.command)).toEqual(['campaign/create']);
    expect((await db.campaigns.get(id))?.name).toBe('Docklands');
  });

  it('refuses an empty campaign name and stores nothing', async () => {
    const result = await createCampaign(db, '   ');
    expect(result.ok).toBe(false);
    expect(await db.campaigns.count()).toBe(0);
  });

  it('stores a command as one log entry and rolls with the injected dice', async () => {
    const id = await newCampaign();
    expect(await dispatch(db, id, addVex)).toEqual({ ok: true });
    expect(await dispatch(db, id, rollCommand('r1'), threeDice())).toEqual({ ok: true });
    const state = await stateOf(id);
    expect(state.rolls[0]?.rolled?.faces).toEqual([6, 2, 5]);
    expect(state.rolls[0]?.rolled?.total).toBe(13); // Muscle 3 + Shooting 0 rolls 3k3
  });

  it('stores nothing when the rules refuse a command', async () => {
    const id = await newCampaign();
    await dispatch(db, id, addVex);
    const before = await campaignLog(db, id);
    const result = await dispatch(db, id, {
      type: 'character/update',
      id: vexId,
      changes: { abilities: { muscle: 0, fingers: 2, brains: 2, it: 2 } },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/Muscle/);
    expect(await campaignLog(db, id)).toEqual(before);
  });

  it('undoes and redoes across a reopened database, never undoing the creation', async () => {
    const id = await newCampaign();
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('r1'), threeDice());
    expect(await undo(db, id)).toEqual({ ok: true });
    db.close();
    db = new HeistboxDb(db.name);
    await db.open();
    expect((await stateOf(id)).rolls).toHaveLength(0);
    expect(await redo(db, id)).toEqual({ ok: true });
    expect((await stateOf(id)).rolls).toHaveLength(1);
    await undo(db, id);
    await undo(db, id);
    const last = await undo(db, id);
    expect(last.ok).toBe(false);
    expect((await stateOf(id)).name).toBe('Docklands');
  });

  it('drops the redo stack when a new command is stored', async () => {
    const id = await newCampaign();
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('r1'), threeDice());
    await undo(db, id);
    await dispatch(db, id, { type: 'campaign/rename', name: 'Renamed' });
    expect((await campaignLog(db, id)).some((r) => r.undone)).toBe(false);
    expect((await redo(db, id)).ok).toBe(false);
    expect((await db.campaigns.get(id))?.name).toBe('Renamed');
  });

  it('exports and imports a campaign as a new one, undo history included', async () => {
    const id = await newCampaign();
    await dispatch(db, id, addVex);
    await dispatch(db, id, rollCommand('r1'), threeDice());
    await undo(db, id);
    const { text, fileName } = await exportCampaign(db, id, 42);
    expect(fileName).toBe('Docklands.heistbox.json');
    await deleteCampaign(db, id);
    const imported = await importCampaign(db, text);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.name).toBe('Docklands');
    expect((await exportCampaign(db, imported.id, 42)).text).toBe(text);
    expect(await redo(db, imported.id)).toEqual({ ok: true });
  });

  it('imports beside a campaign of the same name under a free name', async () => {
    const id = await newCampaign();
    const { text } = await exportCampaign(db, id);
    const first = await importCampaign(db, text);
    const second = await importCampaign(db, text);
    expect(first.ok && first.name).toBe('Docklands (imported)');
    expect(second.ok && second.name).toBe('Docklands (imported 2)');
    if (second.ok) expect((await stateOf(second.id)).name).toBe('Docklands (imported 2)');
  });

  it('refuses a malformed file with a message and leaves the library untouched', async () => {
    const id = await newCampaign();
    const before = await db.log.toArray();
    for (const bad of [
      '{',
      '[]',
      '{"formatVersion":2,"app":"heistbox"}',
      '{"__proto__":{"polluted":true},"formatVersion":1,"app":"heistbox"}',
    ]) {
      const result = await importCampaign(db, bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
    }
    expect(await db.campaigns.count()).toBe(1);
    expect(await db.log.toArray()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await db.campaigns.get(id))?.name).toBe('Docklands');
  });

  it('reports a full disk, and loses nothing that was stored', async () => {
    const id = await newCampaign();
    await dispatch(db, id, addVex);
    const before = await campaignLog(db, id);
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    db.log.hook('creating', full);
    const result = await dispatch(db, id, { type: 'campaign/rename', name: 'Never stored' });
    db.log.hook('creating').unsubscribe(full);
    expect(result).toMatchObject({ ok: false, code: 'storage/quota' });
    expect(await campaignLog(db, id)).toEqual(before);
    expect((await db.campaigns.get(id))?.name).toBe('Docklands');
  });
});
