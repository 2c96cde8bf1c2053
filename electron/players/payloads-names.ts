/** The names of the players' hub's requests: shared by the preload (no schema library) and main. */
export const playersRequests = [
  'start',
  'stop',
  'status',
  'publish',
  'setBlank',
  'drop',
  'rotateToken',
  'openWindow',
] as const;
export type PlayersRequest = (typeof playersRequests)[number];
