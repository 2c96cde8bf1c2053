import type { Assembly } from './assemble.ts';
import type { Person } from './people.ts';
import type { PersonAtStart, StartSnapshot } from './proposal.ts';

/**
 * The start snapshot (bridge.md §7): everyone at the Spot and in the fight as it starts, the crew's Heat, the
 * Spot's Securities and the vehicles' Body, so the write-back can compare start and end.
 */

function personAtStart(a: Assembly, person: Person): PersonAtStart {
  const bonuses = a.situation.bonuses;
  return {
    character: person.id,
    place: person.place,
    condition: person.condition,
    unconscious: person.unconscious,
    restrainedBy: person.restrainedBy,
    aware: person.aware,
    discovered: person.discovered,
    presentedIdentity: person.presentedIdentity,
    category: person.category,
    foresight: person.sheet?.foresight ?? 0,
    bonuses: bonuses && Object.hasOwn(bonuses, person.id) ? (bonuses[person.id] ?? []) : [],
    cover: person.cover,
  };
}

/** The snapshot of the fight's start. */
export function snapshotOf(a: Assembly): StartSnapshot {
  const { heist, origin } = a.situation;
  const people = [...a.cast.participants, ...a.cast.left, ...a.cast.bystanders];
  return {
    people: people.map((person) => personAtStart(a, person)),
    heat: heist.drop.heat,
    securities: Object.values(heist.spot.barriers).flatMap((barrier) =>
      barrier.securities.map((security) => ({
        barrier: barrier.id,
        security: security.id,
        bypassed: security.bypassed,
      })),
    ),
    vehicles:
      origin.kind === 'warfare'
        ? origin.fight.vehicles.map((vehicle) => ({ id: vehicle.id, name: vehicle.name, body: vehicle.body }))
        : [],
  };
}
