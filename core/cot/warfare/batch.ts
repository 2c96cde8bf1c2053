import { applyWarfare } from './apply.ts';
import type { WarfareEvent, WarfareState } from './types.ts';

/**
 * The events of one command as they are decided, with the state they lead to, so a later step (a wound's
 * Cover re-roll, a wreck after a crash) sees what the earlier ones did. Immutable: `record` returns a new batch.
 */
export interface Batch {
  readonly state: WarfareState;
  readonly events: readonly WarfareEvent[];
}

/** An empty batch over the state a command starts from. */
export function startBatch(state: WarfareState): Batch {
  return { state, events: [] };
}

/** Adds events to the batch and applies them to its state. */
export function record(batch: Batch, ...events: readonly WarfareEvent[]): Batch {
  return { state: events.reduce(applyWarfare, batch.state), events: [...batch.events, ...events] };
}
