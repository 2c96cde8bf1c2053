import type { CharacterId } from '../shared/ids.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { Character, Condition } from '../cot/characters/index.ts';
import type { DropCharacter } from '../cot/drop/index.ts';
import { crewSide } from '../cot/heist/index.ts';
import type { HeistBreakout } from '../cot/heist/index.ts';
import { partyOf } from '../cot/world/index.ts';
import { nodeName, outside } from '../cot/spot/index.ts';
import type { NodeId } from '../cot/spot/index.ts';
import type { Fighter } from '../cot/warfare/index.ts';
import type { FightSituation, ModelCategory } from './situation.ts';

/**
 * Who is where as the fight starts: the participants of the fight (the zone's people, the Drop's breakout, the
 * Gang Warfare's fighters) and everyone else at the Spot, each read the same way whatever the origin.
 */

/** Someone at the Spot as the bridge reads them. */
export interface Person {
  readonly id: CharacterId;
  readonly name: string;
  /** Their sheet; undefined for someone the campaign has no sheet for. */
  readonly sheet: Character | undefined;
  /** Their COT side. */
  readonly side: string;
  readonly crew: boolean;
  readonly category: ModelCategory;
  readonly place: NodeId;
  readonly condition: Condition;
  readonly aware: boolean;
  readonly discovered: boolean;
  readonly unconscious: boolean;
  readonly restrainedBy: CharacterId | null;
  readonly surrendered: boolean;
  /** Switching from Gang Warfare (BRG-D-16). */
  readonly cover: { readonly current: number; readonly rolled: number | null } | null;
  readonly presentedIdentity: string;
  /** In a Gang Warfare or chase other than this fight (COT-D-65). */
  readonly engaged: boolean;
  /** A guard posted at the Spot: carries its keys (BRG-D-32). */
  readonly guard: boolean;
  /** A score-only guard's Training (COT-CHAR-9): BRG-D-6 converts it. */
  readonly training: number | null;
}

/** The people of a fight. */
export interface Cast {
  readonly zone: string;
  readonly participants: readonly Person[];
  /** Gang Warfare fighters who left the fight (COT-WAR-11). */
  readonly left: readonly Person[];
  /** Everyone else at the Spot. */
  readonly bystanders: readonly Person[];
  /** BRG-D-15: the side that started the violence (null: the crew's, or the first side on the table). */
  readonly startedBy: string | null;
  /** After a catastrophic Drop, the target's side (COT-D-4). */
  readonly catastropheSide: string | null;
  /** BRG-D-14: a surprise turn is possible only straight from a Heist stage. */
  readonly fromHeistStage: boolean;
  readonly ambushedBy: string | null;
}

export const isAlive = (person: Pick<Person, 'condition'>): boolean => person.condition.state !== 'dead';

function categoryOf(situation: FightSituation, id: CharacterId, crew: boolean, kind: string): ModelCategory {
  if (crew) return 'crew';
  const given =
    situation.categories && Object.hasOwn(situation.categories, id) ? situation.categories[id] : undefined;
  return given ?? (kind === 'guard' ? 'guard' : 'criminal'); // BRG-D-13
}

const sheetOf = (situation: FightSituation, id: CharacterId): Character | undefined =>
  Object.hasOwn(situation.sheets, id) ? situation.sheets[id] : undefined;

/** Someone of the Heist's Drop scene (COT-DROP): where they stand, Aware, Discovered, Unconscious. */
function fromHeist(situation: FightSituation, at: DropCharacter, fightPeople: ReadonlySet<string>): Person {
  const { spot } = situation.heist;
  const sheet = sheetOf(situation, at.id);
  const crew = situation.heist.crew.includes(at.id);
  const post = Object.hasOwn(spot.guards, at.id) ? spot.guards[at.id]! : null;
  return {
    id: at.id,
    name: sheet?.name ?? at.name,
    sheet,
    side: at.side,
    crew,
    category: categoryOf(situation, at.id, crew, sheet?.kind ?? at.kind),
    place: at.zone ?? outside,
    condition: sheet?.condition ?? at.condition, // COT-CHAR-6: the sheet is the condition's one home
    aware: at.aware,
    discovered: at.discovered,
    unconscious: at.unconscious,
    restrainedBy: null,
    surrendered: false,
    cover: null,
    presentedIdentity: at.presentedIdentity,
    engaged: situation.heist.engaged.includes(at.id) && !fightPeople.has(at.id),
    guard: post !== null,
    training: post?.training ?? null,
  };
}

/** A Gang Warfare fighter (COT-WAR-1): in the fight's zone, every NPC Aware there (COT-D-81). */
function fromFight(
  situation: FightSituation,
  fighter: Fighter,
  zone: string,
  coverRolls: Readonly<Record<CharacterId, number>>,
): Person {
  const at = situation.heist.drop.characters.find((character) => character.id === fighter.id);
  const base = at ? fromHeist(situation, at, new Set([fighter.id])) : null;
  const sheet = sheetOf(situation, fighter.id);
  const crew = situation.heist.crew.includes(fighter.id) || fighter.kind === 'crew';
  return {
    id: fighter.id,
    name: sheet?.name ?? fighter.name,
    sheet,
    side: fighter.side,
    crew,
    category: categoryOf(situation, fighter.id, crew, sheet?.kind ?? fighter.kind),
    place: zone,
    condition: sheet?.condition ?? fighter.condition,
    aware: true,
    discovered: base?.discovered ?? true,
    unconscious: fighter.unconscious,
    restrainedBy: fighter.restrainedBy,
    surrendered: fighter.presence === 'surrendered',
    cover: {
      current: fighter.coverScore,
      rolled: Object.hasOwn(coverRolls, fighter.id) ? coverRolls[fighter.id]! : null,
    },
    presentedIdentity: base?.presentedIdentity ?? sheet?.presentedIdentity ?? fighter.name,
    engaged: false,
    guard: base?.guard ?? false,
    training: base?.training ?? null,
  };
}

function heistCast(situation: FightSituation, origin: Extract<FightSituation['origin'], { kind: 'heist' }>) {
  const { spot, drop } = situation.heist;
  if (!Object.hasOwn(spot.zones, origin.zone)) {
    return reject('bridge/zone', `"${origin.zone}" is not a zone of ${spot.name} (BRG-D-2)`, {
      zone: origin.zone,
    });
  }
  const everyone = drop.characters.map((at) => fromHeist(situation, at, new Set()));
  const chosen =
    origin.participants ??
    everyone
      .filter((person) => person.place === origin.zone && isAlive(person) && !person.engaged)
      .map((person) => person.id);
  for (const id of chosen) {
    const person = everyone.find((candidate) => candidate.id === id);
    const name = person?.name ?? id;
    if (!person) return reject('bridge/not-there', `${name} is not at ${spot.name}`, { character: id });
    if (!isAlive(person)) {
      return reject('bridge/dead', `${name} is Dead and cannot fight (COT-CHAR-6)`, { character: id });
    }
    if (person.engaged) {
      return reject('bridge/engaged', `${name} is in another fight or chase (COT-D-65)`, { character: id });
    }
    if (person.place === outside) {
      return reject(
        'bridge/outside',
        `${name} stands at ${nodeName(spot, outside)}, outside the Spot's zones: a table is a zone (BRG-D-2)`,
        { character: id },
      );
    }
  }
  const set = new Set<string>(chosen);
  return {
    zone: origin.zone,
    participants: everyone.filter((person) => set.has(person.id)),
    left: [],
    bystanders: everyone.filter((person) => !set.has(person.id)),
    startedBy: origin.startedBy ?? null,
    catastropheSide: null,
    fromHeistStage: true,
    ambushedBy: origin.ambushedBy ?? null,
  };
}

function dropCast(situation: FightSituation, origin: Extract<FightSituation['origin'], { kind: 'drop' }>) {
  const { drop, breakouts } = situation.heist;
  const breakout = breakouts.find((b: HeistBreakout) => b.kind === 'warfare' && b.lead === origin.target);
  const target = drop.characters.find((character) => character.id === origin.target);
  if (!breakout) {
    return reject(
      'bridge/no-square-up',
      `No fight broke out of a Drop on ${target?.name ?? origin.target}: the target must Square Up first (COT-DROP-5)`,
      { character: origin.target },
    );
  }
  const attacker = drop.characters.find((character) => character.id === origin.attacker);
  if (!attacker) {
    return reject('bridge/not-there', `The Drop's attacker ${origin.attacker} is not at the Spot`, {
      character: origin.attacker,
    });
  }
  const set = new Set<string>(partyOf(breakout, 'participants'));
  const everyone = drop.characters.map((at) => fromHeist(situation, at, set));
  const aware = (person: Person): Person => (person.crew ? person : { ...person, aware: true }); // COT-D-81
  return {
    zone: breakout.zone,
    participants: everyone.filter((person) => set.has(person.id)).map(aware),
    left: [],
    bystanders: everyone.filter((person) => !set.has(person.id)),
    startedBy: attacker.side,
    catastropheSide: breakout.firstRoundSide ?? null,
    fromHeistStage: false,
    ambushedBy: null,
  };
}

function warfareCast(
  situation: FightSituation,
  origin: Extract<FightSituation['origin'], { kind: 'warfare' }>,
) {
  const { fight } = origin;
  const { spot, drop } = situation.heist;
  if (fight.ended !== null) {
    return reject('bridge/fight-over', 'This Gang Warfare is already over: there is no fight to switch', {
      zone: fight.zone,
    });
  }
  if (!Object.hasOwn(spot.zones, fight.zone)) {
    return reject(
      'bridge/zone',
      `The Gang Warfare's zone "${fight.zone}" is not a zone of ${spot.name} (BRG-D-2)`,
      {
        zone: fight.zone,
      },
    );
  }
  const fighters = fight.fighters.map((fighter) =>
    fromFight(situation, fighter, fight.zone, origin.coverRolls),
  );
  const set = new Set<string>(fighters.map((fighter) => fighter.id));
  const present = fight.fighters.filter((fighter) => fighter.presence !== 'left').map((f) => f.id);
  return {
    zone: fight.zone,
    participants: fighters.filter((person) => present.includes(person.id)),
    left: fighters.filter((person) => !present.includes(person.id)),
    bystanders: drop.characters.filter((at) => !set.has(at.id)).map((at) => fromHeist(situation, at, set)),
    startedBy: origin.startedBy ?? null,
    catastropheSide: fight.firstRoundSide,
    fromHeistStage: false,
    ambushedBy: null,
  };
}

/**
 * The people of the fight, read from its origin.
 * @returns a rejection naming a zone the Spot does not have, a Heist or Gang Warfare already over, a Drop whose
 * target did not Square Up, or a participant the GM named who is not there, Dead, Outside or in another fight.
 */
export function castOf(situation: FightSituation): Cast | Rejection {
  if (situation.heist.ended !== null) {
    return reject('bridge/heist-over', `The Heist at ${situation.heist.spot.name} is over`, {});
  }
  const { origin } = situation;
  switch (origin.kind) {
    case 'heist':
      return heistCast(situation, origin);
    case 'drop':
      return dropCast(situation, origin);
    case 'warfare':
      return warfareCast(situation, origin);
  }
}

/** The crew's COT side: their members' side, or the Heist's. */
export function crewSideOf(people: readonly Person[]): string {
  return people.find((person) => person.crew)?.side ?? crewSide;
}
