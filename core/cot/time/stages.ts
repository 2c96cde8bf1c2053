/**
 * Stages and their clocks (COT-TIME-1, COT-TIME-2): every scene runs in rounds whose length its stage sets,
 * and every scale converts to the others in whole minutes.
 */

/** COT-TIME-1: the four stage types, shortest round last. */
export const stageTypes = ['prep', 'social', 'heist', 'action'] as const;
/** A stage type (COT-TIME-1). */
export type StageType = (typeof stageTypes)[number];

/** The names the GM reads. */
export const stageLabels: Readonly<Record<StageType, string>> = {
  prep: 'Prep',
  social: 'Social Call',
  heist: 'Heist',
  action: 'Action',
};

/** COT-TIME-2: how many in-game minutes one round of each stage lasts. */
export const roundMinutes: Readonly<Record<StageType, number>> = {
  prep: 1440,
  social: 10,
  heist: 5,
  action: 1,
};

/** One in-game day, the unit of recovery (COT-CHAR-7): exactly one Prep round. */
export const minutesPerDay = roundMinutes.prep;

/** Identifies one running scene (a Heist, a Gang Warfare, a Social Call...) across the time and scene engines. */
export type SceneId = string & { readonly __brand: 'SceneId' };
/** Brands a string as a scene id. */
export const sceneId = (value: string): SceneId => value as SceneId;

/**
 * The in-game minutes that `rounds` rounds of a stage last (COT-TIME-2): 4 Heist rounds are 20 minutes.
 * @throws RangeError when `rounds` is not a whole number ≥ 0.
 */
export function stageMinutes(stage: StageType, rounds: number): number {
  checkRounds(rounds);
  return rounds * roundMinutes[stage]; // COT-TIME-2
}

/** True when a round of `a` is shorter than a round of `b`. */
export function isShorter(a: StageType, b: StageType): boolean {
  return roundMinutes[a] < roundMinutes[b];
}

/**
 * How many rounds of the shorter stage fill one round of the longer one: one Prep round is 144 Social,
 * 288 Heist or 1440 Action rounds (TV-COT-TIME-3-e).
 * @throws RangeError when `shorter` is not shorter than `longer`.
 */
export function roundsPerRound(longer: StageType, shorter: StageType): number {
  if (!isShorter(shorter, longer)) {
    throw new RangeError(
      `A ${stageLabels[shorter]} round is not shorter than a ${stageLabels[longer]} round`,
    );
  }
  return roundMinutes[longer] / roundMinutes[shorter];
}

/**
 * What a scene that ended after `rounds` rounds counts as on a longer scale (COT-TIME-3): its part-round counts
 * as a full round, `ceil(rounds × shorterMinutes / longerMinutes)`. 3 Heist rounds are 2 Social rounds.
 * @throws RangeError when `rounds` is not a whole number ≥ 0 or `shorter` is not shorter than `longer`.
 */
export function countAsLonger(shorter: StageType, rounds: number, longer: StageType): number {
  checkRounds(rounds);
  if (!isShorter(shorter, longer)) {
    throw new RangeError(
      `A ${stageLabels[shorter]} round is not shorter than a ${stageLabels[longer]} round`,
    );
  }
  return Math.ceil((rounds * roundMinutes[shorter]) / roundMinutes[longer]); // COT-TIME-3
}

function checkRounds(rounds: number): void {
  if (!Number.isInteger(rounds) || rounds < 0) {
    throw new RangeError(`A number of rounds must be a whole number ≥ 0 (got ${rounds})`);
  }
}
