/**
 * A rule several engines share (a Spot and its places, initiative, Foresight Training, Bolsters, breaking out of a
 * running scene of another engine), declared by the engines that take it (`SceneEngine.capabilities`) instead of a
 * flag of the contract. The code that runs engines (the scene layer) asks an engine's capabilities what to do; it
 * never asks which engine it runs. A capability may also be read across engines: a Heist opens the breakouts the
 * registry's engines declare (`breakout`, core/cot/world/breakout.ts), so a new one is its engine's folder alone.
 *
 * Modelled on boardgame.io's plugins (`{ name, setup, api, flush }`): a family of engines (City of Thieves',
 * core/cot/world) defines its capabilities, each owning
 * - `setup`: what a scene of the engine needs as it opens (a Spot to be played on), checked before it opens;
 * - `api`: its slice of the engine's context, built from the family's world for one decision;
 * - `flush`: what it does once the engine has decided (spending the Bolsters of those who rolled).
 * A capability with no part in one of these leaves it out. Its options (which initiative pools, whether the
 * scene rolls initiative as it opens) are its own fields.
 */
export interface Capability<Name extends string = string> {
  readonly name: Name;
}

/** The capability of `engine` called `name`, typed by its name; undefined when the engine does not declare it. */
export function capabilityOf<K extends Cap['name'], Cap extends Capability>(
  engine: { readonly capabilities?: readonly Cap[] },
  name: K,
): Extract<Cap, { readonly name: K }> | undefined {
  return engine.capabilities?.find((c): c is Extract<Cap, { readonly name: K }> => c.name === name);
}
