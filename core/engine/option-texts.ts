import type { ActionOption, ActionView, OptionText } from './contract.ts';

/**
 * Gives each option of `view` the text fields `textsOf` names for its command (a Blueprint passage's name, a
 * disguise's identity), so the GM types them before it is sent.
 */
export function withOptionTexts<C>(
  view: ActionView<C>,
  textsOf: (command: C) => readonly OptionText[],
): ActionView<C> {
  return {
    ...view,
    options: view.options.map((option) => {
      const texts = textsOf(option.command);
      return texts.length > 0 ? { ...option, texts } : option;
    }),
  };
}

/**
 * The option's command with the words typed into its text fields, each at its path (trimmed; a field left as it was
 * keeps the command's own). Never changes the option.
 */
export function commandWithTexts<C>(option: ActionOption<C>, typed: Readonly<Record<string, string>>): C {
  let command = option.command as unknown;
  for (const text of option.texts ?? []) {
    const value = typed[text.path];
    if (value === undefined) continue;
    command = setAt(command, text.path.split('.'), value.trim());
  }
  return command as C;
}

/** The text at `path` of the option's command, as its field starts. */
export function textOf<C>(option: ActionOption<C>, path: string): string {
  let value: unknown = option.command;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' ? value : '';
}

function setAt(value: unknown, keys: readonly string[], text: string): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return text;
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { ...record, [key]: setAt(record[key], rest, text) };
}
