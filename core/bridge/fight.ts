import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { barriersBetween, nodeName } from '../cot/spot/index.ts';
import { inWords } from '../shared/words.ts';
import { arrivalsOf, otherHalf } from './arrivals.ts';
import type { ArrivalDraft } from './arrivals.ts';
import { sideOrder, pressureOf } from './first-player.ts';
import { assemble } from './assemble.ts';
import { castOf, crewSideOf, isAlive } from './people.ts';
import type { Cast, Person } from './people.ts';
import type { Absent, FightProposal } from './proposal.ts';
import type { BridgeSettings } from './settings.ts';
import type { FightSituation } from './situation.ts';
import { tableOf } from './table.ts';

/**
 * COT → HEIST (bridge.md §4, §5A): the skirmish a City of Thieves situation becomes, as a proposal the GM reviews
 * before the fight starts. Deterministic: the same situation and settings give the same proposal.
 */

/** The table's zones: the fight's zone, and the other zone of a fight across a barrier (BRG-D-43). */
function zonesOf(cast: Cast, living: readonly Person[]): string[] | Rejection {
  const zones = [cast.zone, ...living.map((person) => person.place)].filter(
    (zone, index, all) => all.indexOf(zone) === index,
  );
  return zones;
}

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

const deadWords = (person: Person): Absent => ({
  character: person.id,
  name: person.name,
  place: person.place,
  why: 'Dead: not placed (BRG-D-16)',
  ambush: null,
});

/**
 * The proposal for a HEIST skirmish from a Heist zone, a Drop gone loud or Gang Warfare switched mid-fight.
 * Never changes its inputs and never throws on bad input.
 * @returns a rejection naming the problem: a zone the Spot does not have, a Heist or Gang Warfare already over,
 * a participant with no sheet (or one the GM named who is Dead, elsewhere or in another fight), a fight over
 * three zones or two that do not touch, nobody on the table, one side only, or a conversion the table refuses.
 */
export function bridgedFight(
  situation: FightSituation,
  settings: BridgeSettings,
  table: CotSettings,
): FightProposal | Rejection {
  const cast = castOf(situation);
  if (isRejection(cast)) return cast;
  const nameless = cast.participants.find((person) => !person.sheet);
  if (nameless) {
    return reject('bridge/no-sheet', `${nameless.name} has no character sheet to convert (COT-CHAR-5)`, {
      character: nameless.id,
    });
  }
  const living = cast.participants.filter(isAlive);
  const zones = zonesOf(cast, living);
  if (isRejection(zones)) return zones;
  const problem = twoZoneProblem(situation, zones);
  if (problem) return problem;
  const halves = settings.bridgeTwoZoneTables ? zones : [cast.zone];
  const spot = situation.heist.spot;
  const plan = tableOf(spot, halves, situation, settings, table);
  const placed = living.filter((person) => halves.includes(person.place));
  if (placed.length === 0) {
    return reject(
      'bridge/empty',
      `Nobody alive is in ${inWords(plan.halves.map((half) => half.name))} to fight (BRG-D-2)`,
      {
        zone: cast.zone,
      },
    );
  }
  const fighting = placed.map((person) => person.side).filter((side, i, all) => all.indexOf(side) === i);
  const facts = { spot, halves, exits: plan.exits, fighting, settings };
  const beyond = living
    .filter((person) => !halves.includes(person.place))
    .map((person) => otherHalf(facts, person));
  const around = arrivalsOf(facts, cast.bystanders);
  const drafts: ArrivalDraft[] = [
    ...beyond.filter((entry): entry is ArrivalDraft => 'person' in entry),
    ...around.arrivals,
  ];
  const absent: Absent[] = [
    ...cast.participants.filter((person) => !isAlive(person)).map(deadWords),
    ...cast.left.filter(isAlive).map((person) => ({
      character: person.id,
      name: person.name,
      place: person.place,
      why: 'left the Gang Warfare (COT-WAR-11)',
      ambush: null,
    })),
    ...beyond.filter((entry): entry is Absent => !('person' in entry)),
    ...around.absent,
  ];
  const arriving = drafts
    .map((draft) => draft.person.side)
    .filter((side, i, all) => all.indexOf(side) === i && !fighting.includes(side));
  if (fighting.length + arriving.length < 2) {
    return reject('bridge/one-side', 'Only one side is in the fight: a skirmish needs two (BRG-D-13)', {
      sides: fighting,
    });
  }
  const crewSide = crewSideOf([...cast.participants, ...cast.bystanders]);
  const unawareOnTable = placed.some((person) => !person.crew && !person.unconscious && !person.aware);
  const labels = labelsOf(situation, crewSide);
  const order = sideOrder({
    cast,
    fighting,
    arriving,
    crewSide,
    initiative: situation.initiative ?? null,
    listing: (situation.sides ?? []).map((side) => side.id),
    unawareOnTable,
    label: labels,
  });
  if (isRejection(order)) return order;
  return assemble({
    situation,
    settings,
    table,
    cast,
    plan,
    placed,
    drafts,
    absent,
    order,
    crewSide,
    label: labels,
    pressure: pressureOf(settings, (situation.deck ?? []).length > 0),
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
