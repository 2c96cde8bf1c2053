import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { skirmish } from '../../../../core/index.ts';
import { buildOrder, draftOf, orderSheet } from '../../../../renderer/panels/skirmish/orders/order-fields.ts';
import type { OrderDraft } from '../../../../renderer/panels/skirmish/orders/order-fields.ts';
import OrderForm from '../../../../renderer/panels/skirmish/orders/OrderForm.svelte';
import FightRosters from '../../../../renderer/panels/skirmish/FightRosters.svelte';
import TrainingControl from '../../../../renderer/panels/skirmish/TrainingControl.svelte';
import { at0, entry, fight, side } from '../../core/skirmish/support/fight.ts';
import type { Fight } from '../../core/skirmish/support/fight.ts';

/**
 * Carried one-use bonuses in the order dialog and on the board (BRG-D-17): the fields only where core's form view
 * says the order may spend them, sent as typed, the odds core's.
 */

/** Sal (skill 5) carries two +1s on a check and one shift; stunned, so Recover is offered. */
const bay = (): Fight => {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('sal', 'Sal (3/5) SMG')]),
      side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
    ],
    bridge: {},
  });
  const sal = f.state.models.sal!;
  const cot = { muscleAthletics: { rolled: 4, kept: 3 }, shifts: 1, checks: 2 };
  f.state = { ...f.state, models: { ...f.state.models, sal: { ...sal, stunned: true, cot } } };
  return f;
};

const option = (f: Fight, action: string) => {
  const view = skirmish.skirmishView(f.state, 'sal', at0).find((a) => a.action === action)!;
  return view.options[0]!.command;
};

function edited(f: Fight, base: skirmish.SkirmishCommand, edit: (d: OrderDraft) => void) {
  const draft = draftOf(f.state, base);
  edit(draft);
  return orderSheet(f.state, base, draft, at0);
}

describe('carried bonuses in the order dialog (BRG-D-17)', () => {
  it('gives back the ready-made commands unchanged when nothing is edited', () => {
    const f = bay();
    for (const view of skirmish.skirmishView(f.state, 'sal', at0)) {
      for (const o of view.options) {
        const built = buildOrder(f.state, o.command, draftOf(f.state, o.command));
        expect(built.ok && built.command, o.label).toEqual(o.command);
      }
    }
  });

  it('TV-BRG-D-17-d: both +1s on one Recover: sent as typed, the odds d10 ≤ 7', () => {
    const f = bay();
    const sheet = edited(f, option(f, 'recover'), (d) => (d.carried.checks = '2'));
    expect(sheet.command).toMatchObject({ action: { kind: 'recover' }, checks: 2 });
    expect(sheet.odds?.detail).toBe("d10 ≤ 7 · Sal's skill +2 carried (BRG-D-17)");
    expect(edited(f, option(f, 'recover'), (d) => (d.carried.checks = '1.5')).problems).toEqual([
      { field: 'carried-checks', message: 'Carried +1s spent must be a whole number from 0 to 2 (got 1.5)' },
    ]);
  });

  it('Lean Onto (COT-SOC-4): the box on a check of a bridged model sends lean, its +1 in the odds', () => {
    const f = bay();
    const sheet = edited(f, option(f, 'recover'), (d) => (d.carried.lean = true));
    expect(sheet.command).toMatchObject({ action: { kind: 'recover' }, lean: true });
    expect(sheet.odds?.detail).toBe("d10 ≤ 6 · Sal's skill +1 Lean Onto (BRG-D-17)");
    const html = render(OrderForm, {
      props: {
        state: f.state,
        command: option(f, 'recover'),
        at: at0,
        busy: false,
        onsend: async () => true,
      },
    }).body;
    expect(html).toContain('data-testid="order-lean"');
  });

  it('TV-BRG-D-17-b: a shift on a shot: 3d8 snap fire becomes 3d10', () => {
    const f = bay();
    const sheet = edited(f, option(f, 'shoot'), (d) => (d.carried.shifts = '1'));
    expect(sheet.command).toMatchObject({ action: { kind: 'shoot', shot: { shifts: 1 } } });
    expect(sheet.odds?.detail).toMatch(/^3d10 vs/);
  });

  it('draws the fields core offers: +1s on a Recover, shifts on a shot, none on a Move', () => {
    const f = bay();
    const html = (command: skirmish.SkirmishCommand) =>
      render(OrderForm, {
        props: { state: f.state, command, at: at0, busy: false, onsend: async () => true },
      }).body;
    expect(html(option(f, 'recover'))).toContain('data-testid="order-carried-checks"');
    expect(html(option(f, 'recover'))).not.toContain('data-testid="order-carried-shifts"');
    expect(html(option(f, 'shoot'))).toContain('data-testid="order-carried-shifts"');
    expect(html(option(f, 'move'))).not.toContain('data-testid="order-carried"');
  });

  it("shows what each model carries on the board's rows", () => {
    const f = bay();
    const html = render(FightRosters, {
      props: {
        board: skirmish.skirmishBoard(f.state, at0),
        sides: f.state.scenario.sides,
        picked: null,
        turnSide: 'crew',
        onpick: () => undefined,
      },
    }).body;
    expect(html).toContain('Carries 2 skill-check bonuses (+1) and 1 dice shift (+1), one use each');
  });
});

describe('Buy Training with Foresight (BRG-D-17)', () => {
  it("draws core's offer: the prices and the Foresight left, and the price of what is chosen", () => {
    const offer = {
      character: 'sal',
      name: 'Sal',
      checkPrice: 1,
      shiftPrice: 3,
      left: 4,
      held: 0,
      words: 'Foresight 4 · +1 on a check costs 1 · +1 shift costs 3 (COT-D-66)',
    } as const;
    const html = render(TrainingControl, {
      props: { act: async () => null, fight: 'sk', model: 'sal', offer: offer as never },
    }).body;
    expect(html).toContain('Buy Training with Foresight: Sal');
    // core's words, its rule a link beside them (no bare code)
    expect(html).toContain('Foresight 4 · +1 on a check costs 1 · +1 shift costs 3<');
    expect(html).toContain('data-rule="COT-D-66"');
    expect(html).not.toContain('(COT-D-66)');
    expect(html).toContain('Buy for 3 Foresight'); // one shift by default
  });
});
