import type { PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { applyChase } from './apply.ts';
import type { RollModifiers } from './commands.ts';
import type { ChaseEvent } from './events.ts';
import { chaseRollsOf } from './rolls-of.ts';
import type { ChaseState } from './types.ts';

/**
 * The events of a decision so far and the state they lead to, so a consequence decided later in the same
 * command (a wreck after a Ram, a death after a crash) sees the earlier ones: an occupant hurt twice is hurt
 * from the Cover the first hit left.
 */
export interface Step {
  readonly state: ChaseState;
  readonly events: readonly ChaseEvent[];
  /** The Bolsters waiting for each roller of the command (COT-TIME-4). */
  readonly bolsters?: RollModifiers;
}

/** A decision that has emitted nothing yet. */
export function begin(state: ChaseState, bolsters?: RollModifiers): Step {
  return bolsters === undefined ? { state, events: [] } : { state, events: [], bolsters };
}

/** Appends events and applies them. */
export function emit(step: Step, ...events: readonly ChaseEvent[]): Step {
  return { ...step, state: events.reduce(applyChase, step.state), events: [...step.events, ...events] };
}

/**
 * The Bolsters a roll decided during the command gets (a wound's Cover re-roll, a free Ram): the roller's, unless
 * they already rolled in this command (a Bolster serves one roll, COT-TIME-4).
 */
export function bolstersFor(step: Step, id: CharacterId): readonly PoolModifier[] {
  const rolled = step.events.some((event) => chaseRollsOf(event).some((roll) => roll.roller === id));
  return rolled ? [] : (step.bolsters?.[id] ?? []);
}
