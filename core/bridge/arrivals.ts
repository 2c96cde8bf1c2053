import { ambushCost } from '../cot/foresight/index.ts';
import { distancesFrom, nodeName, outside, stepsBetween } from '../cot/spot/index.ts';
import type { NodeId, Spot } from '../cot/spot/index.ts';
import { counted } from '../shared/words.ts';
import { isAlive } from './people.ts';
import type { Person } from './people.ts';
import type { Absent, ArrivalTime, Exit } from './proposal.ts';
import type { BridgeSettings } from './settings.ts';

/**
 * Who may reach the table later and who never does (BRG-D-32..35, D-43): NPCs and guards next door once the
 * fight is heard, crew members the players call in, the police after gunfire; everyone else at the Spot stays
 * where they are, with the reason.
 */

/** An arrival before its model is converted. */
export interface ArrivalDraft {
  readonly kind: 'reinforcement' | 'walk-in' | 'other-half';
  readonly person: Person;
  readonly exit: Exit;
  readonly when: ArrivalTime;
  readonly words: string;
}

/** What the arrivals are decided from. */
export interface ArrivalFacts {
  readonly spot: Spot;
  readonly halves: readonly string[];
  readonly exits: readonly Exit[];
  /** COT sides with models on the table. */
  readonly fighting: readonly string[];
  readonly settings: BridgeSettings;
}

/** Exits a person may use toward `place` (BRG-D-2: crew-only and NPC-only ways), open ones first. */
function waysFrom(facts: ArrivalFacts, person: Person, place: NodeId): Exit[] {
  const usable = facts.exits.filter(
    (exit) =>
      exit.leadsTo === place && (exit.users === 'everyone' || (exit.users === 'crew') === person.crew),
  );
  return [
    ...usable.filter((exit) => exit.state === 'open'),
    ...usable.filter((exit) => exit.state !== 'open'),
  ];
}

/** BRG-D-32: a closed, locked door stops a reinforcement, except a guard of the Spot, who carries the keys. */
function passes(exit: Exit, person: Person): boolean {
  if (exit.state === 'open') return true;
  return (
    person.guard &&
    exit.securities.every(
      (security) => security.bypassed || security.tag === 'lock' || security.tag === 'vault',
    )
  );
}

function steps(facts: ArrivalFacts, place: NodeId): number | null {
  const found = facts.halves
    .map((half) => stepsBetween(facts.spot, place, half))
    .filter((n): n is number => n !== null);
  return found.length === 0 ? null : Math.min(...found);
}

function ambushFrom(facts: ArrivalFacts, place: NodeId): number | null {
  const costs = facts.halves
    .map((half) => ambushCost(facts.spot, place, half))
    .filter((n): n is number => n !== null);
  return costs.length === 0 ? null : Math.min(...costs);
}

const absent = (person: Person, why: string, ambush: number | null = null): Absent => ({
  character: person.id,
  name: person.name,
  place: person.place,
  why,
  ambush,
});

/** The words of an Ambush a crew member could still make (BRG-D-18). */
function byAmbush(facts: ArrivalFacts, person: Person, lead: string): Absent {
  const cost = ambushFrom(facts, person.place);
  const ambush =
    cost === null
      ? 'no way the crew knows leads to the table'
      : `an Ambush costs ${cost} Foresight (BRG-D-18)`;
  return absent(person, `${lead}: ${ambush}`, cost);
}

/** BRG-D-32: the reinforcement's entry, counted from the round the fight is heard (round 1 if already Aware). */
function heardTime(person: Person, delay: number): ArrivalTime {
  return { after: 'heard', rounds: delay, round: person.aware ? 1 + delay : null };
}

/** A crew member next door (BRG-D-34), or one further away (BRG-D-18). */
function crewMember(facts: ArrivalFacts, person: Person, next: boolean): ArrivalDraft | Absent {
  const where = nodeName(facts.spot, person.place);
  if (!next) {
    const n = steps(facts, person.place);
    return byAmbush(
      facts,
      person,
      n === null ? `in ${where}` : `${counted(n, 'zone step')} away in ${where}`,
    );
  }
  if (person.unconscious) return absent(person, `Unconscious in ${where}: cannot be called in (BRG-D-34)`);
  if (!facts.settings.bridgeWalkIn)
    return byAmbush(facts, person, `in ${where}: walking in is off (BRG-D-34)`);
  const exit = waysFrom(facts, person, person.place)[0];
  if (!exit) return byAmbush(facts, person, `in ${where}, with no way the crew may use`);
  const locked = exit.state === 'open' ? '' : `; it comes in once "${exit.name}" is open`;
  return {
    kind: 'walk-in',
    person,
    exit,
    when: { after: 'called', rounds: facts.settings.bridgeReinforcementDelay, round: null },
    words: `may be called in from ${where} at the start of a crew turn: it enters the reserves box ${facts.settings.bridgeReinforcementDelay} rounds after the fight is heard, or at the end of the turn it is called, whichever is later; entry point "${exit.name}"${locked} (BRG-D-34)`,
  };
}

/** An NPC next door (BRG-D-32), or one further away. */
function npc(facts: ArrivalFacts, person: Person, next: boolean): ArrivalDraft | Absent {
  const where = nodeName(facts.spot, person.place);
  if (!next) {
    const n = steps(facts, person.place);
    const far = n === null ? 'no way to the table' : `${counted(n, 'zone step')} away`;
    return absent(
      person,
      `in ${where}, ${far}: does not reach the table; the GM may add it to a reserves box (BRG-D-32)`,
    );
  }
  if (facts.settings.bridgeReinforcements === 'off') {
    return absent(person, `in ${where}: reinforcements are off, the GM adds them by hand (BRG-D-32)`);
  }
  if (person.unconscious) return absent(person, `Unconscious in ${where}: does not come (BRG-D-32)`);
  if (!person.guard && !facts.fighting.includes(person.side)) {
    return absent(person, `in ${where}: its side has nobody on the table (BRG-D-32)`);
  }
  const ways = waysFrom(facts, person, person.place);
  const exit = ways.find((way) => passes(way, person));
  if (!exit) {
    const why =
      ways.length === 0
        ? 'no way it knows onto the table (BRG-D-2)'
        : `"${ways[0]!.name}" is ${ways[0]!.state}: it cannot come through (BRG-D-32)`;
    return absent(person, `in ${where}: ${why}`);
  }
  const keys = exit.state === 'open' ? '' : ', with the guards’ keys: the Security stays unbypassed';
  const when = heardTime(person, facts.settings.bridgeReinforcementDelay);
  const start =
    when.round !== null
      ? `at the end of round ${when.round} (Aware: heard in round 1)`
      : `${when.rounds} rounds after the fight is heard`;
  return {
    kind: 'reinforcement',
    person,
    exit,
    when,
    words: `comes from ${where} through "${exit.name}"${keys}: enters the reserves box ${start} (BRG-D-32)`,
  };
}

/**
 * Everyone at the Spot who is not a participant: a reinforcement or walk-in next door, or absent with the reason.
 * The Dead are left out altogether.
 */
export function arrivalsOf(
  facts: ArrivalFacts,
  bystanders: readonly Person[],
): { readonly arrivals: ArrivalDraft[]; readonly absent: Absent[] } {
  const arrivals: ArrivalDraft[] = [];
  const away: Absent[] = [];
  for (const person of bystanders) {
    if (!isAlive(person)) continue;
    if (person.engaged) {
      away.push(absent(person, 'in a Gang Warfare or chase elsewhere (COT-D-65)'));
      continue;
    }
    if (facts.halves.includes(person.place)) {
      away.push(
        absent(person, `in ${nodeName(facts.spot, person.place)} but not in the fight (the GM's choice)`),
      );
      continue;
    }
    const next = facts.exits.some((exit) => exit.leadsTo === person.place);
    const found = person.crew ? crewMember(facts, person, next) : npc(facts, person, next);
    if ('person' in found) arrivals.push(found);
    else away.push(found);
  }
  return { arrivals, absent: away };
}

/**
 * BRG-D-43 with `bridge_two_zone_tables` off: participants in the other zone come through the exit between, in
 * the reserves box from the start (a locked door stops all but the Spot's guards).
 */
export function otherHalf(facts: ArrivalFacts, person: Person): ArrivalDraft | Absent {
  const where = nodeName(facts.spot, person.place);
  if (person.unconscious) return absent(person, `Unconscious in ${where}, beyond the table (BRG-D-43)`);
  const ways = waysFrom(facts, person, person.place);
  const exit = ways.find((way) => passes(way, person));
  if (!exit) return absent(person, `in ${where}: no way through to the table (BRG-D-43)`);
  return {
    kind: 'other-half',
    person,
    exit,
    when: { after: 'start', rounds: 0, round: 0 },
    words: `fights from ${where}: in the reserves box from the start, entry point "${exit.name}" (two-zone tables are off, BRG-D-43)`,
  };
}

/**
 * BRG-D-33: the police's way in: the exit on the shortest zone path to Outside, through zones that are not
 * Hidden (barriers ignored); ties go to the first exit, and the GM may pick another. Null: no way in.
 */
export function policeEntry(
  spot: Spot,
  halves: readonly string[],
  exits: readonly Exit[],
): { readonly exit: Exit; readonly steps: number; readonly ties: readonly Exit[] } | null {
  const open = (node: NodeId) =>
    node === outside ||
    (Object.hasOwn(spot.zones, node) && spot.zones[node]!.hidden === null && !halves.includes(node));
  const distance = distancesFrom(spot, outside, open);
  const reachable = exits
    .filter((exit) => exit.users === 'everyone' && open(exit.leadsTo) && distance.has(exit.leadsTo))
    .map((exit) => ({ exit, steps: distance.get(exit.leadsTo)! }));
  if (reachable.length === 0) return null;
  const best = Math.min(...reachable.map((entry) => entry.steps));
  const [first, ...ties] = reachable.filter((entry) => entry.steps === best);
  return { exit: first!.exit, steps: best, ties: ties.map((entry) => entry.exit) };
}

/** What the fight has done so far, for an arrival's round. */
export interface FightFacts {
  /** The game round of the first attack or Call for Help (BRG-D-32); null: not yet. */
  readonly heard: number | null;
  /** The game round of the first shot or explosion (BRG-D-33); null: none yet. */
  readonly firstShot: number | null;
  /** The game round of the crew turn a walk-in was called in (BRG-D-34); null: not called. */
  readonly called?: number | null;
}

/**
 * The game round at whose end an arrival enters its side's reserves box (BRG-D-32..34), or null while what it
 * waits for has not happened.
 */
export function arrivalRound(when: ArrivalTime, fight: FightFacts): number | null {
  if (when.round !== null) return when.round;
  switch (when.after) {
    case 'start':
      return when.rounds;
    case 'heard':
      return fight.heard === null ? null : fight.heard + when.rounds;
    case 'first-shot':
      return fight.firstShot === null ? null : fight.firstShot + when.rounds;
    case 'called': {
      const called = fight.called ?? null;
      if (called === null || fight.heard === null) return null;
      return Math.max(fight.heard + when.rounds, called);
    }
  }
}
