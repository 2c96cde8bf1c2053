import type { Scene } from '../campaign/index.ts';
import { findSlot } from '../cot/initiative/index.ts';
import type { Initiative } from '../cot/initiative/index.ts';
import type { PlayerLens } from '../engine/index.ts';
import type { PlayerInitiative, PlayerSlot } from './types.ts';

/**
 * A scene's initiative as the crew sees it (COT-INIT-3, COT-INIT-5): this round's slots in order, each with its
 * side and who took it. The crew's slots carry their totals; an opponent's slot shows under the table's choice
 * (PLY-D-2): its side and who took it as "an opponent", by name where opponents are named, and, under "hidden
 * until they act", not at all until someone has taken it.
 */
export function sceneInitiative(scene: Scene, initiative: Initiative, lens: PlayerLens): PlayerInitiative {
  const used = initiative.uses.length;
  const slots = initiative.order.flatMap((slotId, index): Omit<PlayerSlot, 'key'>[] => {
    const slot = findSlot(initiative, slotId);
    if (!slot) return [];
    const side =
      initiative.sides.find((s) => s.id === slot.side) ?? scene.sides.find((s) => s.id === slot.side);
    const crew = side?.crew === true;
    const taker =
      index < used
        ? (initiative.uses[index]?.characterId ?? null)
        : index === used
          ? (initiative.acting?.characterId ?? null)
          : null;
    const state: PlayerSlot['state'] =
      index < used ? 'done' : index === used ? (initiative.acting ? 'acting' : 'next') : 'waiting';
    if (!crew && lens.opponents === 'hidden-until-act' && taker === null) return [];
    return [
      {
        side: crew || lens.opponents === 'named' ? (side?.label ?? 'Opponents') : 'Opponents',
        crew,
        total: crew ? slot.roll.total : null,
        who: taker === null ? null : takerName(taker, crew, lens),
        state,
      },
    ];
  });
  // Keyed by their place among the slots shown, never the slot's number: numbers run on over every slot rolled, so a
  // gap would tell of an opponent's slot left out under "hidden until they act".
  return {
    round: initiative.round,
    slots: slots.map((slot, index) => ({ key: `slot-${index + 1}`, ...slot })),
  };
}

function takerName(id: string, crew: boolean, lens: PlayerLens): string {
  const look = lens.look(id);
  if (crew || look.crew) return look.name ?? 'A crew member';
  return lens.opponents !== 'opponent' && look.name !== null ? look.name : 'An opponent';
}
