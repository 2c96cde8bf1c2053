import type { Dice } from '../../dice/dice.ts';
import type { ActorId, ConformanceOutcome } from '../../engine/index.ts';
import type { EngineConformance } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { between, createSheet, sampleSheet } from '../characters/index.ts';
import type { WarfareSceneCommand, WarfareSetup } from './setup.ts';
import { fightIn } from './scene.ts';
import type { AttackCommand, WarfareEvent, WarfareScene, WarfareState } from './types.ts';
import { attackCandidates, attackTargets } from './view-candidates.ts';

/**
 * Gang Warfare in the conformance suite: a fight of two to four on each side, with guns, knives, a dynamite
 * stick and sometimes a car; the commands near the view's (attacks on friends, with gear never carried, every
 * turn command); and which row of the odds an attack, a Reposition or a Break free came to.
 */

const gear = ['Revolver', 'Knife, razor', 'Shotgun', 'Grenade, dynamite stick', 'Club, sap, knuckle-duster'];
const fightSkills = ['shooting', 'handToHand', 'explosives', 'resist', 'athletics', 'driving'] as const;

function sample(dice: Dice) {
  const top = between(dice, 1, 3); // ratings of this sample's sheets: 1 makes pools of a die or two
  const sides = [
    { id: 'crew', label: 'Crew', crew: true },
    { id: 'guards', label: 'Guards', crew: false },
  ];
  const crew = Array.from({ length: between(dice, 1, 3) + 1 }, (_, n) =>
    sampleSheet(dice, {
      top,
      id: `crew-${n + 1}`,
      kind: 'crew',
      name: `Crew ${n + 1}`,
      skills: fightSkills,
      weapons: gear,
    }),
  );
  const guards = Array.from({ length: between(dice, 1, 3) + 1 }, (_, n) =>
    sampleSheet(dice, {
      top,
      id: `guard-${n + 1}`,
      kind: 'guard',
      name: `Guard ${n + 1}`,
      skills: fightSkills,
      weapons: gear,
      armour: dice.roll(3) === 1 ? 'Heavy coat, padded jacket' : null,
    }),
  );
  const participants = [
    ...crew.map((c) => ({ characterId: c.id, side: 'crew', zone: 'Yard' })),
    ...guards.map((c) => ({ characterId: c.id, side: 'guards', zone: 'Yard' })),
  ];
  // COT-WAR-4, COT-DROP-9: now and then a car in the yard and someone lying Unconscious.
  const special = dice.roll(3) === 1;
  const setup: WarfareSetup | undefined = special
    ? {
        zone: 'Yard',
        fighters: participants.map((p, index) => ({
          characterId: p.characterId,
          side: p.side,
          unconscious: index === participants.length - 1,
        })),
        vehicles: [{ vehicle: 'Car', driver: crew[0]!.id, passengers: crew.slice(1, 2).map((c) => c.id) }],
        firstRoundSide: null,
      }
    : undefined;
  return {
    campaign: [...crew, ...guards].map(createSheet),
    name: 'A fight in the yard',
    draft: { sides, participants, spotId: null },
    ...(setup ? { setup } : {}),
  };
}

/** COT-WAR-3..11, COT-DROP-9: every command a fighter could send, the view's builders' and the ones they leave out. */
function candidates(state: WarfareState, actor: ActorId): WarfareSceneCommand[] {
  const fighter = state.fighters.find((f) => f.id === actor);
  if (!fighter) return [];
  const others = state.fighters.filter((f) => f.id !== actor);
  return [
    ...attackTargets(state, fighter).flatMap((target) => attackCandidates(state, fighter, target)),
    // Attacks the builders leave out: anyone at all, with a weapon the fighter does not carry, or by driving.
    ...others.flatMap((target): AttackCommand[] => [
      {
        type: 'warfare/attack',
        attacker: fighter.id,
        target: target.id,
        skill: 'shooting',
        weapon: 'Machine gun',
      },
      { type: 'warfare/attack', attacker: fighter.id, target: target.id, skill: 'driving' },
      {
        type: 'warfare/attack',
        attacker: fighter.id,
        target: target.id,
        skill: 'handToHand',
        weapon: 'Sword, axe, crowbar',
        restrain: true,
      },
    ]),
    { type: 'warfare/attack', attacker: fighter.id, target: fighter.id, skill: 'handToHand' },
    { type: 'warfare/reposition', fighter: fighter.id, reroll: true },
    { type: 'warfare/reposition', fighter: fighter.id, reroll: false },
    { type: 'warfare/break-free', fighter: fighter.id },
    { type: 'warfare/flee', fighter: fighter.id },
    { type: 'warfare/leave', fighter: fighter.id },
    { type: 'warfare/surrender', fighter: fighter.id },
    ...state.fighters.map((leader) => ({
      type: 'warfare/join-flight' as const,
      fighter: fighter.id,
      leader: leader.id,
    })),
    ...others.flatMap((target) => [
      { type: 'warfare/wake' as const, fighter: fighter.id, target: target.id },
      { type: 'warfare/finish-off' as const, fighter: fighter.id, target: target.id },
    ]),
  ];
}

/** The odds row an attack on its named target, a Reposition or a Break free came to (view-odds.ts). */
function outcome(command: WarfareSceneCommand, events: readonly WarfareEvent[]): ConformanceOutcome | null {
  switch (command.type) {
    case 'warfare/attack':
      return attackOutcome(command, events);
    case 'warfare/reposition': {
      // COT-WAR-10, COT-D-38: the new Cover against the old (kept when better, so never lower, under that rule).
      const rolled = events.find((e) => e.type === 'warfare/cover-rolled');
      if (rolled?.type !== 'warfare/cover-rolled') return null;
      const change = Math.sign(rolled.coverScore - rolled.coverBefore);
      return { key: change > 0 ? 'higher' : change === 0 ? 'same' : 'lower', headline: change > 0 };
    }
    case 'warfare/break-free': {
      // COT-WAR-9: free, held, or held after the fighter's own catastrophe.
      const rolled = events.find((e) => e.type === 'warfare/break-free-rolled');
      if (rolled?.type !== 'warfare/break-free-rolled') return null;
      const key = rolled.success ? 'free' : rolled.check?.roll?.catastrophe === true ? 'catastrophe' : 'held';
      return { key, headline: rolled.success };
    }
    default:
      return null;
  }
}

/** COT-WAR-5..7: no damage on a catastrophe, each Cover loss, each wound, death, for the target named. */
function attackOutcome(command: AttackCommand, events: readonly WarfareEvent[]): ConformanceOutcome | null {
  const attacked = events.find((e) => e.type === 'warfare/attacked');
  if (attacked?.type !== 'warfare/attacked') return null;
  const hit = attacked.hits.find((h) => h.target === command.target);
  if (!hit) return null;
  const mine = (e: WarfareEvent) => 'fighter' in e && e.fighter === (command.target as CharacterId);
  const wounded = events.find((e) => e.type === 'warfare/wounded' && mine(e));
  const key =
    hit.damage === 0
      ? 'no-damage'
      : events.some((e) => e.type === 'warfare/killed' && mine(e))
        ? 'dead'
        : wounded?.type === 'warfare/wounded'
          ? `wounded-${wounded.recoveryDays}`
          : `cover-${hit.damage}`;
  return { key, headline: hit.success };
}

export const warfareConformance: EngineConformance<
  WarfareScene,
  WarfareSceneCommand,
  WarfareEvent,
  WarfareSetup
> = {
  sample,
  candidates: (ctx, scene, actor) => candidates(fightIn(ctx, scene), actor),
  outcome: (_ctx, _scene, command, events) => outcome(command, events),
};
