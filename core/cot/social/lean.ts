import type { Names } from '../../engine/index.ts';
import type { PoolModifier } from '../../dice/pool.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { knowsLoyalty } from './knowledge.ts';
import { findLoyalty, formatLoyalty, sameLoyalty } from './loyalties.ts';
import { leanOntoNeedsKnowledge } from './settings.ts';
import type { LeanOnto, LoyaltyRef, SocialState } from './types.ts';

/**
 * COT-SOC-4, COT-D-70: Lean Onto in a Social Call. `+1k0` from the roller's own Loyalty (the GM rules it of
 * immediate relevance by allowing the command) or from a Loyalty of the one they roll against that the roller
 * knows of (or any they hold, at a table with `lean_onto_others = held`), never the Loyalty the roll is trying
 * to alter. One per roll; `lean_onto_per_roll = 0` turns it off.
 */
export function leanOntoModifier(
  state: SocialState,
  roller: Character,
  opponent: Character,
  lean: LeanOnto,
  altered: LoyaltyRef | null,
  names: Names,
): PoolModifier | Rejection {
  if (state.rules.leanOntoPerRoll < 1) {
    return reject('social/lean-onto-off', 'This table plays without Lean Onto (lean_onto_per_roll = 0)');
  }
  const named = formatLoyalty(lean);
  const modifier = (held: LoyaltyRef): PoolModifier => ({
    rolled: 1,
    kept: 0,
    source: `Lean Onto ${formatLoyalty(held)}`,
  });
  if (lean.of === roller.id) {
    const held = findLoyalty(roller.loyalties, lean);
    if (held) return modifier(held);
    return reject('social/no-such-loyalty', `${roller.name} holds no Loyalty ${named}`, { loyalty: named });
  }
  if (lean.of !== opponent.id) {
    return reject(
      'social/lean-onto-whom',
      `${roller.name} can Lean Onto their own Loyalties or ${opponent.name}'s, not ${names(lean.of)}'s (COT-SOC-4)`,
      { of: lean.of },
    );
  }
  return othersLoyalty(state, roller, opponent, lean, altered) ?? modifier(lean);
}

/** Another's Loyalty: held, known to the roller where the table asks it (COT-D-70), and not the one being altered. */
function othersLoyalty(
  state: SocialState,
  roller: Character,
  opponent: Character,
  lean: LeanOnto,
  altered: LoyaltyRef | null,
): Rejection | null {
  const named = formatLoyalty(lean);
  const needsKnowledge = leanOntoNeedsKnowledge(state.rules);
  if (
    !findLoyalty(opponent.loyalties, lean) ||
    (needsKnowledge && !knowsLoyalty(state, roller.id, opponent.id, lean))
  ) {
    return reject(
      'social/loyalty-not-known',
      needsKnowledge
        ? `${roller.name} does not know of ${opponent.name}'s ${named}: Read Room to learn it (COT-D-70)`
        : `${opponent.name} holds no Loyalty ${named} (COT-SOC-4)`,
      { loyalty: named },
    );
  }
  if (altered && sameLoyalty(altered, lean)) {
    return reject(
      'social/lean-onto-altered',
      `The agenda is trying to alter ${opponent.name}'s ${named}: ${roller.name} cannot Lean Onto it (COT-SOC-4)`,
      { loyalty: named },
    );
  }
  return null;
}
