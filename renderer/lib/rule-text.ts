/**
 * Rule IDs out of the words the GM reads, as core splits them (core/shared/rule-words.ts): the words, and the IDs
 * to show small beside them (components/RuleRef.svelte).
 */
export { splitRules } from '../../core/index.ts';
