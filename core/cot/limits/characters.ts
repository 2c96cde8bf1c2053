/**
 * Hard bounds on a character sheet, whatever the table's settings say. The rules validator
 * (validate.ts) and the import schema (core/campaign/schema.ts) read the same numbers, so a sheet the
 * app accepts is always a sheet it can import again.
 */
export const characterLimits = {
  /** No ability or skill rating, and no setting for their ranges, goes above this. */
  statMax: 10,
  idMax: 200,
  nameMax: 200,
  /** Identities, the Mysticism Tradition, a Loyalty's relation and subject, a weapon or armour name. */
  labelMax: 200,
  notesMax: 20_000,
  /** COT-SOC-1: at most four Loyalties. */
  loyaltiesMax: 4,
  weaponsMax: 20,
  /** Other gear a sheet holds (rope, a crowbar, lock picks: COT-FORE-7), each named (`labelMax`) with a note. */
  gearMax: 40,
  gearNoteMax: 2_000,
  reputationMax: 1_000_000,
  /** Ten years: a wound longer than that is a story decision, not a number. */
  recoveryDaysMax: 3650,
} as const;
