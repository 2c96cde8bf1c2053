import type { Dice } from '../../dice/dice.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isRejection, ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import { noBolsters, record, startBatch } from './batch.ts';
import { fighterDown, rollCover } from './cover.ts';
import { actingFighter, release, restrainedProblem, targetFighter } from './fighters.ts';
import type { BolsterSource, Fighter, WarfareEvent, WarfareState } from './types.ts';

/**
 * The other turns of a fight: surrendering (COT-D-40), and waking or finishing off an Unconscious character in
 * the zone (COT-DROP-9). Bolster and Wait (COT-TIME-4) are the time module's: `turnProblem` tells the scene
 * whether a fighter may take them, and a Bolster's `+1k0` reaches the recipient's next roll through that
 * command's modifiers.
 */

/**
 * Why a fighter cannot take a turn at all (dead, Unconscious, gone, surrendered, or a Flee leader whose next
 * turn is leaving), or null. For the scene layer, before a Bolster or a Wait.
 */
export function turnProblem(state: WarfareState, id: CharacterId): Rejection | null {
  const fighter = actingFighter(state, id);
  return isRejection(fighter) ? fighter : null;
}

interface Pair {
  readonly fighter: CharacterId;
  readonly target: CharacterId;
}

/** Surrender: no longer able and willing to fight (COT-D-40); a surrendering restrainer lets go. */
export function surrender(
  state: WarfareState,
  command: { readonly fighter: CharacterId },
): Decision<WarfareEvent> {
  const found = state.fighters.find((f) => f.id === command.fighter);
  const leads = state.flights.some((flight) => flight.leader === command.fighter);
  const fighter = leads && found ? found : actingFighter(state, command.fighter); // a fleer may still give up
  if (isRejection(fighter)) return fighter;
  const calledOff: WarfareEvent[] = leads
    ? [{ type: 'warfare/flight-called-off', leader: fighter.id, reason: 'leader-surrendered' }]
    : [];
  return ok([
    ...release(state, fighter.id, 'restrainer-surrendered'),
    ...calledOff,
    { type: 'warfare/surrendered', fighter: fighter.id },
  ]);
}

/** An ally spends their turn in the zone to wake an Unconscious character, no roll (COT-DROP-9); they roll Cover. */
export function wake(
  state: WarfareState,
  command: Pair,
  dice: Dice,
  bolsters: BolsterSource = noBolsters,
): Decision<WarfareEvent> {
  const pair = planWake(state, command);
  if (isRejection(pair)) return pair;
  const [fighter, target] = pair;
  const woken = record(startBatch(state, bolsters), {
    type: 'warfare/woke',
    fighter: fighter.id,
    target: target.id,
  });
  return ok(rollCover(woken, target.id, 'wake', dice).events);
}

/** Who may wake whom (COT-DROP-9): an ally who can act, not Restrained, beside an Unconscious fighter. */
export function planWake(state: WarfareState, command: Pair): readonly [Fighter, Fighter] | Rejection {
  const pair = helpless(state, command, 'wake');
  if (isRejection(pair)) return pair;
  const [fighter, target] = pair;
  if (fighter.side !== target.side) {
    return reject('warfare/not-an-ally', `Only an ally of ${target.name} can wake them (COT-DROP-9)`, {
      id: target.id,
    });
  }
  return pair;
}

/** Anyone in the zone may spend a turn to kill an Unconscious character, no roll (COT-DROP-9, COT-D-32). */
export function finishOff(state: WarfareState, command: Pair): Decision<WarfareEvent> {
  const pair = helpless(state, command, 'finish off');
  if (isRejection(pair)) return pair;
  const [fighter, target] = pair;
  const killed = record(startBatch(state), {
    type: 'warfare/killed',
    fighter: target.id,
    cause: 'finished-off',
    by: fighter.id,
  });
  return ok(fighterDown(killed, target.id).events);
}

function helpless(state: WarfareState, command: Pair, verb: string): readonly [Fighter, Fighter] | Rejection {
  const fighter = actingFighter(state, command.fighter);
  if (isRejection(fighter)) return fighter;
  const restrained = restrainedProblem(fighter, verb);
  if (restrained) return restrained;
  const target = targetFighter(state, command.target);
  if (isRejection(target)) return target;
  if (!target.unconscious) {
    return reject('warfare/not-unconscious', `${target.name} is not Unconscious (COT-DROP-9)`, {
      id: target.id,
    });
  }
  return [fighter, target];
}
