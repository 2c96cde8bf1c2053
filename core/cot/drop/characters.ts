import type { CharacterId } from '../../shared/ids.ts';
import { mustFind } from '../../shared/references.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { skillPool, trainingScore } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import { resolveWeapons } from '../gear/index.ts';
import type { CotSettings } from '../settings/index.ts';
import type { SideId } from '../common/index.ts';
import type { DropCharacter, DropScene } from './types.ts';

/** Where a character stands and what the Spot knows of them, for `dropCharacter`. */
export interface Placement {
  readonly side: SideId;
  readonly zone: string | null;
  readonly aware?: boolean;
  readonly discovered?: boolean;
  readonly unconscious?: boolean;
  /**
   * Heist rounds until an Unconscious character comes round (COT-D-32); absent: the table's
   * `unconscious_duration` in full (null under `job`).
   */
  readonly unconsciousRoundsLeft?: number | null;
  readonly awarenessBonus?: number;
  readonly witnessed?: readonly string[];
  /** A score-only NPC's Training (COT-CHAR-9); by default computed from the sheet (COT-GUARD-2). */
  readonly training?: number;
}

/**
 * A character as the Drop sees it, from their sheet: attack pools, weapons, Training with armour under
 * `armour_in_training` (COT-D-17), health and presented identity.
 * @throws RangeError when the sheet names a weapon or armour the tables do not have.
 */
export function dropCharacter(
  character: Character,
  placement: Placement,
  settings: CotSettings,
): DropCharacter {
  return {
    id: character.id,
    name: character.name,
    kind: character.kind,
    side: placement.side,
    zone: placement.zone,
    presentedIdentity: character.presentedIdentity,
    aware: placement.aware ?? false,
    discovered: placement.discovered ?? false,
    unconscious: placement.unconscious ?? false,
    unconsciousRoundsLeft: placement.unconscious === true ? roundsLeft(placement, settings) : null,
    condition: character.condition,
    training: placement.training ?? trainingScore(character, settings),
    awarenessBonus: placement.awarenessBonus ?? 0,
    pools: {
      handToHand: skillPool(character, 'handToHand'),
      shooting: skillPool(character, 'shooting'),
      explosives: skillPool(character, 'explosives'),
    },
    weapons: resolveWeapons(character.weapons, settings.weaponTable),
    witnessed: placement.witnessed ?? [],
  };
}

/** COT-D-32: how long a character placed Unconscious stays out, unless someone wakes them. */
function roundsLeft(placement: Placement, settings: CotSettings): number | null {
  if (placement.unconsciousRoundsLeft !== undefined) return placement.unconsciousRoundsLeft;
  return settings.unconsciousDuration === 'job' ? null : settings.unconsciousDuration;
}

/** The character with this id. @throws Error when the scene has none: an event naming a stranger is corrupt. */
export function characterOf(scene: DropScene, id: CharacterId): DropCharacter {
  return mustFind(scene.characters, id, 'who is not at the Spot');
}

/** Not dead (COT-CHAR-6). */
export const isAlive = (character: DropCharacter): boolean => character.condition.state !== 'dead';

/** Conscious and alive: can act, and can respond when Aware (COT-DROP-5, COT-DROP-9). */
export const canAct = (character: DropCharacter): boolean => isAlive(character) && !character.unconscious;

/** COT-DROP-1, COT-SPOT-7: an Aware target knows of an attacker who has been Discovered. */
export function awareOf(target: DropCharacter, attacker: DropCharacter): boolean {
  return target.aware && attacker.discovered;
}

/** A character who wants to act: known, alive, conscious, somewhere in the Spot. */
export function actor(scene: DropScene, id: CharacterId): DropCharacter | Rejection {
  const found = scene.characters.find((character) => character.id === id);
  if (!found) return reject('drop/unknown-character', `"${id}" is not at the Spot`, { id });
  if (!isAlive(found)) return reject('drop/actor-dead', `${found.name} is dead and cannot act`, { id });
  if (found.unconscious) {
    return reject('drop/actor-unconscious', `${found.name} is Unconscious and cannot act (COT-DROP-9)`, {
      id,
    });
  }
  if (found.zone === null) return reject('drop/actor-gone', `${found.name} has left the Spot`, { id });
  return found;
}

/** Someone acted on: known, alive, and in the actor's zone. */
export function targetIn(scene: DropScene, id: CharacterId, zone: string): DropCharacter | Rejection {
  const found = scene.characters.find((character) => character.id === id);
  if (!found) return reject('drop/unknown-character', `"${id}" is not at the Spot`, { id });
  if (!isAlive(found)) return reject('drop/target-dead', `${found.name} is already dead`, { id });
  if (found.zone !== zone) {
    return reject('drop/other-zone', `${found.name} is not in the same zone (COT-DROP-1)`, { id, zone });
  }
  return found;
}
