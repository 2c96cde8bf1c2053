import * as v from 'valibot';
import type { startedSchema } from './schema-state.ts';

/**
 * A started chase read from a file must be whole, as `startChase` and a split make it: everyone in it, each id once,
 * every seat and group naming what is there, each on the side they belong to (COT-CHASE-3: one Target, on foot or
 * in one vehicle; pursuer groups of runners or one vehicle each; boarders on the Target's vehicle). The rules and
 * the board look each of these up.
 */

/** A place in a started chase that does not fit, and why. */
export interface StartedProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

type Started = v.InferOutput<typeof startedSchema>;
type Participant = Started['participants'][number];

/** The first place where a started chase is not whole, or null. */
export function startedProblem(started: Started): StartedProblem | null {
  return (
    repeated(started.participants, 'participants', 'someone') ??
    repeated(started.vehicles, 'vehicles', 'a vehicle') ??
    repeated(started.groups, 'groups', 'a pursuer group') ??
    gone(started) ??
    vehiclesProblem(started) ??
    started.participants.reduce<StartedProblem | null>(
      (problem, p, i) => problem ?? seatProblem(started, p, i),
      null,
    )
  );
}

function repeated(
  items: readonly { readonly id: string }[],
  field: string,
  what: string,
): StartedProblem | null {
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (seen.has(item.id))
      return { path: [field, i, 'id'], message: `${what} with the id "${item.id}" is there twice` };
    seen.add(item.id);
  }
  return null;
}

function gone(started: Started): StartedProblem | null {
  for (const field of ['participants', 'vehicles', 'groups'] as const) {
    const i = started[field].findIndex((thing) => thing.left !== null);
    if (i >= 0)
      return { path: [field, i, 'left'], message: 'a chase starts with everyone and everything in it' };
  }
  return null;
}

/** One Target vehicle at most; each pursuer vehicle is one pursuer group's, and a group's vehicle is a pursuer's. */
function vehiclesProblem(started: Started): StartedProblem | null {
  const targets = started.vehicles.filter((x) => x.role === 'target');
  if (targets.length > 1) {
    const i = started.vehicles.indexOf(targets[1]!);
    return { path: ['vehicles', i, 'role'], message: 'the Target moves in one vehicle at most' };
  }
  for (const [i, group] of started.groups.entries()) {
    if (group.vehicle === null) continue;
    const vehicle = started.vehicles.find((x) => x.id === group.vehicle);
    if (!vehicle)
      return { path: ['groups', i, 'vehicle'], message: `no vehicle "${group.vehicle}" is in the chase` };
    if (vehicle.role !== 'pursuer')
      return {
        path: ['groups', i, 'vehicle'],
        message: `the Target's vehicle "${group.vehicle}" is no pursuer group`,
      };
  }
  for (const [i, vehicle] of started.vehicles.entries()) {
    const groups = started.groups.filter((g) => g.vehicle === vehicle.id).length;
    if (vehicle.role === 'pursuer' && groups !== 1)
      return {
        path: ['vehicles', i, 'id'],
        message: `a pursuers' vehicle is one pursuer group, not ${groups}`,
      };
  }
  return null;
}

/** Where one participant sits fits their side: the Target's own seats, a pursuer in their group's vehicle or on foot. */
function seatProblem(started: Started, p: Participant, i: number): StartedProblem | null {
  const at = (field: string, message: string): StartedProblem => ({
    path: ['participants', i, ...field.split('.')],
    message,
  });
  const seated = p.seat.kind === 'foot' ? null : p.seat.vehicle;
  const vehicle = seated === null ? null : started.vehicles.find((x) => x.id === seated);
  if (seated !== null && !vehicle) return at('seat.vehicle', `no vehicle "${seated}" is in the chase`);
  const group = p.group === null ? null : started.groups.find((g) => g.id === p.group);
  if (p.group !== null && !group) return at('group', `no pursuer group "${p.group}" is in the chase`);
  if (p.role === 'target') {
    if (group) return at('group', 'the Target is in no pursuer group');
    if (p.seat.kind === 'aboard' || (vehicle && vehicle.role !== 'target'))
      return at('seat', "the Target rides on foot or in the Target's vehicle");
    return null;
  }
  if (p.seat.kind === 'aboard')
    return group || vehicle?.role !== 'target'
      ? at('seat', "a boarder is aboard the Target's vehicle, in no group")
      : null;
  if (!group) return at('group', 'a pursuer is in a pursuer group');
  if ((vehicle?.id ?? null) !== group.vehicle)
    return at('seat', "a pursuer rides in their group's vehicle, or runs with a group on foot");
  return null;
}

/**
 * Refuses a chase event whose started chase (a start, or the chase a split opens) is not whole, naming the field.
 * Put after the event schema, which has read every field.
 */
export const wholeChase = <E extends { readonly type: string }>() =>
  v.rawCheck<E>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const event: { readonly type: string; readonly spawned?: Started | null } = dataset.value;
    const started = event.type === 'chase/started' ? (event as unknown as Started) : (event.spawned ?? null);
    if (!started) return;
    const problem = startedProblem(started);
    if (!problem) return;
    const keys = event.type === 'chase/started' ? problem.path : ['spawned', ...problem.path];
    addIssue({ message: problem.message, path: pathItems(event, keys) });
  });

/** valibot's path items for the keys, walking the value. */
function pathItems(
  root: unknown,
  keys: readonly (string | number)[],
): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let input: unknown = root;
  for (const key of keys) {
    const value: unknown = (input as Record<string | number, unknown>)[key];
    items.push(
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input: input as unknown[], key, value }
        : { type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value },
    );
    input = value;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}
