import type { Dice } from '../../dice/dice.ts';
import type { ActorId, ConformanceOutcome } from '../../engine/index.ts';
import type { EngineConformance } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { between, createSheet, sampleSheet } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { ChaseRole as SeatRole } from '../initiative/index.ts';
import type { ChaseActionCommand } from './commands.ts';
import { candidatesFor } from './engine-candidates.ts';
import type { ChaseActionKind } from './engine-candidates.ts';
import type { ChaseEvent } from './events.ts';
import { findParticipant } from './roster.ts';
import { isCatastrophe, resultOf } from './rolls.ts';
import type { ChaseSceneCommand, ChaseSeatSetup, ChaseSetupInput } from './setup.ts';
import { chaseIn } from './scene.ts';
import type { ChaseScene, ChaseState } from './types.ts';

/**
 * The chase in the conformance suite: a Target on foot or in a car, pursuers on foot, on a motorcycle or in a car;
 * every action of either role for everyone (the Target's for a pursuer and back), and which row of the odds
 * each rolled action came to.
 */

const chaseSkills = ['athletics', 'driving', 'shooting', 'handToHand', 'resist'] as const;
const gear = ['Revolver', 'Knife, razor', 'Automatic pistol'];

type Seat = Omit<ChaseSeatSetup, 'side'>;

/** Seats of one side: on foot, or in one vehicle with its driver first. */
function seats(dice: Dice, people: readonly Character[], vehicles: readonly string[]): Seat[] {
  const vehicle = dice.roll(2) === 1 ? null : vehicles[dice.roll(vehicles.length) - 1]!;
  return people.map((person, index) => {
    const role: SeatRole = vehicle === null ? 'on-foot' : index === 0 ? 'driver' : 'passenger';
    return { characterId: person.id, vehicle, role };
  });
}

function sample(dice: Dice) {
  const top = between(dice, 1, 3); // ratings of this sample's sheets: 1 makes pools of a die or two
  const person = (prefix: string, n: number, kind: Character['kind']) =>
    sampleSheet(dice, {
      top,
      id: `${prefix}-${n}`,
      kind,
      name: `${prefix} ${n}`,
      skills: chaseSkills,
      weapons: gear,
    });
  const runners = Array.from({ length: between(dice, 1, 2) }, (_, n) => person('runner', n + 1, 'crew'));
  const hunters = Array.from({ length: between(dice, 1, 3) }, (_, n) => person('hunter', n + 1, 'guard'));
  const targets = seats(dice, runners, ['Car', 'Motorcycle']).map((s) => ({ ...s, side: 'crew' }));
  const pursuers = seats(dice, hunters, ['Car', 'Motorcycle', 'Truck / van']).map((s) => ({
    ...s,
    side: 'guards',
  }));
  const setup: ChaseSetupInput = {
    targets,
    pursuers,
    distance: dice.roll(3) === 1 ? null : between(dice, 1, 3),
    cramped: dice.roll(4) === 1,
  };
  const all = [...targets, ...pursuers];
  return {
    campaign: [...runners, ...hunters].map(createSheet),
    name: 'A chase through the market',
    draft: {
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'guards', label: 'Guards', crew: false },
      ],
      participants: all.map((s) => ({ characterId: s.characterId, side: s.side, zone: '' })),
      spotId: null,
    },
    roles: Object.fromEntries(all.map((s) => [s.characterId, s.role])) as Record<CharacterId, SeatRole>,
    setup,
    rollInitiative: true,
  };
}

const everyKind: readonly ChaseActionKind[] = [
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

/**
 * COT-CHASE-4..13: every action of both roles for the actor, each weapon and defender, each boarder, each roller
 * of a tie (the Target's actions for a pursuer, a pursuer's for the Target: decide must refuse them).
 */
function candidates(state: ChaseState, actor: ActorId): ChaseActionCommand[] {
  const participant = findParticipant(state, actor as CharacterId);
  if (!participant) return [];
  const own = everyKind.flatMap((kind) => candidatesFor(state, participant, kind));
  // COT-D-92: naming a roller who rolls for no group (a passenger, someone gone), and attacking one's own side.
  const idle = state.participants.filter((p) => p.seat.kind === 'passenger' || p.left !== null);
  const friends = state.participants.filter((p) => p.id !== participant.id && p.role === participant.role);
  const strays: ChaseActionCommand[] = [
    ...idle.flatMap((other): ChaseActionCommand[] => [
      { type: 'chase/accelerate', actor: participant.id, rollers: [other.id] },
      { type: 'chase/close', actor: participant.id, rollers: [other.id] },
    ]),
    ...friends.map((other): ChaseActionCommand => ({
      type: 'chase/attack',
      actor: participant.id,
      defender: { kind: 'character', id: other.id },
      means: { kind: 'weapon', weapon: 'Fists' },
    })),
  ];
  // COT-D-83: asking for a Cover re-roll is always refused.
  return [...own, ...strays, { type: 'chase/reroll-cover', actor: participant.id }];
}

const opposedKeys: Partial<Record<ChaseEvent['type'], string>> = {
  'chase/takedown-attempted': 'caught',
  'chase/board-attempted': 'aboard',
};

/** The row of the chase's odds a rolled action came to (odds-group.ts, odds-opposed.ts, odds-attack.ts). */
function outcome(command: ChaseSceneCommand, events: readonly ChaseEvent[]): ConformanceOutcome | null {
  const first = events.find((e) => e.type !== 'chase/catastrophe');
  if (!first) return null;
  switch (first.type) {
    case 'chase/accelerated': {
      // COT-CHASE-5: the Target's catastrophe, else how many pursuer groups it beat.
      if (isCatastrophe(resultOf(first.roll))) return { key: 'catastrophe', headline: false };
      const beaten = first.groups.filter((g) => g.success).length;
      return { key: `beats-${beaten}`, headline: beaten > 0 };
    }
    case 'chase/obstacle-run':
      // COT-CHASE-6, COT-D-80.
      if (isCatastrophe(resultOf(first.roll))) return { key: 'catastrophe', headline: false };
      return { key: first.success ? 'success' : 'failure', headline: first.success };
    case 'chase/dislodge-attempted': {
      // COT-CHASE-6: the driver's catastrophe, the boarder holding on, or thrown off (Wounded, dead).
      if (isCatastrophe(resultOf(first.driverRoll))) return { key: 'catastrophe', headline: false };
      if (!first.success) return { key: 'failure', headline: false };
      const hurt = events.some((e) => e.type === 'chase/killed' && e.id === first.boarder)
        ? 'thrown-killed'
        : events.some((e) => e.type === 'chase/wounded' && e.id === first.boarder)
          ? 'thrown-wounded'
          : 'thrown';
      return { key: hurt, headline: true };
    }
    case 'chase/closed': {
      // COT-CHASE-9, COT-D-79.
      if (isCatastrophe(resultOf(first.roll))) return { key: 'catastrophe', headline: false };
      if (!first.success) return { key: 'failure', headline: false };
      return { key: first.followUp ? 'follow-up' : 'success', headline: true };
    }
    case 'chase/takedown-attempted':
    case 'chase/board-attempted':
      // COT-CHASE-10, COT-CHASE-11.
      if (isCatastrophe(resultOf(first.roll))) return { key: 'catastrophe', headline: false };
      return first.success
        ? { key: opposedKeys[first.type]!, headline: true }
        : { key: 'failure', headline: false };
    case 'chase/attacked':
      // COT-CHASE-8, COT-CHASE-12, COT-WAR-5: a catastrophe, or the damage; the headline is the hit.
      if (command.type !== 'chase/attack' && command.type !== 'chase/ram') return null;
      if (isCatastrophe(resultOf(first.roll))) return { key: 'catastrophe', headline: false };
      return { key: `damage-${first.damage}`, headline: first.hit === true };
    default:
      return null;
  }
}

export const chaseConformance: EngineConformance<ChaseScene, ChaseSceneCommand, ChaseEvent, ChaseSetupInput> =
  {
    sample,
    candidates: (ctx, scene, actor) => candidates(chaseIn(ctx, scene), actor),
    outcome: (_ctx, _scene, command, events) => outcome(command, events),
  };
