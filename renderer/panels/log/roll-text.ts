import { formatPool, isUnrecordedHeistRoll, skirmish } from '../../../core/index.ts';
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

/** The "Pool" cell: a roll-and-keep pool ("5k3"), HEIST's dice ("3d10"), or why there are none. */
export function poolText(roll: RollRecord): string {
  if (roll.heist) return skirmish.heistDiceNotation(roll.heist);
  if (isUnrecordedHeistRoll(roll)) return 'not recorded';
  return roll.rolled ? formatPool(roll.rolled.pool) : 'no dice';
}

/** The "Against" cell of the roll log. */
export function againstText(roll: RollRecord): string {
  if (roll.heist) return skirmish.heistTargetWords(roll.heist) || 'nothing to beat';
  if (isUnrecordedHeistRoll(roll)) return roll.againstLabel || 'nothing to beat';
  if (roll.against === 'opposed') return `${roll.opponent?.label ?? 'opponent'}: ${roll.difficulty}`;
  if (hasNoDifficulty(roll)) return roll.againstLabel || 'nothing to beat';
  return roll.againstLabel ? `${roll.againstLabel}: ${roll.difficulty}` : `D ${roll.difficulty}`;
}

/** A HEIST roll's result: its hits (or a check's pass), its ammo and a jam, then what it did. */
function heistResultText(roll: RollRecord): string {
  const heist = roll.heist;
  if (!heist) return roll.result ?? '';
  const parts = [
    skirmish.heistHitsWords(heist),
    skirmish.heistDonorWords(heist),
    skirmish.heistAmmoWords(heist),
    heist.jam ? 'the weapon jams' : '',
    heist.kind === 'plain' ? (roll.result ?? '') : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The "Result" cell of the roll log, ending with what the roll did in a scene ("Dolan loses 3 Cover"). */
export function resultText(roll: RollRecord): string {
  if (roll.heist || isUnrecordedHeistRoll(roll)) return heistResultText(roll);
  const total = roll.rolled ? `${roll.rolled.total}` : 'no dice';
  const catastrophe = roll.catastrophe ? ' · catastrophe' : '';
  const did = roll.result ? ` · ${roll.result}` : '';
  if (hasNoDifficulty(roll)) return `total ${total}${catastrophe}${did}`;
  const margin = `${roll.margin >= 0 ? '+' : ''}${roll.margin}`;
  return `${roll.rolled ? `${total} · ` : ''}${roll.success ? 'success' : 'failure'} (${margin})${catastrophe}${did}`;
}

/** How the "Result" cell is coloured: a roll with nothing to beat, or a plain HEIST roll, is neither. */
export function resultTone(roll: RollRecord): '' | 'good' | 'bad' {
  if (roll.heist?.kind === 'plain' || hasNoDifficulty(roll)) return '';
  if (isUnrecordedHeistRoll(roll) && roll.againstLabel === '') return '';
  return roll.success ? 'good' : 'bad';
}
