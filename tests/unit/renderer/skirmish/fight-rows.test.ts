import { describe, expect, it } from 'vitest';
import type { skirmish } from '../../../../core/index.ts';
import {
  actionWords,
  grenadeWords,
  standingWords,
  stowedWords,
  weaponWords,
} from '../../../../renderer/panels/skirmish/fight-rows.ts';

const row = (changes: Partial<skirmish.ModelRow> = {}): skirmish.ModelRow => ({
  id: 'm1',
  name: 'Mr. A',
  side: 'crew',
  presence: 'table',
  effectiveActions: 3,
  stunned: false,
  wounded: false,
  aiming: false,
  defending: false,
  activated: false,
  cover: 'none',
  weapon: { name: 'Submachine gun', counters: 2, capacity: 6, reloads: 2, state: 'ready' },
  grenades: { frag: 1, smoke: 0 },
  vehicle: null,
  stowed: [],
  holding: null,
  carried: '',
  ...changes,
});

describe('the fight board in words', () => {
  it('says how a model stands', () => {
    expect(standingWords(row())).toBe('Unhurt');
    expect(standingWords(row({ stunned: true, wounded: true }))).toBe('Stunned, wounded');
    expect(standingWords(row({ wounded: true }))).toBe('Wounded');
    expect(standingWords(row({ presence: 'dead' }))).toBe('Dead');
    expect(standingWords(row({ presence: 'casualty' }))).toBe('Down (armor check next turn)');
  });

  it('BRG-D-14: says a model is unaware in the surprise turn', () => {
    const bridge = {
      unconscious: false,
      unaware: true,
      heldBy: null,
      holds: [],
      melee: null,
      shifts: 0,
      checks: 0,
    };
    expect(standingWords(row({ bridge }))).toBe('Unhurt · unaware: cannot react yet');
    expect(standingWords(row({ bridge: { ...bridge, unaware: false } }))).toBe('Unhurt');
  });

  it('lists the weapons not in hand the same way', () => {
    expect(stowedWords(row())).toBe('');
    const pistol = { name: 'Service pistol', counters: 1, capacity: 3, reloads: 1, state: 'dropped' };
    expect(stowedWords(row({ stowed: [pistol] }))).toBe('Service pistol · ammo 1/3 · 1 reload · dropped');
  });

  it('gives the weapon with its ammo against capacity, reloads and state', () => {
    expect(weaponWords(row())).toBe('Submachine gun · ammo 2/6 · 2 reloads');
    const jammed = row({ weapon: { name: 'Pistol', counters: 0, capacity: 3, reloads: 1, state: 'jammed' } });
    expect(weaponWords(jammed)).toBe('Pistol · ammo 0/3 · 1 reload · jammed');
    expect(weaponWords(row({ weapon: null }))).toBe('Nothing in hand');
  });

  it('lists grenades held and actions left', () => {
    expect(grenadeWords({ frag: 1, smoke: 0, flashbang: 2 })).toBe('1 frag, 2 flashbang');
    expect(grenadeWords({ frag: 0 })).toBe('none');
    expect(actionWords(row(), true, 1)).toBe('3 actions (1 left)');
    expect(actionWords(row({ activated: true, effectiveActions: 1 }), false, null)).toBe(
      '1 action, done this turn',
    );
  });
});
