import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apply, chase, decide, initiative, rollId, sceneId, seededDice } from '../../core/index.ts';
import type {
  CampaignCommand,
  CampaignEvent,
  CampaignState,
  Character,
  CharacterId,
  Dice,
  LogEntry,
  Scene,
} from '../../core/index.ts';

/**
 * A simulated GM: plays a campaign of realistic commands — dice-tray rolls, sheet edits, Heist scenes with
 * initiative, Drops, Gang Warfare fought to its end, scenes closed — for benchmarks and for data as a shipped
 * version wrote it. Deterministic for a seed. Candidate commands are tried in order; refusals are skipped.
 * The state is carried from entry to entry (never replayed), so a 100,000-entry log takes seconds.
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
  const seed = options.seed ?? 1;
  const gm = new SimulatedGm(seed, options.start ?? Date.UTC(2026, 0, 5, 19), options.name ?? 'Long Job');
  while (gm.entries.length < options.entries) gm.step();
  return { entries: gm.entries, state: gm.state, commands: gm.commands };
}

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
  }

  step(): void {
    const open = Object.values(this.state.scenes).filter((scene) => scene.ended === null);
    const fight = open.find((scene) => scene.kind === 'warfare');
    const run = open.find((scene) => scene.kind === 'chase');
    const heist = open.find((scene) => scene.kind === 'heist');
    const r = this.#rng.next();
    if (run) return this.#inChase(run, heist);
    if (fight) return this.#inFight(fight, heist);
    if (heist && r < 0.75) return this.#inHeist(heist);
    if (heist && r < 0.8) return void this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
    if (!heist && r < 0.03) return this.#openHeist();
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
    const against =
      this.#rng.next() < 0.8
        ? { kind: 'difficulty' as const, value: 9 }
        : opposed(this.#rng.pick(this.#characters()));
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
        leanOnto: false,
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
    this.#try(
      this.#stamp({
        type: 'scene/open',
        sceneId: sceneId(`heist-${this.#count}`),
        name: `Job ${this.#count}`,
        kind: 'heist',
        sides: [
          { id: 'crew', label: 'Crew', crew: true },
          { id: 'guards', label: 'Guards', crew: false },
        ],
        participants: able.map((c) => ({
          characterId: c.id,
          side: c.kind === 'crew' ? 'crew' : 'guards',
          zone: 'Dock',
          role: 'on-foot' as const,
        })),
        zones: ['Dock'],
      }),
    );
  }

  #inHeist(heist: Scene): void {
    if (!heist.initiative && this.#rng.next() < 0.5) {
      if (this.#try(this.#stamp({ type: 'scene/roll-initiative', sceneId: heist.id }))) return;
    }
    const pending = heist.drop?.pending[0];
    if (pending && this.#rng.next() < 0.4) {
      const flee = { type: 'drop/respond' as const, target: pending.target, response: 'flee' as const };
      if (this.#try(this.#stamp({ type: 'scene/drop', sceneId: heist.id, command: flee }))) {
        this.#try(
          this.#stamp({
            type: 'scene/start-chase',
            sceneId: heist.id,
            newSceneId: sceneId(`chase-${this.#count}`),
            name: `Chase ${this.#count}`,
            setup: {
              targets: [{ characterId: pending.target, vehicle: null, role: 'on-foot' as const }],
              pursuers: [{ characterId: pending.attacker, vehicle: null, role: 'on-foot' as const }],
              distance: null,
              cramped: false,
            },
          }),
        );
        return;
      }
    }
    if (pending) {
      const fighters = heist.participants.map((p) => p.characterId);
      const squaredUp = this.#try(
        this.#stamp({
          type: 'scene/drop',
          sceneId: heist.id,
          command: { type: 'drop/respond', target: pending.target, response: 'square-up' },
        }),
      );
      if (squaredUp)
        this.#try(
          this.#stamp({
            type: 'scene/start-warfare',
            sceneId: heist.id,
            newSceneId: sceneId(`fight-${this.#count}`),
            name: `Fight ${this.#count}`,
            fighters,
            firstRoundSide: pending.firstRoundSide,
          }),
        );
      return;
    }
    const actor = this.#actor(heist);
    if (!actor) return void this.#try(this.#stamp({ type: 'scene/end-round', sceneId: heist.id }));
    const enemies = heist.participants.filter(
      (p) => p.side !== heist.participants.find((q) => q.characterId === actor)?.side,
    );
    const target = enemies.length > 0 ? this.#rng.pick(enemies).characterId : null;
    const r = this.#rng.next();
    const tries: CampaignCommand[] = [];
    if (target && r < 0.3)
      tries.push(
        this.#stamp({
          type: 'scene/drop',
          sceneId: heist.id,
          command: { type: 'drop/attack', attacker: actor, target, skill: 'handToHand' },
        }),
      );
    const friend = heist.participants.find(
      (p) =>
        p.characterId !== actor && p.side === heist.participants.find((q) => q.characterId === actor)?.side,
    );
    if (friend && r < 0.6)
      tries.push(
        this.#stamp({
          type: 'scene/bolster',
          sceneId: heist.id,
          giver: actor,
          recipient: friend.characterId,
        }),
      );
    tries.push(this.#stamp({ type: 'scene/wait', sceneId: heist.id, characterId: actor }));
    tries.push(this.#stamp({ type: 'scene/end-round', sceneId: heist.id }));
    for (const command of tries) if (this.#try(command)) return;
    this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
  }

  #inFight(fight: Scene, heist: Scene | undefined): void {
    const war = fight.warfare;
    if (!war || war.ended || !fight.initiative) {
      this.#try(this.#stamp({ type: 'scene/close', sceneId: fight.id }));
      if (heist) this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
      return;
    }
    const actor = this.#actor(fight);
    const me = war.fighters.find((f) => f.id === actor);
    const foes = war.fighters.filter(
      (f) => f.side !== me?.side && f.presence === 'fighting' && f.condition.state !== 'dead',
    );
    const tries: CampaignCommand[] = [];
    if (actor && foes.length > 0) {
      const target = this.#rng.pick(foes).id;
      const skill = me?.weapons.some((w) => w.tags.includes('firearm')) ? 'shooting' : 'handToHand';
      tries.push(
        this.#stamp({
          type: 'scene/warfare',
          sceneId: fight.id,
          command: { type: 'warfare/attack', attacker: actor, target, skill },
        }),
      );
      tries.push(
        this.#stamp({
          type: 'scene/warfare',
          sceneId: fight.id,
          command: { type: 'warfare/attack', attacker: actor, target, skill: 'handToHand' },
        }),
      );
    }
    if (actor) tries.push(this.#stamp({ type: 'scene/wait', sceneId: fight.id, characterId: actor }));
    for (const command of tries) if (this.#try(command)) return;
    this.#try(this.#stamp({ type: 'scene/close', sceneId: fight.id }));
    if (heist) this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
  }

  #inChase(run: Scene, heist: Scene | undefined): void {
    const state = run.chase;
    const actor = state && !state.outcome ? this.#actor(run) : null;
    const me = state?.participants.find((p) => p.id === actor);
    if (state && me) {
      const views = chase.chaseView(state).participants.find((p) => p.id === me.id)?.actions ?? [];
      const open = views.filter((view) => view.available && view.commands.length > 0);
      if (open.length > 0) {
        const command = this.#rng.pick(this.#rng.pick(open).commands);
        if (this.#try(this.#stamp({ type: 'scene/chase', sceneId: run.id, command }))) return;
      }
      if (this.#try(this.#stamp({ type: 'scene/wait', sceneId: run.id, characterId: me.id }))) return;
    }
    this.#try(this.#stamp({ type: 'scene/close', sceneId: run.id }));
    if (heist) this.#try(this.#stamp({ type: 'scene/close', sceneId: heist.id }));
  }

  /** Who can take the live slot (or anyone able, without initiative). */
  #actor(scene: Scene): CharacterId | null {
    const init = scene.initiative;
    if (!init) return this.#rng.pick(scene.participants).characterId;
    const slot = initiative.liveSlot(init);
    if (!slot) return null;
    const claimants = initiative.claimants(init, slot.side);
    return claimants.length > 0 ? this.#rng.pick(claimants).characterId : null;
  }

  #stamp<C extends object>(command: C): C & { at: number; rollId: ReturnType<typeof rollId> } {
    return { ...command, at: this.#at, rollId: rollId(`s${this.#count}`) };
  }

  /** Decides and stores a command; false (nothing stored) when the rules refuse it. */
  #try(command: CampaignCommand): boolean {
    const decision = decide(this.entries.length === 0 ? null : this.state, command, this.#dice);
    if (!decision.ok) return false;
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

function opposed(opponent: Character) {
  return {
    kind: 'opposed' as const,
    characterId: opponent.id,
    skill: 'lookout' as const,
    pool: null,
    modifiers: [],
    label: '',
  };
}
