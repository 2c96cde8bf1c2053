import {
  canonicalJson,
  decide,
  engineContext,
  engineOf,
  foldEntry,
  openFromDraft,
  rollId,
  sceneActions,
  sceneId,
  seededDice,
  turnSummary,
} from '../../../../core/index.ts';
import type {
  ActionOption,
  AnyEngine,
  CampaignCommand,
  CampaignState,
  ConformanceSample,
  Dice,
  EngineConformance,
  EngineId,
  LogEntry,
  Scene,
  Tagged,
  UnstampedSceneCommand,
} from '../../../../core/index.ts';
import { Chooser } from './chooser.ts';
import { deepFreeze } from './plain.ts';

/**
 * A seeded random bot that plays one engine's scenes through the scene layer, as a GM at the turn panel would
 * (boardgame.io's `RandomBot`): it opens the engine's sample scene, then at each step picks one of the actions the
 * views offer (an engine action, Bolster or Wait) or a turn key (Next turn, End round, Roll initiative, End turn),
 * and closes the scene when it is over or stuck. Every accepted command is a step, logged and folded as the app
 * does (`foldEntry`); a refused turn key is no step. The checks (checks.ts) look at each step.
 */

/** The engine's conformance member; the suite fails naming an engine that has none. */
export function conformanceOf(id: EngineId): EngineConformance<unknown, Tagged, Tagged, unknown> {
  const engine = engineOf(id);
  if (!engine.conformance)
    throw new Error(`${engine.title} (${id}) has no conformance member to be played by`);
  return engine.conformance;
}

/** One option a view offers now, with whose view it is in. */
export interface Offer {
  readonly actor: string;
  readonly action: string;
  readonly option: ActionOption<UnstampedSceneCommand>;
}

/** What one step did. */
export interface Step {
  readonly before: CampaignState;
  readonly after: CampaignState;
  readonly command: CampaignCommand;
  readonly entry: LogEntry;
  /** The offer it came from; null for a turn key or the scene's closing. */
  readonly offer: Offer | null;
}

/** The scene the bot is playing, as the state has it now. */
export interface Moment {
  readonly state: CampaignState;
  readonly scene: Scene;
  readonly at: number;
  /** Whose views were asked, and every option they offer now. */
  readonly actors: readonly string[];
  readonly offers: readonly Offer[];
  /** Whether every actor's view was asked. */
  readonly everyone: boolean;
}

const start = Date.UTC(2026, 2, 2, 20);
/** Steps without an engine action after which a scene is put away (everyone who could act is down or gone). */
const idleSteps = 30;
const turnKeys = ['scene/next-turn', 'scene/end-round', 'scene/roll-initiative', 'scene/end-turn'] as const;

/** One campaign, one sample scene of the engine, played until it is over, stuck, or `budget` steps are taken. */
export class Run {
  readonly engine: AnyEngine;
  readonly conformance: EngineConformance<unknown, Tagged, Tagged, unknown>;
  readonly entries: LogEntry[] = [];
  state!: CampaignState;
  readonly sample: ConformanceSample<unknown>;
  /** Accepted commands after the scene opened: engine actions, Bolsters, Waits, turn keys, its closing. */
  steps = 0;
  /** Engine actions (`scene/act`) among them. */
  acts = 0;
  /** Why the run stopped. */
  end: 'over' | 'stuck' | 'idle' | 'budget' | null = null;
  /** Steps since the last engine action: a scene where only Waits and turn keys go on is put away. */
  #idle = 0;
  /** How often the run took each action (by its key: 'attack', 'bolster'…). */
  readonly #taken = new Map<string, number>();
  /** Offers `decide` refused in this run (each a finding). */
  refusedOffers = 0;
  /** The step that opened the scene. */
  readonly opening: Step;
  /** The bot's choices, seeded by the run. */
  readonly choices: Chooser;
  /** The checks' picks (which options, candidates), apart from the bot's, so checking does not change the play. */
  readonly samples: Chooser;
  readonly #seed: string;
  #count = 0;

  constructor(
    readonly id: EngineId,
    seed: number,
  ) {
    this.#seed = `${id}-${seed}`;
    this.engine = engineOf(id);
    this.conformance = conformanceOf(id);
    this.choices = new Chooser(`choices-${this.#seed}`);
    this.samples = new Chooser(`samples-${this.#seed}`);
    this.sample = this.conformance.sample(seededDice(`sample-${this.#seed}`));
    this.#play({ type: 'campaign/create', name: `Conformance ${this.#seed}` } as CampaignCommand);
    for (const command of this.sample.campaign) this.#play(command as CampaignCommand);
    this.opening = this.#play(this.#opening());
  }

  get at(): number {
    return start + this.#count * 60_000;
  }

  /** The `scene/open` command: the Open-a-scene form's, or the sample's own setup. */
  #opening(): CampaignCommand {
    const { draft, setup, roles, name } = this.sample;
    const id = sceneId('bot-scene');
    if (setup === undefined) {
      const opened = openFromDraft(this.state, { ...draft, name, engine: this.id }, id, this.at);
      if (!('command' in opened))
        throw new Error(`${this.id} sample draft: ${opened.field}: ${opened.message}`);
      return this.stamp(opened.command);
    }
    return this.stamp({
      type: 'scene/open',
      sceneId: id,
      name,
      engine: this.id,
      sides: draft.sides,
      participants: draft.participants.map((p) => ({ ...p, role: roles?.[p.characterId] ?? 'on-foot' })),
      setup,
      ...(this.sample.rollInitiative ? { rollInitiative: true } : {}),
    } as unknown as UnstampedSceneCommand);
  }

  /** A command with the time and a fresh roll-id prefix, as the app stamps it. */
  stamp(command: UnstampedSceneCommand | object): CampaignCommand {
    return { ...command, at: this.at, rollId: rollId(`bot-${this.#seed}-${this.#count}`) } as CampaignCommand;
  }

  /** The dice of the rules for the next command. */
  dice(): Dice {
    return seededDice(`dice-${this.#seed}-${this.#count}`);
  }

  /** Decides and folds a command that must be accepted (the campaign around the scene, its opening). */
  #play(command: CampaignCommand): Step {
    const step = this.attempt(command, null);
    if (!step.ok) throw new Error(`${this.id} sample: ${command.type} refused: ${step.message}`);
    return step.step;
  }

  /** Decides a command; when accepted, logs and folds it as the app does. */
  attempt(
    command: CampaignCommand,
    offer: Offer | null,
  ): { readonly ok: true; readonly step: Step } | { readonly ok: false; readonly message: string } {
    const before = this.entries.length === 0 ? null : this.state;
    const decision = decide(before, command, this.dice());
    if (!decision.ok) return { ok: false, message: `${decision.code}: ${decision.message}` };
    this.#count += 1;
    const entry: LogEntry = {
      seq: this.entries.length + 1,
      at: this.at,
      command: command.type,
      events: decision.events,
      undone: false,
    };
    this.entries.push(deepFreeze(entry));
    this.state = deepFreeze(foldEntry(before, entry));
    return { ok: true, step: { before: before!, after: this.state, command, entry, offer } };
  }

  /** The running scene of the engine the bot plays (the sample's, or one it split off), or null. */
  scene(): Scene | null {
    const running = Object.values(this.state.scenes).filter(
      (scene) => scene.engine === this.id && scene.ended === null && scene.state !== null,
    );
    return running.length === 0 ? null : this.choices.pick(running);
  }

  /**
   * The scene now: whose views to ask, and what they offer. `everyone` asks every actor's view; otherwise one
   * actor's, mostly one who may take a turn now (any other's holds their free actions: a scheme, a ruling).
   */
  moment(scene: Scene, everyone: boolean): Moment {
    const all =
      this.conformance.actors?.(scene.state) ?? scene.participants.map((p) => p.characterId as string);
    // An engine that keeps its own turns says nothing of who may act now: a few views are asked.
    const actors =
      everyone || all.length === 0
        ? all
        : this.engine.turns === 'initiative'
          ? [this.#actorNow(scene, all)]
          : this.choices.some(all, 3);
    const offers = this.#offers(scene, actors);
    return { state: this.state, scene, at: this.at, actors, offers, everyone: actors.length === all.length };
  }

  #offers(scene: Scene, actors: readonly string[]): Offer[] {
    return actors.flatMap((actor) =>
      sceneActions(this.state, scene, actor as never, this.at).flatMap((view) =>
        view.options.map((option) => ({ actor, action: view.action, option })),
      ),
    );
  }

  /** Who may take a turn now (COT-INIT-5, COT-TIME-5). */
  #now(scene: Scene): string[] {
    return turnSummary(this.state, scene)
      .actors.filter((a) => a.mayActNow)
      .map((a) => a.id as string);
  }

  #actorNow(scene: Scene, all: readonly string[]): string {
    const now = this.#now(scene);
    return now.length > 0 && this.choices.chance(0.85) ? this.choices.pick(now) : this.choices.pick(all);
  }

  /** The views of more actors when the first asked offered no engine action: those who may act now, then all. */
  #wider(first: Moment): Moment {
    const { scene } = first;
    if (this.engine.turns === 'initiative') {
      const now = this.#now(scene).filter((id) => !first.actors.includes(id));
      if (now.length > 0) {
        const more = this.#offers(scene, now);
        if (more.some(isAct))
          return { ...first, actors: [...first.actors, ...now], offers: [...first.offers, ...more] };
      }
    }
    return this.moment(scene, true);
  }

  /**
   * One step: mostly an engine action (an action picked at random, then one of its options), else any option
   * (Bolster, Wait) or a turn key; the scene's closing when it is over or nothing can be done by anyone. When the
   * one view asked offers no engine action, every view is asked (a Drop's target must answer first). Null when the
   * run has ended.
   */
  step(first: Moment): Step | null {
    const { scene } = first;
    if (this.engine.ended(scene.state, (id) => id) !== null) return this.#close(scene, 'over');
    if (this.#idle >= idleSteps) return this.#close(scene, 'idle');
    const acts = (m: Moment) => m.offers.filter(isAct);
    const moment = acts(first).length === 0 && !first.everyone ? this.#wider(first) : first;
    if (acts(moment).length > 0 && this.choices.chance(0.75)) return this.#take(acts(moment));
    if (moment.offers.length > 0 && this.choices.chance(0.5)) return this.#take(moment.offers);
    const key = this.#turnKey(scene);
    if (key) return key;
    if (moment.offers.length > 0) return this.#take(moment.offers);
    return this.#close(scene, 'stuck');
  }

  /**
   * An action picked among those offered, the ones the run took least so far the likeliest (so a free action
   * offered to everyone at every moment does not crowd out the turn's actions), then one of its options.
   */
  #take(offers: readonly Offer[]): Step {
    const actions = [...new Set(offers.map((o) => `${o.actor}\u0000${o.action}`))];
    const action = this.choices.weighted(
      actions,
      (a) => 1 / (1 + (this.#taken.get(a.split('\u0000')[1]!) ?? 0)),
    );
    const kind = action.split('\u0000')[1]!;
    this.#taken.set(kind, (this.#taken.get(kind) ?? 0) + 1);
    const offer = this.choices.pick(offers.filter((o) => `${o.actor}\u0000${o.action}` === action));
    const command = this.stamp(offer.option.command);
    const tried = this.attempt(command, offer);
    if (!tried.ok) {
      this.refusedOffers += 1;
      throw new OfferRefused(
        `${offer.actor} is offered "${offer.option.label}", and decide refuses it: ${tried.message}`,
        command,
      );
    }
    this.steps += 1;
    this.#idle = command.type === 'scene/act' ? 0 : this.#idle + 1;
    if (command.type === 'scene/act') this.acts += 1;
    return tried.step;
  }

  #turnKey(scene: Scene): Step | null {
    for (const type of this.choices.shuffle(turnKeys)) {
      if (type === 'scene/roll-initiative' && !this.choices.chance(0.3)) continue;
      const tried = this.attempt(this.stamp({ type, sceneId: scene.id }), null);
      if (tried.ok) {
        this.steps += 1;
        this.#idle += 1;
        return tried.step;
      }
    }
    return null;
  }

  #close(scene: Scene, why: 'over' | 'stuck' | 'idle'): Step | null {
    const tried = this.attempt(this.stamp({ type: 'scene/close', sceneId: scene.id }), null);
    if (!tried.ok) throw new Error(`${scene.name} could not close: ${tried.message}`);
    this.steps += 1;
    if (this.scene() === null) this.end = why;
    return tried.step;
  }
}

/** An engine action (not Bolster or Wait). */
const isAct = (offer: Offer) => (offer.option.command as Tagged).type === 'scene/act';

/** An option a view offered that `decide` refused: the defect the bot exists to find. */
export class OfferRefused extends Error {
  constructor(
    message: string,
    readonly command: CampaignCommand,
  ) {
    super(message);
  }
}

/** The key two commands share when they are the same command, whatever the order of their fields. */
export const commandKey = (command: unknown): string => canonicalJson(command);

/** What an engine may read of the campaign for the scene now: the builder `decide` and the views use. */
export const contextNow = (moment: Moment) => engineContext(moment.state, moment.scene, moment.at);
