import { describe, expect, it } from 'vitest';
import { commandWithTexts, textOf, withOptionTexts } from '../../../../core/engine/index.ts';
import type { ActionOption, ActionView } from '../../../../core/engine/index.ts';

type Switch = {
  type: 'switch';
  roller: string;
  roll: { kind: 'disguise'; identity: string; difficulty: number };
};

const option: ActionOption<Switch> = {
  label: 'Vex: a disguise',
  command: {
    type: 'switch',
    roller: 'vex',
    roll: { kind: 'disguise', identity: 'a new face', difficulty: 9 },
  },
  odds: null,
  texts: [{ path: 'roll.identity', label: 'Who the disguise passes for', max: 200, optional: false }],
};

describe('the words a GM types into an option before it is sent', () => {
  it('starts from what the command holds, and puts what was typed at its path, trimmed', () => {
    expect(textOf(option, 'roll.identity')).toBe('a new face');
    const typed = commandWithTexts(option, { 'roll.identity': '  the night porter ' });
    expect(typed).toEqual({
      type: 'switch',
      roller: 'vex',
      roll: { kind: 'disguise', identity: 'the night porter', difficulty: 9 },
    });
    expect(option.command.roll.identity).toBe('a new face'); // the option is never changed
  });

  it('leaves the command as it is when nothing was typed, and ignores a path the option does not offer', () => {
    expect(commandWithTexts(option, {})).toEqual(option.command);
    expect(commandWithTexts(option, { roller: 'ruth' })).toEqual(option.command);
  });

  it('gives the options of a view the texts their command calls for, and no field to the others', () => {
    const view: ActionView<Switch> = {
      action: 'switch',
      label: 'Switch',
      available: true,
      reason: null,
      rule: 'COT-FORE-9',
      options: [
        { ...option, texts: undefined as never },
        { ...option, label: 'Ruth: a disguise' },
      ].map(({ texts: _texts, ...rest }) => rest),
    };
    const named = withOptionTexts(view, (command) =>
      command.roller === 'vex' ? [{ path: 'roll.identity', label: 'Who', max: 200, optional: false }] : [],
    );
    expect(named.options.map((o) => o.texts?.length ?? 0)).toEqual([1, 1]);
    const none = withOptionTexts(view, () => []);
    expect(none.options.every((o) => o.texts === undefined)).toBe(true);
  });
});
