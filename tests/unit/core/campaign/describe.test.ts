import { describe, expect, it } from 'vitest';
import { characterId, describeEntry, describeEvent, replay, rollId, time } from '../../../../core/index.ts';
import type { CampaignCommand, CharacterId, Dice, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, fightWith, heistWith, play, scene, sheet, skillsWith } from './scene-support.ts';

/** The Undo and Redo labels (describeEntry) and the history lines (describeEvent) read as the game speaks. */

const ruth = characterId('ruth');
const vex = characterId('vex');
const dolan = characterId('dolan');
const fight = time.sceneId('fight');

const gunwoman = sheet(ruth, 'crew', 'Ruth', { skills: skillsWith({ shooting: 2 }), weapons: ['Revolver'] });

/** The label Undo would show for the last entry, against the state before it. */
const undoLabel = (log: readonly LogEntry[]) => describeEntry(replay(log.slice(0, -1)), log.at(-1)!);

/** Plays the command and returns Undo's label for it. */
function labelOf(log: LogEntry[], command: CampaignCommand, dice: Dice): string {
  return undoLabel(play(log, command, dice));
}

const fightLog = () =>
  fightWith(
    'Labels',
    fight,
    [
      { character: gunwoman, side: 'crew' },
      { character: sheet(vex, 'crew', 'Vex'), side: 'crew' },
      { character: sheet(dolan, 'guard', 'Dolan'), side: 'guards' },
    ],
    fixedDice(3, 3, 3, 3, 3, 3), // Cover 6 each
  );

describe('Undo labels', () => {
  it('an attack: who attacks whom with what, and what it did', () => {
    const shot = act(fight, 'warfare', {
      type: 'warfare/attack',
      attacker: ruth,
      target: dolan,
      skill: 'shooting',
      weapon: 'Revolver',
    });
    expect(labelOf(fightLog(), shot, fixedDice(5, 4, 4, 1, 1))).toBe(
      'Ruth attacks Dolan with the Revolver: hit, 3 Cover lost',
    );
  });

  it('a Drop: who Gets the Drop on whom, and the result', () => {
    const okafor = characterId('okafor');
    const heist = time.sceneId('heist');
    const log = heistWith('Labels', heist, [
      sheet(vex, 'crew', 'Vex', { skills: skillsWith({ handToHand: 2 }) }),
      sheet(okafor, 'guard', 'Okafor'),
    ]);
    const drop = act(heist, 'heist', {
      type: 'drop/attack',
      attacker: vex,
      target: okafor,
      skill: 'handToHand',
    });
    expect(labelOf(log, drop, fixedDice(6, 6, 6, 6))).toBe('Vex Gets the Drop (subdue): Okafor unconscious');
  });

  it('a chase action: an attack and a Close', () => {
    const run = time.sceneId('run');
    const bran = characterId('bran');
    let log = play([], { type: 'campaign/create', name: 'Labels' }, fixedDice());
    for (const character of [gunwoman, sheet(bran, 'guard', 'Bran')])
      log = play(log, { type: 'character/create', character }, fixedDice());
    const seat = (id: CharacterId, side: string) => ({
      characterId: id,
      side,
      vehicle: null,
      role: 'on-foot' as const,
    });
    log = play(
      log,
      scene({
        type: 'scene/open',
        sceneId: run,
        name: 'Down the alley',
        engine: 'chase',
        sides: [
          { id: 'crew', label: 'Crew', crew: true },
          { id: 'guards', label: 'Guards', crew: false },
        ],
        participants: [
          { characterId: ruth, side: 'crew', zone: '', role: 'on-foot' },
          { characterId: bran, side: 'guards', zone: '', role: 'on-foot' },
        ],
        setup: {
          targets: [seat(ruth, 'crew')],
          pursuers: [seat(bran, 'guards')],
          distance: 1,
          cramped: false,
        },
      }),
      fixedDice(3, 3, 3, 3),
    );
    const shot = act(run, 'chase', {
      type: 'chase/attack',
      actor: ruth,
      defender: { kind: 'character', id: bran },
      means: { kind: 'weapon', weapon: 'Revolver' },
    });
    log = play(log, shot, fixedDice(5, 4, 1, 1, 1, 1));
    expect(undoLabel(log)).toBe('Ruth attacks Bran with the Revolver: Bran loses 3 Cover (6 → 3)');
    log = play(log, act(run, 'chase', { type: 'chase/close', actor: bran }), fixedDice(1, 2, 6, 6));
    expect(undoLabel(log)).toBe('Bran closes in: Distance 1 → 0, a Takedown or Ram may follow');
  });

  it('a Bolster and a Wait: who gives up their turn, and for whom', () => {
    const log = fightLog();
    expect(
      labelOf(
        log,
        scene({ type: 'scene/bolster', sceneId: fight, giver: vex, recipient: ruth }),
        fixedDice(),
      ),
    ).toBe('Vex Bolsters Ruth (+1k0 on their next roll)');
    expect(labelOf(log, scene({ type: 'scene/wait', sceneId: fight, characterId: vex }), fixedDice())).toBe(
      'Vex waits',
    );
  });

  it('a roll in the dice tray: the roll, not the Bolster it spent', () => {
    let log = play(
      fightLog(),
      scene({ type: 'scene/bolster', sceneId: fight, giver: vex, recipient: ruth }),
      fixedDice(),
    );
    const request = {
      characterId: ruth,
      skill: 'shooting' as const,
      pool: null,
      modifiers: [],
      bolsters: 0,
      leanOnto: null,
      against: { kind: 'difficulty' as const, value: 9 },
      note: '',
    };
    log = play(log, { type: 'dice/roll', rollId: rollId('tray'), at: 1, request }, fixedDice(5, 5, 1, 1, 1));
    expect(undoLabel(log)).toBe('Ruth — Shooting: 10 against Difficulty 9, success');
    const opposed = {
      ...request,
      against: {
        kind: 'opposed' as const,
        characterId: dolan,
        skill: 'lookout' as const,
        pool: null,
        modifiers: [],
        label: '',
      },
    };
    log = play(
      log,
      { type: 'dice/roll', rollId: rollId('tray-2'), at: 2, request: opposed },
      fixedDice(6, 6, 3, 2, 1, 1),
    );
    expect(undoLabel(log)).toBe('Ruth — Shooting: 5 against Dolan — Lookout (12), failure');
  });

  it('a sheet edit: whose sheet and what changed', () => {
    const log = fightLog();
    const edit = (changes: object): CampaignCommand =>
      ({ type: 'character/update', id: vex, changes }) as CampaignCommand;
    expect(labelOf(log, edit({ notes: 'Owes the fence.', reputation: 3 }), fixedDice())).toBe(
      'edit Vex: notes, Reputation 3',
    );
    expect(labelOf(log, edit({ condition: { state: 'wounded', recoveryDays: 2 } }), fixedDice())).toBe(
      'Vex is now Wounded (2 days to recover)',
    );
  });

  it('turn bookkeeping reads plainly when it is all the entry did', () => {
    let log = fightLog();
    log = play(log, scene({ type: 'scene/roll-initiative', sceneId: fight }), fixedDice(3, 3, 3, 3, 3, 3));
    expect(undoLabel(log)).toBe('Initiative rolled: 3 slots');
    log = play(log, scene({ type: 'scene/next-turn', sceneId: fight }), fixedDice());
    expect(undoLabel(log)).toBe('A Crew slot passes: nobody takes it');
  });
});

describe('history lines', () => {
  it('every event of a fight’s entries reads as a sentence or is bookkeeping (null)', () => {
    const log = play(
      fightLog(),
      act(fight, 'warfare', {
        type: 'warfare/attack',
        attacker: ruth,
        target: dolan,
        skill: 'shooting',
        weapon: 'Revolver',
      }),
      fixedDice(5, 4, 4, 1, 1),
    );
    const state = replay(log);
    const lines = log.at(-1)!.events.map((event) => describeEvent(state, event));
    expect(lines).toContain('Ruth attacks Dolan with the Revolver: hit, 3 Cover lost');
    expect(lines).toContain('Ruth — Shooting at Dolan (Revolver): 9 (Dolan loses 3 Cover)');
    for (const line of lines) if (line !== null) expect(line).not.toMatch(/undefined|\[object/);
  });
});
