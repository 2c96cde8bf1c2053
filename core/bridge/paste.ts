import {
  fightLimits,
  grenadeKinds,
  parseModel,
  printModel,
  rosterLimits,
  weaponTable,
} from '../skirmish/index.ts';
import type { GrenadeKind, ModelProfile, WeaponLoad, WeaponSlot } from '../skirmish/index.ts';
import type { FightNoise } from './fight-result.ts';

/**
 * A standalone HEIST fight pasted in the short format (BRG-D-31): the rosters, side by side, in HST-MODEL-2's short
 * format, then the fight's length, its noise and one line of results per model. Both ways: `parseFight` reads the
 * text (never throws; every problem names its line, the model and the field), `printFight` writes it back, and
 * `parseFight(printFight(fight))` gives the fight again.
 *
 * ```
 * Side: Rossi gang
 * Mr. E (2/3) Pistol w/1 reload
 * Side: Police
 * Officer A (3/5) Pistol w/1 reload
 * Rounds: 6
 * Noise: gunfire
 * Mr. E: wounded; Service pistol w/0 reloads, 1 counter
 * Officer A: killed in round 4
 * ```
 *
 * A model without a result line ends as it began: unhurt, on the table, its weapons and grenades untouched.
 */

/** A side of the pasted fight, in turn order. */
export interface PastedSide {
  /** Its id in the fight: `side-1`, `side-2`… in the order the text gives them. */
  readonly id: string;
  readonly name: string;
}

/** A firearm at the end (BRG-D-25). */
export interface PastedWeapon {
  readonly reloads: number;
  readonly counters: number;
  readonly jammed: boolean;
  readonly broken: boolean;
}

/** How a model ended, in game rounds (1-based) rather than turns. */
export interface PastedEnd {
  readonly wounded: boolean;
  readonly stunned: boolean;
  /** The round it was killed in; null: alive. */
  readonly killed: number | null;
  /** The exit it left by and the round; null: still on the table. */
  readonly left: { readonly exit: string; readonly round: number } | null;
  /** The round it came onto the table (0: from the start); null: it never arrived (BRG-D-35). */
  readonly arrived: number | null;
  readonly surrendered: boolean;
  /** The model holding it at the end (BRG-D-44), by name; null: free. */
  readonly heldBy: string | null;
  readonly weapons: { readonly [slot in WeaponSlot]: PastedWeapon | null };
  /** Grenades left, by kind. */
  readonly grenades: Readonly<Record<GrenadeKind, number>>;
}

export interface PastedModel {
  /** Its id in the fight: unique, from its name. */
  readonly id: string;
  readonly side: string;
  readonly profile: ModelProfile;
  readonly end: PastedEnd;
}

/** The pasted fight: sides in turn order, models in the order of their roster lines. */
export interface PastedFight {
  readonly sides: readonly PastedSide[];
  readonly models: readonly PastedModel[];
  /** Game rounds begun (BRG-D-45). */
  readonly rounds: number;
  readonly noise: FightNoise;
}

/** One problem of the pasted text: its line, the model it is about (if any) and the field. */
export interface PasteProblem {
  /** 1-based line number; 0 for the text as a whole (a line missing). */
  readonly line: number;
  readonly text: string;
  /** The model's name, or null for a line about no model (a side, the rounds). */
  readonly model: string | null;
  /** What is wrong: 'line', 'side', 'profile', 'rounds', 'noise', 'model', 'weapon', 'reloads', 'counters', 'grenades', 'round', 'exit', 'held'… */
  readonly field: string;
  readonly message: string;
}

/** The fight, or null while any problem stands, and where each model's lines are (for the form). */
export interface FightParse {
  readonly fight: PastedFight | null;
  readonly problems: readonly PasteProblem[];
  /** Each model's roster line and result line (null: none), by name. */
  readonly lines: Readonly<Record<string, { readonly roster: number; readonly result: number | null }>>;
  /** The models read so far (shown beside their lines even while other lines have problems). */
  readonly models: readonly PastedModel[];
}

const noiseWords: Readonly<Record<string, keyof FightNoise>> = {
  gunfire: 'fired',
  shots: 'fired',
  fired: 'fired',
  grenades: 'grenades',
  grenade: 'grenades',
  explosives: 'explosivesBypass',
  'explosives bypass': 'explosivesBypass',
  vehicle: 'vehicleExploded',
  'vehicle exploded': 'vehicleExploded',
  melee: 'melee',
  strike: 'melee',
};

/** The words `printFight` writes for each kind of noise. */
const noisePrinted: Readonly<Record<keyof FightNoise, string>> = {
  fired: 'gunfire',
  grenades: 'grenades',
  explosivesBypass: 'explosives bypass',
  vehicleExploded: 'vehicle exploded',
  melee: 'melee',
};

const grenadeWords: Readonly<Record<string, GrenadeKind>> = {
  frag: 'frag',
  frags: 'frag',
  flashbang: 'flashbang',
  flashbangs: 'flashbang',
  smoke: 'smoke',
  teargas: 'teargas',
  'tear gas': 'teargas',
};

const quietNoise: FightNoise = {
  fired: false,
  grenades: false,
  explosivesBypass: false,
  vehicleExploded: false,
  melee: false,
};

const slots = ['long', 'sidearm'] as const;

/** A model's id from its name: lower case, words joined by dashes; `model` when nothing is left. */
function idOf(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'model';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

function startEnd(profile: ModelProfile): PastedEnd {
  const weapon = (load: WeaponLoad | null): PastedWeapon | null =>
    load ? { reloads: load.reloads, counters: 0, jammed: false, broken: false } : null;
  return {
    wounded: false,
    stunned: false,
    killed: null,
    left: null,
    arrived: 0,
    surrendered: false,
    heldBy: null,
    weapons: { long: weapon(profile.long), sidearm: weapon(profile.sidearm) },
    grenades: Object.fromEntries(grenadeKinds.map((kind) => [kind, profile.grenades[kind] ?? 0])) as Record<
      GrenadeKind,
      number
    >,
  };
}

/** The weapon a result names, read through the roster's own names and aliases (HST-D-3). */
function weaponNamed(words: string): string | null {
  const read = parseModel(`x (3/5) ${words}`);
  if (Array.isArray(read)) return null;
  return read.long?.weapon ?? read.sidearm?.weapon ?? null;
}

const keyword = /^(side|rounds|noise)\s*:\s*(.*)$/i;
const weaponClause =
  /^(.+?)\s+(?:w\/\s*)?(\d+)\s+reloads?(?:\s*,?\s*(\d+)\s+counters?)?((?:\s*,?\s*(?:jammed|broken))*)$/i;
const grenadeClause = /^(\d+)\s+([a-z ]+?)(?:\s+grenades?)?\s+left$/i;
const roundClause = /^(killed|arrived)(?:\s+in\s+round\s+(\d+))?$/i;
const leftClause = /^left\s+by\s+(.+?)(?:\s+in\s+round\s+(\d+))?$/i;

interface Reading {
  readonly problems: PasteProblem[];
  readonly sides: PastedSide[];
  readonly models: { model: PastedModel; line: number }[];
  rounds: { value: number; line: number } | null;
  noise: { value: FightNoise; line: number } | null;
  readonly results: { name: string; clauses: string; line: number; text: string }[];
  /** The sides with a roster line, good or bad. */
  readonly manned: Set<string>;
  /** A rounds line was given, good or bad. */
  roundsGiven: boolean;
  /** Names of roster lines with problems: their result lines are not read. */
  readonly broken: Set<string>;
}

/** First pass: sides, roster lines, the rounds and noise lines; result lines kept for the second pass. */
function readLines(lines: readonly string[], reading: Reading): void {
  const taken = new Set<string>();
  const names = new Map<string, number>();
  let side: PastedSide | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    const problem = (field: string, message: string, model: string | null = null) =>
      reading.problems.push({ line, text: raw, model, field, message });
    if (text === '') return;
    if (raw.length > rosterLimits.lineMax) {
      problem('line', `A line has at most ${rosterLimits.lineMax} characters (got ${raw.length})`);
      return;
    }
    const key = keyword.exec(text);
    if (key) {
      const word = key[1]!.toLowerCase();
      const value = key[2]!.trim();
      if (word === 'side') {
        if (value === '' || value.length > fightLimits.sideNameMax) {
          problem('side', `A side needs a name of 1–${fightLimits.sideNameMax} characters`);
          return;
        }
        if (reading.sides.some((s) => s.name.toLowerCase() === value.toLowerCase())) {
          problem('side', `The side "${value}" is already named above`);
          return;
        }
        if (reading.sides.length >= fightLimits.sidesMax) {
          problem('side', `A fight has at most ${fightLimits.sidesMax} sides`);
          return;
        }
        side = { id: `side-${reading.sides.length + 1}`, name: value };
        reading.sides.push(side);
      } else if (word === 'rounds') {
        reading.roundsGiven = true;
        if (reading.rounds) {
          problem('rounds', `The rounds are already given on line ${reading.rounds.line}`);
          return;
        }
        const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
        if (!Number.isInteger(n) || n < 0 || n > fightLimits.roundMax) {
          problem(
            'rounds',
            `Rounds must be a whole number from 0 to ${fightLimits.roundMax} (got "${value}")`,
          );
          return;
        }
        reading.rounds = { value: n, line };
      } else {
        readNoise(value, line, reading, problem);
      }
      return;
    }
    const colon = text.indexOf(':');
    if (colon > 0 && !/\(\s*\d+\s*\/\s*\d+\s*\)/.test(text.slice(0, colon))) {
      reading.results.push({
        name: text.slice(0, colon).trim(),
        clauses: text.slice(colon + 1).trim(),
        line,
        text: raw,
      });
      return;
    }
    const read = parseModel(text);
    if (side) reading.manned.add(side.id);
    if (Array.isArray(read)) {
      const name = /^(.*?)\s*\(/.exec(text)?.[1]?.trim() || null;
      if (name) reading.broken.add(name.toLowerCase());
      for (const p of read) problem('profile', p.message, name);
      return;
    }
    if (!side) {
      reading.broken.add(read.name.toLowerCase());
      problem('side', `${read.name} comes before any "Side: <name>" line`, read.name);
      return;
    }
    const first = names.get(read.name.toLowerCase());
    if (first !== undefined) {
      problem('model', `The name "${read.name}" is already used on line ${first}`, read.name);
      return;
    }
    if (reading.models.length >= fightLimits.modelsMax) {
      problem('model', `A fight has at most ${fightLimits.modelsMax} models`, read.name);
      return;
    }
    names.set(read.name.toLowerCase(), line);
    const id = idOf(read.name, taken);
    taken.add(id);
    reading.models.push({ model: { id, side: side.id, profile: read, end: startEnd(read) }, line });
  });
}

function readNoise(
  value: string,
  line: number,
  reading: Reading,
  problem: (field: string, message: string) => void,
): void {
  if (reading.noise) {
    problem('noise', `The noise is already given on line ${reading.noise.line}`);
    return;
  }
  const noise: Record<keyof FightNoise, boolean> = { ...quietNoise };
  const words = value
    .toLowerCase()
    .split(/,|\band\b/)
    .map((word) => word.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  for (const word of words) {
    if (word === 'none' || word === 'quiet') continue;
    const kind = Object.hasOwn(noiseWords, word) ? noiseWords[word] : undefined;
    if (!kind) {
      problem(
        'noise',
        `"${word}" is not a noise (gunfire, grenades, explosives bypass, vehicle exploded, melee, none)`,
      );
      return;
    }
    noise[kind] = true;
  }
  reading.noise = { value: noise, line };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Second pass: one result line, read into its model's end. */
function readResult(
  result: Reading['results'][number],
  model: PastedModel,
  rounds: number,
  known: ReadonlyMap<string, PastedModel>,
  problems: PasteProblem[],
): PastedModel {
  const name = model.profile.name;
  const problem = (field: string, message: string) =>
    problems.push({ line: result.line, text: result.text, model: name, field, message });
  const end: Mutable<PastedEnd> = { ...startEnd(model.profile) };
  const weapons: { -readonly [slot in WeaponSlot]: PastedWeapon | null } = { ...end.weapons };
  const grenades: Record<GrenadeKind, number> = { ...end.grenades };
  const round = (text: string | undefined, what: string): number | null => {
    if (text === undefined) return rounds;
    const n = Number(text);
    if (n < 1 || n > rounds) {
      problem('round', `${name} ${what} in round ${text}, but the fight lasted ${rounds} rounds`);
      return null;
    }
    return n;
  };
  const clauses = result.clauses
    .split(';')
    .map((clause) => clause.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  for (const clause of clauses) {
    const lower = clause.toLowerCase();
    const states = lower.split(/,|\band\b/).map((word) => word.trim());
    if (states.every((word) => ['unhurt', 'stunned', 'wounded', 'surrendered'].includes(word))) {
      for (const word of states) {
        if (word === 'stunned') end.stunned = true;
        if (word === 'wounded') end.wounded = true;
        if (word === 'surrendered') end.surrendered = true;
      }
      continue;
    }
    if (lower === 'never arrived') {
      end.arrived = null;
      continue;
    }
    const timed = roundClause.exec(lower);
    if (timed) {
      const at = round(timed[2], timed[1]!);
      if (at === null) continue;
      if (timed[1] === 'killed') end.killed = at;
      else end.arrived = timed[2] === undefined ? 0 : at;
      continue;
    }
    const left = leftClause.exec(clause);
    if (left) {
      const at = round(left[2], 'left');
      if (at !== null) end.left = { exit: left[1]!.trim(), round: at };
      continue;
    }
    const held = /^held by (.+)$/i.exec(clause);
    if (held) {
      const by = known.get(held[1]!.trim().toLowerCase());
      if (!by) problem('held', `${name} is held by "${held[1]}", who is no model of the fight`);
      else if (by.side === model.side)
        problem('held', `${name} is held by ${by.profile.name}, of its own side (BRG-D-44)`);
      else end.heldBy = by.profile.name;
      continue;
    }
    const grenade = grenadeClause.exec(lower);
    if (grenade) {
      const kind = grenadeWords[grenade[2]!.trim()];
      if (!kind) {
        problem('grenades', `"${grenade[2]}" is not a kind of grenade (frag, flashbang, smoke, teargas)`);
        continue;
      }
      const count = Number(grenade[1]);
      const had = model.profile.grenades[kind] ?? 0;
      if (count > had) {
        problem('grenades', `${name} has ${count} ${kind} grenades left, but started with ${had}`);
        continue;
      }
      grenades[kind] = count;
      continue;
    }
    const weapon = weaponClause.exec(clause);
    if (weapon) {
      readWeapon(weapon, model, weapons, problem);
      continue;
    }
    problem('result', `"${clause}" is not a result the format knows`);
  }
  if (end.killed !== null && end.left !== null)
    problem('result', `${name} cannot be both killed and gone through an exit`);
  if (end.arrived === null && (end.killed !== null || end.left !== null || end.wounded))
    problem('result', `${name} never arrived, so nothing can have happened to it on the table`);
  if (end.arrived !== null && end.arrived > 0) {
    const after = end.killed ?? end.left?.round ?? rounds;
    if (after < end.arrived) problem('round', `${name} cannot leave the fight before it arrived`);
  }
  return { ...model, end: { ...end, weapons, grenades } };
}

function readWeapon(
  match: RegExpExecArray,
  model: PastedModel,
  weapons: { -readonly [slot in WeaponSlot]: PastedWeapon | null },
  problem: (field: string, message: string) => void,
): void {
  const name = model.profile.name;
  const weapon = weaponNamed(match[1]!);
  if (weapon === null) {
    problem('weapon', `"${match[1]}" is not a weapon of the HEIST weapons table`);
    return;
  }
  const slot = slots.find((s) => model.profile[s]?.weapon === weapon);
  if (!slot) {
    problem('weapon', `${name} carries no ${weapon}`);
    return;
  }
  const load = model.profile[slot]!;
  const reloads = Number(match[2]);
  const counters = match[3] === undefined ? 0 : Number(match[3]);
  const capacity = weaponTable[load.weapon].capacity;
  if (reloads > load.reloads) {
    problem('reloads', `${name}'s ${weapon}: ${reloads} reloads left, but it started with ${load.reloads}`);
    return;
  }
  if (counters > capacity) {
    problem('counters', `${name}'s ${weapon}: ${counters} counters, but it holds ${capacity} (BRG-D-25)`);
    return;
  }
  const flags = (match[4] ?? '').toLowerCase();
  weapons[slot] = { reloads, counters, jammed: flags.includes('jammed'), broken: flags.includes('broken') };
}

/**
 * BRG-D-31: reads a pasted fight. Never throws. Every bad line is a problem naming its line, the model and the
 * field: a malformed line, a weapon the table does not know or the model does not carry, a number out of range,
 * a model named twice, a result for no model, a model before any side; a text without its rounds line, with no
 * model, or with fewer than two sides is a problem too.
 */
export function parseFight(text: string): FightParse {
  if (text.length > rosterLimits.textMax) {
    const message = `A pasted fight has at most ${rosterLimits.textMax} characters (got ${text.length})`;
    return {
      fight: null,
      problems: [{ line: 0, text: '', model: null, field: 'text', message }],
      lines: {},
      models: [],
    };
  }
  const lines = text.split(/\r?\n/);
  if (lines.length > rosterLimits.linesMax) {
    const message = `A pasted fight has at most ${rosterLimits.linesMax} lines (got ${lines.length})`;
    return {
      fight: null,
      problems: [{ line: rosterLimits.linesMax + 1, text: '', model: null, field: 'text', message }],
      lines: {},
      models: [],
    };
  }
  const reading: Reading = {
    problems: [],
    sides: [],
    models: [],
    rounds: null,
    noise: null,
    results: [],
    broken: new Set(),
    roundsGiven: false,
    manned: new Set(),
  };
  readLines(lines, reading);
  const rounds = reading.rounds?.value ?? fightLimits.roundMax;
  const byName = new Map(reading.models.map(({ model }) => [model.profile.name.toLowerCase(), model]));
  const ended = new Map<string, PastedModel>();
  const resultLines = new Map<string, number>();
  for (const result of reading.results) {
    const model = byName.get(result.name.toLowerCase());
    if (!model && reading.broken.has(result.name.toLowerCase())) continue;
    if (!model) {
      reading.problems.push({
        line: result.line,
        text: result.text,
        model: result.name,
        field: 'model',
        message: `"${result.name}" is no model of the rosters above`,
      });
      continue;
    }
    const first = resultLines.get(model.id);
    if (first !== undefined) {
      reading.problems.push({
        line: result.line,
        text: result.text,
        model: model.profile.name,
        field: 'result',
        message: `${model.profile.name}'s result is already given on line ${first}`,
      });
      continue;
    }
    resultLines.set(model.id, result.line);
    ended.set(model.id, readResult(result, model, rounds, byName, reading.problems));
  }
  const models = reading.models.map(({ model }) => ended.get(model.id) ?? model);
  const whole = (field: string, message: string) =>
    reading.problems.push({ line: 0, text: '', model: null, field, message });
  if (!reading.roundsGiven)
    whole('rounds', 'The fight needs a "Rounds: <n>" line: the game rounds it lasted');
  if (models.length === 0) whole('model', 'The fight has no model: paste its rosters in the short format');
  else if (reading.manned.size < fightLimits.sidesMin)
    whole('side', `A fight has at least ${fightLimits.sidesMin} sides with models ("Side: <name>" lines)`);
  const problems = [...reading.problems].sort((a, b) => a.line - b.line);
  const where = Object.fromEntries(
    reading.models.map(({ model, line }) => [
      model.profile.name,
      { roster: line, result: resultLines.get(model.id) ?? null },
    ]),
  );
  if (problems.length > 0) return { fight: null, problems, lines: where, models };
  const noise = inferredNoise(reading.noise?.value ?? quietNoise, models);
  return { fight: { sides: reading.sides, models, rounds, noise }, problems: [], lines: where, models };
}

/** A firearm that spent ammunition was fired; a Frag grenade or flashbang thrown went off (BRG-D-28). */
function inferredNoise(noise: FightNoise, models: readonly PastedModel[]): FightNoise {
  const fired = models.some((model) =>
    slots.some((slot) => {
      const load = model.profile[slot];
      const end = model.end.weapons[slot];
      return load && end && (end.counters > 0 || end.reloads < load.reloads);
    }),
  );
  const thrown = models.some((model) =>
    (['frag', 'flashbang'] as const).some(
      (kind) => model.end.grenades[kind] < (model.profile.grenades[kind] ?? 0),
    ),
  );
  return { ...noise, fired: noise.fired || fired, grenades: noise.grenades || thrown };
}

function printWeapon(profile: ModelProfile, slot: WeaponSlot, end: PastedWeapon | null): string | null {
  const load = profile[slot];
  if (!load || !end) return null;
  const flags = [end.jammed ? 'jammed' : null, end.broken ? 'broken' : null].filter(Boolean);
  return `${load.weapon} w/${end.reloads} ${end.reloads === 1 ? 'reload' : 'reloads'}, ${end.counters} ${end.counters === 1 ? 'counter' : 'counters'}${flags.map((f) => `, ${f}`).join('')}`;
}

function printEnd(model: PastedModel): string {
  const { end, profile } = model;
  const states = [
    end.wounded ? 'wounded' : null,
    end.stunned ? 'stunned' : null,
    end.surrendered ? 'surrendered' : null,
  ];
  const clauses = [
    states.some(Boolean) ? states.filter(Boolean).join(', ') : 'unhurt',
    end.arrived === null ? 'never arrived' : end.arrived > 0 ? `arrived in round ${end.arrived}` : null,
    end.killed === null ? null : `killed in round ${end.killed}`,
    end.left ? `left by ${end.left.exit} in round ${end.left.round}` : null,
    end.heldBy ? `held by ${end.heldBy}` : null,
    ...slots.map((slot) => printWeapon(profile, slot, end.weapons[slot])),
    ...grenadeKinds
      .filter((kind) => (profile.grenades[kind] ?? 0) > 0)
      .map((kind) => `${end.grenades[kind]} ${kind} left`),
  ];
  return `${profile.name}: ${clauses.filter(Boolean).join('; ')}`;
}

/** The fight in the pasted format: every side with its roster, the rounds, the noise, every model's result. */
export function printFight(fight: PastedFight): string {
  const rosters = fight.sides.flatMap((side) => [
    `Side: ${side.name}`,
    ...fight.models.filter((model) => model.side === side.id).map((model) => printModel(model.profile)),
  ]);
  const noise = (Object.keys(noisePrinted) as (keyof FightNoise)[])
    .filter((kind) => fight.noise[kind])
    .map((kind) => noisePrinted[kind]);
  return [
    ...rosters,
    `Rounds: ${fight.rounds}`,
    `Noise: ${noise.length > 0 ? noise.join(', ') : 'none'}`,
    ...fight.models.map(printEnd),
  ].join('\n');
}
