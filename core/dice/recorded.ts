import type { Dice } from './dice.ts';

/** Dice that show faces already rolled, in order: to run a rule again on the dice a log recorded. */
export interface RecordedDice extends Dice {
  /** How many recorded faces were not asked for. */
  remaining(): number;
}

/**
 * Replays recorded faces, so a rule's outcome can be recomputed from the dice a log holds and compared with
 * what the log says it was.
 * @throws Error when the rule asks for more dice than were recorded, or a face the die cannot show.
 */
export function recordedDice(faces: readonly number[]): RecordedDice {
  let next = 0;
  return {
    roll(sides: number): number {
      const face = faces[next];
      if (face === undefined) throw new Error(`more dice are needed than the ${faces.length} recorded`);
      if (!Number.isInteger(face) || face < 1 || face > sides)
        throw new Error(`a recorded ${face} cannot come up on a d${sides}`);
      next += 1;
      return face;
    },
    remaining: () => faces.length - next,
  };
}
