import type { ChaseRole } from '../../cot/initiative/index.ts';
import { engineOf } from '../../registry/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { namesIn } from '../describe.ts';
import type { CampaignState } from '../types.ts';
import { absenceIn } from './absence.ts';
import type { Scene } from './types.ts';

/**
 * The Join-or-leave form of a running scene, as `scene/join` and `scene/leave` judge it (COT-INIT-6): who may
 * join (not dead, not in it yet: `scene/dead-participant`, `scene/already-in`), the sides and places to come in
 * on, the side and role a joiner takes unless the GM picks, and who may leave. The panel filters nobody.
 */

/** Someone the form offers, by name. */
export interface JoinFormPerson {
  readonly id: CharacterId;
  readonly name: string;
}

export interface JoinForm {
  /** Everyone who may join, by name. */
  readonly joiners: readonly JoinFormPerson[];
  /** The scene's sides, in its order. */
  readonly sides: readonly { readonly id: string; readonly label: string }[];
  /** The side a joiner takes unless the GM picks one: the scene's first; null when it has none (nobody can join). */
  readonly defaultSide: string | null;
  /** Where a joiner may come in (the engine's places, COT-SPOT-1); empty where the engine has none. */
  readonly places: readonly { readonly id: string; readonly name: string }[];
  /** The place a joiner comes in unless the GM picks one: the first place, or '' where there are none. */
  readonly defaultPlace: string;
  /** A joiner comes in on foot: a chase seats them in a vehicle through its own actions (COT-D-22). */
  readonly role: ChaseRole;
  /** Everyone `scene/leave` takes (still taking turns in the scene), by the names the scene uses. */
  readonly leavers: readonly JoinFormPerson[];
}

/** The Join-or-leave form of `scene`. */
export function joinForm(campaign: CampaignState, scene: Scene): JoinForm {
  const inScene = new Set<string>(scene.participants.map((p) => p.characterId));
  const joiners = Object.values(campaign.characters)
    .filter((c) => !inScene.has(c.id) && c.condition.state !== 'dead') // COT-INIT-6; COT-CHAR-6: the dead take no part
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ id: c.id, name: c.name }));
  const engine = engineOf(scene.engine);
  const places = scene.state !== null && engine.places ? engine.places(scene.state) : [];
  const nameOf = namesIn(campaign, scene);
  return {
    joiners,
    sides: scene.sides.map((side) => ({ id: side.id, label: side.label })),
    defaultSide: scene.sides[0]?.id ?? null,
    places,
    defaultPlace: places[0]?.id ?? '',
    role: 'on-foot',
    leavers: scene.participants
      .filter((p) => mayLeave(campaign, scene, p.characterId))
      .map((p) => ({ id: p.characterId, name: nameOf(p.characterId) })),
  };
}

/**
 * Whether `scene/leave` takes this participant (COT-INIT-6, membership.ts): with initiative, anyone who has not
 * left; with turns but no initiative, anyone still taking them; nobody where the scene gives no turns.
 */
function mayLeave(campaign: CampaignState, scene: Scene, id: CharacterId): boolean {
  if (scene.turns.initiative) return absenceIn(campaign, scene, id) !== 'left';
  return scene.turns.free?.members.some((m) => m.characterId === id && m.present) ?? false;
}
