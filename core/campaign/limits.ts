import { maxRolled } from '../dice/pool.ts';

/**
 * Hard bounds on everything a campaign stores. `decide` refuses commands that would step outside them and
 * the import schema refuses files that do, so whatever the app stores it can export and import again.
 * Character sheets have their own in core/cot/characters/limits.ts.
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
  difficultyMax: 999,
  crewMax: 1_000_000_000,
  sessionMax: 1_000_000,
  leanOntoMax: 10,
  tableRowsMax: 100,
  vehicleStatMax: 99,
  /** Epoch ms: the largest date JavaScript can represent. */
  timeMax: 8_640_000_000_000_000,
  logMax: 100_000,
  eventsPerEntryMax: 1_000,
  rollsMax: 1_000_000,
  seqMax: 1_000_000_000,
  /** Files larger than this are refused before they are parsed (electron/api.ts `maxFileBytes`). */
  fileBytesMax: 20 * 1024 * 1024,
} as const;
