import type { ActorId } from './contract.ts';

/**
 * What an engine needs to project its scene for the players' screen (issue 21), and the pieces every engine's
 * projection shares. An engine projects only what the crew knows; who may be named and how numbers show is the
 * table's and the GM's to say, handed in as a `PlayerLens`. Nothing here names a rule of any game.
 */

/** How the players' screen names those the crew is up against in a fight. */
export type OpponentsShown = 'named' | 'opponent' | 'hidden-until-act';

/** A number the crew sees as a band or as itself. */
export type NumberShown = 'band' | 'number';

/** How the crew knows someone: by name (the crew), by the name the GM lets them see, or not at all. */
export interface PlayerLook {
  /** One of the crew. */
  readonly crew: boolean;
  /** Their name on the players' screen; null when the crew may not name them (hidden, or not seen). */
  readonly name: string | null;
  /**
   * A key for them on the players' screen: a crew member's id; for anyone else an opaque key the projection settles
   * once the view is built (never their id, which may carry a name). An engine copies it as it is into the view.
   */
  readonly key: string;
}

/** What an engine's projection reads beyond its own state: the GM's and the table's choices. */
export interface PlayerLens {
  readonly opponents: OpponentsShown;
  readonly cover: NumberShown;
  readonly alarm: NumberShown;
  /** How the crew knows one of the campaign's people (or a model, for an engine with its own actors). */
  look(id: ActorId): PlayerLook;
  /**
   * Whether someone has taken a turn in the scene where the crew could see it (under initiative: a slot this round,
   * or any earlier round they were in): under `hidden-until-act`, an opponent shows from then on.
   */
  acted(id: ActorId): boolean;
  /** Whether a side (of the scene, or an engine's own: a skirmish's) is the crew's. */
  crewSide(side: string): boolean;
  /** The guards and pieces of loot of a Spot the GM revealed. */
  revealed(spotId: string): { readonly guards: ReadonlySet<string>; readonly loot: ReadonlySet<string> };
}

/** A band a number falls in, for the page's colour: `none` is zero, `full` the end of a track. */
export type PlayerBand = 'none' | 'low' | 'medium' | 'high' | 'full';

/**
 * A number as the crew sees it: a band in words ("Cover: high") or the number itself ("Cover 7"), as the table
 * settles. `value` is null under a band, so the number never leaves the GM's process.
 */
export interface PlayerMeter {
  readonly band: PlayerBand;
  readonly words: string;
  readonly value: number | null;
}

/** Someone drawn on a map the crew sees: a crew member where they stand, or someone the GM revealed. */
export interface PlayerMarker {
  readonly key: string;
  readonly name: string;
  /** A place of the map (a zone id, or the edge). */
  readonly zone: string;
}

/** The body of an engine's projection: tagged with the engine's id, its fields the engine's own. */
export interface PlayerBodyBase {
  readonly engine: string;
}
