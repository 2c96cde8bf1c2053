import type { RollId, RollRecord } from '../../../../core/index.ts';

/**
 * The rolls one dispatched scene command made: the scene layer numbers them `<prefix>-1`, `<prefix>-2`… from
 * the roll-id prefix the command was stamped with, so the dashboard can show that action's dice and no others.
 */
export function rollsOf(rolls: readonly RollRecord[], prefix: RollId | null): readonly RollRecord[] {
  if (prefix === null) return [];
  const start = `${prefix}-`;
  return rolls.filter((roll) => roll.id.startsWith(start));
}
