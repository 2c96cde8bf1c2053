import { skirmish } from '../../../../core/index.ts';
import type { SceneId } from '../../../../core/index.ts';
import type { Unstamped } from '../../../lib/scene-commands.ts';
import { vehiclesWithoutSide } from './vehicle-form.ts';

/**
 * The new-fight form's own edits of a `skirmish.FightDraft` (adding and removing sides, the pressure mode, the
 * table options) and the words of its controls. What the draft means and what is wrong with it is core's
 * (`skirmish.fightSetup`, `skirmish.draftPreview`).
 */

type FightDraft = skirmish.FightDraft;
type SideDraft = skirmish.SideDraft;
type Settings = skirmish.SkirmishSettings;

const { fightLimits } = skirmish;

/** A side added at the end, with a name no other side has. */
export function addSide(draft: FightDraft): FightDraft {
  if (draft.sides.length >= fightLimits.sidesMax) return draft;
  const side = skirmish.emptySide(draft.sides.length);
  const taken = new Set(draft.sides.map((s) => s.name.trim().toLowerCase()));
  let number = draft.sides.length + 1;
  while (taken.has(`side ${number}`)) number += 1;
  return { ...draft, sides: [...draft.sides, { ...side, name: `Side ${number}` }] };
}

/**
 * Removes side `index`; its pressure level goes with it, and "who goes first" and the vehicles' owners follow the
 * sides that stay.
 */
export function removeSide(draft: FightDraft, index: number): FightDraft {
  if (draft.sides.length <= fightLimits.sidesMin) return draft;
  const first = draft.first;
  return {
    ...draft,
    sides: draft.sides.filter((_, i) => i !== index),
    pressure: { ...draft.pressure, levels: draft.pressure.levels.filter((_, i) => i !== index) },
    first: first === 'dice-off' || first === index ? 'dice-off' : first > index ? first - 1 : first,
    vehicles: vehiclesWithoutSide(draft.vehicles, index),
  };
}

/** Side `index` with some fields changed. */
export function changeSide(draft: FightDraft, index: number, changes: Partial<SideDraft>): FightDraft {
  return { ...draft, sides: draft.sides.map((side, i) => (i === index ? { ...side, ...changes } : side)) };
}

/** The pressure mode; turning pressure off forgets the levels typed for it. */
export function setPressureMode(draft: FightDraft, mode: skirmish.PressureMode): FightDraft {
  return { ...draft, pressure: { mode, levels: mode === 'off' ? [] : draft.pressure.levels } };
}

/** Side `index`'s pressure level in minutes (null: the rule's level from its roster). */
export function setPressureLevel(draft: FightDraft, index: number, level: number | null): FightDraft {
  const levels = draft.sides.map((_, i) => (i === index ? level : (draft.pressure.levels[i] ?? null)));
  return { ...draft, pressure: { ...draft.pressure, levels } };
}

/** A table option changed; back at its default it is dropped, so the setup carries only real changes. */
export function setOption<K extends keyof Settings>(
  draft: FightDraft,
  key: K,
  value: Settings[K],
): FightDraft {
  const { [key]: _old, ...rest } = draft.options;
  const same = value === skirmish.defaultSkirmishSettings[key];
  return { ...draft, options: same ? rest : { ...rest, [key]: value } };
}

/** The two example sides loaded over the first two, other sides dropped (their vehicles then belong to none). */
export function withExamples(draft: FightDraft): FightDraft {
  return {
    ...draft,
    name: draft.name.trim() === '' ? 'Example fight' : draft.name,
    sides: skirmish.exampleSides(),
    first: 'dice-off',
    pressure: { ...draft.pressure, levels: [] },
    vehicles: draft.vehicles.map((v) => (v.side !== null && v.side > 1 ? { ...v, side: null } : v)),
  };
}

/** The "who goes first" select's value for the draft's choice, and back. */
export const firstValue = (first: FightDraft['first']): string =>
  first === 'dice-off' ? 'dice-off' : String(first);
export const firstOf = (value: string): FightDraft['first'] =>
  value === 'dice-off' ? 'dice-off' : Number(value);

/** A number input's text as the draft holds it: null when empty, NaN when not a number (core names it). */
export const numberFrom = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The problems of each field of the draft, in the form's order. */
export function problemsByField(result: skirmish.FightSetup): ReadonlyMap<string, readonly string[]> {
  const byField = new Map<string, string[]>();
  if (result.ok) return byField;
  for (const { field, message } of result.problems)
    byField.set(field, [...(byField.get(field) ?? []), message]);
  return byField;
}

export const stanceLabels: Readonly<Record<skirmish.Stance, string>> = {
  aggressive: 'Aggressive (checks to hold fire)',
  defensive: 'Defensive (checks to open fire)',
};

export const pressureModeLabels: Readonly<Record<skirmish.PressureMode, string>> = {
  off: 'No pressure',
  rising: 'Rising (a chess clock)',
  overtime: 'Overtime (a turn timer)',
  constant: 'Constant (a point per turn)',
};

/** How the form edits one table option. */
export type OptionField =
  | { readonly key: keyof Settings; readonly kind: 'flag' }
  | {
      readonly key: keyof Settings;
      readonly kind: 'choice';
      readonly choices: readonly { readonly value: string; readonly label: string }[];
    }
  | {
      readonly key: keyof Settings;
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly step: number;
      /** Empty means null (no limit). */
      readonly nullable: boolean;
    };

export const explosionChoices = [
  { value: 'standard', label: 'Standard' },
  { value: 'hollywood', label: 'Hollywood' },
  { value: 'bruckheimer', label: 'Jerry Bruckheimer' },
] as const;

/** Every table option but the vehicle explosions (shown on its own), in the settings' order. */
export const moreOptions: readonly OptionField[] = [
  { key: 'baseWidth', kind: 'number', min: 0.01, max: 4, step: 0.25, nullable: false },
  {
    key: 'measureFrom',
    kind: 'choice',
    choices: [
      { value: 'base_edge', label: 'Nearest base edges' },
      { value: 'centre', label: 'Base centres' },
    ],
  },
  { key: 'freeMeasuring', kind: 'flag' },
  {
    key: 'startWeaponInHand',
    kind: 'choice',
    choices: [
      { value: 'primary', label: 'Primary weapon in hand' },
      { value: 'none', label: 'Nothing drawn' },
    ],
  },
  { key: 'revolverSpeedloadersDefault', kind: 'flag' },
  { key: 'passKeepsAim', kind: 'flag' },
  { key: 'pointBlankStacksWithClose', kind: 'flag' },
  {
    key: 'unaimedReactionTriggers',
    kind: 'choice',
    choices: [
      { value: 'shot_at_only', label: 'Only being shot at' },
      { value: 'any_action_in_los', label: 'Any enemy action in sight' },
    ],
  },
  { key: 'armorCasualtyTargetable', kind: 'flag' },
  { key: 'crossfireAngleMin', kind: 'number', min: 0, max: 180, step: 5, nullable: false },
  { key: 'handLimit', kind: 'number', min: 0, max: 99, step: 1, nullable: true },
  { key: 'smgRangePenalty', kind: 'flag' },
  { key: 'vehicleHitCapacity', kind: 'number', min: 1, max: 99, step: 1, nullable: false },
  { key: 'friendlyFireIdChecks', kind: 'flag' },
  { key: 'fragHitsVehicles', kind: 'flag' },
  { key: 'pressureLevelRounding', kind: 'flag' },
  { key: 'deployRadius', kind: 'number', min: 0, max: 48, step: 0.5, nullable: false },
];

/** The value a number option's input gets from the GM's typing (NaN when a required number is missing). */
export function optionNumber(field: { readonly nullable: boolean }, text: string): number | null {
  const value = numberFrom(text);
  return value === null ? (field.nullable ? null : Number.NaN) : value;
}

/**
 * The command that opens the fight as a campaign scene (stamp it before sending). `result` is
 * `skirmish.fightSetup(draft)`, given when the form has it already.
 */
export function openFightCommand(
  draft: FightDraft,
  id: SceneId,
  result: skirmish.FightSetup = skirmish.fightSetup(draft),
): Unstamped | null {
  if (!result.ok) return null;
  return {
    type: 'scene/open',
    sceneId: id,
    name: draft.name.trim(),
    engine: 'skirmish',
    sides: result.sides,
    participants: [],
    setup: result.setup,
  };
}
