import type { EngineRoll } from '../../engine/index.ts';
import type { PoolCheck } from '../gear/index.ts';

/** A stored check as the roll log shows it (the contract's `EngineRoll`). */
export function engineRoll(
  check: PoolCheck,
  line: {
    readonly what: string;
    readonly difficulty: number | null;
    readonly againstLabel: string;
    readonly success: boolean | null;
    readonly result: string;
  },
): EngineRoll {
  return {
    roller: check.roller,
    what: line.what,
    basePool: check.basePool,
    modifiers: check.modifiers,
    pool: check.pool,
    roll: check.roll,
    difficulty: line.difficulty,
    againstLabel: line.againstLabel,
    success: line.success,
    result: line.result,
  };
}
