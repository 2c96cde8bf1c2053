/** Types of scripts/electronegativity-sarif.mjs, for the tests that import it. */

export type Severity = 'INFORMATIONAL' | 'LOW' | 'MEDIUM' | 'HIGH';

export interface Finding {
  readonly ruleId: string;
  readonly severity: Severity;
  /** Where the severity came from: the result's own property, `level: "error"`, the rule table, or fail-closed. */
  readonly severitySource: 'result' | 'level' | 'rule' | 'unknown-rule';
  /** SARIF's level: Electronegativity writes "warning", or "note" when a manual review is needed. */
  readonly level: string;
  readonly message: string;
  /** The artifact's URI, relative to the scanned folder ('' when none). */
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** A HIGH finding accepted after review. */
export interface Suppression {
  readonly id: string;
  readonly file: RegExp;
  readonly reason: string;
}

export interface Verdict {
  /** True when no unsuppressed HIGH finding is left. */
  readonly passed: boolean;
  readonly failing: readonly Finding[];
  readonly rows: readonly {
    readonly finding: Finding;
    readonly suppression: Suppression | null;
    readonly failed: boolean;
  }[];
  /** Suppressions that matched nothing: remove them. */
  readonly stale: readonly Suppression[];
}

export const severities: readonly Severity[];
export const ruleSeverities: Readonly<Record<string, Severity>>;
export function parseSarif(text: string, knownRules?: Readonly<Record<string, Severity>>): Finding[];
export function judge(findings: readonly Finding[], suppressions?: readonly Suppression[]): Verdict;
