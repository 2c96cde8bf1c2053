import type { PoolModifier } from '../../dice/pool.ts';
import { breakoutsFrom } from '../../cot/world/index.ts';
import type { EngineContext, TrainingPurchase } from '../../cot/world/index.ts';
import { capabilityOf } from '../../engine/index.ts';
import type { Absence, ActorId } from '../../engine/index.ts';
import { engineIds, engineOf, isEngineId } from '../../registry/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import type { SceneId } from '../../cot/time/index.ts';
import { namesIn } from '../describe.ts';
import { pageSettings } from '../settings-page.ts';
import type { CampaignState } from '../types.ts';
import { absenceIn } from './absence.ts';
import { childScenes, isClosedSummary } from './closed.ts';

/**
 * The GM's modifiers for one actor's roll in one action (a situational +1k0, a −1k0 for the rain), and, for a
 * view, the Foresight Training (COT-FORE-5) being bought for it.
 */
export interface GmModifiers {
  readonly actor: ActorId;
  readonly modifiers: readonly PoolModifier[];
  readonly training?: TrainingPurchase;
}

/**
 * What an engine may read of the campaign for a scene, now: the one builder both `decide` and the view use, so
 * the odds a panel shows are the odds rolled. A roller's pool gets the Bolsters they received (COT-TIME-4),
 * and the acting roller's also gets the GM's modifiers, added after the Bolsters, never replacing them.
 */
export function engineContext(
  state: CampaignState,
  scene: {
    readonly id?: string;
    /** The scene's engine: its capabilities give their slices of the context (Bolsters, Training, breakouts). */
    readonly engine?: string;
    readonly sides: readonly { readonly id: string; readonly label: string }[];
  },
  at: number,
  gm?: GmModifiers,
): EngineContext {
  const { settings, characters, crew, spots, bolsters } = state;
  const parent = scene.id;
  const engine = scene.engine !== undefined && isEngineId(scene.engine) ? engineOf(scene.engine) : undefined;
  const training = engine && capabilityOf(engine, 'training');
  // COT-TIME-4: the Bolsters each one holds, for an engine whose scenes take them.
  const held = engine && capabilityOf(engine, 'bolster')?.api(bolsters, settings);
  return {
    awayAs: (id) => (parent === undefined ? undefined : awayAs(state, parent, id as CharacterId)),
    settings: pageSettings(settings), // with the defaults of the settings engines bring of their own
    characters,
    crew,
    spots,
    at,
    bolsters: (id) => {
      const received = held?.(id as CharacterId) ?? [];
      return gm && gm.actor === id ? [...received, ...gm.modifiers] : received;
    },
    ...training?.api(gm),
    // The breakouts this scene may open (COT-D-65): every engine of the registry declaring it may.
    ...(scene.engine === undefined
      ? {}
      : {
          breakouts: breakoutsFrom(
            engineIds.map((id) => [id, engineOf(id)] as const),
            scene.engine,
          ),
        }),
    names: namesIn(state, scene),
  };
}

/**
 * How the newest scene opened from `parent` with `id` in it left them (COT-D-65): a running one as it stands,
 * else the last to close, as it closed.
 */
function awayAs(state: CampaignState, parent: string, id: CharacterId): Absence | null | undefined {
  const mine = childScenes(state, parent as SceneId).filter(
    (child) =>
      (isClosedSummary(child) || child.state !== null) &&
      child.participants.some((p) => p.characterId === id),
  );
  const latest = mine[mine.length - 1];
  if (!latest) return undefined;
  if (!isClosedSummary(latest)) return absenceIn(state, latest, id);
  return Object.hasOwn(latest.absences, id) ? (latest.absences[id] ?? null) : null;
}
