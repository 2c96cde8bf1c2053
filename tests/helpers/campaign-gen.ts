import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apply, decide, engineOf, initiative, rollId, sceneId, seededDice } from '../../core/index.ts';
import type {
  ActionView,
  CampaignCommand,
  CampaignEvent,
  CampaignState,
  Character,
  CharacterId,
  Dice,
  EngineContext,
  LogEntry,
  Scene,
  SceneId,
} from '../../core/index.ts';
import { bolsterModifiers } from '../../core/cot/time/bolster/queries.ts';

/**
 * A simulated GM: plays a campaign of realistic commands — dice-tray rolls, sheet edits, downtime, Heist scenes
 * on a Spot with initiative, Drops, Gang Warfare fought to its end, chases, scenes closed — for benchmarks,
 * property tests and data as a version wrote it. Scene actions are picked from the engines' own views, so the
 * GM only ever tries what the rules offer. Deterministic for a seed; refusals are skipped. The state is carried
 * from entry to entry (never replayed), so a 100,000-entry log takes seconds.
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const sample = JSON.parse(readFileSync(here('../fixtures/sample-crew.json'), 'utf8')) as {
  crew: Character[];
  npcs: Character[];
};

/** A tiny seeded random source for the GM's choices (the dice have their own). */
function chooser(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}

export interface SimulatedLog {
  readonly entries: LogEntry[];
  readonly state: CampaignState;
  /** The accepted commands, in order (the creation first), for replaying the session elsewhere. */
  readonly commands: CampaignCommand[];
}

export interface SimulateOptions {
  readonly entries: number;
  readonly seed?: number;
  /** Epoch ms of the first entry; each next entry is a minute later. */
  readonly start?: number;
  readonly name?: string;
}

/** Plays `entries` accepted commands (the creation included). */
export function simulateCampaign(options: SimulateOptions): SimulatedLog {
  const gm = new SimulatedGm(
    options.seed ?? 1,
    options.start ?? Date.UTC(2026, 0, 5, 19),
    options.name ?? 'Long Job',
  );
  while (gm.entries.length < options.entries) gm.step();
  return { entries: gm.entries, state: gm.state, commands: gm.commands };
}

const spotId = 'harrow-warehouse';
const zones = ['Dock', 'Hall'];

class SimulatedGm {
  readonly entries: LogEntry[] = [];
  readonly commands: CampaignCommand[] = [];
  state!: CampaignState;
  readonly #dice: Dice;
  readonly #rng;
  #at: number;
  #count = 0;

  constructor(seed: number, start: number, name: string) {
    this.#dice = seededDice(`gm-${seed}`);
    this.#rng = chooser(seed);
    this.#at = start;
    this.#try({ type: 'campaign/create', name });
    for (const character of [...sample.crew, ...sample.npcs])
      this.#try({ type: 'character/create', character });
    this.#try({ type: 'spot/create', spotId, name: 'The Harrow warehouse' });
    zones.forEach((zone, index) =>
      this.#try({ type: 'spot/add-zone', spotId, zoneId: zone, name: zone, x: 120 * (index + 1), y: 80 }),
    );
  }

  step(): void {
    const open = Object.values(this.state.scenes).filter((scene) => scene.ended === null);
    const child = open.find((scene) => scene.parent !== null);
    const heist = open.find((scene) => scene.engine === 'heist');
    const r = this.#rng.next();
    if (child) return this.#inChild(child, heist);
    if (heist && r < 0.8) return this.#inHeist(heist);
    if (heist && r < 0.83) return void this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
    if (!heist && r < 0.03) return this.#openHeist();
    if (!heist && r < 0.04)
      return void this.#try({ type: 'time/downtime', days: 1 + Math.floor(this.#rng.next() * 5) });
    if (r < 0.85) return this.#roll();
    this.#editSheet();
  }

  #characters(): Character[] {
    return Object.values(this.state.characters);
  }

  #roll(): void {
    const roller = this.#rng.pick(this.#characters());
    const skill = this.#rng.pick([
      'shooting',
      'sneak',
      'lookout',
      'planning',
      'resist',
      'athletics',
    ] as const);
    const opponent = this.#rng.pick(this.#characters());
    const against =
      this.#rng.next() < 0.8
        ? { kind: 'difficulty' as const, value: 9 }
        : {
            kind: 'opposed' as const,
            characterId: opponent.id,
            skill: 'lookout' as const,
            pool: null,
            modifiers: [],
            label: '',
          };
    this.#try({
      type: 'dice/roll',
      rollId: rollId(`r${this.#count}`),
      at: this.#at,
      request: {
        characterId: roller.id,
        skill,
        pool: null,
        modifiers: this.#rng.next() < 0.2 ? [{ rolled: 1, kept: 0, source: 'GM' }] : [],
        bolsters: 0,
        leanOnto: null,
        against,
        note: this.#rng.next() < 0.1 ? 'Picking the lock on the back door' : '',
      },
    });
  }

  #editSheet(): void {
    const character = this.#rng.pick(this.#characters());
    const healed = character.condition.state !== 'unhurt' && this.#rng.next() < 0.7;
    const changes = healed
      ? { condition: { state: 'unhurt' as const } }
      : {
          notes: `Session note ${this.#count}: owes the fence a favour.`,
          reputation: (character.reputation + 1) % 6,
        };
    this.#try({ type: 'character/update', id: character.id, changes });
  }

  #openHeist(): void {
    const able = this.#characters().filter((c) => c.condition.state !== 'dead');
    const crew = able.filter((c) => c.kind === 'crew');
    const others = able.filter((c) => c.kind !== 'crew');
    if (crew.length === 0) return;
    this.#try(
      this.#stamp({
        type: 'scene/open',
        sceneId: sceneId(`heist-${this.#count}`),
        name: `Job ${this.#count}`,
        engine: 'heist',
        sides: [
          { id: 'crew', label: 'Crew', crew: true },
          { id: 'others', label: 'Guards', crew: false },
        ],
        participants: able.map((c) => ({
          characterId: c.id,
          side: c.kind === 'crew' ? 'crew' : 'others',
          zone: 'Dock',
          role: 'on-foot' as const,
        })),
        setup: {
          spotId,
          crew: crew.map((c) => c.id),
          others: others.map((c) => ({ character: c.id, zone: 'Dock' })),
          placements: crew.map((c) => ({ character: c.id, zone: 'Dock' })),
        },
      }),
    );
  }

  #inHeist(heist: Scene): void {
    if (heist.engine !== 'heist' || heist.state === null)
      return void this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
    if (!heist.turns.initiative && this.#rng.next() < 0.4) {
      if (this.#try(this.#stamp({ type: 'scene/roll-initiative', sceneId: heist.id }))) return;
    }
    const pending = heist.state.drop.pending[0];
    if (pending) return this.#respond(heist, pending.target, pending.attacker, pending.firstRoundSide);
    const actor = this.#actor(heist);
    if (!actor)
      return void this.#try(
        this.#stamp({
          type: heist.turns.initiative ? 'scene/next-turn' : 'scene/end-round',
          sceneId: heist.id,
        }),
      );
    const views = engineOf('heist').view(this.#context(heist), heist.state, actor);
    const drop = views.find((v) => v.action === 'drop' && v.available);
    const r = this.#rng.next();
    if (drop && r < 0.35 && this.#act(heist, drop)) return;
    const friend = heist.participants.find(
      (p) => p.characterId !== actor && p.side === this.#sideOf(heist, actor),
    );
    if (
      friend &&
      r < 0.6 &&
      this.#try(
        this.#stamp({
          type: 'scene/bolster',
          sceneId: heist.id,
          giver: actor,
          recipient: friend.characterId,
        }),
      )
    )
      return;
    if (this.#try(this.#stamp({ type: 'scene/wait', sceneId: heist.id, characterId: actor }))) return;
    if (
      !this.#try(
        this.#stamp({
          type: heist.turns.initiative ? 'scene/next-turn' : 'scene/end-round',
          sceneId: heist.id,
        }),
      )
    ) {
      this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
    }
  }

  /** An Aware target's answer (COT-DROP-5): Square Up into Gang Warfare, or Flee into a chase. */
  #respond(heist: Scene, target: CharacterId, attacker: CharacterId, firstRoundSide: string | null): void {
    const flee = this.#rng.next() < 0.4;
    const response = flee ? 'flee' : 'square-up';
    const responded = this.#try(
      this.#stamp({
        type: 'scene/act',
        sceneId: heist.id,
        engine: 'heist',
        command: { type: 'drop/respond', target, response },
      }),
    );
    if (!responded) return void this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
    const here = heist.participants.filter(
      (p) => this.state.characters[p.characterId]?.condition.state !== 'dead',
    );
    const seat = (id: CharacterId) => ({
      characterId: id,
      side: this.#sideOf(heist, id) ?? 'others',
      vehicle: null,
      role: 'on-foot' as const,
    });
    if (flee) {
      this.#try(
        this.#stamp({
          type: 'scene/start-child',
          sceneId: heist.id,
          newSceneId: sceneId(`chase-${this.#count}`),
          name: `Chase ${this.#count}`,
          engine: 'chase',
          participants: here.filter((p) => p.characterId === target || p.characterId === attacker),
          setup: { targets: [seat(target)], pursuers: [seat(attacker)], distance: null, cramped: false },
          firstRoundSide: null,
        }),
      );
      return;
    }
    const unconscious = (id: CharacterId) =>
      heist.engine === 'heist' &&
      (this.state.scenes[heist.id] as Scene & { engine: 'heist' }).state?.drop.characters.find(
        (c) => c.id === id,
      )?.unconscious === true;
    this.#try(
      this.#stamp({
        type: 'scene/start-child',
        sceneId: heist.id,
        newSceneId: sceneId(`fight-${this.#count}`),
        name: `Fight ${this.#count}`,
        engine: 'warfare',
        participants: here,
        setup: {
          zone: 'Dock',
          fighters: here.map((p) => ({
            characterId: p.characterId,
            side: p.side,
            unconscious: unconscious(p.characterId),
          })),
          vehicles: [],
          firstRoundSide,
        },
        firstRoundSide,
      }),
    );
  }

  /** A fight or a chase: its live actor takes an action the view offers, or passes; over, it closes. */
  #inChild(child: Scene, heist: Scene | undefined): void {
    const ended = child.state !== null && engineOf(child.engine).ended(child.state, (id) => id) !== null;
    const actor = ended ? null : this.#actor(child);
    if (actor && child.state !== null) {
      const views = engineOf(child.engine)
        .view(this.#context(child), child.state, actor)
        .filter((v) => v.available && v.options.length > 0);
      const attack = views.find((v) => v.action === 'attack');
      const chosen =
        attack && this.#rng.next() < 0.7 ? attack : views.length > 0 ? this.#rng.pick(views) : null;
      if (chosen && this.#act(child, chosen)) return;
      if (this.#try(this.#stamp({ type: 'scene/wait', sceneId: child.id, characterId: actor }))) return;
    }
    if (
      !ended &&
      child.turns.initiative &&
      this.#try(this.#stamp({ type: 'scene/next-turn', sceneId: child.id }))
    )
      return;
    // COT-TIME-3: the Heist it broke out of may have to finish its round first.
    if (!ended && heist && this.#passRound(heist)) return;
    this.#try(this.#stamp({ type: 'scene/close', sceneId: child.id }));
    if (heist && this.#rng.next() < 0.5) this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
  }

  #passRound(scene: Scene): boolean {
    if (scene.turns.initiative) return this.#try(this.#stamp({ type: 'scene/next-turn', sceneId: scene.id }));
    return this.#try(this.#stamp({ type: 'scene/end-round', sceneId: scene.id }));
  }

  #act(scene: Scene, view: ActionView<unknown>): boolean {
    const option = this.#rng.pick(view.options);
    return this.#try(
      this.#stamp({
        type: 'scene/act',
        sceneId: scene.id,
        engine: scene.engine,
        command: option.command,
      } as CampaignCommand & { at: number }),
    );
  }

  #sideOf(scene: Scene, id: CharacterId): string | undefined {
    return scene.participants.find((p) => p.characterId === id)?.side;
  }

  #context(scene: Scene): EngineContext {
    const { settings, characters, crew, spots, bolsters } = this.state;
    return {
      settings,
      characters,
      crew,
      spots,
      at: this.#at,
      bolsters: (id) => bolsterModifiers(bolsters, id as CharacterId, settings),
      names: (id) => characters[id as CharacterId]?.name ?? scene.sides.find((s) => s.id === id)?.label ?? id,
    };
  }

  /** Who can take the live slot (or anyone able who has not had a turn, without initiative). */
  #actor(scene: Scene): CharacterId | null {
    const init = scene.turns.initiative;
    if (!init) {
      const free = scene.turns.free;
      const waiting = free?.members.filter((m) => m.present && !free.acted.includes(m.characterId)) ?? [];
      return waiting.length > 0 ? this.#rng.pick(waiting).characterId : null;
    }
    if (init.acting) return init.acting.characterId;
    const slot = initiative.liveSlot(init);
    if (!slot) return null;
    const claimants = initiative.claimants(init, slot.side);
    return claimants.length > 0 ? this.#rng.pick(claimants).characterId : null;
  }

  #stamp<C extends object>(
    command: C,
  ): C & { at: number; rollId: ReturnType<typeof rollId>; sceneId: SceneId } {
    return { ...command, at: this.#at, rollId: rollId(`s${this.#count}`) } as C & {
      at: number;
      rollId: ReturnType<typeof rollId>;
      sceneId: SceneId;
    };
  }

  /** Decides and stores a command; false (nothing stored) when the rules refuse it. */
  #try(command: CampaignCommand): boolean {
    const decision = decide(this.entries.length === 0 ? null : this.state, command, this.#dice);
    if (!decision.ok) {
      if (process.env.GM_DEBUG && command.type === process.env.GM_DEBUG) console.log(decision.message);
      return false;
    }
    this.#count += 1;
    this.#at += 60_000;
    let state: CampaignState | null = this.entries.length === 0 ? null : this.state;
    for (const event of decision.events as readonly CampaignEvent[]) state = apply(state, event);
    this.state = state as CampaignState;
    this.commands.push(command);
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
