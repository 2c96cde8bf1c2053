import { describe, expect, it } from 'vitest';
import { ammunitionOf, bridge } from '../../../../core/index.ts';
import type { CampaignState } from '../../../../core/index.ts';

/**
 * BRG-D-25: the ammunition the campaign keeps between bridged fights, in words the GM reads on the Heist's board
 * (the round-trip e2e test found it written back but shown nowhere).
 */

const revolver = (counters: number, reloads: number, broken = false): bridge.FirearmRecord => ({
  weapon: 'Revolver',
  heist: 'Service revolver',
  reloads,
  counters,
  broken,
});

describe('firearmText (BRG-D-25)', () => {
  it('TV-BRG-D-25-ammo-shown: reloads left and counters against capacity, empty at capacity', () => {
    expect(bridge.firearmText(revolver(0, 2))).toBe('Revolver: 2 reloads left, 0 of 1 ammo counters');
    expect(bridge.firearmText(revolver(1, 1))).toBe(
      'Revolver: 1 reload left, 1 of 1 ammo counters (empty: reload before shooting)',
    );
  });

  it('says a dry or broken firearm so', () => {
    expect(bridge.firearmText(revolver(1, 0))).toBe('Revolver: dry, no Shooting with it until resupplied');
    expect(bridge.firearmText(revolver(0, 2, true))).toBe('Revolver: broken until repaired (Build, D 9)');
  });
});

describe('ammunitionOf (BRG-D-25)', () => {
  it('lists each written-back firearm by character, and nobody without one', () => {
    const records = {
      vex: { character: 'vex', model: 'Vex', firearms: [revolver(1, 2)] },
      ruth: { character: 'ruth', model: 'Ruth', firearms: [] },
    };
    const state = { bridge: { fights: {}, written: [], records } } as unknown as CampaignState;
    expect(ammunitionOf(state)).toEqual({
      vex: ['Revolver: 2 reloads left, 1 of 1 ammo counters (empty: reload before shooting)'],
    });
    expect(state.bridge.records).toBe(records);
  });
});
