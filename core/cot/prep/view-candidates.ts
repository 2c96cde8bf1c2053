import type { CharacterId } from '../../shared/ids.ts';
import type { HeistEnv } from './env.ts';
import { nodeName } from '../spot/index.ts';
import { knowsZone } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { Spot } from '../spot/index.ts';
import { blueprintCost } from '../foresight/index.ts';
import type { ResearchGoal, ResearchMethod } from './research.ts';
import { prepSkills } from './types.ts';
import type { PrepCommand } from './types.ts';

/**
 * The ready-made commands the Prep view offers (COT-PREP-1..9, COT-FORE-7, COT-FORE-8), and their labels in the
 * game's words. Each is then checked by the function `decide` runs, so only accepted ones are shown.
 */

type Of<T extends PrepCommand['type']> = Extract<PrepCommand, { type: T }>;

/** The people research can be about at a Spot: the campaign's NPCs and the guards posted there. */
function peopleOf(env: HeistEnv, spot: Spot): CharacterId[] {
  const npcs = Object.values(env.ctx.characters)
    .filter((c) => c.kind === 'npc')
    .map((c) => c.id);
  const guards = Object.values(spot.guards).map((post) => post.guard);
  return [...new Set([...npcs, ...guards])];
}

/**
 * COT-PREP-5..8: on each Spot, Layout, Hidden zones, the Spot's Itinerary, then a Mark and an Itinerary for each
 * person there; each by Planning, Connections and a stakeout (COT-PREP-1).
 */
export function researchCandidates(env: HeistEnv, researcher: CharacterId): Of<'prep/research'>[] {
  return Object.values(env.ctx.spots).flatMap((spot) => {
    const people = peopleOf(env, spot);
    const goals: ResearchGoal[] = [
      { kind: 'layout' },
      { kind: 'hidden' },
      { kind: 'itinerary', subject: { kind: 'spot' } },
      ...people.map((person) => ({ kind: 'mark' as const, person })),
      ...people.map((character) => ({
        kind: 'itinerary' as const,
        subject: { kind: 'character' as const, character },
      })),
    ];
    return (['planning', 'connections', 'stakeout'] as const).flatMap((method) =>
      goals.map((goal) => ({ type: 'prep/research' as const, researcher, spotId: spot.id, method, goal })),
    );
  });
}

/** COT-PREP-1..4, COT-D-59: what a method costs besides the Prep action, in a few words. */
function methodWords(env: HeistEnv, method: ResearchMethod): string {
  switch (method) {
    case 'planning': {
      const days = env.rules.planningResearchDays;
      return `Planning (full difficulty, ${days} ${days === 1 ? 'day' : 'days'})`;
    }
    case 'connections':
      return 'Connections (half difficulty, 1 Reputation)';
    case 'stakeout':
      return 'Stakeout (half difficulty; seen: Heat +1)';
  }
}

/** COT-PREP-5..8: the goal of a research roll on a Spot, in words. */
function goalOf(env: HeistEnv, spot: Spot, goal: ResearchGoal): string {
  const names = env.ctx.names;
  switch (goal.kind) {
    case 'layout':
      return `the Layout of ${spot.name}`;
    case 'hidden':
      return `Hidden zones of ${spot.name}`;
    case 'mark':
      return `${names(goal.person)} as a Mark, at ${spot.name}`;
    case 'itinerary':
      return goal.subject.kind === 'spot'
        ? `the Itinerary of ${spot.name}`
        : `${names(goal.subject.character)}'s Itinerary, at ${spot.name}`;
  }
}

/**
 * A research option's label: the method and what it costs, the goal, and the difficulty it is rolled against
 * (after halving; Hidden zones against each one's own rating).
 */
export function researchLabel(
  env: HeistEnv,
  command: Of<'prep/research'>,
  difficulty: number | null,
): string {
  const spot = env.ctx.spots[command.spotId]!;
  const against = difficulty === null ? 'vs each Hidden rating' : `vs ${difficulty}`;
  return `${methodWords(env, command.method)}: ${goalOf(env, spot, command.goal)}, ${against}`;
}

/** COT-PREP-9: each other Prep skill against the default difficulty, and a Con disguise. */
export function skillCandidates(character: CharacterId): Of<'prep/skill'>[] {
  const plain = prepSkills.map((skill) => ({
    type: 'prep/skill' as const,
    character,
    skill,
    difficulty: 9,
    purpose: '',
  }));
  return [
    ...plain,
    {
      type: 'prep/skill' as const,
      character,
      skill: 'con' as const,
      difficulty: 9,
      purpose: '',
      identity: 'a new face',
    },
  ];
}

/** COT-FORE-7: one Resource, its gear (none here: the board's Cache form chooses it) to each crew member. */
export function cacheCandidates(crew: readonly CharacterId[], spender: CharacterId): Of<'prep/cache'>[] {
  return crew.map((recipient) => ({
    type: 'prep/cache' as const,
    spender,
    recipient,
    resources: 1,
    weapon: null,
    armour: null,
  }));
}

/** The next free "Secret passage n" of a Spot: its zone id and name. */
export function freshPassage(spot: Spot): { readonly zoneId: string; readonly name: string } {
  let n = 1;
  const taken = (k: number) =>
    Object.hasOwn(spot.zones, `passage-${k}`) ||
    Object.hasOwn(spot.barriers, `passage-${k}-1`) ||
    Object.hasOwn(spot.barriers, `passage-${k}-2`) ||
    Object.values(spot.zones).some((z) => z.name.toLowerCase() === `secret passage ${k}`);
  while (taken(n)) n++;
  return { zoneId: `passage-${n}`, name: `Secret passage ${n}` };
}

/**
 * COT-FORE-8: a Hidden zone between every two places the crew knows on each Spot, named and numbered so the GM
 * need type nothing, cheapest first (so a refusal names the cheapest Blueprint's shortfall).
 */
export function blueprintCandidates(spots: readonly Spot[], spender: CharacterId): Of<'prep/blueprint'>[] {
  return spots.flatMap((spot) => {
    const known = [outside, ...Object.keys(spot.zones).filter((zone) => knowsZone(spot, zone))];
    const { zoneId, name } = freshPassage(spot);
    const pairs: { command: Of<'prep/blueprint'>; cost: number }[] = [];
    for (let i = 0; i < known.length; i++) {
      for (let j = i + 1; j < known.length; j++) {
        const between = [known[i]!, known[j]!] as const;
        const command: Of<'prep/blueprint'> = {
          type: 'prep/blueprint',
          spender,
          spotId: spot.id,
          between,
          zoneId,
          name,
          barrierIds: [`${zoneId}-1`, `${zoneId}-2`],
        };
        pairs.push({ command, cost: blueprintCost(spot, between[0], between[1]) });
      }
    }
    return pairs.sort((a, b) => a.cost - b.cost).map((pair) => pair.command);
  });
}

/** COT-FORE-8: "Harrow warehouse: a passage between Dock and Office, 1 Foresight" (the GM names it on the form). */
export function blueprintLabel(env: HeistEnv, command: Of<'prep/blueprint'>): string {
  const spot = env.ctx.spots[command.spotId]!;
  const [a, b] = command.between;
  const cost = blueprintCost(spot, a, b);
  return `${spot.name}: a passage between ${nodeName(spot, a)} and ${nodeName(spot, b)}, ${cost} Foresight`;
}
