import { maxRolled } from '../dice/pool.ts';
import { settingsLimits } from '../cot/settings/index.ts';

/**
 * Hard bounds on everything a campaign stores. `decide` refuses commands that would step outside them and
 * the import schema refuses files that do, so whatever the app stores it can export and import again.
 * Character sheets have their own in core/cot/limits/characters.ts.
 */
export const campaignLimits = {
  nameMax: 200,
  idMax: 200,
  /** Labels of rolls, scores, opponents and modifier sources. */
  labelMax: 500,
  noteMax: 20_000,
  /** The longest string any file may hold anywhere. */
  stringMax: 100_000,
  /** Dice in one pool, and the most a modifier can add or take away. */
  poolMax: maxRolled,
  modifiersMax: 20,
  bolstersMax: 20,
  /** A difficulty or a score typed for a roll: a whole number from `difficultyMin` to `difficultyMax`. */
  difficultyMin: 0,
  difficultyMax: 999,
  /** The days one `time/downtime` passes: at least one, at most ten years. */
  downtimeDaysMin: 1,
  downtimeDaysMax: 3650,
  /** The crew's Heat and Resources (COT-CHAR-10, COT-D-15): whole numbers from `crewMin` to `crewMax`. */
  crewMin: 0,
  crewMax: 1_000_000_000,
  sessionMax: 1_000_000,
  leanOntoMax: settingsLimits.leanOntoMax,
  tableRowsMax: settingsLimits.tableRowsMax,
  vehicleStatMax: settingsLimits.vehicleStatMax,
  /** Epoch ms: the largest date JavaScript can represent. */
  timeMax: 8_640_000_000_000_000,
  /** Log entries of one campaign (its export holds them all). */
  logMax: 2_000_000,
  eventsPerEntryMax: 1_000,
  rollsMax: 1_000_000,
  seqMax: 1_000_000_000,
  /** Version-1 files (one JSON document) were at most this; larger ones are refused before they are parsed. */
  version1BytesMax: 20 * 1024 * 1024,
  /**
   * The uncompressed text of one campaign's export (its log, a line an entry). The store counts it as the
   * campaign grows, warns the GM from `exportWarnShare` of it and refuses a change past it, so every stored
   * campaign can be exported and imported again.
   */
  exportBytesMax: 1024 * 1024 * 1024,
  exportWarnShare: 0.8,
  /** One entry line: far above any real command's events. */
  entryBytesMax: 16 * 1024 * 1024,
} as const;
