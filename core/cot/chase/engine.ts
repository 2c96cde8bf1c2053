import type { Absence, ActorId, SceneEngine, Spawn } from '../../engine/contract.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/types.ts';
import { applyChase } from './apply.ts';
import type { RollModifiers } from './commands.ts';
import { decideChase } from './decide.ts';
import { describeChase } from './describe.ts';
import { chaseRolls } from './engine-rolls.ts';
import { chaseActions } from './engine-view.ts';
import type { ChaseEvent } from './events.ts';
import { findParticipant, isIn } from './roster.ts';
import { chaseCommandSchema, chaseEventSchema, chaseSetupSchema } from './schema.ts';
import { bolstersIn, startChaseScene } from './setup.ts';
import type { ChaseSceneCommand, ChaseSetupInput } from './setup.ts';
import type { ChaseState } from './types.ts';
import { inWords, outcomeWords } from './words.ts';
import { chaseConformance } from './conformance.ts';

/**
 * The chase (COT-CHASE-1..14, Action stage, 1-minute rounds) as a scene engine: a thin adapter over the chase's
 * decide, apply, view, describe and rolls. Turns are initiative slots (COT-INIT-2, COT-D-22); the Takedown or Ram
 * right after a successful Close belongs to the Close's turn (COT-CHASE-9). Bolsters go to whoever rolls
 * (COT-TIME-4): the engine hands every participant's to the command, and only those who roll use them.
 */
export const chaseEngine: SceneEngine<ChaseState, ChaseSceneCommand, ChaseEvent, ChaseSetupInput> = {
  id: 'chase',
  title: 'Chase',
  stage: 'action',
  turns: 'initiative',
  initiativeFromStart: true,
  initiativePools: 'chase',
  commandSchema: chaseCommandSchema,
  eventSchema: chaseEventSchema,
  setupSchema: chaseSetupSchema,
  start: startChaseScene,
  decide: (ctx, state, command, dice) =>
    decideChase(state, withBolsters(command, bolstersIn(ctx, state)), dice),
  apply: applyChase,
  actorOf: (_state, command) => ('actor' in command ? command.actor : null),
  isFollowUp: (state, command) =>
    (command.type === 'chase/takedown' || command.type === 'chase/ram') &&
    state.followUp?.actor === command.actor,
  rolls: chaseRolls,
  describe: describeChase,
  view: (ctx, state, actor) => chaseActions(state, actor, bolstersIn(ctx, state), ctx.names),
  canAct: (state, actor) =>
    state.outcome === null && chaseAbsence(state, actor) === null && known(state, actor),
  absence: chaseAbsence,
  spawns: chaseSpawn,
  effects: () => [],
  conditions: (state) => new Map<CharacterId, Condition>(state.participants.map((p) => [p.id, p.condition])),
  ended: (state, names) => (state.outcome === null ? null : outcomeWords(state.outcome, names)),
  conformance: chaseConformance,
};

/** The command with the Bolsters it may use (COT-TIME-4); a command that rolls nothing takes none. */
function withBolsters(command: ChaseSceneCommand, bolsters: RollModifiers): ChaseSceneCommand {
  switch (command.type) {
    case 'chase/accelerate':
    case 'chase/shake':
    case 'chase/attack':
    case 'chase/close':
    case 'chase/takedown':
    case 'chase/board':
    case 'chase/ram':
      return { ...command, bolsters };
    default:
      return command;
  }
}

const known = (state: ChaseState, actor: ActorId) =>
  findParticipant(state, actor as CharacterId) !== undefined;

/** Why someone can no longer take turns: dead (COT-WAR-7) or out of the chase (COT-INIT-6). */
function chaseAbsence(state: ChaseState, actor: ActorId): Absence | null {
  const participant = findParticipant(state, actor as CharacterId);
  if (!participant) return null;
  if (participant.condition.state === 'dead') return 'dead';
  return isIn(participant) ? null : 'left';
}

/**
 * COT-CHASE-3: a Target that splits makes separate chases. The split event carries the start of the chase that
 * follows the breakaway; it opens beside this one, named after those who broke away.
 */
function chaseSpawn(event: ChaseEvent): Spawn<ChaseEvent> | null {
  if (event.type !== 'chase/split' || event.spawned === null) return null;
  const spawned = event.spawned;
  const runners = spawned.participants.filter((p) => event.breakaway.includes(p.id)).map((p) => p.name);
  return {
    name: `${inWords(runners)} (split)`,
    participants: spawned.participants.map((p) => p.id),
    events: [spawned],
  };
}
