import * as v from 'valibot';
import type { Problem } from '../cot/characters/index.ts';

/**
 * Schema issues as problems for the GM: the field as a path (`log[3].events[0].character.abilities.muscle`)
 * and what was expected and found, without ever repeating a huge string back.
 */

/** `log[3].events[0].character.abilities.muscle` for an issue's path under `prefix`. */
function issuePath(issue: v.BaseIssue<unknown>, prefix: string): string {
  let path = prefix;
  for (const item of issue.path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') path += `[${key}]`;
    else path += path === '' ? String(key) : `.${String(key)}`;
  }
  return path;
}

/** A short description of a received value that never repeats a huge string. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return value.length > 40 ? `text of ${value.length} characters` : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `a list of ${value.length} items`;
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function issueMessage(issue: v.BaseIssue<unknown>): string {
  const last = issue.path?.[issue.path.length - 1];
  if (issue.type === 'strict_object' && last?.origin === 'key') {
    return issue.expected === 'never' ? 'is not a known field' : 'is missing';
  }
  return `${issue.message}, got ${describeValue(issue.input)}`;
}

/** A valibot issue as a problem whose field is the issue's path under `prefix`. */
export function issueProblem(issue: v.BaseIssue<unknown>, prefix = ''): Problem {
  return { field: issuePath(issue, prefix), message: issueMessage(issue) };
}

/**
 * Every issue `schema` finds in `value`, as problems whose field is a path under `prefix`. Never throws.
 */
export function schemaProblems(schema: v.GenericSchema, value: unknown, prefix = ''): Problem[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issueProblem(issue, prefix));
}
