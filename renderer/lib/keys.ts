/**
 * The keyboard's commands as objects: each with its keys, its name and where it applies. One list serves the
 * buttons' shortcut hints (`keysOf`), the key handling (`commandFor`, `bindKeys`) and the help opened by `?`
 * (`helpSections`), so a key shown is a key that works.
 */

/** Where a command applies: everywhere, in a scene's turn, or only where the focus is (a list, a map). */
export type KeyScope = 'global' | 'turn' | 'focus';

/** One key with its modifiers; `key` as `KeyboardEvent.key` gives it, lower case for letters. */
export interface KeyStroke {
  readonly key: string;
  /** Ctrl (Cmd on a Mac). */
  readonly mod?: boolean;
  readonly shift?: boolean;
}

export interface KeyCommand {
  readonly id: string;
  /** What it does, in a few words: "Undo the last change". */
  readonly name: string;
  readonly keys: readonly KeyStroke[];
  readonly scope: KeyScope;
  /** Where it works, for the help: "On the dashboard tabs". */
  readonly where: string;
  /** The desktop app's menu has the same accelerator: there the menu runs it, not the page. */
  readonly menu?: boolean;
}

export const keyCommands = [
  {
    id: 'help',
    name: 'Show the keyboard commands',
    keys: [{ key: '?', shift: true }],
    scope: 'global',
    where: 'Anywhere',
  },
  {
    id: 'rules',
    name: 'Search the rules reference',
    keys: [{ key: 'F1' }, { key: 'k', mod: true }],
    scope: 'global',
    where: 'Anywhere',
  },
  {
    id: 'undo',
    name: 'Undo the last change',
    keys: [{ key: 'z', mod: true }],
    scope: 'global',
    where: 'Anywhere',
    menu: true,
  },
  {
    id: 'redo',
    name: 'Redo the change undone',
    keys: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    scope: 'global',
    where: 'Anywhere',
    menu: true,
  },
  {
    id: 'theme',
    name: 'Switch dark mode',
    keys: [{ key: 'd', mod: true, shift: true }],
    scope: 'global',
    where: 'Anywhere',
    menu: true,
  },
  {
    id: 'blank',
    name: 'Blank the players’ screen, or show it again',
    keys: [{ key: 'b' }],
    scope: 'global',
    where: 'Anywhere',
  },
  {
    id: 'act',
    name: 'Act: go to the acting character’s actions',
    keys: [{ key: 'a' }],
    scope: 'turn',
    where: 'In a scene’s turn',
  },
  {
    id: 'next-variant',
    name: 'Pick the next variant of the chosen action',
    keys: [{ key: 'v' }],
    scope: 'turn',
    where: 'In a scene’s turn, an action chosen',
  },
  {
    id: 'do-it',
    name: 'Do it: roll or do the chosen action',
    keys: [{ key: 'd' }],
    scope: 'turn',
    where: 'In a scene’s turn, an action chosen',
  },
  {
    id: 'repeat',
    name: 'Repeat the last action, if still possible',
    keys: [{ key: 'r' }],
    scope: 'turn',
    where: 'In a scene’s turn',
  },
  { id: 'next-turn', name: 'Next turn', keys: [{ key: 'n' }], scope: 'turn', where: 'In a scene’s turn' },
  {
    id: 'close-action',
    name: 'Close the chosen action unsent',
    keys: [{ key: 'Escape' }],
    scope: 'focus',
    where: 'In a chosen action',
  },
  {
    id: 'tab-next',
    name: 'Next dashboard',
    keys: [{ key: 'ArrowRight' }],
    scope: 'focus',
    where: 'On the dashboard tabs',
  },
  {
    id: 'tab-previous',
    name: 'Previous dashboard',
    keys: [{ key: 'ArrowLeft' }],
    scope: 'focus',
    where: 'On the dashboard tabs',
  },
  {
    id: 'tab-first',
    name: 'First dashboard',
    keys: [{ key: 'Home' }],
    scope: 'focus',
    where: 'On the dashboard tabs',
  },
  {
    id: 'tab-last',
    name: 'Last dashboard',
    keys: [{ key: 'End' }],
    scope: 'focus',
    where: 'On the dashboard tabs',
  },
  {
    id: 'nudge',
    name: 'Move the zone (Shift: further)',
    keys: [{ key: 'ArrowUp' }, { key: 'ArrowDown' }, { key: 'ArrowLeft' }, { key: 'ArrowRight' }],
    scope: 'focus',
    where: 'On a zone of the Spot map',
  },
  {
    id: 'close-rule',
    name: 'Close the rule shown',
    keys: [{ key: 'Escape' }],
    scope: 'focus',
    where: 'In the rule panel or the rules search',
  },
  {
    id: 'close-help',
    name: 'Close this help',
    keys: [{ key: 'Escape' }],
    scope: 'focus',
    where: 'In this help',
  },
] as const satisfies readonly KeyCommand[];

export type KeyCommandId = (typeof keyCommands)[number]['id'];

const byId = new Map<string, KeyCommand>(keyCommands.map((command) => [command.id, command]));

/** The command named `id`. */
export function keyCommand(id: KeyCommandId): KeyCommand {
  return byId.get(id)!;
}

/** "Ctrl+Shift+Z", "N", "?", "Esc". */
export function strokeLabel(stroke: KeyStroke): string {
  const names: Record<string, string> = {
    Escape: 'Esc',
    ArrowRight: '→',
    ArrowLeft: '←',
    ArrowUp: '↑',
    ArrowDown: '↓',
  };
  const key = names[stroke.key] ?? (stroke.key.length === 1 ? stroke.key.toUpperCase() : stroke.key);
  // '?' is typed with Shift already: its label is the character alone.
  const shift = stroke.shift && stroke.key !== '?' ? 'Shift+' : '';
  return `${stroke.mod ? 'Ctrl+' : ''}${shift}${key}`;
}

/** A command's keys for a hint: "Ctrl+Shift+Z or Ctrl+Y". */
export function keysOf(id: KeyCommandId): string {
  return keyCommand(id).keys.map(strokeLabel).join(' or ');
}

/** A command's first key alone, for a button's small hint: "F1". */
export function firstKeyOf(id: KeyCommandId): string {
  const [first] = keyCommand(id).keys;
  return first ? strokeLabel(first) : '';
}

/** A command's keys as `aria-keyshortcuts` wants them: "Control+Shift+Z Control+Y". */
export function ariaKeysOf(id: KeyCommandId): string {
  return keyCommand(id)
    .keys.map(
      (stroke) =>
        `${stroke.mod ? 'Control+' : ''}${stroke.shift && stroke.key !== '?' ? 'Shift+' : ''}${stroke.key.length === 1 ? stroke.key.toUpperCase() : stroke.key}`,
    )
    .join(' ');
}

/** The parts of a key press the registry reads. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** Whether `press` is `stroke`: the same key and the same Ctrl and Shift (Shift is part of `?`). */
export function isStroke(press: KeyPress, stroke: KeyStroke): boolean {
  if (press.altKey) return false;
  const mod = press.ctrlKey || press.metaKey;
  if (mod !== Boolean(stroke.mod)) return false;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (key !== stroke.key) return false;
  // A character typed with Shift ('?') is told by the character itself; a letter's Shift must match.
  return stroke.key === '?' || press.shiftKey === Boolean(stroke.shift);
}

/** Whether `press` is one of the command's keys. */
export function matches(id: KeyCommandId, press: KeyPress): boolean {
  return keyCommand(id).keys.some((stroke) => isStroke(press, stroke));
}

/** Inputs with no text of their own: a key there is a command. */
const notText = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Whether the GM is typing in `target` (a text field, a text area, editable text): keys are theirs there. */
export function isTextField(target: unknown): boolean {
  const element = target as { tagName?: unknown; type?: unknown; isContentEditable?: unknown } | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable === true) return true;
  if (element.tagName === 'TEXTAREA') return true;
  return element.tagName === 'INPUT' && !notText.has(String(element.type ?? 'text'));
}

/** Whether `target` is a drop-down list: a plain letter there picks an option by its name ("N" for Nash). */
function isList(target: unknown): boolean {
  return (target as { tagName?: unknown } | null)?.tagName === 'SELECT';
}

/** Commands whose keys no text field or list uses (Ctrl+Shift+D, F1, Ctrl+K): they work while the GM types too. */
const notTextKeys: ReadonlySet<KeyCommandId> = new Set<KeyCommandId>(['theme', 'rules']);

/**
 * The page-wide command a key press asks for (global and turn scopes: the focus-scoped ones are handled where the
 * focus is), or null. Never while typing in a text field (except the keys no field has: Ctrl+Shift+D, F1,
 * Ctrl+K), nor a plain key in a drop-down list (its own search by letter; the chosen action's variant list
 * handles its keys itself); in the desktop app the menu's accelerators are the menu's.
 */
export function commandFor(press: KeyPress, target: unknown, inDesktopApp = false): KeyCommandId | null {
  const typing = isTextField(target);
  const plain = !press.ctrlKey && !press.metaKey;
  for (const command of keyCommands) {
    if (command.scope === 'focus') continue;
    if (inDesktopApp && 'menu' in command && command.menu) continue;
    if (notTextKeys.has(command.id)) {
      if (command.keys.some((stroke) => isStroke(press, stroke))) return command.id;
      continue;
    }
    if (typing) continue;
    if (plain && isList(target)) continue;
    if (command.keys.some((stroke) => isStroke(press, stroke))) return command.id;
  }
  return null;
}

/** The help's sections: every command, grouped by where it applies, in the list's order. */
export function helpSections(): readonly {
  readonly where: string;
  readonly commands: readonly KeyCommand[];
}[] {
  const sections: { where: string; commands: KeyCommand[] }[] = [];
  for (const command of keyCommands) {
    const section = sections.find((candidate) => candidate.where === command.where);
    if (section) section.commands.push(command);
    else sections.push({ where: command.where, commands: [command] });
  }
  return sections;
}

type Handler = () => void | Promise<void>;
const handlers = new Map<KeyCommandId, Handler[]>();

/**
 * Lets a mounted component run commands: the last bound handler of a command runs (the panel most recently
 * shown). Returns the unbinding, for an `$effect`'s cleanup.
 */
export function bindKeys(bound: Partial<Record<KeyCommandId, Handler>>): () => void {
  const entries = Object.entries(bound) as [KeyCommandId, Handler][];
  for (const [id, handler] of entries) handlers.set(id, [...(handlers.get(id) ?? []), handler]);
  return () => {
    for (const [id, handler] of entries)
      handlers.set(
        id,
        (handlers.get(id) ?? []).filter((h) => h !== handler),
      );
  };
}

/** Runs the command's bound handler; false when nothing on screen runs it now. */
export function runCommand(id: KeyCommandId): boolean {
  const handler = handlers.get(id)?.at(-1);
  if (!handler) return false;
  void handler();
  return true;
}
