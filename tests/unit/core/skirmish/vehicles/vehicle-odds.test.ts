import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blastHitDistribution,
  blastVehicleCandidates,
  hitVehicle,
  judgeCommand,
  scratch,
  trafficOdds,
  vehicleBlastOdds,
  vehicleHitOdds,
} from '../../../../../core/skirmish/index.ts';
import type {
  ShotOrder,
  SkirmishOdds,
  SkirmishSettings,
  SkirmishState,
  VehicleState,
} from '../../../../../core/skirmish/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { act, at0, entry, fight, side } from '../support/fight.ts';

/** A stopped van (capacity 5, HST-D-47) by default, with the given house rules. */
function withVan(settings: Partial<SkirmishSettings> = {}, van: Partial<VehicleState> = {}): SkirmishState {
  const f = fight({
    sides: [
      side('crew', 'aggressive', [entry('k', 'K (3/5) SMG, frag')]),
      side('p', 'defensive', [entry('o', 'O (4/5) Pistol'), entry('w', 'W (3/3) Pistol')]),
    ],
    vehicles: [{ id: 'van', name: 'Van' }],
    settings,
  });
  return { ...f.state, vehicles: { van: { ...f.state.vehicles.van!, ...van } } };
}

/** Every face sequence of `count` dice with `sides` sides. */
function* sequences(count: number, sides: number): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (const rest of sequences(count - 1, sides)) for (let f = 1; f <= sides; f++) yield [...rest, f];
}

/** P(explodes) after exactly `hits` more hits, by running the engine's `hitVehicle` on every explosion roll. */
function enumeratedExplosion(state: SkirmishState, hits: number): number {
  const die = state.scenario.settings.vehicleExplosionMode === 'standard' ? 10 : 6;
  for (let rolls = 0; rolls <= 6; rolls++) {
    let exploded = 0;
    let total = 0;
    let fits = true;
    for (const faces of sequences(rolls, die)) {
      const pad = scratch(state);
      const dice = fixedDice(...faces);
      try {
        hitVehicle(pad, 'van', hits, dice);
      } catch {
        fits = false; // more rolls than faces: try a longer sequence
        break;
      }
      if (dice.remaining() > 0) {
        fits = false;
        break;
      }
      total++;
      if (pad.state.vehicles.van!.exploded || pad.state.blasts.length > 0) exploded++;
    }
    if (fits) return exploded / total;
  }
  throw new Error('more than 6 explosion rolls');
}

describe('what hits do to a vehicle (HST-VEH-8, HST-VEH-10)', () => {
  it.each(['standard', 'hollywood', 'bruckheimer'] as const)(
    '%s: the explosion odds of 0–4 more hits match the engine rolling every face',
    (mode) => {
      for (const before of [0, 4, 5, 7]) {
        const state = withVan({ vehicleExplosionMode: mode }, { hits: before });
        for (let hits = 0; hits <= 4; hits++) {
          const oneHot = Array.from({ length: hits + 1 }, (_, i) => (i === hits ? 1 : 0));
          const odds = vehicleHitOdds(state, state.vehicles.van!, oneHot);
          expect(odds.explodes, `${mode}, ${before} hits, +${hits}`).toBeCloseTo(
            enumeratedExplosion(state, hits),
            12,
          );
          const stops = hits > 0 && before + hits >= 5;
          expect(odds.undrivable).toBe(mode === 'bruckheimer' ? null : stops ? 1 : 0);
        }
      }
    },
  );

  it('TV-HST-VEH-8-a figures: the cruiser at 4 hits: one more stops it, no explosion roll yet; three more roll 2d10: 19%', () => {
    const state = withVan({}, { hits: 4 });
    expect(vehicleHitOdds(state, state.vehicles.van!, [0, 1])).toEqual({ undrivable: 1, explodes: 0 });
    expect(vehicleHitOdds(state, state.vehicles.van!, [0, 0, 0, 1]).explodes).toBeCloseTo(0.19, 12);
  });

  it('a wreck takes no more: nothing to stop or blow up', () => {
    const state = withVan({}, { hits: 9, exploded: true });
    expect(vehicleHitOdds(state, state.vehicles.van!, [0, 0, 1])).toEqual({ undrivable: 0, explodes: 0 });
  });

  it('refuses a distribution that is not made of probabilities', () => {
    const state = withVan();
    expect(() => vehicleHitOdds(state, state.vehicles.van!, [0.5, -0.1])).toThrow(RangeError);
    expect(() => vehicleHitOdds(state, state.vehicles.van!, [Number.NaN])).toThrow(RangeError);
  });

  it('property: the odds are probabilities, and more hits never make an explosion less likely', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('standard', 'hollywood', 'bruckheimer' as const),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 10 }),
        (mode, before, hits) => {
          const state = withVan({ vehicleExplosionMode: mode }, { hits: before });
          const at = (h: number) =>
            vehicleHitOdds(
              state,
              state.vehicles.van!,
              Array.from({ length: h + 1 }, (_, i) => (i === h ? 1 : 0)),
            );
          const odds = at(hits);
          expect(odds.explodes).toBeGreaterThanOrEqual(0);
          expect(odds.explodes).toBeLessThanOrEqual(1);
          expect(at(hits + 1).explodes).toBeGreaterThanOrEqual(odds.explodes - 1e-12);
        },
      ),
    );
  });
});

describe('a frag blast on a vehicle (HST-D-39 frag_hits_vehicles)', () => {
  it('TV-HST-GREN-6-e in odds: a stopped van 1.5" away takes 5d10 vs 5; moving, vs 7', () => {
    const state = withVan({ fragHitsVehicles: true });
    const odds = vehicleBlastOdds(state, state.vehicles.van!, 1.5);
    expect([odds.dice, odds.die, odds.targetNumber]).toEqual([5, 10, 5]);
    expect(odds.hit).toBeCloseTo(1 - 0.4 ** 5, 12);
    const dist = blastHitDistribution(5, 10, 5);
    expect(odds.undrivable).toBeCloseTo(dist[5]!, 12); // all five dice hit: the 5th hit stops a fresh van
    expect(odds.explodes).toBe(0); // no hit beyond the 5th
    const moving = withVan({ fragHitsVehicles: true }, { motion: 'forward' });
    expect(vehicleBlastOdds(moving, moving.vehicles.van!, 1.5).targetNumber).toBe(7);
  });

  it('the vehicles a blast may hit: none without the house rule, never a wreck', () => {
    expect(blastVehicleCandidates(withVan())).toEqual([]);
    expect(blastVehicleCandidates(withVan({ fragHitsVehicles: true }))).toEqual([
      { vehicle: 'van', name: 'Van' },
    ]);
    expect(blastVehicleCandidates(withVan({ fragHitsVehicles: true }, { exploded: true }))).toEqual([]);
  });

  it('refuses a negative or non-finite distance', () => {
    const state = withVan({ fragHitsVehicles: true });
    expect(() => vehicleBlastOdds(state, state.vehicles.van!, -1)).toThrow(RangeError);
    expect(() => vehicleBlastOdds(state, state.vehicles.van!, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('a model run into by a vehicle (HST-VEH-4, HST-D-57)', () => {
  it('TV-HST-VEH-4-a/b in odds: skill 5 dives aside 50%, else wounded; nowhere to go: wounded for sure', () => {
    const state = withVan();
    expect(trafficOdds(state, 'o', false)).toEqual({ dodges: 0.5, effect: 'wounded', hurt: 0.5 });
    expect(trafficOdds(state, 'o', true)).toEqual({ dodges: 0, effect: 'wounded', hurt: 1 });
  });

  it('TV-HST-VEH-4-c in odds: a wounded model at 0 actions still dives aside; failing kills it', () => {
    const state = withVan();
    const hurt = {
      ...state,
      models: { ...state.models, w: { ...state.models.w!, wounded: true, stunned: true } },
    };
    expect(trafficOdds(hurt, 'w', false)).toEqual({ dodges: 0.3, effect: 'killed', hurt: 0.7 });
  });

  it('a model off the table, or no model at all, has no odds', () => {
    const f = withVan();
    const dead = {
      ...f,
      models: { ...f.models, o: { ...f.models.o!, presence: { kind: 'dead' as const } } },
    };
    expect(trafficOdds(dead, 'o', false)).toBeNull();
    expect(trafficOdds(f, 'nobody', false)).toBeNull();
  });
});

describe('the odds of a shot at a vehicle', () => {
  const oddsOf = (state: SkirmishState, target: ShotOrder['target']): SkirmishOdds => {
    const aiming = { ...state, models: { ...state.models, k: { ...state.models.k!, aiming: true } } };
    const shot: ShotOrder = { target, aimed: true, intense: false, crossfire: false, range: 10 };
    const verdict = judgeCommand(aiming, act('k', { kind: 'shoot', shot }), at0);
    if (!verdict.ok) throw new Error(verdict.message);
    return verdict.odds as SkirmishOdds;
  };

  it('list what its hits do to the vehicle: one hit stops a van at 4 hits', () => {
    const odds = oddsOf(withVan({}, { hits: 4 }), { kind: 'vehicle', vehicle: 'van' });
    const figures = odds.shot!.vehicle!;
    expect(figures.name).toBe('Van');
    expect(figures.undrivable).toBeCloseTo(1 - odds.shot!.none, 12);
    expect(figures.explodes).toBeGreaterThan(0);
    expect(figures.explodes).toBeLessThan(figures.undrivable!);
  });

  it('Bruckheimer vehicles never stop: no undrivable figure', () => {
    const odds = oddsOf(withVan({ vehicleExplosionMode: 'bruckheimer' }), {
      kind: 'vehicle',
      vehicle: 'van',
    });
    expect(odds.shot!.vehicle!.undrivable).toBeNull();
  });

  it('a shot at a model carries no vehicle figures', () => {
    expect(oddsOf(withVan(), { kind: 'model', model: 'o' }).shot!.vehicle).toBeUndefined();
  });
});
