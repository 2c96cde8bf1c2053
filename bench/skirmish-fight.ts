import { apply, decide, rollId, sceneId, seededDice, skirmish } from '../core/index.ts';
import type { CampaignCommand, CampaignState, Dice, LogEntry, SceneId } from '../core/index.ts';

/**
 * A simulated table playing a HEIST fight in a campaign, for the store benchmark: two rosters of 10 models
 * pasted and parsed (`skirmish.parseRoster`), the fight opened as a campaign scene, then played with
 * `scene/act` commands picked from the engine's own view (`skirmish.skirmishView`, every option already
 * accepted) or checked with `skirmish.judgeCommand` before they are sent: activations with moves, aims and
 * shots, reactions declared and resolved, grenades, reloads, turns ended. Deterministic for a seed; the state is
 * carried from entry to entry (never replayed), as the store does.
 */

type SkirmishCommand = skirmish.SkirmishCommand;
type SkirmishState = skirmish.SkirmishState;
type ActionView = skirmish.SkirmishActionView;

export const fightSceneId: SceneId = sceneId('bench-fight');

const gear = [
  'Assault rifle w/2 reloads, Pistol, frag',
  'SMG w/2 reloads, Pistol',
  'SMG w/2 reloads, Pistol, flashbang',
  'Combat shotgun w/2 reloads, Pistol',
  'Assault rifle w/2 reloads, Pistol, body armor',
];

/** A pasted roster of ten models in the short format (HST-MODEL-2). */
export function rosterText(prefix: string): string {
  return Array.from(
    { length: 10 },
    (_, i) => `${prefix} ${i + 1} (${i % 3 === 2 ? 3 : 4}/${4 + (i % 3)}) ${gear[i % gear.length]!}`,
  ).join('\n');
}

/** The fight's set-up: both rosters parsed, the crew aggressive and first, the police defensive. */
export function fightSetup(): skirmish.SkirmishSetup {
  const side = (id: string, name: string, prefix: string, stance: 'aggressive' | 'defensive') => {
    const parsed = skirmish.parseRoster(rosterText(prefix));
    if (parsed.problems.length > 0) throw new Error(parsed.problems[0]!.message);
    return {
      id,
      name,
      stance,
      models: parsed.models.map((profile, i) => ({
        id: `${id}-${i + 1}`,
        profile,
        cover: (i % 2 === 0 ? 'low' : 'high') as 'low' | 'high',
      })),
    };
  };
  return {
    name: 'Bench firefight',
    sides: [
      side('crew', 'The crew', 'Mr.', 'aggressive'),
      side('police', 'The police', 'Officer', 'defensive'),
    ],
    firstSide: 'crew',
  };
}

/** A tiny seeded random source for the table's choices (the dice have their own). */
function chooser(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const optionsOf = (views: readonly ActionView[], action: string) =>
  views.find((view) => view.action === action && view.available)?.options ?? [];

/** A campaign holding one HEIST fight, played a command at a time. */
export class FightTable {
  readonly entries: LogEntry[] = [];
  state!: CampaignState;
  readonly #dice: Dice;
  readonly #rng;
  #at = Date.UTC(2026, 2, 1, 19);
  /** Scene commands stamped so far (each gets its own roll id). */
  #sent = 0;
  /** Models the table has already asked about the open window. */
  readonly #asked = new Set<string>();

  constructor(seed = 9) {
    this.#dice = seededDice(`fight-${seed}`);
    this.#rng = chooser(seed);
    this.#try({ type: 'campaign/create', name: 'Skirmish night' });
    const opened = this.#try({
      type: 'scene/open',
      sceneId: fightSceneId,
      name: 'Bench firefight',
      engine: 'skirmish',
      sides: [
        { id: 'crew', label: 'The crew', crew: true },
        { id: 'police', label: 'The police', crew: false },
      ],
      participants: [],
      setup: fightSetup(),
      at: this.#at,
      rollId: rollId('open'),
    });
    if (!opened) throw new Error('the fight did not open');
  }

  /** The fight's engine state. */
  get fight(): SkirmishState {
    return this.state.scenes[fightSceneId]!.state as SkirmishState;
  }

  /** Carries on from a campaign state read back from the store (the store's head after a dispatch). */
  adopt(state: CampaignState): void {
    this.state = state;
  }

  /** The timestamp the table would put on its next command. */
  get at(): number {
    return this.#at;
  }

  /**
   * A Shoot the active model could declare now (picked from its view), or null when the fight is elsewhere
   * (a window open, a turn starting, nobody able to shoot).
   */
  shot(): SkirmishCommand | null {
    const fight = this.fight;
    if (fight.phase.kind !== 'turn' || fight.window || fight.blasts.length > 0) return null;
    const model = this.#nextModel(fight, fight.turnOrder[fight.active]!);
    if (!model) return null;
    const shots = optionsOf(skirmish.skirmishView(fight, model, this.#at), 'shoot');
    return shots.length > 0 ? this.#rng.pick(shots).command : null;
  }

  /** Plays until the fight has finished `rounds` rounds (or is over). */
  playRounds(rounds: number): void {
    while (this.fight.phase.kind !== 'over' && this.fight.round <= rounds) {
      if (!this.step()) throw new Error(`the table is stuck in round ${this.fight.round}`);
    }
  }

  /** The command the table would send next (picked from the view), or null when the fight is over. */
  next(): SkirmishCommand | null {
    const fight = this.fight;
    if (fight.phase.kind === 'over') return null;
    const side = fight.turnOrder[fight.active]!;
    const sideView = skirmish.skirmishView(fight, side, this.#at);
    const sideOption = (action: string) => optionsOf(sideView, action)[0]?.command ?? null;
    if (fight.phase.kind === 'choose-first') return sideOption('choose-first');
    if (fight.blasts.length > 0) return sideOption('resolve-blast');
    if (fight.phase.kind === 'turn-start') return sideOption('start-turn');
    if (fight.window)
      return (fight.window.resolution ? null : this.#reaction(fight)) ?? sideOption('resolve');
    this.#asked.clear();
    const model = this.#nextModel(fight, side);
    return model ? this.#action(fight, model) : sideOption('end-turn');
  }

  /** Sends the next command; false when there is none or it was refused. */
  step(): boolean {
    const command = this.next();
    return command !== null && this.act(command);
  }

  /** Sends one skirmish command as a campaign `scene/act`; false when refused. */
  act(command: SkirmishCommand): boolean {
    return this.#try(this.sceneAct(command));
  }

  /** The campaign command carrying a skirmish command, stamped with the table's clock. */
  sceneAct(command: SkirmishCommand): CampaignCommand {
    this.#at += 20_000;
    this.#sent += 1;
    return {
      type: 'scene/act',
      sceneId: fightSceneId,
      engine: 'skirmish',
      command,
      at: this.#at,
      rollId: rollId(`act-${this.#sent}`),
    };
  }

  #nextModel(fight: SkirmishState, side: string): string | null {
    if (fight.activation) return fight.activation.model;
    const ready = Object.values(fight.models).filter(
      (m) => m.side === side && m.presence.kind === 'table' && !m.activated,
    );
    return ready.length > 0 ? this.#rng.pick(ready).id : null;
  }

  /** One model of the other side that may react declares a shot (or takes cover); null when all were asked. */
  #reaction(fight: SkirmishState): SkirmishCommand | null {
    for (const model of Object.values(fight.models)) {
      if (this.#asked.has(model.id)) continue;
      this.#asked.add(model.id);
      const views = skirmish.skirmishView(fight, model.id, this.#at);
      const shots = optionsOf(views, 'react-shoot');
      const cover = optionsOf(views, 'react-cover');
      const r = this.#rng.next();
      if (shots.length > 0 && r < 0.45) return this.#fromCover(fight, this.#rng.pick(shots).command);
      if (cover.length > 0 && r < 0.6) return this.#rng.pick(cover).command;
    }
    return null;
  }

  /** The active model's next action: mostly move, aim and shoot; reload when dry; end the activation. */
  #action(fight: SkirmishState, model: string): SkirmishCommand {
    const views = skirmish.skirmishView(fight, model, this.#at);
    const of = (action: string) => optionsOf(views, action);
    const end = of('end-activation')[0]?.command;
    const used = fight.activation?.model === model ? fight.activation.used : 0;
    const r = this.#rng.next();
    const shots = of('shoot').filter((o) => o.label.includes(fight.models[model]!.aiming ? 'aimed' : 'snap'));
    const reload = of('ready').find(
      (o) =>
        (o.label === 'Ready: reload' && this.#dry(fight, model)) ||
        (o.label === 'Ready: clear-jam' && this.#jammed(fight, model)),
    );
    const moved = this.#move(fight, model);
    const choices: (SkirmishCommand | undefined)[] = [
      reload?.command,
      of('continue-throw')[0]?.command,
      of('crossfire')[0]?.command,
      r < 0.02 ? of('throw')[0]?.command : undefined,
      r < 0.15 && shots.length > 0 ? this.#fromCover(fight, this.#rng.pick(shots).command) : undefined,
      r < 0.35 && !fight.models[model]!.aiming ? of('aim')[0]?.command : undefined,
      r < 0.7 ? moved : undefined,
      r < 0.78 ? of('take-cover')[0]?.command : undefined,
      r < 0.8 ? of('use')[0]?.command : undefined,
      used > 2 && end ? end : undefined,
      of('recover')[0]?.command,
      r < 0.85 ? of('defend')[0]?.command : undefined,
      r < 0.95 ? moved : undefined,
      of('pass')[0]?.command,
      end,
    ];
    const chosen = choices.find((c) => c !== undefined);
    if (!chosen) throw new Error(`${model} has nothing to do`);
    return chosen;
  }

  #dry(fight: SkirmishState, model: string): boolean {
    const m = fight.models[model]!;
    const weapon = m.inHand === 'sidearm' ? m.weapons.sidearm : m.weapons.long;
    if (!weapon) return false;
    return weapon.magazineOut || weapon.counters >= skirmish.weaponTable[weapon.weapon].capacity;
  }

  /**
   * Most of a firefight is fought from cover: the table reports the target in cover (TN 10) for most shots,
   * and the engine judges the edited command before it is sent (the view's defaults take the last cover).
   */
  #fromCover(fight: SkirmishState, command: SkirmishCommand): SkirmishCommand {
    if (this.#rng.next() < 0.15) return command;
    const facts = { class: 'in-cover' } as const;
    const edited: SkirmishCommand =
      command.type === 'skirmish/act' && command.action.kind === 'shoot'
        ? { ...command, action: { ...command.action, shot: { ...command.action.shot, facts } } }
        : command.type === 'skirmish/react' && command.shot
          ? { ...command, shot: { ...command.shot, facts } }
          : command;
    return skirmish.judgeCommand(fight, edited, this.#at).ok ? edited : command;
  }

  #jammed(fight: SkirmishState, model: string): boolean {
    const m = fight.models[model]!;
    return (m.inHand === 'sidearm' ? m.weapons.sidearm : m.weapons.long)?.jammed === true;
  }

  /** A move of 1–3" (HST-MOVE-1), judged by the engine before it is sent (the view offers 3"). */
  #move(fight: SkirmishState, model: string): SkirmishCommand | undefined {
    const command: SkirmishCommand = {
      type: 'skirmish/act',
      model,
      action: { kind: 'move', distance: 1 + Math.floor(this.#rng.next() * 5) / 2 },
      cover: this.#rng.pick(['low', 'high', 'high'] as const),
    };
    return skirmish.judgeCommand(fight, command, this.#at).ok ? command : undefined;
  }

  /** Decides and keeps a command; false (nothing kept) when the rules refuse it. */
  #try(command: CampaignCommand): boolean {
    const first = this.entries.length === 0;
    const decision = decide(first ? null : this.state, command, this.#dice);
    if (!decision.ok) return false;
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
