import type { CharacterId } from '../../shared/ids.ts';
import { skills, skillTable } from '../characters/index.ts';
import type { Skill } from '../characters/index.ts';
import type { DropCharacter } from '../drop/index.ts';
import { fists } from '../gear/index.ts';
import type { HeistEnv, ResearchGoal } from '../prep/index.ts';
import { linksOf, nodeName } from '../spot/index.ts';
import { knowsZone } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { NodeId } from '../spot/index.ts';
import { skillsFor } from './bypass.ts';
import { isUp, placeOf } from './roster.ts';
import { defaultDifficulty } from './skill.ts';
import type { HeistCommand, HeistState } from './types.ts';

/**
 * The commands the view tries for an actor: every variant an action could take now (each destination, barrier,
 * Security, skill, target, weapon…). The view keeps those the engine accepts, by the same checks `decide` runs.
 */

type Of<T extends HeistCommand['type']> = Extract<HeistCommand, { type: T }>;

/** Where a move could go: next door across each barrier, within the zone, out to the edge. */
export function moveCandidates(state: HeistState, actor: DropCharacter): Of<'heist/move'>[] {
  const from = placeOf(actor);
  const places = new Set<NodeId>(linksOf(state.spot, from).map((link) => link.other));
  if (from !== outside) places.add(from);
  return [...places].flatMap((to) => {
    const zone = to === outside || to === from ? from : to;
    const hazardous = zone !== outside && state.spot.zones[zone]?.hazardous === true;
    const skillsToTry = hazardous ? (['catBurglary', 'athletics'] as const) : [undefined];
    return skillsToTry.flatMap((skill) =>
      [true, false].map((stealth) => ({
        type: 'heist/move' as const,
        actor: actor.id,
        to,
        stealth,
        ...(skill ? { skill } : {}),
      })),
    );
  });
}

/** Every Security still in place on the barriers where the actor stands, with every skill it takes. */
export function bypassCandidates(
  env: HeistEnv,
  state: HeistState,
  actor: DropCharacter,
): Of<'heist/bypass'>[] {
  return linksOf(state.spot, placeOf(actor)).flatMap(({ barrier }) =>
    barrier.securities
      .filter((security) => !security.bypassed)
      .flatMap((security) =>
        skillsFor(security.tag, env.rules.explosivesBypass).flatMap((skill) =>
          [true, false].map((stealth) => ({
            type: 'heist/bypass' as const,
            actor: actor.id,
            barrier: barrier.id,
            security: security.id,
            skill,
            stealth,
          })),
        ),
      ),
  );
}

/** Everyone else conscious in the actor's zone. */
export function othersHere(state: HeistState, actor: DropCharacter): DropCharacter[] {
  if (actor.zone === null) return [];
  return state.drop.characters.filter((c) => c.id !== actor.id && c.zone === actor.zone && isUp(c));
}

/** A Drop on each other person in the zone, with each carried weapon and bare hands. */
export function dropCandidates(state: HeistState, actor: DropCharacter): Of<'drop/attack'>[] {
  const weapons = [fists, ...actor.weapons.filter((w) => w.name !== fists.name)];
  return othersHere(state, actor).flatMap((target) =>
    weapons.map((weapon) => ({
      type: 'drop/attack' as const,
      attacker: actor.id,
      target: target.id,
      skill: weapon.skill,
      weapon: weapon.name,
    })),
  );
}

/** The Unconscious in the actor's zone, to wake or finish off (COT-DROP-9). */
export function helplessHere(state: HeistState, actor: DropCharacter): DropCharacter[] {
  if (actor.zone === null) return [];
  return state.drop.characters.filter(
    (c) => c.id !== actor.id && c.zone === actor.zone && c.unconscious && c.condition.state !== 'dead',
  );
}

/** The Heist skills tried against the GM's default difficulty (COT-SPOT-8). */
export const heistSkills: readonly Skill[] = skills.filter((skill) =>
  (skillTable[skill].tags as readonly string[]).includes('heist'),
);

export function skillCandidates(actor: DropCharacter): Of<'heist/skill'>[] {
  return heistSkills.map((skill) => ({
    type: 'heist/skill' as const,
    actor: actor.id,
    skill,
    difficulty: defaultDifficulty,
    purpose: '',
  }));
}

/** Ambush: each crew member to each zone the crew knows (COT-FORE-4). */
export function ambushCandidates(state: HeistState, spender: CharacterId): Of<'heist/ambush'>[] {
  const known = Object.keys(state.spot.zones).filter((zone) => knowsZone(state.spot, zone));
  return state.crew.flatMap((character) =>
    known.map((to) => ({ type: 'heist/ambush' as const, spender, character, to })),
  );
}

/** Blueprint: a new zone between each pair of places the crew knows, with fresh ids and name (COT-FORE-8). */
export function blueprintCandidates(state: HeistState, spender: CharacterId): Of<'heist/blueprint'>[] {
  const known = [outside, ...Object.keys(state.spot.zones).filter((zone) => knowsZone(state.spot, zone))];
  const fresh = freshZone(state);
  const pairs: Of<'heist/blueprint'>[] = [];
  for (let i = 0; i < known.length; i++) {
    for (let j = i + 1; j < known.length; j++) {
      pairs.push({
        type: 'heist/blueprint',
        spender,
        between: [known[i]!, known[j]!],
        zoneId: fresh.id,
        name: fresh.name,
        barrierIds: [`${fresh.id}-1`, `${fresh.id}-2`],
      });
    }
  }
  return pairs;
}

/** The first `passage-N` id and "Secret passage N" name the Spot does not use. */
function freshZone(state: HeistState): { id: string; name: string } {
  const names = new Set(Object.values(state.spot.zones).map((zone) => zone.name.toLowerCase()));
  for (let n = 1; ; n++) {
    const id = `passage-${n}`;
    const name = `Secret passage ${n}`;
    const used = [id, `${id}-1`, `${id}-2`].some((key) => Object.hasOwn(state.spot.barriers, key));
    if (!Object.hasOwn(state.spot.zones, id) && !used && !names.has(name.toLowerCase())) return { id, name };
  }
}

/** Secrets: each crew member's research goals by Planning and Connections, and a Mysticism roll (COT-FORE-6). */
export function secretsCandidates(state: HeistState, spender: CharacterId): Of<'heist/secrets'>[] {
  const goals: ResearchGoal[] = [
    { kind: 'layout' },
    { kind: 'hidden' },
    { kind: 'itinerary', subject: { kind: 'spot' } },
    ...state.drop.characters
      .filter((c) => !state.crew.includes(c.id))
      .map((c) => ({ kind: 'mark' as const, person: c.id })),
  ];
  return state.crew.flatMap((roller) => [
    ...(['planning', 'connections'] as const).flatMap((method) =>
      goals.map((goal) => ({ type: 'heist/secrets' as const, spender, roller, roll: { method, goal } })),
    ),
    {
      type: 'heist/secrets' as const,
      spender,
      roller,
      roll: { method: 'mysticism' as const, difficulty: defaultDifficulty, purpose: '' },
    },
  ]);
}

/** Switch: a disguise or a Forgery by each crew member (COT-FORE-9). */
export function switchCandidates(state: HeistState, spender: CharacterId): Of<'heist/switch'>[] {
  return state.crew.flatMap((roller) => [
    {
      type: 'heist/switch' as const,
      spender,
      roller,
      roll: { kind: 'disguise' as const, identity: 'a new face', difficulty: defaultDifficulty },
    },
    {
      type: 'heist/switch' as const,
      spender,
      roller,
      roll: { kind: 'forgery' as const, purpose: '', difficulty: defaultDifficulty },
    },
  ]);
}

/** Cache: one Resource after the fact, for each crew member (the gear is the player's choice). */
export function cacheCandidates(state: HeistState, spender: CharacterId): Of<'heist/cache'>[] {
  return state.crew.map((recipient) => ({
    type: 'heist/cache' as const,
    spender,
    recipient,
    resources: 1,
    weapon: null,
    armour: null,
  }));
}

/** A place's name for a label. */
export const placeName = (state: HeistState, node: NodeId): string => nodeName(state.spot, node);
