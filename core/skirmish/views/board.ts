import { activeSide, effectiveOf, inHand, handOf, onTable } from '../actions/access.ts';
import { levelsPassed, minute, turnUsedAt, usedAt } from '../table/pressure.ts';
import { reactionCandidates } from '../reactions/react.ts';
import { heldThrow, stowedWeaponRows, tableRows, weaponRowOf } from './board-table.ts';
import type { TableRows, WeaponRow } from './board-table.ts';
import type { ModelId, ModelState, SkirmishState } from '../types.ts';
import { heldBy, holderOf } from '../melee/holds.ts';
import { fists, meleeOn, strikeDiceCount } from '../melee/strike.ts';
import { grantWords } from './describe.ts';

/**
 * The table at a glance for the dashboard: whose turn, who is acting, the open reactions, every model's
 * actions, weapon, ammo and damage, the clocks as of `at`, cards and reserves. Derived, never stored.
 */

export interface ModelRow {
  readonly id: ModelId;
  readonly name: string;
  readonly side: string;
  readonly presence: string;
  readonly effectiveActions: number;
  readonly stunned: boolean;
  readonly wounded: boolean;
  readonly aiming: boolean;
  readonly defending: boolean;
  readonly activated: boolean;
  readonly cover: string;
  readonly weapon: WeaponRow | null;
  readonly grenades: Readonly<Record<string, number>>;
  /** The name of the vehicle it is in, if any. */
  readonly vehicle: string | null;
  /** Its weapons not in hand, with their ammo and reloads. */
  readonly stowed: readonly WeaponRow[];
  /** What it holds mid-throw ("a live frag grenade"), or null (HST-D-53). */
  readonly holding: string | null;
  /** On a fight opened from a City of Thieves scene: its COT conditions and melee (BRG-D-11, BRG-D-16). */
  readonly bridge?: BridgeRow;
  /**
   * BRG-D-17: "Carries 1 skill-check bonus (+1) and 2 dice shifts (+1), one use each", or '' when it carries none
   * (any model the bridge brought, whether or not the table plays the bridge's other rules).
   */
  readonly carried: string;
}

/** A model's bridge states as the board shows them (BRG-D-11, BRG-D-16, BRG-D-17). */
export interface BridgeRow {
  readonly unconscious: boolean;
  /** BRG-D-14: unaware in the surprise turn: it cannot react until the window ends. */
  readonly unaware: boolean;
  /** The model holding it, and its name; null when it is free. */
  readonly heldBy: { readonly id: ModelId; readonly name: string } | null;
  /** The models it holds, by name. */
  readonly holds: readonly string[];
  /** What it strikes with: "Knife · lethal · 3d10"; null when the table does not play the melee extension. */
  readonly melee: string | null;
  /** One-use dice shifts it still carries. */
  readonly shifts: number;
  /** One-use +1s to a skill check it still carries. */
  readonly checks: number;
}

export interface ClockRow {
  readonly side: string;
  readonly usedMs: number;
  readonly levelMs: number;
  readonly points: number;
  /** Rising mode: time until the opponent's next point. */
  readonly nextPointInMs: number | null;
  readonly hand: number;
}

export interface SkirmishBoard {
  readonly round: number;
  readonly activeSide: string;
  readonly phase: string;
  readonly outcome: string | null;
  readonly activeModel: ModelId | null;
  readonly actionsLeft: number | null;
  readonly window: {
    readonly actor: ModelId;
    readonly action: string;
    readonly priority: number;
    readonly reactors: readonly ModelId[];
    readonly mayReact: readonly ModelId[];
    readonly diceOnTable: boolean;
  } | null;
  readonly crossfire: { readonly target: ModelId; readonly first: ModelId } | null;
  /**
   * Who may act now, the one to pick first: with a window open, the models that may still react
   * (HST-REACT-1); mid-activation, the active model (HST-SEQ-3); otherwise the active side's models on the
   * table not yet activated this turn with an action to take (HST-SEQ-2). Empty before the turn starts.
   */
  readonly mayAct: readonly ModelId[];
  readonly models: readonly ModelRow[];
  readonly clocks: readonly ClockRow[];
  /** Overtime mode: the current turn's timer. */
  readonly turnTimer: { readonly usedMs: number; readonly levelMs: number } | null;
  readonly grenades: number;
  readonly clouds: number;
  readonly pendingBlasts: number;
  /** Vehicles, live grenades and loose items on the table. */
  readonly table: TableRows;
}

function weaponRow(model: SkirmishState['models'][string]): ModelRow['weapon'] {
  const held = inHand(model);
  return held ? weaponRowOf(held.weapon) : null;
}

/** BRG-D-17: the one-use bonuses a model carries, in words. */
function carriedWords(checks: number, shifts: number): string {
  return checks + shifts === 0 ? '' : `Carries ${grantWords(checks, shifts)}, one use each`;
}

/** BRG-D-11, BRG-D-16: a model's bridge states, on a bridged fight only. */
function bridgeRow(state: SkirmishState, m: ModelState): { readonly bridge?: BridgeRow } {
  if (!state.scenario.bridge) return {};
  const holder = holderOf(state, m);
  const melee = m.melee ?? fists;
  return {
    bridge: {
      unconscious: m.unconscious === true,
      unaware: m.unaware === true,
      heldBy: holder ? { id: holder.id, name: holder.name } : null,
      holds: heldBy(state, m.id).map((id) => state.models[id]!.name),
      melee: meleeOn(state)
        ? `${melee.weapon} · ${melee.lethal ? 'lethal' : 'non-lethal'} · ${strikeDiceCount}d${melee.dice}`
        : null,
      shifts: m.cot?.shifts ?? 0,
      checks: m.cot?.checks ?? 0,
    },
  };
}

function mayActNow(state: SkirmishState): readonly ModelId[] {
  if (state.phase.kind !== 'turn') return [];
  if (state.window) {
    const declared = new Set(Object.keys(state.window.reactions));
    return reactionCandidates(state).filter((id) => !declared.has(id) && id !== state.window!.actor);
  }
  const side = activeSide(state);
  const next = Object.values(state.models).filter(
    (m) => m.side === side && onTable(m) && !m.activated && effectiveOf(state, m) > 0,
  );
  const current = state.activation?.model;
  return current ? [current, ...next.map((m) => m.id).filter((id) => id !== current)] : next.map((m) => m.id);
}

export function skirmishBoard(state: SkirmishState, at: number): SkirmishBoard {
  const activation = state.activation;
  const used = usedAt(state.pressure, at);
  const mode = state.scenario.pressureMode;
  const side = activeSide(state);
  const levelOf = (s: string) => (state.scenario.pressureLevels[s] ?? 0) * minute;
  return {
    round: state.round,
    activeSide: side,
    phase: state.phase.kind,
    outcome: state.outcome,
    activeModel: activation?.model ?? null,
    actionsLeft: activation ? effectiveOf(state, state.models[activation.model]!) - activation.used : null,
    window: state.window
      ? {
          actor: state.window.actor,
          action: state.window.action.kind,
          priority: state.window.priority,
          reactors: Object.keys(state.window.reactions),
          mayReact: reactionCandidates(state),
          diceOnTable: state.window.resolution?.rolled != null,
        }
      : null,
    crossfire: state.crossfire,
    mayAct: mayActNow(state),
    models: Object.values(state.models).map((m) => ({
      id: m.id,
      name: m.name,
      side: m.side,
      presence: m.presence.kind,
      effectiveActions: effectiveOf(state, m),
      stunned: m.stunned,
      wounded: m.wounded,
      aiming: m.aiming,
      defending: m.defending,
      activated: m.activated,
      cover: m.cover,
      weapon: weaponRow(m),
      grenades: m.grenades,
      vehicle: m.seat ? (state.vehicles[m.seat.vehicle]?.name ?? m.seat.vehicle) : null,
      stowed: stowedWeaponRows(m),
      holding: heldThrow(state, m),
      ...bridgeRow(state, m),
      carried: carriedWords(m.cot?.checks ?? 0, m.cot?.shifts ?? 0),
    })),
    clocks: state.turnOrder.map((s) => {
      const level = levelOf(s);
      const mine = used[s] ?? 0;
      return {
        side: s,
        usedMs: mine,
        levelMs: level,
        points: state.pressure.points[s] ?? 0,
        nextPointInMs:
          mode === 'rising' && level > 0 ? (levelsPassed(mine, level / minute) + 1) * level - mine : null,
        hand: handOf(state, s).length,
      };
    }),
    turnTimer:
      mode === 'overtime' ? { usedMs: turnUsedAt(state.pressure, at), levelMs: levelOf(side) } : null,
    grenades: Object.keys(state.grenades).length,
    clouds: Object.keys(state.clouds).length,
    pendingBlasts: state.blasts.length,
    table: tableRows(state),
  };
}
