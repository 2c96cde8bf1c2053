import fc from 'fast-check';
import { chaseGroupId, defaultChaseRules, vehicleId } from '../../../../../core/cot/chase/index.ts';
import type {
  ChaseOutcome,
  ChaseParticipant,
  ChaseRole,
  ChaseState,
  ChaseVehicle,
  LeaveReason,
  PursuerGroup,
  Seat,
} from '../../../../../core/cot/chase/index.ts';
import type { ChaseStartedEvent } from '../../../../../core/cot/chase/events.ts';
import { leaveReason } from '../../../../../core/cot/chase/schema-state.ts';
import { defaultWeapons } from '../../../../../core/cot/settings/gear-tables.ts';
import { characterId } from '../../../../../core/shared/ids.ts';

/**
 * Any chase a schema-valid log can hold, not only those the rules reach: a whole start (one Target on foot or in a
 * vehicle, pursuer groups of runners or one vehicle each, maybe a boarder), then whatever later events could say —
 * anyone or anything gone for any reason (even a car gone with its driver still in), any Cover, condition and
 * Distance up to the schema's bounds, any ending naming people who may not be there. For the properties that a
 * board, and the actions beside it, never throw on a chase they are given.
 */

const reasons: readonly LeaveReason[] = leaveReason.options;
const leftArb = fc.option(fc.constantFrom(...reasons), { nil: null, freq: 3 });
const rating = fc.integer({ min: 0, max: 12 });

interface Placed {
  readonly id: string;
  readonly role: ChaseRole;
  readonly seat: Seat;
  readonly group: string | null;
}

/** Who sits where in a whole start. */
const layoutArb = fc
  .record({
    targetCar: fc.boolean(),
    targets: fc.integer({ min: 1, max: 2 }),
    runners: fc.integer({ min: 0, max: 2 }),
    cars: fc.integer({ min: 0, max: 2 }),
    passengers: fc.boolean(),
    boarder: fc.boolean(),
  })
  .map((l) => {
    const people: Placed[] = [];
    const vehicles: { id: string; role: ChaseRole }[] = [];
    const groups: { id: string; vehicle: string | null }[] = [];
    const car = vehicleId('target: Car');
    if (l.targetCar) vehicles.push({ id: car, role: 'target' });
    for (let i = 0; i < l.targets; i++) {
      const kind = i === 0 ? 'driver' : 'passenger';
      const seat: Seat = l.targetCar ? { kind, vehicle: car } : { kind: 'foot' };
      people.push({ id: `t${i}`, role: 'target', seat, group: null });
    }
    if (l.runners > 0) groups.push({ id: 'on foot', vehicle: null });
    for (let i = 0; i < l.runners; i++)
      people.push({ id: `r${i}`, role: 'pursuer', seat: { kind: 'foot' }, group: 'on foot' });
    for (let c = 0; c < l.cars; c++) {
      const id = vehicleId(`pursuer: Car ${c}`);
      vehicles.push({ id, role: 'pursuer' });
      groups.push({ id, vehicle: id });
      people.push({ id: `d${c}`, role: 'pursuer', seat: { kind: 'driver', vehicle: id }, group: id });
      if (l.passengers)
        people.push({ id: `p${c}`, role: 'pursuer', seat: { kind: 'passenger', vehicle: id }, group: id });
    }
    if (l.boarder && l.targetCar)
      people.push({ id: 'b', role: 'pursuer', seat: { kind: 'aboard', vehicle: car }, group: null });
    return { people, vehicles, groups };
  });

const participantArb = (placed: Placed): fc.Arbitrary<ChaseParticipant> =>
  fc.record({
    id: fc.constant(characterId(placed.id)),
    name: fc.oneof(fc.constant(placed.id.toUpperCase()), fc.string({ minLength: 1, maxLength: 60 })),
    side: fc.constant(placed.role === 'target' ? 'crew' : 'guards'),
    role: fc.constant(placed.role),
    seat: fc.constant(placed.seat),
    group: fc.constant(placed.group === null ? null : chaseGroupId(placed.group)),
    ratings: fc.record({
      muscle: rating,
      fingers: rating,
      athletics: rating,
      driving: rating,
      shooting: rating,
      handToHand: rating,
      explosives: rating,
    }),
    speed: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    weapons: fc.subarray([...defaultWeapons], { maxLength: 3 }),
    coverPool: fc
      .integer({ min: 1, max: 12 })
      .chain((rolled) => fc.integer({ min: 1, max: rolled }).map((kept) => ({ rolled, kept }))),
    cover: fc.integer({ min: 0, max: 594 }),
    condition: fc.oneof(
      fc.constant({ state: 'unhurt' as const }),
      fc.record({ state: fc.constant('wounded' as const), recoveryDays: fc.integer({ min: 0, max: 99 }) }),
      fc.constant({ state: 'dead' as const }),
    ),
    left: fc.constant(null),
  });

const vehicleArb = (v: { id: string; role: ChaseRole }): fc.Arbitrary<ChaseVehicle> =>
  fc.record({
    id: fc.constant(vehicleId(v.id)),
    name: fc.constantFrom('Car', 'Truck / van', 'A very long vehicle name that goes on and on and on'),
    role: fc.constant(v.role),
    speed: fc.integer({ min: 1, max: 12 }),
    body: fc.integer({ min: 0, max: 999 }),
    ramBonus: fc.record({ rolled: fc.integer({ min: -3, max: 3 }), kept: fc.integer({ min: -2, max: 2 }) }),
    fullCapacity: fc.boolean(),
    left: fc.constant(null),
  });

const groupArb = (g: { id: string; vehicle: string | null }): fc.Arbitrary<PursuerGroup> =>
  fc.record({
    id: fc.constant(chaseGroupId(g.id)),
    vehicle: fc.constant(g.vehicle === null ? null : vehicleId(g.vehicle)),
    distance: fc.oneof(fc.nat(6), fc.constantFrom(99, 100_000)),
    left: fc.constant(null),
  });

/** A whole started chase, as a file may hold one. */
export const anyStart: fc.Arbitrary<ChaseStartedEvent> = layoutArb.chain(({ people, vehicles, groups }) =>
  fc.record({
    type: fc.constant('chase/started' as const),
    rules: fc
      .record({
        minObstacleDifficulty: fc.integer({ min: 0, max: 99 }),
        musclesVelocityRating: fc.constantFrom<'pool_keep' | number>('pool_keep', 1, 99),
      })
      .map((rules) => ({ ...defaultChaseRules, ...rules })),
    cramped: fc.boolean(),
    participants: fc.tuple(...people.map(participantArb)),
    vehicles: fc.tuple(...vehicles.map(vehicleArb)),
    groups: fc.tuple(...groups.map(groupArb)),
    coverRolls: fc.constant([]),
  }),
);

const someone = (ids: readonly string[]) => fc.constantFrom(...ids, 'ghost').map(characterId);
const aGroup = (ids: readonly string[]) => fc.constantFrom(...ids, 'on foot').map(chaseGroupId);

function outcomeArb(state: ChaseStartedEvent): fc.Arbitrary<ChaseOutcome | null> {
  const people = state.participants.map((p) => p.id as string);
  const groups = state.groups.map((g) => g.id as string);
  return fc.option(
    fc.oneof(
      someone(people).map((by) => ({ kind: 'escaped' as const, winner: 'target' as const, by })),
      fc.constant({ kind: 'pursuers-gone' as const, winner: 'target' as const }),
      fc.record({
        kind: fc.constant('caught' as const),
        winner: fc.constant('pursuers' as const),
        by: someone(people),
        group: aGroup(groups),
        gangWarfare: fc.record({
          targets: fc.subarray(people.map(characterId)),
          pursuers: fc.subarray(people.map(characterId)),
          mayRestrain: fc.option(someone(people), { nil: null }),
          stragglers: fc.array(fc.record({ group: aGroup(groups), distance: fc.nat(100_000) }), {
            maxLength: 2,
          }),
        }),
      }),
      fc.record({
        kind: fc.constant('target-stopped' as const),
        winner: fc.constant('pursuers' as const),
        vehicle: fc.constantFrom('target: Car', 'nowhere').map(vehicleId),
        reason: fc.constantFrom('wrecked' as const, 'crashed' as const, 'stopped' as const),
      }),
      fc.constant({ kind: 'target-down' as const, winner: 'pursuers' as const }),
      fc.string({ maxLength: 200 }).map((reason) => ({ kind: 'ended-by-gm' as const, winner: null, reason })),
    ),
    { nil: null, freq: 2 },
  );
}

/** A chase state a schema-valid log can hold: a whole start, then anything its later events could have said. */
export const anyChaseState: fc.Arbitrary<{ start: ChaseStartedEvent; state: ChaseState }> = anyStart.chain(
  (start) =>
    fc
      .record({
        participants: fc.tuple(...start.participants.map(() => leftArb)),
        vehicles: fc.tuple(...start.vehicles.map(() => leftArb)),
        groups: fc.tuple(...start.groups.map(() => leftArb)),
        followUp: fc.option(
          fc.record({
            actor: someone(start.participants.map((p) => p.id)),
            group: aGroup(start.groups.map((g) => g.id)),
          }),
          { nil: null },
        ),
        outcome: outcomeArb(start),
      })
      .map(({ participants, vehicles, groups, followUp, outcome }) => ({
        start,
        state: {
          rules: start.rules,
          cramped: start.cramped,
          participants: start.participants.map((p, i) => ({ ...p, left: participants[i] ?? null })),
          vehicles: start.vehicles.map((x, i) => ({ ...x, left: vehicles[i] ?? null })),
          groups: start.groups.map((g, i) => ({ ...g, left: groups[i] ?? null })),
          followUp,
          outcome,
        },
      })),
);
