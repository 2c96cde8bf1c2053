import { describe, expect, it } from 'vitest';
import { replay, sceneRoundText, seededDice, skirmish, time } from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { campaignWith, play, refusal, scene } from './scene-support.ts';

/** A HEIST fight as a campaign scene (issue 9): opened from pasted rosters, played through the scene layer. */

const fightId = time.sceneId('fight');
const crewRoster = `Mr. A (3/5) SMG w/2 reloads
Mr. B (3/5) SMG w/2 reloads
Mr. C (3/5) SMG w/2 reloads, 1 frag grenade
Mr. D (2/3) Pistol w/1 reload
Mr. E (2/3) Pistol w/1 reload`;
const policeRoster = `Officer Kay (3/5) Shotgun w/2 reloads
Officer Lin (3/5) Shotgun w/2 reloads
Officer Moss (2/4) Pistol w/1 reload
Officer Nash (2/4) Pistol w/1 reload
Officer Orr (2/4) Pistol w/1 reload`;

function models(prefix: string, text: string): skirmish.ModelEntry[] {
  const parsed = skirmish.parseRoster(text);
  expect(parsed.problems).toEqual([]);
  return parsed.models.map((profile, index) => ({ id: `${prefix}${index + 1}`, profile }));
}

function openFight(): LogEntry[] {
  return play(
    campaignWith('Fight night', []),
    scene({
      type: 'scene/open',
      sceneId: fightId,
      name: 'Bank lobby',
      engine: 'skirmish',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'police', label: 'Police', crew: false },
      ],
      participants: [],
      setup: {
        sides: [
          { id: 'crew', name: 'Crew', stance: 'aggressive', models: models('c', crewRoster) },
          { id: 'police', name: 'Police', stance: 'defensive', models: models('p', policeRoster) },
        ],
        firstSide: 'crew',
        deck: [],
      },
    } as never),
    fixedDice(),
  );
}

const send = (command: skirmish.SkirmishCommand) =>
  scene({ type: 'scene/act', sceneId: fightId, engine: 'skirmish', command } as never);
const fightOf = (log: readonly LogEntry[]) => replay(log).scenes[fightId]!.state as skirmish.SkirmishState;

describe('a HEIST fight in the campaign', () => {
  it('opens with no campaign characters, names its models, and plays an aimed shot with a reaction and a crossfire', () => {
    let log = openFight();
    let fight = fightOf(log);
    expect(Object.keys(fight.models)).toHaveLength(10);
    expect(skirmish.skirmishBoard(fight, 0).mayAct).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);

    log = play(log, send({ type: 'skirmish/act', model: 'c1', action: { kind: 'aim' } }), fixedDice());
    expect(fightOf(log).models['c1']!.aiming).toBe(true);
    const shot: skirmish.SkirmishCommand = {
      type: 'skirmish/act',
      model: 'c1',
      action: {
        kind: 'shoot',
        shot: {
          target: { kind: 'model', model: 'p1' },
          aimed: true,
          intense: false,
          crossfire: false,
          range: 10,
        },
      },
    };
    log = play(log, send(shot), fixedDice());
    fight = fightOf(log);
    expect(fight.window?.actor).toBe('c1');
    log = play(
      log,
      send({
        type: 'skirmish/react',
        model: 'p1',
        trigger: 'shot-at',
        shot: {
          target: { kind: 'model', model: 'c1' },
          aimed: false,
          intense: false,
          crossfire: false,
          range: 10,
        },
        takeCover: null,
      }),
      fixedDice(),
    );
    log = play(log, send({ type: 'skirmish/resolve' }), fixedDice(6, 1, 1, 1, 1, 1));
    fight = fightOf(log);
    expect(fight.window).toBeNull();
    expect(fight.models['p1']!.stunned).toBe(true);
    expect(fight.crossfire).toEqual({ target: 'p1', first: 'c1' });
    const offered = skirmish.skirmishView(fight, 'c2', 0).find((v) => v.action === 'crossfire')!;
    expect(offered.options.map((o) => o.label)).toEqual(['Crossfire at Officer Kay (snap)']);
    log = play(log, send(offered.options[0]!.command), fixedDice());
    log = play(log, send({ type: 'skirmish/resolve' }), fixedDice(1, 1, 1));
    fight = fightOf(log);
    expect(fight.models['c1']!.activated).toBe(true); // HST-XFIRE-1: the first shooter loses its actions
    expect(skirmish.skirmishBoard(fight, 0).mayAct).not.toContain('c1');

    // A frag grenade thrown now goes off as the crew's next turn starts (HST-GREN-5).
    const toss = skirmish.skirmishView(fight, 'c3', 0).find((v) => v.action === 'throw')!;
    log = play(log, send(toss.options[0]!.command), seededDice(5));
    if (fightOf(log).window) log = play(log, send({ type: 'skirmish/resolve' }), seededDice(6));
    log = play(
      log,
      send({ type: 'skirmish/act', model: 'c4', action: { kind: 'ready', task: 'reload' } }),
      fixedDice(),
    );
    if (fightOf(log).window) log = play(log, send({ type: 'skirmish/resolve' }), seededDice(8));
    expect(
      refusal(log, send({ type: 'skirmish/act', model: 'p2', action: { kind: 'pass' } })).message,
    ).toMatch(/turn/i);
    log = play(log, send({ type: 'skirmish/act', model: 'c5', action: { kind: 'pass' } }), fixedDice());
    log = play(log, send({ type: 'skirmish/end-turn' }), fixedDice());
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      log = play(log, send({ type: 'skirmish/act', model: id, action: { kind: 'pass' } }), fixedDice());
      // Mr. A still aims: a Pass in his aim zone opens a window nobody reacts in (HST-REACT-1)
      if (fightOf(log).window) log = play(log, send({ type: 'skirmish/resolve' }), fixedDice());
    }
    log = play(log, send({ type: 'skirmish/end-turn' }), fixedDice());
    fight = fightOf(log);
    expect(fight.phase.kind).toBe('turn-start');
    const start = skirmish.skirmishView(fight, 'crew', 0).find((v) => v.action === 'start-turn')!;
    const blast = start.options[0]!.command as Extract<
      skirmish.SkirmishCommand,
      { type: 'skirmish/start-turn' }
    >;
    log = play(
      log,
      send({
        ...blast,
        blasts: blast.blasts.map((b) => ({ ...b, victims: [{ model: 'p3', distance: 2, inCover: false }] })),
      }),
      seededDice(3),
    );
    fight = fightOf(log);
    expect(fight.phase.kind).toBe('turn');
    expect(fight.round).toBe(2);
    // Replaying the log gives the same fight as folding it (the campaign's replay of every entry).
    expect(replay(log).scenes[fightId]!.state).toEqual(fight);
  });

  it('BRG-D-3: the header counts game rounds, and the Job clock finishes an Action round every six finished', () => {
    let log = openFight();
    const passSide = (ids: readonly string[]) => {
      for (const id of ids) {
        log = play(log, send({ type: 'skirmish/act', model: id, action: { kind: 'pass' } }), fixedDice());
        if (fightOf(log).window) log = play(log, send({ type: 'skirmish/resolve' }), fixedDice());
      }
      log = play(log, send({ type: 'skirmish/end-turn' }), fixedDice());
    };
    const running = (entries: readonly LogEntry[]) =>
      replay(entries).clock.running.find((scene) => scene.id === fightId)?.rounds;
    const header = (entries: readonly LogEntry[]) => {
      const state = replay(entries);
      return sceneRoundText(state.clock, state.scenes[fightId]!);
    };
    expect(header(log)).toBe('Game round 1');
    for (let round = 1; round <= 6; round += 1) {
      passSide(['c1', 'c2', 'c3', 'c4', 'c5']);
      passSide(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect(fightOf(log).round).toBe(round + 1);
      expect(running(log)).toBe(round < 6 ? 0 : 1);
    }
    expect(header(log)).toBe('Game round 7');
    // The last end of turn finished the sixth game round: one Action round, a minute, on the Job clock; its undo
    // (the log without it) takes the minute back.
    expect(time.sceneMinutes(replay(log).clock.running.find((scene) => scene.id === fightId)!)).toBe(1);
    expect(running(log.slice(0, -1))).toBe(0);
  });
});
