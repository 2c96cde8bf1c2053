/**
 * Example values of a valibot schema, read from the schema itself: at least one value for each option of every
 * variant, union and picklist inside it (not their every combination), each string, number and list at the
 * smallest size its pipe allows. For tests that walk every command or event type a schema describes without a
 * hand-written sample of each. A value may still fail a cross-field check of its pipe (dice that must add up):
 * parse the examples and keep those that pass.
 */

interface Node {
  readonly type: string;
  readonly pipe?: readonly Action[];
  readonly [key: string]: unknown;
}

interface Action {
  readonly kind: string;
  readonly type: string;
  readonly requirement?: unknown;
}

/** The smallest value of each requirement the pipe names (min_length, min_value…). */
function requirements(node: Node): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const action of node.pipe?.slice(1) ?? []) {
    if (action.kind === 'validation' && action.requirement !== undefined && !found.has(action.type))
      found.set(action.type, action.requirement);
  }
  return found;
}

/** A node's own schema: the first item of its pipe, when it has one. */
function base(node: Node): Node {
  return node.pipe ? (node.pipe[0] as unknown as Node) : node;
}

/** Takes `count` values, cycling through each list, so that every list's every value appears at least once. */
function zipCycling(
  lists: readonly (readonly unknown[])[],
  count: number,
  make: (items: unknown[]) => unknown,
) {
  return Array.from({ length: count }, (_unused, index) =>
    make(lists.map((values) => values[index % values.length])),
  );
}

function stringExamples(rules: Map<string, unknown>): string[] {
  const min = Number(rules.get('min_length') ?? 0);
  const max = Number(rules.get('max_length') ?? 40);
  const word = 'a1'.padEnd(Math.max(min, 2), 'x').slice(0, Math.max(min, Math.min(2, max)));
  return [word];
}

function numberExamples(rules: Map<string, unknown>): number[] {
  const min = Number(rules.get('min_value') ?? Number.NEGATIVE_INFINITY);
  const max = Number(rules.get('max_value') ?? Number.POSITIVE_INFINITY);
  return [Math.min(Math.max(1, min), max)];
}

function listExamples(node: Node, rules: Map<string, unknown>, depth: number): unknown[][] {
  const items = examplesOf(node.item as Node, depth + 1);
  const length = Math.max(1, Number(rules.get('min_length') ?? 0));
  if (Number(rules.get('max_length') ?? 1) === 0) return [[]];
  return items.map((item, index) =>
    Array.from({ length }, (_u, i) => (i === 0 ? item : items[(index + i) % items.length])),
  );
}

function objectExamples(entries: Record<string, Node>, depth: number): Record<string, unknown>[] {
  const keys = Object.keys(entries);
  const lists = keys.map((key) => examplesOf(entries[key]!, depth + 1));
  const count = Math.max(1, ...lists.map((values) => values.length));
  return zipCycling(lists, count, (items) =>
    Object.fromEntries(keys.map((key, i) => [key, items[i]])),
  ) as Record<string, unknown>[];
}

/** Example values of a schema: every variant's every option at least once. */
export function examplesOf(schema: unknown, depth = 0): unknown[] {
  const node = schema as Node;
  if (depth > 30) return [];
  const own = base(node);
  const rules = requirements(node);
  switch (own.type) {
    case 'variant':
    case 'union':
      return (own.options as Node[]).flatMap((option) => examplesOf(option, depth + 1));
    case 'picklist':
      return [...(own.options as unknown[])];
    case 'literal':
      return [own.literal];
    case 'string':
      return stringExamples(rules);
    case 'number':
      return numberExamples(rules);
    case 'boolean':
      return [false];
    case 'null':
      return [null];
    case 'nullable':
      return [...examplesOf(own.wrapped, depth + 1), null];
    case 'exact_optional':
    case 'optional':
      return examplesOf(own.wrapped, depth + 1);
    case 'array':
      return listExamples(own, rules, depth);
    case 'tuple':
      return zipCycling(
        (own.items as Node[]).map((item) => examplesOf(item, depth + 1)),
        Math.max(1, ...(own.items as Node[]).map((item) => examplesOf(item, depth + 1).length)),
        (items) => items,
      );
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'object_with_rest':
      return objectExamples(own.entries as Record<string, Node>, depth);
    case 'record':
      return examplesOf(own.value, depth + 1).map((value) => ({ k1: value }));
    case 'custom': {
      // A check of the raw input before the schema that reads it (no reserved key): that schema's examples.
      const then = node.pipe?.slice(1).find((item) => item.kind === 'schema');
      return then ? examplesOf(then, depth + 1) : [{}];
    }
    default:
      return [null];
  }
}
