import type { Pool } from '../../dice/pool.ts';
import { skillPool } from '../characters/index.ts';
import type { Skill } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { InitiativeScene } from './types.ts';

/** Where a character stands in a chase, which decides their initiative pool (COT-D-22). */
export type ChaseRole = 'driver' | 'passenger' | 'on-foot';

/**
 * Whether a scene rolls initiative (COT-INIT-1): when several sides compete, or when the order of events
 * matters. A crew alone in Prep does not; a Social Call where a rival crew courts the same fence does.
 */
export function initiativeRequired(scene: {
  readonly competingSides: number;
  readonly orderMatters: boolean;
}): boolean {
  return scene.competingSides > 1 || scene.orderMatters;
}

/**
 * The skill of a scene's initiative roll; its ability comes with it (COT-INIT-2): Heist and Prep, Brains +
 * Planning; Social Call, It + Size Up; Gang Warfare, Muscle + Athletics. In a chase the driver of a vehicle
 * rolls Fingers + Driving and everyone on foot or riding as a passenger Muscle + Athletics, whatever their
 * Speed (COT-D-22).
 */
export function initiativeSkill(scene: InitiativeScene, role: ChaseRole = 'on-foot'): Skill {
  switch (scene) {
    case 'heist':
    case 'prep':
      return 'planning';
    case 'social':
      return 'sizeUp';
    case 'warfare':
      return 'athletics';
    case 'chase':
      return role === 'driver' ? 'driving' : 'athletics'; // COT-D-22
  }
}

/**
 * A character's initiative pool for a scene (COT-INIT-2): ability + skill dice, keep the ability. It 3 and
 * Size Up 1 give 4k3 in a Social Call. Score-only NPCs have no sheet: give them `default_npc_pool` (COT-D-14).
 */
export function initiativePool(
  character: Character,
  scene: InitiativeScene,
  role: ChaseRole = 'on-foot',
): Pool {
  return skillPool(character, initiativeSkill(scene, role));
}
