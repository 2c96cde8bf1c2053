import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import RuleChapters from '../../../../renderer/components/RuleChapters.svelte';

/**
 * A Table settings section's chapters (issue 22: no bare rule code): a chapter is a small link to the search, a
 * full rule ID its RuleRef, and a source that is no chapter of the reference stays a word.
 */
describe('RuleChapters', () => {
  it('draws each chapter as a link to the search, a rule as its RuleRef, and MotH as a word', () => {
    const body = render(RuleChapters, { props: { rules: 'MotH, COT-SPOT, COT-DICE-7, HST' } }).body.replace(
      /<!--.*?-->/g,
      '',
    );
    expect(body).toMatch(/MotH, <button[^>]*data-rule-chapter="COT-SPOT"[^>]*>COT-SPOT<\/button>/);
    expect(body).toContain('aria-label="Rules COT-SPOT: search the reference"');
    expect(body).toMatch(/<button[^>]*data-rule="COT-DICE-7"[^>]*>COT-DICE-7<\/button>/);
    expect(body).toContain('aria-label="Rules HST: search the reference"');
    expect(body).not.toContain('data-rule-chapter="MotH"');
  });
});
