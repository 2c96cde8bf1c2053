import type { PoolModifier } from '../../dice/pool.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Character, Loyalty } from '../characters/index.ts';
import type { Names } from '../../engine/index.ts';
import type { CampaignEffect } from '../world/index.ts';
import { useSessionLimit } from '../time/index.ts';
import type { SessionEvent, SessionLimits } from '../time/index.ts';
import { alterLoyalties, changeProblem, findLoyalty, formatLoyalty } from './loyalties.ts';
import type { LeanOntoRuling, LoyaltyChange } from './types.ts';

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
 * COT-SOC-4: Lean Onto in a roll outside a Social Call: `+1k0` from one of the roller's own Loyalties, when the GM
 * rules it of immediate relevance (TV-COT-SOC-4-a, -b). Another's Loyalty is leaned onto only in a Social Call
 * (the Social Call engine's `leanOntoModifier`). `lean_onto_per_roll = 0` turns Lean Onto off (COT-D-70). The
 * modifier names the Loyalty and whose it is, for the roll log.
 */
export function ownLeanOnto(
  roller: Character,
  lean: LeanOntoRuling,
  leanOntoPerRoll: number,
  names: Names,
): PoolModifier | Rejection {
  if (leanOntoPerRoll < 1) {
    return reject('social/lean-onto-off', 'This table plays without Lean Onto (lean_onto_per_roll = 0)');
  }
  const named = formatLoyalty(lean);
  if (lean.of !== roller.id) {
    return reject(
      'social/lean-onto-outside-call',
      `${roller.name} can lean onto ${names(lean.of)}'s ${named} only in a Social Call; any other roll leans onto the roller's own Loyalties (COT-SOC-4)`,
      { of: lean.of, loyalty: named },
    );
  }
  const held = findLoyalty(roller.loyalties, lean);
  if (!held) {
    return reject('social/no-such-loyalty', `${roller.name} holds no Loyalty ${named}`, {
      loyalty: named,
    });
  }
  if (!lean.relevant) {
    return reject(
      'social/not-relevant',
      `${roller.name} may lean onto ${named} only when the GM rules it of immediate relevance to this roll (COT-SOC-4)`,
      { loyalty: named },
    );
  }
  return { rolled: 1, kept: 0, source: `Lean Onto own ${formatLoyalty(held)}` };
}
