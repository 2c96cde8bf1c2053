import { describe, expect, it } from 'vitest';
import {
  bindKeys,
  commandFor,
  firstKeyOf,
  helpSections,
  isTextField,
  keyCommands,
  keysOf,
  runCommand,
  strokeLabel,
} from '../../../../renderer/lib/keys.ts';
import type { KeyPress } from '../../../../renderer/lib/keys.ts';

/** The keyboard's commands as objects (issue 20): one list for the hints, the key handling and the `?` help. */

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
const field = (tagName: string, type = 'text') => ({ tagName, type, isContentEditable: false });

describe('the key registry', () => {
  it('has the commands the GM plays a turn with', () => {
    expect(keyCommands.map((command) => command.id)).toEqual(
      expect.arrayContaining(['help', 'act', 'next-variant', 'do-it', 'repeat', 'next-turn', 'undo', 'redo']),
    );
  });

  it('never puts two commands on one key where both apply', () => {
    const clashes: string[] = [];
    const strokes = keyCommands.flatMap((command) =>
      command.keys.map((stroke) => ({ command, label: strokeLabel(stroke) })),
    );
    for (const a of strokes)
      for (const b of strokes) {
        if (a.command.id >= b.command.id || a.label !== b.label) continue;
        const pageWide = a.command.scope !== 'focus' && b.command.scope !== 'focus';
        const samePlace = a.command.where === b.command.where;
        if (pageWide || samePlace) clashes.push(`${a.label}: ${a.command.id} and ${b.command.id}`);
      }
    expect(clashes).toEqual([]);
  });

  it('the help lists every command once, with its keys', () => {
    const listed = helpSections().flatMap((section) => section.commands.map((command) => command.id));
    expect([...listed].sort()).toEqual(keyCommands.map((command) => command.id).sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(helpSections()[0]!.where).toBe('Anywhere');
  });

  it('names keys as a GM reads them', () => {
    expect(keysOf('undo')).toBe('Ctrl+Z');
    expect(keysOf('redo')).toBe('Ctrl+Shift+Z or Ctrl+Y');
    expect(keysOf('next-turn')).toBe('N');
    expect(keysOf('help')).toBe('?');
    expect(keysOf('blank')).toBe('B');
  });

  it('blanks the players’ screen with B anywhere, but not while the GM types (issue 21)', () => {
    expect(commandFor(press('b'), null)).toBe('blank');
    expect(commandFor(press('B', { shiftKey: true }), null)).toBeNull();
    expect(commandFor(press('b', { ctrlKey: true }), null)).toBeNull();
    expect(commandFor(press('b'), field('INPUT'))).toBeNull();
    expect(commandFor(press('b'), null, true)).toBe('blank'); // no menu accelerator takes it
    const anywhere = helpSections().find((section) => section.where === 'Anywhere');
    expect(anywhere?.commands.map((command) => command.id)).toContain('blank');
  });
});

describe('the rules reference’s keys (issue 22)', () => {
  it('opens the search with F1 or Ctrl+K, named so in the help', () => {
    expect(keysOf('rules')).toBe('F1 or Ctrl+K');
    expect(firstKeyOf('rules')).toBe('F1');
    expect(commandFor(press('F1'), null)).toBe('rules');
    expect(commandFor(press('k', { ctrlKey: true }), null)).toBe('rules');
    expect(commandFor(press('K', { metaKey: true }), null)).toBe('rules');
    expect(commandFor(press('k'), null)).toBeNull(); // a plain K is no command
    expect(commandFor(press('k', { ctrlKey: true, shiftKey: true }), null)).toBeNull();
    const anywhere = helpSections().find((section) => section.where === 'Anywhere');
    expect(anywhere?.commands.map((command) => command.id)).toContain('rules');
  });

  it('works while the GM types or is in a list: no field has F1 or Ctrl+K', () => {
    for (const target of [field('INPUT'), field('TEXTAREA'), field('SELECT', 'select-one')]) {
      expect(commandFor(press('F1'), target)).toBe('rules');
      expect(commandFor(press('k', { ctrlKey: true }), target)).toBe('rules');
      expect(commandFor(press('n'), target)).toBeNull();
    }
    expect(commandFor(press('F1'), null, true)).toBe('rules'); // no desktop menu item takes it
  });
});

describe('commandFor', () => {
  it('finds the command of a key press', () => {
    expect(commandFor(press('n'), null)).toBe('next-turn');
    expect(commandFor(press('N', { shiftKey: true }), null)).toBeNull(); // Shift+N is no command
    expect(commandFor(press('?', { shiftKey: true }), null)).toBe('help');
    expect(commandFor(press('z', { ctrlKey: true }), null)).toBe('undo');
    expect(commandFor(press('Z', { metaKey: true, shiftKey: true }), null)).toBe('redo');
    expect(commandFor(press('D', { ctrlKey: true, shiftKey: true }), null)).toBe('theme');
    expect(commandFor(press('d'), null)).toBe('do-it');
    expect(commandFor(press('n', { altKey: true }), null)).toBeNull();
  });

  it('never fires while the GM types in a text field', () => {
    for (const target of [
      field('INPUT'),
      field('INPUT', 'search'),
      field('TEXTAREA'),
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(isTextField(target)).toBe(true);
      expect(commandFor(press('n'), target)).toBeNull();
      expect(commandFor(press('?', { shiftKey: true }), target)).toBeNull();
      expect(commandFor(press('z', { ctrlKey: true }), target)).toBeNull(); // the field's own undo
    }
    expect(commandFor(press('n'), field('INPUT', 'checkbox'))).toBe('next-turn');
    expect(commandFor(press('n'), field('SELECT', 'select-one'))).toBeNull(); // "N" picks Nash in a list
    expect(commandFor(press('z', { ctrlKey: true }), field('SELECT', 'select-one'))).toBe('undo');
    expect(commandFor(press('n'), field('BUTTON', 'button'))).toBe('next-turn');
  });

  it('leaves the desktop menu its accelerators', () => {
    expect(commandFor(press('z', { ctrlKey: true }), null, true)).toBeNull();
    expect(commandFor(press('n'), null, true)).toBe('next-turn');
  });

  it('leaves focus-scoped keys to where the focus is', () => {
    expect(commandFor(press('Escape'), null)).toBeNull();
    expect(commandFor(press('ArrowRight'), null)).toBeNull();
  });
});

describe('bindKeys', () => {
  it('runs the handler of the panel bound last, and none once it unbinds', () => {
    const ran: string[] = [];
    const first = bindKeys({ 'next-turn': () => void ran.push('first') });
    const second = bindKeys({ 'next-turn': () => void ran.push('second') });
    expect(runCommand('next-turn')).toBe(true);
    second();
    expect(runCommand('next-turn')).toBe(true);
    first();
    expect(runCommand('next-turn')).toBe(false);
    expect(ran).toEqual(['second', 'first']);
  });
});
