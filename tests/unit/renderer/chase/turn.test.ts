import { describe, expect, it } from 'vitest';
import { initiative } from '../../../../core/index.ts';
import { readyToAct, turnOf, turnSummary } from '../../../../renderer/panels/scenes/chase/turn.ts';
import { bran, chaseLog, chaseOf, oka, play, ruth, run, stamp, vex } from './support.ts';

const log = chaseLog();
const { scene } = chaseOf(log);
const live = initiative.liveSlot(scene.initiative!)!;
const up = live.side === 'crew' ? [vex, ruth] : [bran, oka];
const waiting = live.side === 'crew' ? [bran, oka] : [vex, ruth];

describe('turnOf', () => {
  it('lets the side that owns the live slot act and tells the others why they wait (COT-INIT-5)', () => {
    for (const id of up) expect(turnOf(scene, id)).toEqual({ canAct: true, reason: null });
    for (const id of waiting) {
      const turn = turnOf(scene, id);
      expect(turn.canAct).toBe(false);
      expect(turn.reason).toMatch(/^Waiting: slot \d+ \((Crew|Guards)\) is up/);
    }
    expect(readyToAct(scene, [vex, ruth, bran, oka])).toEqual(up);
  });

  it('lets only the one taking the turn act once a slot is claimed', () => {
    const claimed = play(log, {
      type: 'scene/claim-slot',
      sceneId: run,
      slotId: live.id,
      characterId: up[0]!,
      ...stamp(),
    });
    const now = chaseOf(claimed).scene;
    expect(turnOf(now, up[0]!).canAct).toBe(true);
    expect(turnOf(now, up[1]!).reason).toMatch(/’s turn \(COT-INIT-5\)$/);
    expect(turnSummary(now)).toMatch(/is taking a turn$/);
  });

  it('lets anyone act in a scene without initiative', () => {
    expect(turnOf({ ...scene, initiative: null }, vex)).toEqual({ canAct: true, reason: null });
    expect(turnSummary({ ...scene, initiative: null })).toBe('No initiative rolled: anyone may act');
  });
});

describe('turnSummary', () => {
  it('names the round and the slot that is up', () => {
    expect(turnSummary(scene)).toBe(
      `Round 1: slot ${live.roll.total} (${live.side === 'crew' ? 'Crew' : 'Guards'}) is up, ${live.side === 'crew' ? 'Crew' : 'Guards'} act`,
    );
  });
});
