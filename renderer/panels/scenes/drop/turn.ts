import { initiative } from '../../../../core/index.ts';
import type { CharacterId, Scene } from '../../../../core/index.ts';

/** Whose turn it is in a scene with initiative (COT-INIT-5), as the action forms show it. */
export interface TurnInfo {
  readonly round: number;
  /** The character taking a turn now, or null. */
  readonly acting: CharacterId | null;
  /** The side owning the live slot and the slot as text, "14 (Guards)"; null while a turn runs or none is left. */
  readonly live: { readonly side: string; readonly text: string } | null;
  /** Those who may take the live slot now. */
  readonly claimants: readonly CharacterId[];
}

/** The turn in a scene, or null when it has no initiative (then anyone may act, COT-TIME-5). */
export function turnInfo(scene: Scene): TurnInfo | null {
  const state = scene.initiative;
  if (!state) return null;
  const slot = initiative.liveSlot(state);
  return {
    round: state.round,
    acting: state.acting?.characterId ?? null,
    live: slot ? { side: slot.side, text: initiative.describeSlot(state, slot) } : null,
    claimants: slot ? initiative.claimants(state, slot.side).map((p) => p.characterId) : [],
  };
}

/** A sentence for the turn: "Round 2 · Vex is acting" or "Round 1 · next slot 14 (Guards): Brannigan or Okafor". */
export function turnText(turn: TurnInfo, nameOf: (id: CharacterId) => string): string {
  const round = `Round ${turn.round}`;
  if (turn.acting) return `${round} · ${nameOf(turn.acting)} is taking a turn`;
  if (!turn.live) return `${round} · every slot is used`;
  const who = turn.claimants.map(nameOf);
  const names = who.length === 0 ? 'nobody can take it' : who.join(' or ');
  return `${round} · next slot ${turn.live.text}: ${names}`;
}

/**
 * The character an action form starts with: whoever is acting, else the first candidate who may take the
 * live slot, else the first candidate.
 */
export function defaultActor(
  turn: TurnInfo | null,
  candidates: readonly CharacterId[],
): CharacterId | undefined {
  if (turn?.acting && candidates.includes(turn.acting)) return turn.acting;
  return candidates.find((id) => turn?.claimants.includes(id)) ?? candidates[0];
}
