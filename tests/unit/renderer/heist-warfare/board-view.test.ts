import { describe, expect, it } from 'vitest';
import { characterId, initiative } from '../../../../core/index.ts';
import type { warfare } from '../../../../core/index.ts';
import {
  fighterTags,
  fightersBySide,
  flightText,
  vehicleText,
} from '../../../../renderer/panels/scenes/warfare/board-view.ts';
import { entrant, fight } from '../../core/cot/warfare/support.ts';

const names: Record<string, string> = { vex: 'Vex', ruth: 'Ruth', dolan: 'Dolan', oka: 'Oka' };
const nameOf = (id: string) => names[id] ?? id;
const base = () =>
  fight([
    entrant('vex', 'crew', 9),
    entrant('dolan', 'guards', 8),
    entrant('ruth', 'crew', 7),
    entrant('oka', 'guards', 6),
  ]);
const withFighter = (state: warfare.WarfareState, id: string, change: Partial<warfare.Fighter>) => ({
  ...state,
  fighters: state.fighters.map((f) => (f.id === id ? { ...f, ...change } : f)),
});
const texts = (state: warfare.WarfareState, id: string) =>
  fighterTags(
    state,
    state.fighters.find((f) => f.id === id)!,
    nameOf,
  ).map((t) => t.text);

describe('the Gang Warfare board’s words', () => {
  it('shows the fighters side by side in the scene’s order, sides it does not know last', () => {
    const scene = { sides: [{ id: initiative.sideId('guards'), label: 'The Guards', crew: false }] };
    expect(fightersBySide(scene, base()).map((g) => [g.label, g.fighters.map((f) => f.id)])).toEqual([
      ['The Guards', ['dolan', 'oka']],
      ['crew', ['vex', 'ruth']],
    ]);
  });

  it('reads a fighter as Fighting when nothing else is true, and the dead as Dead only', () => {
    expect(texts(base(), 'vex')).toEqual(['Fighting']);
    const dead = withFighter(base(), 'vex', {
      condition: { state: 'dead' },
      restrainedBy: characterId('dolan'),
    });
    expect(fighterTags(dead, dead.fighters[0]!, nameOf)).toEqual([{ text: 'Dead', tone: 'bad' }]);
  });

  it('COT-D-32: counts the fight rounds an Unconscious fighter has left', () => {
    expect(
      texts(withFighter(base(), 'ruth', { unconscious: true, unconsciousRoundsLeft: 5 }), 'ruth'),
    ).toEqual(['Unconscious, 5 rounds left']);
    expect(texts(withFighter(base(), 'ruth', { unconscious: true }), 'ruth')).toEqual([
      'Unconscious until woken',
    ]);
  });

  it('reads wounds, holds, surrender and flights (COT-WAR-6, COT-WAR-9, COT-WAR-11, COT-D-40)', () => {
    let state = withFighter(base(), 'dolan', {
      condition: { state: 'wounded', recoveryDays: 2 },
      restrainedBy: characterId('vex'),
    });
    state = withFighter(state, 'oka', { presence: 'surrendered' });
    state = {
      ...state,
      flights: [{ leader: characterId('ruth'), allies: [], pursuers: [characterId('dolan')] }],
    };
    expect(texts(state, 'dolan')).toEqual(['Wounded (2 days)', 'Restrained by Vex', 'Will chase Ruth']);
    expect(texts(state, 'vex')).toEqual(['Holding Dolan']);
    expect(texts(state, 'oka')).toEqual(['Surrendered']);
    expect(texts(state, 'ruth')).toEqual(['Fleeing: leaves on their next turn']);
    expect(flightText(state.flights[0]!, nameOf)).toBe(
      'Ruth declared Flee and leaves on their next turn; ready to chase: Dolan',
    );
  });

  it('lists a vehicle with its Body and whether it still runs (COT-WAR-4, COT-D-34)', () => {
    const car: warfare.WarVehicle = {
      id: 'Car (Vex)',
      name: 'Car',
      body: 7,
      ramBonus: { rolled: 1, kept: 1 },
      driver: characterId('vex'),
      passengers: [characterId('ruth')],
      wrecked: false,
      stopped: true,
    };
    expect(vehicleText(car, nameOf)).toBe('Car: Body 7, stopped (crashed); driven by Vex with Ruth');
    expect(vehicleText({ ...car, driver: null, passengers: [], wrecked: true }, nameOf)).toBe(
      'Car: Body 7, wrecked; no driver',
    );
  });
});
