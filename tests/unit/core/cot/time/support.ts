import * as v from 'valibot';
import { expect } from 'vitest';

/** Schema problems of a value, as "path: message" lines; empty when it passes. */
export function schemaIssues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success
    ? []
    : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

/** The path of a value's first schema problem, or null when it passes. */
export function firstPath(schema: v.GenericSchema, value: unknown): string | null {
  return schemaIssues(schema, value)[0]?.split(':')[0] ?? null;
}

/** Fails the test unless every value passes the schema, read back through JSON as a file holds it. */
export function expectValid(schema: v.GenericSchema, values: readonly unknown[]): void {
  for (const value of values) expect(schemaIssues(schema, JSON.parse(JSON.stringify(value)))).toEqual([]);
}
