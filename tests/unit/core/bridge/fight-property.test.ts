import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bridge, seededDice, skirmish } from '../../../../core/index.ts';
import type { CharacterId } from '../../../../core/index.ts';
import { fightOf, fighter, heistAt, id, sheets, warehouse } from './fight-support.ts';
import type { At } from './fight-support.ts';
import { settings, table } from './support.ts';

/** Properties of `bridgedFight` over random Spots' people, origins and settings (bridge.md §4, §5A). */

const crew = [id.ruth, id.tony, id.sal, id.vera] as const;
const guards = [id.g1, id.g2, id.g3, id.g4, id.g5, id.g6] as const;
const zones = ['street', 'bay', 'office', 'corridor', 'vault'] as const;

/** True one time in `n`. */
const rarely = (n: number) => fc.integer({ min: 1, max: n }).map((k) => k === 1);

/** Someone at the Spot, most often in the Loading bay or next door. */
const person = (who: CharacterId, places: readonly (string | null)[]) =>
  fc.record({
    id: fc.constant(who),
    zone: fc.oneof(
      { arbitrary: fc.constant('bay'), weight: 3 },
      { arbitrary: fc.constantFrom(...places), weight: 2 },
    ),
    aware: fc.boolean(),
    unconscious: rarely(4),
    dead: rarely(6),
    engaged: rarely(6),
  });

const world = fc.record({
  crew: fc.tuple(...crew.map((who) => fc.option(person(who, [...zones, null]), { nil: undefined }))),
  guards: fc.tuple(...guards.map((who) => fc.option(person(who, zones), { nil: undefined }))),
  zone: fc.oneof(
    { arbitrary: fc.constant('bay' as string), weight: 3 },
    { arbitrary: fc.constantFrom(...zones), weight: 1 },
  ),
  origin: fc.constantFrom('heist', 'warfare'),
  explicit: fc.boolean(),
  settings: fc.record({
    bridgeTwoZoneTables: fc.boolean(),
    bridgeReinforcements: fc.constantFrom('adjacent' as const, 'off' as const),
    bridgeWalkIn: fc.boolean(),
    bridgePoliceResponse: fc.constantFrom('after_gunfire' as const, 'off' as const),
    bridgeReinforcementDelay: fc.integer({ min: 0, max: 12 }),
  }),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

function situationOf(w: World): bridge.FightSituation {
  const all = sheets();
  const placed = [...w.crew, ...w.guards].filter((p): p is NonNullable<typeof p> => p !== undefined);
  for (const p of placed) if (p.dead) all[p.id] = { ...all[p.id]!, condition: { state: 'dead' } };
  const people: At[] = placed.map((p) => ({
    id: p.id,
    zone: p.zone,
    aware: p.aware,
    unconscious: p.unconscious,
  }));
  const inZone = placed.filter((p) => p.zone === w.zone);
  const engaged = placed.filter((p) => p.engaged && p.zone !== w.zone).map((p) => p.id);
  if (w.origin === 'warfare') {
    const fight = fightOf(
      w.zone,
      inZone.map((p) =>
        fighter(all[p.id]!, crew.includes(p.id as never) ? 'crew' : 'house', {
          unconscious: p.unconscious,
          coverScore: p.aware ? 3 : 9,
        }),
      ),
    );
    return {
      heist: heistAt(warehouse(), people, all, { engaged: [...engaged, ...inZone.map((p) => p.id)] }),
      sheets: all,
      origin: { kind: 'warfare', fight, coverRolls: Object.fromEntries(inZone.map((p) => [p.id, 8])) },
    };
  }
  const street = placed.filter((p) => p.zone === 'street' && !p.dead && !p.engaged);
  const participants = [...inZone.filter((p) => !p.dead && !p.engaged), ...(w.zone === 'bay' ? street : [])];
  return {
    heist: heistAt(warehouse(), people, all, { engaged }),
    sheets: all,
    origin: {
      kind: 'heist',
      zone: w.zone,
      ...(w.explicit ? { participants: participants.map((p) => p.id) } : {}),
    },
  };
}

/** Every character the proposal names, with how often. */
function appearances(proposal: bridge.FightProposal): Map<string, number> {
  const seen = new Map<string, number>();
  const count = (who: string | null) => {
    if (who !== null) seen.set(who, (seen.get(who) ?? 0) + 1);
  };
  for (const model of proposal.models) count(model.character);
  for (const arrival of proposal.arrivals) count(arrival.model.character);
  for (const entry of proposal.absent) count(entry.character);
  return seen;
}

describe('bridgedFight properties', () => {
  it('is deterministic, and every living participant appears exactly once: on the table, arriving, or absent with a reason', () => {
    let proposals = 0;
    fc.assert(
      fc.property(world, (w) => {
        const situation = situationOf(w);
        const at = { ...settings, ...w.settings };
        const proposal = bridge.bridgedFight(situation, at, table);
        expect(bridge.bridgedFight(structuredClone(situation), { ...at }, table)).toEqual(proposal);
        if ('ok' in proposal) return;
        proposals += 1;
        const seen = appearances(proposal);
        const living = situation.heist.drop.characters
          .filter((c) => situation.sheets[c.id]!.condition.state !== 'dead')
          .map((c) => c.id);
        for (const who of living) expect(seen.get(who), who).toBe(1);
        for (const entry of proposal.absent) expect(entry.why).not.toBe('');
        const ids = [...proposal.models, ...proposal.arrivals.map((a) => a.model)].map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 300 },
    );
    expect(proposals).toBeGreaterThan(50);
  });

  it('every proposal opens as a skirmish the engine accepts', () => {
    let opened = 0;
    fc.assert(
      fc.property(world, (w) => {
        const proposal = bridge.bridgedFight(situationOf(w), { ...settings, ...w.settings }, table);
        if ('ok' in proposal) return;
        const scenario = bridge.scenarioOf(proposal);
        if ('ok' in scenario) throw new Error(scenario.message);
        const started = skirmish.startSkirmish(scenario.setup, seededDice(1), skirmish.houseDeck);
        expect(started.ok).toBe(true);
        opened += 1;
      }),
      { numRuns: 150 },
    );
    expect(opened).toBeGreaterThan(20);
  });
});
