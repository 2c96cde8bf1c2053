import * as v from 'valibot';
import { activeSide } from '../actions/access.ts';
import type { SkirmishCommand } from '../commands.ts';
import type { GrenadeKind, WeaponSlot } from '../setup/profile.ts';
import { commandSchema } from '../schemas/schema-commands.ts';
import type { CoverHeight } from '../shots/target-class.ts';
import type { ModelId, SkirmishState } from '../types.ts';
import { judgeCommand } from '../views/view.ts';
import { modelEditProblem } from './model-edit.ts';
import { smokeRating } from '../shots/visibility.ts';
import { weaponTable } from '../setup/weapons.ts';

/**
 * What the GM's table controls need from the fight (issue 9): the clouds on the table in words (HST-GREN-7..8),
 * the models waiting at entry points (HST-REINF-2), a model's correctable values, and a judge for the GM's
 * commands that names the bad field in the table's words before the engine's own verdict.
 */

/** The engine's verdict on a command: accepted with its odds, or refused with why. */
export type Verdict = ReturnType<typeof judgeCommand>;

/** A smoke or teargas cloud as the table sees it. */
export interface CloudRow {
  readonly cloud: string;
  readonly kind: 'smoke' | 'teargas';
  /** The grenade that made it. */
  readonly grenade: string;
  /** The name of whoever threw or dropped it. */
  readonly thrower: string | null;
  /** What it does, in the table's words. */
  readonly effect: string;
  readonly rule: 'HST-GREN-7' | 'HST-GREN-8';
}

const smokeWords = `Limited visibility ${smokeRating}" in its 3" radius: fire through it loses a dice shift per full ${smokeRating}" (overlapping clouds count once); it lasts until the GM clears it`;

/** HST-GREN-7, HST-GREN-8: the clouds on the table, oldest first. */
export function cloudRows(state: SkirmishState): CloudRow[] {
  return Object.values(state.clouds).map((cloud) => ({
    cloud: cloud.id,
    kind: cloud.kind,
    grenade: cloud.grenade,
    thrower: cloud.thrower ? (state.models[cloud.thrower]?.name ?? null) : null,
    effect:
      cloud.kind === 'smoke'
        ? smokeWords
        : `${smokeWords}. Every model in it without a gas mask is stunned and cannot recover while inside`,
    rule: cloud.kind === 'smoke' ? 'HST-GREN-7' : 'HST-GREN-8',
  }));
}

/** A model of the active side waiting at an entry point (HST-REINF-2). */
export interface DeployRow {
  readonly model: ModelId;
  readonly name: string;
  readonly entryPoint: string;
  /** The entry point's name. */
  readonly entryName: string;
  /** How far from the entry point it may come on (`deployRadius`, 4" by default). */
  readonly radius: number;
}

/** HST-REINF-2: the active side's models waiting at its entry points, with how far they may deploy. */
export function deployRows(state: SkirmishState): DeployRow[] {
  if (state.turnOrder.length === 0 || state.phase.kind === 'over') return [];
  const side = activeSide(state);
  const entries = state.scenario.sides.find((s) => s.id === side)?.entryPoints ?? [];
  return Object.values(state.models).flatMap((m) => {
    if (m.side !== side || m.presence.kind !== 'entry') return [];
    const entryPoint = m.presence.entryPoint;
    return [
      {
        model: m.id,
        name: m.name,
        entryPoint,
        entryName: entries.find((e) => e.id === entryPoint)?.name ?? entryPoint,
        radius: state.scenario.settings.deployRadius,
      },
    ];
  });
}

/** One weapon's correctable values. */
export interface EditableWeapon {
  readonly slot: WeaponSlot;
  readonly weapon: string;
  readonly counters: number;
  /** HST-SHOOT-5: counters at which it is out of ammo. */
  readonly capacity: number;
  readonly reloads: number;
}

/** A model's values the GM may correct (`ModelEdit`), as they stand. */
export interface EditableModel {
  readonly model: ModelId;
  readonly name: string;
  readonly stunned: boolean;
  readonly wounded: boolean;
  readonly aiming: boolean;
  readonly defending: boolean;
  readonly cover: CoverHeight;
  readonly inTeargas: boolean;
  /** Where it is; `other` for the reserves and entry points (the GM does not move those). */
  readonly presence: 'table' | 'casualty' | 'dead' | 'other';
  readonly weapons: readonly EditableWeapon[];
  /** Grenades held, by kind. */
  readonly grenades: Readonly<Record<GrenadeKind, number>>;
}

/**
 * The values of `model` a GM correction may change, or null when there is no such model.
 */
export function editableModel(state: SkirmishState, model: ModelId): EditableModel | null {
  const m = state.models[model];
  if (!m) return null;
  const kind = m.presence.kind;
  const weapons = (['long', 'sidearm'] as const).flatMap((slot) => {
    const w = m.weapons[slot];
    return w
      ? [
          {
            slot,
            weapon: w.weapon,
            counters: w.counters,
            capacity: weaponTable[w.weapon].capacity,
            reloads: w.reloads,
          },
        ]
      : [];
  });
  return {
    model: m.id,
    name: m.name,
    stunned: m.stunned,
    wounded: m.wounded,
    aiming: m.aiming,
    defending: m.defending,
    cover: m.cover,
    inTeargas: m.inTeargas,
    presence: kind === 'table' || kind === 'casualty' || kind === 'dead' ? kind : 'other',
    weapons,
    grenades: { ...m.grenades },
  };
}

export { modelEditProblem } from './model-edit.ts';

/** Why a visibility rating typed by the GM is not one, or null (HST-VIS-1: a distance in inches). */
function ratingProblem(label: string, rating: number | null): string | null {
  if (rating === null) return null;
  return Number.isFinite(rating) && rating >= 1 && rating <= 100
    ? null
    : `${label} is a rating in inches from 1 to 100 (HST-VIS-1)`;
}

/** The table-word problem of a GM command's own values, before the schema and the engine look at it. */
function tableProblem(state: SkirmishState, command: SkirmishCommand): string | null {
  switch (command.type) {
    case 'skirmish/set-visibility':
      return (
        ratingProblem('Darkness', command.visibility.darkness) ??
        ratingProblem('Weather', command.visibility.weather)
      );
    case 'skirmish/edit-model':
      return modelEditProblem(state, command.model, command.changes);
    case 'skirmish/deploy':
      return Number.isFinite(command.distance) ? null : 'Type how far from the entry point it comes on';
    default:
      return null;
  }
}

/**
 * Whether the engine would take a command the GM typed, and why not: first the values in the table's words
 * (ratings, counters against capacity, reloads), then the command's shape as the campaign checks it (the
 * schema, naming the field), then the engine's own verdict (`judgeCommand`).
 */
export function judgeTableCommand(state: SkirmishState, command: SkirmishCommand, at: number): Verdict {
  const problem = tableProblem(state, command);
  if (problem) return { ok: false, message: problem };
  const parsed = v.safeParse(commandSchema, command, { abortEarly: true });
  if (!parsed.success) {
    const issue = parsed.issues[0]!;
    const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
    return { ok: false, message: `${field === '' ? 'The command' : field}: ${issue.message}` };
  }
  return judgeCommand(state, command, at);
}
