import { describe, expect, it } from 'vitest';
import {
  characterId,
  describeEntry,
  parsePlayerView,
  playerControls,
  playerView,
  replay,
  time,
} from '../../../../core/index.ts';
import type { LogEntry, PlayerHeistBody, PlayerView } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, campaignWith, openHeist, play, refusal, sheet, skillsWith } from '../campaign/scene-support.ts';

/** The players' screen of a Heist on the warehouse (issue 21, COT-D-62): what the crew knows, nothing else. */

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

function heistLog(): LogEntry[] {
  const log = campaignWith('Heist', cast, { zones: ['Dock', 'Hall', 'Vault'] });
  const dice = fixedDice();
  const withLoot = play(
    play(
      log,
      { type: 'spot/tag-zone', spotId: 'warehouse', zoneId: 'Vault', tag: 'hidden', on: true, rating: 14 },
      dice,
    ),
    {
      type: 'spot/add-loot',
      spotId: 'warehouse',
      lootId: 'ledger',
      name: 'The Duke’s ledger',
      zone: 'Hall',
      value: 3,
    },
    dice,
  );
  return openHeist(withLoot, heist, cast);
}

const crewView = (log: readonly LogEntry[]): PlayerView =>
  playerView(replay(log), { audience: 'crew', rolls: [] });

const heistBody = (view: PlayerView): PlayerHeistBody => {
  const body = view.scenes.find((scene) => scene.id === heist)?.body;
  if (body?.engine !== 'heist') throw new Error('No Heist on the players’ screen');
  return body;
};

describe('the GM’s toggles for the whole campaign', () => {
  it('offers each running scene and each character, crew first as the campaign lists them', () => {
    const controls = playerControls(replay(heistLog()), null);
    expect(controls.map((control) => [control.key, control.shown])).toEqual([
      [`scene:${heist}`, true],
      [`character:${vex}`, true],
      [`character:${ruth}`, true],
      [`identity:${ruth}`, false],
    ]);
    expect(playerControls(replay(heistLog()), time.sceneId('closed-long-ago'))).toEqual([]);
  });
});

describe('the players’ screen of a Heist', () => {
  const log = heistLog();

  it('shows the crew’s map: zones unknown until learnt, no Hidden zone, the crew where they stand, no guard', () => {
    const view = crewView(log);
    const body = heistBody(view);
    expect(body.map.zones.map((zone) => [zone.name, zone.known])).toEqual([
      ['Unknown zone', false],
      ['Unknown zone', false],
    ]);
    expect(body.crew).toEqual([{ key: vex, name: 'Vex', zone: 'z1' }]);
    expect(body.people).toEqual([]);
    expect(body.loot).toEqual([]);
    const text = JSON.stringify(view);
    for (const secret of ['Vault', 'Ruth', 'night watchman', 'Countess', 'Sleeps', 'ledger', 'Dock', 'Hall'])
      expect(text).not.toContain(secret);
    expect(parsePlayerView(view)).toEqual(view);
  });

  it('changes nothing on the screen when a guard turns Aware (COT-GUARD-4)', () => {
    const aware = play(log, act(heist, 'heist', { type: 'heist/alert', guards: [ruth] }), fixedDice());
    expect(replay(aware).scenes[heist]).not.toEqual(replay(log).scenes[heist]);
    expect(crewView(aware)).toEqual(crewView(log));
  });

  it('shows a zone once the GM reveals it, by name, and takes it off again (COT-D-62)', () => {
    const reveal = {
      type: 'players/reveal',
      target: { kind: 'zone', spotId: 'warehouse', id: 'Hall' },
    } as const;
    const shown = play(log, { ...reveal, shown: true }, fixedDice());
    expect(heistBody(crewView(shown)).map.zones.map((zone) => zone.name)).toEqual(['Unknown zone', 'Hall']);
    // The Spot's knowledge is the one truth: the campaign's Spot and the Heist's copy both know the zone.
    const state = replay(shown);
    expect(state.spots.warehouse?.knowledge.zones.Hall).toBe('gm');
    const copy = state.scenes[heist];
    expect(copy?.engine === 'heist' && copy.state?.spot.knowledge.zones.Hall).toBe('gm');
    expect(describeEntry(replay(log), shown.at(-1)!)).toBe('the crew learns of Hall');
    const hidden = play(shown, { ...reveal, shown: false }, fixedDice());
    expect(describeEntry(replay(shown), hidden.at(-1)!)).toBe("Hall leaves the crew's map");
    expect(crewView(hidden)).toEqual(crewView(log));
  });

  it('shows a guard the GM reveals by the face they show, and loot once revealed', () => {
    const guard = play(
      log,
      { type: 'players/reveal', target: { kind: 'guard', spotId: 'warehouse', id: ruth }, shown: true },
      fixedDice(),
    );
    const loot = play(
      guard,
      { type: 'players/reveal', target: { kind: 'loot', spotId: 'warehouse', id: 'ledger' }, shown: true },
      fixedDice(),
    );
    const body = heistBody(crewView(loot));
    expect(body.people).toEqual([{ key: 'p1', name: 'the night watchman', zone: 'z1' }]);
    expect(body.loot).toEqual([{ key: 'l1', name: 'The Duke’s ledger', zone: 'z2', carriedBy: null }]);
    expect(crewView(loot).people).toEqual([{ key: 'p1', name: 'the night watchman', condition: '' }]);
    const named = play(
      loot,
      { type: 'players/show-character', characterId: ruth, look: 'named' },
      fixedDice(),
    );
    expect(heistBody(crewView(named)).people[0]?.name).toBe('Countess Ruth');
  });

  it('refuses a reveal of what is not there, naming it, and changes nothing', () => {
    const target = (kind: 'zone' | 'guard' | 'loot', id: string, spotId = 'warehouse') => ({
      type: 'players/reveal' as const,
      target: { kind, spotId, id },
      shown: true,
    });
    expect(refusal(log, target('zone', 'Attic'))).toEqual({
      code: 'players/unknown-zone',
      message: 'The warehouse has no zone “Attic”',
    });
    expect(refusal(log, target('guard', 'nobody'))).toEqual({
      code: 'players/unknown-guard',
      message: 'Nobody “nobody” is at The warehouse',
    });
    expect(refusal(log, target('loot', 'crown')).code).toBe('players/unknown-loot');
    expect(refusal(log, target('zone', 'Dock', 'bank'))).toEqual({
      code: 'players/unknown-spot',
      message: 'There is no Spot “bank”',
    });
    expect(refusal(log, { ...target('zone', 'Dock'), shown: false }).code).toBe('players/not-revealed');
  });

  it('offers the GM a toggle for each zone, guard and piece of loot, each a command decide accepts', () => {
    const controls = playerControls(replay(log), heist);
    expect(controls.map((control) => control.label)).toEqual([
      'Hide “The warehouse job” from the players',
      'Hide Vex from the players',
      'Hide Ruth Kessler from the players',
      'Reveal who Ruth Kessler really is to the players',
      'Reveal Dock to the crew',
      'Reveal Hall to the crew',
      'Reveal Vault to the crew',
      "Show Ruth Kessler on the crew's map",
      'Reveal The Duke’s ledger to the players',
    ]);
    for (const control of controls) {
      const next = play(log, control.command, fixedDice());
      const again = playerControls(replay(next), heist).find((other) => other.key === control.key);
      expect(again?.shown, control.label).toBe(!control.shown);
    }
  });
});

describe('keys on the players’ screen say nothing the screen does not draw', () => {
  const sam = characterId('silent-sam');
  /**
   * The same Heist with or without what the crew cannot see: a Hidden zone not found (listed first, with a barrier
   * to the Dock), an NPC the crew never meets (listed before the guard), a piece of loot nobody revealed (listed
   * before the ledger). The guard, the ledger, the Hall and the Dock–Hall barrier are shown in both.
   */
  function heistWith(secrets: boolean): LogEntry[] {
    const people = secrets ? [cast[0]!, sheet(sam, 'npc', 'Silent Sam'), cast[1]!] : cast;
    const dice = fixedDice();
    // The Cellar is laid out in both (so every zone stands where it does), and taken away again in the plain one.
    let log = campaignWith('Heist', people, { zones: ['Cellar', 'Dock', 'Hall'] });
    const spot = (command: object) => {
      log = play(log, { spotId: 'warehouse', ...command } as Parameters<typeof play>[1], dice);
    };
    if (!secrets) spot({ type: 'spot/remove-zone', zoneId: 'Cellar' });
    else {
      spot({ type: 'spot/tag-zone', zoneId: 'Cellar', tag: 'hidden', on: true, rating: 14 });
      spot({ type: 'spot/add-barrier', barrierId: 'cellar-door', ends: ['Cellar', 'Dock'] });
      spot({ type: 'spot/add-loot', lootId: 'crown', name: 'The crown', zone: 'Hall', value: 9 });
    }
    spot({ type: 'spot/add-barrier', barrierId: 'hall-door', ends: ['Dock', 'Hall'] });
    spot({ type: 'spot/add-loot', lootId: 'ledger', name: 'The Duke’s ledger', zone: 'Hall', value: 3 });
    log = openHeist(log, heist, people);
    for (const target of [
      { kind: 'zone', id: 'Dock' },
      { kind: 'zone', id: 'Hall' },
      { kind: 'guard', id: ruth },
      { kind: 'loot', id: 'ledger' },
    ] as const)
      log = play(
        log,
        { type: 'players/reveal', target: { ...target, spotId: 'warehouse' }, shown: true },
        dice,
      );
    return log;
  }

  it('numbers zones, barriers, people and loot among those drawn, never by their ids (COT-D-62)', () => {
    const view = crewView(heistWith(true));
    const body = heistBody(view);
    expect(body.map.zones.map((zone) => [zone.id, zone.name])).toEqual([
      ['z1', 'Dock'],
      ['z2', 'Hall'],
    ]);
    expect(body.map.barriers.map((barrier) => [barrier.id, barrier.ends])).toEqual([['b1', ['z1', 'z2']]]);
    expect(body.people).toEqual([{ key: 'p1', name: 'the night watchman', zone: 'z1' }]);
    expect(body.loot).toEqual([{ key: 'l1', name: 'The Duke’s ledger', zone: 'z2', carriedBy: null }]);
    const text = JSON.stringify(view);
    for (const secret of ['Cellar', 'cellar', 'crown', '"ledger"', 'hall-door', 'silent', 'Sam', 'ruth'])
      expect(text).not.toContain(secret);
  });

  it('is the same screen with or without a Hidden zone, an NPC and loot the crew cannot see', () => {
    expect(crewView(heistWith(true))).toEqual(crewView(heistWith(false)));
  });
});
