import { initiative } from '../../../../core/index.ts';
import type { CharacterId, Scene } from '../../../../core/index.ts';

/**
 * Whose turn it is in a chase scene (COT-INIT-5): the scene layer claims the live slot for whoever acts, so a
 * participant may act now when their side owns the live slot (or they are already taking the turn) and they
 * have a claim left this round. Without initiative anyone may act.
 */

export interface TurnState {
  readonly canAct: boolean;
  /** Why not, in words (null when they may act). */
  readonly reason: string | null;
}

function sideLabel(scene: Scene, side: string): string {
  return scene.sides.find((s) => s.id === side)?.label ?? side;
}

/** Whether `id` may take a turn now, and why not. */
export function turnOf(scene: Scene, id: CharacterId): TurnState {
  const state = scene.initiative;
  if (!state) return { canAct: true, reason: null };
  const who = initiative.findParticipant(state, id);
  if (!who || who.status !== 'in') return { canAct: false, reason: 'Not in this scene’s initiative' };
  if (state.acting) {
    if (state.acting.characterId === id) return { canAct: true, reason: null };
    const name = initiative.findParticipant(state, state.acting.characterId)?.name ?? 'someone else';
    return { canAct: false, reason: `It is ${name}’s turn (COT-INIT-5)` };
  }
  const live = initiative.liveSlot(state);
  if (!live) return { canAct: false, reason: 'No slot is live: the round is over' };
  if (live.side !== who.side) {
    return {
      canAct: false,
      reason: `Waiting: slot ${initiative.describeSlot(state, live)} is up, ${sideLabel(scene, live.side)} act (COT-INIT-5)`,
    };
  }
  if (!initiative.canAct(state, who)) {
    return { canAct: false, reason: `${who.name} has already acted this round (COT-INIT-5)` };
  }
  return { canAct: true, reason: null };
}

/** One line for the top of the chase: the round and the slot that is up, or who is acting. */
export function turnSummary(scene: Scene): string {
  const state = scene.initiative;
  if (!state) return 'No initiative rolled: anyone may act';
  if (state.acting) {
    const name = initiative.findParticipant(state, state.acting.characterId)?.name ?? 'Someone';
    return `Round ${state.round}: ${name} is taking a turn`;
  }
  const live = initiative.liveSlot(state);
  if (!live) return `Round ${state.round}: every slot is used`;
  return `Round ${state.round}: slot ${initiative.describeSlot(state, live)} is up, ${sideLabel(scene, live.side)} act`;
}

/** The participants who may act now, for the actor picker's default. */
export function readyToAct(scene: Scene, ids: readonly CharacterId[]): readonly CharacterId[] {
  return ids.filter((id) => turnOf(scene, id).canAct);
}
