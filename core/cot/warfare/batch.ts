import type { PoolModifier } from '../../dice/pool.ts';
import type { PoolCheck } from '../gear/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { applyWarfare } from './apply.ts';
import type { BolsterSource, WarfareEvent, WarfareState } from './types.ts';

/**
 * The events of one command as they are decided, with the state they lead to, so a later step (a wound's
 * Cover re-roll, a wreck after a crash) sees what the earlier ones did. Immutable: `record` returns a new batch.
 */
export interface Batch {
  readonly state: WarfareState;
  readonly events: readonly WarfareEvent[];
  /** The Bolsters waiting for each roller (COT-TIME-4). */
  readonly bolsters: BolsterSource;
}

/** Nobody has a Bolster waiting. */
export const noBolsters: BolsterSource = () => [];

/** An empty batch over the state a command starts from. */
export function startBatch(state: WarfareState, bolsters: BolsterSource = noBolsters): Batch {
  return { state, events: [], bolsters };
}

/** Adds events to the batch and applies them to its state. */
export function record(batch: Batch, ...events: readonly WarfareEvent[]): Batch {
  return {
    state: events.reduce(applyWarfare, batch.state),
    events: [...batch.events, ...events],
    bolsters: batch.bolsters,
  };
}

/**
 * The Bolsters a roll by `id` gets (COT-TIME-4): theirs on their first roll in this command, none after (a
 * Bolster serves one roll: a driver's crash check after their vehicle attack gets nothing more).
 */
export function bolstersFor(batch: Batch, id: CharacterId): readonly PoolModifier[] {
  return batch.events.some((event) => warfareChecks(event).some((check) => check.roller === id))
    ? []
    : batch.bolsters(id);
}

/** Every roll an event carries, in the order they were made (the restrainer first in a break-free, COT-DICE-8). */
export function warfareChecks(event: WarfareEvent): readonly PoolCheck[] {
  switch (event.type) {
    case 'warfare/cover-rolled':
    case 'warfare/attacked':
    case 'warfare/crash-checked':
      return [event.check];
    case 'warfare/break-free-rolled':
      return event.check ? [event.restrainerCheck, event.check] : [event.restrainerCheck];
    default:
      return [];
  }
}
