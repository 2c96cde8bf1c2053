/**
 * Rule IDs out of the words the GM reads: "Ruth has no Reputation left (COT-PREP-3, COT-D-90)" reads "Ruth has no
 * Reputation left", with COT-PREP-3 and COT-D-90 shown small beside it (components/RuleRef.svelte).
 */

const ruleId = /\b(?:COT|HST)-[A-Z]+(?:-[A-Z]+)*-\d+(?:\.\.\d+|[a-z])?\b|\bCOT-D-\d+\b/g;

/** The text without its rule IDs, and the IDs in the order they stood. */
export function splitRules(text: string): { readonly text: string; readonly rules: readonly string[] } {
  const rules = [...new Set(text.match(ruleId) ?? [])];
  if (rules.length === 0) return { text, rules };
  const words = text
    // a parenthesis holding only IDs goes whole: " (COT-A-1, COT-B-2)"
    .replace(/\s*\((?:\s*,?\s*(?:COT|HST)-[A-Z0-9.-]+[a-z]?)+\s*\)/g, '')
    // IDs inside other words: "(bolster_self is off, COT-D-19)" → "(bolster_self is off)"
    .replace(/,\s*(?:COT|HST)-[A-Z0-9.-]+[a-z]?/g, '')
    .replace(/(?:COT|HST)-[A-Z0-9.-]+[a-z]?[:,]?\s*/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { text: words, rules };
}
