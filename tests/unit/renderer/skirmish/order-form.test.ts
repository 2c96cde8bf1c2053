import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { skirmish } from '../../../../core/index.ts';
import OrderForm from '../../../../renderer/panels/skirmish/orders/OrderForm.svelte';
import { act, at0, entry, fight, model, run, shoot, side } from '../../core/skirmish/support/fight.ts';

/** Server-rendered, to check the dialog draws every kind of order with its labels and test ids (no events here). */
function draw(state: skirmish.SkirmishState, command: skirmish.SkirmishCommand): string {
  const out = render(OrderForm, {
    props: { state, command, at: at0, busy: false, onsend: async () => true },
  });
  return out.body;
}

const scene = () =>
  fight({
    visibility: { darkness: 16, weather: null },
    sides: [
      side('crew', 'aggressive', [
        entry('a', 'Mr. A (3/5) SMG w/2 reloads'),
        entry('b', 'Mr. B (3/5) Pistol'),
      ]),
      side('guards', 'defensive', [entry('g', 'Guard 2 (3/4) Pistol', { cover: 'low' })]),
    ],
  });

describe('OrderForm', () => {
  it('draws a shot with its facts, its odds and a Roll button', () => {
    const html = draw(scene().state, shoot('a', 'g'));
    for (const id of [
      'order-form',
      'order-odds',
      'order-headline',
      'order-outcome',
      'order-send',
      'order-range',
    ])
      expect(html).toContain(`data-testid="${id}"`);
    for (const label of [
      'Range (inches)',
      "Target's cover",
      "Target's class",
      'Intense fire',
      'Aimed',
      'Crossfire',
      'Add an obstruction',
      'Darkness on the line (inches)',
    ])
      expect(html).toContain(label);
    expect(html).toContain('Roll: snap shot at Guard 2, 10"');
  });

  it("offers core's height levels with the TN each gives (HST-COVER-7), and the aim question for a higher aiming target", () => {
    const f = scene();
    f.state = { ...f.state, models: { ...f.state.models, g: { ...model(f, 'g'), aiming: true } } };
    const flat = (html: string) => html.replace(/\s+/g, ' ');
    const same = flat(draw(f.state, shoot('a', 'g')));
    expect(same).toContain('data-testid="order-level"');
    expect(same).toContain('the target on a higher level (TN 10)');
    expect(same).toContain('the shooter on a higher level (TN 8)');
    expect(same).not.toContain('data-testid="order-aimsAtLowerLevel"');
    const higher = act('a', {
      kind: 'shoot',
      shot: {
        target: { kind: 'model', model: 'g' },
        aimed: false,
        intense: false,
        crossfire: false,
        range: 10,
        facts: { targetHigher: true },
      },
    });
    const asked = flat(draw(f.state, higher));
    expect(asked).toContain('data-testid="order-aimsAtLowerLevel"');
    expect(asked).toContain('The target aims at the lower level');
    expect(asked).toContain('TN 8 ticked, 10 unticked<');
    expect(asked).toContain('data-rule="HST-COVER-7"');
  });

  it('draws a reaction with its trigger, cover and a Declare button', () => {
    const f = scene();
    f.state = { ...f.state, models: { ...f.state.models, g: { ...model(f, 'g'), aiming: true } } };
    run(f, shoot('a', 'g'));
    const html = draw(f.state, {
      type: 'skirmish/react',
      model: 'g',
      trigger: 'shot-at',
      shot: null,
      takeCover: 2,
    });
    expect(html).toContain('data-testid="order-react"');
    expect(html).toContain('Declare: take cover at step 2');
    expect(html).not.toContain('data-testid="order-shot"');
  });

  it('asks for base contact when recovering an ally or getting into a vehicle (HST-ACT-8, HST-VEH-1)', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG'), entry('x', 'Mr. X (2/5) Pistol')]),
        side('guards', 'defensive', [entry('g', 'Guard 2 (3/4) Pistol')]),
      ],
      vehicles: [{ id: 'car', name: 'Getaway car' }],
    });
    const ally = draw(f.state, act('a', { kind: 'recover', ally: 'x', baseContact: true }));
    expect(ally).toContain('data-testid="order-base-contact"');
    expect(ally).toContain('Bases touching');
    expect(draw(f.state, act('a', { kind: 'recover' }))).not.toContain('data-testid="order-base-contact"');
    const enter = draw(
      f.state,
      act('a', { kind: 'enter', vehicle: 'car', seat: 'driver', baseContact: true }),
    );
    expect(enter.replace(/\s+/g, ' ')).toContain('Touching one of its doors');
  });

  it('draws a Move without dice', () => {
    const html = draw(scene().state, act('a', { kind: 'move', distance: 3 }));
    expect(html).toContain('data-testid="order-move"');
    expect(html).toContain('Declare: move 3"');
  });
});
