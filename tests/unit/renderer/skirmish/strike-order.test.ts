import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { skirmish } from '../../../../core/index.ts';
import { skirmishBoard } from '../../../../core/skirmish/index.ts';
import { meleeWords, standingWords } from '../../../../renderer/panels/skirmish/fight-rows.ts';
import { buildOrder, draftOf, orderSheet } from '../../../../renderer/panels/skirmish/orders/order-fields.ts';
import type { OrderDraft } from '../../../../renderer/panels/skirmish/orders/order-fields.ts';
import OrderForm from '../../../../renderer/panels/skirmish/orders/OrderForm.svelte';
import { at0, entry, fight, side } from '../../core/skirmish/support/fight.ts';
import type { Fight } from '../../core/skirmish/support/fight.ts';

/**
 * The bridge's actions in the order dialog (BRG-D-11, BRG-D-16): a Strike's distance, hold and carried shifts, a
 * Use that wakes or kills, all from core's form view and judged by core; the board's words for holds.
 */

const bay = (first: 'crew' | 'guards' = 'crew'): Fight => {
  const crew = side('crew', 'aggressive', [
    entry('ruth', 'Ruth (2/5) Pistol'),
    entry('tony', 'Big Tony (4/6) SMG, melee Knife (3d10)'),
  ]);
  const guards = side('guards', 'defensive', [
    entry('g1', 'G1 (3/5) Revolver', { start: { unconscious: true } }),
    entry('g2', 'G2 (3/5) Revolver', { start: { heldBy: 'tony' } }),
  ]);
  const f = fight({ sides: first === 'crew' ? [crew, guards] : [guards, crew], bridge: {} });
  const tony = f.state.models.tony!;
  const cot = { muscleAthletics: { rolled: 6, kept: 4 }, shifts: 2 };
  f.state = { ...f.state, models: { ...f.state.models, tony: { ...tony, cot } } };
  return f;
};

const option = (f: Fight, model: string, action: string, label: string) => {
  const view = skirmish.skirmishView(f.state, model, at0).find((a) => a.action === action)!;
  return view.options.find((o) => o.label === label)!.command;
};

function edited(f: Fight, base: skirmish.SkirmishCommand, edit: (d: OrderDraft) => void) {
  const draft = draftOf(f.state, base);
  edit(draft);
  return { draft, sheet: orderSheet(f.state, base, draft, at0) };
}

describe('a Strike in the order dialog', () => {
  it('gives back every ready-made bridge command unchanged when nothing is edited', () => {
    const f = bay();
    for (const view of skirmish.skirmishView(f.state, 'tony', at0)) {
      for (const o of view.options) {
        const built = buildOrder(f.state, o.command, draftOf(f.state, o.command));
        expect(built.ok && built.command, o.label).toEqual(o.command);
      }
    }
  });

  it('sends the distance, the hold and the carried shifts as typed, judged by core with its odds', () => {
    const f = bay();
    const base = option(f, 'tony', 'strike', 'Strike G1');
    const { sheet } = edited(f, base, (d) => {
      d.strike!.distance = '0.5';
      d.strike!.restrain = true;
      d.strike!.shifts = '2';
      d.step = { when: 'before', distance: '0.5', coverAfter: 'unchanged' };
    });
    expect(sheet.command).toMatchObject({
      action: { kind: 'strike', strike: { target: 'g1', distance: 0.5, restrain: true, shifts: 2 } },
      step: { distance: 0.5, when: 'before' },
    });
    expect(sheet.refusal).toBeNull();
    expect(sheet.odds?.detail).toMatch(/^3d12\+1 vs TN 5 \(base contact, Unconscious\)/);
    expect(sheet.sendLabel).toBe('Roll: strike G1 and hold it');
  });

  it("names a field's problem, and shows core's refusal of a Strike out of reach", () => {
    const f = bay();
    const base = option(f, 'tony', 'strike', 'Strike G1');
    expect(edited(f, base, (d) => (d.strike!.shifts = '1.5')).sheet.problems).toEqual([
      {
        field: 'strike-shifts',
        message: 'Carried shifts spent must be a whole number from 0 to 9 (got 1.5)',
      },
    ]);
    expect(edited(f, base, (d) => (d.strike!.shifts = '3')).sheet.refusal).toBe(
      'Big Tony carries 2 one-use shifts, not 3 (BRG-D-17)',
    );
    const far = edited(f, base, (d) => (d.strike!.distance = '2')).sheet;
    expect(far.sendable).toBe(false);
    expect(far.refusal).toMatch(/^Big Tony is 2" from G1: a Strike needs base contact/);
  });

  it('draws the Strike fields from core: the weapon, the distance, the hold and the carried shifts', () => {
    const f = bay();
    const html = render(OrderForm, {
      props: {
        state: f.state,
        command: option(f, 'tony', 'strike', 'Strike G1'),
        at: at0,
        busy: false,
        onsend: async () => true,
      },
    }).body;
    for (const id of [
      'order-strike',
      'order-strike-distance',
      'order-strike-restrain',
      'order-strike-shifts',
    ])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('With: Knife · lethal · 3d10');
    expect(html).toContain('Hold the target if the Strike lands a hit');
    expect(html).toContain('Roll: strike G1');
  });

  it('draws a held striker’s hold box disabled, with the reason', () => {
    const f = bay('guards');
    const html = render(OrderForm, {
      props: {
        state: f.state,
        command: option(f, 'g2', 'strike', 'Strike Big Tony'),
        at: at0,
        busy: false,
        onsend: async () => true,
      },
    }).body;
    expect(html).toContain('G2 is held by Big Tony: it must break free before it holds anyone.');
    expect(html).toContain('data-rule="BRG-D-16"');
    expect(html).toMatch(
      /data-testid="order-strike-restrain"[^>]*disabled|disabled[^>]*data-testid="order-strike-restrain"/,
    );
    expect(html).not.toContain('data-testid="order-strike-shifts"');
  });
});

describe('waking and killing in the order dialog (BRG-D-16)', () => {
  it('offers the Unconscious enemies to kill, and sends the Use with its base contact', () => {
    const f = bay();
    const base = option(f, 'tony', 'use', 'Kill G1');
    const html = render(OrderForm, {
      props: { state: f.state, command: base, at: at0, busy: false, onsend: async () => true },
    }).body;
    expect(html).toContain('data-testid="order-use-model"');
    expect(html).toContain('>G1</option>');
    const { sheet } = edited(f, base, (d) => (d.use!.baseContact = false));
    expect(sheet.refusal).toBe(
      'Big Tony must be in base contact with G1 to kill it (a step may close the gap) (BRG-D-16)',
    );
    expect(edited(f, base, () => {}).sheet.sendLabel).toBe('Declare: kill G1');
  });
});

describe('the board in words (BRG-D-11, BRG-D-16)', () => {
  it('says who is Unconscious, who holds whom, and what each strikes with', () => {
    const f = bay();
    const rows = skirmishBoard(f.state, at0).models;
    const row = (id: string) => rows.find((m) => m.id === id)!;
    expect(standingWords(row('g1'))).toBe('Unhurt · Unconscious');
    expect(standingWords(row('g2'))).toBe('Unhurt · held by Big Tony');
    expect(standingWords(row('tony'))).toBe('Unhurt · holds G2');
    expect(meleeWords(row('tony'))).toBe('Melee: Knife · lethal · 3d10 · 2 carried shifts');
    expect(meleeWords(row('ruth'))).toBe('Melee: Fists · non-lethal · 3d8');
  });
});
