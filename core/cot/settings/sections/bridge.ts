import { characterLimits } from '../../limits/index.ts';
import { choice, count, either, flag, rows } from '../kinds.ts';
import { section } from '../section.ts';

/**
 * The bridge between City of Thieves and the HEIST skirmish (bridge.md §8): how a COT fight is played out as a
 * HEIST skirmish and how its result comes back. A section of the one settings registry like the others; the
 * bridge (core/bridge) reads them through `bridgeSettingsOf`. The bounds of the "any" values are Heistbox's:
 * game rounds run to the skirmish's own round limit (1,000), models to a side's share of a table.
 */

/** The most game rounds a delay can name: a skirmish never runs longer (fightLimits.roundMax). */
const roundsMax = 1000;

/** Heat a skirmish event can cost, as the page offers it (BRG-D-29). */
const heatOptions = { '0': 'no Heat', '1': '+1 Heat', '2': '+2 Heat', '3': '+3 Heat' } as const;

export const bridgeSettings = section(
  { id: 'bridge', title: 'City of Thieves and HEIST', rules: 'BRG' },
  {
    bridgeConfirmWriteback: flag({
      label: 'Confirm a fight’s result before it is written',
      description:
        'A HEIST fight’s outcome (wounds, ammunition, Heat, time) is shown for your approval before it reaches the campaign.',
      reference: 'bridge_confirm_writeback',
      decision: 'BRG-D-1',
      default: true,
    }),
    heistRoundsPerActionRound: count({
      label: 'Game rounds in an Action round',
      description:
        'HEIST game rounds that make one minute-long COT Action round; a part-round counts as a whole one.',
      reference: 'heist_rounds_per_action_round',
      decision: 'BRG-D-3',
      min: 1,
      max: 60,
      default: 6,
      unit: 'game rounds',
    }),
    bridgeSkillFormula: choice({
      label: 'A model’s skill rating',
      description:
        'The HEIST skill of a COT character: Muscle + Shooting, or Muscle + the better of Shooting and Explosives.',
      reference: 'bridge_skill_formula',
      decision: 'BRG-D-5',
      options: {
        muscle_plus_shooting: 'Muscle + Shooting',
        muscle_plus_best_of_shooting_explosives: 'Muscle + the better of Shooting and Explosives',
      },
      default: 'muscle_plus_shooting',
    }),
    bridgeReloadPrice: count({
      label: 'Price of a reload or a grenade',
      description: 'Resources an extra reload or grenade costs the crew before a fight.',
      reference: 'bridge_reload_price',
      decision: 'BRG-D-10',
      min: 0,
      max: 99,
      default: 1,
      unit: 'Resources',
    }),
    bridgeMelee: flag({
      label: 'COT fighters may Strike in melee',
      description: 'Adds the Strike action (3d8, 3d10 with Hand to Hand 3 or more) to bridged HEIST fights.',
      reference: 'bridge_melee',
      decision: 'BRG-D-11',
      default: true,
    }),
    bridgePressureMode: choice({
      label: 'Pressure in a bridged fight',
      description: 'The HEIST pressure mode of a fight opened from a COT scene that has a Heist card deck.',
      reference: 'bridge_pressure_mode',
      decision: 'BRG-D-22',
      options: { constant: 'constant', off: 'off', rising: 'rising', overtime: 'overtime' },
      default: 'constant',
    }),
    killedOutcome: choice({
      label: 'A model killed on the table is',
      description:
        'Dead in the campaign, or Wounded for 7 days and Unconscious when it started the fight Healthy.',
      reference: 'killed_outcome',
      decision: 'BRG-D-23',
      options: { dead: 'dead', dying: 'dying: Wounded 7 days and Unconscious' },
      default: 'dead',
    }),
    heistWoundDays: either({
      label: 'Days a HEIST wound takes to heal',
      description:
        'The recovery days each wound from a HEIST fight gives, within the table’s recovery limits.',
      reference: 'heist_wound_days',
      decision: 'BRG-D-24',
      named: { value: '1d6', words: 'a d6 per wound' },
      fixed: {
        words: 'a fixed number',
        count: 'Recovery days per HEIST wound',
        unit: 'days',
        min: 1,
        max: characterLimits.recoveryDaysMax,
        suggested: 3,
      },
      default: 3,
    }),
    skirmishNoiseRadius: choice({
      label: 'Gunfire in a fight alerts',
      description: 'Which guards become Aware when a HEIST fight has gunfire or an explosion.',
      reference: 'skirmish_noise_radius',
      decision: 'BRG-D-28',
      options: { spot: 'the whole Spot', zone_and_adjacent: 'the zone and the zones next to it' },
      default: 'spot',
    }),
    skirmishHeatTable: rows({
      label: 'Heat from a HEIST fight',
      description: 'The Heat a HEIST fight with the crew on the table costs.',
      reference: 'skirmish_heat_table',
      decision: 'BRG-D-29',
      rows: {
        gunfire: {
          label: 'Heat for gunfire or an explosion',
          description: 'Once per fight, when any firearm was fired or anything exploded.',
          options: heatOptions,
        },
        killed: {
          label: 'Heat per police officer or civilian killed',
          description: 'For each police officer or civilian killed on the table.',
          options: heatOptions,
        },
        vehicleExploded: {
          label: 'Heat for an exploding vehicle',
          description: 'Once per fight, when any vehicle exploded.',
          options: heatOptions,
        },
      },
      default: { gunfire: '1', killed: '1', vehicleExploded: '1' },
    }),
    witnessRule: choice({
      label: 'NPCs on the table witness',
      description: 'Which crew members a surviving NPC of a HEIST fight has seen.',
      reference: 'witness_rule',
      decision: 'BRG-D-30',
      options: {
        everyone_on_table: 'every crew member on the table with them',
        line_of_sight: 'only the crew members they saw',
      },
      default: 'everyone_on_table',
    }),
    bridgeReinforcements: choice({
      label: 'Reinforcements from next door',
      description: 'NPCs and guards in the zones next to the fight come to it once it is heard.',
      reference: 'bridge_reinforcements',
      decision: 'BRG-D-32',
      options: { adjacent: 'come from the adjacent zones', off: 'only as the GM adds them' },
      default: 'adjacent',
    }),
    bridgeReinforcementDelay: count({
      label: 'Reinforcements set off after',
      description:
        'Game rounds from the fight being heard until help from next door enters the reserves box.',
      reference: 'bridge_reinforcement_delay',
      decision: 'BRG-D-32',
      min: 0,
      max: roundsMax,
      default: 6,
      unit: 'game rounds',
    }),
    bridgePoliceResponse: choice({
      label: 'The police answer gunfire',
      description: 'A police squad comes to a fight with gunfire, by the way in from the street.',
      reference: 'bridge_police_response',
      decision: 'BRG-D-33',
      options: { after_gunfire: 'after gunfire', off: 'never (the GM runs the police)' },
      default: 'after_gunfire',
    }),
    bridgePoliceDelay: count({
      label: 'The police arrive after',
      description: 'Game rounds from the first shot or explosion until the squad enters a reserves box.',
      reference: 'bridge_police_delay',
      decision: 'BRG-D-33',
      min: 0,
      max: roundsMax,
      default: 18,
      unit: 'game rounds',
    }),
    bridgePoliceSquad: count({
      label: 'Police officers in a squad',
      description: 'How many officers answer gunfire, each (3/5) with a Service revolver.',
      reference: 'bridge_police_squad',
      decision: 'BRG-D-33',
      min: 1,
      max: 20,
      default: 2,
      unit: 'officers',
    }),
    bridgeWalkIn: flag({
      label: 'The crew may walk in through an exit',
      description: 'A crew member in a zone next to the fight may be called in; off: only by Ambush.',
      reference: 'bridge_walk_in',
      decision: 'BRG-D-34',
      default: true,
    }),
    bridgeBypassTime: choice({
      label: 'A bypass attempt on the table takes',
      description: 'How long a COT bypass roll at a locked door takes a model in a HEIST fight.',
      reference: 'bridge_bypass_time',
      decision: 'BRG-D-36',
      options: { one_use: 'one Use action', whole_activation: 'the whole activation' },
      default: 'one_use',
    }),
    bridgeLoadoutDefault: choice({
      label: 'Weapons taken to the table',
      description:
        'Which long weapon and sidearm a character with several takes into a HEIST fight: the largest bonus, or ask.',
      reference: 'bridge_loadout_default',
      decision: 'BRG-D-38',
      options: { largest_bonus: 'the largest bonus', ask: 'ask the player' },
      default: 'largest_bonus',
    }),
    bridgeDamagedVehicles: choice({
      label: 'A damaged vehicle starts the fight',
      description: 'With hits in proportion to the Body it has lost, or with none.',
      reference: 'bridge_damaged_vehicles',
      decision: 'BRG-D-39',
      options: { proportional: 'with hits for its lost Body', fresh: 'with no hits' },
      default: 'proportional',
    }),
    bridgeCrowdCivilians: count({
      label: 'Civilians in a Crowded zone',
      description: 'Civilians (2/3, unarmed) on the table when the fight happens in a Crowded zone.',
      reference: 'bridge_crowd_civilians',
      decision: 'BRG-D-40',
      min: 0,
      max: 50,
      default: 4,
      unit: 'civilians',
    }),
    bridgeDefaultVisibility: either({
      label: 'Visibility when the scene says nothing',
      description: 'The HEIST visibility rating of a fight whose scene records no light or weather.',
      reference: 'bridge_default_visibility',
      decision: 'BRG-D-42',
      named: { value: null, words: 'clear' },
      fixed: {
        words: 'a rating',
        count: 'Visibility rating',
        unit: 'inches',
        min: 1,
        max: 48,
        suggested: 16,
      },
      default: null,
    }),
    bridgeTwoZoneTables: flag({
      label: 'A fight across a barrier uses one table',
      description: 'Sides in two adjacent zones share one table split in two halves.',
      reference: 'bridge_two_zone_tables',
      decision: 'BRG-D-43',
      default: true,
    }),
    bridgeSurrender: flag({
      label: 'Models may surrender',
      description: 'A model may surrender on the table and be held at the end of the fight.',
      reference: 'bridge_surrender',
      decision: 'BRG-D-44',
      default: true,
    }),
    bridgePartialRound: choice({
      label: 'An unfinished last game round',
      description: 'Whether a game round cut short counts toward the time the fight took.',
      reference: 'bridge_partial_round',
      decision: 'BRG-D-45',
      options: { counts: 'counts', ignored: 'is ignored' },
      default: 'counts',
    }),
    bridgeMeleeDiscovers: choice({
      label: 'A melee-only fight discovers',
      description: 'Which crew members a fight without gunfire leaves Discovered.',
      reference: 'bridge_melee_discovers',
      decision: 'BRG-D-47',
      options: { witnessed: 'those a surviving NPC saw', all_on_table: 'every crew member on the table' },
      default: 'witnessed',
    }),
    bridgePrepResupply: choice({
      label: 'Ammunition is resupplied at Prep',
      description: 'Dry weapons and spent reloads are refilled at the next Prep stage.',
      reference: 'bridge_prep_resupply',
      decision: 'BRG-D-49',
      options: { automatic: 'automatically', on_request: 'when asked', off: 'never' },
      default: 'automatic',
    }),
    bridgeImportZone: choice({
      label: 'An imported fight took place in',
      description: 'Where a standalone HEIST fight imported into the campaign happened.',
      reference: 'bridge_import_zone',
      decision: 'BRG-D-50',
      options: { current_scene: 'the current scene’s zone', ask: 'a zone you choose' },
      default: 'current_scene',
    }),
    bridgeSkirmishLog: choice({
      label: 'A bridged fight’s log is kept',
      description: 'The HEIST fight’s dice and turns stay with its scene in full, or as a summary.',
      reference: 'bridge_skirmish_log',
      decision: 'BRG-D-53',
      options: { full: 'in full', summary: 'as a summary' },
      default: 'full',
    }),
  },
);
