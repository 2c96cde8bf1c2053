/**
 * The roster parser as it was before issue 16 (as it stood at commit f1a13b4), kept word for word as the oracle of
 * tests/unit/core/skirmish/roster-scanner.test.ts: the linear scanner must accept the same lines and give the same
 * models and the same problems. Its regular expressions backtrack (quadratic on long lines): feed it short
 * lines only. Its patterns and helpers are exported (the only change) so that each scanner can be checked
 * against the expression it replaces.
 */
import {
  isWeaponName,
  modelProfile,
  primarySlot,
  profileProblems,
  weaponNames,
  weaponTable,
} from '../../../../../core/skirmish/index.ts';
import type {
  GrenadeKind,
  ModelProfile,
  WeaponLoad,
  WeaponName,
} from '../../../../../core/skirmish/index.ts';

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

export const grenadeWords: Readonly<Record<string, GrenadeKind>> = {
  frag: 'frag',
  fragmentation: 'frag',
  flashbang: 'flashbang',
  'flash-bang': 'flashbang',
  stun: 'flashbang',
  smoke: 'smoke',
  teargas: 'teargas',
  'tear gas': 'teargas',
  'tear-gas': 'teargas',
  gas: 'teargas',
};

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
}

export const flagPattern =
  /^(?<name>.+?)(?:\s*\((?<flags>[^)]*)\))?(?:\s+(?:w\/|with\s+)\s*(?<n>\d+)\s+reloads?)?$/i;
export const grenadePattern =
  /^(?:(?<n>\d+)\s*x?\s+)?(?<kind>frag(?:mentation)?|flash-?bang|stun|smoke|tear[ -]?gas|gas)(?:\s+grenades?|s)?(?:\s*x\s*(?<m>\d+))?$/i;

/** Splits a gear list at commas, semicolons and " and ", but not inside "Machinegun, belt-fed". */
export function gearItems(text: string): string[] {
  const joined = text
    .replace(/(machine ?gun|mg)\s*,\s*(belt|drum)-fed/gi, '$1 $2-fed')
    .replace(/\([^)]*\)/g, (flags) => flags.replace(/,/g, '¦'));
  return joined
    .split(/\s*(?:,|;|\band\b|&)\s*/i)
    .map((item) => item.replace(/¦/g, ',').trim())
    .filter((item) => item !== '');
}

function addWeapon(gear: Gear, phrase: string): string | null {
  const match = flagPattern.exec(phrase);
  const key = normalise(match?.groups?.['name'] ?? phrase);
  const weapon = weaponByKey.get(key) ?? (isWeaponName(phrase) ? phrase : undefined);
  if (!match || !weapon) return `"${phrase}" is not gear the roster knows`;
  const flags = (match.groups?.['flags'] ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
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
  const reloads = match.groups?.['n'];
  gear.reloadsGiven[slot] = reloads !== undefined;
  gear[slot] = {
    weapon,
    reloads: reloads === undefined ? 0 : Number(reloads),
    ...(flags.includes('stockless') ? { stockless: true } : {}),
    ...(flags.some((flag) => flag !== 'stockless') ? { nonLethal: true } : {}),
  };
  return null;
}

/** Reads one gear phrase into `gear`; returns a problem or null. */
function addGear(gear: Gear, phrase: string): string | null {
  const lower = phrase.toLowerCase().replace(/\s+/g, ' ');
  if (/^(body armou?r|armou?r|vest|kevlar)$/.test(lower)) gear.armor = true;
  else if (/^gas ?mask$/.test(lower)) gear.gasMask = true;
  else if (/^(weapon ?light|light|flashlight)$/.test(lower)) gear.weaponLight = true;
  else if (/^(night[ -]vision( goggles| sights?)?|nvgs?)$/.test(lower)) gear.nightVision = true;
  else if (/^speedloaders?$/.test(lower)) gear.speedloaders = true;
  else if (/^no speedloaders?$/.test(lower)) gear.speedloaders = false;
  else {
    const grenade = grenadePattern.exec(lower);
    if (!grenade) return addWeapon(gear, phrase);
    const kind = grenadeWords[grenade.groups!['kind']!.replace('fragmentation', 'frag')]!;
    const count = Number(grenade.groups?.['n'] ?? grenade.groups?.['m'] ?? 1);
    gear.grenades[kind] = (gear.grenades[kind] ?? 0) + count;
  }
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
  };
  const gearProblems = gearItems(gearText)
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
  });
  const problems = profileProblems(profile);
  return problems.length > 0 ? problems : profile;
}

export const shortPattern =
  /^(?<name>[^()]+?)\s*\(\s*(?<a>[+-]?\d+)\s*\/\s*(?<s>[+-]?\d+)\s*\)\s*(?<gear>.*)$/;

export function cellsOf(line: string): string[] {
  const cells = line.split(/\t|\s*\|\s*|\s{2,}/).map((cell) => cell.trim());
  if (line.trim().startsWith('|')) cells.shift();
  if (line.trim().endsWith('|')) cells.pop();
  return cells;
}

const wholeNumber = (text: string): number => (/^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN);

/** Parses one line: a profile, the problems, or null for a line to skip (blank, a header, a rule). */
function parseLine(line: string, options: RosterOptions): ModelProfile | string[] | null {
  const trimmed = line.trim();
  if (trimmed === '' || /^\|?\s*:?-{2,}/.test(trimmed)) return null;
  const short = shortPattern.exec(trimmed);
  if (short?.groups) {
    const { name, a, s, gear } = short.groups as Record<'name' | 'a' | 's' | 'gear', string>;
    return buildProfile(name, Number(a), Number(s), gear, options);
  }
  const cells = cellsOf(line);
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

/**
 * Reads a pasted roster: short-format lines (HST-MODEL-2) and/or table rows (tab, "|" or two spaces between
 * the columns Name, Actions, Skill, Equipment; a header row and blank lines are skipped). Never throws.
 */
export function oldParseRoster(text: string, options: RosterOptions = {}): RosterParse {
  const models: ModelProfile[] = [];
  const problems: RosterProblem[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
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
