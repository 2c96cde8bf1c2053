import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDrop, replayDrop } from '../../../../../core/cot/drop/apply.ts';
import { decideDrop } from '../../../../../core/cot/drop/decide.ts';
import { dropOdds } from '../../../../../core/cot/drop/odds.ts';
import type { DropResultOdds } from '../../../../../core/cot/drop/odds.ts';
import type { DropEvent, DropScene, DropSceneCommand } from '../../../../../core/cot/drop/types.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { deepFreeze, id } from '../warfare/support.ts';
import { guard, person, ruth, spot, zone } from './support.ts';

const names = ['ruth', 'kit', 'x', 'y', 'z'] as const;
const who = fc.constantFrom(...names).map(id);

const sceneArb = fc
  .record({
    trainings: fc.array(fc.integer({ min: 4, max: 16 }), { minLength: 3, maxLength: 3 }),
    zones: fc.array(fc.constantFrom('hall', 'vault'), { minLength: 4, maxLength: 4 }),
    aware: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    discovered: fc.boolean(),
    crowded: fc.boolean(),
    explosivesArea: fc.boolean(),
  })
  .map(({ trainings, zones, aware, discovered, crowded, explosivesArea }) =>
    spot(
      [
        ruth({ discovered }),
        person('kit', { side: 'crew', zone: zones[0]! }, { kind: 'crew', weapons: ['Revolver'] }),
        ...(['x', 'y', 'z'] as const).map((name, i) =>
          guard(name, trainings[i]!, { zone: zones[i + 1]!, aware: aware[i]! }),
        ),
      ],
      { zones: [zone('hall', { crowded, adjacent: ['vault'] }), zone('vault')], rules: { explosivesArea } },
    ),
  );

const commandArb: fc.Arbitrary<DropSceneCommand> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('drop/attack' as const),
      attacker: who,
      target: who,
      skill: fc.constantFrom('handToHand' as const, 'shooting' as const, 'explosives' as const),
      weapon: fc.constantFrom(
        'Fists',
        'Club, sap, knuckle-duster',
        'Knife, razor',
        'Revolver',
        'Grenade, dynamite stick',
      ),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('drop/respond' as const),
      target: who,
      response: fc.constantFrom('flee' as const, 'call-for-help' as const, 'square-up' as const),
    }),
    weight: 4,
  },
  fc.record({ type: fc.constant('drop/wake' as const), actor: who, target: who }),
  fc.record({ type: fc.constant('drop/finish-off' as const), actor: who, target: who }),
  fc.record({ type: fc.constant('drop/rounds-pass' as const), rounds: fc.integer({ min: 1, max: 3 }) }),
);

const actorOf = (command: DropSceneCommand) =>
  command.type === 'drop/attack' ? command.attacker : 'actor' in command ? command.actor : null;

/** The forecast probability of the row a Drop roll produced. */
function chanceOf(odds: DropResultOdds, event: Extract<DropEvent, { type: 'drop/rolled' }>): number {
  const outcome = event.outcomes[0]!;
  if (event.catastrophe) return odds.catastrophe;
  if (outcome.result === 'wounded')
    return odds.wounded.find((w) => w.recoveryDays === outcome.recoveryDays)?.probability ?? 0;
  return {
    aware: odds.aware,
    'aware-unconscious': odds.awareAndUnconscious,
    unconscious: odds.unconscious,
    dead: odds.dead,
  }[outcome.result];
}

function checkStep(
  before: DropScene,
  command: DropSceneCommand,
  after: DropScene,
  events: readonly DropEvent[],
) {
  const actor = before.characters.find((c) => c.id === actorOf(command));
  expect(actor?.condition.state).not.toBe('dead');
  if (before.pending.length > 0) expect(command.type).toBe('drop/respond');
  for (const c of before.characters)
    if (c.aware) expect(after.characters.find((d) => d.id === c.id)!.aware).toBe(true); // COT-D-56
  expect(after.heat).toBeGreaterThanOrEqual(before.heat);
  const rolled = events.find((e) => e.type === 'drop/rolled');
  if (rolled && command.type === 'drop/attack') {
    const forecast = dropOdds(before, command);
    if ('ok' in forecast) throw new Error('a Drop that was allowed had no odds');
    expect(chanceOf(forecast.targets[0]!.odds, rolled)).toBeGreaterThan(0);
  }
}

describe('Getting the Drop invariants (fast-check)', () => {
  it('keeps the dead still, responses first, Aware permanent, and results the odds allow; replay equals state', () => {
    fc.assert(
      fc.property(
        sceneArb,
        fc.array(commandArb, { maxLength: 25 }),
        fc.integer(),
        (initial, commands, seed) => {
          const dice = seededDice(seed);
          const log: DropEvent[] = [];
          let scene = deepFreeze(initial);
          for (const command of commands) {
            const decision = decideDrop(scene, command, dice);
            if (!decision.ok) continue;
            const after = deepFreeze(decision.events.reduce(applyDrop, scene));
            checkStep(scene, command, after, decision.events);
            log.push(...decision.events);
            scene = after;
          }
          expect(replayDrop(initial, log)).toEqual(scene);
        },
      ),
      { numRuns: 300 },
    );
  });
});
