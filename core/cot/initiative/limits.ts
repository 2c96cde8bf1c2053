import { characterLimits } from '../limits/index.ts';
/**
 * Hard bounds on one scene's initiative, whatever the table does: the commands refuse steps outside them and
 * the schemas (./schema.ts) refuse logs that hold them, so whatever a scene stores it can export and import.
 */
export const initiativeLimits = {
  /** Participants of one scene, in or out: far above a Spot's guards (200) and a crew. */
  participantsMax: 1_000,
  /** Sides of one scene: the crew and the NPC factions. */
  sidesMax: 50,
  /** Slots held at once: one per participant, two while a leaver's old slot waits out the round. */
  slotsMax: 2_000,
  /** Slot numbers never repeat; re-rolling every round uses new ones. */
  slotIdMax: 1_000_000_000,
  /** A scene's rounds (a million Action rounds are almost two years of game time). */
  roundMax: 1_000_000,
  /** Throws of one roll-off (ties throw again): a run this long never happens with fair dice. */
  throwsMax: 1_000,
  idMax: characterLimits.idMax,
  nameMax: characterLimits.nameMax,
  labelMax: characterLimits.labelMax,
} as const;
