import { decideInitiative } from '../../cot/initiative/index.ts';
import type { Dice } from '../../dice/dice.ts';
import { ok, reject, unreachable } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { CampaignEvent, CampaignState } from '../types.ts';
import { chaseAction, dropAction, startChase, startWarfare, warfareAction } from './actions.ts';
import { SceneStep } from './builder.ts';
import { moveClock } from './clock.ts';
import { joinScene, leaveScene } from './membership.ts';
import { closeScene, openScene, summaryOf } from './open.ts';
import { asTurn, rollInitiative, runBolsters, runInitiative } from './turns.ts';
import type { Scene, SceneCommand } from './types.ts';

/**
 * Decides a scene command: opening and closing scenes, the clock, initiative and turns, Bolster and Wait,
 * and every action of the Drop, Gang Warfare and chases. The engines decide; this layer keeps turns, the
 * clock, the roll log and the character sheets in step with them. Nothing is stored on a rejection.
 */
export function decideScene(
  state: CampaignState,
  command: SceneCommand,
  dice: Dice,
): Decision<CampaignEvent> {
  const step = new SceneStep(state, command.at, command.rollId);
  const problem = route(step, command, dice);
  return problem ?? ok(step.events);
}

function route(step: SceneStep, command: SceneCommand, dice: Dice): Rejection | null {
  if (command.type === 'scene/open') return openScene(step, command);
  const scene = step.state.scenes[command.sceneId];
  if (!scene || !Object.hasOwn(step.state.scenes, command.sceneId)) {
    return reject('scene/unknown', 'That scene does not exist');
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
    case 'scene/close':
      return closeScene(step, scene, summaryOf(scene));
    case 'scene/end-round':
      if (scene.initiative)
        return reject('scene/round-by-slots', `${scene.name}'s rounds end when every slot is used`);
      return moveClock(step, { type: 'time/finish-round', sceneId: scene.id });
    case 'scene/join':
      return joinScene(step, scene, command.participant, dice);
    case 'scene/leave':
      return leaveScene(step, scene, command.characterId, dice);
    case 'scene/roll-initiative':
      return rollInitiative(step, scene, dice, null);
    case 'scene/claim-slot':
    case 'scene/end-turn':
    case 'scene/declare-focus':
      return initiativeCommand(step, scene, command, dice);
    case 'scene/bolster': // COT-TIME-4: Bolster takes the giver's turn
      return asTurn(step, scene.id, command.giver, dice, () =>
        runBolsters(
          step,
          { type: 'time/bolster', giver: command.giver, recipient: command.recipient },
          scene.id,
        ),
      );
    case 'scene/wait':
      return asTurn(step, scene.id, command.characterId, dice, () =>
        runBolsters(step, { type: 'time/wait', characterId: command.characterId }, scene.id),
      );
    case 'scene/drop':
      return dropAction(step, scene, command.command, dice);
    case 'scene/start-warfare':
      return startWarfare(step, scene, command, dice);
    case 'scene/warfare':
      return warfareAction(step, scene, command.command, dice);
    case 'scene/start-chase':
      return startChase(step, scene, command, dice);
    case 'scene/chase':
      return chaseAction(step, scene, command.command, dice);
    default:
      return unreachable(command);
  }
}

function initiativeCommand(
  step: SceneStep,
  scene: Scene,
  command: Extract<SceneCommand, { type: 'scene/claim-slot' | 'scene/end-turn' | 'scene/declare-focus' }>,
  dice: Dice,
): Rejection | null {
  const initiative = scene.initiative;
  if (!initiative) return reject('scene/no-initiative', `Roll initiative for ${scene.name} first`);
  switch (command.type) {
    case 'scene/claim-slot':
      return runInitiative(
        step,
        scene.id,
        decideInitiative(
          initiative,
          { type: 'initiative/claim-slot', slotId: command.slotId, characterId: command.characterId },
          dice,
        ),
      );
    case 'scene/end-turn':
      return runInitiative(
        step,
        scene.id,
        decideInitiative(initiative, { type: 'initiative/end-turn' }, dice),
      );
    case 'scene/declare-focus': {
      const focused = step.state.characters[command.focused];
      const decision = decideInitiative(
        initiative,
        {
          type: 'initiative/declare-focus',
          focused: command.focused,
          donors: command.donors,
          focusRoundUsed: focused?.focusRoundUsed ?? false,
        },
        dice,
      );
      return runInitiative(step, scene.id, decision);
    }
  }
}
