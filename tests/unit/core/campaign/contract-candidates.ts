import { chase, heist as heistModule, warfare } from '../../../../core/index.ts';
import type { CharacterId, EngineContext, Scene } from '../../../../core/index.ts';
import type { ChaseState } from '../../../../core/cot/chase/types.ts';
import type { HeistState } from '../../../../core/cot/heist/types.ts';
import type { WarfareState } from '../../../../core/cot/warfare/types.ts';
import { candidatesFor } from '../../../../core/cot/chase/engine-candidates.ts';
import { findParticipant } from '../../../../core/cot/chase/roster.ts';
import type { ChaseActionKind } from '../../../../core/cot/chase/engine-candidates.ts';
import { heistEnv } from '../../../../core/cot/prep/index.ts';
import * as heist from '../../../../core/cot/heist/view-candidates.ts';
import { attackCandidates, attackTargets } from '../../../../core/cot/warfare/view-candidates.ts';

/**
 * Candidate commands for an actor, built by the engines' own candidate builders (each destination, target,
 * weapon, Security…) and a few plain ones beside them, independently of the views: whatever a view leaves out of
 * them, `decide` must refuse. They read each engine's state as its rules do, conditions from the sheets.
 */
export function candidatesOf(ctx: EngineContext, scene: Scene, actor: CharacterId): readonly object[] {
  switch (scene.engine) {
    case 'heist':
      return heistCandidates(ctx, heistModule.heistIn(ctx, scene.state!), actor);
    case 'warfare':
      return warfareCandidates(warfare.fightIn(ctx, scene.state!), actor);
    case 'chase':
      return chaseCandidates(chase.chaseIn(ctx, scene.state!), actor);
    default:
      return [];
  }
}

function heistCandidates(ctx: EngineContext, state: HeistState, actor: CharacterId): object[] {
  const at = state.drop.characters.find((c) => c.id === actor);
  if (!at) return [];
  const helpless = heist.helplessHere(state, at);
  return [
    ...heist.moveCandidates(state, at),
    ...heist.bypassCandidates(heistEnv(ctx), state, at),
    ...heist.dropCandidates(state, at),
    ...helpless.flatMap((t) => [
      { type: 'drop/wake', actor, target: t.id },
      { type: 'drop/finish-off', actor, target: t.id },
    ]),
    ...heist.othersHere(state, at).map((victim) => ({
      type: 'heist/palm',
      actor,
      victim: victim.id,
      action: 'lift',
      item: 'something',
    })),
    ...Object.keys(state.spot.loot).map((loot) => ({ type: 'heist/take-loot', actor, loot })),
    ...heist.skillCandidates(at),
    { type: 'heist/call-for-help', guard: actor },
  ];
}

function warfareCandidates(state: WarfareState, actor: CharacterId): object[] {
  const fighter = state.fighters.find((f) => f.id === actor);
  if (!fighter) return [];
  const others = state.fighters.filter((f) => f.id !== actor);
  return [
    ...attackTargets(state, fighter).flatMap((target) => attackCandidates(state, fighter, target)),
    // Attacks the builders leave out: a friend, and with a weapon the fighter does not carry.
    ...others.map((target) => ({
      type: 'warfare/attack',
      attacker: actor,
      target: target.id,
      skill: 'shooting',
      weapon: 'Bazooka',
    })),
    { type: 'warfare/reposition', fighter: actor, reroll: true },
    { type: 'warfare/reposition', fighter: actor, reroll: false },
    { type: 'warfare/break-free', fighter: actor },
    { type: 'warfare/flee', fighter: actor },
    { type: 'warfare/leave', fighter: actor },
    { type: 'warfare/surrender', fighter: actor },
    ...state.flights.map((flight) => ({
      type: 'warfare/join-flight',
      fighter: actor,
      leader: flight.leader,
    })),
    ...others.flatMap((target) => [
      { type: 'warfare/wake', fighter: actor, target: target.id },
      { type: 'warfare/finish-off', fighter: actor, target: target.id },
    ]),
  ];
}

const chaseKinds: readonly ChaseActionKind[] = [
  'accelerate',
  'shake-crowded',
  'shake-leave-crowded',
  'shake-obstacle',
  'shake-dislodge',
  'escape',
  'attack',
  'close',
  'takedown',
  'board',
  'ram',
  'fall-off',
];

function chaseCandidates(state: ChaseState, actor: CharacterId): object[] {
  const participant = findParticipant(state, actor);
  if (!participant) return [];
  return chaseKinds.flatMap((kind) => candidatesFor(state, participant, kind));
}
