import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { characterId, playerView, replay, time } from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import PlayerScreen from '../../../../renderer/player/PlayerScreen.svelte';
import { receive } from '../../../../renderer/player/receive.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { campaignWith, openHeist, play, sheet, skillsWith } from '../../core/campaign/scene-support.ts';

/**
 * The page with what core really projects (issue 21): a Heist on the warehouse, a guard and a zone revealed. The
 * page takes it, draws it, and nothing the crew does not know is in what it draws.
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const heist = time.sceneId('warehouse-job');
const cast = [
  sheet(vex, 'crew', 'Vex', { skills: skillsWith({ sneak: 2 }) }),
  sheet(ruth, 'guard', 'Ruth Kessler', {
    trueIdentity: 'Countess Ruth',
    presentedIdentity: 'the night watchman',
    notes: 'Sleeps on duty',
  }),
];

function revealedLog(): LogEntry[] {
  const dice = fixedDice();
  const log = campaignWith('Heist', cast, { zones: ['Dock', 'Hall', 'Vault'] });
  const hidden = play(
    log,
    { type: 'spot/tag-zone', spotId: 'warehouse', zoneId: 'Vault', tag: 'hidden', on: true, rating: 14 },
    dice,
  );
  const opened = openHeist(hidden, heist, cast);
  const zone = play(
    opened,
    { type: 'players/reveal', target: { kind: 'zone', spotId: 'warehouse', id: 'Hall' }, shown: true },
    dice,
  );
  return play(
    zone,
    { type: 'players/reveal', target: { kind: 'guard', spotId: 'warehouse', id: ruth }, shown: true },
    dice,
  );
}

describe('PlayerScreen with core’s projection', () => {
  const view = playerView(replay(revealedLog()), { audience: 'crew', rolls: [] });
  const received = receive(view);

  it('takes the projection and draws the crew’s map: the zone revealed, the guard by the face they show', () => {
    expect(received.ok).toBe(true);
    if (!received.ok) return;
    const { body } = render(PlayerScreen, { props: { view: received.view } });
    expect(body).toContain('data-testid="heist-map"');
    expect(body).toMatch(/<text[^>]*class="name[^"]*"[^>]*>Hall<\/text>/);
    expect(body).toContain('the night watchman: spotted');
    expect(body).toContain('Vex: Crew');
  });

  it('draws nothing the crew does not know: no true identity, no GM note, no Hidden zone', () => {
    const { body } = render(PlayerScreen, { props: { view } });
    for (const secret of ['Countess', 'Ruth', 'Sleeps', 'Vault', 'Aware', 'Awareness'])
      expect(body).not.toContain(secret);
  });
});
