import { render } from 'svelte/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { skirmish } from '../../../../core/index.ts';
import { parseRoster } from '../../../../core/skirmish/index.ts';
import type * as Roster from '../../../../core/skirmish/setup/roster.ts';
import NewFightForm from '../../../../renderer/panels/skirmish/new-fight/NewFightForm.svelte';
import { play, stateOf } from '../heist-warfare/fixtures.ts';

/**
 * The new-fight form drawn on the server (issue 16): its roster text areas take no more than core reads, and it
 * parses each roster text once, however many fields show what core read.
 */

vi.mock('../../../../core/skirmish/setup/roster.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Roster>();
  return { ...original, parseRoster: vi.fn(original.parseRoster) };
});

const parses = vi.mocked(parseRoster);

const draw = () =>
  render(NewFightForm, {
    props: {
      campaign: stateOf(play([], { type: 'campaign/create', name: 'Docks' })),
      act: async () => null,
      onopened: () => {},
    },
  }).body;

beforeEach(() => {
  parses.mockClear();
});

describe('the new-fight form (drawn on the server)', () => {
  it("gives every roster and reserves text area core's length limit", () => {
    const areas = draw().match(/<textarea[^>]*>/g) ?? [];
    expect(areas.map((area) => /data-testid="([^"]+)"/.exec(area)?.[1])).toEqual([
      'roster-1',
      'reserves-1',
      'roster-2',
      'reserves-2',
    ]);
    for (const area of areas) expect(area).toContain(`maxlength="${skirmish.rosterLimits.textMax}"`);
  });

  it('parses each roster text once for the preview, the problems and the start button together', () => {
    const html = draw();
    expect(html).toContain('Side 1 has no models'); // the setup's problems were drawn
    expect(html).toContain('data-testid="roster-preview-1"'); // and the preview
    expect(parses.mock.calls.map(([text]) => text)).toEqual(['']); // four empty texts: one parse
  });
});
