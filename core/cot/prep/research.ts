import type { PoolModifier } from '../../dice/pool.ts';
import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { skillPool } from '../characters/index.ts';
import { reputationAvailable } from '../characters/index.ts';
import type { Skill } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import { prepareCheck, woundPenalty } from '../gear/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import type { CotSettings } from '../settings/index.ts';
import { baseAwareness, guardAwareness, guardsNearestEdge, zoneAwareness } from '../spot/index.ts';
import { openZones, unfoundHiddenZones } from '../spot/index.ts';
import type { SpotRules } from '../spot/index.ts';
import { stealthSkill } from '../spot/index.ts';
import type { ItinerarySubject, Spot } from '../spot/index.ts';
import type { PrepRules } from './settings.ts';

/**
 * Research (COT-PREP-1..8): a goal, a method, the pool and difficulty, and for a stakeout the Stealth roll
 * against the guards nearest the edge. Planned here, before any die is rolled, so the Prep engine and the
 * Secrets scheme (COT-FORE-6) roll exactly what their views show the odds of.
 */

export type ResearchMethod = 'planning' | 'connections' | 'stakeout';

/** What the research is after (COT-PREP-5..8). */
export type ResearchGoal =
  | { readonly kind: 'layout' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'mark'; readonly person: CharacterId }
  | { readonly kind: 'itinerary'; readonly subject: ItinerarySubject };

/** COT-PREP-1: the pool of each method. */
export const methodSkill: Readonly<Record<ResearchMethod, Skill>> = {
  planning: 'planning',
  connections: 'connections',
  stakeout: 'lookout',
};

/** What research reads of the campaign. */
export interface ResearchInput {
  readonly spot: Spot;
  readonly characters: Readonly<Record<CharacterId, Character>>;
  readonly heat: number;
  readonly settings: CotSettings;
  readonly spotRules: SpotRules;
  readonly rules: PrepRules;
  /** Bolsters each roller has received (COT-TIME-4). */
  bolsters(id: CharacterId): readonly PoolModifier[];
}

/** A research roll checked and its pools built, before the dice. */
export interface ResearchPlan {
  readonly spotId: string;
  readonly researcher: Character;
  readonly method: ResearchMethod;
  readonly goal: ResearchGoal;
  readonly prepared: PreparedCheck;
  /** The difficulty after halving (COT-PREP-2); null for Hidden zones, which compare with each rating. */
  readonly difficulty: number | null;
  /** COT-PREP-5: the zones a Layout roll reveals (every zone that is not Hidden). */
  readonly layoutZones: readonly string[];
  /** COT-PREP-6: the unfound Hidden zones and their (halved) ratings. */
  readonly hidden: readonly { readonly zone: string; readonly rating: number }[];
  /** COT-PREP-3: 1 Reputation for Connections, paid whatever the result. */
  readonly reputation: number;
  /** COT-PREP-4: the Stealth roll against the guards nearest the edge; null unless a stakeout. */
  readonly stakeout: {
    readonly prepared: PreparedCheck | null;
    readonly awareness: number | null;
    readonly guards: readonly CharacterId[];
  } | null;
}

/** COT-PREP-2, COT-D-60: Connections and stakeouts halve a difficulty, rounding up (or down). */
export function halve(difficulty: number, rounding: PrepRules['halveRounding']): number {
  return rounding === 'up' ? Math.ceil(difficulty / 2) : Math.floor(difficulty / 2);
}

/** COT-PREP-5, COT-D-62: 6 + the zones that are not Hidden. */
export function layoutDifficulty(spot: Spot): number {
  return 6 + openZones(spot).length;
}

/** COT-PREP-7: 25 − the person's Connections. */
export function markDifficulty(person: Character): number {
  return 25 - person.skills.connections;
}

/** COT-PREP-8: an Itinerary is 20. */
export const itineraryDifficulty = 20;

/** The goal's full difficulty, or the rejection when the goal names nobody known. */
export function goalDifficulty(input: ResearchInput, goal: ResearchGoal): number | null | Rejection {
  switch (goal.kind) {
    case 'layout':
      return layoutDifficulty(input.spot);
    case 'hidden':
      return null;
    case 'mark': {
      const person = sheet(input, goal.person);
      if (!person) return unknownPerson(goal.person);
      return person.kind === 'crew' ? crewSubject(person) : markDifficulty(person);
    }
    case 'itinerary': {
      if (goal.subject.kind === 'spot') return itineraryDifficulty;
      const person = sheet(input, goal.subject.character);
      if (!person) return unknownPerson(goal.subject.character);
      return person.kind === 'crew' ? crewSubject(person) : itineraryDifficulty;
    }
  }
}

/**
 * Checks a research roll and builds its pools (COT-PREP-1..8): Planning at full difficulty; Connections and
 * stakeouts halved; Connections only with Reputation to pay (COT-D-90); a stakeout's Stealth roll against the
 * highest Awareness among the guards nearest the edge, Heat included (COT-PREP-4, COT-GUARD-7).
 */
export function planResearch(
  input: ResearchInput,
  request: {
    readonly researcher: CharacterId;
    readonly method: ResearchMethod;
    readonly goal: ResearchGoal;
    readonly modifiers: readonly PoolModifier[];
  },
): ResearchPlan | Rejection {
  const researcher = sheet(input, request.researcher);
  if (!researcher) return unknownPerson(request.researcher);
  if (researcher.condition.state === 'dead') {
    return reject('research/dead', `${researcher.name} is dead and researches nothing`);
  }
  const reputation = reputationAvailable(researcher, input.characters, input.settings); // COT-D-15
  if (request.method === 'connections' && reputation < 1) {
    return reject(
      'research/no-reputation',
      `${researcher.name} has no Reputation left to pay for Connections (COT-PREP-3, COT-D-90)`,
      { id: researcher.id },
    );
  }
  const full = goalDifficulty(input, request.goal);
  if (full !== null && typeof full === 'object') return full;
  const halved = request.method !== 'planning';
  const difficulty = full === null ? null : halved ? halve(full, input.rules.halveRounding) : full;
  const hidden = unfoundHiddenZones(input.spot).map((zone) => ({
    zone: zone.id,
    rating: halved ? halve(zone.hidden!, input.rules.halveRounding) : zone.hidden!, // TV-COT-PREP-6-b
  }));
  return {
    spotId: input.spot.id,
    researcher,
    method: request.method,
    goal: request.goal,
    prepared: rollerCheck(input, researcher, methodSkill[request.method], request.modifiers),
    difficulty,
    layoutZones: openZones(input.spot).map((zone) => zone.id),
    hidden,
    reputation: request.method === 'connections' ? 1 : 0,
    stakeout: request.method === 'stakeout' ? stakeout(input, researcher) : null,
  };
}

/**
 * A roller's pool for a skill with the moment's modifiers: the wound penalty (COT-D-11), the Bolsters they
 * received (COT-TIME-4; only on the first of two rolls, since a Bolster serves one roll) and any others given
 * (GM, Foresight Training).
 */
export function rollerCheck(
  input: Pick<ResearchInput, 'bolsters' | 'rules'>,
  roller: Character,
  skill: Skill,
  modifiers: readonly PoolModifier[],
  bolstered = true,
): PreparedCheck {
  const all = [
    ...woundPenalty(roller.condition, input.rules.woundPenalty),
    ...(bolstered ? input.bolsters(roller.id) : []),
    ...modifiers,
  ];
  return prepareCheck(roller.id, skillPool(roller, skill), all, input.rules.poolFloor);
}

/** COT-PREP-4: Stealth against the guards nearest the edge; no roll when no guard keeps the Spot. */
function stakeout(input: ResearchInput, researcher: Character): NonNullable<ResearchPlan['stakeout']> {
  const present = (guard: CharacterId) => {
    const character = sheet(input, guard);
    return character !== undefined && character.condition.state !== 'dead';
  };
  const nearest = guardsNearestEdge(input.spot, (post) => present(post.guard));
  const awareness = zoneAwareness(
    nearest.map((post) =>
      guardAwareness(
        baseAwareness(input.characters[post.guard]!, post.awareness, input.settings),
        post.awarenessBonus,
        input.heat,
        input.spotRules,
      ),
    ),
  );
  const skill = stealthSkill(researcher, input.spotRules.stealthSkill);
  return {
    prepared: awareness === null ? null : rollerCheck(input, researcher, skill, [], false),
    awareness,
    guards: nearest.map((post) => post.guard),
  };
}

function sheet(input: Pick<ResearchInput, 'characters'>, id: CharacterId): Character | undefined {
  return Object.hasOwn(input.characters, id) ? input.characters[id] : undefined;
}

/** COT-PREP-7, COT-PREP-8: a Mark or an Itinerary is someone of the job's, never one of the crew. */
function crewSubject(person: Character): Rejection {
  return reject(
    'research/crew-subject',
    `${person.name} is one of the crew: research finds out about the people of the job (COT-PREP-7, COT-PREP-8)`,
    { id: person.id },
  );
}

function unknownPerson(id: CharacterId): Rejection {
  return reject('research/unknown-character', `No character has the id "${id}"`, { id });
}
