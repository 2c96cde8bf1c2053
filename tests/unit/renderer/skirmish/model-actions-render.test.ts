import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRawSnippet } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { skirmishView } from '../../../../core/skirmish/index.ts';
import type { SkirmishState } from '../../../../core/skirmish/index.ts';
import EngineActions from '../../../../renderer/components/EngineActions.svelte';
import ModelActions from '../../../../renderer/panels/skirmish/ModelActions.svelte';
import { at0, entry, fight, side } from '../../core/skirmish/support/fight.ts';

/**
 * Issue 17, "one action path for every scene": a HEIST model's actions are offered through the action component
 * every engine uses (EngineActions), the order dialog being only the fields it draws for the chosen action.
 */

/** Mr. A (crew, SMG with 2 reloads) picks his action; Officer Kay stands across the table. */
function started(): SkirmishState {
  return fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG w/2 reloads')]),
      side('police', 'defensive', [entry('k', 'Officer Kay (3/5) Pistol')]),
    ],
  }).state;
}

const strip = (html: string) => html.replace(/<!--.*?-->/g, '');
const sendNothing = async () => true;

describe('a skirmish model’s actions (server render)', () => {
  const state = started();
  const views = skirmishView(state, 'a', at0);
  const html = strip(
    render(ModelActions, {
      props: { fight: state, actor: 'Mr. A', views, at: at0, busy: false, onsend: sendNothing },
    }).body,
  );

  it('draws exactly what EngineActions draws for the same views, under the model-actions test id', () => {
    const engine = strip(
      render(EngineActions, {
        props: {
          actor: 'Mr. A',
          views,
          ondo: sendNothing,
          testid: 'model-actions',
          refocus: false,
          fields: createRawSnippet(() => ({ render: () => '<form></form>' })),
        },
      }).body,
    );
    expect(html).toBe(engine);
    expect(html).toContain('class="actions stack');
    expect(html).toContain('data-testid="model-actions"');
    expect(html).toContain('What Mr. A can do');
  });

  it('offers each action core makes possible, in core’s order, as a button named by its data-action', () => {
    const group = html.slice(
      html.indexOf('role="group"'),
      html.indexOf('</div>', html.indexOf('role="group"')),
    );
    expect(group).toContain('aria-label="Actions of Mr. A"');
    const offered = [...group.matchAll(/data-action="([^"]+)"/g)].map((match) => match[1]);
    expect(offered).toEqual(views.filter((view) => view.available).map((view) => view.action));
    expect(offered).toEqual(expect.arrayContaining(['shoot', 'aim', 'pass']));
    expect(html).not.toContain('data-testid="chosen-action"'); // nothing open before the GM chooses
  });

  it('lists what is not possible now with core’s reasons', () => {
    const unavailable = views.filter((view) => !view.available);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(html).toContain(`Not possible now (${unavailable.length})`);
    for (const view of unavailable) expect(html).toContain(view.reason ?? '');
    expect(html).toContain('Mr. A is not stunned');
  });
});

describe('one action component (issue 17)', () => {
  const renderer = join(__dirname, '../../../../renderer');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.svelte') ? [path] : [];
    });

  it('only EngineActions draws an actor’s group of actions', () => {
    const drawers = files(renderer)
      .filter((file) => /aria-label=\{`Actions of /.test(readFileSync(file, 'utf8')))
      .map((file) => relative(renderer, file).split('\\').join('/'));
    expect(drawers).toEqual(['components/EngineActions.svelte']);
  });
});
