/**
 * Everything the board knows about one shot, for the order dialog to pre-fill (issue 20): the range, the line of
 * sight, the cover, the target's class and TN, and the line of fire's obstructions and collateral, with the
 * fields of the shoot order (`ShotOrder`: range, facts, obstructions, collateral) ready to use. The GM may still
 * change any of them in the dialog.
 */
import type { ClassFactsInput, CollateralFact, ObstructionFact } from '../actions/orders.ts';
import type { ModelId } from '../types.ts';
import type { CoverResult } from './cover.ts';
import { lineOfFire } from './line-of-fire.ts';
import type { LineOfFire } from './line-of-fire.ts';
import { lineOfSight, range } from './sight.ts';
import type { LineOfSight } from './sight.ts';
import { targetClass } from './target-class.ts';
import type { BoardClass, BoardClassFacts } from './target-class.ts';
import type { BoardLayout } from './types.ts';

export interface ShotFacts {
  /** HST-MEAS-2, HST-D-1: inches, as the table measures. */
  readonly range: number;
  readonly lineOfSight: LineOfSight;
  readonly cover: CoverResult;
  readonly class: BoardClass;
  readonly lineOfFire: LineOfFire;
  /** The shoot order's own fields, as the board reads them. */
  readonly order: {
    readonly range: number;
    readonly facts: ClassFactsInput;
    /** Every obstruction nearest first, low ones flagged (the engine drops them unless both are behind low cover). */
    readonly obstructions: readonly ObstructionFact[];
    readonly collateral: readonly CollateralFact[];
  };
}

/** Range is shown to a tenth of an inch, as the GM would read it off a tape. */
const tenth = (inches: number): number => Math.round(inches * 10) / 10;

/**
 * The board's reading of a shot from `shooter` at `target` (HST-MEAS-2, HST-COVER-1..8, HST-LOF-1..5).
 * @throws RangeError naming a model the board does not hold.
 */
export function shotFacts(
  layout: BoardLayout,
  shooter: ModelId,
  target: ModelId,
  facts: BoardClassFacts = {},
): ShotFacts {
  const inches = range(layout, shooter, target);
  const sight = lineOfSight(layout, shooter, target);
  const cls = targetClass(layout, shooter, target, facts);
  const fire = lineOfFire(layout, shooter, target, sight);
  const obstructions = fire.obstructions.map((o): ObstructionFact =>
    o.kind === 'model'
      ? { kind: 'model', model: o.id }
      : { kind: 'object', name: o.name, destructible: o.destructible, ...(o.low ? { low: true } : {}) },
  );
  const collateral = fire.collateral.map((c): CollateralFact =>
    c.kind === 'model' ? { kind: 'model', model: c.id } : { kind: 'object', name: c.name },
  );
  return {
    range: inches,
    lineOfSight: sight,
    cover: cls.cover,
    class: cls,
    lineOfFire: fire,
    order: { range: tenth(inches), facts: cls.facts, obstructions, collateral },
  };
}
