import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { coverRollPool, skillPool } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import { resolveWeapons } from '../gear/index.ts';
import type { CotSettings } from '../settings/index.ts';
import type {
  Fighter,
  FighterSetup,
  Flight,
  HoldReleaseReason,
  WarfareEvent,
  WarfareState,
} from './types.ts';
import type { SideId } from '../common/index.ts';
/**
 * A participant built from a sheet: its pools (armour in the Cover roll, COT-GEAR-2), its weapons from the
 * table, its health. `unconscious` marks a knocked-out character lying in the zone (COT-DROP-9).
 * @throws RangeError when the sheet names a weapon or armour the tables do not have.
 */
export function fighterSetup(
  character: Character,
  side: SideId,
  settings: CotSettings,
  unconscious = false,
): FighterSetup {
  return {
    id: character.id,
    name: character.name,
    side,
    kind: character.kind,
    pools: {
      handToHand: skillPool(character, 'handToHand'),
      shooting: skillPool(character, 'shooting'),
      explosives: skillPool(character, 'explosives'),
      resist: coverRollPool(character, settings),
      athletics: skillPool(character, 'athletics'),
      driving: skillPool(character, 'driving'),
    },
    weapons: resolveWeapons(character.weapons, settings.weaponTable),
    condition: character.condition,
    unconscious,
  };
}

/** The fighter with this id, or undefined. */
export function findFighter(state: WarfareState, id: CharacterId): Fighter | undefined {
  return state.fighters.find((fighter) => fighter.id === id);
}

/** The fighter with this id. @throws Error when the fight has none: an event naming a stranger is corrupt. */
export function fighterOf(state: WarfareState, id: CharacterId): Fighter {
  const fighter = findFighter(state, id);
  if (!fighter) throw new Error(`Gang Warfare has no fighter "${id}"`);
  return fighter;
}

/** Dead (COT-WAR-7). */
export const isDead = (fighter: Fighter): boolean => fighter.condition.state === 'dead';

/** Still in the zone and alive: can be attacked, woken or finished off. */
export const isPresent = (fighter: Fighter): boolean => fighter.presence !== 'left' && !isDead(fighter);

/** Able and willing to fight: counts for their side (COT-D-40). */
export const isAble = (fighter: Fighter): boolean =>
  fighter.presence === 'fighting' && !isDead(fighter) && !fighter.unconscious;

/** The flight a fighter leads or joined. */
export function flightOf(state: WarfareState, id: CharacterId): Flight | undefined {
  return state.flights.find(
    (flight) => flight.leader === id || flight.allies.includes(id) || flight.pursuers.includes(id),
  );
}

/** Who this fighter holds (COT-WAR-9). */
export function heldBy(state: WarfareState, restrainer: CharacterId): Fighter[] {
  return state.fighters.filter((fighter) => fighter.restrainedBy === restrainer && isPresent(fighter));
}

/**
 * The fighter who wants to act, or why they cannot: unknown, dead, unconscious (COT-DROP-9), gone,
 * surrendered (COT-D-40), or a Flee leader whose next turn is leaving (COT-WAR-11).
 */
export function actingFighter(state: WarfareState, id: CharacterId): Fighter | Rejection {
  const fighter = findFighter(state, id);
  if (!fighter) return reject('warfare/unknown-fighter', `"${id}" is not in this fight`, { id });
  const data = { id };
  if (isDead(fighter)) return reject('warfare/actor-dead', `${fighter.name} is dead and cannot act`, data);
  if (fighter.presence === 'left') {
    return reject('warfare/actor-gone', `${fighter.name} has left the fight`, data);
  }
  if (fighter.unconscious) {
    return reject(
      'warfare/actor-unconscious',
      `${fighter.name} is Unconscious and cannot act (COT-DROP-9)`,
      data,
    );
  }
  if (fighter.presence === 'surrendered') {
    return reject('warfare/actor-surrendered', `${fighter.name} has surrendered (COT-D-40)`, data);
  }
  if (state.flights.some((flight) => flight.leader === id)) {
    return reject(
      'warfare/fleeing',
      `${fighter.name} declared Flee: their next turn is leaving the zone (COT-WAR-11)`,
      data,
    );
  }
  return fighter;
}

/** A fighter another acts on: known, alive and still in the zone. */
export function targetFighter(state: WarfareState, id: CharacterId): Fighter | Rejection {
  const fighter = findFighter(state, id);
  if (!fighter) return reject('warfare/unknown-fighter', `"${id}" is not in this fight`, { id });
  if (isDead(fighter)) return reject('warfare/target-dead', `${fighter.name} is already dead`, { id });
  if (fighter.presence === 'left') {
    return reject('warfare/target-gone', `${fighter.name} has left the fight`, { id });
  }
  return fighter;
}

/** A restrainer who goes, moves, turns elsewhere or falls lets go of everyone they hold (COT-D-37). */
export function release(
  state: WarfareState,
  restrainer: CharacterId,
  reason: HoldReleaseReason,
  keep: CharacterId | null = null,
): WarfareEvent[] {
  return heldBy(state, restrainer)
    .filter((held) => held.id !== keep)
    .map((held) => ({ type: 'warfare/hold-released', restrainer, target: held.id, reason }));
}

/** A restrained fighter may only attack Hand to Hand, Bolster, Wait, Break free or surrender (COT-WAR-9, COT-D-37). */
export function restrainedProblem(fighter: Fighter, action: string): Rejection | null {
  if (fighter.restrainedBy === null) return null;
  return reject(
    'warfare/restrained',
    `${fighter.name} is Restrained and cannot ${action} (COT-WAR-9): attack Hand to Hand, Bolster, Wait or Break free`,
    { id: fighter.id },
  );
}

/** The same state with one fighter changed. @throws Error for an unknown id (a corrupt event). */
export function updateFighter(
  state: WarfareState,
  id: CharacterId,
  change: (fighter: Fighter) => Fighter,
): WarfareState {
  fighterOf(state, id);
  return {
    ...state,
    fighters: state.fighters.map((fighter) => (fighter.id === id ? change(fighter) : fighter)),
  };
}
