/**
 * The players' screen (issue 21): the projection of a campaign to what the crew knows (`playerView`), its audiences,
 * the GM's show/hide controls, and the schema a player's page and the main process check what they receive with.
 */
export type {
  Audience,
  PlayerBody,
  PlayerControl,
  PlayerCrew,
  PlayerInitiative,
  PlayerPerson,
  PlayerRating,
  PlayerRoll,
  PlayerScene,
  PlayerSheet,
  PlayerSlot,
  PlayerView,
} from './types.ts';
export { emptyPlayerView, playerViewFormat, playerViewVersion } from './types.ts';
export { playerAudiences, playerView, playerViews } from './project.ts';
export { playerControls } from './controls.ts';
export { parseAudience, seatAudience } from './audience.ts';
export { parsePlayerView, playerViewSchema } from './schema.ts';
// Each engine's body, from its own folder; the pieces every engine shares, from the engine contract.
export type { PlayerChaseBody, PlayerRunner } from '../cot/chase/index.ts';
export type { PlayerHeistBody, PlayerLoot } from '../cot/heist/index.ts';
export type { PlayerPrepBody } from '../cot/prep/index.ts';
export type { PlayerSocialBody, PlayerSocialTarget } from '../cot/social/index.ts';
export type { PlayerFighter, PlayerWarfareBody } from '../cot/warfare/index.ts';
export type { PlayerModel, PlayerSkirmishBody } from '../skirmish/index.ts';
export type { PlayerMapBarrier, PlayerMapZone, PlayerSpotMap } from '../cot/spot/index.ts';
