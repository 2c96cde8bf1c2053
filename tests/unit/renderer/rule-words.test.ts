import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No bare rule code (issue 22): a rule ID never stands in the GM's words as text. The end-to-end walk
 * (tests/e2e/rule-words.spec.ts) reads the dashboards as drawn; this scan reads the templates, where two slips
 * show without running anything:
 * - a rule ID typed into the markup ("Step and cover (HST-ACT-2)") instead of a RuleRef beside the words;
 * - a rule link (RuleRef, or RuledText's) inside a field's `<label>`: the field's accessible name would read
 *   "Rule HST-VIS-1: …"; the link goes beside the label;
 * - one of core's sentences (a refusal's `message`, a `reason`, a `why`, a `problem`, a `warning`, a `hint`, a
 *   `because`, why a choice is `closed`) printed as it is, when core writes its rule IDs into them: it goes
 *   through RuledText (the IDs as links beside it) or, where no link can stand (`title`, `aria-label`, an
 *   `<option>`), `plainWords`.
 */

const root = join(import.meta.dirname, '../../../renderer');

/** Sentences the scan takes for core's that are not: each with where its words come from. */
const notCores: Readonly<Record<string, string>> = {
  // The players' page: what went wrong with the GM's feed (player/receive.ts), no rule in it.
  'player/PlayerApp.svelte: {problem}': 'receive.ts',
  // The board tools' hints, written in the same file.
  'panels/skirmish/board/BoardTable.svelte: {t.hint}': 'tools',
};

function templates(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return templates(path);
    return entry.name.endsWith('.svelte') ? [path] : [];
  });
}

/** Blanks a match, keeping its line breaks so that line numbers still point at the source. */
const blank = (match: string): string => match.replace(/[^\n]/g, ' ');

/** The markup alone: no script, style or comment, and no rule link's own ID (`<RuleRef id="…">`, `rule="…"`). */
function markup(text: string): string {
  return text
    .replace(/<script[\s\S]*?<\/script>/g, blank)
    .replace(/<style[\s\S]*?<\/style>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\s(?:id|rule|rules)=(?:"[^"]*"|\{[^{}]*\})/g, blank);
}

const ruleId = /\b(?:COT|HST|BRG|MOTH|PLY)-[A-Z0-9][A-Z0-9.-]*[a-z]?/g;
/** The names core gives its sentences that may carry rule IDs. */
const sentence = String.raw`(?:message|reason|why|problem|warning|hint|because|refusal|swapReason|closed)`;
/** `{x.message}`, `{verdict.message ?? ''}`, `title={why}`: a sentence printed as it is. */
const rawSentence = new RegExp(String.raw`\{\s*(?:[\w$]+(?:\?)?\.)*${sentence}\s*(?:\?\?[^{}]*)?\}`, 'g');

/** Attributes that a tooltip or a screen reader reads out: no rule link can stand there. */
const spoken = /\b(?:title|aria-label|aria-description|alt|placeholder)=$/;

/**
 * Whether `{…}` at `index` is a value handed on rather than printed: an attribute's value (`problem={why}`), or a
 * shorthand prop inside a tag (`<Field {problem}>`): the last `<` before it is nearer than the last `>`.
 */
function handedOn(text: string, index: number): boolean {
  const before = text.slice(0, index);
  if (/[\w:-]=$/.test(before)) return !spoken.test(before);
  return before.lastIndexOf('<') > before.replace(/=>/g, '  ').lastIndexOf('>');
}

/** Every slip in a template's text, as "line N: excerpt". */
export function bareCodesIn(text: string): string[] {
  const source = markup(text);
  const lineOf = (index: number): number => source.slice(0, index).split('\n').length;
  const typed = [...source.matchAll(ruleId)];
  const raw = [...source.matchAll(rawSentence)].filter((m) => !handedOn(source, m.index));
  const inLabel = [...source.matchAll(/<label\b(?:(?!<\/label\b)[\s\S])*?<(RuleRef|RuledText)\b/g)].map((m) =>
    Object.assign([`a ${m[1]} inside a <label>`], { index: m.index }),
  );
  return [...typed, ...raw, ...inLabel]
    .sort((a, b) => a.index - b.index)
    .map((m) => `line ${lineOf(m.index)}: ${m[0]}`);
}

describe('no bare rule code in the templates', () => {
  it('finds a typed rule ID and a raw sentence of core (so a clean scan means something)', () => {
    expect(bareCodesIn('<legend>Step and cover (HST-ACT-2)</legend>')).toEqual(['line 1: HST-ACT-2']);
    expect(bareCodesIn('<p>\n  Their pools (COT-INIT-2):</p>')).toEqual(['line 2: COT-INIT-2']);
    expect(bareCodesIn('<span title="Rule COT-D-3">x</span>')).toEqual(['line 1: COT-D-3']);
    expect(bareCodesIn('<p class="bad">{verdict.message}</p>')).toEqual(['line 1: {verdict.message}']);
    expect(bareCodesIn('<span>{card.reason}</span>')).toEqual(['line 1: {card.reason}']);
    expect(bareCodesIn('<button title={form.problem ?? undefined}>Go</button>')).toEqual([
      'line 1: {form.problem ?? undefined}',
    ]);
    expect(bareCodesIn('<p>{message}</p>')).toEqual(['line 1: {message}']);
    expect(bareCodesIn('<label for="x">Visibility <RuleRef id="HST-VIS-1" /></label>')).toEqual([
      'line 1: a RuleRef inside a <label>',
    ]);
    expect(bareCodesIn('<label\n  ><input type="checkbox" /> Lean <RuledText text={why} /></label>')).toEqual(
      ['line 1: a RuledText inside a <label>'],
    );
    expect(bareCodesIn('<p class="bad"\n  >{info.label}: {problem}</p>')).toEqual(['line 2: {problem}']);
    expect(bareCodesIn('<button onclick={() => go()} title={why}>Go</button>')).toEqual(['line 1: {why}']);
  });

  it('lets a rule link, a comment, the script and RuledText pass', () => {
    expect(bareCodesIn('<legend>Step and cover<RuleRef id="HST-ACT-2" /></legend>')).toEqual([]);
    expect(bareCodesIn('<StartForm rule="COT-WAR-1" />')).toEqual([]);
    expect(bareCodesIn("<!-- COT-D-3 is the table's -->\n<p>Cover</p>")).toEqual([]);
    expect(bareCodesIn('<script lang="ts">\n  const why = "COT-D-3";\n</script>\n<p>x</p>')).toEqual([]);
    expect(bareCodesIn('<p><RuledText text={verdict.message} /></p>')).toEqual([]);
    expect(bareCodesIn('<span><label for="x">Visibility</label> <RuleRef id="HST-VIS-1" /></span>')).toEqual(
      [],
    );
    expect(bareCodesIn('<button title={plainWords(form.problem)}>Go</button>')).toEqual([]);
    // handed on to a component that prints it (and is scanned itself), or to a field
    expect(bareCodesIn('<Field {id} {problem}>')).toEqual([]);
    expect(bareCodesIn('<NumberField\n  label="Days"\n  {problem}\n  min={0}\n/>')).toEqual([]);
    expect(bareCodesIn('<Row problem={leaning.problem} onpick={(x) => pick(x)} />')).toEqual([]);
    expect(bareCodesIn('<input bind:value={reason} />')).toEqual([]);
  });

  it('every template of the renderer is clean', () => {
    const slips = templates(root).flatMap((path) =>
      bareCodesIn(readFileSync(path, 'utf8')).map((slip) => `${relative(root, path)} ${slip}`),
    );
    const known = (slip: string): string => slip.replace(/ line \d+:/, ':');
    expect(slips.filter((slip) => !(known(slip) in notCores))).toEqual([]);
    // Each exception still stands where it says (else it is stale, and goes).
    expect(Object.keys(notCores).filter((slip) => !slips.map(known).includes(slip))).toEqual([]);
  });
});
