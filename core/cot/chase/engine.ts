import type { Absence, ActorId, Spawn } from '../../engine/index.ts';
import { bolster, initiative } from '../world/index.ts';
import { chaseSettings } from '../settings/index.ts';
import type { SceneEngine } from '../world/index.ts';
import { notRead } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { applyChase } from './apply.ts';
import type { RollModifiers } from './commands.ts';
import { decideChase } from './decide.ts';
import { describeChase } from './describe.ts';
import { chaseRolls } from './engine-rolls.ts';
import { chaseActions } from './engine-view.ts';
import type { ChaseEvent } from './events.ts';
import { isIn } from './roster.ts';
import { chaseEffects, chaseIn, liveChase, storedChase } from './scene.ts';
import { chaseCommandSchema, chaseEventSchema, chaseSetupSchema } from './schema.ts';
import { bolstersIn, startChaseScene } from './setup.ts';
import type { ChaseSceneCommand, ChaseSetupInput } from './setup.ts';
import type { ChaseScene } from './types.ts';
import { inWords, outcomeWords } from './words.ts';
import { chaseConformance } from './conformance.ts';
import { chaseBreakout } from './breakout.ts';

import { chasePlayerView } from './player-view.ts';
/**
 * The chase (COT-CHASE-1..14, Action stage, 1-minute rounds) as a scene engine: a thin adapter over the chase's
 * decide, apply, view, describe and rolls. Turns are initiative slots (COT-INIT-2, COT-D-22); the Takedown or Ram
 * right after a successful Close belongs to the Close's turn (COT-CHASE-9). Bolsters go to whoever rolls
 * (COT-TIME-4): the engine hands every participant's to the command, and only those who roll use them. The scene
 * stores the chase without its participants' conditions: the rules read them from the sheets (./scene.ts).
 */
export const chaseEngine: SceneEngine<ChaseScene, ChaseSceneCommand, ChaseEvent, ChaseSetupInput> = {
  id: 'chase',
  title: 'Chase',
  stage: 'action',
  turns: 'initiative',
  capabilities: [initiative('chase', { fromStart: true }), bolster, chaseBreakout],
  board: 'chase',
  settings: [chaseSettings],
  commandSchema: chaseCommandSchema,
  eventSchema: chaseEventSchema,
  setupSchema: chaseSetupSchema,
  start: startChaseScene,
  decide: (ctx, state, command, dice) =>
    decideChase(chaseIn(ctx, state), withBolsters(command, bolstersIn(ctx, state)), dice),
  apply: (state, event) => storedChase(applyChase(state && liveChase(state, notRead), event)),
  actorOf: (_state, command) => ('actor' in command ? command.actor : null),
  isFollowUp: (state, command) =>
    (command.type === 'chase/takedown' || command.type === 'chase/ram') &&
    state.followUp?.actor === command.actor,
  rolls: chaseRolls,
  describe: describeChase,
  view: (ctx, state, actor) => chaseActions(chaseIn(ctx, state), actor, bolstersIn(ctx, state), ctx.names),
  canAct: (state, actor) =>
    state.outcome === null && chaseAbsence(state, actor) === null && known(state, actor),
  absence: chaseAbsence,
  spawns: chaseSpawn,
  effects: chaseEffects,
  ended: (state, names) => (state.outcome === null ? null : outcomeWords(state.outcome, names)),
  playerView: chasePlayerView,
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

const seatOf = (state: ChaseScene, actor: ActorId) =>
  state.participants.find((p) => p.id === (actor as CharacterId));

const known = (state: ChaseScene, actor: ActorId) => seatOf(state, actor) !== undefined;

/**
 * Why someone can no longer take turns for the chase's own reasons: out of it (thrown, fallen off, left dead,
 * COT-INIT-6). Whether they are dead is their sheet's to say (COT-CHAR-6).
 */
function chaseAbsence(state: ChaseScene, actor: ActorId): Absence | null {
  const participant = seatOf(state, actor);
  if (!participant) return null;
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
