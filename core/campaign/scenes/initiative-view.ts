import * as init from '../../cot/initiative/index.ts';
import type { BolsterLedger } from '../../cot/time/index.ts';
import type { Roll } from '../../dice/roll.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { CampaignState } from '../types.ts';

/** Initiative as the dashboard shows it (COT-INIT-3..7): slots high to low, turns, Focus Rounds, Bolsters. */

type Initiative = init.Initiative;

/** Where a slot stands this round. */
export type SlotStatus = 'used' | 'skipped' | 'acting' | 'live' | 'upcoming';

export interface SlotRow {
  readonly id: number;
  /** 1 for the first slot of the round. */
  readonly position: number;
  readonly total: number;
  readonly side: string;
  readonly sideLabel: string;
  readonly crew: boolean;
  /** The initiative roll that made the slot (COT-INIT-3): its dice. */
  readonly roll: Roll;
  readonly rolledBy: string;
  readonly status: SlotStatus;
  /** Who used it or is acting in it. */
  readonly by: string | null;
  /** Its creator left: the slot goes at the end of this round (COT-INIT-6). */
  readonly leaving: boolean;
}

/** A character's name, or the id when the sheet is gone. */
export type NameOf = (id: CharacterId) => string;

/** This round's slots in the engine's order (high to low, COT-INIT-4), with their status. */
export function slotRows(state: Initiative, nameOf: NameOf): readonly SlotRow[] {
  return state.order.flatMap((slotId, index) => {
    const slot = init.findSlot(state, slotId);
    if (!slot) return [];
    const side = init.findSide(state, slot.side);
    const use = state.uses[index];
    let status: SlotStatus = 'upcoming';
    if (use && state.acting?.slotId === slotId && index === state.uses.length - 1) status = 'acting';
    else if (use) status = use.characterId === null ? 'skipped' : 'used';
    else if (index === state.uses.length && state.acting === null) status = 'live';
    return [
      {
        id: slot.id,
        position: index + 1,
        total: slot.roll.total,
        side: slot.side,
        sideLabel: side?.label ?? slot.side,
        crew: side?.crew ?? false,
        roll: slot.roll,
        rolledBy: nameOf(slot.createdBy),
        status,
        by: use?.characterId ? nameOf(use.characterId) : null,
        leaving: slot.removeAfterRound !== null,
      },
    ];
  });
}

/** Where a character stands this round. */
export type TurnState = 'acting' | 'can-claim' | 'waiting' | 'acted' | 'donor' | 'joining' | 'out';

export interface TurnRow {
  readonly characterId: CharacterId;
  readonly name: string;
  readonly state: TurnState;
  /** "can take the live slot", "has acted this round"… */
  readonly text: string;
}

/** Every participant's turn this round (COT-INIT-5..7): who acts, who may claim, who has acted. */
export function turnRows(state: Initiative, nameOf: NameOf): readonly TurnRow[] {
  const live = init.liveSlot(state);
  return state.participants.map((p) => {
    const row = (turn: TurnState, text: string): TurnRow => ({
      characterId: p.characterId,
      name: nameOf(p.characterId),
      state: turn,
      text,
    });
    const sideLabel = init.findSide(state, p.side)?.label ?? p.side;
    if (p.status !== 'in') return row('out', `out of the scene (${p.status})`);
    if (state.acting?.characterId === p.characterId) return row('acting', 'taking the turn now');
    if (!init.canAct(state, p)) {
      const focus = state.focus;
      if (focus?.donors.includes(p.characterId)) {
        return row('donor', `gave this round's turn to ${nameOf(focus.focused)}`);
      }
      if (p.fromRound > state.round) return row('joining', `acts from round ${p.fromRound}`);
      return row('acted', 'has acted this round');
    }
    if (live?.side === p.side) return row('can-claim', 'can take the live slot');
    return row('waiting', `waits for ${/^[aeiou]/i.test(sideLabel) ? 'an' : 'a'} ${sideLabel} slot`);
  });
}

/** Who can still claim a slot this round (COT-INIT-5): the names of those who have not acted. */
export function notActed(state: Initiative, nameOf: NameOf): readonly string[] {
  return state.participants.filter((p) => init.canAct(state, p)).map((p) => nameOf(p.characterId));
}

/** The characters of the live slot's side who can take it (COT-INIT-5), or none when no slot is live. */
export function liveClaimants(state: Initiative): readonly CharacterId[] {
  const live = init.liveSlot(state);
  return live ? init.claimants(state, live.side).map((p) => p.characterId) : [];
}

/** The Bolsters waiting on a character's next roll (COT-TIME-4): "+1k0 Bolster from Ruth", keyed for a list. */
export function bolstersWaiting(
  ledger: BolsterLedger,
  recipient: CharacterId,
  nameOf: NameOf,
): readonly { readonly key: string; readonly text: string }[] {
  const seen = new Map<string, number>();
  return ledger.pending
    .filter((bolster) => bolster.recipient === recipient)
    .map((bolster) => {
      const base = `${bolster.giver}@${bolster.expiresAfterTurn}`;
      const repeat = seen.get(base) ?? 0;
      seen.set(base, repeat + 1);
      return { key: `${base}#${repeat}`, text: `+1k0 Bolster from ${nameOf(bolster.giver)}` };
    });
}

/** Whether a Focus Round may be declared now: at the start of a round, none declared yet (COT-D-26). */
export function focusOpen(state: Initiative): boolean {
  return state.focus === null && state.uses.length === 0 && state.acting === null;
}

/** Crew still in the scene who could be focused (not used this session, COT-TIME-7) or donate (COT-INIT-7). */
export function focusChoices(
  state: Initiative,
  campaign: CampaignState,
): { readonly focusable: readonly CharacterId[]; readonly donors: readonly CharacterId[] } {
  const crew = state.participants.filter(
    (p) => p.status === 'in' && init.findSide(state, p.side)?.crew && init.canAct(state, p),
  );
  return {
    focusable: crew
      .filter((p) => campaign.characters[p.characterId]?.focusRoundUsed === false)
      .map((p) => p.characterId),
    donors: crew.map((p) => p.characterId),
  };
}
