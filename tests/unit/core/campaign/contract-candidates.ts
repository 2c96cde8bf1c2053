import { engineOf } from '../../../../core/index.ts';
import type { CharacterId, EngineContext, Scene } from '../../../../core/index.ts';

/**
 * Candidate commands for an actor, built by each engine's own candidate builders (each destination, target,
 * weapon, Security…), read from the engine's module in the registry (its `conformance.candidates`), so every
 * engine, the ones to come among them, brings its own: whatever a view leaves out of them, `decide` must refuse.
 * An engine with no conformance part has none (the conformance suite fails it, naming it).
 */
export function candidatesOf(ctx: EngineContext, scene: Scene, actor: CharacterId): readonly object[] {
  const candidates = engineOf(scene.engine).conformance?.candidates;
  return candidates && scene.state !== null ? candidates(ctx, scene.state, actor) : [];
}
