import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { barriersBetween, nodeName } from '../cot/spot/index.ts';
import { inWords } from '../shared/words.ts';
import { arrivalsOf, otherHalf } from './arrivals.ts';
import type { ArrivalDraft, ArrivalFacts } from './arrivals.ts';
import { sideOrder, pressureOf } from './first-player.ts';
import { assemble } from './assemble.ts';
import { castOf, crewSideOf, isAlive } from './people.ts';
import type { Cast, Person } from './people.ts';
import type { Absent, FightProposal } from './proposal.ts';
import type { BridgeSettings } from './settings.ts';
import type { FightSituation } from './situation.ts';
import { civiliansMax, tableOf } from './table.ts';

/**
 * COT → HEIST (bridge.md §4, §5A): the skirmish a City of Thieves situation becomes, as a proposal the GM reviews
 * before the fight starts. Deterministic: the same situation and settings give the same proposal.
 */

function twoZoneProblem(situation: FightSituation, zones: readonly string[]): Rejection | null {
  const { spot } = situation.heist;
  const names = zones.map((zone) => nodeName(spot, zone));
  if (zones.length > 2) {
    return reject(
      'bridge/zones',
      `The fight spreads over ${inWords(names)}: play separate skirmishes, or pick two adjacent zones (BRG-D-43)`,
      { zones },
    );
  }
  if (zones.length === 2 && barriersBetween(spot, zones[0]!, zones[1]!).length === 0) {
    return reject(
      'bridge/zones',
      `${names[0]} and ${names[1]} are not adjacent: one table cannot show both (BRG-D-43)`,
      {
        zones,
      },
    );
  }
  return null;
}

const unique = <T>(items: readonly T[]): T[] => items.filter((item, index) => items.indexOf(item) === index);

/** The table and who stands on it (BRG-D-2, D-43). */
function placement(situation: FightSituation, settings: BridgeSettings, table: CotSettings, cast: Cast) {
  const living = cast.participants.filter(isAlive);
  const zones = unique([cast.zone, ...living.map((person) => person.place)]);
  const problem = twoZoneProblem(situation, zones);
  if (problem) return problem;
  const halves = settings.bridgeTwoZoneTables ? zones : [cast.zone];
  const plan = tableOf(situation.heist.spot, halves, situation, settings, table);
  const placed = living.filter((person) => halves.includes(person.place));
  if (placed.length === 0) {
    const where = inWords(plan.halves.map((half) => half.name));
    return reject('bridge/empty', `Nobody alive is in ${where} to fight (BRG-D-2)`, { zone: cast.zone });
  }
  const fighting = unique(placed.map((person) => person.side));
  return { living, halves, plan, placed, fighting };
}

const gone = (person: Person, why: string): Absent => ({
  character: person.id,
  name: person.name,
  place: person.place,
  why,
  ambush: null,
});

/** Everyone not on the table: arriving later (BRG-D-32..34, D-43), or absent with the reason (BRG-D-16, D-35). */
function offTable(cast: Cast, living: readonly Person[], facts: ArrivalFacts) {
  const beyond = living
    .filter((person) => !facts.halves.includes(person.place))
    .map((person) => otherHalf(facts, person));
  const around = arrivalsOf(facts, cast.bystanders);
  const drafts: ArrivalDraft[] = [
    ...beyond.filter((entry): entry is ArrivalDraft => 'person' in entry),
    ...around.arrivals,
  ];
  const absent: Absent[] = [
    ...cast.participants
      .filter((person) => !isAlive(person))
      .map((p) => gone(p, 'Dead: not placed (BRG-D-16)')),
    ...cast.left.filter(isAlive).map((person) => gone(person, 'left the Gang Warfare (COT-WAR-11)')),
    ...beyond.filter((entry): entry is Absent => !('person' in entry)),
    ...around.absent,
  ];
  return { drafts, absent };
}

/**
 * The proposal for a HEIST skirmish from a Heist zone, a Drop gone loud or Gang Warfare switched mid-fight.
 * Never changes its inputs and never throws on bad input.
 * @returns a rejection naming the problem: a zone the Spot does not have, a Heist or Gang Warfare already over,
 * a participant with no sheet (or one the GM named who is Dead, elsewhere or in another fight), a fight over
 * three zones or two that do not touch, nobody on the table, one side only, a number of civilians out of range,
 * or a conversion the table refuses.
 */
export function bridgedFight(
  situation: FightSituation,
  settings: BridgeSettings,
  table: CotSettings,
): FightProposal | Rejection {
  const { civilians } = situation;
  if (
    civilians !== undefined &&
    !(Number.isInteger(civilians) && civilians >= 0 && civilians <= civiliansMax)
  ) {
    return reject(
      'bridge/civilians',
      `Civilians must be a whole number 0–${civiliansMax} (got ${civilians}, BRG-D-40)`,
      {
        civilians,
      },
    );
  }
  const cast = castOf(situation);
  if (isRejection(cast)) return cast;
  const nameless = cast.participants.find((person) => !person.sheet);
  if (nameless) {
    return reject('bridge/no-sheet', `${nameless.name} has no character sheet to convert (COT-CHAR-5)`, {
      character: nameless.id,
    });
  }
  const placed = placement(situation, settings, table, cast);
  if (isRejection(placed)) return placed;
  const { plan, fighting } = placed;
  const facts = { spot: situation.heist.spot, halves: placed.halves, exits: plan.exits, fighting, settings };
  const { drafts, absent } = offTable(cast, placed.living, facts);
  const arriving = unique(drafts.map((draft) => draft.person.side)).filter(
    (side) => !fighting.includes(side),
  );
  if (fighting.length + arriving.length < 2) {
    return reject('bridge/one-side', 'Only one side is in the fight: a skirmish needs two (BRG-D-13)', {
      sides: fighting,
    });
  }
  const crewSide = crewSideOf([...cast.participants, ...cast.bystanders]);
  const label = labelsOf(situation, crewSide);
  const order = sideOrder({
    cast,
    fighting,
    arriving,
    crewSide,
    initiative: situation.initiative ?? null,
    listing: (situation.sides ?? []).map((side) => side.id),
    unawareOnTable: placed.placed.some((person) => !person.crew && !person.unconscious && !person.aware),
    label,
  });
  if (isRejection(order)) return order;
  const pressure = pressureOf(settings, (situation.deck ?? []).length > 0);
  return assemble({
    ...placed,
    situation,
    settings,
    table,
    cast,
    drafts,
    absent,
    order,
    crewSide,
    label,
    pressure,
  });
}

const defaultLabels: Readonly<Record<string, string>> = { house: 'Guards', others: 'Others' };

/** A side's name: the GM's, the initiative's, else the Heist's words for its sides (BRG-D-41). */
function labelsOf(situation: FightSituation, crewSide: string): (side: string) => string {
  return (side) =>
    situation.sides?.find((listed) => listed.id === side)?.label ??
    situation.initiative?.sides.find((listed) => listed.id === side)?.label ??
    (side === crewSide ? 'Crew' : (defaultLabels[side] ?? side));
}
