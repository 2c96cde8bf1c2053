import type { EngineContext } from '../world/index.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision, Rejection } from '../../shared/result.ts';
import type { Character } from '../characters/index.ts';
import { dropCharacter } from '../drop/index.ts';
import { dropRules } from '../drop/index.ts';
import type { DropCharacter, DropZone } from '../drop/index.ts';
import { outside } from '../spot/index.ts';
import type { Spot } from '../spot/index.ts';
import { alarmRules, startAlarm, trackOn } from '../alarm/index.ts';
import { alarmPlanProblem } from '../spot/index.ts';
import type { HeistEvent, HeistSetup } from './types.ts';

/** The sides of a Heist: the crew, the house (its guards), and anyone else present. */
export const crewSide = 'crew';
export const houseSide = 'house';
export const otherSide = 'others';

/**
 * Opens a Heist on a campaign Spot (COT-SPOT-1): the Spot is copied, knowledge and the Job's marks included;
 * the crew start Outside and Concealed, even if Discovered in an earlier stage (COT-D-91); guards stand at their
 * posts, Aware if the Job already alerted them (COT-D-56); others stand where the GM puts them.
 */
export function startHeist(ctx: EngineContext, setup: HeistSetup): Decision<HeistEvent> {
  const spot = Object.hasOwn(ctx.spots, setup.spotId) ? ctx.spots[setup.spotId]! : null;
  if (!spot) return reject('heist/unknown-spot', `There is no Spot "${setup.spotId}"`);
  const problem = rosterProblem(ctx, spot, setup) ?? alarmProblem(ctx, spot, setup);
  if (problem) return problem;
  try {
    const characters: DropCharacter[] = [
      ...setup.crew.map((id) =>
        dropCharacter(
          ctx.characters[id]!,
          { side: crewSide, zone: setup.placements?.find((p) => p.character === id)?.zone ?? null },
          ctx.settings,
        ),
      ),
      ...Object.values(spot.guards).map((post) =>
        dropCharacter(
          ctx.characters[post.guard]!,
          {
            side: houseSide,
            zone: post.zone,
            aware: post.aware,
            awarenessBonus: post.awarenessBonus,
            ...(post.training === null ? {} : { training: post.training }),
          },
          ctx.settings,
        ),
      ),
      ...setup.others.map((o) =>
        dropCharacter(ctx.characters[o.character]!, { side: otherSide, zone: o.zone }, ctx.settings),
      ),
    ];
    const drop = {
      rules: dropRules(ctx.settings),
      zones: dropZones(spot),
      characters,
      heat: ctx.crew.heat,
      pending: [],
    };
    const alarm = trackOn(setup.alarm, spot.alarm, alarmRules(ctx.settings).onByDefault) && spot.alarm;
    return ok([
      {
        type: 'heist/started',
        spot,
        drop,
        crew: [...setup.crew],
        ...(alarm ? { alarm: startAlarm(alarm) } : {}),
      },
    ]);
  } catch (error) {
    return reject('heist/bad-gear', error instanceof Error ? error.message : String(error));
  }
}

/** The Spot's zones as the Drop sees them: Crowded, and which zones share a barrier (COT-SPOT-4, COT-D-30). */
export function dropZones(spot: Spot): DropZone[] {
  const adjacent = new Map<string, Set<string>>(Object.keys(spot.zones).map((id) => [id, new Set<string>()]));
  for (const barrier of Object.values(spot.barriers)) {
    const [a, b] = barrier.ends;
    if (a === outside || b === outside) continue;
    adjacent.get(a)?.add(b);
    adjacent.get(b)?.add(a);
  }
  return Object.values(spot.zones).map((zone) => ({
    id: zone.id,
    crowded: zone.crowded,
    adjacent: [...(adjacent.get(zone.id) ?? [])],
  }));
}

function rosterProblem(ctx: EngineContext, spot: Spot, setup: HeistSetup): Rejection | null {
  if (setup.crew.length === 0) return reject('heist/no-crew', 'A Heist needs at least one of the crew');
  const seen = new Set<CharacterId>();
  const check = (id: CharacterId, what: string): Rejection | null => {
    const sheet: Character | undefined = Object.hasOwn(ctx.characters, id) ? ctx.characters[id] : undefined;
    if (!sheet) return reject('heist/unknown-character', `No character has the id "${id}" (${what})`, { id });
    if (seen.has(id)) return reject('heist/twice', `${sheet.name} is at the Spot twice`, { id });
    seen.add(id);
    return null;
  };
  for (const id of setup.crew) {
    const problem = check(id, 'crew');
    if (problem) return problem;
    const sheet = ctx.characters[id]!;
    if (sheet.condition.state === 'dead')
      return reject('heist/dead', `${sheet.name} is dead and cannot take part`);
  }
  for (const post of Object.values(spot.guards)) {
    const problem = check(post.guard, `a guard of ${spot.name}`);
    if (problem) return problem;
  }
  for (const placed of setup.placements ?? []) {
    if (!setup.crew.includes(placed.character)) {
      return reject(
        'heist/not-crew',
        `Only the crew are placed at the start; ${placed.character} is not of the crew`,
      );
    }
    if (!Object.hasOwn(spot.zones, placed.zone)) {
      return reject('heist/unknown-zone', `${spot.name} has no zone "${placed.zone}"`, { zone: placed.zone });
    }
  }
  for (const other of setup.others) {
    const problem = check(other.character, 'present at the Spot');
    if (problem) return problem;
    if (!Object.hasOwn(spot.zones, other.zone)) {
      return reject('heist/unknown-zone', `${spot.name} has no zone "${other.zone}"`, { zone: other.zone });
    }
  }
  return null;
}

/**
 * The alarm track asked for needs a plan on the Spot, still whole (the Spot may have changed since it was made) and
 * naming no guard already at the Spot.
 */
function alarmProblem(ctx: EngineContext, spot: Spot, setup: HeistSetup): Rejection | null {
  if (setup.alarm === true && !spot.alarm) {
    return reject(
      'heist/no-alarm-plan',
      `alarm: ${spot.name} has no alarm plan: prepare one on the Spot first`,
    );
  }
  if (!spot.alarm || !trackOn(setup.alarm, spot.alarm, alarmRules(ctx.settings).onByDefault)) return null;
  const present = [...setup.crew, ...setup.others.map((o) => o.character)];
  const taken = Object.fromEntries(
    present.map((id) => [
      id,
      { guard: id, zone: '', aware: false, awarenessBonus: 0, awareness: null, training: null },
    ]),
  );
  const problem = alarmPlanProblem(
    { ...spot, guards: { ...spot.guards, ...taken } },
    spot.alarm,
    ctx.characters,
  );
  return problem ? { ...problem, message: `alarm plan of ${spot.name}: ${problem.message}` } : null;
}
