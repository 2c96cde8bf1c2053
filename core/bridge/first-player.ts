import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { crewFirst, withFirstSlotOf } from '../cot/initiative/index.ts';
import type { Initiative, InitiativeSlot, SideId } from '../cot/initiative/index.ts';
import type { PressureMode } from '../skirmish/index.ts';
import type { Cast } from './people.ts';
import type { FirstPlayer } from './proposal.ts';
import type { BridgeSettings } from './settings.ts';

/**
 * Who plays first and in what order the sides take their turns (BRG-D-14, D-15, D-41), and the pressure mode
 * (BRG-D-22). Sides here are COT sides; the caller names them for the words.
 */

/** What the order is decided from. */
export interface OrderFacts {
  readonly cast: Cast;
  /** COT sides with models on the table, in the order they first appear. */
  readonly fighting: readonly string[];
  /** COT sides with no model on the table but some arriving. */
  readonly arriving: readonly string[];
  readonly crewSide: string;
  readonly initiative: Initiative | null;
  /** The GM's listing of sides (BRG-D-41). */
  readonly listing: readonly string[];
  /** BRG-D-14: a conscious NPC on the table is still unaware. */
  readonly unawareOnTable: boolean;
  readonly label: (side: string) => string;
}

/** The decided order. */
export interface SideOrder {
  /** The first player's COT side, the rule that chose it and why. */
  readonly first: Omit<FirstPlayer, 'side'> & { readonly side: string };
  /** Every COT side in turn order (BRG-D-41). */
  readonly order: readonly string[];
  /** Each side's highest initiative slot, when it has one. */
  readonly slots: ReadonlyMap<string, number>;
  /** The surprising side (BRG-D-14), or null. */
  readonly surprise: string | null;
}

/** COT-INIT-4, COT-D-24: highest total first; tied sides by the tie ranks rolled, else the crew first. */
function slotRank(initiative: Initiative): (a: InitiativeSlot, b: InitiativeSlot) => number {
  const listed = crewFirst(initiative.sides);
  const rank = (slot: InitiativeSlot): number => {
    const tie = initiative.tieRanks.find((entry) => entry.total === slot.roll.total);
    const ranked = tie ? tie.sides.indexOf(slot.side) : -1;
    return ranked >= 0 ? ranked : listed.indexOf(slot.side);
  };
  return (a, b) => b.roll.total - a.roll.total || rank(a) - rank(b) || a.id - b.id;
}

/**
 * BRG-D-15: the side of the first slot in the first round of COT initiative, a catastrophic Drop's target side
 * first (COT-D-4, COT-DROP-5), among the sides in the fight; null when no such slot.
 */
function initiativeFirst(facts: OrderFacts): string | null {
  const { initiative } = facts;
  if (!initiative || initiative.slots.length === 0) return null;
  const round = Math.min(...initiative.slots.map((slot) => slot.fromRound));
  const slots = initiative.slots.filter(
    (slot) => slot.fromRound === round && facts.fighting.includes(slot.side),
  );
  const order = [...slots].sort(slotRank(initiative)).map((slot) => slot.id);
  const side = (initiative.firstRoundSide ?? facts.cast.catastropheSide) as SideId | null;
  const first = withFirstSlotOf(order, slots, side)[0];
  return first === undefined ? null : slots.find((slot) => slot.id === first)!.side;
}

/** BRG-D-14: the surprising side: the crew when an NPC on the table is unaware, or an ambushing NPC side. */
function surpriseSide(facts: OrderFacts): string | null | Rejection {
  const { cast } = facts;
  if (!cast.fromHeistStage) return null; // a Square Up made every NPC in the zone Aware (COT-D-81)
  if (cast.ambushedBy !== null) {
    if (!facts.fighting.includes(cast.ambushedBy)) {
      return reject('bridge/side', `The ambushing side "${cast.ambushedBy}" has nobody on the table`, {
        side: cast.ambushedBy,
      });
    }
    return cast.ambushedBy;
  }
  return facts.unawareOnTable && facts.fighting.includes(facts.crewSide) ? facts.crewSide : null;
}

function firstPlayer(facts: OrderFacts, surprise: string | null): SideOrder['first'] | Rejection {
  const { cast, label } = facts;
  if (surprise !== null) {
    const words =
      surprise === facts.crewSide
        ? `${label(surprise)} play first: a surprise turn, NPCs on the table are unaware (BRG-D-14, BRG-D-15)`
        : `${label(surprise)} play first: a surprise turn, the crew is unaware of them (BRG-D-14, BRG-D-15)`;
    return { side: surprise, rule: 'surprise', words };
  }
  const slotted = initiativeFirst(facts);
  if (slotted !== null) {
    return {
      side: slotted,
      rule: 'initiative',
      words: `${label(slotted)} play first: their slot comes first in the first round of initiative (BRG-D-15)`,
    };
  }
  if (cast.catastropheSide !== null && facts.fighting.includes(cast.catastropheSide)) {
    return {
      side: cast.catastropheSide,
      rule: 'catastrophe',
      words: `${label(cast.catastropheSide)} play first: the Drop on them was a catastrophe (BRG-D-15, COT-D-4)`,
    };
  }
  if (cast.startedBy !== null && !facts.fighting.includes(cast.startedBy)) {
    return reject(
      'bridge/side',
      `The side that started the violence, "${cast.startedBy}", has nobody on the table`,
      {
        side: cast.startedBy,
      },
    );
  }
  const started =
    cast.startedBy ?? (facts.fighting.includes(facts.crewSide) ? facts.crewSide : facts.fighting[0]!);
  return {
    side: started,
    rule: 'started',
    words: `${label(started)} play first: they started the violence (BRG-D-15)`,
  };
}

/** Each side's highest slot (BRG-D-41), ordered; equal slots by the tie ranks (COT-D-24). */
function slotOrder(
  initiative: Initiative | null,
  sides: readonly string[],
): { slots: Map<string, number>; order: string[] } {
  const slots = new Map<string, number>();
  if (!initiative) return { slots, order: [] };
  const best = new Map<string, InitiativeSlot>();
  const rank = slotRank(initiative);
  for (const slot of [...initiative.slots].sort(rank)) {
    if (sides.includes(slot.side) && !best.has(slot.side)) best.set(slot.side, slot);
  }
  for (const [side, slot] of best) slots.set(side, slot.roll.total);
  return { slots, order: [...best.values()].sort(rank).map((slot) => slot.side) };
}

/**
 * BRG-D-15, D-41: the first player, then the other sides by their highest COT initiative slot, then sides
 * without slots in the GM's listing order (else as they appear). Police and civilians are placed by the caller.
 * @returns a rejection when an ambushing side or the side that started the violence has nobody on the table.
 */
export function sideOrder(facts: OrderFacts): SideOrder | Rejection {
  const surprise = surpriseSide(facts);
  if (typeof surprise === 'object' && surprise !== null) return surprise;
  const first = firstPlayer(facts, surprise);
  if ('ok' in first) return first;
  const sides = [...facts.fighting, ...facts.arriving];
  const { slots, order: slotted } = slotOrder(facts.initiative, sides);
  const listed = [
    ...facts.listing.filter((side) => sides.includes(side)),
    ...sides.filter((side) => !facts.listing.includes(side)),
  ];
  const rest = [...slotted, ...listed.filter((side) => !slots.has(side))];
  return { first, order: [first.side, ...rest.filter((side) => side !== first.side)], slots, surprise };
}

/** BRG-D-22: the setting's pressure mode when the table has a Heist card deck; without one no points. */
export function pressureOf(
  settings: Pick<BridgeSettings, 'bridgePressureMode'>,
  deck: boolean,
): { readonly mode: PressureMode; readonly words: string } {
  if (!deck) return { mode: 'off', words: 'No Heist card deck: no pressure points are awarded (BRG-D-22)' };
  return {
    mode: settings.bridgePressureMode,
    words: `Pressure ${settings.bridgePressureMode}, with the table's Heist card deck (BRG-D-22)`,
  };
}
