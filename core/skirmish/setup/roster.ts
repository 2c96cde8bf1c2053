import { grenadeKinds, modelProfile, primarySlot, profileProblems } from './profile.ts';
import type { GrenadeKind, MeleeProfile, ModelProfile } from './profile.ts';
import {
  gearPhrases,
  grenadePhrase,
  isRuleLine,
  shortLine,
  tableCells,
  weaponPhrase,
} from './roster-tokens.ts';
import { isWeaponName, weaponNames, weaponTable } from './weapons.ts';
import type { WeaponLoad, WeaponName } from './weapons.ts';

/**
 * The short format `Mr. A (3/5) SMG w/2 reloads` and the tabular format (Name | Actions | Skill | Equipment)
 * of HST-MODEL-2, both ways. Parsing never throws: every bad line becomes a problem naming its line number. The
 * formats are read by the linear scanners of roster-tokens.ts, and a roster has a size limit (`rosterLimits`).
 */

/** One bad line of a pasted roster. */
export interface RosterProblem {
  /** 1-based line number in the pasted text. */
  readonly line: number;
  readonly text: string;
  readonly message: string;
}

export interface RosterParse {
  /** The models of every good line, in order. */
  readonly models: readonly ModelProfile[];
  readonly problems: readonly RosterProblem[];
}

/**
 * How much a pasted roster may hold (issue 16: a paste must not freeze the app). Far above any real roster: a
 * side has at most `fightLimits.modelsMax` models, and the longest line `printModel` writes (a 60-character
 * name, both weapons with both flags and 20 reloads, 9 of each grenade, every item) has 314 characters.
 */
export const rosterLimits = {
  /** Characters in the whole text (64 KiB); the form's text areas take no more. */
  textMax: 65_536,
  /** Lines, blank ones included. */
  linesMax: 200,
  /** Characters in one line. */
  lineMax: 500,
} as const;

export interface RosterOptions {
  /** HST-D-4 `revolver_speedloaders_default`. Default true. */
  readonly revolverSpeedloadersDefault?: boolean;
}

/** HST-D-3: the names the source uses in its examples for rows of the weapons table. */
const weaponAliases: Readonly<Record<string, WeaponName>> = {
  smg: 'Submachine gun',
  pistol: 'Service pistol',
  revolver: 'Service revolver',
  ar: 'Assault rifle',
  rifle: 'Assault rifle',
  shotgun: 'Combat shotgun',
  mg: 'Machinegun, belt-fed',
  machinegun: 'Machinegun, belt-fed',
};

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/machine gun/g, 'machinegun')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const weaponByKey = new Map<string, WeaponName>([
  ...weaponNames.map((name) => [normalise(name), name] as const),
  ...Object.entries(weaponAliases),
]);

interface Gear {
  long: WeaponLoad | null;
  sidearm: WeaponLoad | null;
  reloadsGiven: { long: boolean; sidearm: boolean };
  grenades: Partial<Record<GrenadeKind, number>>;
  armor: boolean;
  gasMask: boolean;
  weaponLight: boolean;
  nightVision: boolean;
  speedloaders: boolean | null;
  melee: MeleeProfile | null;
}

function addWeapon(gear: Gear, phrase: string): string | null {
  const match = weaponPhrase(phrase);
  const key = normalise(match?.name ?? phrase);
  const weapon = weaponByKey.get(key) ?? (isWeaponName(phrase) ? phrase : undefined);
  if (!match || !weapon) return `"${phrase}" is not gear the roster knows`;
  const flags = (match.flags ?? '')
    .toLowerCase()
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
  const unknown = flags.find(
    (flag) => !['stockless', 'non-lethal', 'nonlethal', 'less-lethal'].includes(flag),
  );
  if (unknown) return `"${unknown}" is not a weapon flag (stockless, non-lethal)`;
  const slot = weaponTable[weapon].kind;
  if (gear[slot]) {
    return slot === 'long'
      ? 'A model carries at most one long weapon'
      : 'A model carries at most one sidearm'; // HST-WPN-2
  }
  const reloads = match.reloads;
  gear.reloadsGiven[slot] = reloads !== undefined;
  gear[slot] = {
    weapon,
    reloads: reloads === undefined ? 0 : Number(reloads),
    ...(flags.includes('stockless') ? { stockless: true } : {}),
    ...(flags.some((flag) => flag !== 'stockless') ? { nonLethal: true } : {}),
  };
  return null;
}

/** The words of the gear that is not a weapon nor a grenade (`lower`: lower case, single spaces). */
const gearWords: readonly (readonly [ReadonlySet<string>, (gear: Gear) => void])[] = [
  [
    new Set(['body armor', 'body armour', 'armor', 'armour', 'vest', 'kevlar']),
    (gear) => (gear.armor = true),
  ],
  [new Set(['gas mask', 'gasmask']), (gear) => (gear.gasMask = true)],
  [new Set(['weapon light', 'weaponlight', 'light', 'flashlight']), (gear) => (gear.weaponLight = true)],
  [
    new Set([
      ...['night vision', 'night-vision'].flatMap((v) =>
        ['', ' goggles', ' sight', ' sights'].map((s) => v + s),
      ),
      'nvg',
      'nvgs',
    ]),
    (gear) => (gear.nightVision = true),
  ],
  [new Set(['speedloader', 'speedloaders']), (gear) => (gear.speedloaders = true)],
  [new Set(['no speedloader', 'no speedloaders']), (gear) => (gear.speedloaders = false)],
];

const meleeFlags: Readonly<Record<string, Partial<MeleeProfile>>> = {
  lethal: { lethal: true },
  'non-lethal': { lethal: false },
  nonlethal: { lethal: false },
  '3d8': { dice: 8 },
  d8: { dice: 8 },
  '3d10': { dice: 10 },
  d10: { dice: 10 },
};

/**
 * `melee Knife (3d10)`, `melee Sap (non-lethal)`: the weapon the bridge's Strike uses (BRG-D-11), lethal and 3d8
 * unless its flags say otherwise.
 */
function addMelee(gear: Gear, rest: string): string | null {
  if (gear.melee) return 'A model strikes with one melee weapon';
  const match = weaponPhrase(rest);
  if (!match || match.reloads !== undefined) return `"melee ${rest}" is not a melee weapon the roster knows`;
  let melee: MeleeProfile = { weapon: match.name.trim(), lethal: true, dice: 8 };
  for (const flag of (match.flags ?? '').split(',').map((f) => f.trim().toLowerCase())) {
    if (flag === '') continue;
    const known = Object.hasOwn(meleeFlags, flag) ? meleeFlags[flag] : undefined;
    if (!known) return `"${flag}" is not a melee flag (lethal, non-lethal, 3d8, 3d10)`;
    melee = { ...melee, ...known };
  }
  gear.melee = melee;
  return null;
}

/** Reads one gear phrase into `gear`; returns a problem or null. */
function addGear(gear: Gear, phrase: string): string | null {
  const lower = phrase.toLowerCase().replace(/\s+/g, ' ');
  if (lower.startsWith('melee ')) return addMelee(gear, phrase.slice(phrase.search(/\s/)).trim());
  const word = gearWords.find(([words]) => words.has(lower));
  if (word) {
    word[1](gear);
    return null;
  }
  const grenade = grenadePhrase(lower);
  if (!grenade) return addWeapon(gear, phrase);
  const count = Number(grenade.before ?? grenade.after ?? 1);
  gear.grenades[grenade.kind] = (gear.grenades[grenade.kind] ?? 0) + count;
  return null;
}

/** Builds the profile of one line's fields, or the problems it has. */
function buildProfile(
  name: string,
  actions: number,
  skill: number,
  gearText: string,
  options: RosterOptions,
): ModelProfile | string[] {
  const gear: Gear = {
    long: null,
    sidearm: null,
    reloadsGiven: { long: false, sidearm: false },
    grenades: {},
    armor: false,
    gasMask: false,
    weaponLight: false,
    nightVision: false,
    speedloaders: null,
    melee: null,
  };
  const gearProblems = gearPhrases(gearText)
    .map((phrase) => addGear(gear, phrase))
    .filter((p) => p !== null);
  if (gearProblems.length > 0) return gearProblems;
  const primary = primarySlot(gear);
  for (const slot of ['long', 'sidearm'] as const) {
    const load = gear[slot];
    if (load && !gear.reloadsGiven[slot]) gear[slot] = { ...load, reloads: slot === primary ? 2 : 1 }; // HST-MODEL-3
  }
  const profile = modelProfile(name.trim(), actions, skill, {
    long: gear.long,
    sidearm: gear.sidearm,
    grenades: gear.grenades,
    armor: gear.armor,
    gasMask: gear.gasMask,
    weaponLight: gear.weaponLight,
    nightVision: gear.nightVision,
    speedloaders: gear.speedloaders ?? options.revolverSpeedloadersDefault ?? true, // HST-D-4
    ...(gear.melee ? { melee: gear.melee } : {}),
  });
  const problems = profileProblems(profile);
  return problems.length > 0 ? problems : profile;
}

const wholeNumber = (text: string): number => (/^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN);

/** Parses one line: a profile, the problems, or null for a line to skip (blank, a header, a rule). */
function parseLine(line: string, options: RosterOptions): ModelProfile | string[] | null {
  if (line.length > rosterLimits.lineMax)
    return [`A line has at most ${rosterLimits.lineMax} characters (got ${line.length})`];
  const trimmed = line.trim();
  if (trimmed === '' || isRuleLine(trimmed)) return null;
  const short = shortLine(trimmed);
  if (short) return buildProfile(short.name, Number(short.actions), Number(short.skill), short.gear, options);
  const cells = tableCells(line);
  if (cells.length >= 2 && cells[0]!.toLowerCase() === 'name' && cells[1]!.toLowerCase() === 'actions') {
    return null;
  }
  if (cells.length < 3 || cells.length > 4) {
    return ['Expected "Name (Actions/Skill) gear" or the columns Name, Actions, Skill, Equipment'];
  }
  const [name, actions, skill, gear = ''] = cells as [string, string, string, string?];
  const a = wholeNumber(actions);
  const s = wholeNumber(skill);
  if (Number.isNaN(a)) return [`Actions must be a whole number (got "${actions}")`];
  if (Number.isNaN(s)) return [`Skill must be a whole number (got "${skill}")`];
  return buildProfile(name, a, s, gear, options);
}

/** The line (as `split(/\r?\n/)` cuts it) that holds the character at `index`, and its number. */
function lineAt(text: string, index: number): { line: number; text: string } {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const next = text.indexOf('\n', index);
  const end = next < 0 ? text.length : text[next - 1] === '\r' ? next - 1 : next;
  return { line, text: text.slice(start, Math.max(start, end)) };
}

/**
 * Reads a pasted roster: short-format lines (HST-MODEL-2) and/or table rows (tab, "|" or two spaces between
 * the columns Name, Actions, Skill, Equipment; a header row and blank lines are skipped). Never throws, and takes
 * time in proportion to the text: a text over `rosterLimits` is refused whole (one problem, on the line where it
 * goes over), a line over `lineMax` is a bad line.
 */
export function parseRoster(text: string, options: RosterOptions = {}): RosterParse {
  if (text.length > rosterLimits.textMax) {
    const where = lineAt(text, rosterLimits.textMax);
    const message = `A roster has at most ${rosterLimits.textMax} characters (got ${text.length})`;
    return { models: [], problems: [{ ...where, message }] };
  }
  const lines = text.split(/\r?\n/);
  if (lines.length > rosterLimits.linesMax) {
    const line = rosterLimits.linesMax + 1;
    const message = `A roster has at most ${rosterLimits.linesMax} lines (got ${lines.length})`;
    return { models: [], problems: [{ line, text: lines[line - 1]!, message }] };
  }
  const models: ModelProfile[] = [];
  const problems: RosterProblem[] = [];
  const seen = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const result = parseLine(raw, options);
    if (result === null) return;
    if (Array.isArray(result)) {
      for (const message of result) problems.push({ line, text: raw, message });
      return;
    }
    const key = result.name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        line,
        text: raw,
        message: `The name "${result.name}" is already used on line ${first}`,
      });
      return;
    }
    seen.set(key, line);
    models.push(result);
  });
  return { models, problems };
}

/** One model in the short format, e.g. `Mr. A (3/5) Submachine gun w/2 reloads`. */
export function parseModel(text: string, options: RosterOptions = {}): ModelProfile | RosterProblem[] {
  const { models, problems } = parseRoster(text.replace(/\r?\n/g, ' '), options);
  if (problems.length > 0) return [...problems];
  return models[0] ?? [{ line: 1, text, message: 'No model on this line' }];
}

function printWeapon(load: WeaponLoad): string {
  const flags = [load.stockless ? 'stockless' : null, load.nonLethal ? 'non-lethal' : null].filter(Boolean);
  const flagText = flags.length > 0 ? ` (${flags.join(', ')})` : '';
  return `${load.weapon}${flagText} w/${load.reloads} ${load.reloads === 1 ? 'reload' : 'reloads'}`;
}

const grenadeLabels: Readonly<Record<GrenadeKind, readonly [string, string]>> = {
  frag: ['frag grenade', 'frag grenades'],
  flashbang: ['flashbang', 'flashbangs'],
  smoke: ['smoke grenade', 'smoke grenades'],
  teargas: ['teargas grenade', 'teargas grenades'],
};

/** `melee Knife (3d10)`: the flags that differ from lethal and 3d8 (BRG-D-11). */
function meleePhrase(melee: MeleeProfile): string {
  const flags = [melee.lethal ? null : 'non-lethal', melee.dice === 10 ? '3d10' : null].filter(Boolean);
  return `melee ${melee.weapon}${flags.length > 0 ? ` (${flags.join(', ')})` : ''}`;
}

/** The gear list of a profile, as the short format writes it. */
export function printGear(profile: ModelProfile, options: RosterOptions = {}): string {
  const items: string[] = [];
  if (profile.long) items.push(printWeapon(profile.long));
  if (profile.sidearm) items.push(printWeapon(profile.sidearm));
  for (const kind of grenadeKinds) {
    const count = profile.grenades[kind] ?? 0;
    if (count > 0) items.push(`${count} ${grenadeLabels[kind][count === 1 ? 0 : 1]}`);
  }
  if (profile.armor) items.push('body armor');
  if (profile.gasMask) items.push('gas mask');
  if (profile.weaponLight) items.push('weapon light');
  if (profile.nightVision) items.push('night vision');
  if (profile.speedloaders !== (options.revolverSpeedloadersDefault ?? true)) {
    items.push(profile.speedloaders ? 'speedloaders' : 'no speedloaders');
  }
  if (profile.melee) items.push(meleePhrase(profile.melee));
  return items.join(', ');
}

/** HST-MODEL-2 short format: `Name (Actions/Skill) gear`. */
export function printModel(profile: ModelProfile, options: RosterOptions = {}): string {
  const gear = printGear(profile, options);
  return `${profile.name} (${profile.actions}/${profile.skill})${gear === '' ? '' : ` ${gear}`}`;
}

/** A roster in the short format (one model per line) or as a tab-separated table with a header row. */
export function printRoster(
  profiles: readonly ModelProfile[],
  format: 'short' | 'table' = 'short',
  options: RosterOptions = {},
): string {
  if (format === 'short') return profiles.map((p) => printModel(p, options)).join('\n');
  const rows = profiles.map((p) => [p.name, p.actions, p.skill, printGear(p, options)].join('\t'));
  return ['Name\tActions\tSkill\tEquipment', ...rows].join('\n');
}
