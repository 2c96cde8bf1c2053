import { decideInitiative, initiativePool, liveSlot, sideId } from '../../cot/initiative/index.ts';
import type {
  InitiativeCommand,
  InitiativeEvent,
  InitiativeScene,
  LeaveReason,
} from '../../cot/initiative/index.ts';
import { bolsterModifiers } from '../../cot/time/bolster/queries.ts';
import { decideBolsters } from '../../cot/time/bolster/decide.ts';
import type { BolsterCommand } from '../../cot/time/bolster/types.ts';
import type { Dice } from '../../dice/dice.ts';
import type { PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { SceneStep } from './builder.ts';
import { sceneOf } from './apply.ts';
import { moveClock } from './clock.ts';
import type { Scene } from './types.ts';

const initiativeSceneOf = {
  prep: 'prep',
  social: 'social',
  heist: 'heist',
  warfare: 'warfare',
  chase: 'chase',
} as const satisfies Record<Scene['kind'], InitiativeScene>;

/**
 * Rolls initiative for a scene (COT-INIT-1..4): one roll and one slot per participant able to act, with the
 * pool the scene's stage uses (COT-INIT-2; in a chase by each one's role, COT-D-22).
 */
export function rollInitiative(
  step: SceneStep,
  scene: Scene,
  dice: Dice,
  firstRoundSide: string | null,
): Rejection | null {
  if (scene.initiative)
    return reject('scene/initiative-rolled', `Initiative is already rolled for ${scene.name}`);
  const { settings, characters } = step.state;
  const entrants = scene.participants
    .filter((p) => ableToAct(scene, p.characterId) && characters[p.characterId])
    .map((p) => {
      const character = characters[p.characterId]!;
      return {
        characterId: character.id,
        name: character.name,
        side: sideId(p.side),
        pool: initiativePool(character, initiativeSceneOf[scene.kind], p.role),
      };
    });
  if (entrants.length === 0) return reject('scene/nobody-able', `Nobody in ${scene.name} is able to act`);
  const start: InitiativeCommand = {
    type: 'initiative/start',
    scene: initiativeSceneOf[scene.kind],
    settings: {
      initiativeTie: settings.initiativeTie,
      rerollInitiativeEachRound: settings.rerollInitiativeEachRound,
    },
    sides: scene.sides,
    entrants,
    firstRoundSide: firstRoundSide === null ? null : sideId(firstRoundSide),
  };
  return runInitiative(step, scene.id, decideInitiative(null, start, dice));
}

/** Stores initiative events, logs their rolls, and carries out what they mean for turns, Bolsters and the clock. */
export function runInitiative(
  step: SceneStep,
  sceneId: Scene['id'],
  decision: Decision<InitiativeEvent>,
): Rejection | null {
  if (!decision.ok) return decision;
  for (const event of decision.events) {
    step.push({ type: 'scene/changed', sceneId, module: 'initiative', event });
    const problem = afterInitiative(step, sceneId, event);
    if (problem) return problem;
  }
  return null;
}

function afterInitiative(step: SceneStep, sceneId: Scene['id'], event: InitiativeEvent): Rejection | null {
  const note = { what: 'initiative', difficulty: null, success: true, againstLabel: 'initiative' };
  switch (event.type) {
    case 'initiative/started':
      for (const slot of event.slots) step.logRoll(slot.createdBy, slot.roll, note);
      return null;
    case 'initiative/joined':
      if (event.slot) step.logRoll(event.slot.createdBy, event.slot.roll, note);
      return null;
    case 'initiative/round-started':
      for (const slot of event.rerolled ?? []) step.logRoll(slot.createdBy, slot.roll, note);
      return null;
    case 'initiative/focus-declared': // COT-TIME-7: once per session
      step.push({ type: 'character/updated', id: event.focused, changes: { focusRoundUsed: true } });
      return null;
    case 'initiative/turn-ended': // COT-TIME-4: an unused Bolster is lost at the end of the recipient's next turn
      return runBolsters(step, { type: 'time/close-turn', characterId: event.characterId }, sceneId);
    case 'initiative/round-ended': // COT-TIME-3
      return moveClock(step, { type: 'time/finish-round', sceneId });
    default:
      return null;
  }
}

export function runBolsters(
  step: SceneStep,
  command: BolsterCommand,
  sceneId: Scene['id'],
): Rejection | null {
  const decision = decideBolsters(step.state.bolsters, command, step.state.settings);
  if (!decision.ok) return decision;
  for (const event of decision.events) step.push({ type: 'bolsters/changed', event, sceneId });
  return null;
}

/** Whether a participant can still take turns in this scene (alive, conscious, still there). */
export function ableToAct(scene: Scene, id: CharacterId): boolean {
  const fighter = scene.warfare?.fighters.find((f) => f.id === id);
  if (fighter)
    return fighter.condition.state !== 'dead' && !fighter.unconscious && fighter.presence === 'fighting';
  const runner = scene.chase?.participants.find((p) => p.id === id);
  if (runner) return runner.condition.state !== 'dead' && runner.left === null;
  const placed = scene.drop?.characters.find((c) => c.id === id);
  if (placed) return placed.condition.state !== 'dead' && !placed.unconscious;
  return true;
}

/**
 * One character's turn in a scene with initiative (COT-INIT-5): the live slot is claimed for them if nobody
 * holds it, the action runs with their pending Bolsters (COT-TIME-4), then the turn ends. Without initiative
 * the action simply runs. `action` gets the Bolster modifiers to add to its roll.
 */
export function asTurn(
  step: SceneStep,
  sceneId: Scene['id'],
  actor: CharacterId,
  dice: Dice,
  action: (bolsters: readonly PoolModifier[]) => Rejection | null,
): Rejection | null {
  const scene = sceneOf(step.state, sceneId);
  const bolsters = bolsterModifiers(step.state.bolsters, actor, step.state.settings);
  const useBolsters = () =>
    bolsters.length > 0 ? runBolsters(step, { type: 'time/use-bolsters', recipient: actor }, sceneId) : null;
  if (!scene.initiative) return action(bolsters) ?? useBolsters();
  const claimed = claimFor(step, scene, actor, dice);
  if (claimed) return claimed;
  const problem = action(bolsters) ?? useBolsters() ?? leaveFallen(step, sceneId, dice);
  if (problem) return problem;
  const after = sceneOf(step.state, sceneId).initiative;
  if (after?.acting?.characterId !== actor) return null;
  return runInitiative(step, sceneId, decideInitiative(after, { type: 'initiative/end-turn' }, dice));
}

/**
 * An action that belongs to a turn already ended (the Takedown or Ram after a successful Close, COT-CHASE-9):
 * it claims no slot and ends no turn; those it takes out of the scene still give up their slots.
 */
export function asFollowUp(
  step: SceneStep,
  sceneId: Scene['id'],
  dice: Dice,
  action: () => Rejection | null,
): Rejection | null {
  return action() ?? leaveFallen(step, sceneId, dice);
}

function claimFor(step: SceneStep, scene: Scene, actor: CharacterId, dice: Dice): Rejection | null {
  const initiative = scene.initiative!;
  if (initiative.acting) {
    if (initiative.acting.characterId === actor) return null;
    const name = step.state.characters[initiative.acting.characterId]?.name ?? 'someone else';
    return reject('scene/not-your-turn', `It is ${name}'s turn: end it first (COT-INIT-5)`);
  }
  const slot = liveSlot(initiative);
  if (!slot) return reject('scene/no-slot', 'No slot is live: the round is over');
  return runInitiative(
    step,
    scene.id,
    decideInitiative(
      initiative,
      { type: 'initiative/claim-slot', slotId: slot.id, characterId: actor },
      dice,
    ),
  );
}

/** COT-INIT-6: the dead, the unconscious and those who left give up the slot their roll made. */
function leaveFallen(step: SceneStep, sceneId: Scene['id'], dice: Dice): Rejection | null {
  const scene = sceneOf(step.state, sceneId);
  const initiative = scene.initiative;
  if (!initiative) return null;
  for (const participant of initiative.participants) {
    if (participant.status !== 'in') continue;
    const reason = leaveReason(scene, participant.characterId);
    if (!reason) continue;
    const now = sceneOf(step.state, sceneId).initiative!;
    const decision = decideInitiative(
      now,
      { type: 'initiative/leave', characterId: participant.characterId, reason },
      dice,
    );
    const problem = runInitiative(step, sceneId, decision);
    if (problem) return problem;
  }
  return null;
}

function leaveReason(scene: Scene, id: CharacterId): LeaveReason | null {
  const fighter = scene.warfare?.fighters.find((f) => f.id === id);
  const runner = scene.chase?.participants.find((p) => p.id === id);
  const condition = fighter?.condition ?? runner?.condition;
  if (condition?.state === 'dead') return 'dead';
  if (fighter?.unconscious) return 'unconscious';
  if (fighter && fighter.presence !== 'fighting') return fighter.presence === 'left' ? 'fled' : 'left';
  if (runner && runner.left !== null) return 'left';
  return null;
}
