import { initiative as init, stageLabels } from '../../../core/index.ts';
import type { CampaignEvent, CharacterId, RollRecord, Scene } from '../../../core/index.ts';
import { rounds } from './clock-text.ts';
import type { NameOf } from './initiative-view.ts';

/** One scene's history, read from the campaign log: what happened, in words, with the dice of every roll. */

/** A campaign log row as the App passes it. */
export interface LogRowLike {
  readonly seq: number;
  readonly events: readonly CampaignEvent[];
  readonly undone: boolean;
}

export type LogItem =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'roll'; readonly roll: RollRecord };

export interface SceneLogEntry {
  readonly seq: number;
  readonly items: readonly LogItem[];
}

/** The scene an event belongs to, or null for campaign-wide events (rolls, sheets, Bolsters). */
function sceneOfEvent(event: CampaignEvent): string | null {
  switch (event.type) {
    case 'scene/opened':
      return event.scene.id;
    case 'scene/changed':
    case 'scene/closed':
      return event.sceneId;
    case 'clock/changed':
      return event.event.sceneId;
    default:
      return null;
  }
}

/**
 * Whether a log entry is about this scene: one of its events names the scene, or it is a Bolster or Wait of one
 * of its participants (a scene without initiative records only the Bolster ledger, COT-TIME-4).
 */
export function touchesScene(events: readonly CampaignEvent[], scene: Scene): boolean {
  if (events.some((event) => sceneOfEvent(event) === scene.id)) return true;
  if (events.some((event) => sceneOfEvent(event) !== null)) return false;
  const members = new Set<string>(scene.participants.map((p) => p.characterId));
  return events.some((event) => {
    if (event.type !== 'bolsters/changed') return false;
    const inner = event.event;
    if (inner.type === 'time/bolstered') return members.has(inner.giver);
    return inner.type === 'time/waited' && members.has(inner.characterId);
  });
}

/** The entries of the scene, newest first, undone ones left out. */
export function sceneLog(
  rows: readonly LogRowLike[],
  scene: Scene,
  nameOf: NameOf,
): readonly SceneLogEntry[] {
  return rows
    .filter((row) => !row.undone && touchesScene(row.events, scene))
    .map((row) => ({
      seq: row.seq,
      items: row.events.flatMap((event): LogItem[] => {
        if (event.type === 'dice/rolled') return [{ kind: 'roll', roll: event.roll }];
        const text = describeEvent(event, scene, nameOf);
        return text === null ? [] : [{ kind: 'text', text }];
      }),
    }))
    .filter((entry) => entry.items.length > 0)
    .reverse();
}

/** Without the log: the latest rolls of the scene's participants, newest first. */
export function participantRolls(
  rolls: readonly RollRecord[],
  scene: Scene,
  limit = 20,
): readonly RollRecord[] {
  const members = new Set<string>(scene.participants.map((p) => p.characterId));
  return rolls
    .filter((roll) => roll.characterId !== null && members.has(roll.characterId))
    .slice(-limit)
    .reverse();
}

/** One event in a sentence, or null for bookkeeping the GM does not need to read. */
export function describeEvent(event: CampaignEvent, scene: Scene, nameOf: NameOf): string | null {
  switch (event.type) {
    case 'scene/opened':
      return `${event.scene.name} opened (${stageLabels[event.scene.stage]})`;
    case 'scene/closed':
      return `Closed: ${event.summary}`;
    case 'scene/changed':
      return event.module === 'initiative'
        ? initiativeWords(event.event, scene, nameOf)
        : moduleWords(event.module, event.event, nameOf);
    case 'clock/changed':
      return clockWords(event.event);
    case 'bolsters/changed':
      return bolsterWords(event.event, nameOf);
    case 'character/updated':
      if (!event.changes.condition) return null;
      return `${nameOf(event.id)} is now ${event.changes.condition.state}`;
    case 'crew/adjusted':
      return event.changes.heat === undefined ? null : `The crew's Heat is now ${event.changes.heat}`;
    default:
      return null;
  }
}

type InitiativeEvent = init.InitiativeEvent;

function slotWords(scene: Scene, slotId: number): string {
  const state = scene.initiative;
  const slot = state ? init.findSlot(state, slotId) : undefined;
  return state && slot ? init.describeSlot(state, slot) : `#${slotId}`;
}

function sideWords(scene: Scene, side: string): string {
  return scene.initiative?.sides.find((s) => s.id === side)?.label ?? side;
}

function initiativeWords(event: InitiativeEvent, scene: Scene, nameOf: NameOf): string | null {
  switch (event.type) {
    case 'initiative/started':
      return `Initiative rolled: ${event.slots.length} ${event.slots.length === 1 ? 'slot' : 'slots'}`;
    case 'initiative/focus-declared': {
      const donors = event.donors.map(nameOf).join(', ');
      return `Focus Round for ${nameOf(event.focused)}${donors ? ` (turns from ${donors})` : ''}`;
    }
    case 'initiative/slot-claimed':
      return `${nameOf(event.characterId)} took slot ${slotWords(scene, event.slotId)}`;
    case 'initiative/turn-ended':
      return `${nameOf(event.characterId)} ended their turn`;
    case 'initiative/slot-skipped':
      return `A ${sideWords(scene, event.side)} slot was skipped: nobody left to take it`;
    case 'initiative/round-ended':
      return `Round ${event.round} over`;
    case 'initiative/round-started':
      return `Round ${event.round} begins`;
    case 'initiative/joined':
      return `${event.participant.name} joined (acts from round ${event.participant.fromRound})`;
    case 'initiative/left':
      return `${nameOf(event.characterId)} left the fight (${event.reason})`;
  }
}

type ScheduleEvent = Extract<CampaignEvent, { type: 'clock/changed' }>['event'];

function clockWords(event: ScheduleEvent): string | null {
  switch (event.type) {
    case 'time/scene-opened':
      return `On the Job clock from minute ${event.startedAt}`;
    case 'time/round-finished':
      return `Round ${event.round} finished at minute ${event.endsAt}`;
    case 'time/scene-closed':
      return (
        `Left the clock after ${event.minutes} min` +
        (event.countsAs ? `, counted as ${rounds(event.countsAs.rounds, event.countsAs.stage)}` : '')
      );
  }
}

type BolsterEvent = Extract<CampaignEvent, { type: 'bolsters/changed' }>['event'];

function bolsterWords(event: BolsterEvent, nameOf: NameOf): string | null {
  switch (event.type) {
    case 'time/bolstered':
      return `${nameOf(event.giver)} Bolstered ${nameOf(event.recipient)} (+1k0 on their next roll)`;
    case 'time/waited':
      return `${nameOf(event.characterId)} waited`;
    case 'time/bolsters-used':
      return `${nameOf(event.recipient)} rolled with ${event.dice} Bolster ${event.dice === 1 ? 'die' : 'dice'}`;
    case 'time/turn-closed':
      return event.lost.length === 0
        ? null
        : `${nameOf(event.characterId)} lost the unused Bolster of ${event.lost.map(nameOf).join(', ')}`;
  }
}

const moduleLabels = { drop: 'Drop', warfare: 'Gang Warfare', chase: 'Chase' } as const;

/** A Drop, warfare or chase event: its name and whom it is about; their own panels show the detail. */
function moduleWords(
  module: keyof typeof moduleLabels,
  event: { readonly type: string },
  nameOf: NameOf,
): string {
  const words = (event.type.split('/')[1] ?? event.type).replace(/-/g, ' ');
  const fields = event as Readonly<Record<string, unknown>>;
  const who = ['attacker', 'actor', 'fighter', 'character', 'target'].find(
    (key) => typeof fields[key] === 'string',
  );
  const name = who ? ` — ${nameOf(fields[who] as CharacterId)}` : '';
  return `${moduleLabels[module]}: ${words}${name}`;
}
