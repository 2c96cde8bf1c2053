import MiniSearch from 'minisearch';
import data from '../../resources/rules/reference.json' with { type: 'json' };
import { parseRulesReference } from './schema.ts';
import type { RuleEntry, RuleHit, RulesReference } from './types.ts';

export type { RuleDecision, RuleEntry, RuleGame, RuleHit, RulesReference } from './types.ts';
export { parseRulesReference, ruleIdPattern, rulesReferenceSchema } from './schema.ts';

/**
 * The rules reference (issue 22): every rule and DECISION the app cites, in plain words, from
 * resources/rules/reference.json, looked up by ID and searched offline (MiniSearch) by ID, word or game term.
 * Nothing is read or indexed until first asked for, so a page that never opens the reference pays nothing for it.
 */

interface Opened {
  readonly reference: RulesReference;
  readonly byId: ReadonlyMap<string, RuleEntry>;
}

let opened: Opened | undefined;
let index: MiniSearch<RuleEntry> | undefined;

function reference(): Opened {
  if (opened === undefined) {
    const checked = parseRulesReference(data);
    opened = { reference: checked, byId: new Map(checked.rules.map((rule) => [rule.id, rule])) };
  }
  return opened;
}

/** Every entry, in the books' order (City of Thieves, HEIST, the bridge, then the table's own decisions). */
export function ruleEntries(): readonly RuleEntry[] {
  return reference().reference.rules;
}

/** The entry of a rule ID (`COT-FORE-5`, any case, spaces around ignored), or null when the reference lacks it. */
export function ruleEntry(id: string): RuleEntry | null {
  return reference().byId.get(id.trim().toUpperCase()) ?? null;
}

/** A rule ID, a range (`COT-PREP-1..8`) or a list (`COT-FORE-1/2/7`), as the code and the books write them. */
const citation = /\b(?:COT|HST|BRG|MOTH|PLY)-[A-Z]+(?:-[A-Z]+)*-\d+(?:\.\.\d+|(?:\/\d+)+)?/g;

/**
 * The rule IDs a text cites, in the order they first stand, each once; a range cites every rule in it and a list
 * each rule it names (`COT-FORE-1..3` → COT-FORE-1, COT-FORE-2, COT-FORE-3; `COT-DROP-3/4` → COT-DROP-3,
 * COT-DROP-4). Whether the reference has them is `ruleEntry`'s answer.
 */
export function rulesCited(text: string): readonly string[] {
  const ids = new Set<string>();
  for (const [written] of text.matchAll(citation)) {
    const cut = written.search(/\d+(?:\.\.|\/|$)/);
    const family = written.slice(0, cut);
    const [from = 0, to] = written.slice(cut).split('..').map(Number);
    if (to !== undefined) {
      for (let n = from; n <= Math.max(from, Math.min(to, from + 99)); n += 1) ids.add(`${family}${n}`);
    } else {
      for (const n of written.slice(cut).split('/')) ids.add(`${family}${n}`);
    }
  }
  return [...ids];
}

/** An ID's parts as separate words (cot, fore, 5) and the whole ID as one (cot-fore-5), so both find it. */
function tokenize(text: string, field?: string): string[] {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  return field === 'id' ? [text, ...words] : words;
}

/** A DECISION's ID (COT-D-3, HST-D-12, BRG-D-7, MOTH-D-2, PLY-D-1), as against a rule's. */
const decisionId = /^[A-Z]+-D-\d+$/;

function searchIndex(): MiniSearch<RuleEntry> {
  if (index === undefined) {
    index = new MiniSearch<RuleEntry>({
      fields: ['id', 'title', 'summary', 'details'],
      storeFields: ['id'],
      tokenize,
      extractField: (rule, field) => {
        const value = rule[field as keyof RuleEntry];
        return Array.isArray(value) ? value.join(' ') : String(value);
      },
      searchOptions: {
        boost: { id: 4, title: 3, summary: 1.5 },
        prefix: true,
        fuzzy: (term) => (term.length > 3 ? 0.2 : false),
        tokenize: (text) => tokenize(text),
        // The rule itself before the DECISIONs that fill its gaps, which repeat its words.
        boostDocument: (id) => (decisionId.test(String(id)) ? 1 : 1.5),
      },
    });
    index.addAll(ruleEntries());
  }
  return index;
}

/** What a query looks like when it is (the start of) a rule ID: `cot-fore`, `COT-FORE-5`, `hst-d-1`. */
const idLike = /^(?:cot|hst|brg|moth|ply)-[a-z-]*\d*$/i;

/** Natural order of IDs within a family: HST-D-2 before HST-D-10. */
function byIdOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * Rules matching a query, best first, at most `limit`: an exact ID first, then IDs that start with the query, then
 * MiniSearch over ID, title, summary and details (every word must match when some rule has them all, else any
 * word; prefix and fuzzy matching, the ID and title weigh most). An empty query finds nothing.
 */
export function searchRules(query: string, limit = 20): RuleHit[] {
  const wanted = query.trim();
  if (wanted.length === 0 || limit < 1) return [];
  const ids: string[] = [];
  const exact = ruleEntry(wanted);
  if (exact !== null) ids.push(exact.id);
  if (idLike.test(wanted)) {
    const start = wanted.toUpperCase();
    ids.push(
      ...ruleEntries()
        .map((rule) => rule.id)
        .filter((id) => id.startsWith(start) && id !== exact?.id)
        .sort(byIdOrder),
    );
  }
  const found = searchIndex();
  const all = found.search(wanted, { combineWith: 'AND' });
  const results = all.length > 0 ? all : found.search(wanted, { combineWith: 'OR' });
  // A rule found by its ID shows its summary's start; one found by words, the words where they stand.
  const byId = ids.length;
  const terms = new Map<string, readonly string[]>(
    results.map((result) => [String(result.id), result.terms]),
  );
  for (const result of results) ids.push(String(result.id));
  return [...new Set(ids)].slice(0, limit).flatMap((id, at) => {
    const rule = ruleEntry(id);
    return rule === null ? [] : [hit(rule, at < byId ? [] : (terms.get(id) ?? []))];
  });
}

const snippetLength = 160;

/** The rule as a search result: the first summary or detail holding a matched word, cut around it. */
function hit(rule: RuleEntry, terms: readonly string[]): RuleHit {
  const texts = [rule.summary, ...rule.details, ...rule.examples];
  const lowered = terms.map((term) => term.toLowerCase()).filter((term) => term.length > 1);
  for (const text of texts) {
    const at = Math.min(
      ...lowered.map((term) => text.toLowerCase().indexOf(term)).filter((found) => found >= 0),
    );
    if (Number.isFinite(at))
      return { id: rule.id, title: rule.title, game: rule.game, snippet: excerpt(text, at) };
  }
  return { id: rule.id, title: rule.title, game: rule.game, snippet: excerpt(rule.summary, 0) };
}

/** About `snippetLength` characters of a text around position `at`, cut at word breaks, "…" where cut. */
function excerpt(text: string, at: number): string {
  if (text.length <= snippetLength) return text;
  const start = at < snippetLength / 2 ? 0 : text.lastIndexOf(' ', at - snippetLength / 3) + 1;
  const end =
    start + snippetLength >= text.length ? text.length : text.lastIndexOf(' ', start + snippetLength);
  const cut = text.slice(start, end > start ? end : start + snippetLength).trim();
  return `${start > 0 ? '…' : ''}${cut}${end < text.length ? '…' : ''}`;
}
