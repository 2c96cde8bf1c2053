import { applySkirmish } from '../apply/apply.ts';
import type { SkirmishEvent } from '../events.ts';
import type { SkirmishState } from '../types.ts';

/**
 * Decide builds its events one by one and folds each into a running state as it goes, so every later rule
 * sees exactly the state replaying the log will produce (the replay property holds by construction).
 */
export interface Emitter {
  state: SkirmishState;
  readonly events: SkirmishEvent[];
}

export function emitter(state: SkirmishState): Emitter {
  return { state, events: [] };
}

export function emit(em: Emitter, event: SkirmishEvent): void {
  em.events.push(event);
  em.state = applySkirmish(em.state, event);
}
