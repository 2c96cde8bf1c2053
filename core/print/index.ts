/** The session on paper (issue 22): the printable documents as plain data. */
export { characterCards, conditionWords, crewSheet, crewSheets } from './sheets.ts';
export { printableSpots, spotHandout } from './maps.ts';
export { heistRosters, printableFights, rostersOf } from './rosters.ts';
export { rollMattered, sessionRecap } from './recap.ts';
export type { RecapLine, RecapSection, RecapSectionId, SessionRecap } from './recap.ts';
export { isPaperSize, paperSizes } from './types.ts';
export type {
  CharacterCard,
  CrewSheet,
  HeistRosters,
  PaperSize,
  PrintedBarrier,
  PrintedSkill,
  PrintedValue,
  PrintedWeapon,
  RosterModel,
  SpotHandout,
  WeaponReference,
} from './types.ts';
