import { describe, expect, it } from 'vitest';
import {
  defaultArmour,
  defaultVehicles,
  defaultWeapons,
} from '../../../../../core/cot/settings/gear-tables.ts';
import {
  defaultOf,
  defaultSettings,
  sectionOf,
  settingEntries,
  settingKeys,
  settingsRegistry,
  settingsSections,
  withDefaults,
} from '../../../../../core/cot/settings/index.ts';
import type { CotSettings, SettingDefinition } from '../../../../../core/cot/settings/index.ts';

/**
 * The rules reference's settings registry (§14), row by row: each setting's name, its DECISION, the DECISION's
 * choice and, for a named choice, the alternatives the table may pick. SOC-D-1 is the Social Calls DECISION
 * recorded in docs/decisions.md; `lean_onto_others` is COT-D-70's second half ("another's Loyalty must be known")
 * as a setting, named by Heistbox (the reference gives the DECISION no setting of its own).
 */
const reference: readonly (readonly [
  name: string,
  decision: string,
  choice: unknown,
  alternatives?: string[],
])[] = [
  ['pool_floor', 'COT-D-1', '1k1', ['auto_fail']],
  ['success_on_equal', 'COT-D-3', true],
  [
    'catastrophe_effects',
    'COT-D-4',
    {
      attack: 'default',
      drop: 'default',
      heist: 'default',
      chaseManoeuvre: 'default',
      crashCheck: 'default',
      social: 'default',
      research: 'default',
      foresight: 'default',
    },
  ],
  ['opposed_tie_winner', 'COT-D-5', 'actor', ['defender']],
  ['catastrophe_sets_difficulty', 'COT-D-6', true],
  ['ability_min', 'COT-D-7', 1],
  ['ability_max', 'COT-D-7', 5],
  ['skill_min', 'COT-D-7', 0],
  ['skill_max', 'COT-D-7', 5],
  ['stealth_skill', 'COT-D-9', 'sneak', ['catBurglary', 'best_of']],
  ['enforce_stage_tags', 'COT-D-10', 'warn', ['off', 'block']],
  ['wound_penalty', 'COT-D-11', 'none', ['-1k0']],
  ['min_recovery_days', 'COT-D-12', 1],
  ['max_recovery_days', 'COT-D-12', null],
  ['default_npc_pool', 'COT-D-14', { rolled: 3, kept: 2 }],
  ['reputation_scope', 'COT-D-15', 'character', ['crew']],
  ['heat_decay_days', 'COT-D-15', null],
  ['weapon_table', 'COT-D-16', defaultWeapons],
  ['armour_table', 'COT-D-17', defaultArmour],
  ['vehicle_table', 'COT-D-18', defaultVehicles],
  ['armour_in_training', 'COT-D-17', true],
  ['bolster_self', 'COT-D-19', false],
  ['bolster_stacks', 'COT-D-19', true],
  ['prep_actions_per_day', 'COT-D-21', 1],
  ['initiative_tie', 'COT-D-24', 'crew_first', ['roll_off']],
  ['reroll_initiative_each_round', 'COT-D-25', false],
  ['drop_alert_radius', 'COT-D-30', 'zone', ['zone_and_adjacent', 'spot']],
  ['explosives_area', 'COT-D-31', true],
  ['unconscious_duration', 'COT-D-32', 'job'],
  ['drop_wound_days', 'COT-D-33', 'margin_plus_1'],
  ['crash_difficulty', 'COT-D-34', 9],
  ['damage_formula', 'COT-D-35', 'max1_excess', ['one_plus_excess']],
  ['cover_after_wound', 'COT-D-36', 'reroll', ['zero_until_reposition']],
  ['reposition_keep_better', 'COT-D-38', false],
  ['flee_chase_distance', 'COT-D-39', 1],
  ['muscles_velocity_rating', 'COT-D-42', 'pool_keep'],
  ['default_chase_distance', 'COT-D-43', 2],
  ['min_obstacle_difficulty', 'COT-D-44', 9],
  ['chase_range_penalty', 'COT-D-45', 0],
  ['hazard_difficulty', 'COT-D-51', 9],
  ['default_hidden_rating', 'COT-D-53', 15],
  ['explosives_bypass', 'COT-D-55', false],
  ['aware_cooldown_rounds', 'COT-D-56', null],
  ['call_for_help_bonus', 'COT-D-57', 3],
  ['heat_awareness_per_point', 'COT-D-58', 1],
  // The alarm track (Masters of the Heist, issue 19): Heistbox's own DECISIONs MOTH-D-1..4
  ['alarm_track_default', 'MOTH-D-1', false],
  ['alarm_noise_stealth_failed', 'MOTH-D-2', 2],
  ['alarm_noise_move_unstealthy', 'MOTH-D-2', 1],
  ['alarm_noise_loud_bypass', 'MOTH-D-2', 3],
  ['alarm_noise_bypass_failed', 'MOTH-D-2', 1],
  ['alarm_noise_drop', 'MOTH-D-2', 1],
  ['alarm_noise_call_for_help', 'MOTH-D-2', 2],
  ['alarm_noise_guards_aware', 'MOTH-D-2', 1],
  ['alarm_noise_camera', 'MOTH-D-2', 1],
  ['alarm_escape_foresight', 'MOTH-D-3', 1],
  ['alarm_last_ditch_die', 'MOTH-D-3', 6],
  ['alarm_alert_every', 'MOTH-D-4', 3],
  ['alarm_last_step', 'MOTH-D-4', 12],
  ['planning_research_days', 'COT-D-59', 1],
  ['halve_rounding', 'COT-D-60', 'up', ['down']],
  ['foresight_formula', 'COT-D-63', 'total_div_3', ['margin_div_3', 'success_plus_margin_div_3']],
  ['foresight_difficulty', 'COT-D-63', 9],
  ['foresight_step', 'COT-D-63', 3],
  ['foresight_shared', 'COT-D-64', false],
  ['foresight_persists', 'COT-D-64', 'job', ['session', 'forever']],
  ['training_kept_die_cost', 'COT-D-66', 2],
  ['loyalty_alter_limit', 'COT-D-69', 'per_target', ['per_aggressor']],
  ['lean_onto_per_roll', 'COT-D-70', 1],
  ['lean_onto_others', 'COT-D-70', 'known', ['held']],
  ['negative_state_follow_through', 'COT-D-75', 'others', ['nobody']],
  ['follow_through_defence', 'COT-D-76', 'opposed_roll', ['passive_score']],
  ['state_after_success', 'COT-D-77', 'clear', ['keep']],
  ['discovered_clears_on_new_identity', 'COT-D-91', true],
  ['social_knowledge', 'SOC-D-1', 'side', ['character']],
  // The HEIST skirmish's settings registry (heist-skirmish.md §22): `BW` is named `base_width` here, and the
  // deployment radius (HST-REINF-2), which §22 does not list, `deploy_radius` by Heistbox.
  ['base_width', 'HST-MEAS-1', 1],
  ['measure_from', 'HST-D-1', 'base_edge', ['centre']],
  ['free_measuring', 'HST-D-2', false],
  ['start_weapon_in_hand', 'HST-D-4', 'primary', ['none']],
  ['revolver_speedloaders_default', 'HST-D-4', true],
  ['pass_keeps_aim', 'HST-D-15', false],
  ['point_blank_stacks_with_close', 'HST-D-24', true],
  ['unaimed_reaction_triggers', 'HST-D-30', 'shot_at_only', ['any_action_in_los']],
  ['armor_casualty_targetable', 'HST-D-37', false],
  ['crossfire_angle_min', 'HST-D-28', 90],
  ['hand_limit', 'HST-D-35', null],
  ['smg_range_penalty', 'HST-D-43', false],
  ['vehicle_hit_capacity', 'HST-D-47', 5],
  ['vehicle_explosion_mode', 'HST-D-49', 'standard', ['hollywood', 'bruckheimer']],
  ['friendly_fire_id_checks', 'HST-D-50', true],
  ['frag_hits_vehicles', 'HST-D-39', false],
  ['pressure_level_rounding', 'HST-PRESS-1', false],
  ['deploy_radius', 'HST-REINF-2', 4],
  // The bridge between the two (bridge.md §8); `bridge_default_visibility`'s `none` is null, as `max_recovery_days`'s.
  ['bridge_confirm_writeback', 'BRG-D-1', true],
  ['heist_rounds_per_action_round', 'BRG-D-3', 6],
  ['bridge_skill_formula', 'BRG-D-5', 'muscle_plus_shooting', ['muscle_plus_best_of_shooting_explosives']],
  ['bridge_reload_price', 'BRG-D-10', 1],
  ['bridge_melee', 'BRG-D-11', true],
  ['bridge_pressure_mode', 'BRG-D-22', 'constant', ['off', 'rising', 'overtime']],
  ['killed_outcome', 'BRG-D-23', 'dead', ['dying']],
  ['heist_wound_days', 'BRG-D-24', 3],
  ['skirmish_noise_radius', 'BRG-D-28', 'spot', ['zone_and_adjacent']],
  ['skirmish_heat_table', 'BRG-D-29', { gunfire: '1', killed: '1', vehicleExploded: '1' }],
  ['witness_rule', 'BRG-D-30', 'everyone_on_table', ['line_of_sight']],
  ['bridge_reinforcements', 'BRG-D-32', 'adjacent', ['off']],
  ['bridge_reinforcement_delay', 'BRG-D-32', 6],
  ['bridge_police_response', 'BRG-D-33', 'after_gunfire', ['off']],
  ['bridge_police_delay', 'BRG-D-33', 18],
  ['bridge_police_squad', 'BRG-D-33', 2],
  ['bridge_walk_in', 'BRG-D-34', true],
  ['bridge_bypass_time', 'BRG-D-36', 'one_use', ['whole_activation']],
  ['bridge_loadout_default', 'BRG-D-38', 'largest_bonus', ['ask']],
  ['bridge_damaged_vehicles', 'BRG-D-39', 'proportional', ['fresh']],
  ['bridge_crowd_civilians', 'BRG-D-40', 4],
  ['bridge_default_visibility', 'BRG-D-42', null],
  ['bridge_two_zone_tables', 'BRG-D-43', true],
  ['bridge_surrender', 'BRG-D-44', true],
  ['bridge_partial_round', 'BRG-D-45', 'counts', ['ignored']],
  ['bridge_melee_discovers', 'BRG-D-47', 'witnessed', ['all_on_table']],
  ['bridge_prep_resupply', 'BRG-D-49', 'automatic', ['on_request', 'off']],
  ['bridge_import_zone', 'BRG-D-50', 'current_scene', ['ask']],
  ['bridge_skirmish_log', 'BRG-D-53', 'full', ['summary']],
  ['player_sheets', 'PLY-D-1', 'all', ['own']],
  ['player_opponents', 'PLY-D-2', 'opponent', ['named', 'hidden-until-act']],
  ['player_cover', 'PLY-D-3', 'band', ['number']],
  ['player_alarm', 'PLY-D-4', 'band', ['number']],
];

const byReference = (name: string): [keyof CotSettings, SettingDefinition] => {
  const found = settingEntries.find((entry) => entry.definition.reference === name);
  if (!found) throw new Error(`No setting for ${name}`);
  return [found.key, found.definition];
};

describe('the settings registry against the rules reference (§14)', () => {
  it.each(
    reference.map(([name, decision, choice, alternatives = []]) => [name, decision, choice, alternatives]),
  )(
    '%s: %s chooses %j',
    (name: string, decision: string, choice: unknown, alternatives: readonly string[]) => {
      const [key, definition] = byReference(name);
      expect(definition.decision).toBe(decision);
      expect(defaultSettings[key]).toEqual(choice);
      if (definition.kind === 'choice')
        expect(Object.keys(definition.options)).toEqual([choice, ...alternatives]);
      if (definition.kind === 'number') {
        expect(definition.min).toBeLessThanOrEqual(choice as number);
        expect(definition.max).toBeGreaterThanOrEqual(choice as number);
      }
      if (definition.kind === 'either') {
        // the default is the named value, or a number in range (`heist_wound_days` = 3, its alternative `1d6`)
        if (typeof choice === 'number') {
          expect(choice).toBeGreaterThanOrEqual(definition.fixed.min);
          expect(choice).toBeLessThanOrEqual(definition.fixed.max);
        } else expect(definition.named.value).toBe(choice);
      }
    },
  );

  it('holds exactly the settings the reference names, each once', () => {
    const names = settingEntries.map((entry) => entry.definition.reference);
    expect([...names].sort()).toEqual(reference.map(([name]) => name).sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers each row of catastrophe_effects (COT-D-4) its consequence or narration only', () => {
    for (const row of Object.values(settingsRegistry.catastropheEffects.rows)) {
      expect(Object.keys(row.options)).toEqual(['default', 'narrative_only']);
    }
  });

  it('puts every setting in one section, in page order, and finds a setting’s section', () => {
    expect(settingsSections.flatMap((section) => section.keys)).toEqual(settingKeys);
    expect(settingKeys).toEqual(Object.keys(settingsRegistry));
    expect(sectionOf('heatAwarenessPerPoint').title).toBe('The Heist: spots and guards');
    expect(sectionOf('foresightShared').title).toBe('Research and Foresight');
    expect(sectionOf('loyaltyAlterLimit').title).toBe('Social Calls');
    expect(() => sectionOf('noSuchSetting')).toThrow(RangeError);
  });

  it('gives each setting its default by key', () => {
    expect(defaultOf('crashDifficulty')).toBe(9);
    expect(defaultOf('heatAwarenessPerPoint')).toBe(1);
  });
});

describe('withDefaults', () => {
  it('gives a setting or a catastrophe row that stored settings lack its DECISION (no migration)', () => {
    const stored = { ...defaultSettings } as Partial<Record<keyof CotSettings, unknown>>;
    delete stored.heatAwarenessPerPoint;
    const oldRows = {
      attack: 'narrative_only',
      drop: 'default',
      crashCheck: 'default',
      chaseManoeuvre: 'default',
    };
    const settings = withDefaults({
      ...(stored as Partial<CotSettings>),
      catastropheEffects: oldRows as never,
    });
    expect(settings.heatAwarenessPerPoint).toBe(1);
    expect(settings.catastropheEffects).toEqual({
      ...defaultSettings.catastropheEffects,
      attack: 'narrative_only',
    });
    expect(withDefaults(undefined)).toEqual(defaultSettings);
  });
});
