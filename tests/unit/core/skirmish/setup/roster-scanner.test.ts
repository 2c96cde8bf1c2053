import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gearPhrases,
  grenadePhrase,
  isRuleLine,
  isSpace,
  parseRoster,
  shortLine,
  tableCells,
  weaponPhrase,
} from '../../../../../core/skirmish/index.ts';
import type { RosterOptions } from '../../../../../core/skirmish/index.ts';
import {
  cellsOf,
  flagPattern,
  gearItems,
  grenadePattern,
  grenadeWords,
  oldParseRoster,
  shortPattern,
} from '../support/old-roster.ts';

/**
 * The linear scanners (roster-tokens.ts) against the regular expressions they replace (support/old-roster.ts, the
 * parser as it was): the same lines accepted, the same groups, the same models and problems, on roster lines of
 * realistic shape and on short random text (where the old expressions are still fast).
 */

const runs = { numRuns: 2000 } as const;

/** Whitespace and line terminators the formats must treat as `\s` does. */
const spaces = [' ', '  ', '\t', '\u00a0', '\r', '\u2028', '\u3000', '\ufeff'];

/** Pieces of roster lines, good and bad, to build hostile-looking text from. */
const pieces = [
  ...spaces,
  'Mr. A',
  'Officer Dolan',
  'x',
  'Guard 2',
  '.',
  ':',
  '--',
  '-',
  '+',
  '/',
  '|',
  '(',
  ')',
  ',',
  ';',
  '&',
  '¦',
  '0',
  '2',
  '3',
  '5',
  '12',
  '(3/5)',
  '( 2 / 4 )',
  '(+3/-5)',
  '(3/',
  'SMG',
  'smg',
  'Pistol',
  'Revolver',
  'AR',
  'Assault rifle',
  'Machinegun',
  'machine gun',
  'Machine Gun',
  'MG',
  'mg',
  'belt-fed',
  'Drum-FED',
  'belt',
  'Machine pistol',
  'stockless',
  'non-lethal',
  'bogus',
  'w/',
  'W/',
  'with',
  'With',
  'reload',
  'reloads',
  'RELOADS',
  's',
  'x',
  'X',
  'frag',
  'fragmentation',
  'grenade',
  'grenades',
  'flash-bang',
  'flashbang',
  'stun',
  'smoke',
  'tear gas',
  'tear-gas',
  'teargas',
  'gas',
  'and',
  'AND',
  'hand',
  'andy',
  '_',
  'body armor',
  'vest',
  'NVG',
  'night vision goggles',
  'gas mask',
  'weapon light',
  'speedloaders',
  'no speedloader',
  'Name',
  'Actions',
  'K',
];
const jumble = fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((parts) => parts.join(''));

const ws = fc.constantFrom('', ' ', ' ', '  ', '\t', '\u00a0');
const cased = (word: string) =>
  fc.constantFrom(word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1));
const weapon = fc
  .tuple(
    fc.constantFrom(
      'SMG',
      'Pistol',
      'Revolver',
      'AR',
      'Rifle',
      'Shotgun',
      'MG',
      'Machine pistol',
      'Machinegun, belt-fed',
      'machine gun , drum-fed',
      'Magazine shotgun',
      'Combat shotgun',
      'Laser cannon',
    ),
    fc.option(
      fc.constantFrom(
        '(stockless)',
        '(non-lethal)',
        '(stockless, less-lethal)',
        '(Nonlethal)',
        '(bogus)',
        '()',
        '(stockless; non-lethal)',
      ),
      { nil: undefined },
    ),
    fc.option(
      fc.tuple(
        fc.constantFrom('w/', 'with ', 'W/ ', 'with', 'WITH\t', 'w /'),
        fc.nat({ max: 25 }),
        cased('reloads'),
        fc.boolean(),
      ),
      { nil: undefined },
    ),
    ws,
  )
  .map(([name, flags, reloads, space]) => {
    const tail = reloads
      ? ` ${reloads[0]}${reloads[1]} ${reloads[3] ? reloads[2] : reloads[2].slice(0, -1)}`
      : '';
    return `${name}${flags ? `${space}${flags}` : ''}${tail}`;
  });
const grenade = fc
  .tuple(
    fc.option(fc.constantFrom('1 ', '2 ', '2x ', '3 x ', '12 ', '2x', '2 x', '2  '), { nil: '' }),
    fc.constantFrom(
      'frag',
      'fragmentation',
      'flashbang',
      'flash-bang',
      'stun',
      'smoke',
      'teargas',
      'tear gas',
      'Tear-Gas',
      'gas',
      'napalm',
    ),
    fc.constantFrom('', ' grenade', ' grenades', 's', ' Grenades'),
    fc.option(fc.constantFrom(' x 2', 'x3', ' X 10'), { nil: '' }),
  )
  .map((parts) => parts.join(''));
const item = fc.oneof(
  weapon,
  grenade,
  fc.constantFrom(
    'body armor',
    'Armour',
    'vest',
    'Kevlar',
    'gas mask',
    'Gasmask',
    'weapon light',
    'flashlight',
    'night-vision sights',
    'NVGs',
    'speedloaders',
    'no speedloader',
    'cape',
  ),
);
const separator = fc.constantFrom(', ', ',', '; ', ' and ', ' & ', ' , ', ' AND ', '\t,');
const gear = fc.tuple(fc.array(item, { maxLength: 5 }), separator).map(([items, sep]) => items.join(sep));
const name = fc.oneof(
  fc.constantFrom(
    'Mr. A',
    'Officer Dolan',
    'Guard 2',
    'Vex',
    'x',
    'and',
    'Smith & Jones',
    'a|b',
    'N'.repeat(61),
  ),
  fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,12}$/),
);
const number = fc.oneof(
  fc.integer({ min: -2, max: 12 }).map(String),
  fc.constantFrom('+3', '05', 'three', ''),
);
const shortRow = fc
  .tuple(name, ws, number, ws, number, ws, gear)
  .map(([n, s1, a, s2, s, s3, g]) => `${n}${s1}(${s2}${a}/${s}${s3})${s3}${g}`);
const tableRow = fc
  .tuple(name, number, number, gear, fc.constantFrom('\t', ' | ', '  ', '|'), fc.boolean())
  .map(([n, a, s, g, sep, markdown]) => {
    const row = [n, a, s, ...(g === '' ? [] : [g])].join(sep);
    return markdown ? `| ${row} |` : row;
  });
const otherLine = fc.constantFrom(
  '',
  '   ',
  'Name\tActions\tSkill\tEquipment',
  '| Name | Actions | Skill |',
  '|---|---|---|',
  ':--',
  'just some words',
);
const line = fc.oneof(shortRow, shortRow, tableRow, otherLine, jumble);
const roster = fc
  .tuple(fc.array(line, { maxLength: 8 }), fc.constantFrom('\n', '\r\n'))
  .map(([lines, eol]) => lines.join(eol));
const options = fc.constantFrom<RosterOptions>({}, { revolverSpeedloadersDefault: false });

/** The new parser gives what the old one gave, to the key order of every object (setups are stored as JSON). */
function sameAsOld(text: string, opts: RosterOptions): void {
  const now = parseRoster(text, opts);
  const before = oldParseRoster(text, opts);
  expect(now).toEqual(before);
  expect(JSON.stringify(now)).toBe(JSON.stringify(before));
}

describe('roster scanners: whitespace', () => {
  it('isSpace is exactly \\s, and trim removes exactly it', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      expect(isSpace(code), `U+${code.toString(16)}`).toBe(/\s/.test(char));
      expect(`${char}a${char}`.trim() === 'a', `U+${code.toString(16)}`).toBe(isSpace(code));
    }
  });
});

describe('roster scanners against the expressions they replace', () => {
  const text = fc.oneof(
    jumble,
    shortRow,
    tableRow,
    gear,
    item,
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );

  it('isRuleLine is /^\\|?\\s*:?-{2,}/', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(isRuleLine(s)).toBe(/^\|?\s*:?-{2,}/.test(s));
      }),
      runs,
    );
  });

  it('shortLine gives the groups of the short-format pattern', () => {
    fc.assert(
      fc.property(text, (s) => {
        const groups = shortPattern.exec(s)?.groups;
        const short = shortLine(s);
        expect(short && { ...short }).toEqual(
          groups
            ? { name: groups['name'], actions: groups['a'], skill: groups['s'], gear: groups['gear'] }
            : null,
        );
      }),
      runs,
    );
  });

  it('tableCells splits a row as the old cellsOf did', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(tableCells(s)).toEqual(cellsOf(s));
      }),
      runs,
    );
  });

  it('gearPhrases splits a gear list as the old gearItems did', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(gearPhrases(s)).toEqual(gearItems(s));
      }),
      runs,
    );
  });

  it('grenadePhrase gives the kind and counts of the grenade pattern', () => {
    const lower = fc.oneof(text, grenade).map((s) => s.toLowerCase().replace(/\s+/g, ' '));
    fc.assert(
      fc.property(fc.oneof(text, grenade, lower), (s) => {
        const groups = grenadePattern.exec(s)?.groups;
        const kind = groups && grenadeWords[groups['kind']!.toLowerCase().replace('fragmentation', 'frag')];
        const expected = groups
          ? {
              kind,
              ...(groups['n'] ? { before: groups['n'] } : {}),
              ...(groups['m'] ? { after: groups['m'] } : {}),
            }
          : null;
        expect(grenadePhrase(s)).toEqual(expected);
      }),
      runs,
    );
  });

  it('weaponPhrase gives the name, flags and reloads of the weapon pattern', () => {
    fc.assert(
      fc.property(fc.oneof(text, weapon), (s) => {
        const groups = flagPattern.exec(s)?.groups;
        const expected = groups
          ? {
              name: groups['name'],
              ...(groups['flags'] === undefined ? {} : { flags: groups['flags'] }),
              ...(groups['n'] === undefined ? {} : { reloads: groups['n'] }),
            }
          : null;
        expect(weaponPhrase(s)).toEqual(expected);
      }),
      runs,
    );
  });
});

describe('parseRoster reads every roster as the old parser did', () => {
  it('rosters of realistic lines: the same models and the same problems, word for word', () => {
    fc.assert(fc.property(roster, options, sameAsOld), runs);
  });

  it('random text of up to 200 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), options, sameAsOld), runs);
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), options, sameAsOld), runs);
    fc.assert(fc.property(jumble, options, sameAsOld), runs);
  });

  it('the examples that pin each rule down', () => {
    for (const text of [
      'Mr. A (3/5) SMG w/2 reloads',
      'Gunner (3/6) Machinegun, belt-fed w/1 reload, Service pistol, 2 frag grenades, vest',
      'Y (4/7) SMG (stockless) w/3 reloads, Revolver, smoke, 2x teargas, flashbang, gas mask, weapon light, NVG',
      'Z (3/5) SMG (stockless) (non-lethal)',
      'Z (3/5) SMG (stockless and non-lethal)',
      'Z (3/5) MG , DRUM-FED with 4 RELOADS',
      'Z (3/5) SMG w/2 reloads w/3 reloads',
      'Z (3/5) SMG\rx',
      'Z (3/5) frag x 2, 3 smoke x 4, fragmentations',
      '| Mr. A | 3 | 5 | SMG w/2 reloads |\n|---|---|---|---|\nMr. B  2  4  Pistol\nMr. C\t\t3\t5',
      'Mr. D (2/3) Pistol ¦ x',
    ])
      for (const opts of [{}, { revolverSpeedloadersDefault: false }]) sameAsOld(text, opts);
  });
});
