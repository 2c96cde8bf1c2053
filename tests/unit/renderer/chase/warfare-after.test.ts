import { describe, expect, it } from 'vitest';
import { breakout, chase, execute, replay, sceneId } from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { stamped } from '../../../../renderer/lib/scene-commands.ts';
import { warfareAfter } from '../../../../renderer/panels/scenes/chase/warfare-after.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { chaseLog, chaseOf, oka, play, run, vex } from './support.ts';

/** Vex runs from Oka at Distance 0; Oka's Takedown succeeds. */
function caughtLog(): LogEntry[] {
  const log = chaseLog({
    targets: [{ characterId: vex, side: 'crew', vehicle: null, role: 'on-foot' }],
    pursuers: [{ characterId: oka, side: 'guards', vehicle: null, role: 'on-foot' }],
    distance: 0,
    cramped: false,
  });
  const view = chase.chaseView(chaseOf(log).scene.state);
  const dice = (id: string, face: number) =>
    Array.from({ length: view.participants.find((p) => p.id === id)!.chasePool!.rolled }, () => face);
  const takedown = stamped({
    type: 'scene/act',
    sceneId: run,
    engine: 'chase',
    command: { type: 'chase/takedown', actor: oka },
  });
  const result = execute(log, takedown, fixedDice(...dice(vex, 2), ...dice(oka, 6)), 1_000);
  if (!result.ok) throw new Error(result.message);
  return [...result.entries];
}

describe('warfareAfter', () => {
  it('COT-D-46: opens Gang Warfare inside the chase between the Target and those who caught it', () => {
    const log = caughtLog();
    const { scene } = chaseOf(log);
    const outcome = scene.state.outcome;
    expect(outcome?.kind).toBe('caught');
    if (outcome?.kind !== 'caught') return;
    const fight = sceneId('fight');
    const command = warfareAfter(scene, outcome.gangWarfare, 'The fight', fight);
    expect(command.setup).toEqual(breakout.takedownWarfareSetup(scene.state, outcome.gangWarfare));
    expect(command.participants.map((p) => p.characterId)).toEqual([vex, oka]);
    const after = replay(play(log, command));
    const opened = after.scenes[fight];
    expect(opened?.parent).toBe(run);
    expect(opened?.engine === 'warfare' && opened.state?.fighters.map((f) => f.id).sort()).toEqual(
      [oka, vex].sort(),
    );
    expect(opened?.turns.initiative?.slots.length).toBeGreaterThan(0);
  });
});
