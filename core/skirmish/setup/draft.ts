import * as v from 'valibot';
import { pressureLevel } from '../table/pressure.ts';
import type { PressureMode } from '../table/pressure.ts';
import type { ModelProfile } from './profile.ts';
import { parseRoster, printGear, printModel } from './roster.ts';
import type { RosterOptions, RosterProblem } from './roster.ts';
import type { RosterReader } from './roster-memo.ts';
import { setupSchema } from '../schemas/schema-setup.ts';
import { draftProblems } from './draft-checks.ts';
import { defaultSkirmishSettings } from './settings.ts';
import type { SkirmishSettings } from './settings.ts';
import { setupProblems } from './setup.ts';
import type { ReserveEntry, SideEntry, SkirmishSetup } from './setup.ts';
import type { EntryPoint, Seat, Stance } from '../types.ts';
import { draftModels, entryIdOf, modelIdOf, reserveIdOf, sideIdOf } from './draft-ids.ts';
import { deckSetup, houseDeckDraft } from './draft-deck.ts';
import { emptySide } from './draft-presets.ts';
import type { DeckDraft } from './draft-deck.ts';
import { vehicleSetup } from './draft-vehicles.ts';
import type { VehicleDraft } from './draft-vehicles.ts';

/**
 * A new HEIST fight as the GM types it (HST-MODEL-2 rosters, HST-SEQ-1 first side, HST-VIS-1 visibility,
 * HST-PRESS-1 pressure, HST-REINF-1..2 reserves and entry points, table options): read, checked field by
 * field, and turned into the engine's `SkirmishSetup` only when the engine will accept it.
 */

/** One side of the form, as typed. */
export interface SideDraft {
  readonly name: string;
  readonly stance: Stance;
  /** A pasted roster: short format or table rows (HST-MODEL-2). */
  readonly roster: string;
  /** Reserves in the same format; may be empty (HST-REINF-1). */
  readonly reserves: string;
  /** The round after which the reserves join the box; 0: in the box from the start. Null when left empty. */
  readonly reservesArrive: number | null;
  /** Entry point names, separated by commas (HST-REINF-2). */
  readonly entryPoints: string;
}

/** The form of a new fight, as typed: numbers may be null (an empty box) or NaN. */
export interface FightDraft {
  readonly name: string;
  /** Two to four sides. */
  readonly sides: readonly SideDraft[];
  /** HST-SEQ-1: the index of the side that goes first, or a dice-off (HST-D-6). */
  readonly first: number | 'dice-off';
  /** HST-VIS-1: ratings in inches, null when the condition is absent. */
  readonly visibility: { readonly darkness: number | null; readonly weather: number | null };
  /** HST-PRESS-1..4: the mode, and each side's level in minutes (null: the rule's level from its roster). */
  readonly pressure: { readonly mode: PressureMode; readonly levels: readonly (number | null)[] };
  /** Table options: changes to the defaults (settings.ts). */
  readonly options: Partial<SkirmishSettings>;
  /** HST-VEH-1..10: the vehicles on the table and who sits in them. */
  readonly vehicles: readonly VehicleDraft[];
  /** HST-PRESS-5, HST-D-35: the Heist card deck. */
  readonly deck: DeckDraft;
}

/** One problem of the draft: the form field it belongs to and what is wrong, in the GM's words. */
export interface DraftProblem {
  /** `name`, `sides`, `side-<n>-name|roster|reserves|reservesArrive|entryPoints`, `first`,
   * `visibility-darkness|weather`, `pressure-mode`, `pressure-level-<n>`, `option-<setting>`, `vehicles`,
   * `vehicle-<n>-name|capacity|passengerSeats|motion|running|side|driver|passengers`, `deck`, `deck-cards`,
   * `card-<n>-name|text|copies|effect|cancels`, `setup`. */
  readonly field: string;
  readonly message: string;
}

/** A scene side of the fight (the campaign's `SideSetup`). */
export interface FightSide {
  readonly id: string;
  readonly label: string;
  readonly crew: boolean;
}

export type FightSetup =
  | { readonly ok: true; readonly setup: SkirmishSetup; readonly sides: readonly FightSide[] }
  | { readonly ok: false; readonly problems: readonly DraftProblem[] };

export { fightLimits, optionProblems } from './draft-checks.ts';
export { darknessPresets, emptySide, exampleSides, weatherPresets } from './draft-presets.ts';

/** A new fight as the form starts it: two empty sides, a dice-off, clear weather, no pressure, the defaults. */
export function emptyDraft(): FightDraft {
  return {
    name: '',
    sides: [emptySide(0), emptySide(1)],
    first: 'dice-off',
    visibility: { darkness: null, weather: null },
    pressure: { mode: 'off', levels: [] },
    options: {},
    vehicles: [],
    deck: houseDeckDraft(),
  };
}

export { sideIdOf };

const rosterOptions = (draft: FightDraft): RosterOptions => ({
  revolverSpeedloadersDefault:
    draft.options.revolverSpeedloadersDefault ?? defaultSkirmishSettings.revolverSpeedloadersDefault,
});

/** The comma-separated entry point names, trimmed, blanks dropped. */
export function entryPointNames(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** One side of the draft as read: its models and reserves, the problems of their lines, its pressure level. */
export interface SideRead {
  readonly models: readonly ModelProfile[];
  readonly problems: readonly RosterProblem[];
  readonly reserves: readonly ModelProfile[];
  readonly reserveProblems: readonly RosterProblem[];
  readonly entryPoints: readonly string[];
  /** HST-PRESS-1: the level from its starting force (rounded as the options say). */
  readonly defaultLevel: number;
}

/**
 * Reads every side's rosters (never throws). `draftPreview` and `fightSetup` take its result, so a form reads
 * each text once per change; with `read = rosterMemo()` a text that did not change is not parsed again.
 */
export function readSides(draft: FightDraft, read: RosterReader = parseRoster): SideRead[] {
  const options = rosterOptions(draft);
  const rounding = draft.options.pressureLevelRounding ?? defaultSkirmishSettings.pressureLevelRounding;
  return draft.sides.map((side) => {
    const roster = read(side.roster, options);
    const reserves = read(side.reserves, options);
    return {
      models: roster.models,
      problems: roster.problems,
      reserves: reserves.models,
      reserveProblems: reserves.problems,
      entryPoints: entryPointNames(side.entryPoints),
      defaultLevel: pressureLevel(
        roster.models.map((m) => m.actions),
        rounding,
      ),
    };
  });
}

/** One model as the form shows it back. */
export interface ModelPreview {
  readonly name: string;
  readonly actions: number;
  readonly skill: number;
  /** The gear in the short format's words (`printGear`). */
  readonly gear: string;
  /** The whole model in the short format (`printModel`). */
  readonly text: string;
}

/** What the form shows under each side: the models read, the problems of each line, the default pressure. */
export interface SidePreview {
  readonly models: readonly ModelPreview[];
  readonly problems: readonly string[];
  readonly reserves: readonly ModelPreview[];
  readonly reserveProblems: readonly string[];
  readonly defaultLevel: number;
}

const lineProblem = (p: RosterProblem): string => `Line ${p.line}: ${p.message}`;

/**
 * Per side, the models as understood (printed back in the short format) and the problems of each line. `read` is
 * `readSides(draft)`, given when the caller has it already.
 */
export function draftPreview(draft: FightDraft, read: readonly SideRead[] = readSides(draft)): SidePreview[] {
  const options = rosterOptions(draft);
  const preview = (m: ModelProfile): ModelPreview => ({
    name: m.name,
    actions: m.actions,
    skill: m.skill,
    gear: printGear(m, options),
    text: printModel(m, options),
  });
  return read.map((side) => ({
    models: side.models.map(preview),
    problems: side.problems.map(lineProblem),
    reserves: side.reserves.map(preview),
    reserveProblems: side.reserveProblems.map(lineProblem),
    defaultLevel: side.defaultLevel,
  }));
}

function sideEntry(
  draft: FightDraft,
  read: readonly SideRead[],
  index: number,
  seats: ReadonlyMap<string, Seat>,
): SideEntry {
  const side = draft.sides[index]!;
  const { models, reserves, entryPoints } = read[index]!;
  const arrives = side.reservesArrive ?? 0;
  const entries: EntryPoint[] = entryPoints.map((name, i) => ({ id: entryIdOf(index, i), name }));
  const reserveEntries: ReserveEntry[] = reserves.map((profile, i) => ({
    id: reserveIdOf(index, i),
    profile,
    arrivesAfterRound: arrives,
  }));
  return {
    id: sideIdOf(index),
    name: side.name.trim(),
    stance: side.stance,
    ...(entries.length > 0 ? { entryPoints: entries } : {}),
    models: models.map((profile, i) => {
      const seat = seats.get(modelIdOf(index, i));
      return { id: modelIdOf(index, i), profile, ...(seat ? { seat } : {}) };
    }),
    ...(reserveEntries.length > 0 ? { reserves: reserveEntries } : {}),
  };
}

function pressureOf(draft: FightDraft): SkirmishSetup['pressure'] | undefined {
  if (draft.pressure.mode === 'off') return undefined;
  const levels = Object.fromEntries(
    draft.sides.flatMap((_, i) => {
      const level = draft.pressure.levels[i];
      return level === null || level === undefined ? [] : [[sideIdOf(i), level]];
    }),
  );
  return { mode: draft.pressure.mode, ...(Object.keys(levels).length > 0 ? { levels } : {}) };
}

/** The setup a checked draft makes (no checks here). */
function setupOf(draft: FightDraft, read: readonly SideRead[]): SkirmishSetup {
  const pressure = pressureOf(draft);
  const { darkness, weather } = draft.visibility;
  const { vehicles, seats } = vehicleSetup(draft, draftModels(read), sideIdOf);
  const deck = deckSetup(draft.deck);
  return {
    name: draft.name.trim(),
    sides: draft.sides.map((_, i) => sideEntry(draft, read, i, seats)),
    firstSide: draft.first === 'dice-off' ? null : sideIdOf(draft.first),
    ...(darkness !== null || weather !== null ? { visibility: { darkness, weather } } : {}),
    ...(pressure ? { pressure } : {}),
    ...(Object.keys(draft.options).length > 0 ? { settings: { ...draft.options } } : {}),
    ...(vehicles.length > 0 ? { vehicles } : {}),
    ...(deck ? { deck } : {}),
  };
}

/**
 * The engine's setup and the scene's sides from a draft, or every problem of the draft, each naming its
 * field ("Side 2, line 3: …"). An accepted setup passes the engine's own `setupProblems` and `setupSchema`.
 * `read` is `readSides(draft)`, given when the caller has it already.
 */
export function fightSetup(draft: FightDraft, read: readonly SideRead[] = readSides(draft)): FightSetup {
  const problems = draftProblems(draft, read);
  if (problems.length > 0) return { ok: false, problems };
  const setup = setupOf(draft, read);
  const engine: DraftProblem[] = setupProblems(setup).map((message) => ({ field: 'setup', message }));
  const parsed = v.safeParse(setupSchema, setup);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      engine.push({ field: 'setup', message: `${v.getDotPath(issue) ?? 'setup'}: ${issue.message}` });
    }
  }
  if (engine.length > 0) return { ok: false, problems: engine };
  const sides = setup.sides.map((side, i) => ({ id: side.id, label: side.name, crew: i === 0 }));
  return { ok: true, setup, sides };
}
