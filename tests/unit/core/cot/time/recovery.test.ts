import { describe, expect, it } from 'vitest';
import { daysPassed, recover } from '../../../../../core/cot/time/recovery.ts';
import { applySchedule } from '../../../../../core/cot/time/schedule/apply.ts';
import { decideSchedule } from '../../../../../core/cot/time/schedule/decide.ts';
import { emptySchedule } from '../../../../../core/cot/time/schedule/types.ts';
import type { Schedule, ScheduleCommand } from '../../../../../core/cot/time/schedule/types.ts';
import { sceneId } from '../../../../../core/cot/time/stages.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';

const run = (schedule: Schedule, command: ScheduleCommand): Schedule => {
  const decision = decideSchedule(schedule, command);
  if (!decision.ok) throw new Error(decision.message);
  return decision.events.reduce(applySchedule, schedule);
};

describe('recovery (COT-CHAR-7, COT-D-12)', () => {
  it('TV-COT-CHAR-7-a: Wounded, recoveryDays 2, two Prep rounds pass -> Healthy', () => {
    const prep = sceneId('prep');
    let schedule = run(emptySchedule, {
      type: 'time/open-scene',
      sceneId: prep,
      label: 'Casing the bank',
      stage: 'prep',
    });
    const before = schedule.now;
    schedule = run(schedule, { type: 'time/finish-round', sceneId: prep });
    schedule = run(schedule, { type: 'time/finish-round', sceneId: prep });
    const days = daysPassed(before, schedule.now);
    expect(days).toBe(2);
    expect(recover({ state: 'wounded', recoveryDays: 2 }, days, defaultSettings)).toEqual({
      state: 'unhurt',
    });
  });

  it('counts days of accumulated rounds only when they make a full day', () => {
    expect(daysPassed(0, 1439)).toBe(0);
    expect(daysPassed(0, 1440)).toBe(1);
    expect(daysPassed(1435, 1445)).toBe(1); // the Action rounds complete the day earlier rounds began
    expect(daysPassed(100, 100 + 3 * 1440)).toBe(3);
  });

  it('heals one day a day; leaves the healthy and the dead alone', () => {
    expect(recover({ state: 'wounded', recoveryDays: 3 }, 1, defaultSettings)).toEqual({
      state: 'wounded',
      recoveryDays: 2,
    });
    expect(recover({ state: 'wounded', recoveryDays: 3 }, 0, defaultSettings)).toEqual({
      state: 'wounded',
      recoveryDays: 3,
    });
    expect(recover({ state: 'unhurt' }, 5, defaultSettings)).toEqual({ state: 'unhurt' });
    expect(recover({ state: 'dead' }, 5, defaultSettings)).toEqual({ state: 'dead' });
    // a wound longer than a since-lowered maximum counts from the maximum
    expect(
      recover({ state: 'wounded', recoveryDays: 9 }, 2, { ...defaultSettings, maxRecoveryDays: 3 }),
    ).toEqual({
      state: 'wounded',
      recoveryDays: 1,
    });
  });

  it('throws for nonsense', () => {
    expect(() => daysPassed(10, 5)).toThrow(/backwards/);
    expect(() => daysPassed(-1, 5)).toThrow(RangeError);
    expect(() => recover({ state: 'unhurt' }, -1, defaultSettings)).toThrow(RangeError);
  });
});
