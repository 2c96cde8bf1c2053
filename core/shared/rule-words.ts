/**
 * Rule IDs out of the words the GM reads: "Ruth has no Reputation left (COT-PREP-3, COT-D-90)" reads "Ruth has no
 * Reputation left", with COT-PREP-3 and COT-D-90 kept aside to be shown small beside it (the renderer's RuleRef).
 * IDs of every reference: City of Thieves (COT-), HEIST (HST-), the bridge (BRG-), the Moth (MOTH-) and the players'
 * screen (PLY-).
 */

const family = '(?:COT|HST|BRG|MOTH|PLY)';
const ruleId = new RegExp(
  `\\b${family}-[A-Z]+(?:-[A-Z]+)*-\\d+(?:\\.\\.\\d+|[a-z])?\\b|\\b${family}-D-\\d+\\b`,
  'g',
);
const idOnly = `${family}-[A-Z0-9.-]+[a-z]?`;
/** A parenthesis holding only IDs: " (COT-WAR-2, COT-D-3)". */
const idParenthesis = new RegExp(`\\s*\\((?:\\s*,?\\s*${idOnly})+\\s*\\)`, 'g');
/** An ID after other words inside a parenthesis: "(bolster_self is off, COT-D-19)". */
const idAfterComma = new RegExp(`,\\s*${idOnly}`, 'g');
/** An ID standing alone: "COT-WAR-2: the difficulty". */
const idAlone = new RegExp(`${idOnly}[:,]?\\s*`, 'g');

/** The text without its rule IDs, and the IDs in the order they stood. */
export function splitRules(text: string): { readonly text: string; readonly rules: readonly string[] } {
  const rules = [...new Set(text.match(ruleId) ?? [])];
  if (rules.length === 0) return { text, rules };
  const words = text
    .replace(idParenthesis, '')
    .replace(idAfterComma, '')
    .replace(idAlone, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { text: words, rules };
}
