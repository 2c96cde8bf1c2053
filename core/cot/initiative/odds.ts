import { poolOdds } from '../../dice/odds.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { crewFirst } from './order.ts';
import type { InitiativeSettings } from './settings.ts';
import type { Entrant, InitiativeSide } from './types.ts';

/** How one participant's initiative compares with another's, before anyone rolls. */
export interface InitiativeMatchup {
  readonly characterId: CharacterId;
  /** P(my total > theirs). */
  readonly ahead: number;
  /** P(equal totals). */
  readonly tie: number;
  /** P(my total < theirs). */
  readonly behind: number;
  /**
   * P(my slot comes before theirs): ties go by `initiative_tie` (COT-D-24), a roll-off being even between two
   * sides. Null for someone on my own side, whose slots we share. Ignores a first-round override (COT-D-4).
   */
  readonly first: number | null;
}

/**
 * The exact odds that `characterId`'s initiative total beats each other entrant's (COT-INIT-3, COT-INIT-4),
 * from the two pools' kept-total distributions. Initiative has no catastrophe rule: a roll of all 1s is just a
 * low total.
 * @throws RangeError when `characterId` is not among the entrants or a pool is invalid.
 */
export function initiativeOdds(
  entrants: readonly Entrant[],
  sides: readonly InitiativeSide[],
  settings: InitiativeSettings,
  characterId: CharacterId,
): readonly InitiativeMatchup[] {
  const me = entrants.find((entrant) => entrant.characterId === characterId);
  if (!me) throw new RangeError(`${characterId} is not among the entrants`);
  const mine = poolOdds(me.pool, 0).distribution;
  const ranking = crewFirst(sides);
  return entrants
    .filter((other) => other.characterId !== characterId)
    .map((other) => {
      const { ahead, tie, behind } = compare(mine, poolOdds(other.pool, 0).distribution);
      let first: number | null = null;
      if (other.side !== me.side) {
        const winsTies =
          settings.initiativeTie === 'roll_off'
            ? 0.5
            : Number(ranking.indexOf(me.side) < ranking.indexOf(other.side)); // COT-D-24
        first = ahead + tie * winsTies;
      }
      return { characterId: other.characterId, ahead, tie, behind, first };
    });
}

/** P(a > b), P(a = b), P(a < b) for independent totals with the given distributions. */
function compare(a: readonly number[], b: readonly number[]) {
  let tie = 0;
  for (let t = 0; t < a.length; t++) tie += a[t]! * (b[t] ?? 0);
  return { ahead: beats(a, b), tie, behind: beats(b, a) };
}

/** P(x > y): each total of x times the chance that y is lower. */
function beats(x: readonly number[], y: readonly number[]): number {
  let result = 0;
  let below = 0; // P(y < t)
  for (let t = 0; t < x.length; t++) {
    result += x[t]! * below;
    below += y[t] ?? 0;
  }
  return result;
}
