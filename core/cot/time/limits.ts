import { characterLimits } from '../limits/index.ts';
import { roundMinutes } from './stages.ts';

/**
 * Hard bounds on what the time modules record, whatever the table does: commands refuse steps outside them
 * and the schemas (./schema.ts) refuse logs that hold them, so whatever a Job stores it can export and import.
 */
export const timeLimits = {
  /** Rounds of one scene: ten million Action rounds are nineteen years of game time. */
  roundMax: 10_000_000,
  /** The Job clock in minutes: a thousand years of Prep days. */
  clockMax: 1_000 * 366 * roundMinutes.prep,
  /** Characters taking turns in one scene without initiative, present or gone. */
  membersMax: 1_000,
  /** Turns each member takes a round without initiative (the `prep_actions_per_day` setting's own bound). */
  turnsEachMax: 10,
  /** Bolsters waiting for one recipient. */
  bolstersMax: 1_000,
  /** Turns one character ends in a campaign. */
  turnMax: 100_000_000,
  /** Play sessions of one campaign. */
  sessionMax: 1_000_000,
  idMax: characterLimits.idMax,
  nameMax: characterLimits.nameMax,
  /** A scene's label, as the clock shows it. */
  labelMax: 500,
} as const;
