import { skirmish } from '../../../../core/index.ts';

/**
 * The GM's table forms (visibility, a model's correction, deployment, the end of the scenario, the rosters as
 * text): what the GM has typed so far and the commands it becomes. No rules here: whether a command is taken
 * and why not is core's (`skirmish.judgeTableCommand`).
 */

type Preset = { readonly rating: number; readonly label: string };

/** A number typed as text: empty or not a number gives NaN (core names the problem), never 0. */
export function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** One visibility condition as the form holds it: no such condition, a preset's rating, or a custom rating. */
export interface RatingDraft {
  /** `''` (none), a preset's rating as text, or `'custom'`. */
  readonly choice: string;
  /** The custom rating as typed (inches). */
  readonly custom: string;
}

/** The form's draft for a rating as it stands: its preset when it is one, else custom. */
export function ratingDraft(rating: number | null, presets: readonly Preset[]): RatingDraft {
  if (rating === null) return { choice: '', custom: '' };
  return presets.some((p) => p.rating === rating)
    ? { choice: String(rating), custom: '' }
    : { choice: 'custom', custom: String(rating) };
}

/** The rating a draft names: null for none, NaN when the custom value is not a number. */
export function ratingOf(draft: RatingDraft): number | null {
  if (draft.choice === '') return null;
  return draft.choice === 'custom' ? numberOf(draft.custom) : Number(draft.choice);
}

/** `skirmish/set-visibility` from the darkness and weather drafts. */
export function visibilityCommand(darkness: RatingDraft, weather: RatingDraft): skirmish.SkirmishCommand {
  return {
    type: 'skirmish/set-visibility',
    visibility: { darkness: ratingOf(darkness), weather: ratingOf(weather) },
  };
}

/** A rating in words: its preset's label, `${n}"`, or the word for none. */
export function ratingWords(rating: number | null, presets: readonly Preset[], none: string): string {
  if (rating === null) return none;
  return presets.find((p) => p.rating === rating)?.label ?? `${rating}"`;
}

/** The correction form of one model: its flags as set, and one weapon's ammo and reloads as typed. */
export interface EditDraft {
  readonly stunned: boolean;
  readonly wounded: boolean;
  readonly aiming: boolean;
  readonly defending: boolean;
  readonly cover: skirmish.CoverHeight;
  readonly inTeargas: boolean;
  readonly presence: skirmish.EditableModel['presence'];
  /** The weapon whose ammo and reloads the form shows (a model carries up to two). */
  readonly slot: skirmish.WeaponSlot | null;
  readonly counters: string;
  readonly reloads: string;
  /** Grenades held, by kind, as typed. */
  readonly grenades: Readonly<Record<skirmish.GrenadeKind, string>>;
}

/** The draft of a model as it stands, showing its first weapon (or `slot`, when it has that one). */
export function editDraft(model: skirmish.EditableModel, slot?: skirmish.WeaponSlot): EditDraft {
  const weapon = model.weapons.find((w) => w.slot === slot) ?? model.weapons[0] ?? null;
  return {
    stunned: model.stunned,
    wounded: model.wounded,
    aiming: model.aiming,
    defending: model.defending,
    cover: model.cover,
    inTeargas: model.inTeargas,
    presence: model.presence,
    slot: weapon?.slot ?? null,
    counters: weapon ? String(weapon.counters) : '',
    reloads: weapon ? String(weapon.reloads) : '',
    grenades: Object.fromEntries(skirmish.grenadeKinds.map((k) => [k, String(model.grenades[k])])) as Record<
      skirmish.GrenadeKind,
      string
    >,
  };
}

const flags = ['stunned', 'wounded', 'aiming', 'defending', 'inTeargas'] as const;

/** What the draft changes on the model (only fields that differ); empty when nothing does. */
export function editChanges(model: skirmish.EditableModel, draft: EditDraft): skirmish.ModelEdit {
  const changes: Record<string, unknown> = {};
  for (const flag of flags) if (draft[flag] !== model[flag]) changes[flag] = draft[flag];
  if (draft.cover !== model.cover) changes.cover = draft.cover;
  if (draft.presence !== model.presence && draft.presence !== 'other') changes.presence = draft.presence;
  const weapon = model.weapons.find((w) => w.slot === draft.slot);
  if (weapon) {
    const counters = numberOf(draft.counters);
    const reloads = numberOf(draft.reloads);
    if (counters !== weapon.counters) changes.counters = { slot: weapon.slot, counters };
    if (reloads !== weapon.reloads) changes.reloads = { slot: weapon.slot, reloads };
  }
  const grenades = Object.fromEntries(
    skirmish.grenadeKinds
      .map((k) => [k, numberOf(draft.grenades[k])] as const)
      .filter(([k, n]) => n !== model.grenades[k]),
  );
  if (Object.keys(grenades).length > 0) changes.grenades = grenades;
  return changes as skirmish.ModelEdit;
}

/** `skirmish/edit-model` for the draft's changes, or null when it changes nothing. */
export function editCommand(
  model: skirmish.EditableModel,
  draft: EditDraft,
): skirmish.SkirmishCommand | null {
  const changes = editChanges(model, draft);
  return Object.keys(changes).length === 0
    ? null
    : { type: 'skirmish/edit-model', model: model.model, changes };
}

/** One waiting model's deployment as typed: inches from its entry point, and the cover it ends in. */
export interface DeployDraft {
  readonly distance: string;
  readonly cover: skirmish.CoverHeight;
}

export const freshDeploy: DeployDraft = { distance: '0', cover: 'none' };

/** `skirmish/deploy` for one model from its draft. */
export function deployCommand(model: string, draft: DeployDraft): skirmish.SkirmishCommand {
  return { type: 'skirmish/deploy', model, distance: numberOf(draft.distance), cover: draft.cover };
}

/** `skirmish/end-scenario` with the outcome as typed (trimmed; core words an empty one). */
export function endScenarioCommand(outcome: string): skirmish.SkirmishCommand {
  return { type: 'skirmish/end-scenario', outcome: outcome.trim() };
}

/** The cover a model's base touches, in the table's words. */
export const coverChoices: readonly { readonly value: skirmish.CoverHeight; readonly label: string }[] = [
  { value: 'none', label: 'in the open' },
  { value: 'low', label: 'low cover (chest-high or lower)' },
  { value: 'high', label: 'high cover' },
];

/** Where a corrected model is. */
export const presenceChoices: readonly {
  readonly value: 'table' | 'casualty' | 'dead';
  readonly label: string;
}[] = [
  { value: 'table', label: 'in play on the table' },
  { value: 'casualty', label: 'a casualty (body armor check next turn)' },
  { value: 'dead', label: 'dead, out of the fight' },
];

/** The two roster formats of HST-MODEL-2, in words. */
export const rosterFormats: readonly { readonly key: 'short' | 'table'; readonly label: string }[] = [
  { key: 'short', label: 'Short format' },
  { key: 'table', label: 'Table format (tab-separated)' },
];

/** A safe file name for a side's roster: `bank-lobby-the-crew-short.txt`. */
export function rosterFileName(fight: string, side: string, format: 'short' | 'table'): string {
  const slug = `${fight} ${side}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug === '' ? 'roster' : slug}-${format}.txt`;
}
