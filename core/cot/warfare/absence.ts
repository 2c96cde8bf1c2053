import type { Absence } from '../../engine/contract.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { Condition } from '../characters/types.ts';
import { findFighter, isDead } from './fighters.ts';
import type { Fighter, WarfareState } from './types.ts';

/**
 * Why a fighter can no longer take turns (COT-INIT-6): dead (COT-WAR-7), Unconscious (COT-DROP-9), fled (gone
 * with a Flee, COT-WAR-11), or left (surrendered, COT-D-40); null while they can.
 */
export function absenceOf(fighter: Fighter): Absence | null {
  if (isDead(fighter)) return 'dead';
  if (fighter.presence === 'left') return 'fled';
  if (fighter.presence === 'surrendered') return 'left';
  if (fighter.unconscious) return 'unconscious';
  return null;
}

/** The absence of the fighter with this id; null for someone the fight does not have. */
export function warfareAbsence(state: WarfareState, id: string): Absence | null {
  const fighter = findFighter(state, id as CharacterId);
  return fighter ? absenceOf(fighter) : null;
}

/** Whether a fighter can still take turns: in a fight that runs, present, alive and conscious. */
export function warfareCanAct(state: WarfareState, id: string): boolean {
  const fighter = findFighter(state, id as CharacterId);
  return state.ended === null && fighter !== undefined && absenceOf(fighter) === null;
}

/**
 * The fighters' conditions, for the sheets (COT-CHAR-6); not of those who left with a Flee (COT-WAR-11): a chase
 * may wound them now, and it keeps their sheets.
 */
export function warfareConditions(state: WarfareState): ReadonlyMap<CharacterId, Condition> {
  return new Map(
    state.fighters
      .filter((fighter) => fighter.presence !== 'left')
      .map((fighter) => [fighter.id, fighter.condition]),
  );
}
