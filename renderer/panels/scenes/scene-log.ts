import { initiative as init, stageLabels } from '../../../core/index.ts';
import type { CampaignEvent, CharacterId, LogEntry, RollRecord, Scene } from '../../../core/index.ts';
import { rounds } from './clock-text.ts';
import type { NameOf } from './initiative-view.ts';

/** One scene's history in words: each entry of the log that touched the scene, with the dice of every roll. */

export type LogItem =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'roll'; readonly roll: RollRecord };

/** One entry of a scene's history: what happened, in words, and the dice of every roll. */
export interface SceneLogEntry {
  readonly seq: number;
  readonly at: number;
  readonly items: readonly LogItem[];
}

/** An entry of the log as the scene's history shows it (the store finds a scene's entries by its index). */
export function sceneLogEntry(
  entry: Pick<LogEntry, 'seq' | 'at' | 'events'>,
  scene: Scene,
  nameOf: NameOf,
): SceneLogEntry {
  return {
    seq: entry.seq,
    at: entry.at,
    items: entry.events.flatMap((event): LogItem[] => {
      if (event.type === 'dice/rolled') return [{ kind: 'roll', roll: event.roll }];
      const text = describeEvent(event, scene, nameOf);
      return text === null ? [] : [{ kind: 'text', text }];
    }),
  };
}

/** The entry in one line: its sentences, joined. */
export function entrySummary(entry: SceneLogEntry): string {
  const texts = entry.items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
  const rolls = entry.items.length - texts.length;
  const words = texts.join(' · ');
  if (rolls === 0) return words || 'Bookkeeping';
  return `${words}${words ? ' · ' : ''}${rolls} ${rolls === 1 ? 'roll' : 'rolls'}`;
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
