/**
 * The players' screen (issue 21): the projection of a campaign to what the crew knows, the GM's show/hide
 * controls, and the schema a player's page and the main process check what they receive with.
 */
export type {
  Audience,
  PlayerBarrier,
  PlayerBody,
  PlayerChaseBody,
  PlayerControl,
  PlayerCrew,
  PlayerFighter,
  PlayerHeistBody,
  PlayerInitiativeEntry,
  PlayerMarker,
  PlayerMeter,
  PlayerModel,
  PlayerPerson,
  PlayerPrepBody,
  PlayerRating,
  PlayerRoll,
  PlayerScene,
  PlayerSheet,
  PlayerSkirmishBody,
  PlayerSocialBody,
  PlayerSpotMap,
  PlayerView,
  PlayerWarfareBody,
  PlayerZone,
} from './types.ts';
export { emptyPlayerView, playerViewFormat, playerViewVersion } from './types.ts';
