import type { PoolModifier } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { Character } from '../cot/characters/index.ts';
import type { HeistState } from '../cot/heist/index.ts';
import type { Initiative } from '../cot/initiative/index.ts';
import type { WarfareEvent, WarfareState } from '../cot/warfare/index.ts';
import type { HeistCard, Stance } from '../skirmish/index.ts';
import type { BridgeRecord } from './record.ts';
import type { ModelOptions } from './model.ts';

/**
 * A City of Thieves situation a HEIST skirmish is built from (bridge.md §4, §5A): a Heist going loud in a zone,
 * a Drop whose target Squared Up, or Gang Warfare switched mid-fight. Always on the Heist's Spot: the table is
 * one of its zones (BRG-D-2). The Heist is read as its rules read it (`liveHeist`: conditions from the sheets).
 */

/**
 * Who an NPC is for BRG-D-13's stances and BRG-D-29's Heat: the sheet's kind says crew or guard, not the rest. A
 * guard (of a Spot's post) and private security are told apart for the GM, though every rule treats them alike.
 */
export type NpcCategory = 'criminal' | 'police' | 'guard' | 'security' | 'civilian';

/** The NPC categories in the order the opening form offers them. */
export const npcCategories = [
  'police',
  'civilian',
  'criminal',
  'guard',
  'security',
] as const satisfies readonly NpcCategory[];

/** Each NPC category in the GM's words. */
export const npcCategoryLabels: Readonly<Record<NpcCategory, string>> = {
  police: 'police',
  civilian: 'civilian',
  criminal: 'criminal',
  guard: 'guard',
  security: 'private security',
};

/** A model's category on the table (bridge.md §7): the crew's, or an NPC's. */
export type ModelCategory = 'crew' | NpcCategory;

/** BRG-D-42: the light the scene records. */
export type Light = 'day' | 'dawn-dusk' | 'night-lit' | 'moonlit' | 'pitch-black';

/** BRG-D-42: the weather the scene records. */
export type Weather = 'clear' | 'rain-snow-light-fog' | 'heavy-fog';

/** A side as the GM lists it (BRG-D-41): its name on the table, its stance when the GM sets one (BRG-D-13). */
export interface SideListing {
  readonly id: string;
  readonly label?: string;
  readonly stance?: Stance;
}

/** Where the fight comes from. */
export type FightOrigin =
  /**
   * A running Heist goes loud in `zone` (BRG-D-2): everyone alive there who is in no other fight takes part,
   * or the GM's `participants` (standing in that zone and at most one zone next to it, BRG-D-43).
   */
  | {
      readonly kind: 'heist';
      readonly zone: string;
      readonly participants?: readonly CharacterId[];
      /** BRG-D-15: the side that started the violence; the crew's when absent. */
      readonly startedBy?: string;
      /** BRG-D-14: an NPC side the GM rules the crew unaware of, which gets the surprise turn instead. */
      readonly ambushedBy?: string;
    }
  /** A Drop whose target Squared Up (COT-DROP-5): the fight the Heist broke into, led by that target. */
  | { readonly kind: 'drop'; readonly target: CharacterId; readonly attacker: CharacterId }
  /**
   * Gang Warfare switched to a skirmish mid-fight (BRG-D-16): its fighters, their Cover and the total of each
   * one's most recent Cover roll in this scene (`lastCoverRolls` reads them from the scene's events).
   */
  | {
      readonly kind: 'warfare';
      readonly fight: WarfareState;
      readonly coverRolls: Readonly<Record<CharacterId, number>>;
      /** BRG-D-15: the side that started the violence, when no initiative decides; the crew's when absent. */
      readonly startedBy?: string;
    };

/** Everything `bridgedFight` reads. Never changed. */
export interface FightSituation {
  /** The Heist the fight happens in: its Spot (Securities, knowledge, guard posts), everyone at it, the crew. */
  readonly heist: HeistState;
  /** The campaign's sheets: every participant must have one (COT-CHAR-5). */
  readonly sheets: Readonly<Record<CharacterId, Character>>;
  readonly origin: FightOrigin;
  /** The COT initiative of the scene the fight comes from, when it was rolled (BRG-D-15, D-41). */
  readonly initiative?: Initiative | null;
  /** Pending Bolsters, Lean Onto and Foresight Training each character carries in (BRG-D-17). */
  readonly bonuses?: Readonly<Record<CharacterId, readonly PoolModifier[]>>;
  /** Mapping records of earlier fights (BRG-D-7, D-10, D-25). */
  readonly records?: Readonly<Record<CharacterId, BridgeRecord>>;
  /** The players' loadout choices (BRG-D-38). */
  readonly loadouts?: Readonly<Record<CharacterId, NonNullable<ModelOptions['loadout']>>>;
  /** NPCs' categories (BRG-D-13); an NPC not named is a criminal, a guard (by its sheet's kind) a guard. */
  readonly categories?: Readonly<Record<CharacterId, NpcCategory>>;
  /** The GM's listing of sides: names, stances, and the order of sides without initiative slots (BRG-D-41). */
  readonly sides?: readonly SideListing[];
  /** Pairs of sides the GM marks allied (BRG-D-41). */
  readonly allies?: readonly (readonly [string, string])[];
  /** BRG-D-42: the light and weather the scene records; an indoor zone is lit unless the light is given. */
  readonly visibility?: {
    readonly light?: Light;
    readonly weather?: Weather;
    readonly indoor?: boolean;
  };
  /** The table's Heist card deck (BRG-D-22); absent or null: the table plays without one. */
  readonly deck?: readonly HeistCard[] | null;
  /** The GM's number of civilians for this fight in a Crowded zone (BRG-D-40); the setting's otherwise. */
  readonly civilians?: number;
}

/**
 * Each fighter's most recent Cover roll in a Gang Warfare scene (BRG-D-16, COT-D-38: a re-roll replaces the old
 * value), read from the scene's events in order: the total rolled, whatever Cover it left.
 */
export function lastCoverRolls(events: readonly WarfareEvent[]): Readonly<Record<CharacterId, number>> {
  const rolls: Record<CharacterId, number> = {};
  for (const event of events) {
    if (event.type === 'warfare/cover-rolled') rolls[event.fighter] = event.check.roll?.total ?? 0;
  }
  return rolls;
}
