import type { Dice } from '../../dice/dice.ts';
import type { InitiativeSettings } from './settings.ts';
import type { InitiativeSide, InitiativeSlot, RollOff, SideId, SideThrow, SlotId, TieRank } from './types.ts';

/**
 * Slot order (COT-INIT-4): highest total first; equal totals of different sides by the tie rule (COT-D-24);
 * within one side, creation order (the side picks who acts anyway).
 */

export interface SlotOrder {
  readonly order: readonly SlotId[];
  /** Under `roll_off`, the tie ranks now in force (kept from earlier rounds where nothing changed). */
  readonly tieRanks: readonly TieRank[];
  /** Roll-offs thrown for this order, with every die. */
  readonly rollOffs: readonly RollOff[];
}

/**
 * Orders `slots`. Under `crew_first` the crew side goes first and NPC sides follow in listing order. Under
 * `roll_off` a total shared by several sides keeps the ranking an earlier roll-off gave it when that ranking
 * covers every one of those sides; when a side new to the tie arrives, the tied sides roll off again, using `dice`.
 */
export function orderSlots(
  slots: readonly InitiativeSlot[],
  sides: readonly InitiativeSide[],
  settings: InitiativeSettings,
  previous: readonly TieRank[],
  dice: Dice,
): SlotOrder {
  const tieRanks: TieRank[] = [];
  const rollOffs: RollOff[] = [];
  if (settings.initiativeTie === 'roll_off') {
    for (const [total, tied] of tiedSides(slots, sides)) {
      const kept = previous.find((rank) => rank.total === total);
      if (kept && tied.every((side) => kept.sides.includes(side))) {
        tieRanks.push({ total, sides: kept.sides.filter((side) => tied.includes(side)) });
        continue;
      }
      const throws: SideThrow[][] = [];
      tieRanks.push({ total, sides: rollOff(tied, dice, throws) }); // COT-D-24 roll_off
      rollOffs.push({ total, throws });
    }
  }
  const listed = crewFirst(sides);
  const rank = (slot: InitiativeSlot): number => {
    const tie = tieRanks.find((entry) => entry.total === slot.roll.total);
    return tie ? tie.sides.indexOf(slot.side) : listed.indexOf(slot.side); // COT-D-24 crew_first
  };
  const order = [...slots]
    .sort((a, b) => b.roll.total - a.roll.total || rank(a) - rank(b) || a.id - b.id) // COT-INIT-4
    .map((slot) => slot.id);
  return { order, tieRanks, rollOffs };
}

/**
 * After a catastrophic Drop the side that Squares Up has its highest slot first in round 1, whatever the
 * totals; every other slot keeps its place (COT-D-4, COT-DROP-5).
 */
export function withFirstSlotOf(
  order: readonly SlotId[],
  slots: readonly InitiativeSlot[],
  side: SideId | null,
): readonly SlotId[] {
  const first = order.find((id) => slots.find((slot) => slot.id === id)?.side === side);
  return first === undefined ? order : [first, ...order.filter((id) => id !== first)];
}

/** The crew side first, then the others in the order they were listed (COT-D-24 `crew_first`). */
export function crewFirst(sides: readonly InitiativeSide[]): readonly SideId[] {
  return [...sides.filter((side) => side.crew), ...sides.filter((side) => !side.crew)].map((side) => side.id);
}

/** Totals that two or more sides share, with those sides in listing order. */
function tiedSides(
  slots: readonly InitiativeSlot[],
  sides: readonly InitiativeSide[],
): Map<number, SideId[]> {
  const byTotal = new Map<number, SideId[]>();
  for (const side of sides) {
    for (const total of new Set(
      slots.filter((slot) => slot.side === side.id).map((slot) => slot.roll.total),
    )) {
      byTotal.set(total, [...(byTotal.get(total) ?? []), side.id]);
    }
  }
  return new Map([...byTotal].filter(([, tied]) => tied.length > 1).sort(([a], [b]) => b - a));
}

/** Each side throws 1d6, high first; sides that tie throw again among themselves (COT-D-24 `roll_off`). */
function rollOff(sides: readonly SideId[], dice: Dice, throws: SideThrow[][]): SideId[] {
  const thrown = sides.map((side) => ({ side, face: dice.roll(6) }));
  throws.push(thrown);
  const ranked: SideId[] = [];
  for (const face of [6, 5, 4, 3, 2, 1]) {
    const group = thrown.filter((entry) => entry.face === face).map((entry) => entry.side);
    if (group.length > 1) ranked.push(...rollOff(group, dice, throws));
    else ranked.push(...group);
  }
  return ranked;
}
