import { awarenessScore, trainingScore } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { CotSettings } from '../settings/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { distancesFrom } from './graph.ts';
import type { SpotRules } from './settings.ts';
import { outside } from './types.ts';
import type { GuardPost, Spot } from './types.ts';

/**
 * Guards (COT-GUARD-1..7): their passive scores while unaware, the one Awareness a zone has, and how Calls for
 * Help and Heat raise it. Every place that needs a guard's Awareness (Stealth, Palming, stakeouts, the map)
 * goes through `guardAwareness`, so Heat and Calls for Help count the same everywhere.
 */

/**
 * A guard's Awareness before the moment's bonuses (COT-GUARD-2, COT-DICE-9): 3 per kept and 1 per extra
 * rolled die of Brains + Lookout; a score-only guard's own number (COT-CHAR-9).
 */
export function baseAwareness(character: Character, override: number | null, settings: CotSettings): number {
  return override ?? awarenessScore(character, settings);
}

/** COT-GUARD-2: the passive score of Muscle + Resist, armour included (COT-D-17); a score-only guard's own. */
export function guardTraining(character: Character, override: number | null, settings: CotSettings): number {
  return override ?? trainingScore(character, settings);
}

/** COT-GUARD-7, COT-D-58: the Awareness every guard at the crew's target Spot gains from the crew's Heat. */
export function heatAwareness(heat: number, rules: Pick<SpotRules, 'heatAwarenessPerPoint'>): number {
  return Math.max(0, heat) * rules.heatAwarenessPerPoint;
}

/**
 * A guard's Awareness now (COT-GUARD-2): the base score, plus the Calls for Help that reached them
 * (COT-GUARD-6, COT-D-57, cumulative), plus the crew's Heat (COT-GUARD-7, COT-D-58).
 */
export function guardAwareness(
  base: number,
  callForHelpBonus: number,
  heat: number,
  rules: Pick<SpotRules, 'heatAwarenessPerPoint'>,
): number {
  return base + callForHelpBonus + heatAwareness(heat, rules);
}

/** COT-GUARD-3: several unaware guards in a zone share the highest of their Awareness scores; null: nobody. */
export function zoneAwareness(scores: Iterable<number>): number | null {
  let highest: number | null = null;
  for (const score of scores) if (highest === null || score > highest) highest = score;
  return highest;
}

/** A placed guard's Awareness on the GM's map, from the sheet (or the post's own score). */
export function postAwareness(
  post: GuardPost,
  character: Character,
  heat: number,
  settings: CotSettings,
  rules: Pick<SpotRules, 'heatAwarenessPerPoint'>,
): number {
  return guardAwareness(baseAwareness(character, post.awareness, settings), post.awarenessBonus, heat, rules);
}

/**
 * The Awareness of every zone on the GM's map (COT-GUARD-3): the highest among its unaware guards, in one
 * pass over the guards. Zones without unaware guards are absent. Guards without a sheet are skipped.
 */
export function awarenessByZone(
  spot: Spot,
  characters: Readonly<Record<CharacterId, Character>>,
  heat: number,
  settings: CotSettings,
  rules: Pick<SpotRules, 'heatAwarenessPerPoint'>,
): ReadonlyMap<string, number> {
  const byZone = new Map<string, number>();
  for (const post of Object.values(spot.guards)) {
    const character = characters[post.guard];
    if (post.aware || !character || character.condition.state === 'dead') continue;
    const score = postAwareness(post, character, heat, settings, rules);
    byZone.set(post.zone, Math.max(score, byZone.get(post.zone) ?? score));
  }
  return byZone;
}

/**
 * COT-PREP-4: the guards nearest the Spot's edge: those in the guarded zones fewest steps from Outside
 * (barriers ignored). Empty when no guard can be reached from the edge.
 */
export function guardsNearestEdge(spot: Spot, present: (post: GuardPost) => boolean): readonly GuardPost[] {
  const distance = distancesFrom(spot, outside);
  let nearest: GuardPost[] = [];
  let best = Number.POSITIVE_INFINITY;
  for (const post of Object.values(spot.guards)) {
    const steps = distance.get(post.zone);
    if (steps === undefined || !present(post)) continue;
    if (steps < best) {
      best = steps;
      nearest = [post];
    } else if (steps === best) nearest.push(post);
  }
  return nearest;
}
