import type { RollRecord } from '../../../core/index.ts';

/**
 * A roll made in a scene with nothing to beat (initiative, a Cover roll, an opposing roll that sets the
 * difficulty) is recorded at difficulty 0 with a label saying what it was; the log shows it as a plain total.
 */
export function hasNoDifficulty(roll: RollRecord): boolean {
  return (
    roll.against === 'difficulty' && roll.difficulty === 0 && !roll.againstLabel.startsWith('Difficulty')
  );
}

/** The "Against" cell of the roll log. */
export function againstText(roll: RollRecord): string {
  if (roll.against === 'opposed') return `${roll.opponent?.label ?? 'opponent'}: ${roll.difficulty}`;
  if (hasNoDifficulty(roll)) return roll.againstLabel || 'nothing to beat';
  return roll.againstLabel ? `${roll.againstLabel}: ${roll.difficulty}` : `D ${roll.difficulty}`;
}

/** The "Result" cell of the roll log, ending with what the roll did in a scene ("Dolan loses 3 Cover"). */
export function resultText(roll: RollRecord): string {
  const total = roll.rolled ? `${roll.rolled.total}` : 'no dice';
  const catastrophe = roll.catastrophe ? ' · catastrophe' : '';
  const did = roll.result ? ` · ${roll.result}` : '';
  if (hasNoDifficulty(roll)) return `total ${total}${catastrophe}${did}`;
  const margin = `${roll.margin >= 0 ? '+' : ''}${roll.margin}`;
  return `${roll.rolled ? `${total} · ` : ''}${roll.success ? 'success' : 'failure'} (${margin})${catastrophe}${did}`;
}
