import { expect } from 'vitest';
import { applySpot } from '../../../../../core/cot/spot/apply.ts';
import { decideSpot } from '../../../../../core/cot/spot/decide.ts';
import type { SpotContext } from '../../../../../core/cot/spot/decide.ts';
import type { Spot, SpotCommand, SpotEvent, Spots } from '../../../../../core/cot/spot/types.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import type { Rejection } from '../../../../../core/shared/result.ts';
import { deepFreeze } from '../warfare/support.ts';

/** Test helpers for Spots: commands played through decide and apply, failing loudly on a rejection. */

type Unplaced<C> = C extends { spotId: string } ? Omit<C, 'spotId'> : never;

/** Plays commands on the Spots; every one must be accepted. Returns the Spots and every event. */
export function edit(
  spots: Spots,
  commands: readonly SpotCommand[],
  context: SpotContext = {},
): { spots: Spots; events: SpotEvent[] } {
  const events: SpotEvent[] = [];
  let current = spots;
  for (const command of commands) {
    const decision = decideSpot(current, command, context);
    if (!decision.ok) throw new Error(`Rejected ${command.type}: ${decision.code}: ${decision.message}`);
    events.push(...decision.events);
    current = deepFreeze(decision.events.reduce(applySpot, current));
  }
  return { spots: current, events };
}

/** The rejection a command gets (it must be rejected). */
export function refusal(spots: Spots, command: SpotCommand, context: SpotContext = {}): Rejection {
  const decision = decideSpot(spots, command, context);
  if (decision.ok) throw new Error(`${command.type} was accepted`);
  return decision;
}

/** A Spot built from commands about it (the spot id is filled in). */
export function buildSpot(id: string, commands: readonly Unplaced<SpotCommand>[], context: SpotContext = {}) {
  const all = [
    { type: 'spot/create', spotId: id, name: id } as SpotCommand,
    ...commands.map((c) => ({ ...c, spotId: id }) as SpotCommand),
  ];
  return edit({}, all, context).spots[id]!;
}

/** A zone at a point, untagged. */
export const zone = (zoneId: string, x = 0, y = 0): Unplaced<SpotCommand> => ({
  type: 'spot/add-zone',
  zoneId,
  name: zoneId,
  x,
  y,
});

export const barrier = (barrierId: string, a: string, b: string): Unplaced<SpotCommand> => ({
  type: 'spot/add-barrier',
  barrierId,
  ends: [a, b],
});

export const security = (
  barrierId: string,
  securityId: string,
  tag: 'lock' | 'vault' | 'height' | 'structure',
  score: number,
): Unplaced<SpotCommand> => ({ type: 'spot/add-security', barrierId, securityId, tag, score });

export const tag = (
  zoneId: string,
  which: 'hazardous' | 'noisy' | 'crowded' | 'hidden',
  rating?: number,
): Unplaced<SpotCommand> =>
  rating === undefined
    ? { type: 'spot/tag-zone', zoneId, tag: which, on: true }
    : { type: 'spot/tag-zone', zoneId, tag: which, on: true, rating };

export const post = (
  guard: string,
  zoneId: string,
  scores: { awareness?: number; training?: number } = {},
): Unplaced<SpotCommand> => ({
  type: 'spot/place-guard',
  guard: characterId(guard),
  zone: zoneId,
  awareness: scores.awareness ?? null,
  training: scores.training ?? null,
});

/** A chain of zones Outside–A–B–C… joined by open barriers. */
export function chain(
  id: string,
  zones: readonly string[],
  extra: readonly Unplaced<SpotCommand>[] = [],
): Spot {
  const ends = ['outside', ...zones];
  return buildSpot(id, [
    ...zones.map((z, i) => zone(z, 100 * (i + 1), 0)),
    ...zones.map((z, i) => barrier(`${ends[i]}-${z}`, ends[i]!, z)),
    ...extra,
  ]);
}

export function expectRejected(decision: { ok: boolean; code?: string }, code: string) {
  expect(decision.ok).toBe(false);
  expect(decision.code).toBe(code);
}
