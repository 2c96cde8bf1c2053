import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { houseDeck } from '../../../../core/skirmish/index.ts';
import type { ShotOrder, SkirmishCommand, SkirmishState } from '../../../../core/skirmish/index.ts';
import CardsPanel from '../../../../renderer/panels/skirmish/turn/CardsPanel.svelte';
import EndTurnForm from '../../../../renderer/panels/skirmish/turn/EndTurnForm.svelte';
import PressureClock from '../../../../renderer/panels/skirmish/turn/PressureClock.svelte';
import ReactionWindow from '../../../../renderer/panels/skirmish/turn/ReactionWindow.svelte';
import StartTurnForm from '../../../../renderer/panels/skirmish/turn/StartTurnForm.svelte';
import { act, at0, entry, fight, run, side } from '../../core/skirmish/support/fight.ts';

/** Server-side renders of the turn panels: they draw what core says, with their test ids and labels. */

const order = (target: string, aimed: boolean): ShotOrder => ({
  target: { kind: 'model', model: target },
  aimed,
  intense: false,
  crossfire: false,
  range: 10,
});

const props = (state: SkirmishState) => ({
  state,
  at: at0,
  busy: false,
  onsend: async (_: SkirmishCommand) => true,
});

const count = (html: string, text: string) => html.split(text).length - 1;

/** A (crew) shoots at T, who reacts with an aimed shot; the crew holds Plan B; T's dice 10, 10, 3 are on the table. */
function pausedShot(): SkirmishState {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('a', 'A (3/5) SMG')], {
        reserves: [{ ...entry('r', 'R (3/4) Pistol'), arrivesAfterRound: 0 }],
        entryPoints: [{ id: 'door', name: 'Front door' }],
      }),
      side('o', 'defensive', [entry('t', 'T (3/5) Pistol', { cover: 'low' })]),
    ],
  });
  f.state = {
    ...f.state,
    models: { ...f.state.models, t: { ...f.state.models['t']!, aiming: true } },
    scenario: { ...f.state.scenario, deck: houseDeck, pressureMode: 'rising' },
    cards: { draw: [], discard: [], hands: { crew: ['plan-b#1', 'perfect-timing#1'], o: [] } },
  };
  run(f, act('a', { kind: 'shoot', shot: order('t', false) }));
  run(f, { type: 'skirmish/react', model: 't', trigger: 'shot-at', shot: order('a', true), takeCover: null });
  run(f, { type: 'skirmish/resolve', review: true }, 10, 10, 3);
  return f.state;
}

describe('turn panels (server render)', () => {
  it('ReactionWindow: rows in priority order, the dice, the Hail Mary choices and re-roll cards', () => {
    const html = render(ReactionWindow, { props: props(pausedShot()) }).body.replace(/<!--.*?-->/g, '');
    expect(html).toContain('data-testid="reaction-window"');
    expect(html.indexOf('data-key="shot:t"')).toBeLessThan(html.indexOf('data-key="action"'));
    expect(count(html, 'data-testid="reaction-row"')).toBe(2);
    expect(html).toContain('data-testid="hail-mary"');
    expect(html).toContain('2 hits, wounded');
    expect(html).toContain('aria-label="Hail Mary for T"');
    expect(count(html, 'data-testid="reroll-card"')).toBe(3);
    expect(html).toContain('Go on resolving');
  });

  it('CardsPanel: each hand, a play select labelled in words, the reason a card waits', () => {
    const html = render(CardsPanel, { props: props(pausedShot()) }).body.replace(/<!--.*?-->/g, '');
    expect(html).toContain('data-testid="cards"');
    expect(html).toContain('Play Plan B on');
    expect(html).toContain("T's shot, die 1");
    expect(html).toContain('Perfect Timing:');
  });

  it('PressureClock: a row per side in rising mode', () => {
    const html = render(PressureClock, { props: props(pausedShot()) }).body.replace(/<!--.*?-->/g, '');
    expect(count(html, 'data-testid="clock-row"')).toBe(2);
    expect(html).toContain('Pause the clock');
  });

  it('StartTurnForm: a due frag grenade asks who is caught, one row per model on the table', () => {
    const base = pausedShot();
    const state: SkirmishState = {
      ...base,
      window: null,
      phase: { kind: 'turn-start' },
      grenades: {
        'grenade-9': { id: 'grenade-9', kind: 'frag', side: 'crew', thrower: 'a', round: 0, dropped: false },
      },
    };
    const html = render(StartTurnForm, { props: props(state) }).body.replace(/<!--.*?-->/g, '');
    expect(html).toContain('data-testid="start-turn"');
    expect(count(html, 'data-testid="blast-victim"')).toBe(2);
    expect(html).toMatch(/T\s+is in line of sight of the marker/);
    expect(render(StartTurnForm, { props: props(base) }).body).not.toContain('data-testid="start-turn"');
  });

  it("EndTurnForm: the reserves box with each one's chance", () => {
    const base = pausedShot();
    const html = render(EndTurnForm, { props: props({ ...base, window: null }) }).body.replace(
      /<!--.*?-->/g,
      '',
    );
    expect(html).toContain('data-testid="end-turn"');
    expect(html).toContain('data-testid="reserve-roll"');
    expect(html).toContain('40.0%');
    expect(html).toMatch(/On a success, R\s+goes to/);
  });
});
