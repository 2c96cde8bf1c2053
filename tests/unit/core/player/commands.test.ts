import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  characterId,
  decide,
  describeEntry,
  emptyPlayerView,
  emptyPlayers,
  execute,
  parseAudience,
  parseCampaignFile,
  playerAudiences,
  playerView,
  playerViews,
  playersOf,
  poolOdds,
  replay,
  rollsIn,
  seatAudience,
  time,
  undo,
} from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry } from '../../../../core/index.ts';
import { rollKey } from '../../../../core/player/rolls.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { rollCommand } from '../campaign/support.ts';
import { act, fightWith, play, refusal, scene, sheet, skillsWith } from '../campaign/scene-support.ts';

/** The GM's controls of the players' screen as campaign commands, secret rolls, and which rolls are public. */

const vex = characterId('vex');
const dolan = characterId('dolan');
const fight = time.sceneId('dock-fight');
const cast = [
  {
    character: sheet(vex, 'crew', 'Vex', {
      abilities: { muscle: 3, fingers: 2, brains: 2, it: 2 },
      skills: skillsWith({ shooting: 2, resist: 1 }),
      weapons: ['Revolver'],
      notes: 'Owes Dolan money',
    }),
    side: 'crew' as const,
  },
  {
    character: sheet(dolan, 'npc', 'Dolan Reyes', {
      trueIdentity: 'Inspector Reyes',
      presentedIdentity: 'the fence',
      skills: skillsWith({ resist: 1 }),
    }),
    side: 'guards' as const,
  },
];

/** Gang Warfare on the dock: Vex and Dolan roll Cover (3 dice each: Muscle 3 + Resist 1 for Vex, 2 + 1 Dolan). */
function fightLog(): LogEntry[] {
  return fightWith('Players', fight, cast, fixedDice(6, 5, 4, 3, 6, 6, 1));
}

const view = (log: readonly LogEntry[], rolls: readonly LogEntry[] = log.slice(-12)) =>
  playerView(replay(log), { audience: 'crew', rolls });

describe('the GM’s controls of the players’ screen', () => {
  const log = fightLog();

  it('hides a running scene from the players and shows it again, each an undoable step with a plain label', () => {
    expect(view(log).scenes.map((s) => s.name)).toEqual(['Fight on the dock']);
    const hidden = play(log, { type: 'players/show-scene', sceneId: fight, shown: false }, fixedDice());
    expect(view(hidden).scenes).toEqual([]);
    expect(describeEntry(replay(log), hidden.at(-1)!)).toBe('hide Fight on the dock from the players');
    expect(replay(undo(hidden)).players).toEqual(emptyPlayers);
  });

  it('forgets a hidden scene once it closes: the players’ part never outgrows the campaign', () => {
    const hidden = play(log, { type: 'players/show-scene', sceneId: fight, shown: false }, fixedDice());
    const closed = play(hidden, scene({ type: 'scene/close', sceneId: fight }), fixedDice());
    expect(replay(closed).players).toEqual(emptyPlayers);
  });

  it('reveals who someone really is, and refuses a crew member any other look than hidden', () => {
    const named = play(
      log,
      { type: 'players/show-character', characterId: dolan, look: 'named' },
      fixedDice(),
    );
    expect(view(named).people).toEqual([{ key: 'p1', name: 'Inspector Reyes', condition: '' }]);
    expect(describeEntry(replay(log), named.at(-1)!)).toBe('reveal who Dolan Reyes really is to the players');
    expect(refusal(log, { type: 'players/show-character', characterId: vex, look: 'named' })).toEqual({
      code: 'players/crew-look',
      message: 'Vex is of the crew: the players see them by name, or not at all',
    });
  });

  it.each<[string, CampaignCommand, string, string]>([
    [
      'an unknown scene',
      { type: 'players/show-scene', sceneId: time.sceneId('nowhere'), shown: false },
      'players/unknown-scene',
      'There is no running scene “nowhere”',
    ],
    [
      'an unknown character',
      { type: 'players/show-character', characterId: characterId('ghost'), look: 'hidden' },
      'players/unknown-character',
      'There is no character “ghost”',
    ],
    [
      'a scene already shown',
      { type: 'players/show-scene', sceneId: fight, shown: true },
      'players/no-change',
      'The players already see Fight on the dock',
    ],
    [
      'a look already so',
      { type: 'players/show-character', characterId: dolan, look: 'auto' },
      'players/no-change',
      'Dolan Reyes already shows so on the players’ screen',
    ],
    [
      'an unknown look',
      { type: 'players/show-character', characterId: dolan, look: 'famous' } as unknown as CampaignCommand,
      'command/invalid',
      'look: expected one of: auto, hidden, presented, named, got "famous"',
    ],
  ])('refuses %s, naming it, and stores nothing', (_what, command, code, message) => {
    expect(refusal(log, command)).toEqual({ code, message });
  });

  it('refuses a players’ screen setting that is not one of its choices, naming it', () => {
    const decision = decide(
      replay(log),
      { type: 'settings/change', changes: { playerCover: 'exact' } } as unknown as CampaignCommand,
      fixedDice(),
    );
    expect(decision).toMatchObject({ ok: false, code: 'command/invalid' });
    expect(!decision.ok && decision.message).toContain('playerCover');
  });
});

describe('the players’ screen settings (PLY-D-1..3)', () => {
  const log = fightLog();

  it('publishes to the table alone, or to each crew member’s seat too when each sees their own sheet', () => {
    expect(playerAudiences(replay(log))).toEqual(['crew']);
    const own = play(log, { type: 'settings/change', changes: { playerSheets: 'own' } }, fixedDice());
    expect(playerAudiences(replay(own))).toEqual(['crew', 'seat:vex']);
    const views = playerViews(replay(own), []);
    expect(views.crew.sheets).toEqual([]);
    expect(views[seatAudience(vex)]?.sheets.map((s) => s.name)).toEqual(['Vex']);
    expect(playerView(replay(own), { audience: 'seat:dolan' as never, rolls: [] })).toEqual(
      emptyPlayerView(false),
    );
  });

  it('shows the crew’s sheet without the GM’s notes', () => {
    const [sheetShown] = view(log).sheets;
    expect(sheetShown?.skills).toEqual([
      { label: 'Shooting', value: 2 },
      { label: 'Resist', value: 1 },
    ]);
    expect(JSON.stringify(view(log))).not.toContain('Owes Dolan');
  });

  it('shows Cover as a band, or as the number, as the table settles', () => {
    const fighters = (l: readonly LogEntry[]) => {
      const body = view(l).scenes[0]?.body;
      return body?.engine === 'warfare' ? body.fighters.map((f) => [f.name, f.cover.words]) : [];
    };
    // Vex rolls 6, 5, 4, 3 and keeps three: Cover 15; Dolan rolls 6, 6, 1: Cover 12 (COT-WAR-2).
    const scores = replay(log).scenes[fight];
    expect(scores?.engine === 'warfare' && scores.state?.fighters.map((f) => f.coverScore)).toEqual([15, 12]);
    expect(fighters(log)).toEqual([
      ['Vex', 'Cover: high'],
      ['Opponent 1', 'Cover: high'],
    ]);
    const numbers = play(
      log,
      { type: 'settings/change', changes: { playerCover: 'number', playerOpponents: 'named' } },
      fixedDice(),
    );
    expect(fighters(numbers)).toEqual([
      ['Vex', 'Cover 15'],
      ['the fence', 'Cover 12'],
    ]);
  });
});

describe('a fight’s initiative on the players’ screen (COT-INIT-3, PLY-D-2)', () => {
  const rolled = play(
    fightLog(),
    scene({ type: 'scene/roll-initiative', sceneId: fight }),
    fixedDice(...Array<number>(20).fill(4)),
  );
  const initiative = (log: readonly LogEntry[]) => view(log).scenes[0]?.initiative;

  it('shows the crew’s slots with their totals and an opponent’s as “Opponents”, no total, nobody named', () => {
    const order = initiative(rolled);
    expect(order?.round).toBe(1);
    expect(order?.slots.map((slot) => [slot.side, slot.crew, slot.total === null, slot.who])).toEqual(
      expect.arrayContaining([
        ['Crew', true, false, null],
        ['Opponents', false, true, null],
      ]),
    );
    expect(JSON.stringify(order)).not.toMatch(/Guards|Dolan|fence/);
  });

  it('leaves an opponent’s slot out until someone takes it, under “hidden until they act”', () => {
    const hidden = play(
      rolled,
      { type: 'settings/change', changes: { playerOpponents: 'hidden-until-act' } },
      fixedDice(),
    );
    expect(initiative(hidden)?.slots.every((slot) => slot.crew)).toBe(true);
    // Keyed by their place among the slots shown: no gap tells of the opponent's slot left out.
    expect(initiative(hidden)?.slots.map((slot) => slot.key)).toEqual(
      initiative(hidden)?.slots.map((_slot, index) => `slot-${index + 1}`),
    );
    const named = play(
      rolled,
      { type: 'settings/change', changes: { playerOpponents: 'named' } },
      fixedDice(),
    );
    expect(initiative(named)?.slots.map((slot) => slot.side)).toContain('Guards');
  });
});

describe('secret and public rolls', () => {
  const log = fightLog();
  const trayRoll = (secret: boolean, against = { kind: 'difficulty' as const, value: 9 }) =>
    ({
      ...rollCommand({ characterId: vex, skill: 'shooting', against }),
      ...(secret ? { secret: true } : {}),
    }) as CampaignCommand;

  it('shows a crew member’s dice-tray roll with its dice, difficulty and exact odds (COT-DICE-6)', () => {
    const rolled = play(log, trayRoll(false), fixedDice(6, 5, 4, 2, 1));
    const [roll] = view(rolled).rolls;
    const record = rollsIn(rolled.slice(-1))[0]!;
    // The roll's key is a digest of its id, never the id (PLY-D-5).
    expect(roll?.id).not.toBe(record.id);
    expect(roll).toEqual({
      id: rollKey(record.id),
      who: 'Vex',
      what: 'Shooting',
      faces: record.rolled!.faces,
      kept: record.rolled!.kept,
      total: record.rolled!.total,
      success: record.success,
      against: 'Difficulty 9',
      odds: { label: 'Success', probability: poolOdds(record.rolled!.pool, 9).success },
      result: '',
    });
  });

  it('keeps a secret roll with the GM: marked secret, on no screen', () => {
    const rolled = play(log, trayRoll(true), fixedDice(6, 5, 4, 2, 1));
    expect(rollsIn(rolled.slice(-1))[0]?.secret).toBe(true);
    expect(view(rolled, rolled.slice(-1)).rolls).toEqual([]);
  });

  it('keeps the difficulty and odds of a roll against a score with the GM, and shows its dice', () => {
    const rolled = play(
      log,
      trayRoll(false, { kind: 'score', value: 14, label: 'Dolan’s Awareness' } as never),
      fixedDice(6, 5, 4, 2, 1),
    );
    expect(view(rolled).rolls[0]).toMatchObject({ who: 'Vex', against: '', odds: null });
    expect(JSON.stringify(view(rolled))).not.toMatch(/Awareness|14/);
  });

  it('never shows a roll of someone not of the crew', () => {
    const rolled = play(log, rollCommand({ characterId: dolan, skill: 'resist' }), fixedDice(6, 5, 4));
    expect(view(rolled, rolled.slice(-1)).rolls).toEqual([]);
  });

  it('marks every roll of a secret scene command secret, and shows a public one in a shown scene only', () => {
    const attack = (secret: boolean) =>
      ({
        ...act(fight, 'warfare', {
          type: 'warfare/attack',
          attacker: vex,
          target: dolan,
          skill: 'shooting',
          weapon: 'Revolver',
        }),
        ...(secret ? { secret: true } : {}),
      }) as CampaignCommand;
    const dice = () => fixedDice(6, 6, 6, 6, 6, 6, 6, 6);
    const secret = execute(log, attack(true), dice(), 2_000);
    const open = execute(log, attack(false), dice(), 2_000);
    if (!secret.ok || !open.ok)
      throw new Error(secret.ok ? (open as { message: string }).message : secret.message);
    expect(rollsIn(secret.entries.slice(-1)).every((roll) => roll.secret === true)).toBe(true);
    expect(view(secret.entries, secret.entries.slice(-1)).rolls).toEqual([]);
    expect(
      view(open.entries, open.entries.slice(-1)).rolls.map((roll) => [
        roll.who,
        roll.what,
        roll.against,
        roll.odds,
      ]),
    ).toEqual([['Vex', 'Shooting', '', null]]);
    // A scene roll's id counts the command's rolls (`<id>-2`): its key says nothing of the rolls before it.
    for (const record of rollsIn(open.entries.slice(-1)))
      expect(JSON.stringify(view(open.entries, open.entries.slice(-1)))).not.toContain(record.id);
    const hidden = play(
      open.entries,
      { type: 'players/show-scene', sceneId: fight, shown: false },
      fixedDice(),
    );
    expect(view(hidden, open.entries.slice(-1)).rolls).toEqual([]);
  });
});

describe('audiences', () => {
  it('reads the table’s audience and a seat, and nothing else', () => {
    expect(parseAudience('crew')).toBe('crew');
    expect(parseAudience(seatAudience(vex))).toBe('seat:vex');
    for (const bad of ['', 'seat:', 'Crew', 'seat', 7, null, `seat:${'x'.repeat(201)}`])
      expect(parseAudience(bad)).toBeNull();
  });
});

describe('campaigns written before the players’ screen', () => {
  it('read with nothing chosen: every scene shown, nobody revealed', () => {
    const text = readFileSync(
      new URL('../../../fixtures/v1/long-con.heistbox.json', import.meta.url),
      'utf8',
    );
    const parsed = parseCampaignFile(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.state.players).toEqual(emptyPlayers);
    const { players: _gone, ...stored } = parsed.state;
    const old = stored as unknown as CampaignState;
    expect(playersOf(old)).toEqual(emptyPlayers);
    expect(playerView(old, { audience: 'crew', rolls: [] })).toEqual(
      playerView(parsed.state, { audience: 'crew', rolls: [] }),
    );
  });
});
