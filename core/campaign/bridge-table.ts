import { bypassCheckModifier, bypassOnTable, openDoor, usesToOpen, waysOf } from '../bridge/index.ts';
import type { Exit, TableFacts, TableSecurity } from '../bridge/index.ts';
import { skillPool } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import type { BypassSkill } from '../cot/heist/index.ts';
import type { Pool } from '../dice/pool.ts';
import { poolOdds } from '../dice/odds.ts';
import type { ModelId, SkirmishState } from '../skirmish/index.ts';
import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { BridgedFight, TableBypass } from './bridge-fights.ts';
import { campaignFacts } from './bridge-decide.ts';
import type { CampaignState } from './types.ts';

/**
 * The City of Thieves side of a bridged fight's table, read from the campaign (BRG-D-2, D-20, D-36): its exits as
 * the Spot holds their barriers, with what the fight itself recorded (Securities bypassed, doors opened), and who
 * rolls what at a door. The board's panel and the `bridge/bypass` command read the same answers.
 */

/** An exit of the table as it stands during the fight. */
export interface TableDoor extends Exit {
  /** BRG-D-36: the Uses it still takes (one per Security left, one more for a closed door). */
  readonly uses: number;
}

/** A bridged fight that is still being played, or the refusal naming why not. */
export function fightOnTable(
  state: CampaignState,
  id: string,
): { fight: BridgedFight; skirmish: SkirmishState } | Rejection {
  if (!Object.hasOwn(state.bridge.fights, id))
    return reject('bridge/unknown-fight', `No bridged fight waiting for its write-back has the id "${id}"`, {
      fight: id,
    });
  const fight = state.bridge.fights[id]!;
  const sceneId = fight.scene;
  const scene = sceneId !== null && Object.hasOwn(state.scenes, sceneId) ? state.scenes[sceneId]! : null;
  if (!scene || scene.engine !== 'skirmish' || scene.state === null || scene.ended !== null)
    return reject('bridge/not-playing', `${fight.name} is not being played on a table`, { fight: id });
  const skirmish = scene.state as SkirmishState;
  if (skirmish.phase.kind === 'over' || fight.proposal !== null)
    return reject('bridge/fight-over', `${fight.name} is over: nothing more happens on its table`, {
      fight: id,
    });
  return { fight, skirmish };
}

/** The table's exits (BRG-D-2): the Spot's barriers as they stand, then what the fight bypassed and opened. */
export function tableDoors(state: CampaignState, fight: BridgedFight): TableDoor[] {
  const spot = campaignFacts(state, fight).spot;
  if (spot === null) return [];
  const { exits } = waysOf(spot, fight.link.zones, state.settings);
  return exits.map((exit) => {
    let way: Exit = exit;
    for (const done of fight.table.bypasses) {
      if (done.barrier !== way.barrier || !done.bypassed) continue;
      const after = bypassOnTable(way, done.security, forcedSuccess, { successOnEqual: true });
      if (!isRejection(after)) way = after.way;
    }
    if (fight.table.opened.includes(way.barrier)) {
      const opened = openDoor(way);
      if (!isRejection(opened)) way = opened;
    }
    return { ...way, uses: usesToOpen(way) };
  });
}

/** A roll that meets any Score, to replay a bypass the fight recorded on the Spot's barrier. */
const forcedSuccess = {
  pool: { rolled: 1, kept: 1 },
  faces: [],
  keptIndices: [],
  kept: [],
  total: Number.MAX_SAFE_INTEGER,
  catastrophe: false,
};

/** What a model rolls at a Security (BRG-D-20, COT-SPOT-6): a COT pool, or a skill check for a model with no sheet. */
export type BypassRoll =
  | { readonly kind: 'cot'; readonly skill: BypassSkill; readonly pool: Pool; readonly chance: number }
  | {
      readonly kind: 'check';
      readonly effective: number;
      readonly modifier: number;
      readonly chance: number;
    };

/** The character a model of the fight is, when it has a sheet (BRG-D-4). */
export function sheetOf(state: CampaignState, fight: BridgedFight, model: ModelId): Character | null {
  const link = Object.hasOwn(fight.link.models, model) ? fight.link.models[model]! : null;
  if (!link || link.who !== 'character' || !Object.hasOwn(state.characters, link.character)) return null;
  return state.characters[link.character]!;
}

/** The better of two pools: more kept dice, then more rolled (BRG-D-36). */
const better = (a: Pool, b: Pool): boolean =>
  b.kept - a.kept > 0 || (b.kept === a.kept && b.rolled > a.rolled);

/**
 * BRG-D-20, D-36: the roll a model makes at a Security: a COT character its pool for the skill chosen (or the
 * better pool of the tag's skills, Explosives only when chosen: it is loud), a model without a sheet a d10 against
 * its skill at `−floor((Score − 9) / 3)`. With its chance of success, exact.
 * @returns a rejection for a skill the Security does not take (COT-SPOT-6).
 */
export function bypassRoll(
  state: CampaignState,
  sheet: Character | null,
  skill: number,
  security: TableSecurity,
  chosen?: BypassSkill,
): BypassRoll | Rejection {
  if (chosen !== undefined && !security.skills.includes(chosen)) {
    return reject(
      'bridge/bypass-skill',
      `${chosen} cannot bypass ${security.tag} ${security.score}: it takes ${security.skills.join(' or ')} (COT-SPOT-6)`,
      { skill: chosen },
    );
  }
  if (sheet === null) {
    const modifier = bypassCheckModifier(security.score);
    const effective = skill + modifier;
    return { kind: 'check', effective, modifier, chance: Math.min(10, Math.max(0, effective)) / 10 };
  }
  const skills = chosen !== undefined ? [chosen] : security.skills.filter((s) => s !== 'explosives');
  let best: { skill: BypassSkill; pool: Pool } | null = null;
  for (const candidate of skills) {
    const pool = skillPool(sheet, candidate);
    if (best === null || better(best.pool, pool)) best = { skill: candidate, pool };
  }
  const { skill: picked, pool } = best!;
  const odds = poolOdds(pool, security.score, { successOnEqual: state.settings.successOnEqual });
  return { kind: 'cot', skill: picked, pool, chance: odds.success };
}

/** BRG-D-36, D-37: the bypasses the fight recorded, added to the GM's table facts for the write-back. */
export function recordedFacts(fight: BridgedFight, facts: TableFacts): TableFacts {
  const recorded = fight.table.bypasses
    .filter((done) => done.bypassed || done.catastrophe)
    .map(({ barrier, security, model, explosives, catastrophe }) => ({
      barrier,
      security,
      model,
      explosives,
      catastrophe,
    }));
  return recorded.length > 0 ? { ...facts, bypasses: [...(facts.bypasses ?? []), ...recorded] } : facts;
}

export type { TableBypass };
