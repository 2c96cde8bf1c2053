import { stageLabels } from './stages.ts';
import type { StageType } from './stages.ts';

/**
 * A Job's stages (COT-TIME-1): the planned sequence, where the crew is in it, and the stages that interrupted
 * the planned one (a Heist that goes loud opens an Action stage; the Heist resumes when it ends, COT-D-40).
 * Plain JSON; the functions return a new Job and never change the one they are given.
 */
export interface Job {
  readonly stages: readonly StageType[];
  /** Index into `stages` of the planned stage in play. */
  readonly current: number;
  /** Stages opened inside the planned one, innermost last. */
  readonly interrupts: readonly StageType[];
}

/**
 * A Job at its first planned stage.
 * @throws RangeError when the plan has no stage.
 */
export function startJob(stages: readonly StageType[]): Job {
  if (stages.length === 0) throw new RangeError('A Job needs at least one stage');
  return { stages: [...stages], current: 0, interrupts: [] };
}

/** The stage being played: the innermost interruption, else the planned stage. */
export function currentStage(job: Job): StageType {
  const planned = job.stages[job.current];
  if (planned === undefined) throw new RangeError(`Stage ${job.current} is not in the Job's plan`);
  return job.interrupts.at(-1) ?? planned;
}

/** Opens a stage inside the current one (COT-TIME-1): the Heist goes loud and Gang Warfare begins. */
export function interruptStage(job: Job, stage: StageType): Job {
  return { ...job, interrupts: [...job.interrupts, stage] };
}

/**
 * Closes the innermost interruption; the stage it interrupted resumes (COT-D-40).
 * @throws RangeError when nothing interrupted the planned stage.
 */
export function resumeStage(job: Job): Job {
  if (job.interrupts.length === 0) {
    throw new RangeError(`Nothing interrupted the ${stageLabels[currentStage(job)]} stage`);
  }
  return { ...job, interrupts: job.interrupts.slice(0, -1) };
}

/**
 * Moves on to the next planned stage; null when the plan is done.
 * @throws RangeError while an interruption is still open (it must end first).
 */
export function nextStage(job: Job): Job | null {
  if (job.interrupts.length > 0) {
    throw new RangeError(`The ${stageLabels[currentStage(job)]} stage must end before the Job moves on`);
  }
  return job.current + 1 < job.stages.length ? { ...job, current: job.current + 1 } : null;
}
