import type { Rejection } from '../../shared/result.ts';
import { planAccelerate } from './accelerate.ts';
import { isRejection } from './access.ts';
import { planAttack, weaponsOf } from './attack.ts';
import { planBoard } from './board.ts';
import { planClose } from './close.ts';
import type { ChaseActionCommand } from './commands.ts';
import { planEscape } from './escape.ts';
import { planFallOff } from './fall-off.ts';
import { planRam } from './ram.ts';
import { boarders, isIn, targetMembers } from './roster.ts';
import { planShake } from './shake.ts';
import { planTakedown } from './takedown.ts';
import type { ChaseParticipant, ChaseState, Defender } from './types.ts';

/** Which chase actions a participant may take now, found by checking candidate commands exactly as `decideChase` would. */

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

/** One action: available or not, why not, and the ready-made commands that would be accepted now. */
export interface ChaseActionView {
  readonly action: ChaseActionKind;
  readonly available: boolean;
  /** Why the action is not available now (null when it is). */
  readonly reason: string | null;
  /** Every accepted variant (each weapon and defender for an attack, each boarder for a dislodge…). */
  readonly commands: readonly ChaseActionCommand[];
}

type Check = (state: ChaseState, command: ChaseActionCommand) => object;

function plan(state: ChaseState, command: ChaseActionCommand): object {
  switch (command.type) {
    case 'chase/accelerate':
      return planAccelerate(state, command);
    case 'chase/shake':
      return planShake(state, command);
    case 'chase/escape':
      return planEscape(state, command);
    case 'chase/attack':
      return planAttack(state, command);
    case 'chase/close':
      return planClose(state, command);
    case 'chase/takedown':
      return planTakedown(state, command);
    case 'chase/board':
      return planBoard(state, command);
    case 'chase/ram':
      return planRam(state, command);
    case 'chase/fall-off':
      return planFallOff(state, command);
    case 'chase/reroll-cover':
      return { ok: false };
  }
}

function judge(
  state: ChaseState,
  action: ChaseActionKind,
  candidates: readonly ChaseActionCommand[],
  none: string,
  check: Check = plan,
): ChaseActionView {
  const results = candidates.map((command) => ({ command, result: check(state, command) }));
  const accepted = results.filter(({ result }) => !isRejection(result)).map(({ command }) => command);
  const refusal = results.map(({ result }) => result).find(isRejection) as Rejection | undefined;
  const reason = accepted.length > 0 ? null : (refusal?.message ?? none);
  return { action, available: accepted.length > 0, reason, commands: accepted };
}

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

function attackCandidates(state: ChaseState, actor: ChaseParticipant): readonly ChaseActionCommand[] {
  const defenders = opponents(state, actor);
  const means = [
    ...weaponsOf(actor).map((w) => ({ kind: 'weapon', weapon: w.name }) as const),
    ...(actor.seat.kind === 'driver' && actor.role === 'target' ? [{ kind: 'vehicle' } as const] : []),
  ];
  return means.flatMap((m) =>
    defenders.map((defender) => ({ type: 'chase/attack', actor: actor.id, defender, means: m }) as const),
  );
}

function targetActions(state: ChaseState, actor: ChaseParticipant): readonly ChaseActionView[] {
  const id = actor.id;
  const shake = (manoeuvre: Extract<ChaseActionCommand, { type: 'chase/shake' }>['manoeuvre']) =>
    ({ type: 'chase/shake', actor: id, manoeuvre }) as const;
  const difficulty = state.rules.minObstacleDifficulty;
  return [
    judge(state, 'accelerate', [{ type: 'chase/accelerate', actor: id }], ''),
    judge(state, 'shake-crowded', [shake({ kind: 'crowded' })], ''),
    judge(state, 'shake-leave-crowded', [shake({ kind: 'leave-crowded' })], ''),
    judge(state, 'shake-obstacle', [shake({ kind: 'obstacle', difficulty })], ''),
    judge(
      state,
      'shake-dislodge',
      boarders(state).map((b) => shake({ kind: 'dislodge', boarder: b.id })),
      "Nobody is aboard the Target's vehicle",
    ),
    judge(state, 'escape', [{ type: 'chase/escape', actor: id }], ''),
    judge(state, 'attack', attackCandidates(state, actor), 'Nobody to attack'),
  ];
}

function pursuerActions(state: ChaseState, actor: ChaseParticipant): readonly ChaseActionView[] {
  const id = actor.id;
  const rammable = opponents(state, actor);
  const takedowns = [
    { type: 'chase/takedown', actor: id } as const,
    ...targetMembers(state).map(
      (p) => ({ type: 'chase/takedown', actor: id, ramTarget: { kind: 'character', id: p.id } }) as const,
    ),
  ];
  return [
    judge(state, 'close', [{ type: 'chase/close', actor: id }], ''),
    judge(state, 'takedown', actor.seat.kind === 'driver' ? takedowns : takedowns.slice(0, 1), ''),
    judge(state, 'board', [{ type: 'chase/board', actor: id }], ''),
    judge(state, 'attack', attackCandidates(state, actor), 'Nobody to attack'),
    judge(
      state,
      'ram',
      rammable.map((defender) => ({ type: 'chase/ram', actor: id, defender }) as const),
      'Nothing to ram',
    ),
    judge(state, 'fall-off', [{ type: 'chase/fall-off', actor: id }], ''),
  ];
}

/** The actions of the participant's role, each with its availability now. Empty once they have left. */
export function actionsFor(state: ChaseState, actor: ChaseParticipant): readonly ChaseActionView[] {
  if (!isIn(actor)) return [];
  return actor.role === 'target' ? targetActions(state, actor) : pursuerActions(state, actor);
}
