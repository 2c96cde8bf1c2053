import { afterEach, describe, expect, it, vi } from 'vitest';
import { characterId, playerViews, replay, rollId, rollsOf, time } from '../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../core/index.ts';
import { rollKey } from '../../../core/player/rolls.ts';
import type { JsonValue, ServerMessage } from '../../../core/player/wire.ts';
import { createPlayerHub } from '../../../electron/players/hub.ts';
import type { PlayerHub } from '../../../electron/players/hub.ts';
import { fixedDice } from '../../helpers/fixed-dice.ts';
import { act, campaignWith, openHeist, play, sheet, skillsWith } from '../core/campaign/scene-support.ts';
import { liveUrl, openScreen } from './hub-clients.ts';
import type { TestScreen } from './hub-clients.ts';

/**
 * Nothing GM-only on the wire (issue 21): a whole session played through core's projection and the hub — a Heist
 * with a Hidden zone, a guard with a true identity and notes, loot nobody revealed, a guard turning Aware, a zone
 * revealed, a secret roll and a public one — and every byte sent to the players (two LAN screens and the players'
 * window) searched for each secret.
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const heist = time.sceneId('warehouse-job');
const cast = [
  sheet(vex, 'crew', 'Vex', { skills: skillsWith({ sneak: 2 }), notes: 'Owes the Duke money' }),
  sheet(ruth, 'guard', 'Ruth Kessler', {
    trueIdentity: 'Countess Ruth',
    presentedIdentity: 'the night watchman',
    notes: 'Sleeps on duty',
  }),
];

/** Every string the players must never receive. */
const secrets = [
  'Vault', // a Hidden zone the crew never learns
  'Ruth', // the guard's name and true identity
  'Kessler',
  'Countess',
  'night watchman', // the guard's face: she is never revealed
  'Sleeps on duty', // an NPC's notes
  'Owes the Duke', // a crew member's notes are the GM's
  'ledger', // loot nobody revealed
  'cellar-secret', // the secret roll's id
  'Checked the cellar', // its note
];

const hubs: PlayerHub[] = [];
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.stop();
});

function roll(id: string, note: string, secret: boolean): CampaignCommand {
  return {
    type: 'dice/roll',
    rollId: rollId(id),
    at: 5000,
    request: {
      characterId: vex,
      skill: 'sneak',
      pool: null,
      modifiers: [],
      bolsters: 0,
      leanOnto: null,
      against: { kind: 'difficulty', value: 9 },
      note,
    },
    ...(secret ? { secret: true } : {}),
  };
}

describe('a whole session on the wire', () => {
  it('sends the players what the crew knows and not one byte of a secret', async () => {
    const dice = fixedDice(6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1);
    let log: LogEntry[] = campaignWith('Heist', cast, { zones: ['Dock', 'Hall', 'Vault'] });
    log = play(
      log,
      { type: 'spot/tag-zone', spotId: 'warehouse', zoneId: 'Vault', tag: 'hidden', on: true, rating: 14 },
      dice,
    );
    log = play(
      log,
      {
        type: 'spot/add-loot',
        spotId: 'warehouse',
        lootId: 'ledger',
        name: 'The ledger',
        zone: 'Hall',
        value: 3,
      },
      dice,
    );
    log = openHeist(log, heist, cast);

    const hub = createPlayerHub({ pageRoot: null });
    hubs.push(hub);
    await hub.start({ host: '127.0.0.1', port: 0 });
    const publish = (entries: readonly LogEntry[]): void => {
      const rolls = entries.filter((entry) => rollsOf(entry).length > 0).slice(-12);
      hub.publish(
        JSON.parse(JSON.stringify(playerViews(replay(entries), rolls))) as Record<string, JsonValue>,
      );
    };
    publish(log);
    const window: ServerMessage[] = [];
    const local = hub.attachLocal('crew', (message) => window.push(message));
    local.hello(null);
    const screens: TestScreen[] = await Promise.all(
      [1, 2].map(() => openScreen(liveUrl(hub.status().urls[0] ?? ''))),
    );
    for (const screen of screens) {
      screen.hello(null);
      await screen.next();
    }
    /** Plays `command` and publishes; the players' window is fed in-process, so its count is exact at once. */
    const step = (command: CampaignCommand): number => {
      const before = window.length;
      log = play(log, command, dice);
      publish(log);
      return window.length - before;
    };

    expect(step(act(heist, 'heist', { type: 'heist/alert', guards: [ruth] }))).toBe(0); // nothing to see
    expect(
      step({
        type: 'players/reveal',
        target: { kind: 'zone', spotId: 'warehouse', id: 'Hall' },
        shown: true,
      }),
    ).toBe(1);
    expect(step(roll('cellar-secret', 'Checked the cellar', true))).toBe(0); // a secret roll: nothing
    expect(step(roll('lock-public', 'Picks the lock', false))).toBe(1);
    hub.setBlank(true);
    hub.setBlank(false);
    const last = window.at(-1);
    const finalRev = last !== undefined && last.kind !== 'bye' ? last.rev : -1;
    for (const screen of screens) {
      await vi.waitFor(() => expect(screen.messages.at(-1)).toMatchObject({ rev: finalRev }));
    }

    const sent = [...screens.flatMap((screen) => screen.frames), JSON.stringify(window)].join('\n');
    const found = secrets.filter((secret) => sent.includes(secret));
    expect(found).toEqual([]);
    // The public roll is sent under its key (a digest of its id), never the log's id.
    for (const known of ['Vex', 'Hall', rollKey('lock-public'), 'heistbox-player-view'])
      expect(sent).toContain(known);
    expect(sent).not.toContain('lock-public');
    for (const screen of screens) screen.socket.terminate();
  });
});
