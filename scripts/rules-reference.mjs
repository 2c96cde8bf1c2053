/**
 * Writes resources/rules/reference.json, the rules reference the app opens offline (issue 22), from the three rule
 * books in ../shared/rules/ (city-of-thieves.md, heist-skirmish.md, bridge.md) plus the table decisions that live
 * only in docs/decisions.md (MOTH-D-n, PLY-D-n, written out below).
 *
 * A dev tool, run by hand when a rule book changes; CI never runs it (it has no ../shared) and reads the committed
 * JSON. Check the output (git diff) before committing it: tests/unit/core/reference/ checks its schema and that
 * every rule ID the code cites has an entry.
 *
 * Usage: node scripts/rules-reference.mjs [--rules <folder>] [--out <file>] && npx prettier --write <out>
 *   (defaults: ../shared/rules, resources/rules/reference.json)
 *
 * What becomes what:
 * - `### COT-DICE-3 — Title` starts a rule; its bullets and paragraphs become `details` (the first one, cut to a
 *   few sentences, the `summary`), table rows become "cell — cell" details.
 * - `> **DECISION COT-D-1 — Title** (rules affected)` is an entry of its own (game as its book; the bridge's are
 *   `bridge`), listed in `decisions` of the rule it stands in and of every rule named in its parenthesis.
 * - `TV-<id>-x: inputs -> expected` lines become `examples` of the entry <id> ("→" for "->").
 * - every other rule ID a body mentions (ranges such as COT-PREP-1..8 expanded) becomes `related`, when it exists.
 * - a DECISION's `setting` is the settings registry key (core/cot/settings/sections/) whose `decision` is that ID,
 *   else whose `reference` is the name on its "Setting:" line.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    rules: { type: 'string', default: path.resolve(root, '../shared/rules') },
    out: { type: 'string', default: path.join(root, 'resources/rules/reference.json') },
  },
});

const books = [
  { file: 'city-of-thieves.md', game: 'cot' },
  { file: 'heist-skirmish.md', game: 'heist' },
  { file: 'bridge.md', game: 'bridge' },
];

/** Sections after which a book only repeats itself (indexes, the settings list, the app's to-do list). */
const stopSections =
  /^## (Decisions index|\d+\. Settings registry|\d+\. What (a GM-facing app|the app) must track)/;

const idPattern = /\b(?:COT|HST|BRG|MOTH|PLY)-[A-Z]+(?:-[A-Z]+)*-\d+(?:\.\.\d+|(?:\/\d+)+)?/g;

/** Markdown out, plain words in. */
function plain(text) {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/(^|[\s("])\*([^*\s][^*]*?)\*(?=[\s.,;:)"]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(^|\s)_([^_]+)_(?=\s|[.,;:)]|$)/g, '$1$2')
    .replace(/\s*->\s*/g, ' → ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first few sentences of a text, for a summary. */
function firstSentences(text, most = 280) {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z"(])/);
  let out = '';
  for (const sentence of sentences) {
    if (out.length >= 80 && out.length + sentence.length > most) break;
    out = out.length === 0 ? sentence : `${out} ${sentence}`;
  }
  return out.trim();
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A rule's opening point; one that only introduces a list ("…one of two modes:") takes the list's first item. */
function leadOf(rule, details) {
  const at = details.findIndex((_, index) => !rule.tableRows.has(index));
  if (at < 0) return details.length === 0 ? rule.title : details.map((row) => `${row}.`).join(' ');
  const [first = '', second] = details.slice(at);
  return first.endsWith(':') && second !== undefined ? `${first} ${second}` : first;
}

/** The IDs a text mentions, ranges and lists expanded: COT-PREP-1..3 → COT-PREP-1, -2, -3; COT-DROP-3/4/7 → three. */
function mentioned(text) {
  const ids = [];
  for (const [written] of text.matchAll(idPattern)) {
    const cut = written.search(/\d+(?:\.\.|\/|$)/);
    const family = written.slice(0, cut);
    const [from = 0, to] = written.slice(cut).split('..').map(Number);
    const numbers =
      to === undefined
        ? written.slice(cut).split('/').map(Number)
        : Array.from({ length: Math.max(0, Math.min(to - from, 59)) + 1 }, (_, n) => from + n);
    for (const n of numbers) ids.push(`${family}${n}`);
  }
  return ids;
}

/**
 * A table row in words, its first cell leading and the others named by their column:
 * "| Failure (margin < 0) | Aware |" under "| Attacker's result | Target becomes |" → "Failure (margin < 0): target
 * becomes Aware".
 */
function tableLine(header, cells) {
  const [lead = '', ...rest] = cells;
  const named = rest
    .map((cell, at) => [header[at + 1] ?? '', cell])
    .filter(([, cell]) => cell.length > 0)
    .map(([column, cell]) =>
      `${/^[A-Z][a-z]/.test(column) ? column.charAt(0).toLowerCase() + column.slice(1) : column} ${cell}`.trim(),
    );
  return named.length === 0 ? lead : `${lead}: ${named.join('; ')}`;
}

function entry(id, game, title) {
  return {
    tableRows: new Set(),
    id,
    game,
    title,
    body: [],
    details: [],
    examples: [],
    decisions: [],
    affects: [],
    settingNames: null,
  };
}

/** One book's entries, in order. */
function parseBook(text, game) {
  const entries = [];
  let rule = null; // the `###` rule we are in
  let decision = null; // the DECISION blockquote we are in
  let detail = null; // the detail being continued
  let tableRow = 0;
  let header = [];
  const close = () => {
    decision = null;
    detail = null;
  };
  for (const line of text.split('\n')) {
    if (stopSections.test(line)) break;
    const heading = /^###? (.*)$/.exec(line);
    if (heading) {
      close();
      const ruled = /^###\s+((?:COT|HST|BRG)-[A-Z]+-\d+)\s+—\s+(.*)$/.exec(line);
      rule = ruled ? entry(ruled[1], game, plain(ruled[2])) : null;
      if (rule) entries.push(rule);
      continue;
    }
    const opens = /^> \*\*DECISION ((?:COT|HST|BRG)-D-\d+) — (.*?)\*\*(.*)$/.exec(line);
    if (opens) {
      detail = null;
      decision = entry(opens[1], game, plain(opens[2]));
      // "(COT-DICE-6, unopposed rolls only; not COT-PREP-6)": the rules after "not" are exactly the ones it spares.
      decision.affects = mentioned((opens[3] ?? '').replace(/\bnot [^;)]*/g, ''));
      decision.body.push(opens[3] ?? '');
      if (rule) rule.decisions.push(decision.id);
      entries.push(decision);
      continue;
    }
    if (decision && line.startsWith('>')) {
      const said = plain(line.replace(/^>\s?/, ''));
      decision.body.push(said);
      // The first name on a "Setting:" line the registry knows: `success_on_equal`, or "COT's `initiative_tie`".
      const setting = /Setting:(.*)$/.exec(line);
      const names = setting ? [...setting[1].matchAll(/`([a-z][a-z0-9_]*)`/g)].map((found) => found[1]) : [];
      if (names.length > 0 && decision.settingNames === null) decision.settingNames = names;
      if (said.length > 0) decision.details.push(said);
      continue;
    }
    decision = null;
    // "TV-COT-DICE-3-a: …", or with a note: "TV-HST-REACT-7-a (source example 1): …" → "Source example 1: …".
    const vector = /^TV-((?:COT|HST|BRG)-[A-Z]+-\d+)-[a-z]+\d*(?: \(([^)]*)\))?:\s*(.*)$/.exec(line);
    if (vector) {
      detail = null;
      const [, id, note, said = ''] = vector;
      const owner = entries.find((candidate) => candidate.id === id) ?? rule;
      const example = plain(note === undefined ? said : `${capital(note)}: ${said}`);
      owner?.examples.push(/^[a-z]+[ ,]/.test(example) ? capital(example) : example);
      owner?.body.push(line);
      continue;
    }
    if (!rule) continue;
    if (/^\|/.test(line)) {
      detail = null;
      tableRow += 1;
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => plain(cell));
      if (tableRow === 1) header = cells;
      if (tableRow === 1 || /^\|[\s|:-]+\|$/.test(line)) continue;
      rule.details.push(tableLine(header, cells));
      rule.tableRows.add(rule.details.length - 1);
      rule.body.push(line);
      continue;
    }
    tableRow = 0;
    if (line.trim() === '' || line.startsWith('---')) {
      detail = null;
      continue;
    }
    rule.body.push(line);
    const bullet = /^[-*] (.*)$/.exec(line); // a top-level point; indented lines continue it
    if (bullet) {
      detail = rule.details.length;
      rule.details.push(plain(bullet[1]));
    } else if (detail !== null) {
      rule.details[detail] = plain(`${rule.details[detail]} ${line.replace(/^\s*(?:[-*] )?/, '')}`);
    } else {
      detail = rule.details.length;
      rule.details.push(plain(line));
    }
  }
  return entries;
}

/** Settings registry keys by DECISION ID and by reference name, read from the section files. */
function settingKeys() {
  const byDecision = new Map();
  const byReference = new Map();
  const labels = new Map();
  const folder = path.join(root, 'core/cot/settings/sections');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    let key = null;
    for (const line of readFileSync(path.join(folder, file), 'utf8').split('\n')) {
      const opens = /^ {4}(\w+): \w+\(/.exec(line);
      if (opens) key = opens[1];
      const label = /^ {6}label: ['"](.*)['"],$/.exec(line);
      if (label && key && !labels.has(key)) labels.set(key, label[1]);
      const reference = /^\s+reference: '(\w+)'/.exec(line);
      if (reference && key && !byReference.has(reference[1])) byReference.set(reference[1], key);
      const decision = /^\s+decision: '([A-Z]+-[A-Z]+-\d+)'/.exec(line);
      if (decision && key && !byDecision.has(decision[1])) byDecision.set(decision[1], key);
    }
  }
  return { byDecision, byReference, labels };
}

/**
 * The table's own decisions that no rule book holds (docs/decisions.md, issues 19 and 21): the alarm track from
 * Masters of the Heist (MOTH-D-n) and the players' screen (PLY-D-n), in plain words; `setting` is the registry key
 * to use when no setting names the DECISION itself.
 */
const tableDecisions = [
  {
    id: 'MOTH-D-1',
    title: 'The alarm track is off unless the table or the Spot turns it on',
    summary:
      "The alarm track from Masters of the Heist is optional. A Spot's plan says on, off or the table's default; the GM can override it for one Heist when opening the scene.",
    details: ['A Spot without an alarm plan has nothing to play.'],
    setting: 'alarmTrackDefault',
  },
  {
    id: 'MOTH-D-2',
    title: 'How much noise each action makes',
    summary:
      'Noisy actions fill the alarm track: a failed Stealth roll 2, a move without Stealth 1, a loud bypass 3, a failed bypass 1, Getting the Drop 1, a Call for Help 2, guards turning Aware 1, walking into a camera’s zone 1.',
    details: [
      'Each amount is a table setting from 0 to 20.',
      'Each cause counts once per action; the GM can add any amount with a reason.',
      'Noise never goes down during a Heist; only undo takes it back.',
    ],
    setting: 'alarmNoiseStealthFailed', // the first of the noise settings, at the top of their group
  },
  {
    id: 'MOTH-D-3',
    title: 'Getting out once the alarm sounds',
    summary:
      'Once the alarm sounds, each move still needed to escape costs 1 Foresight from the crew member’s own sheet; a last-ditch die must then reach the moves left, or they are caught inside.',
    details: [
      'The moves needed are the fewest zone steps to the edge, one more for each standing guard in a zone left.',
      'Caught inside: the GM rules what follows.',
    ],
    setting: 'alarmEscapeForesight',
  },
  {
    id: 'MOTH-D-4',
    title: 'When the alarm track raises an alert and when the alarm sounds',
    summary:
      'A new plan raises an alert every 3 noise and sounds the alarm at 12. The GM sets both thresholds on the Spot.',
    details: [
      'Each threshold crossed raises exactly one alert; an alert plays the top card of the alarm deck.',
      'When the alarm sounds every guard turns Aware, every gate closes and the Heist becomes an Action stage.',
    ],
    setting: 'alarmAlertEvery',
  },
  {
    id: 'MOTH-D-5',
    title: 'A camera watches its zone like a guard who never turns Aware',
    summary:
      'A revealed camera gives its zone an Awareness of its own; walking into its zone makes noise on the alarm track.',
    details: ['The zone’s Awareness is the highest of its unaware guards and the camera.'],
    setting: null,
  },
  {
    id: 'MOTH-D-6',
    title: 'Reinforcements arrive Aware at the entrance',
    summary:
      'Guards who come with an alarm card arrive Aware in the first zone the edge opens onto, never outside the Spot.',
    details: ['A guard standing outside the Spot could be Dropped or fought with no zone to fight in.'],
    setting: null,
  },
  {
    id: 'PLY-D-1',
    title: "Which crew sheets the players' screen shows",
    summary:
      "The players' screen shows every crew sheet, or each crew member's seat shows only their own. The GM's notes never show.",
    details: [
      'A sheet shows name, presented identity, abilities, skills above 0, Loyalties, Foresight, Reputation, condition, weapons, armour and other gear.',
    ],
    setting: 'playerSheets',
  },
  {
    id: 'PLY-D-2',
    title: "How the players' screen names people",
    summary:
      'The crew by name; anyone else by the face they show. In fights, opponents show as "Opponent 1", by name, or not until they have acted, as the table chooses.',
    details: ['A person’s true identity never shows until the GM reveals it.'],
    setting: 'playerOpponents',
  },
  {
    id: 'PLY-D-3',
    title: "Cover shows as a band on the players' screen",
    summary:
      'Cover shows as none, low, medium or high against the default difficulty 9, or as its number if the table chooses.',
    details: ['None at 0, low 1 to 5, medium 6 to 11, high from 12.'],
    setting: 'playerCover',
  },
  {
    id: 'PLY-D-4',
    title: "The alarm track shows as a band on the players' screen",
    summary:
      'The alarm track shows as quiet, rising or close to sounding, or as its noise count if the table chooses.',
    details: [
      'The band is the noise against the step where the alarm sounds: quiet before any noise, then low, rising (under two thirds) and close to sounding; full once it has sounded.',
      'With the number shown instead, the screen reads "Noise 5 of 12".',
    ],
    setting: 'playerAlarm',
  },
  {
    id: 'PLY-D-5',
    title: "Which rolls the players' screen shows",
    summary:
      "Only a crew member's roll that is not secret, while the GM shows that crew member, made in the dice tray or in a scene the players can see.",
    details: [
      'Difficulty and odds show only for a dice-tray roll against a difficulty the GM named.',
      "An NPC's, a guard's or a model's roll is the GM's.",
    ],
    setting: null,
  },
];

function build() {
  const parsed = books.flatMap(({ file, game }) =>
    parseBook(readFileSync(path.join(values.rules, file), 'utf8'), game),
  );
  const byId = new Map();
  for (const found of parsed) if (!byId.has(found.id)) byId.set(found.id, found);
  // A DECISION that names the rules it affects belongs to each of them too.
  for (const found of byId.values()) {
    for (const affected of found.affects) {
      const target = byId.get(affected);
      if (target && !target.decisions.includes(found.id) && target.id !== found.id)
        target.decisions.push(found.id);
    }
  }
  const { byDecision, byReference, labels } = settingKeys();
  const settingOf = (id, names) =>
    byDecision.get(id) ??
    [names ?? []]
      .flat()
      .map((name) => byReference.get(name))
      .find(Boolean) ??
    null;
  const rules = [];
  for (const found of byId.values()) {
    const isDecision = /-D-\d+$/.test(found.id);
    let details = found.details.filter((detail) => detail.length > 0);
    // A rule whose whole body is a DECISION (the rule is what the DECISION chose) says it in the DECISION's words.
    const chosen = byId.get(found.decisions[0] ?? '');
    if (!isDecision && details.length === 0 && chosen) details = [`${chosen.title}.`];
    const lead = isDecision
      ? `${found.title}. ${capital(details.find((d) => d.startsWith('Why:'))?.replace(/^Why:\s*/, '') ?? '')}`
      : leadOf(found, details);
    const decisions = (isDecision ? [found.id] : found.decisions).map((id) => {
      const decision = byId.get(id);
      return { id, text: decision?.title ?? id, setting: settingOf(id, decision?.settingNames ?? null) };
    });
    // A rule the settings registry names as its own source (e.g. HEIST's base width, HST-MEAS-1) carries its setting.
    const own = byDecision.get(found.id);
    if (!isDecision && own !== undefined) {
      decisions.unshift({ id: found.id, text: labels.get(own) ?? found.title, setting: own });
    }
    const related = [...new Set(found.body.flatMap(mentioned))].filter(
      (id) => id !== found.id && byId.has(id) && !found.decisions.includes(id),
    );
    const summary = firstSentences(lead);
    rules.push({
      id: found.id,
      game: found.game,
      title: found.title,
      summary,
      // A point the summary already says is not listed again: the panel would say it twice.
      details: details.filter((detail) => detail !== summary),
      examples: found.examples,
      decisions,
      related,
    });
  }
  for (const own of tableDecisions) {
    rules.push({
      id: own.id,
      game: 'table',
      title: own.title,
      summary: own.summary,
      details: own.details,
      examples: [],
      decisions: [
        {
          id: own.id,
          text: own.title,
          setting: byDecision.has(own.id) ? settingOf(own.id, null) : own.setting,
        },
      ],
      related: [],
    });
  }
  return { format: 'heistbox-rules', version: 1, rules };
}

const reference = build();
writeFileSync(values.out, `${JSON.stringify(reference, null, 2)}\n`);
console.log(`${reference.rules.length} entries → ${path.relative(root, values.out)}`);
