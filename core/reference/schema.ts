import * as v from 'valibot';
import { filledText, list, object, oneOf } from '../shared/schema-kit.ts';
import type { RulesReference } from './types.ts';

/**
 * The shape of resources/rules/reference.json (written by scripts/rules-reference.mjs), checked once when the
 * reference is first opened: a rule ID is a book's code (COT-DICE-3, HST-D-12, BRG-D-7, MOTH-D-2, PLY-D-1), and
 * every text is plain words, none empty.
 */

export const ruleIdPattern = /^(?:COT|HST|BRG|MOTH|PLY)-[A-Z]+(?:-[A-Z]+)*-\d+$/;

const ruleId = v.pipe(filledText(40), v.regex(ruleIdPattern, 'expected a rule ID such as COT-DICE-3'));
const words = filledText(4000);

export const ruleEntrySchema = object({
  id: ruleId,
  game: oneOf(['cot', 'heist', 'bridge', 'table']),
  title: filledText(400),
  summary: words,
  details: list(words, 200),
  examples: list(words, 200),
  decisions: list(
    object({
      id: ruleId,
      text: filledText(400),
      setting: v.nullable(filledText(80)),
    }),
    50,
  ),
  related: list(ruleId, 200),
});

export const rulesReferenceSchema = object({
  format: v.literal('heistbox-rules', 'expected the format heistbox-rules'),
  version: v.literal(1, 'expected version 1'),
  rules: list(ruleEntrySchema, 5000),
});

/**
 * The reference, checked: its shape, no ID twice, and every related or DECISION ID an entry of its own.
 * @throws Error naming the first problem (a broken build, never play).
 */
export function parseRulesReference(input: unknown): RulesReference {
  const parsed = v.safeParse(rulesReferenceSchema, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = v.getDotPath(issue) ?? 'the file';
    throw new Error(`resources/rules/reference.json: ${where}: ${issue.message}`);
  }
  const ids = new Set<string>();
  for (const rule of parsed.output.rules) {
    if (ids.has(rule.id)) throw new Error(`resources/rules/reference.json: ${rule.id} is listed twice`);
    ids.add(rule.id);
  }
  for (const rule of parsed.output.rules) {
    const named = [...rule.related, ...rule.decisions.map((decision) => decision.id)];
    const missing = named.find((id) => !ids.has(id));
    if (missing !== undefined) {
      throw new Error(`resources/rules/reference.json: ${rule.id} names ${missing}, which has no entry`);
    }
  }
  return parsed.output;
}
