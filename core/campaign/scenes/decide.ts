import * as v from 'valibot';
import { decideInitiative } from '../../cot/initiative/index.ts';
import type { SceneId } from '../../cot/time/index.ts';
import { capabilityOf } from '../../engine/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { ok, reject, unreachable } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { issueProblem } from '../issues.ts';
import type { CampaignEvent, CampaignState } from '../types.ts';
import { SceneStep } from './builder.ts';
import { followOwnRounds, moveClock } from './clock.ts';
import { cannotAct } from './absence.ts';
import { joinScene, leaveScene } from './membership.ts';
import { spawnedSceneId } from './spawned.ts';
import { closeScene, openChild, openScene, startChild } from './open.ts';
import { afterAction, asTurn, rollInitiative, runBolsters, runFreeTurns, runInitiative } from './turns.ts';
import type { Scene, SceneAction, SceneCommand } from './types.ts';

/**
 * Decides a scene command: opening and closing scenes, the clock, turns, Bolster and Wait, and every engine's
 * actions. The engines decide their rules; this layer keeps turns, the clock, the roll log and the sheets in
 * step with them, the same way for every engine. Nothing is stored on a rejection.
 */
export function decideScene(
  state: CampaignState,
  command: SceneCommand,
  dice: Dice,
): Decision<CampaignEvent> {
  const step = new SceneStep(state, command.at, command.rollId, dice);
  const problem = route(step, command, dice);
  return problem ?? ok(step.events);
}

function route(step: SceneStep, command: SceneCommand, dice: Dice): Rejection | null {
  if (command.type === 'scene/open') return openScene(step, command, dice);
  const scene = Object.hasOwn(step.state.scenes, command.sceneId)
    ? step.state.scenes[command.sceneId]
    : undefined;
  if (!scene) {
    const closed = Object.hasOwn(step.state.closed, command.sceneId)
      ? step.state.closed[command.sceneId]
      : null;
    if (closed) return reject('scene/ended', `${closed.name} has ended: ${closed.ended}`);
    return reject('scene/unknown', 'That scene does not exist (it may have closed long ago)');
  }
  if (scene.ended !== null) return reject('scene/ended', `${scene.name} has ended: ${scene.ended}`);
  return inScene(step, scene, command, dice);
}

function inScene(
  step: SceneStep,
  scene: Scene,
  command: Exclude<SceneCommand, { type: 'scene/open' }>,
  dice: Dice,
): Rejection | null {
  switch (command.type) {
    case 'scene/act':
      return act(step, scene, command, dice);
    case 'scene/start-child':
      return startChild(step, scene, command, dice);
    case 'scene/close':
      return closeScene(step, scene);
    case 'scene/end-round':
      return endRound(step, scene);
    case 'scene/next-turn':
      return nextTurn(step, scene, dice);
    case 'scene/join':
      return joinScene(step, scene, command.participant, command.confirmed === true, dice);
    case 'scene/leave':
      return leaveScene(step, scene, command.characterId, dice);
    case 'scene/roll-initiative':
      return rollInitiative(step, scene, dice, null);
    case 'scene/claim-slot': {
      const unable = cannotAct(step, scene, command.characterId);
      if (unable) return unable;
      return withInitiative(step, scene, (initiative) =>
        decideInitiative(
          initiative,
          { type: 'initiative/claim-slot', slotId: command.slotId, characterId: command.characterId },
          dice,
        ),
      );
    }
    case 'scene/end-turn':
      if (!scene.turns.initiative && scene.turns.free?.acting)
        return runFreeTurns(step, scene.id, { type: 'time/end-free-turn' });
      return withInitiative(step, scene, (initiative) =>
        decideInitiative(initiative, { type: 'initiative/end-turn' }, dice),
      );
    case 'scene/declare-focus': {
      const focused = step.state.characters[command.focused];
      return withInitiative(step, scene, (initiative) =>
        decideInitiative(
          initiative,
          {
            type: 'initiative/declare-focus',
            focused: command.focused,
            donors: command.donors,
            focusRoundUsed: focused?.focusRoundUsed ?? false,
          },
          dice,
        ),
      );
    }
    case 'scene/bolster': // COT-TIME-4: Bolster takes the giver's turn; the fallen receive none (COT-INIT-6)
      return (
        noBolster(scene) ??
        cannotAct(step, scene, command.recipient) ??
        asTurn(step, scene.id, command.giver, dice, () =>
          runBolsters(
            step,
            { type: 'time/bolster', giver: command.giver, recipient: command.recipient },
            scene.id,
          ),
        )
      );
    case 'scene/wait':
      return (
        noBolster(scene) ??
        asTurn(step, scene.id, command.characterId, dice, () =>
          runBolsters(step, { type: 'time/wait', characterId: command.characterId }, scene.id),
        )
      );
    default:
      return unreachable(command);
  }
}

/**
 * One engine command in a scene: checked against the engine's command schema first (a malformed command is
 * refused, naming the field, and never reaches the rules), then decided as the actor's turn, a follow-up of a
 * turn already taken, or a GM command outside turns.
 */
function act(step: SceneStep, scene: Scene, command: SceneAction, dice: Dice): Rejection | null {
  if (command.engine !== scene.engine) {
    return reject(
      'scene/wrong-engine',
      `${scene.name} is a ${engineOf(scene.engine).title} scene, not ${engineOf(command.engine).title}`,
    );
  }
  const engine = engineOf(scene.engine);
  const state = scene.state;
  if (state === null)
    return reject('scene/not-started', `${scene.name} has nothing of ${engine.title} to play`);
  const parsed = v.safeParse(engine.commandSchema, command.command, { abortEarly: true });
  if (!parsed.success) {
    const problem = issueProblem(parsed.issues[0]!, 'command');
    return reject('command/invalid', `${problem.field}: ${problem.message}`, { field: problem.field });
  }
  const inner = parsed.output;
  const actor = engine.actorOf(state, inner);
  const modifiers = command.modifiers ?? [];
  const gm = actor !== null && modifiers.length > 0 ? { actor, modifiers } : undefined;
  const run = () => {
    const decision = engine.decide(step.context(scene.id, gm), step.scene(scene.id).state, inner, dice);
    // An engine command that records nothing is refused, never stored as a turn with no action in it.
    if (decision.ok && decision.events.length === 0) return nothingChanged(scene, inner.type);
    return step.runEngine(scene.id, decision);
  };
  if (engine.turns === 'engine' || actor === null || engine.isFollowUp?.(state, inner)) {
    step.rollers.clear();
    return (
      run() ?? afterAction(step, scene.id) ?? followOwnRounds(step, scene.id) ?? spawned(step, scene.id, dice)
    );
  }
  return asTurn(step, scene.id, actor as CharacterId, dice, run) ?? spawned(step, scene.id, dice);
}

/** COT-TIME-4: Bolster and Wait are for the scenes of an engine that declares them (the bolster capability). */
function noBolster(scene: Scene): Rejection | null {
  const engine = engineOf(scene.engine);
  if (engine.turns === 'initiative' && capabilityOf(engine, 'bolster')) return null;
  return reject('scene/no-bolster', `${engine.title} has no Bolster or Wait (COT-TIME-4)`);
}

function nothingChanged(scene: Scene, command: string): Rejection {
  return reject('command/no-change', `Nothing to change: ${command} would record nothing in ${scene.name}`, {
    command,
  });
}

/** COT-CHASE-3 and its like: the scenes an engine's events split off open beside their source. */
function spawned(step: SceneStep, sceneId: SceneId, dice: Dice): Rejection | null {
  const source = step.scene(sceneId);
  const engine = engineOf(source.engine);
  if (!engine.spawns) return null;
  const start = step.events.findIndex((event) => event.type === 'scene/changed' && event.sceneId === sceneId);
  const events = start < 0 ? [] : step.events.slice(start);
  for (const [index, event] of events.entries()) {
    if (event.type !== 'scene/changed' || event.sceneId !== sceneId || event.module !== source.engine)
      continue;
    const spawn = engine.spawns(event.event);
    if (!spawn) continue;
    const id = spawnedSceneId(sceneId, index);
    const participants = source.participants.filter((p) => spawn.participants.includes(p.characterId));
    const parent = (source.parent && step.state.scenes[source.parent]) || source;
    const opened = openChild(step, parent, id, spawn.name, source.engine, participants);
    if (opened) return opened;
    const started = step.runEngine(id, { ok: true, events: spawn.events });
    if (started) return started;
    const rolled = rollInitiative(step, step.scene(id), dice, null);
    if (rolled) return rolled;
  }
  return null;
}

/** Without initiative the GM ends the round (COT-TIME-5); with it, rounds end when every slot is used. */
function endRound(step: SceneStep, scene: Scene): Rejection | null {
  if (scene.turns.initiative)
    return reject('scene/round-by-slots', `${scene.name}'s rounds end when every slot is used`);
  if (scene.turns.free) return runFreeTurns(step, scene.id, { type: 'time/end-free-round' });
  return moveClock(step, { type: 'time/finish-round', sceneId: scene.id });
}

/** The "Next turn" key: the running turn ends, or the live slot passes to the next side able to take one (COT-INIT-5). */
function nextTurn(step: SceneStep, scene: Scene, dice: Dice): Rejection | null {
  if (scene.turns.initiative) {
    return withInitiative(step, scene, (initiative) =>
      decideInitiative(initiative, { type: 'initiative/pass' }, dice),
    );
  }
  if (scene.turns.free?.acting) return runFreeTurns(step, scene.id, { type: 'time/end-free-turn' });
  return reject(
    'scene/no-initiative',
    `Without initiative anyone in ${scene.name} may act, in any order (COT-TIME-5)`,
  );
}

function withInitiative(
  step: SceneStep,
  scene: Scene,
  decide: (initiative: NonNullable<Scene['turns']['initiative']>) => ReturnType<typeof decideInitiative>,
): Rejection | null {
  const initiative = scene.turns.initiative;
  if (!initiative) return reject('scene/no-initiative', `Roll initiative for ${scene.name} first`);
  return runInitiative(step, scene.id, decide(initiative));
}
