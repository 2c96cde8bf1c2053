import type { Names } from '../../engine/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { ChaseSetupInput } from '../chase/index.ts';
import { handoverOf } from './handover.ts';
import type { ChildScene, Handover } from './handover.ts';
import type { ChildParticipant } from './seating.ts';
import type { WarfareSetup } from '../warfare/index.ts';
import { atSpot, isUp } from '../heist/index.ts';
import { peopleOf } from '../heist/index.ts';
import type { HeistBreakout, HeistCommand, HeistState } from '../heist/index.ts';

/**
 * A fight or a chase that broke out of the Heist, handed to the engine that plays it: the setup the scene opens
 * inside the Heist with (`scene/start-child`), and who goes in, each on their side in the Heist's scene.
 */

/** Each one's side in the Heist's scene; null for someone at the Spot who takes no turns in it. */
export type SideOf = (id: CharacterId) => string | null;

/** What opening the fight that broke out takes (COT-WAR-1). */
export interface WarfareHandover {
  /** The zone's name, for the scene's name. */
  readonly zoneName: string;
  /** The sides in the fight, in the scene's words: any of them may be given round 1 (COT-D-4). */
  readonly sides: readonly string[];
  readonly setup: WarfareSetup;
  readonly participants: readonly ChildParticipant[];
}

/** What opening the chase that broke out takes (COT-CHASE-3). */
export interface ChaseHandover {
  readonly zoneName: string;
  readonly setup: ChaseSetupInput;
  readonly participants: readonly ChildParticipant[];
  /** Others able to join the chase, in the zone it started from, for the GM to add. */
  readonly others: readonly CharacterId[];
}

/**
 * The Gang Warfare a Square Up (or the GM) started (COT-WAR-1): everyone in it on their side, the Unconscious
 * lying there with the Heist rounds they have left under `unconscious_duration` (COT-DROP-9, COT-D-32), on
 * foot (the GM seats vehicles with `vehicleSeats`), the side a catastrophic Drop gave round 1 (COT-D-4).
 */
export function warfareHandover(
  state: HeistState,
  breakout: Extract<HeistBreakout, { kind: 'warfare' }>,
  sideOf: SideOf,
  names: Names,
): WarfareHandover | Rejection {
  const sides = sidesIn(breakout.participants, sideOf, names);
  if (!(sides instanceof Map)) return sides;
  const fighters = breakout.participants.map((id) => {
    const character = atSpot(state, id);
    const side = sides.get(id)!;
    if (!character?.unconscious) return { characterId: id, side, unconscious: false };
    return {
      characterId: id,
      side,
      unconscious: true,
      unconsciousRoundsLeft: character.unconsciousRoundsLeft,
    };
  });
  const zoneName = nameOfZone(state, breakout.zone);
  return {
    zoneName,
    sides: [...new Set(fighters.map((f) => f.side))],
    // COT-D-4: the Drop's catastrophe gives round 1 to the target's side, as the scene names that side.
    setup: {
      zone: zoneName,
      fighters,
      vehicles: [],
      firstRoundSide: breakout.firstRoundSide === null ? null : (sides.get(breakout.lead) ?? null),
    },
    participants: breakout.participants.map((id) => participant(id, sides.get(id)!, breakout.zone)),
  };
}

/**
 * The chase a Flee (or the GM) started (COT-DROP-5, COT-CHASE-3): the runners as the Target, the pursuers
 * (the Drop's attacker) after them, everyone on foot at the table's starting Distance (COT-D-43) until the GM
 * seats them otherwise.
 */
export function chaseHandover(
  state: HeistState,
  breakout: Extract<HeistBreakout, { kind: 'chase' }>,
  sideOf: SideOf,
  names: Names,
): ChaseHandover | Rejection {
  const sides = sidesIn([...breakout.targets, ...breakout.pursuers], sideOf, names);
  if (!(sides instanceof Map)) return sides;
  const seat = (id: CharacterId) => ({
    characterId: id,
    side: sides.get(id)!,
    vehicle: null,
    role: 'on-foot' as const,
  });
  const inIt = new Set<CharacterId>([...breakout.targets, ...breakout.pursuers]);
  const others = state.drop.characters
    .filter(
      (c) =>
        c.zone === breakout.zone &&
        !inIt.has(c.id) &&
        isUp(c) &&
        !state.engaged.includes(c.id) &&
        sideOf(c.id) !== null,
    )
    .map((c) => c.id);
  return {
    zoneName: nameOfZone(state, breakout.zone),
    setup: {
      targets: breakout.targets.map(seat),
      pursuers: breakout.pursuers.map(seat),
      distance: null,
      cramped: false,
    },
    participants: [...inIt].map((id) => participant(id, sides.get(id)!, breakout.zone)),
    others,
  };
}

/**
 * Where the scene of a fight or chase that broke out stands: not opened yet, running, or over (then its people
 * can come back into the Heist with `heist/fight-over`).
 */
export function breakoutHandover<S extends ChildScene>(
  children: readonly S[],
  breakout: HeistBreakout,
): Handover<S> {
  return handoverOf(children, breakout.kind, breakout.lead);
}

/** Everyone's side in the Heist's scene, or who takes no turns in it and so cannot be taken into another. */
function sidesIn(
  ids: readonly CharacterId[],
  sideOf: SideOf,
  names: Names,
): Map<CharacterId, string> | Rejection {
  const sides = new Map<CharacterId, string>();
  for (const id of ids) {
    const side = sideOf(id);
    if (side === null) {
      return reject(
        'heist/not-in-scene',
        `${names(id)} takes no turns in this scene: let them join it first, then open the scene`,
        { id },
      );
    }
    sides.set(id, side);
  }
  return sides;
}

function participant(id: CharacterId, side: string, zone: string): ChildParticipant {
  return { characterId: id, side, zone, role: 'on-foot' };
}

function nameOfZone(state: HeistState, zone: string): string {
  return Object.hasOwn(state.spot.zones, zone) ? state.spot.zones[zone]!.name : zone;
}

/** Bringing the people of a fight or chase that is over back into the Heist's turns (COT-D-65). */
export function backInHeist(
  state: HeistState,
  breakout: HeistBreakout,
): Extract<HeistCommand, { type: 'heist/fight-over' }> {
  return {
    type: 'heist/fight-over',
    characters: peopleOf(breakout).filter((id) => state.engaged.includes(id)),
  };
}
