import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applySpot, replaySpots } from '../../../../../core/cot/spot/apply.ts';
import { decideSpot } from '../../../../../core/cot/spot/decide.ts';
import { spotCommandSchema, spotEventSchema, spotSchema } from '../../../../../core/cot/spot/schema.ts';
import type { SpotCommand, SpotEvent, Spots } from '../../../../../core/cot/spot/types.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { deepFreeze } from '../warfare/support.ts';

const ids = ['a', 'b', 'c', 'd'] as const;
const node = fc.constantFrom(...ids, 'outside');
const zoneId = fc.constantFrom(...ids);
const spotId = fc.constantFrom('s1', 's2');
const name = fc.constantFrom('Hall', 'hall', 'Vault', 'Roof', ' ');
const coordinate = fc.integer({ min: -500, max: 500 });
const score = fc.integer({ min: -2, max: 102 });

const commandArb: fc.Arbitrary<SpotCommand> = fc.oneof(
  fc.record({ type: fc.constant('spot/create' as const), spotId, name }),
  fc.record({
    type: fc.constant('spot/add-zone' as const),
    spotId,
    zoneId,
    name,
    x: coordinate,
    y: coordinate,
  }),
  fc.record({ type: fc.constant('spot/rename-zone' as const), spotId, zoneId, name }),
  fc.record({ type: fc.constant('spot/move-zone' as const), spotId, zoneId, x: coordinate, y: coordinate }),
  fc.record({ type: fc.constant('spot/remove-zone' as const), spotId, zoneId }),
  fc.record({
    type: fc.constant('spot/tag-zone' as const),
    spotId,
    zoneId,
    tag: fc.constantFrom('hazardous' as const, 'noisy' as const, 'crowded' as const, 'hidden' as const),
    on: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('spot/add-barrier' as const),
    spotId,
    barrierId: fc.constantFrom('x', 'y', 'z'),
    ends: fc.tuple(node, node),
  }),
  fc.record({
    type: fc.constant('spot/remove-barrier' as const),
    spotId,
    barrierId: fc.constantFrom('x', 'y', 'z'),
  }),
  fc.record({
    type: fc.constant('spot/add-security' as const),
    spotId,
    barrierId: fc.constantFrom('x', 'y', 'z'),
    securityId: fc.constantFrom('s', 't'),
    tag: fc.constantFrom('lock' as const, 'vault' as const, 'height' as const, 'structure' as const),
    score,
  }),
  fc.record({
    type: fc.constant('spot/place-guard' as const),
    spotId,
    guard: fc.constantFrom('g1', 'g2').map(characterId),
    zone: zoneId,
    awareness: fc.constant(null),
    training: fc.constant(null),
  }),
  fc.record({
    type: fc.constant('spot/remove-guard' as const),
    spotId,
    guard: fc.constantFrom('g1', 'g2').map(characterId),
  }),
  fc.record({
    type: fc.constant('spot/add-loot' as const),
    spotId,
    lootId: fc.constantFrom('l1', 'l2'),
    name,
    zone: zoneId,
    value: fc.nat(100),
  }),
  fc.record({ type: fc.constant('spot/remove-loot' as const), spotId, lootId: fc.constantFrom('l1', 'l2') }),
  fc.record({
    type: fc.constant('spot/reveal-zones' as const),
    spotId,
    zones: fc.array(zoneId, { maxLength: 3 }),
    how: fc.constant('layout' as const),
  }),
  fc.record({
    type: fc.constant('spot/alert-guards' as const),
    spotId,
    guards: fc.array(fc.constantFrom('g1', 'g2').map(characterId), { maxLength: 2 }),
  }),
  fc.record({
    type: fc.constant('spot/bypass-security' as const),
    spotId,
    barrierId: fc.constantFrom('x', 'y', 'z'),
    securityId: fc.constantFrom('s', 't'),
  }),
  fc.record({ type: fc.constant('spot/reset-job' as const), spotId }),
  fc.record({
    type: fc.constant('spot/add-blueprint-zone' as const),
    spotId,
    zoneId: fc.constantFrom('n', 'a'),
    name: fc.constantFrom('Tunnel', 'Hall'),
    between: fc.tuple(node, node),
    barrierIds: fc.tuple(fc.constantFrom('n1', 'x'), fc.constantFrom('n2', 'y')),
  }),
  fc.record({ type: fc.constant('spot/delete' as const), spotId }),
);

function play(commands: readonly SpotCommand[]): { spots: Spots; events: SpotEvent[] } {
  let spots: Spots = {};
  const events: SpotEvent[] = [];
  for (const command of commands) {
    const decision = decideSpot(spots, command);
    if (!decision.ok) continue;
    events.push(...decision.events);
    spots = deepFreeze(decision.events.reduce(applySpot, spots));
  }
  return { spots, events };
}

describe('Spot editing properties', () => {
  it('replaying the log equals the state built step by step, and every event and Spot fits its schema', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        const { spots, events } = play(commands);
        expect(replaySpots(events)).toEqual(spots);
        for (const event of events) expect(v.safeParse(spotEventSchema, event).success).toBe(true);
        for (const spot of Object.values(spots)) expect(v.safeParse(spotSchema, spot).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never leaves a barrier to nowhere or to itself, a duplicate zone name, or a guard or loot outside the zones', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        for (const spot of Object.values(play(commands).spots)) {
          const has = (id: string) => id === 'outside' || Object.hasOwn(spot.zones, id);
          for (const barrier of Object.values(spot.barriers)) {
            expect(barrier.ends.every(has)).toBe(true);
            expect(barrier.ends[0]).not.toBe(barrier.ends[1]);
            for (const security of barrier.securities) expect(security.score).toBeGreaterThanOrEqual(1);
          }
          const names = Object.values(spot.zones).map((z) => z.name.toLowerCase());
          expect(new Set(names).size).toBe(names.length);
          for (const post of Object.values(spot.guards)) expect(has(post.zone)).toBe(true);
          for (const loot of Object.values(spot.loot)) expect(has(loot.zone)).toBe(true);
          for (const known of Object.keys(spot.knowledge.zones)) expect(has(known)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers every command, out-of-range numbers included, with events or a rejection, never a throw', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 30 }), (commands) => {
        expect(() => play(commands)).not.toThrow();
      }),
    );
  });
});

describe('Spot schemas against hostile input', () => {
  const base = { type: 'spot/add-zone', spotId: 's', zoneId: 'a', name: 'Hall', x: 0, y: 0 };

  it('refuses unknown fields, reserved ids, NaN and huge numbers, naming the field', () => {
    const path = (value: unknown) => {
      const result = v.safeParse(spotCommandSchema, value);
      return result.success ? null : result.issues.map((i) => i.path?.map((p) => p.key).join('.')).join(';');
    };
    expect(path(base)).toBeNull();
    expect(path({ ...base, extra: 1 })).toBe('extra');
    expect(path({ ...base, zoneId: '__proto__' })).toBe('zoneId');
    expect(path({ ...base, x: Number.NaN })).toBe('x');
    expect(path({ ...base, y: 1e308 })).toBe('y');
    expect(path({ ...base, name: 'x'.repeat(201) })).toBe('name');
    expect(
      path({
        type: 'spot/add-security',
        spotId: 's',
        barrierId: 'b',
        securityId: 'l',
        tag: 'laser',
        score: 9,
      }),
    ).toBe('tag');
  });

  it('refuses an imported Spot whose table is keyed by a reserved word', () => {
    const spot = JSON.parse(
      '{"id":"s","name":"S","edge":{"name":"Outside","x":0,"y":0},"zones":{"__proto__":{"id":"a","name":"A","x":0,"y":0,"hazardous":false,"noisy":false,"crowded":false,"hidden":null}},"barriers":{},"guards":{},"loot":{},"knowledge":{"zones":{},"marks":[],"itineraries":[]}}',
    );
    expect(v.safeParse(spotSchema, spot).success).toBe(false);
  });
});
