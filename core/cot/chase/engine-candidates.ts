import type { Names } from '../../engine/index.ts';
import { weaponsOf } from './attack.ts';
import type { ChaseActionCommand } from './commands.ts';
import { boarders, isIn, targetMembers, targetVehicle } from './roster.ts';
import type { ChaseParticipant, ChaseState, Defender } from './types.ts';
import { bestRollers, chasePool } from './velocity.ts';
import { defenderWords } from './words.ts';

/**
 * The commands the chase's view tries for a participant (COT-CHASE-4..13): every action of their role with each
 * weapon and defender, each boarder, each Ram a Takedown may make, the crash check a vehicle attack or Ram may
 * call for (COT-WAR-4), and who rolls for a group when several tie for the best chase pool (COT-D-92). The view
 * keeps those the engine accepts, by the checks `decide` runs.
 */

/** A chase action as the view lists it: each Shake manoeuvre is an action of its own. */
export type ChaseActionKind =
  | 'accelerate'
  | 'shake-crowded'
  | 'shake-leave-crowded'
  | 'shake-obstacle'
  | 'shake-dislodge'
  | 'escape'
  | 'attack'
  | 'close'
  | 'takedown'
  | 'board'
  | 'ram'
  | 'fall-off';

/** Each action's name as the table says it, and the rule that governs it. */
export const chaseActionInfo: Readonly<
  Record<ChaseActionKind, { label: string; rule: string; none: string }>
> = {
  accelerate: { label: 'Accelerate', rule: 'COT-CHASE-5', none: '' },
  'shake-crowded': { label: 'Shake: into a crowded space', rule: 'COT-CHASE-6', none: '' },
  'shake-leave-crowded': { label: 'Shake: out of the crowded space', rule: 'COT-CHASE-6', none: '' },
  'shake-obstacle': { label: 'Shake: an obstacle', rule: 'COT-CHASE-6', none: '' },
  'shake-dislodge': {
    label: 'Shake: dislodge a boarder',
    rule: 'COT-CHASE-6',
    none: "Nobody is aboard the Target's vehicle",
  },
  escape: { label: 'Escape', rule: 'COT-CHASE-7', none: '' },
  attack: { label: 'Attack', rule: 'COT-CHASE-8', none: 'Nobody to attack' },
  close: { label: 'Close', rule: 'COT-CHASE-9', none: '' },
  takedown: { label: 'Takedown', rule: 'COT-CHASE-10', none: '' },
  board: { label: 'Board', rule: 'COT-CHASE-11', none: '' },
  ram: { label: 'Ram', rule: 'COT-CHASE-12', none: 'Nothing to ram' },
  'fall-off': { label: 'Fall Off', rule: 'COT-CHASE-13', none: '' },
};

/** The actions of a role, in the order the panel lists them. */
export const targetKinds: readonly ChaseActionKind[] = [
  'accelerate',
  'shake-crowded',
  'shake-leave-crowded',
  'shake-obstacle',
  'shake-dislodge',
  'escape',
  'attack',
];
export const pursuerKinds: readonly ChaseActionKind[] = [
  'close',
  'takedown',
  'board',
  'attack',
  'ram',
  'fall-off',
];

/** Everyone and every vehicle on the other side still in the chase. */
function opponents(state: ChaseState, actor: ChaseParticipant): readonly Defender[] {
  return [
    ...state.participants
      .filter((p) => isIn(p) && p.role !== actor.role)
      .map((p) => ({ kind: 'character', id: p.id }) as const),
    ...state.vehicles
      .filter((v) => isIn(v) && v.role !== actor.role)
      .map((v) => ({ kind: 'vehicle', id: v.id }) as const),
  ];
}

/** COT-D-92: one variant per tied best pool of the actor's own group, when the side may choose who rolls. */
function withRollers<C extends ChaseActionCommand>(
  state: ChaseState,
  actor: ChaseParticipant,
  command: C,
): C[] {
  const key = actor.role === 'target' ? 'target' : actor.group;
  if (key === null) return [command];
  const tied = bestRollers(state, key);
  return tied.length > 1 ? [command, ...tied.map((p) => ({ ...command, rollers: [p.id] }))] : [command];
}

/** COT-WAR-4: a vehicle attack or a Ram may call for a crash check. */
const withRisky = <C extends ChaseActionCommand>(command: C): C[] => [command, { ...command, risky: true }];

function attackCandidates(state: ChaseState, actor: ChaseParticipant): ChaseActionCommand[] {
  const defenders = opponents(state, actor);
  const weapons = weaponsOf(actor).flatMap((w) =>
    defenders.map((defender) => ({
      type: 'chase/attack' as const,
      actor: actor.id,
      defender,
      means: { kind: 'weapon' as const, weapon: w.name },
    })),
  );
  const driven =
    actor.seat.kind === 'driver' && actor.role === 'target'
      ? defenders.flatMap((defender) =>
          withRisky({
            type: 'chase/attack' as const,
            actor: actor.id,
            defender,
            means: { kind: 'vehicle' as const },
          }),
        )
      : [];
  return [...weapons, ...driven];
}

/** The candidates of one action for this participant. */
export function candidatesFor(
  state: ChaseState,
  actor: ChaseParticipant,
  kind: ChaseActionKind,
): readonly ChaseActionCommand[] {
  const id = actor.id;
  const shake = (manoeuvre: Extract<ChaseActionCommand, { type: 'chase/shake' }>['manoeuvre']) =>
    ({ type: 'chase/shake', actor: id, manoeuvre }) as const;
  switch (kind) {
    case 'accelerate':
      return withRollers(state, actor, { type: 'chase/accelerate', actor: id });
    case 'shake-crowded':
      return [shake({ kind: 'crowded' })];
    case 'shake-leave-crowded':
      return [shake({ kind: 'leave-crowded' })];
    case 'shake-obstacle':
      return obstacleDifficulties(state).flatMap((difficulty) =>
        withRollers(state, actor, shake({ kind: 'obstacle', difficulty })),
      );
    case 'shake-dislodge':
      return boarders(state).map((b) => shake({ kind: 'dislodge', boarder: b.id }));
    case 'escape':
      return [{ type: 'chase/escape', actor: id }];
    case 'attack':
      return attackCandidates(state, actor);
    case 'close':
      return withRollers(state, actor, { type: 'chase/close', actor: id });
    case 'takedown':
      return takedownCandidates(state, actor);
    case 'board':
      return [{ type: 'chase/board', actor: id }];
    case 'ram':
      return opponents(state, actor).flatMap((defender) =>
        withRisky({ type: 'chase/ram' as const, actor: id, defender }),
      );
    case 'fall-off':
      return [{ type: 'chase/fall-off', actor: id }];
  }
}

/**
 * The difficulties the Target may name for an obstacle (COT-CHASE-6, COT-D-44): from `min_obstacle_difficulty` up
 * to the highest total its roller's chase pool can reach (6 a kept die), within what events record (99). A higher
 * one is accepted too, but is nothing the Target could pass.
 */
export function obstacleDifficulties(state: ChaseState): readonly number[] {
  const low = state.rules.minObstacleDifficulty;
  const roller = bestRollers(state, 'target')[0];
  const pool = roller ? chasePool(state, roller) : null;
  const high = Math.min(99, Math.max(low, 6 * (pool?.kept ?? 0)));
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

/**
 * A Takedown; a driver's rams at once (COT-CHASE-10), so it is offered once per Ram it may make, the rammed one
 * named: a Target on foot, or its vehicle. (A driver's Takedown naming none rams the one it would have to, the
 * same command as the one naming it.)
 */
function takedownCandidates(state: ChaseState, actor: ChaseParticipant): ChaseActionCommand[] {
  if (actor.seat.kind !== 'driver') {
    return withRollers(state, actor, { type: 'chase/takedown' as const, actor: actor.id });
  }
  const vehicle = targetVehicle(state);
  const rammed: Defender[] = [
    ...targetMembers(state).map((p) => ({ kind: 'character', id: p.id }) as const),
    ...(vehicle ? [{ kind: 'vehicle', id: vehicle.id } as const] : []),
  ];
  return rammed.map((ramTarget) => ({ type: 'chase/takedown' as const, actor: actor.id, ramTarget }));
}

/** The words of one ready-made command: "Revolver at Dolan", "Ram the Target's Car, risky (crash check)". */
export function optionLabel(command: ChaseActionCommand, names: Names): string {
  const rolls =
    'rollers' in command && command.rollers ? `, ${names(command.rollers[0] ?? '')} rolls for the group` : '';
  const risky = 'risky' in command && command.risky === true ? ', risky (crash check)' : '';
  switch (command.type) {
    case 'chase/accelerate':
      return `Accelerate${rolls}`;
    case 'chase/shake':
      return shakeLabel(command.manoeuvre, names) + rolls;
    case 'chase/escape':
      return 'Escape';
    case 'chase/attack':
      return `${command.means.kind === 'vehicle' ? 'Run the vehicle at' : `${command.means.weapon} at`} ${defenderWords(command.defender, names)}${risky}`;
    case 'chase/close':
      return `Close in${rolls}`;
    case 'chase/takedown':
      return command.ramTarget
        ? `Takedown, then ram ${defenderWords(command.ramTarget, names)}`
        : `Takedown${rolls}`;
    case 'chase/board':
      return "Board the Target's vehicle";
    case 'chase/ram':
      return `Ram ${defenderWords(command.defender, names)}${risky}`;
    case 'chase/fall-off':
      return 'Fall off the chase';
    case 'chase/reroll-cover':
      return 'Re-roll Cover';
  }
}

function shakeLabel(
  manoeuvre: Extract<ChaseActionCommand, { type: 'chase/shake' }>['manoeuvre'],
  names: Names,
): string {
  switch (manoeuvre.kind) {
    case 'crowded':
      return 'Into a crowded space';
    case 'leave-crowded':
      return 'Out of the crowded space';
    case 'obstacle':
      return `An obstacle of difficulty ${manoeuvre.difficulty}`;
    case 'dislodge':
      return `Throw ${names(manoeuvre.boarder)} off`;
  }
}
