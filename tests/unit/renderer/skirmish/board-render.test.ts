import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { SkirmishCommand } from '../../../../core/skirmish/index.ts';
import BoardTable from '../../../../renderer/panels/skirmish/board/BoardTable.svelte';
import { entry, fight, run, side } from '../../core/skirmish/support/fight.ts';

/**
 * The board as drawn (issue 20, server render): every tool a button, every token a focusable button named with its
 * state, the picked shooter's ray and cover piece drawn; a fight without a board offers to set one up.
 */

const place = (id: string, x: number, y: number): SkirmishCommand => ({
  type: 'skirmish/board-place',
  model: id,
  to: { x, y },
  place: true,
});

function table() {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG')]),
      side('police', 'defensive', [entry('k', 'Officer Kay (3/5) Pistol')]),
    ],
  });
  return f;
}

const props = (state: ReturnType<typeof table>['state'], target: string | null = null) => ({
  fight: state,
  picked: 'a',
  onpick: () => {},
  target,
  ontarget: () => {},
  busy: false,
  onsend: async () => true,
});

describe('BoardTable', () => {
  it('offers to set up a board on a fight without one', () => {
    const html = render(BoardTable, { props: props(table().state) }).body;
    expect(html).toContain('data-testid="board-setup"');
    expect(html).toContain('Set up the board');
  });

  it('draws tools as buttons, tokens as focusable named buttons, and the picked shot’s ray and cover', () => {
    const f = table();
    run(f, { type: 'skirmish/board-size', width: 24, height: 24 });
    run(f, place('a', 5, 5));
    run(f, place('k', 5, 15));
    run(f, {
      type: 'skirmish/board-draw',
      piece: {
        kind: 'terrain',
        name: 'Counter',
        shape: { kind: 'segment', from: { x: 3, y: 14.5 }, to: { x: 7, y: 14.5 } },
        role: 'cover',
        height: 'low',
      },
    });
    const html = render(BoardTable, { props: props(f.state, 'k') }).body;
    for (const tool of [
      'Select and move',
      'Draw a line',
      'Draw an area',
      'Draw a door',
      'Draw an exit',
      'Erase',
    ])
      expect(html).toMatch(new RegExp(`<button[^>]*>${tool}</button>`));
    expect(html).toMatch(
      /<g[^>]*role="button"[^>]*tabindex="0"[^>]*aria-label="Mr\. A \(Crew\); at 5, 5 in;[^"]*selected shooter"/,
    );
    expect(html).toMatch(
      /aria-label="Officer Kay \(Police\); at 5, 15 in;[^"]*from the shooter: in cover, TN 10, 9 in"/,
    );
    expect(html).toContain('data-testid="board-ray"');
    expect(html).toMatch(/class="piece low-cover[^"]*covering/);
    expect(html).toContain('In low cover behind Counter');
    expect(html).not.toMatch(/<li>[^<]*HST-/);
  });
});
