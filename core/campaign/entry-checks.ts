import type { CotSettings } from '../cot/settings/index.ts';
import { buildPool, formatModifier, formatPool } from '../dice/pool.ts';
import type { Pool, PoolModifier } from '../dice/pool.ts';
import { judgeOpposed, judgeUnopposed } from '../dice/roll.ts';
import type { EngineRoll } from '../engine/index.ts';
import { engineOf, isEngineId } from '../registry/index.ts';
import { sameData } from '../shared/same.ts';
import { strayEvent } from './command-events.ts';
import { ReplayError } from './log-error.ts';
import type { CampaignEvent, CampaignState, LogEntry, RollRecord } from './types.ts';

/**
 * What a log entry must be beyond its shape, checked as it is folded (on import, and whenever the app replays):
 * its events are ones its command could make, and every roll it holds follows from its dice — the kept dice and
 * total from the faces, the pool from its base and modifiers, success and margin from the total and what it was
 * against, a scene's roll-log records from the engine events that rolled them. Each check reads only the entry
 * (and the settings in force), so folding stays proportional to the entry, whatever the campaign's size.
 */

/** A problem with an entry: the event at fault (null: the entry itself), the field below it, and why. */
interface EntryProblem {
  readonly event: number | null;
  readonly field: string | null;
  readonly reason: string;
}

/**
 * Checks an entry before its events are applied.
 * @throws ReplayError naming the event and field at fault.
 */
export function checkEntry(state: CampaignState | null, entry: LogEntry): void {
  const problem = labelProblem(entry) ?? rollProblem(state, entry);
  if (!problem) return;
  const where = problem.event === null ? '' : `, event ${problem.event + 1}`;
  throw new ReplayError(
    `Log entry ${entry.seq}${where}: ${problem.reason}`,
    entry.seq,
    problem.event,
    problem.reason,
    problem.field,
  );
}

/** A problem an event's `apply` threw, as a sentence naming the event: `heist/broke-out names "x", who…`. */
export function eventProblem(event: CampaignEvent, message: string): string {
  const what = eventLabel(event);
  return message.startsWith('names ') ? `${what} ${message}` : `${what}: ${message}`;
}

/** The event's type, or for a wrapper (a scene's change, the clock, Bolsters) the type of what it carries. */
function eventLabel(event: CampaignEvent): string {
  const inner =
    'event' in event ? (event.event as { readonly type: string; readonly event?: unknown }) : null;
  if (!inner) return event.type;
  const nested = inner.event as { readonly type?: unknown } | undefined;
  return typeof nested?.type === 'string' ? `${inner.type} (${nested.type})` : inner.type;
}

// ── The command label ─────────────────────────────────────────────────────────────────────────────

function labelProblem(entry: LogEntry): EntryProblem | null {
  const index = strayEvent(entry.command, entry.events);
  if (index === null) return null;
  const type = entry.events[index]!.type;
  return {
    event: index,
    field: 'type',
    reason: `a ${entry.command} command cannot make a ${type} event`,
  };
}

// ── Rolls ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Commands of the bridge that run scene commands inside their step (BRG-D-26: the write-back opens a Gang Warfare
 * and rolls its initiative): their roll-log records are read as a scene's.
 */
const composedOfScenes: ReadonlySet<string> = new Set(['bridge/write-back', 'bridge/propose']);

function rollProblem(state: CampaignState | null, entry: LogEntry): EntryProblem | null {
  const scene = entry.command.startsWith('scene/') || composedOfScenes.has(entry.command);
  let made: Made | null = null;
  for (const [index, event] of entry.events.entries()) {
    if (event.type === 'dice/rolled') {
      const own = recordProblem(event.roll);
      if (own) return { event: index, ...own };
      const judged = scene
        ? sceneRollProblem(event.roll, made)
        : state && trayRollProblem(event.roll, state.settings);
      if (judged) return { event: index, ...judged };
      continue;
    }
    if (made && made.rolls.length > 0) return missingRolls(index, made);
    made = null;
    if (event.type !== 'scene/changed') continue;
    const rolls = rollsOf(event);
    const dice = event.module === 'skirmish' ? diceProblem(event) : madeRollsProblem(rolls);
    if (dice) return { event: index, ...dice };
    if (scene) made = { source: index, module: event.module, rolls: [...rolls] };
  }
  return made && made.rolls.length > 0 ? missingRolls(entry.events.length, made) : null;
}

/** The rolls an event of a scene made and the roll log has not yet shown, with the event. */
interface Made {
  readonly source: number;
  readonly module: string;
  readonly rolls: EngineRoll[];
}

function missingRolls(index: number, made: Made): EntryProblem {
  const count = made.rolls.length;
  return {
    event: index - 1,
    field: null,
    reason: `${count === 1 ? 'a roll' : `${count} rolls`} that events[${made.source}] made ${count === 1 ? 'is' : 'are'} missing from the roll log`,
  };
}

/** The rolls a scene's change made, as the scene layer logs them (scenes/builder.ts, turns.ts). */
function rollsOf(event: Extract<CampaignEvent, { type: 'scene/changed' }>): readonly EngineRoll[] {
  if (event.module === 'free-turns') return [];
  if (event.module === 'initiative') {
    const change = event.event;
    const slots =
      change.type === 'initiative/started'
        ? change.slots
        : change.type === 'initiative/joined'
          ? change.slot
            ? [change.slot]
            : []
          : change.type === 'initiative/round-started'
            ? (change.rerolled ?? [])
            : [];
    return slots.map((slot) => ({
      roller: slot.createdBy,
      what: 'initiative',
      basePool: slot.roll.pool,
      modifiers: [],
      pool: slot.roll.pool,
      roll: slot.roll,
      difficulty: null,
      againstLabel: 'initiative',
      success: null,
      result: '',
    }));
  }
  if (!isEngineId(event.module)) return [];
  return engineOf(event.module).rolls(event.event, (id) => id);
}

/** A record's own arithmetic: its catastrophe is its dice's; an opposed roll's difficulty, the opponent's total. */
function recordProblem(roll: RollRecord): Omit<EntryProblem, 'event'> | null {
  const { rolled } = roll;
  if (roll.catastrophe !== (rolled?.catastrophe ?? false)) {
    return { field: 'roll.catastrophe', reason: 'the catastrophe does not follow from the dice' };
  }
  if (roll.opponent !== null && roll.against !== 'opposed')
    return { field: 'roll.opponent', reason: `a roll against a ${roll.against} has no opponent` };
  if (roll.against === 'opposed' && roll.difficulty !== (roll.opponent?.total ?? 0)) {
    return {
      field: 'roll.difficulty',
      reason: `the difficulty ${roll.difficulty} is not the opponent's total ${roll.opponent?.total ?? 0}`,
    };
  }
  return null;
}

/**
 * A dice-tray roll judged again by the rules it was rolled under (COT-DICE-6..8, COT-D-1, COT-D-3, COT-D-5,
 * COT-D-6), as `rollDice` (roll.ts) judged it.
 */
function trayRollProblem(roll: RollRecord, settings: CotSettings): Omit<EntryProblem, 'event'> | null {
  const { rolled, opponent, difficulty } = roll;
  const kept = rolled && keptProblem(rolled);
  if (kept) return { field: 'roll.rolled', reason: kept };
  const opposing = opponent && keptProblem(opponent);
  if (opposing) return { field: 'roll.opponent', reason: opposing };
  if (rolled && !samePool(rolled.pool, buildPool(roll.basePool, roll.modifiers).pool)) {
    return {
      field: 'roll.rolled.pool',
      reason: `the pool ${formatPool(rolled.pool)} is not ${formatPool(roll.basePool)} with its modifiers (${modifierList(roll.modifiers)})`,
    };
  }
  if (opponent?.catastrophe && !settings.catastropheSetsDifficulty) {
    // COT-D-6: the opponent's catastrophe hands the actor the success without a roll.
    if (rolled !== null)
      return { field: 'roll.rolled', reason: 'a roll won by the opponent’s catastrophe is not rolled' };
    return outcomeProblem(roll, true, 0, 'the opponent’s catastrophe');
  }
  if (rolled === null) {
    // COT-D-1: `pool_floor = auto_fail` fails a pool pushed below one die without a roll.
    if (!buildPool(roll.basePool, roll.modifiers, 'auto_fail').autoFail)
      return { field: 'roll.rolled', reason: 'the roll has no dice, yet its pool does not fail unrolled' };
    return outcomeProblem(roll, false, 0 - difficulty, 'a pool that fails unrolled');
  }
  const judged =
    opponent !== null
      ? judgeOpposed(rolled, difficulty, settings.opposedTieWinner)
      : judgeUnopposed(rolled, difficulty, settings.successOnEqual);
  return outcomeProblem(
    roll,
    judged.success,
    judged.margin,
    `a total of ${rolled.total} against ${difficulty}`,
  );
}

function outcomeProblem(
  roll: RollRecord,
  success: boolean,
  margin: number,
  what: string,
): Omit<EntryProblem, 'event'> | null {
  if (roll.success !== success)
    return {
      field: 'roll.success',
      reason: `${what} ${success ? 'succeeds' : 'fails'}, not as the roll says`,
    };
  if (roll.margin !== margin)
    return {
      field: 'roll.margin',
      reason: `the margin ${roll.margin} does not follow from ${what} (${margin})`,
    };
  return null;
}

/**
 * A scene's roll-log record is a roll the engine event before it made (scenes/builder.ts `logRoll`, in the order
 * the engine lists them): the same dice, pool and modifiers, and the difficulty, success and margin the engine
 * reads in the event. Heistbox 0.1–0.3 logged a chase's rolls in another order and judged them by rules of its
 * own; such a record must still hold dice the event made, against 0 or the event's difficulty, with the margin
 * over it.
 */
function sceneRollProblem(roll: RollRecord, made: Made | null): Omit<EntryProblem, 'event'> | null {
  const next = made?.rolls[0];
  if (!made || !next) return { field: 'roll', reason: 'no event of the entry made this roll' };
  const problem = readingProblem(roll, next, `the roll events[${made.source}] made`);
  if (!problem) {
    made.rolls.shift();
    return null;
  }
  if (made.module === 'chase') {
    const old = made.rolls.findIndex((other) => legacyChaseReading(roll, other));
    if (old >= 0) {
      made.rolls.splice(old, 1);
      return null;
    }
  }
  return problem;
}

/** The record holds the event's roll: its pool, faces, kept dice, total and catastrophe (checked with the event). */
function sameDice(roll: RollRecord, made: EngineRoll): boolean {
  const dice = made.roll;
  const { rolled } = roll;
  if (dice === null || rolled === null) return dice === rolled;
  return (
    samePool(rolled.pool, dice.pool) &&
    rolled.total === dice.total &&
    rolled.catastrophe === dice.catastrophe &&
    sameData(rolled.faces, dice.faces) &&
    sameData(rolled.kept, dice.kept) &&
    sameData(rolled.keptIndices, dice.keptIndices)
  );
}

function legacyChaseReading(roll: RollRecord, made: EngineRoll): boolean {
  return (
    sameDice(roll, made) &&
    (roll.difficulty === 0 || roll.difficulty === made.difficulty) &&
    roll.margin === (roll.rolled?.total ?? 0) - roll.difficulty
  );
}

function readingProblem(
  roll: RollRecord,
  made: EngineRoll,
  from: string,
): Omit<EntryProblem, 'event'> | null {
  if (!sameDice(roll, made)) return { field: 'roll.rolled', reason: `the dice are not those of ${from}` };
  const basePool = made.basePool ?? made.pool ?? { rolled: 1, kept: 1 };
  const sameModifiers = sameData(
    roll.modifiers.map(({ rolled, kept, source }) => [rolled, kept, source]),
    made.modifiers.map(({ rolled, kept, source }) => [rolled, kept, source]),
  );
  if (!samePool(roll.basePool, basePool) || !sameModifiers)
    return { field: 'roll.basePool', reason: `the pool is not that of ${from}` };
  if (roll.characterId !== null && roll.characterId !== made.roller)
    return { field: 'roll.characterId', reason: `the roller is not that of ${from}` };
  const difficulty = made.difficulty ?? 0;
  if (roll.against !== 'difficulty' || roll.difficulty !== difficulty)
    return { field: 'roll.difficulty', reason: `the difficulty ${roll.difficulty} is not that of ${from}` };
  // A HEIST roll's dice as stored are those its event describes (absent: logged before they were stored).
  if (roll.heist !== undefined && !sameData(roll.heist, made.heist))
    return { field: 'roll.heist', reason: `the HEIST dice are not those of ${from}` };
  const total = made.roll?.total ?? 0;
  // Nothing to beat: no margin (0), or the total as files of Heistbox 0.1–0.3 wrote it.
  const margin = made.difficulty !== null ? total - difficulty : roll.margin === total ? total : 0;
  return outcomeProblem(roll, made.success ?? true, margin, from);
}

// ── Dice in events ────────────────────────────────────────────────────────────────────────────────

/**
 * The dice of an engine's or initiative's event, as its `rolls` lists them (every die the event carries): each
 * roll-and-keep roll adds up (COT-DICE-4, -7) and is of the pool its base and modifiers make (COT-DICE-2, -3),
 * or fails unrolled only where the pool does (COT-D-1).
 */
function madeRollsProblem(rolls: readonly EngineRoll[]): Omit<EntryProblem, 'event'> | null {
  for (const made of rolls) {
    const reason = madeRollProblem(made);
    if (reason) return { field: null, reason: `${made.what} (${made.roller}): ${reason}` };
  }
  return null;
}

function madeRollProblem(made: EngineRoll): string | null {
  const { roll, pool, basePool } = made;
  if (basePool && pool) {
    const built = buildPool(basePool, made.modifiers, 'auto_fail');
    if (!samePool(built.pool, pool))
      return `the pool ${formatPool(pool)} is not ${formatPool(basePool)} with its modifiers (${modifierList(made.modifiers)})`;
    if (roll === null && made.faces === undefined && !built.autoFail)
      return 'the roll has no dice, yet its pool does not fail unrolled';
  }
  if (roll === null) return null;
  if (pool && !samePool(roll.pool, pool))
    return `the dice are of a ${formatPool(roll.pool)} pool, not ${formatPool(pool)}`;
  return keptProblem(roll);
}

// ── Dice anywhere in an event ─────────────────────────────────────────────────────────────────────

/**
 * The first HEIST skill check (HST-SKILL-1) a skirmish event holds whose result is not its d10 against the skill:
 * one walk over the event, since such checks sit anywhere in it (a shot's obstructions, a blast's defences).
 */
function diceProblem(event: CampaignEvent): Omit<EntryProblem, 'event'> | null {
  const path: (string | number)[] = [];
  const reason = walk(event, path);
  if (reason === null) return null;
  const field = path
    .reverse()
    .map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`))
    .join('');
  return { field: field || null, reason };
}

/** The walk of `diceProblem`: the reason, with the path to it pushed onto `path` from the inside out. */
function walk(value: unknown, path: (string | number)[]): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const reason = walk(value[index], path);
      if (reason !== null) {
        path.push(index);
        return reason;
      }
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  if (isSkillCheck(record)) return skillCheckProblem(record);
  for (const key in record) {
    const reason = walk(record[key], path);
    if (reason !== null) {
      path.push(key);
      return reason;
    }
  }
  return null;
}

interface RollShape {
  readonly pool: Pool;
  readonly faces: readonly number[];
  readonly keptIndices: readonly number[];
  readonly kept: readonly number[];
  readonly total: number;
  readonly catastrophe: boolean;
  readonly label?: unknown;
}

/**
 * Whether the kept dice, their places, the total and the catastrophe are what the faces give (COT-DICE-4: the
 * highest kept, an earlier die first among equals; COT-DICE-7): `keepHighest` in one pass and without sorting,
 * since every roll of every entry comes through here.
 */
function keptProblem(roll: RollShape): string | null {
  // An opposed side whose pool failed unrolled (COT-D-1) has no dice and a total of 0.
  const unrolled = roll.faces.length + roll.kept.length + roll.keptIndices.length + roll.total === 0;
  if (unrolled && !roll.catastrophe && 'label' in roll) return null;
  const { faces, kept, keptIndices, pool } = roll;
  if (
    faces.length !== pool.rolled ||
    !faces.every((face) => Number.isInteger(face) && face >= 1 && face <= 6)
  )
    return `the faces (${faces.join(', ')}) are not a ${formatPool(pool)} roll of d6`;
  if (!keptFollows(faces, kept, keptIndices, pool.kept))
    return `the dice kept (${kept.join(', ')}) are not the highest of (${faces.join(', ')})`;
  let total = 0;
  for (const face of kept) total += face;
  if (total !== roll.total)
    return `the total ${roll.total} does not follow from the dice kept (${kept.join(', ')})`;
  if (roll.catastrophe !== faces.every((face) => face === 1))
    return 'the catastrophe does not follow from the faces';
  return null;
}

/** `keepHighest`'s choice: from 6 down, each face's dice in the order rolled, until `count` are kept. */
function keptFollows(
  faces: readonly number[],
  kept: readonly number[],
  keptIndices: readonly number[],
  count: number,
): boolean {
  if (kept.length !== count || keptIndices.length !== count) return false;
  let next = 0;
  for (let face = 6; face >= 1 && next < count; face -= 1) {
    for (let index = 0; index < faces.length && next < count; index += 1) {
      if (faces[index] !== face) continue;
      if (keptIndices[next] !== index || kept[next] !== face) return false;
      next += 1;
    }
  }
  return next === count;
}

interface SkillCheckShape {
  readonly roll: number;
  readonly effective: number;
  readonly passed: boolean;
  readonly card?: 'pass' | 'fail';
}

/** A HEIST skill check (`CheckRoll`, core/skirmish/actions/skill.ts): a d10 under the effective skill. */
function isSkillCheck(value: Record<string, unknown>): value is Record<string, unknown> & SkillCheckShape {
  return (
    typeof value.roll === 'number' &&
    typeof value.effective === 'number' &&
    typeof value.passed === 'boolean' &&
    Object.keys(value).every((key) => ['roll', 'effective', 'passed', 'card'].includes(key))
  );
}

function skillCheckProblem(check: SkillCheckShape): string | null {
  if (check.card !== undefined) {
    // HST-PRESS-5: a Heist card decided it, with no die rolled.
    if (check.roll !== 0 || check.passed !== (check.card === 'pass'))
      return `a check a card decided (${check.card}) has no die and its result`;
    return null;
  }
  if (!Number.isInteger(check.roll) || check.roll < 1 || check.roll > 10)
    return `the roll ${check.roll} is not a d10`;
  if (check.passed !== check.roll <= check.effective)
    return `a ${check.roll} against a skill of ${check.effective} ${check.roll <= check.effective ? 'passes' : 'fails'}, not as the check says`;
  return null;
}

function samePool(a: Pool, b: Pool): boolean {
  return a.rolled === b.rolled && a.kept === b.kept;
}

function modifierList(modifiers: readonly Pick<PoolModifier, 'rolled' | 'kept'>[]): string {
  return modifiers.length === 0 ? 'none' : modifiers.map(formatModifier).join(' ');
}
