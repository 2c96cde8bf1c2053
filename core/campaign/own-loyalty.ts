import type { CharacterId } from '../shared/ids.ts';
import { ok, reject } from '../shared/result.ts';
import type { Decision } from '../shared/result.ts';
import { alterLoyalties, changeProblem } from '../cot/social/index.ts';
import type { LoyaltyChange } from '../cot/social/index.ts';
import { characterOf, hasCharacter } from './apply.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * COT-SOC-3, COT-TIME-7: at the start of a session — once it is started and before its first scene opens — each
 * character may alter one of their own Loyalties, once, in either of the two ways of COT-SOC-2 (swap an ordinary
 * Loyalty with the Prime, or replace an ordinary one; the Prime is only ever swapped, COT-D-89).
 */
export function changeOwnLoyalty(
  state: CampaignState,
  id: CharacterId,
  change: LoyaltyChange,
): Decision<CampaignEvent> {
  if (!hasCharacter(state, id)) return reject('character/unknown', 'No character has that id', { id });
  const character = characterOf(state, id);
  const when = ownChangeClosed(state, id);
  if (when) return reject(when.code, `${character.name} ${when.message}`, { id });
  const problem = changeProblem(character.loyalties, change, character.name);
  if (problem) return problem;
  return ok([
    { type: 'character/loyalty-changed', id, loyalties: alterLoyalties(character.loyalties, change) },
  ]);
}

/** Why a character may not change their own Loyalties now, or null when they may (COT-SOC-3). */
export function ownChangeClosed(
  state: CampaignState,
  id: CharacterId,
): { readonly code: string; readonly message: string } | null {
  if (state.session === 0)
    return {
      code: 'social/not-session-start',
      message: 'may change one of their own Loyalties at the start of a session: start one first (COT-SOC-3)',
    };
  if (state.sessionUnderWay)
    return {
      code: 'social/not-session-start',
      message: `may change one of their own Loyalties only at the start of a session: session ${state.session} is under way (COT-SOC-3)`,
    };
  if (state.loyaltyChanges.includes(id))
    return {
      code: 'social/own-change-used',
      message: `has already changed one of their own Loyalties in session ${state.session} (COT-TIME-7)`,
    };
  return null;
}

/** What the sheet offers for the change (COT-SOC-3): each swap with the Prime ready-made; which may be replaced. */
export interface OwnLoyaltyChoices {
  /** Why no change can be made now, in words after the name ("has already changed…"), or null. */
  readonly closed: string | null;
  readonly swaps: readonly { readonly label: string; readonly change: LoyaltyChange }[];
  /** The ordinary Loyalties, which may be replaced by a new one (the Prime may not, COT-D-89). */
  readonly replaceable: readonly {
    readonly label: string;
    readonly relation: string;
    readonly subject: string;
  }[];
}

export function ownLoyaltyChoices(state: CampaignState, id: CharacterId): OwnLoyaltyChoices {
  const character = characterOf(state, id);
  const prime = character.loyalties.find((loyalty) => loyalty.prime);
  const ordinary = character.loyalties.filter((loyalty) => !loyalty.prime);
  const words = (l: { relation: string; subject: string }) => `${l.relation}: ${l.subject}`;
  return {
    closed: ownChangeClosed(state, id)?.message ?? null,
    swaps: prime
      ? ordinary.map((loyalty) => ({
          label: `Make “${words(loyalty)}” the Prime, and “${words(prime)}” an ordinary Loyalty`,
          change: { kind: 'swap', loyalty: { relation: loyalty.relation, subject: loyalty.subject } },
        }))
      : [],
    replaceable: ordinary.map((loyalty) => ({
      label: words(loyalty),
      relation: loyalty.relation,
      subject: loyalty.subject,
    })),
  };
}
