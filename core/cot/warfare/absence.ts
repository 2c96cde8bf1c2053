import type { Absence } from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { isDead } from './fighters.ts';
import type { Fighter, StoredFighter, WarfareScene } from './types.ts';

/**
 * Why a fighter can no longer take turns (COT-INIT-6): dead (COT-WAR-7), Unconscious (COT-DROP-9), fled (gone
 * with a Flee, COT-WAR-11), or left (surrendered, COT-D-40); null while they can.
 */
export function absenceOf(fighter: Fighter): Absence | null {
  return isDead(fighter) ? 'dead' : ownAbsence(fighter);
}

/**
 * Why a fighter takes no turns for the fight's own reasons: fled, surrendered or Unconscious. Dead is their
 * sheet's to say (COT-CHAR-6): the scene layer reads it there.
 */
export function ownAbsence(fighter: StoredFighter): Absence | null {
  if (fighter.presence === 'left') return 'fled';
  if (fighter.presence === 'surrendered') return 'left';
  if (fighter.unconscious) return 'unconscious';
  return null;
}

/** The fight's own reason the fighter with this id takes no turns; null for someone the fight does not have. */
export function warfareAbsence(state: WarfareScene, id: string): Absence | null {
  const fighter = state.fighters.find((f) => f.id === (id as CharacterId));
  return fighter ? ownAbsence(fighter) : null;
}

/** Whether a fighter can still take turns as far as the fight goes: in a fight that runs, present and conscious. */
export function warfareCanAct(state: WarfareScene, id: string): boolean {
  const fighter = state.fighters.find((f) => f.id === (id as CharacterId));
  return state.ended === null && fighter !== undefined && ownAbsence(fighter) === null;
}
