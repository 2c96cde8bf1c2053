import { capabilityOf } from '../../engine/index.ts';
import { decideInitiative, liveSlot, sideId } from '../../cot/initiative/index.ts';
import type { InitiativeCommand, InitiativeEvent } from '../../cot/initiative/index.ts';
import { decideBolsters } from '../../cot/time/index.ts';
import type { BolsterCommand } from '../../cot/time/index.ts';
import { decideFreeTurns } from '../../cot/time/index.ts';
import type { FreeTurnsCommand, FreeTurnsEvent } from '../../cot/time/index.ts';
import type { SceneId } from '../../cot/time/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { ableToAct, cannotAct } from './absence.ts';
import type { SceneStep } from './builder.ts';
import { moveClock, sceneRound } from './clock.ts';
import { initiativeEntrants } from './initiative-preview.ts';
import { settlePresence, startNextRound } from './presence.ts';
import type { Scene } from './types.ts';

/**
 * Turns in scenes whose engine leaves them to the scene layer (COT-INIT, COT-TIME-4, COT-TIME-5): initiative
 * slots once rolled, else one turn each per round. An action by a character takes their turn: the live slot is
 * claimed for them (or their free turn starts), the action runs with their Bolsters, whoever rolled spends
 * theirs, those the action took out give up their slots, and the turn ends.
 */

/**
 * Rolls initiative for a scene (COT-INIT-1..4): one roll and one slot per participant able to act, with the
 * pool the scene's engine uses (COT-INIT-2; in a chase by each one's role, COT-D-22). The slots count on from
 * the rounds the scene already played.
 */
export function rollInitiative(
  step: SceneStep,
  scene: Scene,
  dice: Dice,
  firstRoundSide: string | null,
): Rejection | null {
  if (scene.turns.initiative)
    return reject('scene/initiative-rolled', `Initiative is already rolled for ${scene.name}`);
  const engine = engineOf(scene.engine);
  const pools = capabilityOf(engine, 'initiative')?.pools;
  if (engine.turns !== 'initiative' || !pools) {
    return reject('scene/no-initiative-here', `${engine.title} keeps its own turns: it rolls no initiative`);
  }
  const { settings } = step.state;
  const entrants = initiativeEntrants(step.state, scene);
  if (entrants.length === 0) return reject('scene/nobody-able', `Nobody in ${scene.name} is able to act`);
  const start: InitiativeCommand = {
    type: 'initiative/start',
    scene: pools,
    settings: {
      initiativeTie: settings.initiativeTie,
      rerollInitiativeEachRound: settings.rerollInitiativeEachRound,
    },
    sides: scene.sides,
    entrants,
    firstRoundSide: firstRoundSide === null ? null : sideId(firstRoundSide),
    fromRound: sceneRound(step.state.clock, scene.id),
  };
  return runInitiative(step, scene.id, decideInitiative(null, start, dice));
}

/**
 * Stores initiative events, logs their rolls, and carries out what they mean for turns, Bolsters and the clock.
 * When a round ends, the next one starts with whoever fell out of it gone and whoever came back in (COT-INIT-6).
 */
export function runInitiative(
  step: SceneStep,
  sceneId: SceneId,
  decision: Decision<InitiativeEvent>,
): Rejection | null {
  if (!decision.ok) return decision;
  const cut = decision.events.findIndex((event) => event.type === 'initiative/round-ended');
  if (cut < 0) return pushInitiative(step, sceneId, decision.events);
  return (
    pushInitiative(step, sceneId, decision.events.slice(0, cut + 1)) ??
    startNextRound(step, sceneId, decision.events.slice(cut + 1))
  );
}

/** Stores initiative events as they are, each followed by what it means (see `runInitiative`). */
export function pushInitiative(
  step: SceneStep,
  sceneId: SceneId,
  events: readonly InitiativeEvent[],
): Rejection | null {
  for (const event of events) {
    step.pushTurns(sceneId, { module: 'initiative', event });
    const problem = afterInitiative(step, sceneId, event);
    if (problem) return problem;
  }
  return null;
}

function afterInitiative(step: SceneStep, sceneId: SceneId, event: InitiativeEvent): Rejection | null {
  const log = (characterId: CharacterId, roll: Parameters<SceneStep['logRoll']>[0]['roll']) =>
    roll &&
    step.logRoll({
      roller: characterId,
      what: 'initiative',
      basePool: roll.pool,
      modifiers: [],
      pool: roll.pool,
      roll,
      difficulty: null,
      againstLabel: 'initiative',
      success: null,
      result: `slot ${roll.total}`,
    });
  switch (event.type) {
    case 'initiative/started':
      for (const slot of event.slots) log(slot.createdBy, slot.roll);
      return null;
    case 'initiative/joined':
      if (event.slot) log(event.slot.createdBy, event.slot.roll);
      return null;
    case 'initiative/round-started':
      for (const slot of event.rerolled ?? []) log(slot.createdBy, slot.roll);
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

/** Stores the turns of a scene played without initiative (COT-TIME-5), moving the clock when a round ends. */
export function runFreeTurns(step: SceneStep, sceneId: SceneId, command: FreeTurnsCommand): Rejection | null {
  const decision: Decision<FreeTurnsEvent> = decideFreeTurns(step.scene(sceneId).turns.free, command);
  if (!decision.ok) return decision;
  for (const event of decision.events) {
    step.pushTurns(sceneId, { module: 'free-turns', event });
    if (event.type === 'time/free-turn-ended') {
      const closed = runBolsters(step, { type: 'time/close-turn', characterId: event.characterId }, sceneId);
      if (closed) return closed;
    }
    if (event.type === 'time/free-round-ended') {
      // COT-TIME-3; the engine hears the round end, and who came round takes turns again (COT-INIT-6).
      const moved = moveClock(step, { type: 'time/finish-round', sceneId }) ?? settlePresence(step, sceneId);
      if (moved) return moved;
    }
  }
  return null;
}

export function runBolsters(step: SceneStep, command: BolsterCommand, sceneId: SceneId): Rejection | null {
  const decision = decideBolsters(step.state.bolsters, command, step.state.settings, step.names(sceneId));
  if (!decision.ok) return decision;
  for (const event of decision.events) step.push({ type: 'bolsters/changed', event, sceneId });
  return null;
}

/**
 * Begins counting turns without initiative (COT-TIME-5): every participant able to act takes one turn a round,
 * or as many as the engine gives (a Prep day's actions, COT-D-21).
 */
export function beginFreeTurns(step: SceneStep, sceneId: SceneId): Rejection | null {
  const scene = step.scene(sceneId);
  if (engineOf(scene.engine).turns !== 'initiative') return null;
  const names = step.names(sceneId);
  const members = scene.participants
    .filter((p) => ableToAct(step.state, scene, p.characterId))
    .map((p) => ({ characterId: p.characterId, name: names(p.characterId) }));
  if (members.length === 0) return null;
  const engine = engineOf(scene.engine);
  const turnsEach = engine.turnsPerRound?.(step.context(sceneId)) ?? 1;
  return runFreeTurns(step, sceneId, {
    type: 'time/begin-free-turns',
    stage: scene.stage,
    members,
    ...(turnsEach !== 1 ? { turnsEach } : {}),
  });
}

/**
 * One character's turn in a scene (COT-INIT-5, COT-TIME-5): with initiative the live slot is claimed for them
 * if nobody holds it; without, their one turn of the round starts. The action runs with their Bolsters;
 * everyone who rolled spends theirs (COT-TIME-4); then the turn ends.
 */
export function asTurn(
  step: SceneStep,
  sceneId: SceneId,
  actor: CharacterId,
  dice: Dice,
  action: () => Rejection | null,
): Rejection | null {
  const scene = step.scene(sceneId);
  const unable = cannotAct(step, scene, actor);
  if (unable) return unable;
  step.rollers.clear();
  const initiative = scene.turns.initiative;
  if (initiative) {
    const claimed = claimFor(step, scene, actor, dice);
    if (claimed) return claimed;
    const problem = action() ?? afterAction(step, sceneId);
    if (problem) return problem;
    const after = step.scene(sceneId).turns.initiative;
    if (after?.acting?.characterId !== actor) return null;
    return runInitiative(step, sceneId, decideInitiative(after, { type: 'initiative/end-turn' }, dice));
  }
  if (scene.turns.free) {
    const started = runFreeTurns(step, sceneId, { type: 'time/start-free-turn', characterId: actor });
    if (started) return started;
    const problem = action() ?? afterAction(step, sceneId);
    if (problem) return problem;
    if (step.scene(sceneId).turns.free?.acting !== actor) return null;
    return runFreeTurns(step, sceneId, { type: 'time/end-free-turn' });
  }
  return action() ?? afterAction(step, sceneId);
}

/**
 * What follows any action, a GM ruling or a follow-up included: everyone who rolled spends their Bolsters
 * (COT-TIME-4); the dead, the unconscious and those who left give up their slots (COT-INIT-6); someone woken
 * comes back for the next round.
 */
export function afterAction(step: SceneStep, sceneId: SceneId): Rejection | null {
  for (const recipient of step.bolsteredRollers()) {
    const spent = runBolsters(step, { type: 'time/use-bolsters', recipient }, sceneId);
    if (spent) return spent;
  }
  step.rollers.clear();
  return settlePresence(step, sceneId);
}

function claimFor(step: SceneStep, scene: Scene, actor: CharacterId, dice: Dice): Rejection | null {
  const initiative = scene.turns.initiative!;
  if (initiative.acting) {
    if (initiative.acting.characterId === actor) return null;
    const name = step.names(scene.id)(initiative.acting.characterId);
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
