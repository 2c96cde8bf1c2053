import { createContext } from 'svelte';
import { sameSettingValue, settingsPageDefaults } from '../../../core/index.ts';
import type { CotSettings, Problem } from '../../../core/index.ts';
import { changesFrom } from './settings-changes.ts';
import { describeField, formFromSettings, readForm } from './settings-form.ts';
import type { SettingsForm } from './settings-form.ts';
import { valueOf } from './settings-fields.ts';
import type { FieldKey } from './settings-fields.ts';

/** The page's defaults: the settings registry's and those of the sections engines bring of their own. */
const defaultSettings = settingsPageDefaults();

/**
 * The Table settings being edited: a form over the stored settings, what is wrong with it, and what a save
 * would change. The panel is re-created whenever the stored settings change (after a save or an undo), so a
 * draft never outlives the settings it started from.
 */
export class SettingsDraft {
  readonly stored: CotSettings;
  form: SettingsForm = $state() as SettingsForm;
  /** Problems show once the GM has tried to save, then follow each edit. */
  attempted = $state(false);
  #initial = $state('');

  readonly read = $derived(readForm(this.form));
  readonly dirty = $derived(JSON.stringify(this.form) !== this.#initial);
  readonly shownProblems: readonly Problem[] = $derived(this.attempted ? this.read.problems : []);
  readonly #byField: Readonly<Record<string, string>> = $derived(
    Object.fromEntries(this.shownProblems.map((problem) => [problem.field, problem.message])),
  );

  constructor(stored: CotSettings) {
    this.stored = stored;
    this.form = formFromSettings(stored);
    this.#initial = JSON.stringify(this.form);
  }

  /** The message for a field (`crashDifficulty`, `weaponTable[3].name`), once the GM has tried to save. */
  problem(field: string): string | undefined {
    return Object.hasOwn(this.#byField, field) ? this.#byField[field] : undefined;
  }

  /** The problems as sentences naming their fields. */
  summary(): string[] {
    return this.shownProblems.map(
      (problem) => `${describeField(problem.field, this.form)}: ${problem.message}`,
    );
  }

  /** A field's input in the form (a row's choice for `catastropheEffects.drop`). */
  input(field: FieldKey): unknown {
    const [key, row] = field.split('.') as [keyof SettingsForm, string?];
    const value: unknown = this.form[key];
    return row === undefined ? value : (value as Record<string, unknown>)[row];
  }

  /** Sets a field's input; the controls of its kind only offer inputs that fit it. */
  setInput(field: FieldKey, input: unknown): void {
    const [key, row] = field.split('.') as [keyof SettingsForm, string?];
    if (row === undefined) (this.form as Record<string, unknown>)[key] = input;
    else (this.form[key] as unknown as Record<string, unknown>)[row] = input;
  }

  /** This campaign plays the setting differently from the rules' DECISION. */
  houseRule(field: FieldKey): boolean {
    return !sameSettingValue(valueOf(this.stored, field), valueOf(defaultSettings, field));
  }

  /** The changes a save sends, or null when the form has problems. */
  changes(): Partial<CotSettings> | null {
    this.attempted = true;
    if (this.read.problems.length > 0) return null;
    return changesFrom(this.read.settings, this.stored);
  }

  discard(): void {
    this.form = formFromSettings(this.stored);
    this.#initial = JSON.stringify(this.form);
    this.attempted = false;
  }
}

export const [getDraft, setDraft] = createContext<SettingsDraft>();
