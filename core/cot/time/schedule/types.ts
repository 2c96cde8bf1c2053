import type { SceneId, StageType } from '../stages.ts';

/**
 * The scheduler of simultaneous scenes (COT-TIME-3): which scenes run, on which scale, and how far each got.
 * Times are in-game minutes on one clock that starts at 0 when the first scene opens.
 */

/** A running scene. Its clock reads `startedAt + rounds × roundMinutes[stage]`. */
export interface ScheduledScene {
  readonly id: SceneId;
  readonly label: string;
  readonly stage: StageType;
  /** The clock when the scene opened. */
  readonly startedAt: number;
  /** Rounds finished so far (at its stage now). */
  readonly rounds: number;
  /**
   * Minutes it ran at earlier stages, before its stage changed (a Heist that became an Action stage when its alarm
   * sounded); absent: none.
   */
  readonly earlierMinutes?: number;
}

/** A scene's part-round counted on the next longer running scale (COT-TIME-3). */
export interface LongerRounds {
  readonly sceneId: SceneId;
  readonly stage: StageType;
  readonly rounds: number;
}

/** A scene that has ended, with its minutes and what it counted as on the longer scale. */
export interface ClosedScene extends ScheduledScene {
  readonly minutes: number;
  /** Null when no longer scene was running. */
  readonly countsAs: LongerRounds | null;
}

/** The scheduler's state for one Job. */
export interface Schedule {
  /** The latest moment any finished round reached: the clock the Job has played up to. */
  readonly now: number;
  /** Running scenes in the order they opened. */
  readonly running: readonly ScheduledScene[];
  /** Ended scenes in the order they ended. */
  readonly closed: readonly ClosedScene[];
}

/** A Job before any scene opened. */
export const emptySchedule: Schedule = { now: 0, running: [], closed: [] };

/** What a scene tells the scheduler. */
export type ScheduleCommand =
  | {
      readonly type: 'time/open-scene';
      readonly sceneId: SceneId;
      readonly label: string;
      readonly stage: StageType;
    }
  | { readonly type: 'time/finish-round'; readonly sceneId: SceneId }
  /** A running scene's stage changes (its engine says so): its next rounds are of the new length. */
  | { readonly type: 'time/change-stage'; readonly sceneId: SceneId; readonly stage: StageType }
  | { readonly type: 'time/close-scene'; readonly sceneId: SceneId };

/** What the scheduler records. */
export type ScheduleEvent =
  | {
      readonly type: 'time/scene-opened';
      readonly sceneId: SceneId;
      readonly label: string;
      readonly stage: StageType;
      readonly startedAt: number;
    }
  | {
      readonly type: 'time/round-finished';
      readonly sceneId: SceneId;
      readonly round: number;
      readonly endsAt: number;
    }
  | {
      readonly type: 'time/stage-changed';
      readonly sceneId: SceneId;
      readonly stage: StageType;
      /** The minutes it had run at its earlier stages, this change included. */
      readonly earlierMinutes: number;
    }
  | {
      readonly type: 'time/scene-closed';
      readonly sceneId: SceneId;
      readonly minutes: number;
      readonly countsAs: LongerRounds | null;
    };
