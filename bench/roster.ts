/**
 * Part of `npm run bench`: how fast the HEIST roster parser reads hostile pastes (issue 16: the old regular
 * expressions took seconds on a 64 KB line and minutes on 1 MB; goal: a 1 MB hostile roster refused or read in
 * under 50 ms). Figures only; the tests check the results (tests/unit/core/skirmish/roster-limits.test.ts).
 */
import {
  gearPhrases,
  parseRoster,
  printRoster,
  rosterLimits,
  shortLine,
  tableCells,
  weaponPhrase,
} from '../core/skirmish/index.ts';
import type { RosterParse } from '../core/skirmish/index.ts';
import { formatDuration, measure, printTable } from './measure.ts';

const kib64 = 64 * 1024;
const mib1 = 1024 * 1024;

/** `head`, then `fill` repeated, then `tail`: `length` characters in all. */
function hostile(head: string, fill: string, tail: string, length: number): string {
  const body = fill.repeat(Math.ceil((length - head.length - tail.length) / fill.length));
  return `${head}${body.slice(0, length - head.length - tail.length)}${tail}`;
}

/** The shapes that were slowest for the old patterns (2.3 s for the first at 16 KB), by the pattern they hit. */
const shapes: readonly (readonly [string, string, string, string])[] = [
  ['gear list: a run of spaces', 'a (3/5) x', ' ', 'y'],
  ['grenade count: spaces after the number', 'a (3/5) 1', ' ', 'x'],
  ['reloads: spaces before the word', 'a (3/5) x w/1', ' ', 'x'],
  ['gear list: brackets never closed', 'a (3/5) x', '(', ''],
  ['short format: spaces, no bracket', 'a', ' ', 'b'],
  ['table row: spaces before a "|"', 'a', ' ', 'x|'],
  ['x(1/1) repeated', '', 'x(1/1)', ''],
];

const outcome = ({ models, problems }: RosterParse): string => {
  const first = problems[0]?.message ?? '';
  const said = first.length > 70 ? `${first.slice(0, 67)}...` : first;
  return `${models.length} models, ${problems.length} problems${said === '' ? '' : ` (${said})`}`;
};

const time = (task: () => unknown): string => formatDuration(measure(() => void task(), 1, 15, 5).perCall);

/** Prints parseRoster's time on each hostile shape at 64 KB and 1 MB, on the largest roster it reads, and the scanners' on 1 MB. */
export function benchRoster(): void {
  const rows: string[][] = [];
  for (const [name, head, fill, tail] of shapes) {
    for (const [size, length] of [
      ['64 KB', kib64],
      ['1 MB', mib1],
    ] as const) {
      const text = hostile(head, fill, tail, length);
      rows.push([`${size} line, ${name}`, outcome(parseRoster(text)), time(() => parseRoster(text))]);
    }
  }
  const line = hostile('a (3/5) x', ' ', 'y', rosterLimits.lineMax);
  const count = Math.floor(rosterLimits.textMax / (line.length + 1));
  const largest = Array.from({ length: count }, () => line).join('\n');
  rows.push([
    `64 KB roster: ${count} hostile lines of ${rosterLimits.lineMax}`,
    outcome(parseRoster(largest)),
    time(() => parseRoster(largest)),
  ]);
  const side = printRoster(
    parseRoster(
      Array.from(
        { length: 100 },
        (_, i) => `Guard ${i} (3/5) Assault rifle w/3 reloads, Pistol, 2 frag, vest`,
      ).join('\n'),
    ).models,
  );
  rows.push(['a real side: 100 models', outcome(parseRoster(side)), time(() => parseRoster(side))]);
  printTable(
    'Roster parser: hostile pastes (issue 16; goal under 50 ms at 1 MB)',
    ['input', 'result', 'time'],
    rows,
  );

  const spaces = ' '.repeat(mib1);
  const brackets = '('.repeat(mib1);
  printTable(
    'Roster scanners on a 1 MB line, without the limits (linear: no backtracking)',
    ['scanner', 'input', 'time'],
    [
      ['shortLine', 'a, spaces, b', time(() => shortLine(`a${spaces}b`))],
      ['tableCells', 'a, spaces, x|', time(() => tableCells(`a${spaces}x|`))],
      ['gearPhrases', 'x, spaces, y', time(() => gearPhrases(`x${spaces}y`))],
      ['gearPhrases', 'x, brackets never closed', time(() => gearPhrases(`x${brackets}`))],
      ['weaponPhrase', 'x, spaces, w/1, spaces, x', time(() => weaponPhrase(`x${spaces}w/1${spaces}x`))],
      ['weaponPhrase', 'x, brackets never closed', time(() => weaponPhrase(`x${brackets}`))],
    ],
  );
}
