import type { PoolModifier } from '../../dice/pool.ts';
import type {
  ActorId,
  ConformanceSample as AnySample,
  EngineConformance as AnyConformance,
  EngineContext as BareContext,
  EngineWorld,
  SceneEngine as AnySceneEngine,
  Tagged,
} from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Character, Condition, GearItem, Loyalty } from '../characters/index.ts';
import type { ChaseRole } from '../initiative/index.ts';
import type { CotSettings } from '../settings/index.ts';
import type { SettingDefinition } from '../settings/index.ts';
import type { SectionOf } from '../settings/index.ts';
import type { Spot, SpotEvent } from '../spot/index.ts';
import type { StageType } from '../time/index.ts';
import type { CotCapability } from './capabilities.ts';
import type { TrainingSlice } from './training.ts';
import type { BreakoutSlice } from './breakout.ts';

/**
 * City of Thieves binds the generic scene-engine contract (core/engine/contract.ts): the campaign its engines
 * read, the effects their events have on it, its stages, its initiative seats and its capabilities. Its engines
 * import `SceneEngine`, `EngineContext` and the rest from here; the contract itself names none of its rules.
 */

export { bolster, initiative, spot, training } from './capabilities.ts';
export type {
  BolsterCapability,
  CotCapability,
  InitiativeCapability,
  SpotCapability,
  TrainingCapability,
} from './capabilities.ts';
export { trainingSlice } from './training.ts';
export { breakoutsFrom, partyOf, peopleIn } from './breakout.ts';
export type {
  BreakoutCapability,
  BreakoutDraft,
  BreakoutFields,
  BreakoutGround,
  BreakoutOffer,
  BreakoutPerson,
  BreakoutRecord,
  BreakoutRequest,
  BreakoutScene,
  BreakoutSlice,
  DeclaredBreakout,
  Parties,
  Party,
} from './breakout.ts';
export type { TrainingBought, TrainingPurchase, TrainingSlice } from './training.ts';

/** What a City of Thieves engine may read of the campaign around its scene. Never stored; built for each decision. */
export interface EngineContext extends BareContext, TrainingSlice, BreakoutSlice {
  readonly settings: CotSettings;
  /** The sheets: the one home of each participant's condition (COT-CHAR-6), read here as the engine decides. */
  readonly characters: Readonly<Record<CharacterId, Character>>;
  /** The crew's Heat (COT-GUARD-7 raises guards' Awareness with it) and Resources. */
  readonly crew: { readonly heat: number; readonly resources: number };
  /** The campaign's Spots by id (COT-SPOT-1): a Heist scene copies one, research learns about them. */
  readonly spots: Readonly<Record<string, Spot>>;
  /**
   * The modifiers a character's next roll gets from Bolsters they received (COT-TIME-4), whoever makes them
   * roll: an attack, a defence, a break-free, a pursuer's opposing roll. An engine adds them to that roller's
   * pool and names the roller in the event's rolls; the scene layer then spends those Bolsters.
   */
  bolsters(id: ActorId): readonly PoolModifier[];
}

/**
 * What an engine's event changes outside its scene, in the campaign: the scene layer turns each effect into
 * the campaign's own events (sheets, the crew), so engines never write campaign state themselves.
 */
export type CampaignEffect =
  /** COT-CHAR-10: the crew's Heat rises (a Drop, a failed stakeout). */
  | { readonly kind: 'heat'; readonly amount: number }
  /** COT-CHAR-10: Resources gained or spent (a Cache, COT-FORE-7). */
  | { readonly kind: 'resources'; readonly delta: number }
  /** COT-CHAR-10: Reputation spent or earned (Connections research costs 1, COT-PREP-3). */
  | { readonly kind: 'reputation'; readonly character: CharacterId; readonly delta: number }
  /** COT-FORE-1..3: Foresight banked or spent (the sheet keeps it within its cap). */
  | { readonly kind: 'foresight'; readonly character: CharacterId; readonly delta: number }
  /** COT-SOC-2/3: a character's Loyalties after a change. */
  | { readonly kind: 'loyalties'; readonly character: CharacterId; readonly loyalties: readonly Loyalty[] }
  /** COT-CHAR-6/7: a character wounded (for so many days) or killed: their sheet's condition, the only one. */
  | { readonly kind: 'condition'; readonly character: CharacterId; readonly condition: Condition }
  /** COT-CHAR-8: a character now presents another identity (a Switch, COT-FORE-9). */
  | { readonly kind: 'presented-identity'; readonly character: CharacterId; readonly identity: string }
  /** COT-PREP-5..8, COT-FORE-8, COT-GUARD-5, COT-D-54: a change to a campaign Spot (knowledge, a Blueprint zone…). */
  | { readonly kind: 'spot'; readonly spotId: string; readonly event: SpotEvent }
  /** A weapon, armour or other named items handed to a character (a Cache, COT-FORE-7). */
  | {
      readonly kind: 'gear';
      readonly character: CharacterId;
      readonly weapon: string | null;
      readonly armour: string | null;
      /** Other gear added to the sheet's list (rope, a crowbar), each with its note. */
      readonly items: readonly GearItem[];
    };

/** The City of Thieves family of engines, binding the contract's `EngineWorld`. */
export interface CotWorld extends EngineWorld {
  readonly context: EngineContext;
  readonly effect: CampaignEffect;
  readonly stage: StageType;
  /** Who drives, rides or runs, for a scene whose initiative asks it (COT-INIT-2, COT-D-22). */
  readonly seat: ChaseRole;
  readonly capability: CotCapability;
  /** A section of the table settings (core/cot/settings/sections), with its settings. */
  readonly section: SettingsSectionOf;
}

/** A section of the City of Thieves table settings, as an engine brings it. */
export type SettingsSectionOf = SectionOf<Readonly<Record<string, SettingDefinition>>>;

/** A City of Thieves scene engine. */
export type SceneEngine<S, C extends Tagged, E extends Tagged, Setup> = AnySceneEngine<
  S,
  C,
  E,
  Setup,
  CotWorld
>;

/** A City of Thieves engine's part of the conformance suite. */
export type EngineConformance<S, C extends Tagged, E extends Tagged, Setup> = AnyConformance<
  S,
  C,
  E,
  Setup,
  CotWorld
>;

/** A scene for the conformance bot, in a City of Thieves campaign. */
export type ConformanceSample<Setup> = AnySample<Setup, CotWorld>;
export type { Unsheeted } from './sheets.ts';
export { sheetConditions } from './sheets.ts';
export { withCondition } from './sheets.ts';
export { withoutCondition } from './sheets.ts';
export type { ConditionOf } from './sheets.ts';
export { notRead } from './sheets.ts';
