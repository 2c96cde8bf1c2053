import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySchedule, replaySchedule } from '../../../../../core/cot/time/schedule/apply.ts';
import { decideSchedule } from '../../../../../core/cot/time/schedule/decide.ts';
import {
  dueScenes,
  nextScene,
  sceneClock,
  sceneMinutes,
} from '../../../../../core/cot/time/schedule/queries.ts';
import { emptySchedule } from '../../../../../core/cot/time/schedule/types.ts';
import type {
  Schedule,
  ScheduleCommand,
  ScheduleEvent,
} from '../../../../../core/cot/time/schedule/types.ts';
import { roundMinutes, sceneId, stageTypes } from '../../../../../core/cot/time/stages.ts';
import type { StageType } from '../../../../../core/cot/time/stages.ts';
import { scheduleCommandSchema, scheduleEventSchema } from '../../../../../core/cot/time/schema.ts';
import { expectValid } from './support.ts';

const fight = sceneId('fight');
const heist = sceneId('heist');
const talk = sceneId('talk');

function run(schedule: Schedule, command: ScheduleCommand): Schedule {
  const decision = decideSchedule(schedule, command);
  if (!decision.ok) throw new Error(decision.message);
  expectValid(scheduleCommandSchema, [command]);
  expectValid(scheduleEventSchema, decision.events);
  return decision.events.reduce(applySchedule, schedule);
}
const open = (id: typeof fight, stage: StageType) =>
  ({ type: 'time/open-scene', sceneId: id, label: id, stage }) as const;

/** Plays the due scene `count` times and lists "scene round" in order. */
function play(schedule: Schedule, count: number): { schedule: Schedule; played: string[] } {
  const played: string[] = [];
  let current = schedule;
  for (let step = 0; step < count; step++) {
    const next = nextScene(current)!;
    current = run(current, { type: 'time/finish-round', sceneId: next.id });
    played.push(`${next.id} ${next.rounds + 1}`);
  }
  return { schedule: current, played };
}

describe('running simultaneous scenes (COT-TIME-3)', () => {
  it('TV-COT-TIME-3-d: an Action and a Heist scene -> Action rounds 1–5, Heist round 1, Action rounds 6–10, Heist round 2', () => {
    const schedule = run(run(emptySchedule, open(heist, 'heist')), open(fight, 'action'));
    expect(play(schedule, 12).played).toEqual([
      'fight 1',
      'fight 2',
      'fight 3',
      'fight 4',
      'fight 5',
      'heist 1',
      'fight 6',
      'fight 7',
      'fight 8',
      'fight 9',
      'fight 10',
      'heist 2',
    ]);
  });

  it('repeats up the scales: a Social round follows every second Heist round', () => {
    const schedule = run(run(emptySchedule, open(talk, 'social')), open(heist, 'heist'));
    expect(play(schedule, 6).played).toEqual([
      'heist 1',
      'heist 2',
      'talk 1',
      'heist 3',
      'heist 4',
      'talk 2',
    ]);
  });

  it('refuses a round out of turn, naming the scene that must play first', () => {
    const schedule = run(run(emptySchedule, open(heist, 'heist')), open(fight, 'action'));
    const decision = decideSchedule(schedule, { type: 'time/finish-round', sceneId: heist });
    expect(decision).toMatchObject({ ok: false, code: 'time/not-due' });
    expect(!decision.ok && decision.message).toBe(
      '"heist" must wait: "fight" plays its Action round 1 first (it ends at minute 1, "heist" round 1 at minute 5)',
    );
  });

  it('TV-COT-TIME-3-c: closing an Action scene after 7 rounds inside a Heist counts as 2 Heist rounds', () => {
    let schedule = run(emptySchedule, open(heist, 'heist'));
    schedule = play(schedule, 2).schedule; // the Heist at minute 10
    schedule = run(schedule, open(fight, 'action'));
    expect(schedule.running.at(-1)!.startedAt).toBe(10);
    schedule = play(schedule, 8).schedule; // 7 Action rounds and Heist round 3 at minute 15
    const decision = decideSchedule(schedule, { type: 'time/close-scene', sceneId: fight });
    expect(decision.ok && decision.events).toEqual<ScheduleEvent[]>([
      {
        type: 'time/scene-closed',
        sceneId: fight,
        minutes: 7,
        countsAs: { sceneId: heist, stage: 'heist', rounds: 2 },
      },
    ]);
    schedule = run(schedule, { type: 'time/close-scene', sceneId: fight });
    expect(schedule.now).toBe(17);
    expect(sceneMinutes(schedule.running[0]!)).toBe(15);
    expect(nextScene(schedule)?.id).toBe(heist);
  });

  it('a scene closed with no longer scene running counts as nothing else', () => {
    const schedule = run(emptySchedule, open(fight, 'action'));
    const decision = decideSchedule(schedule, { type: 'time/close-scene', sceneId: fight });
    expect(decision.ok && decision.events[0]).toMatchObject({ countsAs: null, minutes: 0 });
  });

  it('rejects unknown scenes and reused ids', () => {
    const schedule = run(emptySchedule, open(fight, 'action'));
    expect(decideSchedule(schedule, open(fight, 'heist'))).toMatchObject({ code: 'time/scene-exists' });
    expect(decideSchedule(schedule, { type: 'time/finish-round', sceneId: talk })).toMatchObject({
      code: 'time/unknown-scene',
    });
    expect(decideSchedule(schedule, { type: 'time/close-scene', sceneId: talk })).toMatchObject({
      code: 'time/unknown-scene',
    });
    const closed = run(schedule, { type: 'time/close-scene', sceneId: fight });
    expect(decideSchedule(closed, open(fight, 'action'))).toMatchObject({ code: 'time/scene-exists' });
  });

  it('refuses a scene name longer than the clock can store', () => {
    expect(decideSchedule(emptySchedule, { ...open(fight, 'action'), label: 'x'.repeat(501) })).toMatchObject(
      {
        ok: false,
        code: 'time/label-too-long',
      },
    );
    expect(decideSchedule(emptySchedule, { ...open(fight, 'action'), label: 'x'.repeat(500) }).ok).toBe(true);
  });

  it('apply throws on a broken log', () => {
    expect(() =>
      applySchedule(emptySchedule, { type: 'time/round-finished', sceneId: fight, round: 1, endsAt: 1 }),
    ).toThrow();
  });

  it('keeps every scene within one round of its scale of the shortest scene, and replays to the same state', () => {
    const ids = ['s0', 's1', 's2', 's3', 's4'].map(sceneId);
    const step = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.nat(), fc.constantFrom(...stageTypes));
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 200 }), (steps) => {
        let schedule = emptySchedule;
        const log: ScheduleEvent[] = [];
        let fresh = 0;
        for (const [kind, n, stage] of steps) {
          const running = schedule.running;
          let command: ScheduleCommand;
          if (running.length === 0 || (kind === 0 && fresh < 40)) {
            command = open(sceneId(`${ids[n % ids.length]}-${fresh++}`), stage);
          } else if (kind === 1) {
            command = { type: 'time/close-scene', sceneId: running[n % running.length]!.id };
          } else {
            const due = dueScenes(schedule);
            command = { type: 'time/finish-round', sceneId: due[n % due.length]!.id };
          }
          const decision = decideSchedule(schedule, command);
          if (!decision.ok) throw new Error(decision.message);
          expectValid(scheduleEventSchema, decision.events);
          for (const event of decision.events) {
            schedule = applySchedule(schedule, event);
            log.push(event);
          }
          const shortest = Math.min(...schedule.running.map((scene) => roundMinutes[scene.stage]));
          const reference = schedule.running.find((scene) => roundMinutes[scene.stage] === shortest);
          for (const scene of schedule.running) {
            expect(sceneClock(scene)).toBeLessThanOrEqual(schedule.now);
            expect(sceneClock(scene)).toBeGreaterThanOrEqual(schedule.now - roundMinutes[scene.stage]);
            expect(Math.abs(sceneClock(scene) - sceneClock(reference!))).toBeLessThanOrEqual(
              roundMinutes[scene.stage],
            );
          }
        }
        expect(replaySchedule(log)).toEqual(schedule);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a scene whose stage changes (its engine says so: a Heist whose alarm sounded, COT-TIME-1)', () => {
  it('keeps the minutes it ran and plays its next rounds at the new length, counted from 0', () => {
    const id = sceneId('alarmed-heist');
    let schedule = replaySchedule([
      { type: 'time/scene-opened', sceneId: id, label: 'Heist', stage: 'heist', startedAt: 0 },
      { type: 'time/round-finished', sceneId: id, round: 1, endsAt: 5 },
      { type: 'time/round-finished', sceneId: id, round: 2, endsAt: 10 },
    ]);
    const changed = decideSchedule(schedule, { type: 'time/change-stage', sceneId: id, stage: 'action' });
    expect(changed).toEqual({
      ok: true,
      events: [{ type: 'time/stage-changed', sceneId: id, stage: 'action', earlierMinutes: 10 }],
    });
    if (!changed.ok) return;
    schedule = replaySchedule(changed.events, schedule);
    const next = decideSchedule(schedule, { type: 'time/finish-round', sceneId: id });
    expect(next).toMatchObject({ ok: true, events: [{ type: 'time/round-finished', round: 1, endsAt: 11 }] });
    expect(
      decideSchedule(schedule, { type: 'time/change-stage', sceneId: id, stage: 'action' }),
    ).toMatchObject({
      ok: false,
      code: 'time/same-stage',
    });
  });
});
