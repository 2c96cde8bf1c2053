import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeEntry,
  describeEvent,
  describeEventRules,
  foldEntry,
  replay,
  skirmish,
  time,
} from '../../../../core/index.ts';
import type { CampaignState, LogEntry } from '../../../../core/index.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { campaignWith, play, scene } from './scene-support.ts';

/**
 * Plain words everywhere a GM reads (issue 20): the Undo and Redo labels and the history lines carry no rule code
 * inside their sentences (a history shows the codes beside the line, small: `describeEventRules`), and no
 * "NaN", "(s)" plurals, "1 people" or a modifier that adds nothing ("+0k0").
 */

const notPlain: readonly [RegExp, string][] = [
  [/\b(?:COT|HST|BRG|MOTH)-[A-Z]+(?:-[A-Z]+)*-?\d+/, 'a rule code'],
  [/\bNaN\b/, 'NaN'],
  [/\w\(s\)/, 'a "(s)" plural'],
  [/(?<![\d.])1 (?:people|dice|hits|rounds|days|slots|steps|zones|guards|points)\b/, 'a plural after 1'],
  [/[+-−]0k0\b/, 'a modifier adding nothing'],
  [/\bundefined\b|\[object /, 'a missing value'],
];

/** The problems in one line the GM reads, or [] when it reads plainly. */
function problemsIn(line: string): string[] {
  return notPlain.filter(([pattern]) => pattern.test(line)).map(([, what]) => `${what} in “${line}”`);
}

/** Every Undo label and history line of a log, each against the state it was written in. */
function linesOf(entries: readonly LogEntry[]): string[] {
  const lines: string[] = [];
  let state: CampaignState | null = null;
  for (const entry of entries) {
    const before = state;
    state = foldEntry(state, entry);
    if (before) lines.push(describeEntry(before, entry));
    for (const event of entry.events) lines.push(describeEvent(state, event) ?? '');
  }
  return lines;
}

describe('plain words in the log', () => {
  it('a simulated campaign (Heists, Drops, Gang Warfare, chases, downtime) reads plainly', () => {
    const lines = [1, 2].flatMap((seed) => linesOf(simulateCampaign({ entries: 700, seed }).entries));
    expect(lines.length).toBeGreaterThan(1400); // it read something
    expect([...new Set(lines.flatMap(problemsIn))]).toEqual([]);
  });

  const fightId = time.sceneId('fight');
  const roster = (prefix: string, text: string): skirmish.ModelEntry[] =>
    skirmish.parseRoster(text).models.map((profile, index) => ({ id: `${prefix}${index + 1}`, profile }));
  const send = (command: skirmish.SkirmishCommand) =>
    scene({ type: 'scene/act', sceneId: fightId, engine: 'skirmish', command } as never);

  /** A HEIST fight: an aim, an aimed shot that wounds, a snap shot back. */
  function fight(): LogEntry[] {
    let log = play(
      campaignWith('Plain words', []),
      scene({
        type: 'scene/open',
        sceneId: fightId,
        name: 'Bank lobby',
        engine: 'skirmish',
        sides: [
          { id: 'crew', label: 'Crew', crew: true },
          { id: 'police', label: 'Police', crew: false },
        ],
        participants: [],
        setup: {
          sides: [
            {
              id: 'crew',
              name: 'Crew',
              stance: 'aggressive',
              models: roster('c', 'Mr. A (3/5) SMG w/2 reloads'),
            },
            {
              id: 'police',
              name: 'Police',
              stance: 'defensive',
              models: roster('p', 'Officer Kay (3/5) Shotgun w/2 reloads'),
            },
          ],
          firstSide: 'crew',
          deck: [],
        },
      } as never),
      fixedDice(),
    );
    log = play(log, send({ type: 'skirmish/act', model: 'c1', action: { kind: 'aim' } }), fixedDice());
    const shot = {
      target: { kind: 'model', model: 'p1' },
      aimed: true,
      intense: false,
      crossfire: false,
      range: 10,
    };
    log = play(
      log,
      send({ type: 'skirmish/act', model: 'c1', action: { kind: 'shoot', shot } } as never),
      fixedDice(),
    );
    log = play(log, send({ type: 'skirmish/resolve' }), fixedDice(6, 6, 1, 1, 1, 1));
    return log;
  }

  it('a HEIST fight reads plainly: its rule codes stand beside the line, not in it', () => {
    const log = fight();
    const lines = linesOf(log);
    expect(lines.some((line) => line.includes('shoots Officer Kay'))).toBe(true);
    expect([...new Set(lines.flatMap(problemsIn))]).toEqual([]);
    const state = replay(log);
    const shot = log
      .flatMap((entry) => entry.events)
      .find((event) => event.type === 'scene/changed' && event.event.type === 'skirmish/shot')!;
    expect(describeEventRules(state, shot)).toContain('HST-SHOOT-1');
  });
});

describe('plain words in the source', () => {
  const root = join(import.meta.dirname, '../../../../core');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
      item.isDirectory()
        ? files(join(dir, item.name))
        : item.name.endsWith('.ts')
          ? [join(dir, item.name)]
          : [],
    );
  /** The lines of code of a file, its comments left out (a rough reader, enough for words). */
  const codeLines = (file: string): string[] =>
    readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => !/^\s*\/\//.test(line) && /['`]/.test(line));

  it('no message pluralises with "(s)"', () => {
    const found = files(root).flatMap((file) =>
      codeLines(file)
        .filter((line) => /[a-z]\(s\)/.test(line))
        .map((line) => `${relative(root, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('no history line is written with a rule code inside its sentence', () => {
    const describers = files(root).filter((file) => /(?:^|\/)describe\.ts$|skirmish-log\.ts$/.test(file));
    expect(describers.length).toBeGreaterThan(5);
    const found = describers.flatMap((file) =>
      codeLines(file)
        // a sentence ending in its rules: "… wakes G1 (BRG-D-16)"
        .filter((line) => /\w \((?:COT|HST|BRG|MOTH)-[A-Z0-9-]+(?:, [A-Z0-9-]+)*\)/.test(line))
        .map((line) => `${relative(root, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
