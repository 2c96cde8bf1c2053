/**
 * The rules reference's shapes (issue 22): one entry per rule ID the app cites, read from
 * `resources/rules/reference.json`. The entries are plain words; the rule books stay the source.
 */

/** Which book a rule comes from: City of Thieves, HEIST, the bridge between them, or this table's own decisions. */
export type RuleGame = 'cot' | 'heist' | 'bridge' | 'table';

/** A table DECISION that applies to a rule, and the Table settings key that changes it (null when none does). */
export interface RuleDecision {
  readonly id: string;
  readonly text: string;
  readonly setting: string | null;
}

/** One rule (or one DECISION) in the reference. */
export interface RuleEntry {
  readonly id: string;
  readonly game: RuleGame;
  readonly title: string;
  /** A few sentences in plain words, no markdown. */
  readonly summary: string;
  /** The rule's points, one plain sentence or two each. */
  readonly details: readonly string[];
  /** Its worked examples, in words. */
  readonly examples: readonly string[];
  readonly decisions: readonly RuleDecision[];
  /** The other rule IDs it mentions; every one has an entry of its own. */
  readonly related: readonly string[];
}

/** The reference file as stored. */
export interface RulesReference {
  readonly format: 'heistbox-rules';
  readonly version: 1;
  readonly rules: readonly RuleEntry[];
}

/** One search result: enough to list it; `ruleEntry(id)` gives the rest. */
export interface RuleHit {
  readonly id: string;
  readonly title: string;
  readonly game: RuleGame;
  /** A short plain-words excerpt around the match (or the summary's start). */
  readonly snippet: string;
}
