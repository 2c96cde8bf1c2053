import type { SettingDefinition } from './kinds.ts';

/** A section of the Table settings page: how the GM thinks of its settings, and the rules they belong to. */
export interface SectionHeading {
  /** Stable, for links and a section's reset (`settings-warfare`). */
  readonly id: string;
  readonly title: string;
  /** The rule modules its settings belong to, e.g. `COT-WAR`. */
  readonly rules: string;
}

/** A section with its settings, declared in the order the page shows them. */
export interface SectionOf<
  TSettings extends Readonly<Record<string, SettingDefinition>>,
> extends SectionHeading {
  readonly settings: TSettings;
}

/** Declares a section and its settings. */
export function section<const TSettings extends Readonly<Record<string, SettingDefinition>>>(
  heading: SectionHeading,
  settings: TSettings,
): SectionOf<TSettings> {
  return { ...heading, settings };
}
