import { describeSlot, findSlot } from '../cot/initiative/index.ts';
import type { InitiativeEvent } from '../cot/initiative/index.ts';
import type { BolsterEvent } from '../cot/time/index.ts';
import type { FreeTurnsEvent } from '../cot/time/index.ts';
import type { ScheduleEvent } from '../cot/time/index.ts';
import { stageLabels, stageMinutes } from '../cot/time/index.ts';
import type { StageType } from '../cot/time/index.ts';
import type { Names } from '../engine/index.ts';
import { engineOf, isEngineId } from '../registry/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { heistRollWords } from './roll-words.ts';
import { splitRules } from '../shared/rule-words.ts';
import { days } from '../shared/words.ts';
import { knownScene } from './scenes/closed.ts';
import type { ClosedScene, Scene } from './scenes/types.ts';
import type { CampaignEvent, CampaignState, CharacterFields, LogEntry, RollRecord } from './types.ts';
import type { CharacterLookChoice, PlayersEvent } from './players.ts';

/**
 * How the log reads: each event in a sentence of the game's words (scene histories), and each entry in a few
 * words for the top bar's Undo and Redo ("Undo: Ruth attacks Dolan"). Every engine describes its own events;
 * this says the rest. Reads the state only for names and initiative slots.
 */

/** Names of the campaign's characters and of a scene's sides; the id itself for anyone unknown. */
export function namesIn(
  state: CampaignState,
  scene: { readonly sides: readonly { readonly id: string; readonly label: string }[] } | null,
): Names {
  const own = scene !== null && 'engine' in scene && 'state' in scene ? ownNames(scene) : null;
  return (id) =>
    (Object.hasOwn(state.characters, id) ? state.characters[id as CharacterId]?.name : undefined) ??
    own?.(id) ??
    scene?.sides.find((side) => side.id === id)?.label ??
    id;
}

/** An engine's names for its own actors (a skirmish's models), when the scene has a state. */
function ownNames(scene: {
  readonly engine?: unknown;
  readonly state?: unknown;
}): ((id: string) => string | undefined) | null {
  if (!isEngineId(scene.engine) || scene.state === null || scene.state === undefined) return null;
  const engine = engineOf(scene.engine);
  const state = scene.state;
  return engine.actorName ? (id) => engine.actorName!(state, id) : null;
}

/**
 * One event in a sentence of plain words (no rule ID inside it: `describeEventRules` gives them), or null for
 * bookkeeping the GM does not need to read.
 */
export function describeEvent(state: CampaignState, event: CampaignEvent): string | null {
  const words = eventWords(state, event);
  return words === null ? null : splitRules(words).text;
}

/** The rule IDs an event applied, to show small beside its line: the engine's, and any its words named. */
export function describeEventRules(state: CampaignState, event: CampaignEvent): readonly string[] {
  const words = eventWords(state, event);
  const own =
    event.type === 'scene/changed' && event.module !== 'initiative' && event.module !== 'free-turns'
      ? (engineOf(event.module).rules?.(event.event as never) ?? [])
      : event.type === 'bridge/model-linked'
        ? ['BRG-D-18']
        : [];
  return [...new Set([...own, ...(words === null ? [] : splitRules(words).rules)])];
}

function eventWords(state: CampaignState, event: CampaignEvent): string | null {
  const id = 'sceneId' in event && typeof event.sceneId === 'string' ? event.sceneId : null;
  const scene = id === null ? null : knownScene(state, id);
  const names = namesIn(state, scene);
  switch (event.type) {
    case 'campaign/created':
      return `“${event.name}” begins`;
    case 'campaign/renamed':
      return `rename the campaign “${event.name}”`;
    case 'campaign/rewound':
      return rewoundWords(event.toSeq, event.state);
    case 'campaign/forked':
      return `“${event.name}” begins as a copy of “${event.from.name}” at entry ${entryNumber(event.from.seq)}`;
    case 'settings/changed':
      return 'change table settings';
    case 'crew/adjusted':
      return event.changes.heat === undefined
        ? `the crew's Resources are now ${event.changes.resources ?? 0}`
        : `the crew's Heat is now ${event.changes.heat}`;
    case 'session/started':
      return `start session ${event.session}`;
    case 'time/downtime-passed':
      return `${event.days} ${event.days === 1 ? 'day' : 'days'} of downtime pass`;
    case 'character/created':
      return `add ${event.character.name}`;
    case 'character/updated':
      if (event.changes.condition)
        return `${names(event.id)} is now ${conditionWords(event.changes.condition)}`;
      return `edit ${names(event.id)}: ${changeWords(event.changes)}`;
    case 'character/deleted':
      return `delete ${names(event.id)}`;
    case 'character/loyalty-changed': {
      const prime = event.loyalties.find((loyalty) => loyalty.prime);
      return `${names(event.id)} changes one of their own Loyalties${prime ? ` (Prime: ${prime.relation}: ${prime.subject})` : ''}`;
    }
    case 'dice/rolled':
      return rollWords(event.roll);
    case 'scene/opened':
      return `${event.scene.name} opens (${stageLabels[event.scene.stage]})`;
    case 'scene/joined':
      return `${names(event.participant.characterId)} joins ${scene?.name ?? 'the scene'}`;
    case 'scene/closed':
      return `${scene?.name ?? 'The scene'} is closed: ${event.summary}`;
    case 'scene/changed':
      if (event.module === 'initiative') return initiativeWords(event.event, scene, names);
      if (event.module === 'free-turns') return freeTurnWords(event.event, names);
      return engineOf(event.module).describe(event.event, names);
    case 'clock/changed':
      return clockWords(event.event);
    case 'bolsters/changed':
      return bolsterWords(event.event, names);
    case 'bridge/proposed':
      return `propose the write-back of ${fightName(state, event.fight)}`;
    case 'bridge/written-back':
      return `write back ${fightName(state, event.fight)}`;
    case 'bridge/door-used': {
      // BRG-D-20, D-36: a Use at a door of the table.
      const what =
        event.attempt === null
          ? 'opens the door'
          : event.attempt.bypassed
            ? 'bypasses a Security'
            : 'fails a bypass';
      return `${names(event.model)} at “${event.exit}”: ${what}`;
    }
    case 'bridge/model-linked':
      return `${names(event.model)} comes in by Ambush`;
    case 'bridge/spent':
      return `${event.character !== null ? names(event.character) : 'The crew'} spends ${spentWords(event.foresight, event.resources)} on ${fightName(state, event.fight)}, held until its write-back: ${event.why}`;
    case 'players/scene-shown':
    case 'players/character-shown':
    case 'players/revealed':
      return playersWords(state, event);
    case 'recap/edited':
      return `edit the recap of session ${event.session}`;
    case 'spot/zones-revealed':
    case 'spot/zones-hidden':
      return zoneWords(state, event);
    default:
      return spotWords(event);
  }
}

/** Issue 21: the GM's controls of the players' screen, as Undo names them ("show Vault job to the players"). */
function playersWords(state: CampaignState, event: PlayersEvent): string {
  switch (event.type) {
    case 'players/scene-shown': {
      const name = knownScene(state, event.sceneId)?.name ?? 'the scene';
      return event.shown ? `show ${name} to the players` : `hide ${name} from the players`;
    }
    case 'players/character-shown': {
      const name = Object.hasOwn(state.characters, event.characterId)
        ? (state.characters[event.characterId]?.name ?? event.characterId)
        : event.characterId;
      return lookWords[event.look](name);
    }
    case 'players/revealed': {
      const spot = Object.hasOwn(state.spots, event.spotId) ? state.spots[event.spotId] : undefined;
      const name =
        event.kind === 'guard'
          ? Object.hasOwn(state.characters, event.id)
            ? (state.characters[event.id as CharacterId]?.name ?? event.id)
            : event.id
          : ((spot && Object.hasOwn(spot.loot, event.id) ? spot.loot[event.id]?.name : undefined) ??
            event.id);
      return event.shown ? `reveal ${name} to the players` : `hide ${name} from the players`;
    }
  }
}

const lookWords: Readonly<Record<CharacterLookChoice, (name: string) => string>> = {
  auto: (name) => `show ${name} to the players as the table has it`,
  hidden: (name) => `hide ${name} from the players`,
  presented: (name) => `show ${name} to the players by the face they show`,
  named: (name) => `reveal who ${name} really is to the players`,
};

/** What the crew learns of a Spot's zones, or the GM takes back (issue 21), by the zones' names. */
function zoneWords(
  state: CampaignState,
  event: Extract<CampaignEvent, { type: 'spot/zones-revealed' | 'spot/zones-hidden' }>,
): string {
  const spot = Object.hasOwn(state.spots, event.spotId) ? state.spots[event.spotId] : undefined;
  const names = event.zones
    .map((id) => (spot && Object.hasOwn(spot.zones, id) ? (spot.zones[id]?.name ?? id) : id))
    .join(', ');
  return event.type === 'spot/zones-revealed'
    ? `the crew learns of ${names}`
    : `${names} leaves the crew's map`;
}

/** An entry's number as the timeline shows it: "1,234". */
export function entryNumber(seq: number): string {
  return seq.toLocaleString('en');
}

/**
 * Issue 22: "go back to entry 1,234 (session 3, during The vault)" — where the campaign stood then, from the
 * snapshot itself.
 */
function rewoundWords(toSeq: number, state: CampaignState): string {
  const running = Object.values(state.scenes).map((scene) => scene.name);
  const where = [
    state.session > 0 ? `session ${state.session}` : 'before the first session',
    ...(running.length > 0 ? [`during ${running.join(', ')}`] : []),
  ];
  return `go back to entry ${entryNumber(toSeq)} (${where.join(', ')})`;
}

/** "2 Foresight", "1 Resources", "2 Foresight and 1 Resources" (BRG-D-1). */
function spentWords(foresight: number, resources: number): string {
  const parts = [
    foresight > 0 ? `${foresight} Foresight` : '',
    resources > 0 ? `${resources} Resources` : '',
  ];
  return parts.filter(Boolean).join(' and ') || 'nothing';
}

/**
 * An entry in a few words, for Undo and Redo: its most telling event — the action rather than the turn
 * bookkeeping around it.
 */
export function describeEntry(state: CampaignState, entry: Pick<LogEntry, 'events' | 'command'>): string {
  return splitRules(entryWords(state, entry)).text;
}

function entryWords(state: CampaignState, entry: Pick<LogEntry, 'events' | 'command'>): string {
  // BRG-D-52: a write-back (or its proposal) is one step, named by its fight rather than its first sheet change.
  const telling =
    entry.events.find((event) => event.type === 'bridge/written-back') ??
    entry.events.find((event) => event.type === 'bridge/door-used' || event.type === 'bridge/model-linked') ??
    entry.events.find((event) => event.type === 'bridge/proposed') ??
    entry.events.find((event) => event.type === 'bridge/spent') ??
    // Issue 19: a generated job is named by its Spot and Job, not by the first guard it adds.
    entry.events.find((event) => event.type === 'spot/created') ??
    entry.events.find(isTelling);
  const words = telling ? describeEvent(state, telling) : null;
  if (words) return words;
  for (const event of entry.events) {
    const other = describeEvent(state, event);
    if (other) return other;
  }
  return entry.command.replace(/^[a-z]+\//, '').replace(/-/g, ' ');
}

/**
 * The event that says what an entry did: an engine's action, a Bolster or a Wait, a sheet or campaign change —
 * not the turn, clock and roll-log bookkeeping around it, nor a Bolster spent by the roll it joined.
 */
function isTelling(event: CampaignEvent): boolean {
  switch (event.type) {
    case 'scene/changed':
      return event.module !== 'initiative' && event.module !== 'free-turns';
    case 'bolsters/changed':
      return event.event.type === 'time/bolstered' || event.event.type === 'time/waited';
    case 'clock/changed':
    case 'dice/rolled':
      return false;
    default:
      return true;
  }
}

/** A roll in the roll log's words: "Ruth — Sneak: 15 against Difficulty 9, success". */
function rollWords(roll: RollRecord): string {
  const heist = heistRollWords(roll);
  if (heist !== null) return heist;
  const total = roll.rolled ? String(roll.rolled.total) : 'no dice';
  if (roll.result) return `${roll.label}: ${total} (${roll.result})`;
  const against = roll.opponent ? `${roll.againstLabel} (${roll.difficulty})` : roll.againstLabel;
  const verdict = roll.catastrophe ? 'catastrophe' : roll.success ? 'success' : 'failure';
  return `${roll.label}: ${total} against ${against}, ${verdict}`;
}

const fieldWords: Readonly<Record<string, string>> = {
  kind: 'kind',
  name: 'name',
  trueIdentity: 'true identity',
  presentedIdentity: 'presented identity',
  abilities: 'abilities',
  skills: 'skills',
  mysticismTradition: 'Mysticism tradition',
  loyalties: 'Loyalties',
  foresight: 'Foresight',
  reputation: 'Reputation',
  focusRoundUsed: 'Focus Round',
  weapons: 'weapons',
  armour: 'armour',
  notes: 'notes',
};

/** What a sheet edit changed, in words: "notes, Reputation 3". */
function changeWords(changes: Partial<CharacterFields>): string {
  return Object.entries(changes)
    .map(([field, value]) => {
      const words = fieldWords[field] ?? field;
      return typeof value === 'number' ? `${words} ${value}` : words;
    })
    .join(', ');
}

function conditionWords(condition: { readonly state: string; readonly recoveryDays?: number }): string {
  if (condition.state === 'wounded') return `Wounded (${days(condition.recoveryDays ?? 0)} to recover)`;
  return condition.state === 'dead' ? 'dead' : 'unhurt';
}

function initiativeWords(
  event: InitiativeEvent,
  scene: Scene | ClosedScene | null,
  names: Names,
): string | null {
  const initiative = (scene && 'turns' in scene ? scene.turns.initiative : null) ?? null;
  const slot = (id: number) => {
    const found = initiative ? findSlot(initiative, id) : undefined;
    return initiative && found ? describeSlot(initiative, found) : `#${id}`;
  };
  const side = (id: string) => scene?.sides.find((s) => s.id === id)?.label ?? id;
  switch (event.type) {
    case 'initiative/started':
      return `Initiative rolled: ${event.slots.length} ${event.slots.length === 1 ? 'slot' : 'slots'}`;
    case 'initiative/focus-declared': {
      const donors = event.donors.map(names).join(', ');
      return `Focus Round for ${names(event.focused)}${donors ? ` (turns from ${donors})` : ''}`;
    }
    case 'initiative/slot-claimed':
      return `${names(event.characterId)} takes slot ${slot(event.slotId)}`;
    case 'initiative/turn-ended':
      return `${names(event.characterId)} ends their turn`;
    case 'initiative/slot-skipped':
      return `A ${side(event.side)} slot passes: nobody takes it`;
    case 'initiative/round-ended': // the Job clock's line tells it, with the minute
      return null;
    case 'initiative/round-started':
      return `Round ${event.round} begins`;
    case 'initiative/joined':
      return `${event.participant.name} joins (acts from round ${event.participant.fromRound})`;
    case 'initiative/left':
      return `${names(event.characterId)} gives up their slot (${event.reason})`;
    default:
      return null;
  }
}

function freeTurnWords(event: FreeTurnsEvent, names: Names): string | null {
  switch (event.type) {
    case 'time/free-turn-started':
      return `${names(event.characterId)} takes their turn`;
    case 'time/free-round-ended':
      return `Round ${event.round} over`;
    case 'time/free-member-joined':
      return `${event.name} joins the round`;
    case 'time/free-member-left':
      return `${names(event.characterId)} takes no more turns`;
    default:
      return null;
  }
}

function clockWords(event: ScheduleEvent): string | null {
  switch (event.type) {
    case 'time/scene-opened':
      return `On the Job clock from minute ${event.startedAt}`;
    case 'time/round-finished':
      return `Round ${event.round} over (minute ${event.endsAt} of the Job)`;
    case 'time/stage-changed':
      return `Now played in ${stageLabels[event.stage]} rounds of ${stageMinutes(event.stage, 1)} min`;
    case 'time/scene-closed':
      return (
        `Left the clock after ${event.minutes} min` +
        (event.countsAs ? `, counted as ${rounds(event.countsAs.rounds, event.countsAs.stage)}` : '')
      );
  }
}

function rounds(count: number, stage: StageType): string {
  return `${count} ${stageLabels[stage]} ${count === 1 ? 'round' : 'rounds'} (${stageMinutes(stage, count)} min)`;
}

function bolsterWords(event: BolsterEvent, names: Names): string | null {
  switch (event.type) {
    case 'time/bolstered':
      return `${names(event.giver)} Bolsters ${names(event.recipient)} (+1k0 on their next roll)`;
    case 'time/waited':
      return `${names(event.characterId)} waits`;
    case 'time/bolsters-used':
      return `${names(event.recipient)} rolls with ${event.dice} Bolster ${event.dice === 1 ? 'die' : 'dice'}`;
    case 'time/turn-closed':
      return event.lost.length === 0
        ? null
        : `${names(event.characterId)} loses the unused Bolster of ${event.lost.map(names).join(', ')}`;
  }
}

/** A bridged fight's name, waiting for its write-back or written back (bridge-fights.ts). */
function fightName(state: CampaignState, fight: string): string {
  const { fights, written } = state.bridge;
  const name = Object.hasOwn(fights, fight)
    ? fights[fight]!.name
    : Object.hasOwn(written, fight)
      ? written[fight]!.name
      : null;
  return name === null ? 'the HEIST fight' : `“${name}”`;
}

function spotWords(event: CampaignEvent): string | null {
  if (!('spotId' in event) && event.type !== 'spot/created') return null;
  const words = event.type.replace(/^spot\//, '').replace(/-/g, ' ');
  if (event.type !== 'spot/created') return `Spot: ${words}`;
  const job = event.spot.generated?.cards.find((card) => card.slot === 'job')?.name;
  return job === undefined
    ? `create the Spot “${event.spot.name}”`
    : `generate the job “${job}” as the Spot “${event.spot.name}”`;
}
