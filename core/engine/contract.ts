import type { GenericSchema } from 'valibot';
import type { Dice } from '../dice/dice.ts';
import type { HeistDice } from '../dice/heist-dice.ts';
import type { Pool, PoolModifier } from '../dice/pool.ts';
import type { Roll } from '../dice/roll.ts';
import type { CharacterId } from '../shared/ids.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import type { Capability } from './capability.ts';
import type { PlayerBodyBase, PlayerLens } from './player.ts';

/**
 * The contract every scene engine implements (initiative-run City of Thieves scenes, a Heist on its Spot,
 * social calls, research, the HEIST skirmish). The scene layer loops over the registry of engines; it
 * never names one. An engine is pure: plain JSON state, commands and events; randomness only through `Dice`.
 *
 * The contract names no rule of any game: what a family of engines shares (City of Thieves' sheets, Spots,
 * Bolsters, Foresight Training, initiative) is bound by that family (`EngineWorld`, core/cot/world) and declared
 * engine by engine as capabilities (./capability.ts).
 *
 * What the scene layer does for every engine, so no engine repeats it: stamps commands with the time and a
 * roll-id prefix, validates commands and imported events against the engine's schemas, runs the turn
 * policy, logs every roll the events carry, carries the engines' effects into the campaign, keeps the clock,
 * describes entries in histories and undo labels; and for each capability an engine declares, that
 * capability's part (a Spot to open on, initiative to roll, Training to offer).
 */

/** Who acts in a scene: a character id in City of Thieves scenes, a model id in a HEIST skirmish. */
export type ActorId = string;

/** A name for an id (a character's, a model's, a side's), for the words of a history line or a view. */
export type Names = (id: ActorId) => string;

/**
 * What every engine may read around its scene, whatever its family. Never stored; built for each decision. A
 * family of engines (City of Thieves', core/cot/world) extends it with the slices its capabilities own: the
 * table settings, the sheets, the crew, the Spots, Bolsters, Foresight Training.
 */
export interface EngineContext {
  /** Epoch ms of the command (from its stamp). */
  readonly at: number;
  readonly names: Names;
  /**
   * How the latest scene opened from this one (a fight or chase broken out of a Heist) left someone: null able
   * to act there, or why not (unconscious, dead…); undefined when they were in no such scene. Lets an engine
   * take its people back as they are (COT-D-65).
   */
  awayAs?(id: ActorId): Absence | null | undefined;
}

/**
 * What a family of engines binds beyond this contract, so the contract names none of its rules: the context its
 * engines read, the effects their events have outside their scenes, the stages their scenes are played at, how
 * someone takes part in a scene's initiative, and the capabilities they may declare. City of Thieves binds it in
 * core/cot/world (`CotWorld`); an engine bound to no family takes `BareWorld`.
 */
export interface EngineWorld {
  readonly context: EngineContext;
  readonly effect: unknown;
  readonly stage: string;
  readonly seat: string;
  readonly capability: Capability;
  /** A section of the family's table settings an engine brings (its settings page lists it). */
  readonly section: SettingsSectionHeading;
}

/** What the settings page needs of any section of settings: its id and its title. */
export interface SettingsSectionHeading {
  readonly id: string;
  readonly title: string;
}

/** No family: the bare context, no effects outside the scene, any stage, no seats, bare capabilities. */
export interface BareWorld extends EngineWorld {
  readonly context: EngineContext;
  readonly effect: never;
  readonly stage: string;
  readonly seat: never;
  readonly capability: Capability;
  readonly section: SettingsSectionHeading;
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
  /** Those dice in HEIST's terms (each die's part, the hits, ammo, Hail Mary, a jam, the odds before the roll). */
  readonly heist?: HeistDice;
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
  /** Words the GM may type before it is sent (a passage's name, a disguise's identity); absent: none. */
  readonly texts?: readonly OptionText[];
  /**
   * What it spends from the sheets and the crew, exactly as `decide` charges it (a scheme's Foresight, a Cache's
   * Resources, Connections' Reputation); absent: nothing.
   */
  readonly cost?: ActionCost;
  /** Where on the engine's map the option acts (the zone entered, the barrier crossed, the person); absent: nowhere. */
  readonly at?: readonly MapTarget[];
  /** What it will surely set off, in words, said before it is made ("Brannigan will become Aware"); absent: nothing. */
  readonly warning?: string;
}

/** What an option spends; each a count of at least 0, one at least 1. */
export interface ActionCost {
  readonly foresight: number;
  readonly resources: number;
  readonly reputation: number;
}

/** Something an engine's map draws that an action can be taken at: a zone, a barrier, a person, a piece of loot. */
export interface MapTarget {
  readonly kind: 'zone' | 'barrier' | 'person' | 'loot';
  readonly id: string;
}

/** A variant of an action `decide` refuses now, with its own reason in plain words. */
export interface RefusedVariant {
  /** "Go to Office". */
  readonly label: string;
  /** "Height 11 stands: bypass it first". */
  readonly reason: string;
  readonly at?: readonly MapTarget[];
}

/**
 * A text field of an option: the command's string at `path` (keys joined by dots, "roll.identity"), offered
 * pre-filled with what the option's command holds; `decide` checks what is typed like any other field.
 */
export interface OptionText {
  readonly path: string;
  /** "Name of the passage". */
  readonly label: string;
  /** The longest text the command's schema takes. */
  readonly max: number;
  /** Whether it may be left empty. */
  readonly optional: boolean;
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
  /** The variants `decide` refuses, one line per distinct label and reason; absent: none tried or none refused. */
  readonly refused?: readonly RefusedVariant[];
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
  /** The place it is played on (a campaign Spot), for an engine whose capabilities ask one; null otherwise. */
  readonly spotId: string | null;
}

/** A command or event: a discriminated union on `type`, namespaced by engine (`warfare/attack`). */
export interface Tagged {
  readonly type: string;
}

/**
 * A scene engine: `S` its state, `C` its commands, `E` its events, `Setup` what opening a scene of it takes, `W`
 * the family it belongs to (its context, effects, stages and capabilities). Adding an engine is a folder that
 * exports one of these and one line in the registry.
 */
export interface SceneEngine<
  S,
  C extends Tagged,
  E extends Tagged,
  Setup,
  W extends EngineWorld = BareWorld,
> {
  /** The registry key and the scene's kind: 'warfare', 'chase', 'heist', 'social', 'skirmish'. */
  readonly id: string;
  /** "Gang Warfare". */
  readonly title: string;
  /** The stage its scenes are played at, which sets their round length (COT-TIME-1, COT-TIME-2). */
  readonly stage: W['stage'];
  readonly turns: TurnPolicy;
  /**
   * The rules it shares with other engines of its family (a Spot, initiative, Foresight Training, Bolsters…),
   * each owning its slice of the context and its part of the scene layer (./capability.ts). Absent: none.
   */
  readonly capabilities?: readonly W['capability'][];
  /**
   * The key of the board the scene dashboard draws its state with (renderer/panels/scenes/boards.ts maps keys to
   * components: a component cannot live in core). Absent: no board; the turn panel shows its view as for any.
   */
  readonly board?: string;
  /**
   * The key of the engine's own opening form, for an engine whose scenes open from a form of their own rather than
   * from the shared draft of sides and participants (a HEIST fight from its pasted rosters): the Open-a-scene area
   * shows it when the GM picks the engine (renderer/panels/scenes/open-forms.ts maps keys to components). Absent:
   * the shared form, with `setupFrom`.
   */
  readonly openForm?: string;
  /** The sections of its family's table settings its rules bring (the settings page lists them). Absent: none. */
  readonly settings?: readonly W['section'][];
  /**
   * Turns each participant takes a round while no initiative is rolled (COT-TIME-5): one when absent. Prep takes
   * `prep_actions_per_day` (COT-D-21), read as its scene begins counting turns.
   */
  turnsPerRound?(ctx: W['context']): number;
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
  /**
   * The setup of a scene the GM drafted on the Open-a-scene form, or why it cannot open so. Absent for an
   * engine whose scenes open only from inside another (a chase after a Flee).
   */
  setupFrom?(ctx: W['context'], draft: SceneDraft): { readonly setup: Setup } | Rejection;
  /** The events that start the engine's state in a new scene. */
  start(ctx: W['context'], setup: Setup, dice: Dice): Decision<E>;
  /** The events a command makes, or a rejection that changes nothing. Never throws on a schema-valid command. */
  decide(ctx: W['context'], state: S, command: C, dice: Dice): Decision<E>;
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
   * for bookkeeping another event of the same step already tells. Plain words: no rule ID inside the sentence
   * (they are `rules`).
   */
  describe(event: E, names: Names): string | null;
  /** Optional: the rule IDs the event applied, shown small beside its history line ('HST-SHOOT-1'). */
  rules?(event: E): readonly string[];
  /** Every action `actor` could take now, possible or not, with the reason and the exact odds. */
  view(ctx: W['context'], state: S, actor: ActorId): readonly ActionView<C>[];
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
  join?(ctx: W['context'], state: S, joiner: Joiner, dice: Dice): Decision<E>;
  /**
   * What the end of one of the scene's rounds does to the engine's state (the Unconscious come round under
   * `unconscious_duration`, Aware guards stand down): the scene layer calls it at every round end.
   */
  roundEnded?(ctx: W['context'], state: S, dice: Dice): Decision<E>;
  /**
   * For an engine that plays its own turns and counts its own rounds (a HEIST fight's game rounds): the rounds of
   * its scene's stage that its play has finished so far. After each of its commands the scene layer finishes
   * rounds on the Job clock up to this many, so the clock follows the fight as it is played.
   */
  clockRounds?(ctx: W['context'], state: S): number;
  /** The round the engine's own play is in, in its words, for the scene's header ("Game round 3"). */
  roundLabel?(state: S): string;
  /**
   * A scene of the same engine an event splits off (a Target that splits makes separate chases, COT-CHASE-3):
   * its name, who goes there, and the events that start it. Null for every other event.
   */
  spawns?(event: E): Spawn<E> | null;
  /**
   * What an event changes in the campaign outside the scene (a wound or a death on a sheet, Heat, Foresight,
   * Loyalties…); none for most.
   */
  effects(event: E): readonly W['effect'][];
  /**
   * The stage the scene is played at now, when its own rules can change it (a Heist whose alarm sounded becomes an
   * Action stage, COT-TIME-1): the scene layer reads it after each of the engine's decisions and, when it differs
   * from the scene's stage, records the change and moves the Job clock to the new round length (undo takes both
   * back). Absent: always `stage`.
   */
  stageNow?(state: S): W['stage'];
  /** How the engine's scene ended, in a sentence ("Gang Warfare over: the Crew hold the field"); null while it runs. */
  ended(state: S, names: Names): string | null;
  /**
   * The scene as the crew knows it, for the players' screen (issue 21): only what the crew may see, every name as
   * the lens gives it, numbers as bands where the lens says. Pure; every string in it may leave the GM's process.
   * Absent: the players' screen shows the scene's heading and no body.
   */
  playerView?(state: S, lens: PlayerLens): PlayerBodyBase;
  /**
   * What the conformance suite (tests/unit/core/conformance) needs to play its scenes with a seeded bot. Every
   * engine of the registry is in that suite; one without this member fails there, naming it.
   */
  readonly conformance?: EngineConformance<S, C, E, Setup, W>;
}

/**
 * An engine's part of the conformance suite: a scene to open, varied by a seed, and the commands near those its
 * view offers, which `decide` must refuse unless the view offers them. Test material, shipped with the engine so
 * a new engine is played by the suite through the registry alone.
 */
export interface EngineConformance<
  S,
  C extends Tagged,
  E extends Tagged,
  Setup,
  W extends EngineWorld = BareWorld,
> {
  /** A scene to play, its size, people and ratings chosen with `dice` (a seeded source in tests). */
  readonly sample: (dice: Dice) => ConformanceSample<Setup, W>;
  /**
   * Commands for `actor` near the ones the view offers (each target, each place, a friend as a target, gear
   * they do not carry…), built apart from the view: `decide` must refuse each one no view offers now. Each fits
   * the command schema; none takes free text or a free number (those the view offers one example of).
   */
  readonly candidates: (ctx: W['context'], state: S, actor: ActorId) => readonly C[];
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
    ctx: W['context'],
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
export interface ConformanceSample<Setup, W extends EngineWorld = BareWorld> {
  /**
   * The campaign commands that build what the scene needs (sheets, a Spot and its guards, the crew's
   * Resources), without their stamps, as the GM would send them.
   */
  readonly campaign: readonly Tagged[];
  readonly name: string;
  /** The Open-a-scene form's draft: sides, who is on which and where. */
  readonly draft: SceneDraft;
  /** Who drives, rides or runs, for a scene whose initiative asks it (COT-INIT-2); on foot otherwise. */
  readonly roles?: Readonly<Record<CharacterId, W['seat']>>;
  /** The setup to open with; absent, the engine's own `setupFrom(draft)` makes it. */
  readonly setup?: Setup;
  /** Roll initiative as the scene opens (COT-INIT) instead of counting turns without it (COT-TIME-5). */
  readonly rollInitiative?: boolean;
}
