/**
 * The geometry of a HEIST fight's 2D board (issue 20): range, line of sight, cover, target class, line of fire
 * and the facts a shot order needs, computed from a table layout in inches. Pure; part of the skirmish module.
 */
export type {
  BoardLayout,
  BoardModel,
  Door,
  Exit,
  Level,
  MeasureFrom,
  Point,
  Terrain,
  TerrainHeight,
  TerrainRole,
  TerrainShape,
} from './types.ts';
export { range, lineOfSight, sightPoints } from './sight.ts';
export type { LineOfSight, SightPoint } from './sight.ts';
export { coverAgainst } from './cover.ts';
export type { CoverResult } from './cover.ts';
export { targetClass } from './target-class.ts';
export type { BoardClass, BoardClassFacts } from './target-class.ts';
export { lineOfFire, STRIP_WIDTH, COLLATERAL_REACH } from './line-of-fire.ts';
export type { BoardCollateral, BoardObstruction, LineOfFire } from './line-of-fire.ts';
export { shotFacts } from './shot-facts.ts';
export type { ShotFacts } from './shot-facts.ts';
export { layoutProblems } from './layout-problems.ts';
export { CONTACT } from './pieces.ts';
