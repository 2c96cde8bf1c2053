import type { PoolModifier } from '../../dice/pool.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character, Loyalty } from '../characters/types.ts';
import type { CampaignEffect } from '../../engine/contract.ts';
import { useSessionLimit } from '../time/session/use-session-limit.ts';
import type { SessionEvent, SessionLimits } from '../time/session/types.ts';
import { alterLoyalties, changeProblem, findLoyalty, formatLoyalty } from './loyalties.ts';
import type { LoyaltyChange, LoyaltyRef } from './types.ts';

/**
 * A character's own Loyalties outside anyone's agenda: the one change they may make at the start of a session
 * (COT-SOC-3, COT-TIME-7), and leaning onto one of their own Loyalties in any roll (COT-SOC-4), for the
 * campaign layer and the dice tray to call.
 */

/** What an accepted own-Loyalty change gives the campaign layer to store. */
export interface OwnLoyaltyChanged {
  readonly loyalties: readonly Loyalty[];
  /** The sheet change, as the scene engines hand it over (COT-SOC-3). */
  readonly effect: CampaignEffect;
  /** The session ledger's record that the character used this session's change (COT-TIME-7). */
  readonly sessionEvents: readonly SessionEvent[];
}

/**
 * COT-SOC-3, COT-TIME-7: at the start of a session a character may alter one of their own Loyalties in either
 * of the two ways (COT-SOC-2); once per session; the Prime can only be swapped (COT-D-89, TV-COT-SOC-3-b).
 * `atSessionStart` is the campaign layer's word that the session has not got under way yet.
 */
export function changeOwnLoyalty(
  character: Character,
  change: LoyaltyChange,
  session: SessionLimits,
  atSessionStart: boolean,
): OwnLoyaltyChanged | Rejection {
  if (!atSessionStart) {
    return reject(
      'social/not-session-start',
      `${character.name} may change one of their own Loyalties only at the start of a session (COT-SOC-3)`,
      { id: character.id },
    );
  }
  const problem = changeProblem(character.loyalties, change, character.name);
  if (problem) return problem;
  const used = useSessionLimit(session, {
    type: 'time/use-session-limit',
    characterId: character.id,
    limit: 'own-loyalty-change',
  });
  if (!used.ok) {
    if (used.code !== 'time/session-limit-used') return used;
    return reject(
      'social/own-change-used',
      `${character.name} has already changed one of their own Loyalties in session ${session.session} (COT-TIME-7)`,
      { id: character.id, session: session.session },
    );
  }
  const loyalties = alterLoyalties(character.loyalties, change);
  return {
    loyalties,
    effect: { kind: 'loyalties', character: character.id, loyalties },
    sessionEvents: used.events,
  };
}

/**
 * COT-SOC-4: `+1k0` from one of the roller's own Loyalties, in any kind of roll, when the GM rules it of
 * immediate relevance (TV-COT-SOC-4-a, -b). `lean_onto_per_roll = 0` turns Lean Onto off (COT-D-70).
 */
export function ownLeanOnto(
  character: Character,
  loyalty: LoyaltyRef,
  relevant: boolean,
  leanOntoPerRoll: number,
): PoolModifier | Rejection {
  if (leanOntoPerRoll < 1) {
    return reject('social/lean-onto-off', 'This table plays without Lean Onto (lean_onto_per_roll = 0)');
  }
  const held = findLoyalty(character.loyalties, loyalty);
  const named = formatLoyalty(loyalty);
  if (!held) {
    return reject('social/no-such-loyalty', `${character.name} holds no Loyalty ${named}`, {
      loyalty: named,
    });
  }
  if (!relevant) {
    return reject(
      'social/not-relevant',
      `${named} is not of immediate relevance to this roll, the GM rules: no Lean Onto (COT-SOC-4)`,
      { loyalty: named },
    );
  }
  return { rolled: 1, kept: 0, source: `Lean Onto ${formatLoyalty(held)}` };
}
