import { describe, expect, it } from 'vitest';
import { characterId, replay, sceneRound, time } from '../../../../core/index.ts';
import type { CharacterId, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { heistWith, play, refusal, scene, sceneIn, sheet, stateOf } from './scene-support.ts';

/**
 * Who is in which scene: one character in one running scene at a time unless the GM confirms (a scene and
 * the scene it opened inside count as one), joining and leaving (COT-INIT-6), and one round counter per scene.
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const mara = characterId('mara');
const bran = characterId('bran');
const heist = time.sceneId('warehouse');
const prep = time.sceneId('prep');
const fight = time.sceneId('fight');

const cast = [
  sheet(vex, 'crew', 'Vex'),
  sheet(ruth, 'crew', 'Ruth'),
  sheet(mara, 'crew', 'Mara'),
  sheet(bran, 'guard', 'Bran'),
];

/** The warehouse Heist with Vex, Ruth and Bran; Mara is free. */
const setUp = (): LogEntry[] =>
  heistWith(
    'Members',
    heist,
    cast.filter((c) => c.id !== mara),
  ).concat();
const withMara = (): LogEntry[] =>
  play(setUp(), { type: 'character/create', character: cast[2]! }, fixedDice());

const openPrep = (who: readonly CharacterId[], confirmed?: boolean) =>
  scene({
    type: 'scene/open',
    sceneId: prep,
    name: 'Casing the joint',
    engine: 'prep',
    sides: [{ id: 'crew', label: 'Crew', crew: true }],
    participants: who.map((id) => ({ characterId: id, side: 'crew', zone: '', role: 'on-foot' as const })),
    setup: { crew: [...who] },
    ...(confirmed === undefined ? {} : { confirmed }),
  });

const joinHeist = (id: CharacterId, confirmed?: boolean) =>
  scene({
    type: 'scene/join',
    sceneId: heist,
    participant: { characterId: id, side: 'crew', zone: 'Dock', role: 'on-foot' },
    ...(confirmed === undefined ? {} : { confirmed }),
  });

describe('one character, one running scene', () => {
  it('opening a scene with someone in another running scene is refused until the GM confirms', () => {
    const log = setUp();
    expect(refusal(log, openPrep([vex]))).toEqual({
      code: 'scene/already-elsewhere',
      message: 'Vex is already in The warehouse job, which is still running: put them in both?',
    });
    const both = play(log, openPrep([vex], true), fixedDice());
    expect(Object.keys(replay(both).scenes).sort()).toEqual([prep, heist].sort());
  });

  it('joining a running scene from another is refused until the GM confirms; a closed scene does not count', () => {
    let log = play(withMara(), openPrep([mara]), fixedDice());
    expect(refusal(log, joinHeist(mara)).code).toBe('scene/already-elsewhere');
    expect(refusal(log, joinHeist(mara, false)).code).toBe('scene/already-elsewhere');
    const confirmed = play(log, joinHeist(mara, true), fixedDice());
    expect(sceneIn(confirmed, heist).participants.map((p) => p.characterId)).toContain(mara);
    log = play(log, scene({ type: 'scene/close', sceneId: prep }), fixedDice());
    log = play(log, joinHeist(mara), fixedDice());
    expect(stateOf(log, heist, 'heist').drop.characters.map((c) => c.id)).toContain(mara);
  });

  it('a scene and the scene it opened inside count as one', () => {
    let log = setUp();
    log = play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: fight,
        name: 'Scuffle',
        engine: 'warfare',
        participants: [vex, bran].map((id) => ({
          characterId: id,
          side: id === vex ? 'crew' : 'guards',
          zone: 'Dock',
          role: 'on-foot' as const,
        })),
        setup: {
          zone: 'Dock',
          fighters: [vex, bran].map((id) => ({
            characterId: id,
            side: id === vex ? 'crew' : 'guards',
            unconscious: false,
          })),
          vehicles: [],
          firstRoundSide: null,
        },
        firstRoundSide: null,
      }),
      fixedDice(...Array<number>(20).fill(3)),
    );
    // Ruth, in the Heist, joins the fight inside it without being asked.
    log = play(
      log,
      scene({
        type: 'scene/join',
        sceneId: fight,
        participant: { characterId: ruth, side: 'crew', zone: 'Dock', role: 'on-foot' },
      }),
      fixedDice(...Array<number>(20).fill(3)),
    );
    expect(stateOf(log, fight, 'warfare').fighters.map((f) => f.id)).toContain(ruth);
    // A third scene still counts as elsewhere, for those of the Heist and of the fight alike.
    expect(refusal(log, openPrep([ruth])).code).toBe('scene/already-elsewhere');
  });
});

describe('joining and leaving (COT-INIT-6, COT-TIME-5)', () => {
  it('without initiative, a joiner takes a turn this round; a leaver stops counting, and the round ends without them', () => {
    let log = withMara();
    log = play(log, joinHeist(mara), fixedDice());
    expect(sceneIn(log, heist).turns.free?.members.map((m) => m.characterId)).toEqual([
      vex,
      ruth,
      bran,
      mara,
    ]);
    log = play(log, scene({ type: 'scene/leave', sceneId: heist, characterId: ruth }), fixedDice());
    expect(refusal(log, scene({ type: 'scene/wait', sceneId: heist, characterId: ruth })).code).toBe(
      'time/member-gone',
    );
    for (const id of [vex, bran])
      log = play(log, scene({ type: 'scene/wait', sceneId: heist, characterId: id }), fixedDice());
    expect(sceneIn(log, heist).turns.free?.round).toBe(1);
    log = play(log, scene({ type: 'scene/wait', sceneId: heist, characterId: mara }), fixedDice());
    expect(sceneIn(log, heist).turns.free?.round).toBe(2);
    // Leaving twice, or someone not in the scene, is refused.
    expect(refusal(log, scene({ type: 'scene/leave', sceneId: heist, characterId: ruth })).code).toBe(
      'scene/not-taking-turns',
    );
    const stranger = characterId('nobody');
    expect(refusal(log, scene({ type: 'scene/leave', sceneId: heist, characterId: stranger })).code).toBe(
      'scene/not-in',
    );
  });

  it('the dead cannot join; nor can someone on a side the scene does not have', () => {
    const log = play(
      withMara(),
      { type: 'character/update', id: mara, changes: { condition: { state: 'dead' } } },
      fixedDice(),
    );
    expect(refusal(log, joinHeist(mara)).code).toBe('scene/dead-participant');
    const alive = withMara();
    const lost = scene({
      type: 'scene/join',
      sceneId: heist,
      participant: { characterId: mara, side: 'police', zone: 'Dock', role: 'on-foot' },
    });
    expect(refusal(alive, lost).code).toBe('scene/unknown-side');
  });
});

describe('one round counter per scene', () => {
  it('COT-TIME-3: the free turns, the Job clock and sceneRound agree; initiative rolled later counts on', () => {
    let log = setUp();
    for (let round = 1; round <= 2; round++) {
      expect(sceneIn(log, heist).turns.free?.round).toBe(round);
      expect(sceneRound(replay(log).clock, heist)).toBe(round);
      log = play(log, scene({ type: 'scene/end-round', sceneId: heist }), fixedDice());
    }
    log = play(
      log,
      scene({ type: 'scene/roll-initiative', sceneId: heist }),
      fixedDice(...Array<number>(20).fill(3)),
    );
    const turns = sceneIn(log, heist).turns.initiative!;
    expect(turns.round).toBe(3);
    expect(turns.slots.every((s) => s.fromRound === 3)).toBe(true);
    // Round 3 ends by its slots: the clock counts it once.
    while (sceneIn(log, heist).turns.initiative!.round === 3)
      log = play(log, scene({ type: 'scene/next-turn', sceneId: heist }), fixedDice());
    expect(sceneRound(replay(log).clock, heist)).toBe(4);
    expect(sceneIn(log, heist).turns.initiative!.round).toBe(4);
  });

  it('COT-TIME-3: two scenes count their own rounds', () => {
    let log = play(withMara(), openPrep([mara]), fixedDice());
    log = play(log, scene({ type: 'scene/end-round', sceneId: heist }), fixedDice());
    expect(sceneRound(replay(log).clock, heist)).toBe(2);
    expect(sceneRound(replay(log).clock, prep)).toBe(1);
  });
});
