import type { CharacterId, Condition, chase } from '../../../../core/index.ts';

/** The chase board's words: names, seats, velocities, conditions, why someone left, and how the chase ended. */

const leaveWords: Readonly<Record<chase.LeaveReason, string>> = {
  'fell-off': 'fell off',
  thrown: 'thrown off',
  wrecked: 'wrecked',
  crashed: 'crashed',
  stopped: 'stopped',
  dead: 'dead',
  emptied: 'nobody left',
  split: 'split off',
  'got-away': 'got away',
};

/** Why someone or something is out of the chase, in two words. */
export function leaveText(reason: chase.LeaveReason): string {
  return leaveWords[reason];
}

/** Looks up names for ids: characters, vehicles and pursuer groups. */
export interface Names {
  readonly character: (id: CharacterId) => string;
  readonly vehicle: (id: chase.VehicleId) => string;
  /** A vehicle's row in the vehicle table, without whose it is: "Car". */
  readonly vehicleKind: (id: chase.VehicleId) => string;
  /** A pursuer group: its vehicle and who rides it, or the runners: "Car (Bran, Oka)", "On foot (Ruth)". */
  readonly group: (id: chase.ChaseGroupId) => string;
}

/** Names from a chase: the Target's vehicle is marked so two cars stay apart. */
export function namesOf(state: chase.ChaseState): Names {
  const people = new Map<string, string>(state.participants.map((p) => [p.id, p.name]));
  const vehicles = new Map<string, string>(
    state.vehicles.map((v) => [v.id, v.role === 'target' ? `Target's ${v.name}` : v.name]),
  );
  const groups = new Map<string, string>(
    state.groups.map((g) => {
      const members = state.participants.filter((p) => p.group === g.id).map((p) => p.name);
      const what = g.vehicle ? (vehicles.get(g.vehicle) ?? g.vehicle) : 'On foot';
      return [g.id, members.length > 0 ? `${what} (${members.join(', ')})` : what];
    }),
  );
  return {
    character: (id) => people.get(id) ?? id,
    vehicle: (id) => vehicles.get(id) ?? id,
    vehicleKind: (id) => state.vehicles.find((v) => v.id === id)?.name ?? id,
    group: (id) => groups.get(id) ?? id,
  };
}

/** Where someone sits: "driving the Car", "passenger in the Car", "on foot", "aboard the Target's Car". */
export function seatText(seat: chase.Seat, names: Names): string {
  switch (seat.kind) {
    case 'foot':
      return 'on foot';
    case 'driver':
      return `driving the ${names.vehicle(seat.vehicle)}`;
    case 'passenger':
      return `passenger in the ${names.vehicle(seat.vehicle)}`;
    case 'aboard':
      return `aboard the ${names.vehicle(seat.vehicle)}`;
  }
}

/** A velocity as the table reads it: "Speed 3", "Muscles 2" (COT-CHASE-1, COT-CHASE-2). */
export function velocityText(velocity: chase.Velocity): string {
  return `${velocity.mode === 'speed' ? 'Speed' : 'Muscles'} ${velocity.rating}`;
}

/** Someone's condition: "Unhurt", "Wounded (3 days)", "Dead". */
export function conditionText(condition: Condition): string {
  switch (condition.state) {
    case 'wounded':
      return `Wounded (${condition.recoveryDays} ${condition.recoveryDays === 1 ? 'day' : 'days'})`;
    case 'dead':
      return 'Dead';
    default:
      return 'Unhurt';
  }
}

/** Whether someone is still in the chase, in a few words: "In the chase", "Out: fell off", "Chase over". */
export function statusText(
  participant: { readonly left: chase.LeaveReason | null },
  running: boolean,
): string {
  if (participant.left !== null) return `Out: ${leaveText(participant.left)}`;
  return running ? 'In the chase' : 'Chase over';
}

/** The outcome banner: a headline, what follows, and whether it went the crew's way is left to the GM. */
export interface OutcomeText {
  readonly title: string;
  readonly detail: string;
}

/** How a chase ended, in words (COT-CHASE-14). */
export function outcomeText(outcome: chase.ChaseOutcome, names: Names): OutcomeText {
  switch (outcome.kind) {
    case 'escaped':
      return {
        title: 'The Target escaped',
        detail: `${names.character(outcome.by)} got clear of every pursuer (COT-CHASE-7).`,
      };
    case 'pursuers-gone':
      return {
        title: 'The Target escaped: no pursuer is left',
        detail: 'Every pursuer group fell off, was wrecked or thrown (COT-D-85).',
      };
    case 'caught': {
      const request = outcome.gangWarfare;
      const restrain = request.mayRestrain
        ? ` ${names.character(request.mayRestrain)} may Restrain a Target at once (COT-WAR-9).`
        : '';
      return {
        title: 'Caught',
        detail: `${names.character(outcome.by)} made the Takedown (COT-CHASE-10); the scene goes on as Gang Warfare (COT-D-46).${restrain}`,
      };
    }
    case 'target-stopped':
      return {
        title: `The Target's vehicle ${outcome.reason === 'stopped' ? 'stopped' : `is ${outcome.reason}`}`,
        detail: `The ${names.vehicle(outcome.vehicle)} is out of the chase; the pursuers win (COT-CHASE-12).`,
      };
    case 'target-down':
      return { title: 'The Target is down', detail: 'Every member of the Target is dead.' };
    case 'ended-by-gm':
      return { title: 'Ended by the GM', detail: outcome.reason };
  }
}
