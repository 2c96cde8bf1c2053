import { expect } from 'vitest';
import { applyDrop } from '../../../../../core/cot/drop/apply.ts';
import { dropCharacter } from '../../../../../core/cot/drop/characters.ts';
import type { Placement } from '../../../../../core/cot/drop/characters.ts';
import { decideDrop } from '../../../../../core/cot/drop/decide.ts';
import { dropRules } from '../../../../../core/cot/drop/rules.ts';
import type { DropRules } from '../../../../../core/cot/drop/rules.ts';
import type {
  DropCharacter,
  DropEvent,
  DropScene,
  DropSceneCommand,
  DropZone,
} from '../../../../../core/cot/drop/types.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { deepFreeze, settings, sheet } from '../warfare/support.ts';
import type { SheetOptions } from '../warfare/support.ts';

/** Test helpers for Getting the Drop: characters placed in zones, scenes, and commands played with fixed dice. */

export const rules: DropRules = dropRules(settings);

/** A character from a sheet with these ratings, placed at the Spot. */
export function person(id: string, placement: Placement, options: SheetOptions = {}): DropCharacter {
  return dropCharacter(sheet(id, options), placement, settings);
}

export function zone(id: string, options: Partial<Omit<DropZone, 'id'>> = {}): DropZone {
  return { id, crowded: false, adjacent: [], ...options };
}

export function spot(
  characters: readonly DropCharacter[],
  options: { zones?: readonly DropZone[]; rules?: Partial<DropRules>; heat?: number } = {},
): DropScene {
  return deepFreeze({
    rules: { ...rules, ...options.rules },
    zones: options.zones ?? [zone('hall'), zone('vault')],
    characters,
    heat: options.heat ?? 0,
    pending: [],
  });
}

/** Decides a command that must be accepted and use every face; returns the events and the scene after them. */
export function play(
  scene: DropScene,
  command: DropSceneCommand,
  ...faces: number[]
): { events: readonly DropEvent[]; scene: DropScene } {
  const dice = fixedDice(...faces);
  const decision = decideDrop(scene, command, dice);
  if (!decision.ok) throw new Error(`Rejected: ${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  return { events: decision.events, scene: deepFreeze(decision.events.reduce(applyDrop, scene)) };
}

export function who(scene: DropScene, id: string): DropCharacter {
  const found = scene.characters.find((c) => c.id === id);
  if (!found) throw new Error(`no character ${id}`);
  return found;
}

/** Ruth of the crew: Muscle 3, Hand to Hand 2, Shooting 2, Explosives 2 (5k3 pools), in the hall. */
export function ruth(placement: Partial<Placement> = {}, options: SheetOptions = {}): DropCharacter {
  return person(
    'ruth',
    { side: 'crew', zone: 'hall', ...placement },
    {
      kind: 'crew',
      abilities: { muscle: 3 },
      skills: { handToHand: 2, shooting: 2, explosives: 2 },
      weapons: ['Club, sap, knuckle-duster', 'Knife, razor', 'Revolver', 'Grenade, dynamite stick'],
      presentedIdentity: 'delivery girl',
      ...options,
    },
  );
}

/** A guard of the house with a set Training, in the hall unless placed elsewhere. */
export function guard(
  id: string,
  training: number,
  placement: Partial<Placement> = {},
  options: SheetOptions = {},
) {
  return person(id, { side: 'house', zone: 'hall', training, ...placement }, { kind: 'guard', ...options });
}
