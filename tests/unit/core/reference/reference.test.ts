import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import data from '../../../../resources/rules/reference.json' with { type: 'json' };
import {
  parseRulesReference,
  ruleEntries,
  ruleEntry,
  rulesCited,
  rulesReferenceSchema,
  searchRules,
  settingsRegistry,
} from '../../../../core/index.ts';

/** resources/rules/reference.json (issue 22): its shape, its links, and looking rules up. */

const copy = (): { format: string; version: number; rules: Record<string, unknown>[] } =>
  structuredClone(data) as never;

describe('the reference file', () => {
  it('fits its schema', () => {
    const parsed = v.safeParse(rulesReferenceSchema, data);
    expect(parsed.issues?.[0]?.message).toBeUndefined();
    expect(parsed.success).toBe(true);
  });

  it('holds City of Thieves, HEIST, the bridge and the table’s own decisions', () => {
    const games = new Set(ruleEntries().map((rule) => rule.game));
    expect([...games].sort()).toEqual(['bridge', 'cot', 'heist', 'table']);
    expect(ruleEntries().length).toBeGreaterThan(400);
  });

  it('every related rule and every DECISION an entry names has an entry of its own', () => {
    for (const rule of ruleEntries()) {
      for (const id of [...rule.related, ...rule.decisions.map((decision) => decision.id)]) {
        expect(ruleEntry(id), `${rule.id} → ${id}`).not.toBeNull();
      }
    }
  });

  it('every setting a DECISION names is a key of the settings registry', () => {
    const keys = new Set(Object.keys(settingsRegistry));
    const named = ruleEntries().flatMap((rule) =>
      rule.decisions.flatMap((decision) => decision.setting ?? []),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('is in plain words: no markdown marks', () => {
    for (const rule of ruleEntries()) {
      for (const text of [rule.title, rule.summary, ...rule.details, ...rule.examples]) {
        expect(text, rule.id).not.toMatch(/\*\*|`|\]\(|^#/);
      }
    }
  });

  it('never lists a point that only repeats the summary (the panel would say it twice)', () => {
    const twice = ruleEntries().filter((rule) => rule.details.some((detail) => detail === rule.summary));
    expect(twice.map((rule) => rule.id)).toEqual([]);
  });

  it('a rule brings its DECISION and the setting that changes it (COT-DICE-6, COT-D-3)', () => {
    const rule = ruleEntry('COT-DICE-6');
    expect(rule?.title).toBe('Success and margin');
    expect(rule?.decisions).toContainEqual({
      id: 'COT-D-3',
      text: 'Meeting the difficulty of an unopposed roll succeeds',
      setting: 'successOnEqual',
    });
    expect(rule?.examples).toContain('Total 9 vs D 9 → success, margin 0');
    expect(rule?.related).toContain('COT-DICE-8');
    expect(ruleEntry('COT-D-3')?.decisions).toEqual([
      {
        id: 'COT-D-3',
        text: 'Meeting the difficulty of an unopposed roll succeeds',
        setting: 'successOnEqual',
      },
    ]);
  });

  it('a rule written as a table reads row by row, each cell named by its column (COT-DROP-3)', () => {
    expect(ruleEntry('COT-DROP-3')?.details).toContain('Failure (margin < 0): target becomes Aware');
    expect(ruleEntry('COT-DROP-3')?.summary).toMatch(
      /^Failure \(margin < 0\): target becomes Aware\. Success/,
    );
  });

  it('the table’s own decisions, from docs/decisions.md, carry their settings (MOTH-D-1, PLY-D-3)', () => {
    expect(ruleEntry('MOTH-D-1')?.decisions[0]?.setting).toBe('alarmTrackDefault');
    expect(ruleEntry('PLY-D-3')).toMatchObject({ game: 'table', decisions: [{ setting: 'playerCover' }] });
  });
});

describe('checking a reference', () => {
  it('names a related rule without an entry', () => {
    const broken = copy();
    broken.rules[0] = { ...broken.rules[0], related: ['COT-DICE-99'] };
    expect(() => parseRulesReference(broken)).toThrow(/COT-DICE-1 names COT-DICE-99, which has no entry/);
  });

  it('names an ID listed twice', () => {
    const broken = copy();
    broken.rules.push(broken.rules[0] ?? {});
    expect(() => parseRulesReference(broken)).toThrow(/COT-DICE-1 is listed twice/);
  });

  it('names where the shape is wrong', () => {
    const broken = copy();
    broken.rules[2] = { ...broken.rules[2], game: 'chess' };
    expect(() => parseRulesReference(broken)).toThrow(
      /rules\.2\.game: expected one of: cot, heist, bridge, table/,
    );
    const empty = copy();
    empty.rules[1] = { ...empty.rules[1], summary: '' };
    expect(() => parseRulesReference(empty)).toThrow(/rules\.1\.summary: expected text that is not empty/);
  });
});

describe('ruleEntry', () => {
  it('finds an ID in any case, spaces around ignored; null for an ID the reference lacks', () => {
    expect(ruleEntry(' cot-fore-5 ')?.id).toBe('COT-FORE-5');
    expect(ruleEntry('COT-FORE-99')).toBeNull();
    expect(ruleEntry('')).toBeNull();
  });
});

describe('rulesCited', () => {
  it('finds every ID once, in order, a range or a list as every rule in it', () => {
    expect(rulesCited('Spend it (COT-FORE-3, COT-D-64); see COT-PREP-1..3 and COT-FORE-3 again.')).toEqual([
      'COT-FORE-3',
      'COT-D-64',
      'COT-PREP-1',
      'COT-PREP-2',
      'COT-PREP-3',
    ]);
    expect(rulesCited('TV-HST-SHOOT-4-a, MOTH-D-2, PLY-D-5, BRG-D-30')).toEqual([
      'HST-SHOOT-4',
      'MOTH-D-2',
      'PLY-D-5',
      'BRG-D-30',
    ]);
    expect(rulesCited('Ambush, Blueprint (COT-FORE-4/8, COT-FORE-1/2/7/8)')).toEqual([
      'COT-FORE-4',
      'COT-FORE-8',
      'COT-FORE-1',
      'COT-FORE-2',
      'COT-FORE-7',
    ]);
    expect(rulesCited('no rules here, COT-WAR and D-18 are not IDs')).toEqual([]);
  });
});

describe('searchRules', () => {
  const ids = (query: string, limit?: number) => searchRules(query, limit).map((found) => found.id);

  it('puts an exact ID first, in any case', () => {
    expect(ids('COT-FORE-5')[0]).toBe('COT-FORE-5');
    expect(ids('hst-d-1')[0]).toBe('HST-D-1');
    expect(searchRules('PLY-D-2')[0]).toMatchObject({ id: 'PLY-D-2', game: 'table' });
  });

  it('shows a rule found by its ID with its summary’s start', () => {
    const summary = ruleEntry('COT-DICE-6')?.summary ?? '';
    const snippet = searchRules('cot-dice-6', 1)[0]?.snippet ?? '';
    expect(summary.length).toBeGreaterThan(160);
    expect(snippet).toMatch(/^Unopposed roll .*…$/);
    expect(summary.startsWith(snippet.slice(0, -1))).toBe(true);
  });

  it('lists the rules an ID starts, in their order', () => {
    expect(ids('cot-fore', 3)).toEqual(['COT-FORE-1', 'COT-FORE-2', 'COT-FORE-3']);
    expect(ids('HST-D-', 11)).toEqual([...Array.from({ length: 11 }, (_, n) => `HST-D-${n + 1}`)]);
  });

  it('finds a word: Foresight', () => {
    const found = searchRules('Foresight', 5);
    expect(found.length).toBe(5);
    expect(found[0]?.id).toMatch(/^COT-FORE-/);
    for (const hit of found) expect(`${hit.title} ${hit.snippet}`).toMatch(/foresight/i);
  });

  it('finds the game’s terms: Drop, Cover', () => {
    expect(
      ids('Drop', 5).every((id) => id.startsWith('COT-DROP-') || ruleEntry(id)?.title.includes('Drop')),
    ).toBe(true);
    const cover = searchRules('Cover', 20);
    expect(cover.some((hit) => hit.id.startsWith('HST-COVER-'))).toBe(true);
    expect(cover.some((hit) => hit.id.startsWith('COT-WAR-'))).toBe(true);
  });

  it('puts a rule before the DECISIONs that repeat its words', () => {
    expect(ids('ambush', 1)).toEqual(['COT-FORE-4']);
    expect(ids('Bolster', 1)).toEqual(['COT-TIME-4']);
  });

  it('finds a misspelt word: forsight', () => {
    expect(ids('forsight', 3)).toEqual(ids('Foresight', 3));
  });

  it('finds by the start of a word, and every word when some rule has them all', () => {
    expect(ids('catastro', 1)).toEqual(['COT-DICE-7']);
    for (const hit of searchRules('catastro', 5)) expect(hit.snippet, hit.id).toMatch(/catastro/i);
    const both = searchRules('grenade vehicle', 10);
    expect(both.length).toBeGreaterThan(0);
    for (const hit of both) {
      const rule = ruleEntry(hit.id);
      const text = [rule?.id, rule?.title, rule?.summary, ...(rule?.details ?? [])].join(' ').toLowerCase();
      expect(text, hit.id).toMatch(/grenade/);
      expect(text, hit.id).toMatch(/vehicle/);
    }
  });

  it('keeps to its limit; an empty query or a limit below 1 finds nothing', () => {
    expect(searchRules('roll', 7)).toHaveLength(7);
    expect(searchRules('roll')).toHaveLength(20);
    expect(searchRules('   ')).toEqual([]);
    expect(searchRules('roll', 0)).toEqual([]);
    expect(searchRules('zzzqqqxx')).toEqual([]);
  });

  it('gives a short snippet in plain words around the match', () => {
    for (const hit of searchRules('catastrophe', 20)) {
      expect(hit.snippet.length).toBeGreaterThan(0);
      expect(hit.snippet.length).toBeLessThanOrEqual(170);
      expect(hit.title).toBe(ruleEntry(hit.id)?.title);
    }
    expect(searchRules('catastrophe', 1)[0]?.snippet).toMatch(/catastrophe/i);
  });
});

describe('searchRules over any query (property)', () => {
  const ids = ruleEntries().map((rule) => rule.id);
  const query = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(...ids).map((id) => id.toLowerCase()),
    fc.constantFrom('Foresight', 'cover', 'drop', 'grenade', 'heat', 'cot-', 'HST-D', '..', '-', '*', '"'),
  );

  it('never throws, keeps to its limit, lists each rule once, and every hit opens', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 0, max: 30 }), (text, limit) => {
        const found = searchRules(text, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        expect(new Set(found.map((hit) => hit.id)).size).toBe(found.length);
        for (const hit of found)
          expect(ruleEntry(hit.id)).toMatchObject({ title: hit.title, game: hit.game });
      }),
      { numRuns: 300 },
    );
  });

  it('an ID, in any case, finds its own rule first and is cited as itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.boolean(), (id, lower) => {
        expect(searchRules(lower ? id.toLowerCase() : id, 1).map((hit) => hit.id)).toEqual([id]);
        expect(rulesCited(`see ${id}.`)).toEqual([id]);
      }),
      { numRuns: 300 },
    );
  });
});
