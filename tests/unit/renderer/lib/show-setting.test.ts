import { describe, expect, it } from 'vitest';
import { ruleEntries, settingsPage } from '../../../../core/index.ts';

/**
 * A rule's DECISION link lands on a field of the Table settings page (issue 22): every setting the reference
 * names is one the page shows, so renderer/lib/show-setting.ts finds its control.
 */

const onPage = new Set<string>(
  settingsPage().flatMap((section) => section.entries.map((entry) => entry.key)),
);
const named = ruleEntries()
  .flatMap((rule) => rule.decisions.map((decision) => ({ rule: rule.id, ...decision })))
  .filter((decision) => decision.setting !== null);

describe('the DECISION links to Table settings', () => {
  it('some rules link to a setting', () => {
    expect(named.length).toBeGreaterThan(20);
  });

  it('every setting a DECISION names is on the Table settings page', () => {
    const missing = named
      .filter((decision) => !onPage.has(decision.setting ?? ''))
      .map((decision) => `${decision.rule} ${decision.id}: ${decision.setting}`);
    expect(missing).toEqual([]);
  });
});
