import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepHighest, parseCampaignFile } from '../../../../core/index.ts';
import { commandEvents, strayEvent } from '../../../../core/campaign/command-events.ts';
import { commandTypes } from '../../../../core/campaign/schema.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { drawBoards } from '../../../helpers/board-views.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { copyOf, fileText, realLog } from '../../../helpers/import-logs.ts';
import type { LogName } from '../../../helpers/import-logs.ts';

/**
 * An imported log is checked against the state each entry applies to, not only its shape (issue 16): an event
 * naming someone or something absent, a roll whose outcome contradicts its dice, a command label that does not
 * match its events, or entries out of order are refused, naming the entry. Real play never trips a check: every
 * entry the simulated tables store reads back.
 */

const logNames: readonly LogName[] = ['campaign', 'breakout', 'skirmish', 'prep', 'social'];

/** A JSON value read from a file, spoilt in place: loosely typed, as a hostile editor sees it. */
interface Json {
  [key: string]: Json;
}
const list = (value: Json | undefined): Json[] => (value ?? []) as unknown as Json[];
const text = (value: Json | undefined): string => String(value);
const num = (value: Json | undefined): number => value as unknown as number;
/** Puts a value in place (true: a spoiler spoilt something). */
function put(holder: Json, key: string | number, value: unknown): true {
  (holder as unknown as Record<string | number, unknown>)[key] = value;
  return true;
}

function readBack(entries: readonly LogEntry[]) {
  return parseCampaignFile(fileText(entries));
}

describe('importing what real play wrote', () => {
  it.each(logNames)('reads back every entry of a %s log, to the state play built', (name) => {
    const entries = realLog(name);
    const parsed = readBack(entries);
    expect(parsed.ok ? 'accepted' : parsed.message).toBe('accepted');
    if (!parsed.ok) return;
    expect(parsed.log).toEqual(copyOf(entries));
    expect(parsed.entries).toBe(entries.length);
  });

  it('reads back any campaign the simulated GM plays (fast-check over its seeds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { entries, state } = simulateCampaign({ entries: 220, seed });
        const parsed = readBack(entries);
        expect(parsed.ok ? 'accepted' : parsed.message).toBe('accepted');
        expect(parsed.ok && parsed.state).toEqual(copyOf(state));
      }),
      { numRuns: 6 },
    );
  }, 60_000);

  it('the table of what each command makes agrees with decide over every entry real play stored', () => {
    const seen = new Set<string>();
    for (const name of logNames) {
      for (const entry of realLog(name)) {
        expect(strayEvent(entry.command, entry.events), `${name}: ${entry.command}`).toBeNull();
        seen.add(entry.command);
      }
    }
    // Not vacuous: the tables played the dice tray, sheets, Spots, and scenes of every kind of turn.
    for (const command of ['dice/roll', 'character/update', 'spot/add-barrier', 'scene/open', 'scene/act'])
      expect(seen).toContain(command);
    expect(seen.size).toBeGreaterThan(12);
    expect(Object.keys(commandEvents).sort()).toEqual([...commandTypes].sort());
  });
});

/** One defect in a valid log: the first entry `spoil` can spoil (it returns true), and what the refusal says. */
interface Defect {
  readonly name: string;
  readonly log: LogName;
  readonly spoil: (entry: Json) => boolean;
  readonly says: RegExp;
}

/** The engine event (or its nested Drop event) of a type in an entry, as spoilable JSON. */
function inner(entry: Json, type: string): Json | undefined {
  for (const event of list(entry.events)) {
    if (text(event.type) !== 'scene/changed') continue;
    if (text(event.event!.type) === type) return event.event;
    if (text(event.event!.event?.type) === type) return event.event!.event;
  }
  return undefined;
}

/** The first event of a type in an entry. */
function outer(entry: Json, type: string): Json | undefined {
  return list(entry.events).find((event) => text(event.type) === type);
}

function spoilInner(type: string, spoil: (event: Json) => boolean | void) {
  return (entry: Json) => {
    const event = inner(entry, type);
    return event !== undefined && spoil(event) !== false;
  };
}

/** A scene entry's first roll record that has dice. */
function sceneRoll(entry: Json): Json | undefined {
  if (!text(entry.command).startsWith('scene/')) return undefined;
  return list(entry.events).find(
    (event) => text(event.type) === 'dice/rolled' && event.roll!.rolled !== null,
  );
}

/** Spoils the first entry it can and reads the file back. */
function refusal(defect: Defect): {
  readonly index: number;
  readonly message: string;
  readonly path: string;
} {
  const entries = realLog(defect.log);
  for (const [index, entry] of entries.entries()) {
    const spoilt = copyOf(entry) as unknown as Json;
    if (!defect.spoil(spoilt)) continue;
    const valid = readBack(entries.slice(0, index + 1));
    expect(valid.ok ? 'accepted' : valid.message, 'the log before the defect').toBe('accepted');
    const parsed = readBack([...entries.slice(0, index), spoilt as unknown as LogEntry]);
    if (parsed.ok) throw new Error(`${defect.name}: log[${index}] was accepted`);
    return { index, message: parsed.message, path: parsed.path };
  }
  throw new Error(`${defect.name}: no entry of the ${defect.log} log has what this test spoils`);
}

const absent: readonly Defect[] = [
  {
    name: 'a fight breaking out among people who are not at the Spot',
    log: 'breakout',
    spoil: spoilInner('heist/broke-out', (e) => void list(e.breakout!.participants).push('ghost' as never)),
    says: /^log\[\d+\]\.events\[\d+\]: heist\/broke-out names "ghost", who is not at the Spot$/,
  },
  {
    name: 'a Drop whose roll names a target not at the Spot',
    log: 'campaign',
    spoil: spoilInner('drop/rolled', (e) => put(list(e.outcomes)[0]!, 'target', 'ghost')),
    says: /heist\/drop \(drop\/rolled\) names "ghost", who is not at the Spot/,
  },
  {
    name: 'a response awaited from an attacker not at the Spot',
    log: 'campaign',
    spoil: spoilInner('drop/response-awaited', (e) => put(e, 'attacker', 'ghost')),
    says: /names "ghost", who is not at the Spot/,
  },
  {
    name: 'an attack on a fighter who is not in the fight',
    log: 'campaign',
    spoil: spoilInner(
      'warfare/attacked',
      (e) => list(e.hits).length > 0 && put(list(e.hits)[0]!, 'target', 'ghost'),
    ),
    says: /warfare\/attacked: Gang Warfare has no fighter "ghost"/,
  },
  {
    name: 'an attack by someone who is not in the chase',
    log: 'campaign',
    spoil: spoilInner('chase/attacked', (e) => put(e, 'actor', 'ghost')),
    says: /chase\/attacked names "ghost", who is not in the chase/,
  },
  {
    name: 'an initiative slot claimed by someone who is not in the scene',
    log: 'campaign',
    spoil: spoilInner('initiative/slot-claimed', (e) => put(e, 'characterId', 'ghost')),
    says: /initiative\/slot-claimed: ghost cannot claim slot \d+/,
  },
  {
    name: 'a Bolster given to someone who is not in the scene',
    log: 'campaign',
    spoil: (entry) => {
      const event = outer(entry, 'bolsters/changed');
      return text(event?.event?.type) === 'time/bolstered' && put(event!.event!, 'recipient', 'ghost');
    },
    says: /time\/bolstered names "ghost", who is not in /,
  },
  {
    name: 'a change in a scene that does not exist',
    log: 'campaign',
    spoil: (entry) => {
      const event = outer(entry, 'scene/changed');
      return event !== undefined && put(event, 'sceneId', 'ghost');
    },
    says: /No scene has the id "ghost"/,
  },
  {
    name: 'a scene opening with someone on a side it does not have',
    log: 'campaign',
    spoil: (entry) => {
      const participants = list(outer(entry, 'scene/opened')?.scene?.participants);
      return participants.length > 0 && put(participants[0]!, 'side', 'ghosts');
    },
    says: /scene\/opened names "ghosts", which is no side of /,
  },
  {
    name: 'a skirmish move by a model that is not in the fight',
    log: 'skirmish',
    spoil: spoilInner('skirmish/moved', (e) => put(e, 'model', 'ghost')),
    says: /skirmish\/moved names "ghost", which is no model of the fight/,
  },
  {
    name: 'a Prep action by someone who is not of the crew',
    log: 'prep',
    spoil: spoilInner('prep/action-taken', (e) => put(e, 'character', 'ghost')),
    says: /prep\/action-taken names "ghost", who is not of the crew in Prep/,
  },
  {
    name: 'a Read Room on someone who is not in the Social Call',
    log: 'social',
    spoil: spoilInner('social/room-read', (e) => put(e, 'target', 'ghost')),
    says: /social\/room-read: Nobody with id ghost is in this Social Call/,
  },
  {
    name: 'a sheet edit of a character the campaign does not have',
    log: 'campaign',
    spoil: (entry) => {
      const event = outer(entry, 'character/updated');
      return text(entry.command) === 'character/update' && event !== undefined && put(event, 'id', 'ghost');
    },
    says: /character\/updated: No character has the id "ghost"/,
  },
  {
    name: 'a Heist starting with a crew member who is not at the Spot',
    log: 'campaign',
    spoil: spoilInner('heist/started', (e) => void list(e.crew).push('ghost' as never)),
    says: /heist\/started names "ghost", who is not at the Spot/,
  },
  {
    name: 'a Heist starting with someone standing in a zone the Spot does not have',
    log: 'campaign',
    spoil: spoilInner('heist/started', (e) => put(list(e.drop!.characters)[0]!, 'zone', 'Attic')),
    says: /heist\/started names "Attic", which is no zone of/,
  },
  {
    name: 'a fight starting with a vehicle driven by someone who is not in it',
    log: 'campaign',
    spoil: spoilInner('warfare/started', (e) =>
      put(
        e,
        'vehicles',
        [{ id: 'van', name: 'Van', body: 10, ramBonus: { rolled: 1, kept: 1 }, driver: 'ghost' }].map(
          (v) => ({ ...v, passengers: [], wrecked: false, stopped: false }),
        ),
      ),
    ),
    says: /warfare\/started names "ghost", who is not in the fight/,
  },
  {
    name: 'a chase starting with a pursuer in a group it does not have',
    log: 'campaign',
    spoil: spoilInner('chase/started', (e) => {
      const pursuer = list(e.participants).find((p) => p.group !== null);
      return pursuer !== undefined && put(pursuer, 'group', 'ghosts');
    }),
    // The chase's own schema already ties its start together; either way the entry is named.
    says: /(names "ghosts", which is no pursuer group of the chase|no pursuer group "ghosts" is in the chase)/,
  },
  {
    name: 'a skirmish starting with a model on a side the scenario does not have',
    log: 'skirmish',
    spoil: spoilInner('skirmish/started', (e) => put(list(e.models)[0]!, 'side', 'ghosts')),
    says: /skirmish\/started names "ghosts", which is no side of the scenario/,
  },
  {
    name: 'a barrier to a zone the Spot does not have',
    log: 'prep',
    spoil: (entry) => {
      const ends = outer(entry, 'spot/barrier-added')?.barrier?.ends;
      return ends !== undefined && text(list(ends)[1]) !== 'outside' && put(ends, 1, 'Attic');
    },
    says: /spot\/barrier-added names "Attic", which is no zone of The Harrow warehouse/,
  },
];

describe('an entry whose events name someone or something absent', () => {
  it.each(absent.map((defect) => [defect.name, defect] as const))(
    'refuses %s, naming the entry',
    (_, defect) => {
      const { index, message, path } = refusal(defect);
      expect(message).toMatch(new RegExp(`^log\\[${index}\\]\\.events\\[\\d+\\]`));
      expect(path).toMatch(new RegExp(`^log\\[${index}\\]`));
      expect(message).toMatch(defect.says);
    },
  );
});

/** Other faces for a roll, and what they make: a different roll that adds up on its own. */
function otherRoll(rolled: Json): unknown {
  const faces = list(rolled.faces).map((face) => (num(face) === 6 ? 5 : 6));
  const pool = rolled.pool!;
  return copyOf(keepHighest({ rolled: num(pool.rolled), kept: num(pool.kept) }, faces));
}

function trayRoll(spoil: (roll: Json) => boolean, opposed = false) {
  return (entry: Json) => {
    const roll = text(entry.command) === 'dice/roll' ? outer(entry, 'dice/rolled')?.roll : undefined;
    if (!roll || roll.rolled === null || (text(roll.against) === 'opposed') !== opposed) return false;
    return spoil(roll);
  };
}

/** The first HEIST skill check rolled (not decided by a card) anywhere in a value. */
function skillCheck(value: Json): Json | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (typeof value.effective === 'number' && typeof value.passed === 'boolean' && value.card === undefined)
    return value;
  for (const key of Object.keys(value)) {
    const found = skillCheck(value[key]!);
    if (found) return found;
  }
  return undefined;
}

const dice: readonly Defect[] = [
  {
    name: 'a dice-tray roll whose success contradicts its total',
    log: 'campaign',
    spoil: trayRoll((roll) => put(roll, 'success', !(roll.success as unknown as boolean))),
    says: /^log\[\d+\]\.events\[0\]\.roll\.success: a total of \d+ against \d+ (fails|succeeds), not as the roll says$/,
  },
  {
    name: 'a dice-tray roll whose margin is not its total less the difficulty',
    log: 'campaign',
    spoil: trayRoll((roll) => put(roll, 'margin', num(roll.margin) + 1)),
    says: /roll\.margin: the margin -?\d+ does not follow from a total of \d+ against \d+ \(-?\d+\)/,
  },
  {
    name: 'a dice-tray roll whose total is not its kept dice',
    log: 'campaign',
    spoil: trayRoll((roll) => put(roll.rolled!, 'total', num(roll.rolled!.total) + 1)),
    says: /roll\.rolled.*: expected the kept dice, total and catastrophe that its faces give/,
  },
  {
    name: 'a dice-tray roll whose pool is not its base with its modifiers',
    log: 'campaign',
    spoil: trayRoll((roll) => put(roll, 'basePool', { rolled: num(roll.basePool!.rolled) + 1, kept: 1 })),
    says: /roll\.rolled\.pool: the pool \d+k\d+ is not \d+k1 with its modifiers/,
  },
  {
    name: 'an opposed roll against a difficulty that is not the opponent’s total',
    log: 'campaign',
    spoil: trayRoll((roll) => put(roll, 'difficulty', num(roll.difficulty) + 1), true),
    says: /roll\.difficulty: the difficulty \d+ is not the opponent's total \d+/,
  },
  {
    name: 'a scene’s roll-log record whose success is not the one its event rolled',
    log: 'campaign',
    spoil: (entry) => {
      const roll = sceneRoll(entry)?.roll;
      return roll !== undefined && put(roll, 'success', !(roll.success as unknown as boolean));
    },
    says: /roll\.success: the roll events\[\d+\] made (fails|succeeds), not as the roll says/,
  },
  {
    name: 'a scene’s roll-log record with other dice than its event rolled',
    log: 'campaign',
    spoil: (entry) => {
      const roll = sceneRoll(entry)?.roll;
      return roll !== undefined && put(roll, 'rolled', otherRoll(roll.rolled!));
    },
    says: /roll\.rolled: the dice are not those of the roll events\[\d+\] made/,
  },
  {
    name: 'a roll in a scene’s entry that no event made',
    log: 'campaign',
    spoil: (entry) => {
      const event = sceneRoll(entry);
      const events = list(entry.events);
      if (!event) return false;
      const index = events.indexOf(event);
      if (text(events[index + 1]?.type) === 'dice/rolled' || text(events[index - 2]?.type) === 'dice/rolled')
        return false;
      const forged = copyOf(event);
      put(forged.roll!, 'id', 'forged');
      events.splice(index + 1, 0, forged);
      return true;
    },
    says: /roll: no event of the entry made this roll/,
  },
  {
    name: 'a roll an event made, missing from the roll log',
    log: 'campaign',
    spoil: (entry) => {
      const event = sceneRoll(entry);
      if (!event) return false;
      list(entry.events).splice(list(entry.events).indexOf(event), 1);
      return true;
    },
    says: /rolls? that events\[\d+\] made (is|are) missing from the roll log/,
  },
  {
    name: 'an initiative order that does not follow from the totals rolled',
    log: 'campaign',
    spoil: spoilInner(
      'initiative/started',
      (e) =>
        list(e.slots).length > 1 &&
        list(e.rollOffs).length === 0 &&
        put(e, 'order', [...list(e.order)].reverse()),
    ),
    says: /initiative\/started: The first round's order [\d, ]+ does not follow from the totals rolled/,
  },
  {
    name: 'a Drop whose pool is not its base with its modifiers',
    log: 'campaign',
    spoil: spoilInner('drop/rolled', (e) =>
      put(e.check!, 'basePool', { rolled: num(e.check!.basePool!.rolled) + 1, kept: 1 }),
    ),
    says: /the pool \d+k\d+ is not \d+k1 with its modifiers/,
  },
  {
    name: 'a HEIST skill check whose result is not its d10 against the skill',
    log: 'skirmish',
    spoil: (entry) => {
      const check = list(entry.events)
        .filter((event) => text(event.module) === 'skirmish')
        .map((event) => skillCheck(event))
        .find((found) => found !== undefined);
      return check !== undefined && put(check, 'passed', !(check.passed as unknown as boolean));
    },
    says: /: a \d+ against a skill of -?\d+ (passes|fails), not as the check says/,
  },
  {
    name: 'a HEIST shot whose ammo counters do not follow from its ones',
    log: 'skirmish',
    spoil: (entry) => {
      const shot = inner(entry, 'skirmish/shot');
      if (shot === undefined || shot.die === null) return false;
      put(shot, 'countersAfter', num(shot.countersAfter) + 1);
      // The roll log's record of the shot's dice (issue 20) agrees with the spoilt event: the rules refuse it.
      for (const event of list(entry.events)) {
        const ammo = text(event.type) === 'dice/rolled' ? event.roll?.heist?.ammo : undefined;
        if (ammo && text(event.roll?.heist?.kind) === 'shot') put(ammo, 'after', num(ammo.after) + 1);
      }
      return true;
    },
    says: /skirmish\/shot: the ammo counters \d+ do not follow from \d+ ones rolled/,
  },
];

describe('a roll whose outcome contradicts its dice', () => {
  it.each(dice.map((defect) => [defect.name, defect] as const))(
    'refuses %s, naming the entry',
    (_, defect) => {
      const { index, message } = refusal(defect);
      expect(message).toMatch(new RegExp(`^log\\[${index}\\]\\.events\\[\\d+\\]`));
      expect(message).toMatch(defect.says);
    },
  );
});

function relabel(from: string, to: string) {
  return (entry: Json) => text(entry.command) === from && put(entry, 'command', to);
}

const labels: readonly Defect[] = [
  {
    name: 'a sheet edit stored as a rename of the campaign',
    log: 'campaign',
    spoil: relabel('character/update', 'campaign/rename'),
    says: /^log\[\d+\]\.events\[0\]\.type: a campaign\/rename command cannot make a character\/updated event$/,
  },
  {
    name: 'a roll stored as a character’s deletion',
    log: 'campaign',
    spoil: relabel('dice/roll', 'character/delete'),
    says: /events\[0\]\.type: a character\/delete command cannot make a dice\/rolled event/,
  },
  {
    name: 'a Spot’s new zone stored as the Spot’s creation',
    log: 'prep',
    spoil: relabel('spot/add-zone', 'spot/create'),
    says: /a spot\/create command cannot make a spot\/zone-added event/,
  },
  {
    name: 'a scene opened by a command that closes scenes',
    log: 'campaign',
    spoil: relabel('scene/open', 'scene/close'),
    says: /a scene\/close command cannot make a scene\/opened event/,
  },
];

describe('a command label that does not match its events', () => {
  it.each(labels.map((defect) => [defect.name, defect] as const))(
    'refuses %s, naming the entry',
    (_, defect) => {
      const { index, message } = refusal(defect);
      expect(message).toMatch(new RegExp(`^log\\[${index}\\]`));
      expect(message).toMatch(defect.says);
    },
  );
});

describe('entries out of order', () => {
  const entries = realLog('campaign').slice(0, 12);
  const refused = (log: readonly LogEntry[]) => {
    const parsed = readBack(log);
    return parsed.ok ? 'accepted' : parsed.message;
  };

  it('refuses a seq that does not go up, naming the entry', () => {
    const log = entries.map((entry, index) => (index === 5 ? { ...entry, seq: 5 } : entry));
    expect(refused(log)).toBe('log[5].seq: expected a seq above 5, got 5');
  });

  it('refuses a log that does not open with the campaign’s creation', () => {
    expect(refused(entries.slice(1))).toBe('log[0]: the first entry must create the campaign, with seq 1');
  });

  it('refuses a second creation, naming the entry', () => {
    const log = [...entries, { ...entries[0]!, seq: 13 }];
    expect(refused(log)).toBe('log[12]: the campaign is created only once');
  });

  it('refuses an active entry after an undone one, naming the entry', () => {
    const log = entries.map((entry, index) => (index === 10 ? { ...entry, undone: true } : entry));
    expect(refused(log)).toBe('log[11].undone: an active entry cannot follow an undone one');
  });
});

/** What a hostile edit puts in place of an id, a number or a command label. */
const strangeIds = ['ghost', 'nobody-here', '__proto__', 'constructor', 'outside'];

type Leaf = { readonly holder: Json; readonly key: string | number };

function leaves(value: Json, kind: 'string' | 'number', out: Leaf[] = []): Leaf[] {
  if (typeof value !== 'object' || value === null) return out;
  for (const key of Object.keys(value)) {
    const item = (value as unknown as Record<string, Json>)[key]!;
    if (typeof item === kind && key !== 'type' && key !== 'module') out.push({ holder: value, key });
    else leaves(item, kind, out);
  }
  return out;
}

describe('parseCampaignFile on fuzzed real files', () => {
  const mutation = fc.record({
    log: fc.constantFrom(...logNames),
    entry: fc.nat(),
    event: fc.nat(),
    leaf: fc.nat(),
    kind: fc.constantFrom('id', 'id', 'number', 'number', 'label'),
    id: fc.constantFrom(...strangeIds),
    delta: fc.constantFrom(-7, -2, -1, 1, 2, 5, 60),
    label: fc.constantFrom(...commandTypes),
  });

  it('never throws; whatever it accepts, every board draws', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(mutation, (m) => {
        const log = realLog(m.log);
        const index = 1 + (m.entry % (log.length - 1));
        const entries = copyOf(log.slice(0, index + 1 + (m.leaf % 3))) as unknown as Json[];
        const entry = entries[index]!;
        if (m.kind === 'label') put(entry, 'command', m.label);
        else {
          const events = list(entry.events);
          const found = leaves(events[m.event % events.length]!, m.kind === 'id' ? 'string' : 'number');
          const leaf = found[m.leaf % Math.max(1, found.length)];
          if (!leaf) return;
          const old = (leaf.holder as unknown as Record<string | number, unknown>)[leaf.key] as number;
          put(leaf.holder, leaf.key, m.kind === 'id' ? m.id : old + m.delta);
        }
        let parsed: ReturnType<typeof readBack> | undefined;
        expect(() => (parsed = readBack(entries as unknown as LogEntry[]))).not.toThrow();
        const read = parsed!;
        if (!read.ok) {
          refused += 1;
          // A refused entry is named first; the rules on the final sheets name the sheet.
          const entry = /^log\[\d+\]/.exec(read.path)?.[0];
          if (entry) expect(read.message.startsWith(entry), read.message).toBe(true);
          else expect(read.message.length).toBeGreaterThan(0);
          return;
        }
        accepted += 1;
        expect(() => drawBoards(read.state)).not.toThrow();
      }),
      { numRuns: 150 },
    );
    expect(refused).toBeGreaterThan(50); // the edits found something to refuse, and the boards had states to draw
    expect(accepted).toBeGreaterThan(0);
  }, 120_000);
});
