import { describe, expect, it } from 'vitest';
import { chaseView } from '../../../../../core/cot/chase/index.ts';
import type { ChaseEvent, ChaseState, Defender } from '../../../../../core/cot/chase/index.ts';
import {
  car,
  distanceOf,
  driver,
  faces,
  id,
  makeChase,
  passenger,
  pursuerRunner,
  refusal,
  run,
  targetRunner,
  vid,
} from './support.ts';

const of = <T extends ChaseEvent['type']>(events: readonly ChaseEvent[], type: T) =>
  events.filter((e): e is Extract<ChaseEvent, { type: T }> => e.type === type);
const who = (state: ChaseState, name: string) => state.participants.find((p) => p.id === name)!;
const character = (name: string): Defender => ({ kind: 'character', id: id(name) });
const vehicle = (name: string): Defender => ({ kind: 'vehicle', id: vid(name) });
const close = (actor: string) => ({ type: 'chase/close', actor: id(actor) }) as const;
const takedown = (actor: string) => ({ type: 'chase/takedown', actor: id(actor) }) as const;

/** Target runner Tom (4k3) and pursuer runner Rex (4k3). */
const runners = (distance: number) =>
  makeChase({
    entrants: [
      targetRunner('tom', { muscle: 3, athletics: 1 }),
      pursuerRunner('rex', 'R', { muscle: 3, athletics: 1 }),
    ],
    distances: { R: distance },
  }).state;

/** Target runner Tom (4k3) and a pursuer car at Speed 3 driven by Cy (Driving 1: 4k3). */
const carOnRunner = (distance: number) =>
  makeChase({
    entrants: [
      targetRunner('tom', { muscle: 3, athletics: 1 }),
      driver('cy', 'pursuer', 'pcar', { driving: 1 }),
    ],
    vehicles: [car('pcar')],
    distances: { pcar: distance },
  }).state;

describe('COT-CHASE-8 attacks in a chase', () => {
  it('TV-COT-CHASE-8-a: knife attack at Distance 1 -> rejected', () => {
    const { state } = makeChase({
      entrants: [targetRunner('tom'), pursuerRunner('rex', 'R', { weapons: ['Knife, razor'] })],
      distances: { R: 1 },
    });
    const knife = {
      type: 'chase/attack',
      actor: id('rex'),
      defender: character('tom'),
      means: { kind: 'weapon', weapon: 'Knife, razor' },
    } as const;
    expect(refusal(state, knife).code).toBe('chase/melee-out-of-reach');
  });
  it('TV-COT-CHASE-8-b: pistol at Distance 3 vs car Body 12, total 14 -> Body 10', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, shooting: 2, weapons: ['Automatic pistol'] }),
        driver('cy', 'pursuer', 'pcar'),
      ],
      vehicles: [car('pcar')],
      distances: { pcar: 3 },
    });
    const shot = {
      type: 'chase/attack',
      actor: id('tom'),
      defender: vehicle('pcar'),
      means: { kind: 'weapon', weapon: 'Automatic pistol' },
    } as const;
    const after = run(state, shot, ...faces(6, 3, 14));
    expect(after.state.vehicles.find((v) => v.id === 'pcar')!.body).toBe(10);
  });
  it('costs −1k0 per Distance above 1 under chase_range_penalty 1 (COT-D-45 alternative)', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom', { muscle: 3, shooting: 2, weapons: ['Automatic pistol'] }),
        pursuerRunner('rex', 'R'),
      ],
      distances: { R: 3 },
      rules: { chaseRangePenalty: 1 },
    });
    const shot = {
      type: 'chase/attack',
      actor: id('tom'),
      defender: character('rex'),
      means: { kind: 'weapon', weapon: 'Automatic pistol' },
    } as const;
    const { events } = run(state, shot, ...faces(4, 3, 9));
    expect(of(events, 'chase/attacked')[0]!.roll.pool).toEqual({ rolled: 4, kept: 3 });
  });
  it('refuses an attack on one’s own side, a weapon not carried, and a risky weapon attack', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom'),
        targetRunner('ann'),
        pursuerRunner('rex', 'R', { weapons: ['Revolver'] }),
      ],
    });
    const attack = (actor: string, defender: Defender, weapon: string, risky = false) =>
      ({
        type: 'chase/attack',
        actor: id(actor),
        defender,
        means: { kind: 'weapon', weapon },
        risky,
      }) as const;
    expect(refusal(state, attack('tom', character('ann'), 'Fists')).code).toBe('chase/same-side');
    expect(refusal(state, attack('tom', character('rex'), 'Revolver')).code).toBe('chase/no-such-weapon');
    expect(refusal(state, attack('rex', character('tom'), 'Revolver', true)).code).toBe(
      'chase/not-a-vehicle-attack',
    );
  });
  it('TV-COT-WAR-4-b: a risky vehicle attack, crash check total 7 -> car Body −2, each occupant Cover −2, car stops', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'getaway'),
        passenger('pat', 'target', 'getaway'),
        pursuerRunner('rex', 'R'),
      ],
      vehicles: [car('getaway')],
      distances: { R: 0 },
    });
    const ramming = {
      type: 'chase/attack',
      actor: id('dana'),
      defender: character('rex'),
      means: { kind: 'vehicle' },
      risky: true,
    } as const;
    // Fingers 2 + Driving 0 + car +1k1: 3k3 total 8 vs Cover 9 -> 1 damage; crash check 2k2 total 7
    const after = run(state, ramming, ...faces(3, 3, 8), ...faces(2, 2, 7));
    expect(after.state.vehicles[0]).toMatchObject({ body: 10, left: 'crashed' });
    expect([who(after.state, 'dana').cover, who(after.state, 'pat').cover]).toEqual([7, 7]);
    expect(after.state.outcome).toMatchObject({ kind: 'target-stopped', reason: 'crashed' });
  });
  it('refuses a pursuer driver’s vehicle attack: it is a Ram', () => {
    const state = carOnRunner(0);
    const hit = {
      type: 'chase/attack',
      actor: id('cy'),
      defender: character('tom'),
      means: { kind: 'vehicle' },
    } as const;
    expect(refusal(state, hit).code).toBe('chase/use-ram');
  });
});

describe('COT-CHASE-9 Close', () => {
  it('TV-COT-CHASE-9-a: Distance 1; Target 11, pursuer 12 -> Distance 0, immediate Takedown allowed', () => {
    const after = run(runners(1), close('rex'), ...faces(4, 3, 11), ...faces(4, 3, 12));
    expect(distanceOf(after.state, 'R')).toBe(0);
    expect(after.state.followUp).toEqual({ actor: 'rex', group: 'R' });
    const next = run(after.state, takedown('rex'), ...faces(4, 3, 9), ...faces(4, 3, 12));
    expect(of(next.events, 'chase/takedown-attempted')[0]!.followUp).toBe(true);
  });
  it('TV-COT-CHASE-9-b: Speed pursuer on a Muscles Target at 4; Target 13, driver 12 -> Distance 0, no follow-up', () => {
    const after = run(carOnRunner(4), close('cy'), ...faces(4, 3, 13), ...faces(4, 3, 12));
    expect(distanceOf(after.state, 'pcar')).toBe(0);
    expect(after.state.followUp).toBeNull();
    expect(of(after.events, 'chase/closed')[0]).toMatchObject({ success: false, speedOnMuscles: true });
  });
  it('TV-COT-CHASE-9-c: same, the driver rolls 14 -> Distance 0, immediate Ram (or Takedown) allowed', () => {
    const after = run(carOnRunner(4), close('cy'), ...faces(4, 3, 13), ...faces(4, 3, 14));
    expect(after.state.followUp).toEqual({ actor: 'cy', group: 'pcar' });
    const ram = { type: 'chase/ram', actor: id('cy'), defender: character('tom') } as const;
    const rammed = run(after.state, ram, ...faces(4, 3, 9));
    expect(of(rammed.events, 'chase/attacked')[0]).toMatchObject({ ram: true, free: true });
  });
  it('TV-COT-CHASE-9-d: same, the driver’s roll is a catastrophe -> Distance 0, no follow-up, GM complication', () => {
    const after = run(carOnRunner(4), close('cy'), ...faces(4, 3, 13), 1, 1, 1, 1);
    expect(distanceOf(after.state, 'pcar')).toBe(0);
    expect(after.state.followUp).toBeNull();
    expect(of(after.events, 'chase/catastrophe')[0]).toMatchObject({
      roller: 'cy',
      consequence: 'complication',
    });
  });
  it('TV-COT-CHASE-9-e: Close at Distance 0, both Muscles; Target 12, pursuer 10 -> stays 0, no Takedown', () => {
    const after = run(runners(0), close('rex'), ...faces(4, 3, 12), ...faces(4, 3, 10));
    expect(distanceOf(after.state, 'R')).toBe(0);
    expect(after.state.followUp).toBeNull();
  });
  it('costs the closing group 1 Distance on its catastrophe, and every group 1 on the Target’s (COT-D-4)', () => {
    const lost = run(runners(2), close('rex'), ...faces(4, 3, 10), 1, 1, 1, 1);
    expect(distanceOf(lost.state, 'R')).toBe(3);
    const gained = run(runners(2), close('rex'), 1, 1, 1, 1, ...faces(4, 3, 10));
    expect(distanceOf(gained.state, 'R')).toBe(0); // success −1 and the Target's catastrophe −1
  });
});

describe('COT-CHASE-10 Takedown', () => {
  it('TV-COT-CHASE-10-a: Distance 0; Target 13, pursuer 12 -> Distance 2', () => {
    const after = run(runners(0), takedown('rex'), ...faces(4, 3, 13), ...faces(4, 3, 12));
    expect(distanceOf(after.state, 'R')).toBe(2);
  });
  it('TV-COT-CHASE-10-b: Distance 0; Target 10, pursuer car 12 -> chase over, immediate Ram on the Target', () => {
    const { state } = makeChase({
      entrants: [
        driver('dana', 'target', 'getaway', { driving: 2 }),
        driver('cy', 'pursuer', 'pcar', { driving: 1 }),
      ],
      vehicles: [car('getaway'), car('pcar')],
      distances: { pcar: 0 },
    });
    // Dana 5k3 (Speed 3 + Driving 2), Cy 4k3; then Cy's Ram: Fingers 2 + Driving 1 + car +1k1 = 4k3
    const after = run(state, takedown('cy'), ...faces(5, 3, 10), ...faces(4, 3, 12), ...faces(4, 3, 15));
    expect(of(after.events, 'chase/attacked')[0]).toMatchObject({ ram: true, free: true, damage: 3 });
    expect(after.state.outcome).toMatchObject({
      kind: 'caught',
      by: 'cy',
      gangWarfare: { targets: ['dana'], mayRestrain: null },
    });
  });
  it('lets a pursuer on foot Restrain after a Takedown, and hands Gang Warfare who is there (COT-D-46)', () => {
    const after = run(runners(0), takedown('rex'), ...faces(4, 3, 10), ...faces(4, 3, 12));
    expect(after.state.outcome).toMatchObject({
      kind: 'caught',
      winner: 'pursuers',
      gangWarfare: { targets: ['tom'], pursuers: ['rex'], mayRestrain: 'rex', stragglers: [] },
    });
  });
  it('refuses a Takedown away from Distance 0', () => {
    expect(refusal(runners(1), takedown('rex')).code).toBe('chase/not-at-distance-0');
  });
});

describe('COT-CHASE-12 Ram, Body and wrecks', () => {
  const rammed = (body: number) =>
    makeChase({
      entrants: [
        driver('dana', 'target', 'getaway'),
        passenger('pat', 'target', 'getaway'),
        driver('cy', 'pursuer', 'pcar', { driving: 1 }),
      ],
      vehicles: [car('getaway', body), car('pcar')],
      distances: { pcar: 0 },
      covers: { dana: 8, pat: 5 },
    }).state;
  const ram = { type: 'chase/ram', actor: id('cy'), defender: vehicle('getaway') } as const;
  it('TV-COT-CHASE-12-a: ram total 15 vs Body 12 -> Body 9', () => {
    expect(run(rammed(12), ram, ...faces(4, 3, 15)).state.vehicles[0]!.body).toBe(9);
  });
  it('TV-COT-CHASE-12-b: ram 11 vs Body 2 -> damage 9, leftover 7, wrecked; Covers 8 and 5 -> 1 and Wounded (leftover 2)', () => {
    const after = run(rammed(2), ram, ...faces(4, 3, 11), 3, 3);
    expect(after.state.vehicles[0]).toMatchObject({ body: 0, left: 'wrecked' });
    expect(who(after.state, 'dana').cover).toBe(1);
    expect(who(after.state, 'pat')).toMatchObject({
      condition: { state: 'wounded', recoveryDays: 2 },
      cover: 6,
    });
    expect(after.state.outcome).toEqual({
      kind: 'target-stopped',
      winner: 'pursuers',
      vehicle: 'getaway',
      reason: 'wrecked',
    });
  });
  it('refuses a Ram by a passenger or away from Distance 0', () => {
    const { state } = makeChase({
      entrants: [targetRunner('tom'), driver('cy', 'pursuer', 'pcar'), passenger('pat', 'pursuer', 'pcar')],
      vehicles: [car('pcar')],
      distances: { pcar: 1 },
    });
    expect(refusal(state, { type: 'chase/ram', actor: id('pat'), defender: character('tom') }).code).toBe(
      'chase/driver-only',
    );
    expect(refusal(state, { type: 'chase/ram', actor: id('cy'), defender: character('tom') }).code).toBe(
      'chase/out-of-reach',
    );
  });
});

describe('COT-CHASE-13 Fall Off', () => {
  it('TV-COT-CHASE-13-a: a passenger declares Fall Off -> rejected; the driver -> the car and everyone in it leave', () => {
    const { state } = makeChase({
      entrants: [
        targetRunner('tom'),
        driver('cy', 'pursuer', 'pcar'),
        passenger('pat', 'pursuer', 'pcar'),
        pursuerRunner('rex', 'R'),
      ],
      vehicles: [car('pcar')],
    });
    expect(refusal(state, { type: 'chase/fall-off', actor: id('pat') }).code).toBe('chase/driver-only');
    const after = run(state, { type: 'chase/fall-off', actor: id('cy') });
    expect([
      who(after.state, 'cy').left,
      who(after.state, 'pat').left,
      after.state.vehicles[0]!.left,
    ]).toEqual(['fell-off', 'fell-off', 'fell-off']);
    expect(after.state.outcome).toBeNull();
    expect(chaseView(after.state).groups.map((g) => g.left)).toEqual(['fell-off', null]);
    expect(refusal(after.state, close('cy')).code).toBe('chase/not-in-chase');
  });
});
