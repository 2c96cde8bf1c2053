import { describe, expect, it } from 'vitest';
import { handoverOf } from '../../../../../core/cot/breakout/handover.ts';
import {
  chaseDrafts,
  chaseParticipants,
  draftChaseSetup,
  driversOf,
  vehicleSeats,
} from '../../../../../core/cot/breakout/seating.ts';
import type { ChaseDraft, VehiclePicks } from '../../../../../core/cot/breakout/seating.ts';
import { id } from '../warfare/support.ts';

const names = (who: string) => who.toUpperCase();
const [vex, ruth, kit] = [id('vex'), id('ruth'), id('kit')];

describe('vehicles when a fight starts (COT-WAR-4)', () => {
  const picks: VehiclePicks = {
    [vex]: { vehicle: 'Car', seat: 'drive' },
    [ruth]: { vehicle: 'Car', seat: vex },
  };

  it('seats passengers with the driver they ride with', () => {
    expect(driversOf(picks, [vex, ruth, kit], 'Car', ruth)).toEqual(['vex']);
    expect(driversOf(picks, [vex, ruth, kit], 'Truck / van', kit)).toEqual([]);
    expect(vehicleSeats(picks, [vex, ruth, kit], names)).toEqual([
      { vehicle: 'Car', driver: 'vex', passengers: ['ruth'] },
    ]);
  });

  it('names a passenger left without a driver', () => {
    expect(vehicleSeats(picks, [ruth, kit], names)).toMatchObject({
      ok: false,
      code: 'warfare/no-driver',
      message: 'RUTH needs a driver for the Car',
    });
  });
});

describe('seats when a chase starts (COT-CHASE-3)', () => {
  const line = (
    characterId: ChaseDraft['characterId'],
    part: ChaseDraft['part'],
    vehicle = '',
    seat: ChaseDraft['seat'] = 'driver',
  ): ChaseDraft => ({ characterId, part, vehicle, seat });
  const sideOf = (who: string) => (who === 'vex' ? 'crew' : 'guards');
  const draft = (lines: readonly ChaseDraft[], distance: number | null = 2) =>
    draftChaseSetup(lines, { distance, cramped: false }, sideOf, names);

  it('builds the Target group and the pursuers, each on their side, on foot or in a vehicle', () => {
    expect(draft([line(vex, 'target'), line(ruth, 'pursuer', 'Car'), line(kit, 'none')], null)).toEqual({
      targets: [{ characterId: 'vex', side: 'crew', vehicle: null, role: 'on-foot' }],
      pursuers: [{ characterId: 'ruth', side: 'guards', vehicle: 'Car', role: 'driver' }],
      distance: null,
      cramped: false,
    });
  });

  it('needs a Target and a pursuer', () => {
    expect(draft([line(vex, 'pursuer')])).toMatchObject({
      message: 'Choose who runs: a chase needs a Target (COT-CHASE-3)',
    });
    expect(draft([line(vex, 'target')])).toMatchObject({
      message: 'Choose who gives chase: a chase needs a pursuer (COT-CHASE-3)',
    });
  });

  it('needs exactly one driver per vehicle and a whole starting Distance', () => {
    expect(draft([line(vex, 'target', 'Car', 'passenger'), line(ruth, 'pursuer')])).toMatchObject({
      message: "The runners' Car needs a driver",
    });
    expect(
      draft([line(vex, 'target'), line(ruth, 'pursuer', 'Car'), line(kit, 'pursuer', 'Car')]),
    ).toMatchObject({
      message: "The pursuers' Car has two drivers: RUTH and KIT",
    });
    expect(draft([line(vex, 'target'), line(ruth, 'pursuer')], 1.5)).toMatchObject({
      code: 'chase/bad-distance',
    });
  });

  it('turns a setup back into the form’s lines, the other candidates last, and names who goes in', () => {
    const setup = draft([line(vex, 'target'), line(ruth, 'pursuer', 'Car')]);
    if ('ok' in setup) throw new Error(setup.message);
    expect(chaseDrafts(setup, [ruth, kit])).toEqual([
      line(vex, 'target'),
      line(ruth, 'pursuer', 'Car'),
      line(kit, 'none'),
    ]);
    expect(chaseParticipants(setup, 'yard')).toEqual([
      { characterId: 'vex', side: 'crew', zone: 'yard', role: 'on-foot' },
      { characterId: 'ruth', side: 'guards', zone: 'yard', role: 'driver' },
    ]);
  });
});

describe('handoverOf', () => {
  const scene = (sceneId: string, engine: string, who: string[], ended: string | null = null) => ({
    id: sceneId,
    engine,
    participants: who.map((w) => ({ characterId: id(w) })),
    ended,
  });

  it('follows the latest scene of the engine with them in it: waiting, running, over', () => {
    expect(handoverOf([], 'chase', vex)).toEqual({ stage: 'waiting' });
    const first = scene('c1', 'chase', ['vex'], 'caught');
    const second = scene('c2', 'chase', ['vex', 'ruth']);
    expect(handoverOf([first], 'chase', vex)).toEqual({ stage: 'over', scene: first });
    expect(handoverOf([first, second], 'chase', vex)).toEqual({ stage: 'running', scene: second });
    expect(handoverOf([second], 'warfare', vex)).toEqual({ stage: 'waiting' });
    expect(handoverOf([second], 'chase', kit)).toEqual({ stage: 'waiting' });
  });
});
