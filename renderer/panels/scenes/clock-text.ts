import { knownScene, stageLabels, time } from '../../../core/index.ts';
import type { CampaignState, SceneId, StageType } from '../../../core/index.ts';

/** The Job clock as the dashboard reads it (COT-TIME-2, COT-TIME-3): running and closed scenes, in words. */

const minutesPerDay = 1440;

/**
 * In-game minutes as the GM reads them: "0 min", "35 min", "2 h 05 min", "1 day 3 h", "2 days".
 * @throws RangeError for a negative or fractional number of minutes.
 */
export function gameTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError(`In-game minutes must be a whole number ≥ 0 (got ${minutes})`);
  }
  const days = Math.floor(minutes / minutesPerDay);
  const hours = Math.floor((minutes % minutesPerDay) / 60);
  const mins = minutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} ${days === 1 ? 'day' : 'days'}`);
  if (hours > 0) parts.push(`${hours} h`);
  if (mins > 0 || parts.length === 0) {
    parts.push(parts.length > 0 && days === 0 ? `${String(mins).padStart(2, '0')} min` : `${mins} min`);
  }
  return parts.join(' ');
}

/** The Job's day: day 1 from minute 0 until a whole day (one Prep round) has passed. */
export function jobDay(now: number): number {
  return Math.floor(now / minutesPerDay) + 1;
}

/** One running scene on the clock. */
export interface RunningRow {
  readonly id: SceneId;
  readonly label: string;
  readonly stage: StageType;
  /** "Heist · 5 min a round" */
  readonly stageText: string;
  /** The round being played: rounds finished + 1. */
  readonly round: number;
  readonly elapsed: string;
  /** The scene's own clock: when it opened plus what it ran. */
  readonly at: string;
  /** May play its next round now (COT-TIME-3). */
  readonly due: boolean;
  /** The one that must act next. */
  readonly next: boolean;
  /** Has initiative (its rounds end with its slots) or counts rounds by hand. */
  readonly initiative: boolean;
}

/** The running scenes in opening order, with which ones are due and which must act next (COT-TIME-3). */
export function runningRows(campaign: CampaignState): readonly RunningRow[] {
  const clock = campaign.clock;
  const due = new Set(time.dueScenes(clock).map((scene) => scene.id));
  const next = time.nextScene(clock)?.id ?? null;
  return clock.running.map((scene) => ({
    id: scene.id,
    label: scene.label,
    stage: scene.stage,
    stageText: stageText(scene.stage),
    round: scene.rounds + 1,
    elapsed: gameTime(time.sceneMinutes(scene)),
    at: gameTime(time.sceneClock(scene)),
    due: due.has(scene.id),
    next: scene.id === next,
    initiative: campaign.scenes[scene.id]?.turns.initiative != null,
  }));
}

/** "Heist · 5 min a round" (COT-TIME-2). */
export function stageText(stage: StageType): string {
  const minutes = time.roundMinutes[stage];
  return `${stageLabels[stage]} · ${minutes === minutesPerDay ? '1 day' : `${minutes} min`} a round`;
}

/** One closed scene: how it ended and what its part-round counted as. */
export interface ClosedRow {
  readonly id: SceneId;
  readonly label: string;
  readonly ended: string;
  /** "3 Heist rounds, 15 min" */
  readonly ran: string;
  /** "counted as 2 Social Call rounds of “The fence”", or null when nothing longer was running. */
  readonly countsAs: string | null;
}

/** Closed scenes, the latest first. */
export function closedRows(campaign: CampaignState): readonly ClosedRow[] {
  return [...campaign.clock.closed].reverse().map((scene) => {
    const counted = scene.countsAs;
    const longer = counted ? (knownScene(campaign, counted.sceneId)?.name ?? counted.sceneId) : null;
    return {
      id: scene.id,
      label: scene.label,
      ended: knownScene(campaign, scene.id)?.ended ?? 'Closed',
      ran: `${rounds(scene.rounds, scene.stage)}, ${gameTime(scene.minutes)}`,
      countsAs: counted ? `counted as ${rounds(counted.rounds, counted.stage)} of “${longer}”` : null,
    };
  });
}

/** "1 Heist round", "3 Social Call rounds". */
export function rounds(count: number, stage: StageType): string {
  return `${count} ${stageLabels[stage]} ${count === 1 ? 'round' : 'rounds'}`;
}
