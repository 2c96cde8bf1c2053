import type { RollRecord } from '../../../../core/index.ts';

/** The rolls one stamped command made: their ids are its roll-id prefix and a counter (SceneStep.logCheck). */
export function rollsOf(rolls: readonly RollRecord[], prefix: string | null): RollRecord[] {
  if (prefix === null) return [];
  return rolls.filter((roll) => roll.id.startsWith(`${prefix}-`));
}
