/** The GM-adjustable settings the initiative module adds to the table's settings (§14). */
export interface InitiativeSettings {
  /**
   * COT-D-24 `initiative_tie`: equal totals of different sides go Crew first, then NPC sides in the order they
   * were listed (`crew_first`), or the tied sides roll 1d6, high first, again on a tie (`roll_off`).
   */
  readonly initiativeTie: 'crew_first' | 'roll_off';
  /** COT-D-25 `reroll_initiative_each_round`: everyone rolls again at the start of every round. */
  readonly rerollInitiativeEachRound: boolean;
}

/** The DECISION defaults (§14). */
export const defaultInitiativeSettings: InitiativeSettings = {
  initiativeTie: 'crew_first', // COT-D-24
  rerollInitiativeEachRound: false, // COT-D-25
};
