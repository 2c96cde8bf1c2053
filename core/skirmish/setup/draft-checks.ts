import { pressureModes } from '../table/pressure.ts';
import type { RosterProblem } from './roster.ts';
import { defaultSkirmishSettings, skirmishSettingDescriptions, skirmishSettings } from './settings.ts';
import type { SkirmishSettings } from './settings.ts';
import type { DraftProblem, FightDraft, SideDraft, SideRead } from './draft.ts';
import { deckProblems } from './draft-deck.ts';
import { draftModels } from './draft-ids.ts';
import { vehicleProblems } from './draft-vehicles.ts';

/** Every problem of a new fight's draft (draft.ts), each naming its form field, in the GM's words. */

export const fightLimits = {
  nameMax: 200,
  sideNameMax: 60,
  sidesMin: 2,
  sidesMax: 4,
  modelsMax: 100,
  entryPointsMax: 20,
  entryNameMax: 60,
  roundMax: 1000,
  pressureMax: 600,
  ratingMax: 100,
} as const;

const isWhole = (value: number | null, min: number, max: number): value is number =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

function nameProblems(draft: FightDraft): DraftProblem[] {
  const name = draft.name.trim();
  if (name === '') return [{ field: 'name', message: 'The fight needs a name' }];
  if (name.length > fightLimits.nameMax)
    return [{ field: 'name', message: `A fight's name has at most ${fightLimits.nameMax} characters` }];
  return [];
}

function sideNameProblems(draft: FightDraft, index: number): DraftProblem[] {
  const field = `side-${index + 1}-name`;
  const name = draft.sides[index]!.name.trim();
  if (name === '') return [{ field, message: `Side ${index + 1} needs a name` }];
  if (name.length > fightLimits.sideNameMax)
    return [{ field, message: `Side ${index + 1}'s name has at most ${fightLimits.sideNameMax} characters` }];
  const same = draft.sides.findIndex((other) => other.name.trim().toLowerCase() === name.toLowerCase());
  if (same < index)
    return [{ field, message: `Side ${index + 1} has the same name as side ${same + 1} ("${name}")` }];
  return [];
}

const lineProblems = (field: string, where: string, problems: readonly RosterProblem[]): DraftProblem[] =>
  problems.map((p) => ({ field, message: `${where}, line ${p.line}: ${p.message}` }));

function rosterProblems(read: SideRead, index: number): DraftProblem[] {
  const n = index + 1;
  const field = `side-${n}-roster`;
  const problems = lineProblems(field, `Side ${n}`, read.problems);
  if (read.models.length === 0 && read.problems.length === 0)
    problems.push({ field, message: `Side ${n} has no models` });
  if (read.models.length > fightLimits.modelsMax)
    problems.push({ field, message: `Side ${n} has more than ${fightLimits.modelsMax} models` });
  return problems;
}

function reserveProblems(side: SideDraft, read: SideRead, index: number): DraftProblem[] {
  const n = index + 1;
  const field = `side-${n}-reserves`;
  const problems = lineProblems(field, `Side ${n} reserves`, read.reserveProblems);
  if (read.reserves.length === 0) return problems;
  if (read.reserves.length > fightLimits.modelsMax)
    problems.push({ field, message: `Side ${n} has more than ${fightLimits.modelsMax} reserves` });
  if (!isWhole(side.reservesArrive, 0, fightLimits.roundMax)) {
    problems.push({
      field: `side-${n}-reservesArrive`,
      message: `Side ${n}: the reserves arrive after a whole number of rounds from 0 to ${fightLimits.roundMax}`,
    });
  }
  if (read.entryPoints.length === 0) {
    problems.push({
      field: `side-${n}-entryPoints`,
      message: `Side ${n} has reserves but no entry point for them (HST-REINF-2)`,
    });
  }
  return problems;
}

function entryProblems(read: SideRead, index: number): DraftProblem[] {
  const n = index + 1;
  const field = `side-${n}-entryPoints`;
  const problems: DraftProblem[] = [];
  if (read.entryPoints.length > fightLimits.entryPointsMax)
    problems.push({ field, message: `Side ${n} has more than ${fightLimits.entryPointsMax} entry points` });
  const seen = new Set<string>();
  for (const name of read.entryPoints) {
    if (name.length > fightLimits.entryNameMax)
      problems.push({ field, message: `Side ${n}: an entry point's name has at most 60 characters` });
    if (seen.has(name.toLowerCase()))
      problems.push({ field, message: `Side ${n} names the entry point "${name}" twice` });
    seen.add(name.toLowerCase());
  }
  return problems;
}

/** HST-MEAS-1: every model on the table has a name of its own, across sides and reserves. */
function sharedNameProblems(read: readonly SideRead[]): DraftProblem[] {
  const owner = new Map<string, string>();
  const problems: DraftProblem[] = [];
  read.forEach((side, index) => {
    const n = index + 1;
    const groups = [
      { models: side.models, field: `side-${n}-roster`, where: `side ${n}` },
      { models: side.reserves, field: `side-${n}-reserves`, where: `side ${n}'s reserves` },
    ];
    for (const { models, field, where } of groups) {
      for (const model of models) {
        const key = model.name.toLowerCase();
        const first = owner.get(key);
        if (first === undefined) owner.set(key, where);
        else
          problems.push({
            field,
            message: `Side ${n}: the name "${model.name}" is already used in ${first} (HST-MEAS-1)`,
          });
      }
    }
  });
  return problems;
}

function sidesProblems(draft: FightDraft, read: readonly SideRead[]): DraftProblem[] {
  const count = draft.sides.length;
  if (count < fightLimits.sidesMin) return [{ field: 'sides', message: 'A fight needs at least two sides' }];
  if (count > fightLimits.sidesMax) return [{ field: 'sides', message: 'A fight has at most four sides' }];
  return [
    ...draft.sides.flatMap((side, i) => [
      ...sideNameProblems(draft, i),
      ...rosterProblems(read[i]!, i),
      ...reserveProblems(side, read[i]!, i),
      ...entryProblems(read[i]!, i),
    ]),
    ...sharedNameProblems(read),
  ];
}

function firstProblems(draft: FightDraft): DraftProblem[] {
  const first = draft.first;
  if (first === 'dice-off' || isWhole(first, 0, draft.sides.length - 1)) return [];
  const message = Number.isInteger(first)
    ? `There is no side ${first + 1} to go first`
    : 'Choose the side that goes first, or a dice-off';
  return [{ field: 'first', message }];
}

function visibilityProblems(draft: FightDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const [key, label] of [
    ['darkness', 'darkness'],
    ['weather', 'weather'],
  ] as const) {
    const rating = draft.visibility[key];
    if (rating === null) continue;
    if (!(Number.isFinite(rating) && rating >= 1 && rating <= fightLimits.ratingMax)) {
      problems.push({
        field: `visibility-${key}`,
        message: `The ${label} rating is 1–${fightLimits.ratingMax} inches, or none (HST-VIS-1)`,
      });
    }
  }
  return problems;
}

function pressureProblems(draft: FightDraft): DraftProblem[] {
  const { mode, levels } = draft.pressure;
  if (!pressureModes.includes(mode))
    return [{ field: 'pressure-mode', message: `"${String(mode)}" is not a pressure mode` }];
  const problems: DraftProblem[] = [];
  draft.sides.forEach((_, i) => {
    const level = levels[i];
    if (level === null || level === undefined) return;
    const field = `pressure-level-${i + 1}`;
    if (mode === 'off') {
      problems.push({ field, message: `Side ${i + 1}'s pressure level needs a pressure mode` });
    } else if (!(Number.isFinite(level) && level > 0 && level <= fightLimits.pressureMax)) {
      problems.push({
        field,
        message: `Side ${i + 1}'s pressure level is more than 0 and at most ${fightLimits.pressureMax} minutes`,
      });
    }
  });
  return problems;
}

/** Every changed table option checked on its own, so a problem names its option. */
export function optionProblems(options: Partial<SkirmishSettings>): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const [key, value] of Object.entries(options) as [keyof SkirmishSettings, unknown][]) {
    const field = `option-${key}`;
    if (!Object.hasOwn(defaultSkirmishSettings, key)) {
      problems.push({ field, message: `"${key}" is not a table option` });
      continue;
    }
    const label = skirmishSettingDescriptions[key].label;
    if (typeof value === 'number' && !Number.isFinite(value)) {
      problems.push({ field, message: `${label}: enter a number` });
      continue;
    }
    try {
      skirmishSettings({ [key]: value });
    } catch (error) {
      const message = (error as Error).message.replace(key, '').trim();
      problems.push({ field, message: `${label}: ${message}` });
    }
  }
  return problems;
}

/** Every problem of the draft, in the order of the form. `read` is `readSides(draft)`. */
export function draftProblems(draft: FightDraft, read: readonly SideRead[]): DraftProblem[] {
  return [
    ...nameProblems(draft),
    ...sidesProblems(draft, read),
    ...firstProblems(draft),
    ...visibilityProblems(draft),
    ...pressureProblems(draft),
    ...optionProblems(draft.options),
    ...vehicleProblems(draft, draftModels(read)),
    ...deckProblems(draft.deck),
  ];
}
