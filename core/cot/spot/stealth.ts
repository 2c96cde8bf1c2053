import { passiveScore, skillPool } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { SpotRules, SpotSettings } from './settings.ts';
import { meets } from '../common/index.ts';
import type { Face } from '../common/index.ts';

/**
 * COT-D-9 `stealth_skill`: a Stealth roll is Fingers + Sneak, Fingers + Cat Burglary, or (`best_of`) the better
 * of the two: the one whose pool has the higher passive score (COT-DICE-9), Sneak on a tie.
 */
export function stealthSkill(
  character: Character,
  setting: SpotSettings['stealthSkill'],
): 'sneak' | 'catBurglary' {
  if (setting !== 'best_of') return setting;
  const sneak = passiveScore(skillPool(character, 'sneak'));
  const catBurglary = passiveScore(skillPool(character, 'catBurglary'));
  return catBurglary > sneak ? 'catBurglary' : 'sneak';
}

/**
 * What a roll came to, as the rules compare it: its total, whether it was a catastrophe, and whether it was
 * rolled at all (`pool_floor = auto_fail`, COT-D-1). The decisions and the odds both judge `Face`s, so the
 * odds shown are those of exactly the comparison made.
 */
/**
 * The Stealth verdict: the roll meets the zone's Awareness (COT-DICE-6, `success_on_equal`) and beats the Aware
 * guard's total, rolled first (COT-DICE-8, `opposed_tie_winner`; COT-D-6 for the guard's catastrophe); a
 * catastrophe or an unrolled pool never hides.
 */
export function hides(
  rules: Pick<SpotRules, 'successOnEqual' | 'opposedTieWinner' | 'catastropheSetsDifficulty'>,
  awareness: number | null,
  mover: Face,
  guard: Face | null,
): boolean {
  if (!mover.rolled || mover.catastrophe) return false;
  if (awareness !== null && !meets(mover, awareness, rules.successOnEqual)) return false;
  if (guard === null || !guard.rolled) return true; // no guard roll, or its pool failed unrolled (COT-D-1)
  if (guard.catastrophe && !rules.catastropheSetsDifficulty) return true; // COT-D-6
  const margin = mover.total - guard.total;
  return margin > 0 || (margin === 0 && rules.opposedTieWinner === 'actor'); // COT-D-5
}
