import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  apply,
  capabilityOf,
  decide,
  engineContext,
  engineOf,
  openFromDraft,
  rollId,
  sceneActions,
  sceneId,
  seededDice,
  social,
  turnSummary,
} from '../../core/index.ts';
import type {
  CampaignCommand,
  CampaignState,
  Character,
  Dice,
  EngineId,
  LogEntry,
  Scene,
} from '../../core/index.ts';

/**
 * A simulated GM for the engines campaign-gen.ts does not play (Prep and Social Calls, or any engine that opens
 * from the Open-a-scene form): it opens a scene from a draft, then has whoever may act take an action the scene's
 * view offers (`sceneActions`), now and then a ruling of the GM's own board, ends rounds, and closes the scene
 * once its business is done to open the next. Deterministic for a seed; refusals are skipped; the state is carried
 * from entry to entry.
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const sample = JSON.parse(readFileSync(here('../fixtures/sample-crew.json'), 'utf8')) as {
  crew: Character[];
  npcs: Character[];
};

export interface SimulatedScenes {
  readonly entries: LogEntry[];
  readonly state: CampaignState;
}

export interface SceneOptions {
  readonly engine: Extract<EngineId, 'prep' | 'social'>;
  readonly entries: number;
  readonly seed?: number;
}

const spotId = 'harrow-warehouse';

/** Plays `entries` accepted commands (the creation included) of scenes of one engine. */
export function simulateScenes(options: SceneOptions): SimulatedScenes {
  const table = new SceneTable(options.engine, options.seed ?? 1);
  while (table.entries.length < options.entries) table.step();
  return { entries: table.entries, state: table.state };
}

class SceneTable {
  readonly entries: LogEntry[] = [];
  state!: CampaignState;
  readonly #dice: Dice;
  #random: number;
  #at = Date.UTC(2026, 1, 2, 19);
  #count = 0;
  #stuck = 0;

  constructor(
    readonly engine: SceneOptions['engine'],
    seed: number,
  ) {
    this.#dice = seededDice(`scenes-${seed}`);
    this.#random = seed >>> 0 || 1;
    this.#try({ type: 'campaign/create', name: 'Quiet Job' });
    for (const character of [...sample.crew, ...sample.npcs])
      this.#try({ type: 'character/create', character });
    this.#try({ type: 'spot/create', spotId, name: 'The Harrow warehouse' });
    ['Dock', 'Hall', 'Vault'].forEach((zone, index) =>
      this.#try({ type: 'spot/add-zone', spotId, zoneId: zone, name: zone, x: 120 * (index + 1), y: 80 }),
    );
    this.#try({ type: 'spot/add-barrier', spotId, barrierId: 'door', ends: ['Dock', 'Hall'] });
    this.#try({ type: 'spot/add-barrier', spotId, barrierId: 'gate', ends: ['outside', 'Dock'] });
    this.#try({ type: 'spot/add-barrier', spotId, barrierId: 'hatch', ends: ['Hall', 'Vault'] });
    this.#try({ type: 'spot/tag-zone', spotId, zoneId: 'Vault', tag: 'hidden', on: true });
  }

  #next(): number {
    this.#random = (Math.imul(this.#random, 1664525) + 1013904223) >>> 0;
    return this.#random / 2 ** 32;
  }

  #pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.#next() * items.length)] as T;
  }

  step(): void {
    const scene = Object.values(this.state.scenes).find((s) => s.engine === this.engine && s.ended === null);
    if (!scene) return this.#open();
    if (this.#stuck > 6 || turnSummary(this.state, scene).over !== null || this.#next() < 0.01) {
      this.#stuck = 0;
      if (!this.#try(this.#stamp({ type: 'scene/close', sceneId: scene.id }))) this.#stuck += 1;
      return;
    }
    if (this.#next() < 0.1 && this.#gmRuling(scene)) return;
    if (!scene.turns.initiative && this.#next() < 0.03)
      if (this.#try(this.#stamp({ type: 'scene/roll-initiative', sceneId: scene.id }))) return;
    const able = turnSummary(this.state, scene).actors.filter((actor) => actor.mayActNow);
    const actor = able.length > 0 ? this.#pick(able) : null;
    if (actor) {
      const views = sceneActions(this.state, scene, actor.id, this.#at).filter((v) => v.available);
      const options = views.flatMap((view) => view.options);
      if (options.length > 0 && this.#try(this.#stamp(this.#pick(options).command)))
        return void (this.#stuck = 0);
    }
    const next = scene.turns.initiative ? 'scene/next-turn' : 'scene/end-round';
    if (this.#try(this.#stamp({ type: next, sceneId: scene.id }))) return void (this.#stuck = 0);
    if (scene.turns.free?.acting && this.#try(this.#stamp({ type: 'scene/end-turn', sceneId: scene.id })))
      return;
    this.#stuck += 1;
  }

  /** What the GM's own board offers: a Social Call's rulings, a Prep day's end. */
  #gmRuling(scene: Scene): boolean {
    if (scene.state === null) return false;
    const ctx = engineContext(this.state, scene, this.#at);
    const commands =
      scene.engine === 'social'
        ? social
            .socialGmActions(ctx, scene.state)
            .filter((view) => view.available)
            .flatMap((view) => view.options.map((option) => option.command))
        : scene.engine === 'prep'
          ? [{ type: 'prep/end-day' }]
          : [];
    if (commands.length === 0) return false;
    const command = this.#pick(commands as readonly object[]);
    return this.#try(this.#stamp({ type: 'scene/act', sceneId: scene.id, engine: scene.engine, command }));
  }

  #open(): void {
    const characters = Object.values(this.state.characters).filter((c) => c.condition.state !== 'dead');
    const crew = characters.filter((c) => c.kind === 'crew');
    const others = characters.filter((c) => c.kind !== 'crew' && this.#next() < 0.7);
    const id = sceneId(`${this.engine}-${this.#count}`);
    const opening = openFromDraft(
      this.state,
      {
        name: `${engineOf(this.engine).title} ${this.#count}`,
        engine: this.engine,
        sides: [
          { id: 'crew', label: 'Crew', crew: true },
          { id: 'others', label: 'Others', crew: false },
        ],
        participants: [
          ...crew.map((c) => ({ characterId: c.id, side: 'crew', zone: '' })),
          ...others.map((c) => ({ characterId: c.id, side: 'others', zone: '' })),
        ],
        spotId: capabilityOf(engineOf(this.engine), 'spot') ? spotId : null,
      },
      id,
      this.#at,
    );
    if (!('command' in opening))
      throw new Error(`the ${this.engine} scene does not open: ${opening.message}`);
    if (!this.#try(this.#stamp({ ...opening.command, confirmed: true })))
      throw new Error(`the ${this.engine} scene was refused`);
  }

  #stamp(command: object): CampaignCommand {
    return { ...command, at: this.#at, rollId: rollId(`g${this.#count}`) } as CampaignCommand;
  }

  /** Decides and keeps a command; false (nothing kept) when the rules refuse it. */
  #try(command: CampaignCommand): boolean {
    const first = this.entries.length === 0;
    const decision = decide(first ? null : this.state, command, this.#dice);
    if (!decision.ok) return false;
    this.#count += 1;
    this.#at += 60_000;
    let state: CampaignState | null = first ? null : this.state;
    for (const event of decision.events) state = apply(state, event);
    this.state = state!;
    this.entries.push({
      seq: this.entries.length + 1,
      at: this.#at,
      command: command.type,
      events: decision.events,
      undone: false,
    });
    return true;
  }
}
