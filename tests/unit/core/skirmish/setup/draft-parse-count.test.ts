import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftPreview,
  emptyDraft,
  exampleSides,
  fightSetup,
  parseRoster,
  readSides,
  rosterMemo,
} from '../../../../../core/skirmish/index.ts';
import type { FightDraft } from '../../../../../core/skirmish/index.ts';
import type * as Roster from '../../../../../core/skirmish/setup/roster.ts';

/**
 * Issue 16: the new-fight form parsed every roster twice a keystroke (`draftPreview` and `fightSetup` each read
 * the draft). Counted here with a spy around the real `parseRoster`: read once, shared by both; with a memo, a
 * text that did not change is not parsed again.
 */

vi.mock('../../../../../core/skirmish/setup/roster.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Roster>();
  return { ...original, parseRoster: vi.fn(original.parseRoster) };
});

const parses = vi.mocked(parseRoster);

/** How many times each text was parsed since the last reset. */
const parsedTexts = (): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const [text] of parses.mock.calls) counts[text] = (counts[text] ?? 0) + 1;
  return counts;
};

const draft: FightDraft = {
  ...emptyDraft(),
  name: 'Docks',
  sides: exampleSides().map((side, i) =>
    i === 0 ? { ...side, reserves: 'Mr. F (3/5) Pistol', reservesArrive: 1, entryPoints: 'Back door' } : side,
  ),
};

beforeEach(() => {
  parses.mockClear();
});

describe('the draft is parsed once per change', () => {
  it('readSides parses each roster and reserves text once; the preview and the setup share its result', () => {
    const read = readSides(draft);
    const [crew, police] = draft.sides;
    expect(parsedTexts()).toEqual({ [crew!.roster]: 1, [crew!.reserves]: 1, [police!.roster]: 1, '': 1 });
    parses.mockClear();
    expect(draftPreview(draft, read)).toEqual(draftPreview(draft));
    parses.mockClear();
    const result = fightSetup(draft, read);
    expect(result.ok).toBe(true);
    expect(draftPreview(draft, read)[0]!.models).toHaveLength(5);
    expect(parses).not.toHaveBeenCalled();
  });

  it('with rosterMemo, a change parses only the text that changed, and nothing when no text changed', () => {
    const read = rosterMemo();
    readSides(draft, read);
    expect(parses).toHaveBeenCalledTimes(4); // the two rosters, the crew's reserves, the police's (empty)
    parses.mockClear();

    readSides({ ...draft, name: 'Docks at night' }, read);
    readSides({ ...draft, first: 1 }, read);
    expect(parses).not.toHaveBeenCalled();

    const typed = `${draft.sides[0]!.roster}\nMr. G (3/5) SMG`;
    const changed = { ...draft, sides: [{ ...draft.sides[0]!, roster: typed }, draft.sides[1]!] };
    expect(readSides(changed, read)[0]!.models).toHaveLength(6);
    expect(parsedTexts()).toEqual({ [typed]: 1 });
    parses.mockClear();

    const withoutSpeedloaders = { ...changed, options: { revolverSpeedloadersDefault: false } };
    readSides(withoutSpeedloaders, read);
    expect(parses).toHaveBeenCalledTimes(4); // the default changes what a revolver line means
  });

  it('rosterMemo gives what parseRoster gives, and forgets the oldest texts beyond its size', () => {
    const read = rosterMemo(2);
    const texts = ['A (3/5) SMG', 'B (3/5) SMG', 'C (3/5) Revolver'];
    for (const text of texts) expect(read(text, {})).toEqual(parseRoster(text, {}));
    parses.mockClear();
    read(texts[2]!, {});
    read(texts[1]!, {});
    expect(parses).not.toHaveBeenCalled();
    read(texts[0]!, {});
    expect(parsedTexts()).toEqual({ [texts[0]!]: 1 });
  });
});
