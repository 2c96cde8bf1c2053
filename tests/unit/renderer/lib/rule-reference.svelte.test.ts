import { describe, expect, it } from 'vitest';
import { ruleEntry } from '../../../../core/index.ts';
import { RuleReference, ruleFor } from '../../../../renderer/lib/rule-reference.svelte.ts';

/** The rules reference on screen (issue 22): which rule the side panel shows, Back, and the focus given back. */

function fakeOpener(connected = true): HTMLElement & { focused: number } {
  const opener = { isConnected: connected, focused: 0, focus: () => (opener.focused += 1) };
  return opener as unknown as HTMLElement & { focused: number };
}

describe('ruleFor', () => {
  it('finds a cited rule, and a range such as COT-INIT-1..3 by its first rule', () => {
    expect(ruleFor('COT-FORE-5')?.id).toBe('COT-FORE-5');
    expect(ruleFor('COT-INIT-1..3')).toEqual(ruleEntry('COT-INIT-1'));
    expect(ruleFor('COT-INIT-1..3')).not.toBeNull();
    expect(ruleFor('COT-FORE-1/2/7')).toEqual(ruleEntry('COT-FORE-1'));
  });

  it('gives null for an ID the reference lacks', () => {
    expect(ruleFor('COT-NOPE-99')).toBeNull();
    expect(ruleFor('COT-NOPE-1..3')).toBeNull();
  });
});

describe('RuleReference', () => {
  it('opens a rule from the page afresh, with nothing to go back to', () => {
    const reference = new RuleReference();
    reference.open('COT-FORE-5', fakeOpener());
    expect(reference.shown).toBe('COT-FORE-5');
    expect(reference.canGoBack).toBe(false);
    reference.open('COT-SPOT-5', fakeOpener());
    expect(reference.shown).toBe('COT-SPOT-5');
    expect(reference.canGoBack).toBe(false); // a link on the page starts a new trail
  });

  it('steps through related rules inside the panel and Back retraces them', () => {
    const reference = new RuleReference();
    reference.open('COT-FORE-5', fakeOpener());
    reference.open('COT-FORE-3', null, true);
    reference.open('COT-FORE-3', null, true); // the rule already shown: no extra step
    reference.open('COT-D-3', null, true);
    expect(reference.previous).toBe('COT-FORE-3');
    expect(reference.back()).toBe(true);
    expect(reference.shown).toBe('COT-FORE-3');
    expect(reference.back()).toBe(true);
    expect(reference.shown).toBe('COT-FORE-5');
    expect(reference.back()).toBe(false);
    expect(reference.shown).toBe('COT-FORE-5');
  });

  it('closes and gives the focus back to the link that opened it, if still on the page', () => {
    const reference = new RuleReference();
    const opener = fakeOpener();
    reference.open('COT-FORE-5', opener);
    reference.open('COT-FORE-3', null, true);
    reference.close();
    expect(reference.shown).toBeNull();
    expect(reference.canGoBack).toBe(false);
    expect(opener.focused).toBe(1);
    const gone = fakeOpener(false);
    reference.open('COT-FORE-5', gone);
    reference.close();
    expect(gone.focused).toBe(0);
  });
});
