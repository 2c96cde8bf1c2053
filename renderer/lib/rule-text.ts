/**
 * Rule IDs out of the words the GM reads, as core splits them (core/shared/rule-words.ts): the words, and the IDs
 * to show small beside them (components/RuleRef.svelte).
 */
import { splitRules } from '../../core/index.ts';

export { splitRules };

/**
 * The words alone, for a place that cannot hold a rule link (an `<option>`, a `title`, an accessible name, an SVG
 * label): "Every model must be activated (HST-SEQ-3)" reads "Every model must be activated".
 */
export function plainWords(text: string): string {
  return splitRules(text).text;
}
