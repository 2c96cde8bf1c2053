import { chaseEngine } from '../cot/chase/index.ts';
import { heistEngine } from '../cot/heist/index.ts';
import { prepEngine } from '../cot/prep/index.ts';
import { socialEngine } from '../cot/social/index.ts';
import { warfareEngine } from '../cot/warfare/index.ts';
import { bridgedSkirmish } from '../bridge/index.ts';
import type { CotWorld } from '../cot/world/index.ts';
import type { SceneEngine, Tagged } from '../engine/index.ts';

/**
 * Every scene engine, by the id its scenes carry. The scene layer loops over this table and never names an
 * engine: adding one is a folder exporting a `SceneEngine` and one line here. It is the composition root of
 * core: it imports every engine, and no engine imports it.
 */
export const engines = {
  prep: prepEngine,
  social: socialEngine,
  heist: heistEngine,
  warfare: warfareEngine,
  chase: chaseEngine,
  skirmish: bridgedSkirmish, // the HEIST skirmish, openable out of a Heist by the bridge (BRG-D-2)
} as const;

export type Engines = typeof engines;
export type EngineId = keyof Engines;

type PartsOf<K extends EngineId> =
  Engines[K] extends SceneEngine<infer S, infer C, infer E, infer Setup, infer _W>
    ? { readonly state: S; readonly command: C; readonly event: E; readonly setup: Setup }
    : never;

export type StateOf<K extends EngineId> = PartsOf<K>['state'];
export type CommandOf<K extends EngineId> = PartsOf<K>['command'];
export type EventOf<K extends EngineId> = PartsOf<K>['event'];
export type SetupOf<K extends EngineId> = PartsOf<K>['setup'];

/** The engines' ids, in the order the dashboards list them. */
export const engineIds = Object.keys(engines) as readonly EngineId[];

export function isEngineId(value: unknown): value is EngineId {
  return typeof value === 'string' && Object.hasOwn(engines, value);
}

/**
 * An engine as the general contract, for the scene layer's code that works on any engine: in the City of
 * Thieves campaign, whose world (context, effects, stages, capabilities) every engine's scenes are played in. An
 * engine bound to no family (the HEIST skirmish) reads only the bare part of that context and has no effects.
 * Its state, commands and events are checked at run time by the engine's own schemas before they reach it.
 */
export type AnyEngine = SceneEngine<unknown, Tagged, Tagged, unknown, CotWorld>;

export function engineOf(id: EngineId): AnyEngine {
  return engines[id] as unknown as AnyEngine;
}
