import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  commandSchema,
  lineOfFireModels,
  orderForm,
  orderLimits,
  occupantBlastOdds,
  pendingVehicleBlasts,
} from '../../../../../core/skirmish/index.ts';
import type { ModelState, SkirmishCommand, VehicleState } from '../../../../../core/skirmish/index.ts';
import { act, entry, fight, model, side } from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/**
 * Issue 17: core returns the order dialog's form view, so no panel filters the models by their state or copies a
 * limit of the command schema.
 */

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}
function patchVehicle(f: Fight, id: string, change: Partial<VehicleState>): void {
  f.state = { ...f.state, vehicles: { ...f.state.vehicles, [id]: { ...f.state.vehicles[id]!, ...change } } };
}

const scene = () =>
  fight({
    sides: [
      side('crew', 'aggressive', [
        entry('a', 'Mr. A (3/5) SMG w/2 reloads, 1 frag'),
        entry('b', 'Mr. B (3/5) Pistol'),
        entry('c', 'Mr. C (2/5) Pistol'),
      ]),
      side('guards', 'defensive', [
        entry('g', 'Guard 2 (3/4) Pistol', { seat: { vehicle: 'van', role: 'driver' } }),
        entry('h', 'Guard 3 (2/4) Pistol'),
      ]),
    ],
    vehicles: [
      { id: 'van', name: 'Van' },
      { id: 'car', name: 'Car' },
    ],
  });

const values = (choices: readonly { readonly value: string }[]) => choices.map((c) => c.value);

describe('orderForm: the choices of the order dialog (HST-ACT-4, HST-ACT-8, HST-GREN-10, HST-VEH-8)', () => {
  it('offers the models on the table, not the dead or the reserves', () => {
    const f = scene();
    patch(f, 'h', { presence: { kind: 'dead' } as ModelState['presence'] });
    const form = orderForm(f.state, 'a');
    expect(values(form.onTable)).toEqual(['a', 'b', 'c', 'g']);
    expect(values(form.others)).toEqual(['b', 'c', 'g']);
  });

  it('offers to Recover only the allies decide accepts: stunned, at 0 actions, out of the teargas (HST-D-13)', () => {
    const f = scene();
    expect(form0(f)).toEqual([]);
    patch(f, 'c', { stunned: true, wounded: true }); // Actions 2, stunned and wounded: 0 actions
    patch(f, 'b', { wounded: true }); // an ally with actions left
    patch(f, 'h', { stunned: true, wounded: true }); // at 0 actions, but an enemy
    expect(form0(f)).toEqual(['c']);
    patch(f, 'c', { inTeargas: true, gasMask: false });
    expect(form0(f)).toEqual([]);
    function form0(fx: Fight) {
      return values(orderForm(fx.state, 'a').recoverable);
    }
  });

  it('offers the spare reloads and grenades the model holds, and the vehicles not blown up', () => {
    const f = scene();
    const form = orderForm(f.state, 'a');
    expect(form.spareReloads).toEqual([{ value: 'long', label: 'a reload for the Submachine gun' }]);
    expect(values(form.handItems)).toEqual(['grenade:frag', 'reload:long']);
    expect(values(orderForm(f.state, 'b').handItems)).toEqual(['reload:sidearm']); // no grenade held
    expect(values(form.vehicles)).toEqual(['van', 'car']);
    patchVehicle(f, 'car', { exploded: true });
    expect(values(orderForm(f.state, 'a').vehicles)).toEqual(['van']);
  });

  it("a shot's line of fire may cross any model on the table but the shooter and its target (HST-LOF-3..5)", () => {
    const f = scene();
    expect(values(lineOfFireModels(f.state, 'a', { kind: 'model', model: 'h' }))).toEqual(['b', 'c', 'g']);
    expect(values(lineOfFireModels(f.state, 'a', { kind: 'vehicle', vehicle: 'van' }))).toEqual([
      'b',
      'c',
      'g',
      'h',
    ]);
  });
});

describe('orderLimits are the command schema bounds', () => {
  const move = (distance: number): SkirmishCommand => act('a', { kind: 'move', distance });
  const fits = (command: SkirmishCommand) => v.safeParse(commandSchema, command).success;

  it('a Move at the limit fits the schema, past it does not; a step likewise', () => {
    expect(fits(move(orderLimits.actionInchesMax))).toBe(true);
    expect(fits(move(orderLimits.actionInchesMax + 0.5))).toBe(false);
    const step = (distance: number) =>
      fits({ ...act('a', { kind: 'aim' }), step: { distance, when: 'before' } } as SkirmishCommand);
    expect(step(orderLimits.shiftInchesMax)).toBe(true);
    expect(step(orderLimits.shiftInchesMax + 0.5)).toBe(false);
    const outcome = (length: number) =>
      fits({ type: 'skirmish/end-scenario', outcome: 'x'.repeat(length) } as SkirmishCommand);
    expect(outcome(orderLimits.textMax)).toBe(true);
    expect(outcome(orderLimits.textMax + 1)).toBe(false);
  });
});

describe('pendingVehicleBlasts: the bystanders of an exploding vehicle (HST-VEH-8)', () => {
  it('are the models on the table but its occupants, who are caught already', () => {
    const f = scene();
    f.state = { ...f.state, blasts: [{ id: 'blast-1', vehicle: 'van' }] };
    const [blast] = pendingVehicleBlasts(f.state);
    expect(blast!.occupants.map((o) => o.model)).toEqual(['g']);
    expect(blast!.bystanders.map((o) => o.model)).toEqual(['a', 'b', 'c', 'h']);
  });

  it('give each occupant the exact odds of the blast at 0", no cover (HST-VEH-8, HST-GREN-6, HST-D-39)', () => {
    const f = scene();
    f.state = { ...f.state, blasts: [{ id: 'blast-1', vehicle: 'van' }] };
    const [blast] = pendingVehicleBlasts(f.state);
    const odds = blast!.occupants[0]!.odds!;
    expect(odds).toEqual(occupantBlastOdds(f.state.models['g']!));
    expect(odds.targetNumber).toBe(6);
    expect(odds.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });
});
