/**
 * What every City of Thieves engine shares and none owns: the schema pieces of pools, rolls, checks, weapons,
 * conditions and sides, the requests one engine makes for another (a fight, a chase) and a wound's
 * recovery days. Engines import it through this door; it imports no engine.
 */
export * from './schema.ts';
export * from './faces.ts';
export * from './odds.ts';
export * from './engine-rolls.ts';
export * from './requests.ts';
export * from './recovery.ts';
export * from './player-meters.ts';
