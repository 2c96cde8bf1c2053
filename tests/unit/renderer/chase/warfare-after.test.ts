import { describe, expect, it } from 'vitest';
import { chase, execute, initiative, replay, sceneId } from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/index.ts';
import { warfareAfter } from '../../../../renderer/panels/scenes/chase/warfare-after.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { chaseLog, chaseOf, oka, play, run, stamp, vex } from './support.ts';

function caughtLog(): LogEntry[] {
  let log = chaseLog({
    targets: [{ characterId: vex, vehicle: null, role: 'on-foot' }],
    pursuers: [{ characterId: oka, vehicle: null, role: 'on-foot' }],
    distance: 0,
    cramped: false,
  });
  if (initiative.liveSlot(chaseOf(log).scene.initiative!)?.side === 'crew') {
    log = play(log, { type: 'scene/wait', sceneId: run, characterId: vex, ...stamp() });
  }
  const view = chase.chaseView(chaseOf(log).scene.chase!);
  const dice = (id: string, face: number) =>
    Array.from({ length: view.participants.find((p) => p.id === id)!.chasePool!.rolled }, () => face);
  const takedown: CampaignCommand = {
    type: 'scene/chase',
    sceneId: run,
    command: { type: 'chase/takedown', actor: oka },
    ...stamp(),
  };
  const result = execute(log, takedown, fixedDice(...dice(vex, 2), ...dice(oka, 6)), 1_000);
  if (!result.ok) throw new Error(result.message);
  return [...result.entries];
}

describe('warfareAfter', () => {
  it('COT-D-46: opens Gang Warfare inside the chase between the Target and those who caught it', () => {
    const log = caughtLog();
    const outcome = chaseOf(log).scene.chase!.outcome;
    expect(outcome?.kind).toBe('caught');
    if (outcome?.kind !== 'caught') return;
    const fight = sceneId('fight');
    const command = warfareAfter(run, outcome.gangWarfare, 'The fight', fight);
    expect(command.fighters).toEqual([vex, oka]);
    const after = replay(play(log, { ...command, ...stamp() }, 'fight'));
    expect(after.scenes[fight]?.parent).toBe(run);
    expect(after.scenes[fight]?.warfare?.fighters.map((f) => f.id).sort()).toEqual([oka, vex].sort());
    expect(after.scenes[fight]?.initiative?.slots).toHaveLength(2);
  });
});
