import type { SceneId } from '../../cot/time/index.ts';
import type { Spot } from '../../cot/spot/index.ts';
import { capabilityOf } from '../../engine/index.ts';
import type { SceneDraft } from '../../engine/index.ts';
import type { EngineId } from '../../registry/index.ts';
import { engineOf, engineIds } from '../../registry/index.ts';
import type { Rejection } from '../../shared/result.ts';
import type { CampaignState } from '../types.ts';
import { engineContext } from './context.ts';
import { busyElsewhere, type Elsewhere } from './open.ts';
import type { SceneParticipant, UnstampedSceneCommand } from './types.ts';

/**
 * The Open-a-scene form's rules: which engines open from it, whether a Spot is needed, and the `scene/open`
 * command a draft makes (its setup from the engine's `setupFrom`) — or the problem, naming what is missing.
 */

/** An engine the GM can open a scene of from the Open-a-scene area. */
export interface OpenableEngine {
  readonly id: EngineId;
  readonly title: string;
  readonly needsSpot: boolean;
  /** The key of the engine's own opening form (its `openForm`), shown instead of the shared draft; null: the draft. */
  readonly form: string | null;
}

/** The engines with a `setupFrom` or a form of their own (`openForm`), in the registry's order. */
export function openableEngines(): readonly OpenableEngine[] {
  return engineIds.flatMap((id) => {
    const engine = engineOf(id);
    const needsSpot = capabilityOf(engine, 'spot') !== undefined;
    const form = engine.openForm ?? null;
    return engine.setupFrom || form !== null ? [{ id, title: engine.title, needsSpot, form }] : [];
  });
}

/** A scene as drafted on the form. */
export interface OpenDraft extends SceneDraft {
  readonly name: string;
  readonly engine: EngineId;
}

/** The draft's problem, with the field it is about, so the form shows it next to that field. */
export interface DraftProblem {
  readonly field: 'name' | 'engine' | 'spot' | 'sides' | 'participants';
  readonly message: string;
}

/** What the form sends, and who it puts in a second running scene (the GM confirms that, COT-D-40). */
export interface DraftOpening {
  readonly command: Extract<UnstampedSceneCommand, { type: 'scene/open' }>;
  readonly elsewhere: Elsewhere | null;
}

/** The `scene/open` command of a draft, or its first problem. The rules check the rest when it is sent. */
export function openFromDraft(
  state: CampaignState,
  draft: OpenDraft,
  sceneId: SceneId,
  at: number,
): DraftOpening | DraftProblem {
  if (draft.name.trim() === '') return { field: 'name', message: 'Give the scene a name' };
  const engine = engineOf(draft.engine);
  if (!engine.setupFrom) {
    const where = engine.openForm !== undefined ? 'from its own form' : 'from inside another scene';
    return { field: 'engine', message: `${engine.title} opens ${where}` };
  }
  const spot = capabilityOf(engine, 'spot');
  if (spot && spot.setup(state.spots, draft) === null)
    return { field: 'spot', message: 'Choose the Spot it is played on' };
  if (draft.sides.some((side) => side.label.trim() === ''))
    return { field: 'sides', message: 'Every side needs a name' };
  if (draft.participants.length === 0)
    return { field: 'participants', message: 'Pick at least one participant' };
  const ctx = engineContext(state, draft, at);
  const made = engine.setupFrom(ctx, draft);
  if ('ok' in made) return { field: fieldOf(made), message: made.message };
  const participants = withPosted(state, draft);
  const command = {
    type: 'scene/open',
    sceneId,
    name: draft.name.trim(),
    engine: draft.engine,
    sides: [
      ...draft.sides.map((side) => ({ ...side, label: side.label.trim() })),
      ...postedSides(state, draft),
    ],
    participants,
    setup: made.setup,
    ...(capabilityOf(engine, 'initiative')?.fromStart ? { rollInitiative: true } : {}),
  } as Extract<UnstampedSceneCommand, { type: 'scene/open' }>;
  return { command, elsewhere: busyElsewhere(state, participants, null) };
}

function fieldOf(problem: Rejection): DraftProblem['field'] {
  return /spot/i.test(problem.code) ? 'spot' : /side/i.test(problem.code) ? 'sides' : 'participants';
}

/** The side the Spot's own guards stand on when the GM drafted none for them. */
const houseSide = { id: 'house', label: 'Guards', crew: false } as const;

/** On a Spot, its posted guards take part at their posts, whether or not the GM picked them (COT-GUARD-1). */
function withPosted(state: CampaignState, draft: OpenDraft): SceneParticipant[] {
  const listed = draft.participants.map((p): SceneParticipant => ({ ...p, role: 'on-foot' }));
  const spot = spotOf(state, draft);
  if (!spot) return listed;
  const side = draft.sides.find((s) => !s.crew)?.id ?? houseSide.id;
  const posted = Object.values(spot.guards)
    .filter((post) => !listed.some((p) => p.characterId === post.guard))
    .filter((post) => state.characters[post.guard]?.condition.state !== 'dead')
    .map((post): SceneParticipant => ({ characterId: post.guard, side, zone: post.zone, role: 'on-foot' }));
  return [...listed, ...posted];
}

function postedSides(state: CampaignState, draft: OpenDraft): readonly (typeof houseSide)[] {
  const spot = spotOf(state, draft);
  const needed = spot && Object.keys(spot.guards).length > 0 && !draft.sides.some((s) => !s.crew);
  return needed ? [houseSide] : [];
}

/** The Spot the draft's scene is played on, by its engine's spot capability; null for an engine without it. */
function spotOf(state: CampaignState, draft: OpenDraft): Spot | null {
  return capabilityOf(engineOf(draft.engine), 'spot')?.setup(state.spots, draft) ?? null;
}
