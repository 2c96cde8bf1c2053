import { expect } from 'vitest';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { applyPrepScene } from '../../../../../core/cot/prep/apply.ts';
import { decidePrepScene } from '../../../../../core/cot/prep/decide.ts';
import { prepEffects } from '../../../../../core/cot/prep/effects.ts';
import { startPrep } from '../../../../../core/cot/prep/start.ts';
import type { PrepCommand, PrepEvent, PrepState } from '../../../../../core/cot/prep/types.ts';
import type { Spot } from '../../../../../core/cot/spot/types.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import type { Rejection } from '../../../../../core/shared/result.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { deepFreeze } from '../warfare/support.ts';
import { applyEffect, contextOf, id } from '../heist/support.ts';
import type { WorldOptions } from '../heist/support.ts';

/** Test helpers for Prep scenes: a campaign with Spots, the crew's Prep days, commands with fixed dice. */

export interface PrepWorld {
  readonly ctx: EngineContext;
  readonly state: PrepState;
}

export function openPrep(
  spots: readonly Spot[],
  sheets: readonly Character[],
  options: WorldOptions = {},
): PrepWorld {
  const base = contextOf(spots[0]!, sheets, options);
  const ctx = { ...base, spots: Object.fromEntries(spots.map((s) => [s.id, s])) };
  const crew = (options.crew ?? sheets.filter((s) => s.kind === 'crew').map((s) => s.id)).map(id);
  const started = startPrep(ctx, { crew });
  if (!started.ok) throw new Error(started.message);
  return { ctx, state: deepFreeze(started.events.reduce<PrepState | null>(applyPrepScene, null)!) };
}

export function playPrep(
  world: PrepWorld,
  command: PrepCommand,
  ...faces: number[]
): PrepWorld & { events: readonly PrepEvent[] } {
  const dice = fixedDice(...faces);
  const decision = decidePrepScene(heistEnv(world.ctx), world.state, command, dice);
  if (!decision.ok) throw new Error(`Rejected ${command.type}: ${decision.code}: ${decision.message}`);
  expect(dice.remaining(), 'every fixed face is used').toBe(0);
  let ctx = world.ctx;
  for (const event of decision.events)
    for (const effect of prepEffects(event)) ctx = applyEffect(ctx, effect);
  return {
    events: decision.events,
    state: deepFreeze(decision.events.reduce(applyPrepScene, world.state)),
    ctx,
  };
}

export function refusePrep(world: PrepWorld, command: PrepCommand): Rejection {
  const decision = decidePrepScene(heistEnv(world.ctx), world.state, command, fixedDice());
  if (decision.ok) throw new Error(`${command.type} was accepted`);
  return decision;
}

export function result(events: readonly PrepEvent[]) {
  const found = events.find((e) => e.type === 'prep/researched');
  if (!found || found.type !== 'prep/researched') throw new Error('no research');
  return found.result;
}
