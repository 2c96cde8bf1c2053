/**
 * Hard bounds on a Spot, whatever the table's settings say: the editor refuses steps outside them and the
 * schemas refuse files that hold them, so a Spot the app stores it can always export and import again. They
 * are generous (a Spot is "a few city blocks at most", COT-SPOT-1) but finite, so no map is ever unbounded.
 */
export const spotLimits = {
  idMax: 200,
  nameMax: 200,
  notesMax: 20_000,
  zonesMax: 200,
  barriersMax: 600,
  securitiesPerBarrierMax: 10,
  guardsMax: 200,
  lootMax: 500,
  spotsMax: 500,
  /** Security Scores and Hidden ratings are difficulties a pool can reach: 1 to 99. */
  scoreMin: 1,
  scoreMax: 99,
  /** A score-only guard's Awareness or Training (COT-CHAR-9), and Awareness bonuses. */
  guardScoreMax: 99,
  awarenessBonusMax: 999,
  /** Map coordinates, in the map's own units. */
  coordinateMax: 100_000,
  /** A piece of loot's value in Resources: a whole number from `lootValueMin` to `lootValueMax`. */
  lootValueMin: 0,
  lootValueMax: 1_000_000_000,
  marksMax: 200,
  itinerariesMax: 200,
} as const;
