import type { GenericSchema } from 'valibot';
import type { Character, Condition, GearItem, Loyalty } from '../cot/characters/types.ts';
import type { CotSettings } from '../cot/settings.ts';
import type { Spot, SpotEvent } from '../cot/spot/types.ts';
import type { TrainingPurchase } from '../cot/prep/foresight.ts';
import type { InitiativeScene } from '../cot/initiative/types.ts';
import type { ChaseRole } from '../cot/initiative/pools.ts';
import type { StageType } from '../cot/time/stages.ts';
import type { Dice } from '../dice/dice.ts';
import type { Pool, PoolModifier } from '../dice/pool.ts';
import type { Roll } from '../dice/roll.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { Decision, Rejection } from '../shared/result.ts';

/**
 * The contract every scene engine implements (initiative-run City of Thieves scenes, a Heist on its Spot,
 * social calls, research, the HEIST skirmish). The scene layer loops over the registry of engines; it
 * never names one. An engine is pure: plain JSON state, commands and events; randomness only through `Dice`.
 *
 * What the scene layer does for every engine, so no engine repeats it: stamps commands with the time and a
 * roll-id prefix, validates commands and imported events against the engine's schemas, runs the turn
 * policy, applies Bolsters to whoever rolls (COT-TIME-4), logs every roll the events carry, carries the
 * engines' effects onto the sheets and the crew, keeps the Job clock, describes entries in histories and undo
 * labels.
 *
 * A participant's condition (COT-CHAR-6: Unhurt, Wounded, Dead) lives on their sheet only (./sheets.ts): an
 * engine reads it from `ctx.characters`, never stores it, and changes it with a `condition` effect. The scene
 * layer reads Dead from the sheet too: an engine's `absence` gives only its own reasons (Unconscious, fled…).
 */

/** Who acts in a scene: a character id in City of Thieves scenes, a model id in a HEIST skirmish. */
export type ActorId = string;

/** A name for an id (a character's, a model's, a side's), for the words of a history line or a view. */
export type Names = (id: ActorId) => string;

/** What an engine may read of the campaign around its scene. Never stored; built for each decision. */
export interface EngineContext {
  readonly settings: CotSettings;
  /** The sheets: the one home of each participant's condition (COT-CHAR-6), read here as the engine decides. */
  readonly characters: Readonly<Record<CharacterId, Character>>;
  /** The crew's Heat (COT-GUARD-7 raises guards' Awareness with it) and Resources. */
  readonly crew: { readonly heat: number; readonly resources: number };
  /** The campaign's Spots by id (COT-SPOT-1): a Heist scene copies one, research learns about them. */
  readonly spots: Readonly<Record<string, Spot>>;
  /** Epoch ms of the command (from its stamp). */
  readonly at: number;
  /**
   * The modifiers a character's next roll gets from Bolsters they received (COT-TIME-4), whoever makes them
   * roll: an attack, a defence, a break-free, a pursuer's opposing roll. An engine adds them to that roller's
   * pool and names the roller in the event's rolls; the scene layer then spends those Bolsters.
   */
  bolsters(id: ActorId): readonly PoolModifier[];
  /**
   * The Foresight Training (COT-FORE-5) the GM is buying for this actor's next roll, for a view to add to the
   * rolls it offers (and price them with it); undefined when none. Never read by `decide`: a command carries
   * the Training it buys.
   */
  training?(id: ActorId): TrainingPurchase | undefined;
  readonly names: Names;
  /**
   * How the latest scene opened from this one (a fight or chase broken out of a Heist) left someone: null able
   * to act there, or why not (unconscious, dead…); undefined when they were in no such scene. Lets an engine
   * take its people back as they are (COT-D-65).
   */
  awayAs?(id: ActorId): Absence | null | undefined;
}

/** One roll an event carries, as the roll log shows it. */
export interface EngineRoll {
  /** Who rolled: a character id (the roll log links it) or a model id. */
  readonly roller: ActorId;
  /** What the roll was for, in the game's words: "Shooting at Dolan", "Initiative". */
  readonly what: string;
  readonly basePool: Pool | null;
  readonly modifiers: readonly PoolModifier[];
  readonly pool: Pool | null;
  /** The dice (a d6 roll-and-keep `Roll`), or null when the pool failed unrolled (COT-D-1). */
  readonly roll: Roll | null;
  /** Other dice (a HEIST shot's d6–d12 faces) when the roll is not a roll-and-keep pool. */
  readonly faces?: readonly number[];
  /** The difficulty, target number or opposing total it was against; null when there was none. */
  readonly difficulty: number | null;
  readonly againstLabel: string;
  /** null when the roll has no success or failure (initiative, damage dice). */
  readonly success: boolean | null;
  /** The result in words: "Dolan loses 3 Cover", "Wound (2 days)". */
  readonly result: string;
}

/** One outcome of an action with its exact probability (0..1), for the odds shown before the roll. */
export interface OutcomeOdds {
  readonly key: string;
  /** "Unconscious", "Wound", "No damage". */
  readonly label: string;
  readonly probability: number;
  /** How the panel colours it. */
  readonly tone: 'good' | 'bad' | 'neutral';
}

/** The exact odds of an action, led by the number that decides. */
export interface ActionOdds {
  /** The number that decides, e.g. `{ label: 'Success', probability: 0.62 }`. */
  readonly headline: { readonly label: string; readonly probability: number };
  /** Every outcome, summing to 1 (within float rounding). */
  readonly outcomes: readonly OutcomeOdds[];
  /** The pool or dice rolled and what it is against, in words: "Fingers + Shooting 5k3 +1k0 Bolster vs 12". */
  readonly detail: string;
}

/** One ready-made command of an action, with what it would do and its odds. */
export interface ActionOption<C> {
  /** "Shoot Dolan with the pistol". */
  readonly label: string;
  readonly command: C;
  /** The exact odds, computed by the same functions `decide` rolls with; null for an action with no roll. */
  readonly odds: ActionOdds | null;
}

/** An action open (or not) to an actor now. */
export interface ActionView<C> {
  /** Stable key: 'attack', 'reposition', 'shoot'. */
  readonly action: string;
  /** In the game's words: "Attack", "Reposition". */
  readonly label: string;
  readonly available: boolean;
  /** Why not, in the game's words, when not available (null when available). */
  readonly reason: string | null;
  /** Every accepted variant (each target, weapon…): exactly the commands `decide` accepts now. */
  readonly options: readonly ActionOption<C>[];
  /** The rule it implements, for a small link: 'COT-WAR-4'. */
  readonly rule: string;
}

/**
 * How turns pass in a scene of this engine:
 * - `initiative`: City of Thieves initiative slots (COT-INIT), or one turn per character per round when no
 *   initiative was rolled (COT-TIME-5); the scene layer claims the live slot for the actor and ends the turn.
 * - `engine`: the engine keeps its own turns (HEIST's alternating activations and reactions); the scene
 *   layer only passes commands through.
 */
export type TurnPolicy = 'initiative' | 'engine';

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

/**
 * Why someone can no longer take turns in a scene (COT-INIT-6): they give up their slot. `away`: they are in a
 * fight or chase that broke out of this scene, and come back to it when that ends.
 */
export type Absence = 'dead' | 'unconscious' | 'fled' | 'left' | 'away';

/** Someone joining a running scene (COT-INIT-6), as the scene layer hands them to its engine. */
export interface Joiner {
  readonly characterId: CharacterId;
  readonly side: string;
  /** Where they come in: a zone of the Spot, the fight's zone; '' where the engine has no places. */
  readonly zone: string;
}

/** A scene an event splits off: it opens beside its source, with its own initiative. */
export interface Spawn<E> {
  readonly name: string;
  readonly participants: readonly CharacterId[];
  readonly events: readonly E[];
}

/**
 * A scene as the GM drafts it on the Open-a-scene form: its sides, who takes part on which side and where.
 * An engine that can be opened from there turns it into its setup (`setupFrom`).
 */
export interface SceneDraft {
  readonly sides: readonly { readonly id: string; readonly label: string; readonly crew: boolean }[];
  readonly participants: readonly {
    readonly characterId: CharacterId;
    readonly side: string;
    /** A zone of the Spot (or '' for Outside / no place). */
    readonly zone: string;
  }[];
  /** The campaign Spot it is played on, for an engine that `needsSpot`; null otherwise. */
  readonly spotId: string | null;
}

/** A command or event: a discriminated union on `type`, namespaced by engine (`warfare/attack`). */
export interface Tagged {
  readonly type: string;
}

/**
 * A scene engine: `S` its state, `C` its commands, `E` its events, `Setup` what opening a scene of it takes.
 * Adding an engine is a folder that exports one of these and one line in the registry.
 */
export interface SceneEngine<S, C extends Tagged, E extends Tagged, Setup> {
  /** The registry key and the scene's kind: 'warfare', 'chase', 'heist', 'social', 'skirmish'. */
  readonly id: string;
  /** "Gang Warfare". */
  readonly title: string;
  /** The stage its scenes are played at, which sets their round length (COT-TIME-1, COT-TIME-2). */
  readonly stage: StageType;
  readonly turns: TurnPolicy;
  /** With `turns: 'initiative'`: which initiative pools its scenes roll (COT-INIT-2). */
  readonly initiativePools?: InitiativeScene;
  /**
   * Its scenes roll initiative as they open, however they are opened (Gang Warfare, COT-WAR-1; a chase,
   * COT-CHASE-3); otherwise turns go one each per round until the GM rolls it (COT-TIME-5).
   */
  readonly initiativeFromStart?: boolean;
  /**
   * Turns each participant takes a round while no initiative is rolled (COT-TIME-5): one when absent. Prep takes
   * `prep_actions_per_day` (COT-D-21), read as its scene begins counting turns.
   */
  turnsPerRound?(ctx: EngineContext): number;
  /** Field by field: a malformed command (wrong types, unknown shapes, 1e308 distances) never reaches decide. */
  readonly commandSchema: GenericSchema<unknown, C>;
  /** Field by field: an imported event that does not fit is refused before it is ever applied. */
  readonly eventSchema: GenericSchema<unknown, E>;
  readonly setupSchema: GenericSchema<unknown, Setup>;
  /**
   * Its actors are its own (a HEIST skirmish's models, from its set-up), not the campaign's characters: its
   * scenes may open with no participants, and `actorName` names them.
   */
  readonly ownActors?: boolean;
  /** The name of one of its own actors (a model), for history lines and views; undefined for others. */
  actorName?(state: S, id: ActorId): string | undefined;
  /** Its scenes are played on a campaign Spot (COT-SPOT-1): the Open-a-scene form asks for one and its zones. */
  readonly needsSpot?: boolean;
  /**
   * Its rolls take Foresight Training (COT-FORE-5): its view adds `ctx.training` to the rolls it offers, so the
   * turn panel offers to buy dice for them. Absent: Training is not bought in its scenes.
   */
  readonly trainsRolls?: boolean;
  /**
   * The setup of a scene the GM drafted on the Open-a-scene form, or why it cannot open so. Absent for an
   * engine whose scenes open only from inside another (a chase after a Flee).
   */
  setupFrom?(ctx: EngineContext, draft: SceneDraft): { readonly setup: Setup } | Rejection;
  /** The events that start the engine's state in a new scene. */
  start(ctx: EngineContext, setup: Setup, dice: Dice): Decision<E>;
  /** The events a command makes, or a rejection that changes nothing. Never throws on a schema-valid command. */
  decide(ctx: EngineContext, state: S, command: C, dice: Dice): Decision<E>;
  /** Folds one event in; `null` before the first (start) event. Throws on an event that does not fit. */
  apply(state: S | null, event: E): S;
  /** Whose turn a command takes (null: a GM command outside turns, such as ending a chase). */
  actorOf(state: S, command: C): ActorId | null;
  /** True when a command belongs to a turn already taken (a Takedown right after a Close, COT-CHASE-9). */
  isFollowUp?(state: S, command: C): boolean;
  /** Every roll an event carries, for the roll log. */
  rolls(event: E, names: Names): readonly EngineRoll[];
  /**
   * The event as a line of the scene's history and of an undo label: "Ruth attacks Dolan: 3 Cover lost"; null
   * for bookkeeping another event of the same step already tells.
   */
  describe(event: E, names: Names): string | null;
  /** Every action `actor` could take now, possible or not, with the reason and the exact odds. */
  view(ctx: EngineContext, state: S, actor: ActorId): readonly ActionView<C>[];
  /**
   * Whether `actor` can still take turns for the engine's own reasons (conscious, still there); whether they are
   * alive is their sheet's to say, and the scene layer asks it.
   */
  canAct(state: S, actor: ActorId): boolean;
  /**
   * Why `actor` cannot take turns any more for the engine's own reasons (unconscious, fled, left, away), or null
   * when nothing of the scene stops them (COT-INIT-6). Never 'dead': the sheet says who is (COT-CHAR-6).
   */
  absence?(state: S, actor: ActorId): Absence | null;
  /** Where someone can come into the running scene (a Spot's zones, '' for its edge); absent: nowhere to choose. */
  places?(state: S): readonly { readonly id: string; readonly name: string }[];
  /** The events of someone joining the running scene (COT-INIT-6); absent when the engine takes no joiners. */
  join?(ctx: EngineContext, state: S, joiner: Joiner, dice: Dice): Decision<E>;
  /**
   * What the end of one of the scene's rounds does to the engine's state (the Unconscious come round under
   * `unconscious_duration`, Aware guards stand down): the scene layer calls it at every round end.
   */
  roundEnded?(ctx: EngineContext, state: S, dice: Dice): Decision<E>;
  /**
   * A scene of the same engine an event splits off (a Target that splits makes separate chases, COT-CHASE-3):
   * its name, who goes there, and the events that start it. Null for every other event.
   */
  spawns?(event: E): Spawn<E> | null;
  /**
   * What an event changes in the campaign outside the scene (a wound or a death on a sheet, Heat, Foresight,
   * Loyalties…); none for most.
   */
  effects(event: E): readonly CampaignEffect[];
  /** How the engine's scene ended, in a sentence ("Gang Warfare over: the Crew hold the field"); null while it runs. */
  ended(state: S, names: Names): string | null;
  /**
   * What the conformance suite (tests/unit/core/conformance) needs to play its scenes with a seeded bot. Every
   * engine of the registry is in that suite; one without this member fails there, naming it.
   */
  readonly conformance?: EngineConformance<S, C, E, Setup>;
}

/**
 * An engine's part of the conformance suite: a scene to open, varied by a seed, and the commands near those its
 * view offers, which `decide` must refuse unless the view offers them. Test material, shipped with the engine so
 * a new engine is played by the suite through the registry alone.
 */
export interface EngineConformance<S, C extends Tagged, E extends Tagged, Setup> {
  /** A scene to play, its size, people and ratings chosen with `dice` (a seeded source in tests). */
  readonly sample: (dice: Dice) => ConformanceSample<Setup>;
  /**
   * Commands for `actor` near the ones the view offers (each target, each place, a friend as a target, gear
   * they do not carry…), built apart from the view: `decide` must refuse each one no view offers now. Each fits
   * the command schema; none takes free text or a free number (those the view offers one example of).
   */
  readonly candidates: (ctx: EngineContext, state: S, actor: ActorId) => readonly C[];
  /**
   * Whose views, together, offer every command of the scene: its own actors (models, and sides for the turn's
   * commands) for an engine with `ownActors`. Absent: the scene's participants.
   */
  readonly actors?: (state: S) => readonly ActorId[];
  /**
   * Which of an option's odds rows (`OutcomeOdds.key`) a decision of `command` came to, read from its events, and
   * whether it counts toward the headline, so the odds shown can be checked against every face of every die
   * `decide` rolls. Null when its events do not tell (an outcome settled by a later command).
   */
  readonly outcome?: (
    ctx: EngineContext,
    state: S,
    command: C,
    events: readonly E[],
  ) => ConformanceOutcome | null;
  /**
   * The command that settles `command` when its decision left its outcome open (a HEIST action waiting for
   * reactions: resolved with none), so its odds, which are those of that outcome, can be checked; null when
   * there is nothing to settle. `state` is the state after the decision.
   */
  readonly settle?: (state: S, command: C, events: readonly E[]) => C | null;
}

/** One outcome of a decision, as the odds shown before it name it. */
export interface ConformanceOutcome {
  readonly key: string;
  readonly headline: boolean;
}

/** A scene for the conformance bot: the campaign around it and how the GM opens it. */
export interface ConformanceSample<Setup> {
  /**
   * The campaign commands that build what the scene needs (sheets, a Spot and its guards, the crew's
   * Resources), without their stamps, as the GM would send them.
   */
  readonly campaign: readonly Tagged[];
  readonly name: string;
  /** The Open-a-scene form's draft: sides, who is on which and where. */
  readonly draft: SceneDraft;
  /** Who drives, rides or runs, for a scene whose initiative asks it (COT-INIT-2); on foot otherwise. */
  readonly roles?: Readonly<Record<CharacterId, ChaseRole>>;
  /** The setup to open with; absent, the engine's own `setupFrom(draft)` makes it. */
  readonly setup?: Setup;
  /** Roll initiative as the scene opens (COT-INIT) instead of counting turns without it (COT-TIME-5). */
  readonly rollInitiative?: boolean;
}
