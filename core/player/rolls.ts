import type { CampaignState, LogEntry, RollRecord } from '../campaign/index.ts';
import { skillTable, skills } from '../cot/characters/index.ts';
import { withDefaults } from '../cot/settings/index.ts';
import { poolOdds } from '../dice/odds.ts';
import type { Looks } from './looks.ts';
import type { PlayerRoll } from './types.ts';

/**
 * Which rolls the players' screen shows (issue 21, PLY-D-5), newest first:
 * - never a secret roll (the dice tray's or a scene command sent with `secret: true`);
 * - only a crew member's roll (the GM hides nobody's own dice from their player; an opponent's or a guard's roll is
 *   the GM's), and not while the GM hides that crew member;
 * - made in the dice tray, or in a scene the players see now;
 * - not a Cover roll while the table shows Cover as a band (its total is the Cover Score, PLY-D-3);
 * - with its dice, its total and whether it succeeded. What it was against and its odds only for a dice-tray roll
 *   against a difficulty the GM named: a score (a guard's Awareness, a Security Score) and an opposed roll's pool
 *   are the GM's, and so are a scene roll's difficulty (a Cover or Security Score) and its result in words, which
 *   names people as the GM knows them.
 */
export function publicRolls(
  state: CampaignState,
  entries: readonly LogEntry[],
  looks: Looks,
  shownScenes: ReadonlySet<string>,
): PlayerRoll[] {
  const settings = withDefaults(state.settings);
  const ordered = [...entries].filter((entry) => !entry.undone).sort((a, b) => b.seq - a.seq);
  return ordered.flatMap((entry) => {
    const tray = entry.command === 'dice/roll';
    if (!tray) {
      const scene = sceneOf(entry);
      if (scene === null || !shownScenes.has(scene)) return [];
    }
    return entry.events.flatMap((event): PlayerRoll[] => {
      if (event.type !== 'dice/rolled') return [];
      const roll = event.roll;
      if (roll.secret === true || roll.characterId === null) return [];
      const look = looks(roll.characterId);
      if (!look.crew || look.name === null) return [];
      if (tray) return [trayRoll(roll, look.name, settings.successOnEqual)];
      const shown = sceneRoll(roll, look.name);
      // PLY-D-3: a Cover roll's total is the Cover Score, which the table may show only as a band.
      return shown.what === 'Cover' && settings.playerCover !== 'number' ? [] : [shown];
    });
  });
}

/**
 * A roll's key on the players' screen: a digest of its id, never the id itself. A scene command's rolls are numbered
 * after the command's (`<id>-2`, `<id>-ambush`), so the id would tell how many rolls the GM made first, or what for;
 * the digest keeps the key stable from one view to the next and says nothing (FNV-1a, two 32-bit lanes).
 */
export function rollKey(id: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < id.length; i++) {
    const code = id.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 + 2) >>> 0;
  }
  return `r${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/** The scene an entry played in: the first scene its events name. */
function sceneOf(entry: LogEntry): string | null {
  for (const event of entry.events) {
    if (event.type === 'scene/opened') return event.scene.id;
    if ('sceneId' in event && typeof event.sceneId === 'string') return event.sceneId;
  }
  return null;
}

function dice(roll: RollRecord): Pick<PlayerRoll, 'faces' | 'kept' | 'total'> {
  return roll.rolled
    ? { faces: roll.rolled.faces, kept: roll.rolled.kept, total: roll.rolled.total }
    : { faces: [], kept: [], total: null };
}

/** COT-DICE-5, COT-DICE-6: a dice-tray roll; its difficulty and odds when the GM named a difficulty. */
function trayRoll(roll: RollRecord, who: string, successOnEqual: boolean): PlayerRoll {
  const named = roll.against === 'difficulty' && roll.opponent === null;
  return {
    id: rollKey(roll.id),
    who,
    what: roll.skill !== null ? skillTable[roll.skill].label : 'A roll',
    ...dice(roll),
    success: roll.success,
    against: named ? `Difficulty ${roll.difficulty}` : '',
    odds: named ? trayOdds(roll, successOnEqual) : null,
    result: '',
  };
}

/** The chance of success before the roll (COT-DICE-6, COT-D-1, COT-D-3), exactly as `dice/roll` judged it. */
function trayOdds(roll: RollRecord, successOnEqual: boolean): PlayerRoll['odds'] {
  if (roll.rolled === null) return { label: 'Success', probability: 0 }; // COT-D-1: no dice, a failure
  try {
    return {
      label: 'Success',
      probability: poolOdds(roll.rolled.pool, roll.difficulty, { successOnEqual }).success,
    };
  } catch {
    return null; // a pool the exact odds cannot take (past 99 dice): the dice alone
  }
}

/**
 * A crew member's roll in a shown scene: the dice, total and verdict, and what it was for only as far as a skill or
 * a general roll names it (the engine's words may name a target or a place as the GM knows them).
 */
function sceneRoll(roll: RollRecord, who: string): PlayerRoll {
  const what = sceneWhat(roll);
  return {
    id: rollKey(roll.id),
    who,
    what,
    ...dice(roll),
    success: hasVerdict(roll, what) ? roll.success : null,
    against: '',
    odds: null,
    result: '',
  };
}

const generalRolls = ['Initiative', 'Cover'] as const;

function sceneWhat(roll: RollRecord): string {
  const dash = roll.label.indexOf(' — ');
  const what = (dash >= 0 ? roll.label.slice(dash + 3) : roll.label).toLowerCase();
  const words = [...skills.map((skill) => skillTable[skill].label), ...generalRolls];
  const named = words.find((word) => {
    const lower = word.toLowerCase();
    return what === lower || what.startsWith(`${lower} `) || what.startsWith(`${lower}:`);
  });
  return named ?? 'A roll';
}

/**
 * Whether a scene roll succeeded or failed at all: an initiative roll (COT-INIT-3) and any roll logged with nothing
 * to beat (no difficulty, so no margin) have no verdict, though the roll log stores them as successes.
 */
function hasVerdict(roll: RollRecord, what: string): boolean {
  if (what === 'Initiative') return false;
  return !(roll.difficulty === 0 && roll.margin === 0);
}
