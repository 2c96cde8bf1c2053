import type { Dice } from '../../dice/dice.ts';
import type { ActionView, ActorId } from '../../engine/index.ts';
import { planAttack } from './attack.ts';
import { coverCheck } from './cover.ts';
import { decideWarfare } from './decide.ts';
import { findFighter } from './fighters.ts';
import { isRejection } from '../../shared/result.ts';
import { breakFreeOdds, drivingCheck } from './odds.ts';
import { planReposition } from './reposition.ts';
import { planBreakFree } from './restrain.ts';
import type { WarfareSceneCommand } from './setup.ts';
import { planWake } from './turns.ts';
import type { AttackCommand, BolsterSource, Fighter, WarfareState } from './types.ts';
import { attackCandidates, attackTargets, helplessTargets } from './view-candidates.ts';
import { attackActionOdds, breakFreeActionOdds, repositionOdds } from './view-odds.ts';
import { checked, judge as judgeAny } from './view-judge.ts';
import type { ActionHead, Checked } from './view-judge.ts';
import { absenceOf } from './absence.ts';
import { meansWords } from './words.ts';

/**
 * Every action a fighter could take now (COT-WAR-3..11, COT-DROP-9), possible or not, why not in the game's
 * words, its ready-made commands and their exact odds with the fighter's Bolsters (COT-TIME-4). Each candidate is
 * checked by the very `plan…` function `decide` runs (or by `decide` itself with dice that must not roll), so
 * the options are exactly the commands `decide` accepts and the odds those of the pool it rolls. The dead, the
 * Unconscious and those who left or surrendered are offered nothing, nor is anyone once the fight is over.
 */
export function warfareView(
  state: WarfareState,
  actor: ActorId,
  bolsters: BolsterSource,
): readonly ActionView<WarfareSceneCommand>[] {
  const fighter = findFighter(state, actor as Fighter['id']);
  if (!fighter || state.ended || absenceOf(fighter) !== null) return [];
  const helpless = helplessTargets(state, fighter);
  return [
    attackAction(state, fighter, bolsters),
    repositionAction(state, fighter, bolsters),
    breakFreeAction(state, fighter, bolsters),
    judge(
      { action: 'flee', label: 'Flee', rule: 'COT-WAR-11', none: '' },
      [{ type: 'warfare/flee', fighter: fighter.id }],
      rollFree(state),
      () => `${fighter.name} declares Flee`,
    ),
    judge(
      { action: 'join-flight', label: 'Join a flight', rule: 'COT-WAR-11', none: 'Nobody is fleeing' },
      state.flights.map((flight) => ({
        type: 'warfare/join-flight' as const,
        fighter: fighter.id,
        leader: flight.leader,
      })),
      rollFree(state),
      (c) => {
        const leader = findFighter(state, c.leader)!;
        return leader.side === fighter.side ? `Flee with ${leader.name}` : `Give chase to ${leader.name}`;
      },
    ),
    judge(
      { action: 'leave', label: 'Leave the fight', rule: 'COT-WAR-11', none: '' },
      [{ type: 'warfare/leave', fighter: fighter.id }],
      rollFree(state),
      () => `${fighter.name} leaves the zone with those who joined`,
    ),
    judge(
      { action: 'surrender', label: 'Surrender', rule: 'COT-D-40', none: '' },
      [{ type: 'warfare/surrender', fighter: fighter.id }],
      rollFree(state),
      () => `${fighter.name} surrenders`,
    ),
    judge(
      { action: 'wake', label: 'Wake', rule: 'COT-DROP-9', none: 'Nobody here is Unconscious' },
      helpless.map((t) => ({ type: 'warfare/wake' as const, fighter: fighter.id, target: t.id })),
      (c) => checked(planWake(state, c), () => null),
      (c) => `Wake ${findFighter(state, c.target)!.name}`,
    ),
    judge(
      { action: 'finish-off', label: 'Finish off', rule: 'COT-DROP-9', none: 'Nobody here is Unconscious' },
      helpless.map((t) => ({ type: 'warfare/finish-off' as const, fighter: fighter.id, target: t.id })),
      rollFree(state),
      (c) => `Finish off ${findFighter(state, c.target)!.name}`,
    ),
  ];
}

/** The fight's actions, judged by the commands `decide` takes. */
function judge<C extends WarfareSceneCommand>(
  head: ActionHead,
  candidates: readonly C[],
  check: (command: C) => Checked,
  label: (command: C) => string,
): ActionView<WarfareSceneCommand> {
  return judgeAny<WarfareSceneCommand, C>(head, candidates, check, label);
}

/** Dice for commands that roll nothing: a roll would be a bug, and says so. */
const noDice: Dice = {
  roll() {
    throw new Error('A roll-free Gang Warfare command rolled a die');
  },
};

/** A roll-free command checked by `decide` itself. */
function rollFree(state: WarfareState) {
  return (command: WarfareSceneCommand): Checked => {
    const decision = decideWarfare(state, command, noDice);
    return decision.ok ? { odds: null } : decision;
  };
}

function attackAction(state: WarfareState, fighter: Fighter, bolsters: BolsterSource) {
  const candidates = attackTargets(state, fighter).flatMap((target) =>
    attackCandidates(state, fighter, target),
  );
  return judge(
    { action: 'attack', label: 'Attack', rule: 'COT-WAR-4', none: 'Nobody is left to attack' },
    candidates,
    (c) => checked(planAttack(state, c, bolsters), (plan) => attackOdds(state, c, plan)),
    (c) => attackLabel(state, c),
  );
}

function attackOdds(
  state: WarfareState,
  command: AttackCommand,
  plan: Parameters<typeof attackActionOdds>[0],
) {
  const target = findFighter(state, command.target)!;
  const crash = plan.vehicle && command.risky === true ? drivingCheck(state, plan.attacker.id) : null;
  return attackActionOdds(plan, target, state.rules, { restrain: command.restrain === true, crash });
}

/** "Shoot Dolan (Cover 9) with the Revolver": the target's Cover is the number to reach; an ally is said so. */
function attackLabel(state: WarfareState, command: AttackCommand): string {
  const victim = findFighter(state, command.target)!;
  const ally = victim.side === findFighter(state, command.attacker)?.side ? ', an ally' : '';
  const target = `${victim.name} (Cover ${victim.coverScore}${ally})`;
  if (command.skill === 'driving') {
    const vehicle = state.vehicles.find((v) => v.driver === command.attacker)?.name ?? 'vehicle';
    return `Drive the ${vehicle} at ${target}${command.risky === true ? ', a risky manoeuvre (crash check)' : ''}`;
  }
  const means = meansWords({ vehicle: null, weapon: command.weapon ?? null });
  const verb = { shooting: 'Shoot', explosives: 'Throw at', handToHand: 'Attack' }[command.skill];
  return `${verb} ${target} with ${means}${command.restrain === true ? ' and Restrain on a hit' : ''}`;
}

function repositionAction(state: WarfareState, fighter: Fighter, bolsters: BolsterSource) {
  const check = coverCheck(fighter, state.rules, bolsters(fighter.id));
  return judge(
    { action: 'reposition', label: 'Reposition', rule: 'COT-WAR-10', none: '' },
    [true, false].map((reroll) => ({ type: 'warfare/reposition' as const, fighter: fighter.id, reroll })),
    (c) =>
      checked(planReposition(state, c.fighter), () =>
        c.reroll ? repositionOdds(check, fighter.coverScore, state.rules) : null,
      ),
    (c) => (c.reroll ? 'Move and re-roll Cover' : `Move, keeping Cover ${fighter.coverScore}`),
  );
}

function breakFreeAction(state: WarfareState, fighter: Fighter, bolsters: BolsterSource) {
  const command = { type: 'warfare/break-free' as const, fighter: fighter.id };
  return judge(
    { action: 'break-free', label: 'Break free', rule: 'COT-WAR-9', none: '' },
    [command],
    (c) =>
      checked(planBreakFree(state, c, bolsters), (plan) => {
        const odds = breakFreeOdds(state, c, bolsters);
        return isRejection(odds) ? null : breakFreeActionOdds(plan, odds);
      }),
    () => `Break free of ${findFighter(state, fighter.restrainedBy ?? fighter.id)!.name}`,
  );
}
