import { applyChase } from './apply.ts';
import type { ChaseEvent } from './events.ts';
import type { ChaseState } from './types.ts';

/**
 * The events of a decision so far and the state they lead to, so a consequence decided later in the same
 * command (a wreck after a Ram, a death after a crash) sees the earlier ones: an occupant hurt twice is hurt
 * from the Cover the first hit left.
 */
export interface Step {
  readonly state: ChaseState;
  readonly events: readonly ChaseEvent[];
}

/** A decision that has emitted nothing yet. */
export function begin(state: ChaseState): Step {
  return { state, events: [] };
}

/** Appends events and applies them. */
export function emit(step: Step, ...events: readonly ChaseEvent[]): Step {
  return { state: events.reduce(applyChase, step.state), events: [...step.events, ...events] };
}
