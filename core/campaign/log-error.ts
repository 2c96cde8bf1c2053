/** A log that cannot be replayed, with the entry (and event) where it broke. */
export class ReplayError extends Error {
  override name = 'ReplayError';
  constructor(
    message: string,
    readonly seq: number | null,
    readonly eventIndex: number | null,
    /** What is wrong, without the entry's number: the file reader names the entry by its place instead. */
    readonly reason: string = message,
    /** The field at fault, below the event (`roll.margin`) or, without an event, below the entry (`command`). */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}
