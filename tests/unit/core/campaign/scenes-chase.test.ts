import { describe, expect, it } from 'vitest';
import { chase, characterId, initiative, replay, sceneId, seededDice } from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, heistWith, play, refusal, scene, sceneIn, sheet, stateOf } from './scene-support.ts';

/** Chases opened inside a Heist and played through the scene layer: runners in pursuit, and the follow-up of a Close. */

const vex = characterId('vex');
const bran = characterId('bran');
const heist = sceneId('heist');
const run = sceneId('run');

function footChase(distance: number): LogEntry[] {
  const log = heistWith('Chase', heist, [sheet(vex, 'crew', 'Vex'), sheet(bran, 'guard', 'Bran')]);
  return play(
    log,
    scene({
      type: 'scene/start-child',
      sceneId: heist,
      newSceneId: run,
      name: 'Foot chase',
      engine: 'chase',
      participants: [
        { characterId: vex, side: 'crew', zone: 'Dock', role: 'on-foot' },
        { characterId: bran, side: 'guards', zone: 'Dock', role: 'on-foot' },
      ],
      setup: {
        targets: [{ characterId: vex, side: 'crew', vehicle: null, role: 'on-foot' }],
        pursuers: [{ characterId: bran, side: 'guards', vehicle: null, role: 'on-foot' }],
        distance,
        cramped: false,
      },
      firstRoundSide: null,
    }),
    seededDice('x'),
  );
}

const live = (log: readonly LogEntry[]) => initiative.liveSlot(sceneIn(log, run).turns.initiative!);

/** Faces for a whole pool: `face` on every die. */
function faces(pool: { rolled: number } | null, face: number): number[] {
  return Array.from({ length: pool?.rolled ?? 0 }, () => face);
}

const wait = (who: typeof vex): CampaignCommand =>
  scene({ type: 'scene/wait', sceneId: run, characterId: who });

describe('chases through the scene layer', () => {
  it('starts a chase with pursuers on foot, as one runner group at the Distance set (COT-D-43)', () => {
    const log = footChase(3);
    expect(stateOf(log, run, 'chase').groups).toEqual([
      { id: 'on foot', vehicle: null, distance: 3, left: null },
    ]);
    expect(sceneIn(log, run).turns.initiative?.slots).toHaveLength(2);
  });

  it('lets a successful Close go straight on to a Takedown, outside the initiative order (COT-CHASE-9)', () => {
    let log = footChase(1);
    if (live(log)?.side === 'crew') log = play(log, wait(vex), fixedDice());
    const view = chase.chaseView(chase.chaseIn(replay(log), stateOf(log, run, 'chase')));
    const pool = (id: string) => view.participants.find((p) => p.id === id)!.chasePool;
    const target = faces(pool(vex), 2);
    const pursuer = faces(pool(bran), 6);
    log = play(
      log,
      act(run, 'chase', { type: 'chase/close', actor: bran }),
      fixedDice(...target, ...pursuer),
    );
    const closed = sceneIn(log, run);
    expect(stateOf(log, run, 'chase').followUp).toEqual({ actor: bran, group: 'on foot' });
    // The Close took Bran's slot: the next one is the crew's, or the round is over.
    expect(closed.turns.initiative?.uses.map((u) => u.characterId)).toContain(bran);

    log = play(
      log,
      act(run, 'chase', { type: 'chase/takedown', actor: bran }),
      fixedDice(...target, ...pursuer),
    );
    expect(stateOf(log, run, 'chase').outcome?.kind).toBe('caught');
    // The Takedown took no slot of its own.
    expect(sceneIn(log, run).turns.initiative?.uses).toEqual(closed.turns.initiative?.uses);
  });

  it('still refuses a Takedown out of turn when no Close allowed it (COT-INIT-5)', () => {
    let log = footChase(0);
    if (live(log)?.side === 'guards') log = play(log, wait(bran), fixedDice());
    expect(live(log)?.side).toBe('crew');
    const refused = refusal(log, act(run, 'chase', { type: 'chase/takedown', actor: bran }), fixedDice());
    expect(refused.code).toBe('initiative/wrong-side');
  });
});
