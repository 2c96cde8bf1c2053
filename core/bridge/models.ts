import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { modelLimits, modelProfile, printModel } from '../skirmish/index.ts';
import type { CotRecord, Stance } from '../skirmish/index.ts';
import { skillPool } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import { modelOf } from './model.ts';
import type { Person } from './people.ts';
import type { CarriedBonuses, ProposedModel, StartState } from './proposal.ts';
import type { BridgeSettings } from './settings.ts';
import type { FightSituation } from './situation.ts';
import { arrivingStart, bonusWords, carriedBonuses, stanceOf, startWords } from './start-state.ts';
import { scoreOnlyStats } from './stats.ts';
import { conversionWords, sheetWords, stanceWords } from './words.ts';

/**
 * The models of a proposal: every participant with a sheet through `modelOf` (BRG-D-4..12), its start state,
 * bonuses, stance and words; and the models the bridge makes up, police officers (BRG-D-33) and civilians
 * (BRG-D-40). Ids and names are settled by the caller once the sides are ordered.
 */

/** What a model is placed with. */
export interface Placing {
  readonly id: string;
  readonly side: string;
  readonly half: string | null;
  readonly start: StartState;
  /** The side's stance when the GM set one (BRG-D-13). */
  readonly sideStance: Stance | null;
  /** The restrainer's name, for the words. */
  readonly holder: string | null;
}

/**
 * A participant's model, converted from its sheet (or its post's Training, BRG-D-6).
 * @returns a rejection naming a participant with no sheet, or the conversion's own (a Dead character, a sheet
 * that breaks the table's rules, an unsound mapping record, a loadout it cannot take, a bonus that is none).
 */
export function personModel(
  person: Person,
  placing: Placing,
  situation: FightSituation,
  settings: BridgeSettings,
  table: CotSettings,
): ProposedModel | Rejection {
  const sheet = person.sheet;
  if (!sheet) {
    return reject('bridge/no-sheet', `${person.name} has no character sheet to convert (COT-CHAR-5)`, {
      character: person.id,
    });
  }
  const pick = <T>(map: Readonly<Record<string, T>> | undefined): T | undefined =>
    map && Object.hasOwn(map, person.id) ? map[person.id] : undefined;
  const loadout = pick(situation.loadouts);
  const conversion = modelOf(sheet, settings, table, {
    training: person.training,
    record: pick(situation.records) ?? null,
    ...(loadout ? { loadout } : {}),
  });
  if (isRejection(conversion)) return conversion;
  const bonuses = carriedBonuses(sheet.name, pick(situation.bonuses) ?? []);
  if (isRejection(bonuses)) return bonuses;
  const stance = placing.sideStance ?? stanceOf(person.category);
  const foresight = person.crew ? sheet.foresight : null;
  const carries = foresight !== null || bonuses.checks + bonuses.shifts > 0;
  const profile = carries
    ? { ...conversion.profile, cot: carriedRecord(sheet, bonuses) }
    : conversion.profile;
  const changes = [
    ...conversionWords(conversion, sheet, table),
    ...startWords(placing.start, person, placing.holder),
    ...bonusWords(bonuses),
    stanceWords(stance, person.category, placing.sideStance ? 'side' : 'rule'),
    ...(foresight !== null && foresight > 0
      ? [`Foresight ${foresight}: Training during the fight at COT's prices (BRG-D-17)`]
      : []),
  ];
  return {
    id: placing.id,
    character: person.id,
    side: placing.side,
    category: person.category,
    profile,
    stance,
    half: placing.half,
    start: placing.start,
    counters: {
      long: conversion.loadout.long?.counters ?? 0,
      sidearm: conversion.loadout.sidearm?.counters ?? 0,
    },
    bonuses,
    foresight,
    conversion,
    record: conversion.record,
    override: null,
    words: { sheet: sheetWords(sheet, person), model: printModel(conversion.profile), changes },
  };
}

const noBonuses: CarriedBonuses = { checks: 0, shifts: 0, from: [] };

/**
 * BRG-D-16, BRG-D-17: what a model brings of its sheet to the table: its Muscle + Athletics, and the one-use bonuses
 * it carries (given to every crew member, who may buy Training during the fight, and to any model with bonuses).
 */
function carriedRecord(sheet: Character, bonuses: CarriedBonuses): CotRecord {
  const pool = skillPool(sheet, 'athletics');
  return {
    muscleAthletics: { rolled: pool.rolled, kept: pool.kept },
    shifts: Math.min(bonuses.shifts, modelLimits.shiftsMax),
    checks: Math.min(bonuses.checks, modelLimits.checksMax),
  };
}

/** BRG-D-33: the police's Training, a score-only NPC's. */
const policeTraining = 11;

/** BRG-D-33: a police officer: score-only, Training 11, a revolver: (3/5) Service revolver w/2 reloads, defensive. */
export function policeModel(name: string, id: string, side: string): ProposedModel {
  const { actions, skill } = scoreOnlyStats(policeTraining, 0);
  const profile = modelProfile(name, actions, skill, {
    sidearm: { weapon: 'Service revolver', reloads: 2 },
    speedloaders: true,
  });
  return {
    id,
    character: null,
    side,
    category: 'police',
    profile,
    stance: 'defensive',
    half: null,
    start: arrivingStart(null),
    counters: { long: 0, sidearm: 0 },
    bonuses: noBonuses,
    foresight: null,
    conversion: null,
    record: null,
    override: null,
    words: {
      sheet: `A police officer: score-only, Training ${policeTraining}, a revolver, no armour (BRG-D-33)`,
      model: printModel(profile),
      changes: [
        `from Training ${policeTraining} (BRG-D-6); the revolver's 2 reloads and speedloaders (BRG-D-10)`,
        stanceWords('defensive', 'police', 'rule'),
      ],
    },
  };
}

/** BRG-D-40: a civilian: (2/3), no weapons, placed by the GM, on the neutral side that moves last. */
export function civilianModel(name: string, id: string, side: string, half: string): ProposedModel {
  const profile = modelProfile(name, 2, 3, {});
  return {
    id,
    character: null,
    side,
    category: 'civilian',
    profile,
    stance: 'defensive',
    half,
    start: arrivingStart(null),
    counters: { long: 0, sidearm: 0 },
    bonuses: noBonuses,
    foresight: null,
    conversion: null,
    record: null,
    override: null,
    words: {
      sheet: 'A bystander of the Crowded zone (BRG-D-40)',
      model: printModel(profile),
      changes: [
        'moves toward the nearest exit and leaves; never reacts except to step aside or dodge a vehicle (BRG-D-40)',
      ],
    },
  };
}

/** A name no model has yet (HST-MEAS-1): "Ruth", then "Ruth 2", within the 60 characters a name may have. */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = ` ${n}`;
    candidate = `${name.slice(0, modelLimits.nameMax - suffix.length).trim()}${suffix}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The model under another name: its profile, its mapping record and its words follow. */
export function renamed(model: ProposedModel, name: string): ProposedModel {
  if (name === model.profile.name) return model;
  const profile = { ...model.profile, name };
  return {
    ...model,
    profile,
    record: model.record ? { ...model.record, model: name } : null,
    words: {
      ...model.words,
      model: printModel(profile),
      changes: [
        ...model.words.changes,
        `named ${name}: another model is called ${model.profile.name} (HST-MEAS-1)`,
      ],
    },
  };
}

export { arrivingStart };
