import { describe, expect, it } from 'vitest';
import {
  gearPhrases,
  grenadePhrase,
  modelProfile,
  parseRoster,
  printModel,
  printRoster,
  rosterLimits,
  shortLine,
  tableCells,
  weaponPhrase,
} from '../../../../../core/skirmish/index.ts';

/**
 * Issue 16: a hostile paste must not freeze the app. The shapes below took the old regular expressions seconds at
 * 64 KB (quadratic backtracking); each is refused or read here, and the scanners read them whole at 1 MB. Only the
 * results are asserted: `npm run bench` prints the times.
 */

const kib64 = 64 * 1024;
const mib1 = 1024 * 1024;

/** A hostile line of `length` characters: `head`, then `fill` repeated, then `tail`. */
function hostile(head: string, fill: string, tail: string, length: number): string {
  const body = fill.repeat(Math.ceil((length - head.length - tail.length) / fill.length));
  return `${head}${body.slice(0, length - head.length - tail.length)}${tail}`;
}

/** The shapes the old patterns choked on, by the pattern they hit. */
const shapes: readonly (readonly [string, string, string, string])[] = [
  ['short format: spaces with no bracket', 'a', ' ', 'b'],
  ['gear list: a run of spaces', 'a (3/5) x', ' ', 'y'],
  ['gear list: brackets never closed', 'a (3/5) x', '(', ''],
  ['gear list: " (" repeated', 'a (3/5) x', ' (', ''],
  ['reloads: spaces before the word', 'a (3/5) x w/1', ' ', 'x'],
  ['grenade count: spaces after the number', 'a (3/5) 1', ' ', 'x'],
  ['table row: spaces before a "|"', 'a', ' ', 'x|'],
  ['x(1/1) repeated', '', 'x(1/1)', ''],
  ['digits', 'a (3/5) ', '1', ''],
];

describe('rosterLimits: a roster longer than any real one is refused with a message naming the limit', () => {
  it.each(shapes)(
    'a 64 KB line (%s) is a bad line: it is longer than a line may be',
    (_, head, fill, tail) => {
      const line = hostile(head, fill, tail, kib64);
      expect(parseRoster(line)).toEqual({
        models: [],
        problems: [{ line: 1, text: line, message: `A line has at most 500 characters (got ${kib64})` }],
      });
    },
  );

  it.each(shapes)('a 1 MB line (%s) is refused whole: the roster is too long', (_, head, fill, tail) => {
    const line = hostile(head, fill, tail, mib1);
    expect(parseRoster(line)).toEqual({
      models: [],
      problems: [{ line: 1, text: line, message: `A roster has at most 65536 characters (got ${mib1})` }],
    });
  });

  it('a 1 MB roster of good lines is refused on the line where it goes over 64 KB, with no model read', () => {
    const lines = Array.from(
      { length: 4000 },
      (_, i) => `Guard ${i} (3/5) Assault rifle w/2 reloads, Pistol`,
    );
    const text = lines.join('\r\n');
    const over = text.slice(0, rosterLimits.textMax).split('\n').length;
    expect(parseRoster(text)).toEqual({
      models: [],
      problems: [
        {
          line: over,
          text: lines[over - 1],
          message: `A roster has at most 65536 characters (got ${text.length})`,
        },
      ],
    });
  });

  it('the largest roster allowed, hostile on every line, is read: one problem a line', () => {
    const line = hostile('a (3/5) x', ' ', 'y', rosterLimits.lineMax);
    const lines = Array.from({ length: Math.floor(rosterLimits.textMax / (line.length + 1)) }, () => line);
    const { models, problems } = parseRoster(lines.join('\n'));
    expect(models).toEqual([]);
    expect(problems).toHaveLength(lines.length);
    expect(problems[0]!.message).toBe(
      `"x${' '.repeat(rosterLimits.lineMax - 10)}y" is not gear the roster knows`,
    );
  });

  it('200 lines are read; 201 are refused whole', () => {
    const lines = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? `Guard ${i} (3/5) SMG` : ''));
    expect(parseRoster(lines.join('\n')).models).toHaveLength(100);
    expect(parseRoster([...lines, 'Guard 200 (3/5) SMG'].join('\n'))).toEqual({
      models: [],
      problems: [
        { line: 201, text: 'Guard 200 (3/5) SMG', message: 'A roster has at most 200 lines (got 201)' },
      ],
    });
  });

  it('a line of 500 characters is read; one of 501 is a bad line, and the other lines are still read', () => {
    const padded = (length: number) => `Mr. A (3/5) SMG${' '.repeat(length - 15)}`;
    expect(parseRoster(padded(500)).models.map((m) => m.name)).toEqual(['Mr. A']);
    expect(parseRoster(`${padded(501)}\nMr. B (3/5) SMG`)).toEqual({
      models: [modelProfile('Mr. B', 3, 5, { long: { weapon: 'Submachine gun', reloads: 2 } })],
      problems: [{ line: 1, text: padded(501), message: 'A line has at most 500 characters (got 501)' }],
    });
  });

  it('every roster the app prints fits: the longest model line, and a full side of them', () => {
    const longest = modelProfile('N'.repeat(60), 5, 10, {
      long: { weapon: 'Machinegun, belt-fed', reloads: 20, stockless: true, nonLethal: true },
      sidearm: { weapon: 'Machine pistol', reloads: 20, stockless: true, nonLethal: true },
      grenades: { frag: 9, flashbang: 9, smoke: 9, teargas: 9 },
      armor: true,
      gasMask: true,
      weaponLight: true,
      nightVision: true,
      speedloaders: false,
    });
    expect(printModel(longest)).toHaveLength(314);
    const side = Array.from({ length: 100 }, (_, i) => ({ ...longest, name: `${'N'.repeat(57)}${i + 100}` }));
    for (const format of ['short', 'table'] as const) {
      expect(parseRoster(printRoster(side, format))).toEqual({ models: side, problems: [] });
    }
  });
});

describe('roster scanners read 1 MB of hostile text whole (linear time: the old expressions would take minutes)', () => {
  const spaces = ' '.repeat(mib1);
  const brackets = '('.repeat(mib1);

  it('shortLine', () => {
    expect(shortLine(`a${spaces}b`)).toBeNull();
    expect(shortLine(`a${spaces}(1/1)${spaces}x`)).toEqual({
      name: 'a',
      actions: '1',
      skill: '1',
      gear: `x`,
    });
    expect(shortLine(`a${brackets}`)).toBeNull();
  });

  it('tableCells', () => {
    expect(tableCells(`a${spaces}x|`)).toEqual(['a', 'x']);
    expect(tableCells(`a ${'\t'.repeat(mib1)}b`)).toEqual(['a', 'b']);
    expect(tableCells(`a${'\t'.repeat(mib1)}b`)).toHaveLength(mib1 + 1);
  });

  it('gearPhrases', () => {
    expect(gearPhrases(`x${spaces}y`)).toEqual([`x${spaces}y`]);
    expect(gearPhrases(`x${brackets}`)).toEqual([`x${brackets}`]);
    expect(gearPhrases(`mg${spaces},${spaces}belt-fed and ${'(,'.repeat(mib1 / 2)})`)).toEqual([
      'mg belt-fed',
      `${'(,'.repeat(mib1 / 2)})`,
    ]);
  });

  it('weaponPhrase', () => {
    expect(weaponPhrase(`x${brackets}`)).toEqual({ name: `x${brackets}` });
    expect(weaponPhrase(`x${spaces}w/1${spaces}x`)).toEqual({ name: `x${spaces}w/1${spaces}x` });
    expect(weaponPhrase(`x${' ('.repeat(mib1 / 2)}`)).toEqual({ name: `x${' ('.repeat(mib1 / 2)}` });
    expect(weaponPhrase(`SMG${spaces}(${spaces})${spaces}w/${spaces}2${spaces}reloads`)).toEqual({
      name: 'SMG',
      flags: spaces,
      reloads: '2',
    });
  });

  it('grenadePhrase', () => {
    expect(grenadePhrase(`${'1'.repeat(mib1)} x`)).toBeNull();
    expect(grenadePhrase(`frag x ${'1'.repeat(mib1)}`)).toEqual({ kind: 'frag', after: '1'.repeat(mib1) });
  });
});
