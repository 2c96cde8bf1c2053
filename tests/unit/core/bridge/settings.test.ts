import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bridge,
  bridgeSettings,
  defaultSettings,
  sectionOf,
  settingsChangesSchema,
  settingsSections,
  withDefaults,
} from '../../../../core/index.ts';

/** The bridge's settings (bridge.md §8): a section of the one settings registry. */
describe('the bridge section of the table settings', () => {
  it('is a section of the settings registry, after the HEIST skirmish’s', () => {
    const ids = settingsSections.map((section) => section.id);
    expect(ids.slice(-3)).toEqual(['skirmish', 'bridge', 'players']); // the players' screen's last (issue 21)
    expect(sectionOf('bridgeSkillFormula').title).toBe('City of Thieves and HEIST');
  });

  it('holds every setting of bridge.md §8, each citing a BRG DECISION', () => {
    const references = Object.values(bridgeSettings.settings).map((definition) => definition.reference);
    expect(references).toHaveLength(29);
    for (const definition of Object.values(bridgeSettings.settings))
      expect(definition.decision).toMatch(/^BRG-D-\d+$/);
    expect(bridge.bridgeSettingKeys).toEqual(Object.keys(bridgeSettings.settings));
  });

  it('reads the bridge’s settings out of a campaign’s, at their DECISION defaults when not stored', () => {
    expect(bridge.defaultBridgeSettings).toMatchObject({
      bridgeConfirmWriteback: true,
      heistRoundsPerActionRound: 6,
      bridgeSkillFormula: 'muscle_plus_shooting',
      bridgeReloadPrice: 1,
      bridgeMelee: true,
      killedOutcome: 'dead',
      heistWoundDays: 3,
      bridgeLoadoutDefault: 'largest_bonus',
      bridgeDamagedVehicles: 'proportional',
      skirmishHeatTable: { gunfire: '1', killed: '1', vehicleExploded: '1' },
      bridgeDefaultVisibility: null,
    });
    const stored = withDefaults({ ...defaultSettings, killedOutcome: 'dying', heistWoundDays: '1d6' });
    expect(bridge.bridgeSettingsOf(stored)).toMatchObject({ killedOutcome: 'dying', heistWoundDays: '1d6' });
    expect(Object.keys(bridge.bridgeSettingsOf(undefined))).toEqual([...bridge.bridgeSettingKeys]);
  });

  it('is checked like any setting: a value out of its choices or bounds is refused', () => {
    const ok = (changes: unknown) => v.safeParse(settingsChangesSchema, changes).success;
    expect(ok({ heistRoundsPerActionRound: 10, heistWoundDays: '1d6', bridgeDefaultVisibility: 16 })).toBe(
      true,
    );
    expect(ok({ heistRoundsPerActionRound: 0 })).toBe(false);
    expect(ok({ heistWoundDays: '2d6' })).toBe(false);
    expect(ok({ bridgeSkillFormula: 'muscle_only' })).toBe(false);
    expect(ok({ bridgePoliceSquad: 21 })).toBe(false);
    expect(ok({ skirmishHeatTable: { gunfire: '2' } })).toBe(true);
    expect(ok({ skirmishHeatTable: { gunfire: '4' } })).toBe(false);
  });
});
