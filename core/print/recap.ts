import { schemeLabels } from '../cot/foresight/index.ts';
import { engineOf } from '../registry/index.ts';
import { describeEvent, namesIn, noRecapEdit } from '../campaign/index.ts';
import type { CampaignEvent, CampaignState, LogEntry, RecapEdit, RollRecord } from '../campaign/index.ts';
import { conditionWords } from './sheets.ts';

/**
 * A session's recap, built from the session's own entries (issue 22): the scenes played, the rolls that mattered,
 * wounds and deaths, loot taken, Heat, Foresight spent and the clock. Each line has a key the GM's edit
 * (`recap/edit`) names to rewrite it or leave it out. Words come from the log's own (`describeEvent`); names from
 * the campaign as it stands.
 */

export type RecapSectionId = 'scenes' | 'rolls' | 'wounds' | 'loot' | 'heat' | 'foresight' | 'clock';

export interface RecapLine {
  readonly key: string;
  /** What prints: the GM's wording, or the log's. */
  readonly text: string;
  /** The log's wording, before any edit. */
  readonly original: string;
  /** False: the GM left it out of the print. */
  readonly shown: boolean;
}

export interface RecapSection {
  readonly id: RecapSectionId;
  readonly title: string;
  readonly lines: readonly RecapLine[];
  /** What prints when the section has no line. */
  readonly none: string;
}

export interface SessionRecap {
  readonly session: number;
  /** The GM's title, or "Session N". */
  readonly title: string;
  readonly defaultTitle: string;
  readonly notes: string;
  readonly sections: readonly RecapSection[];
  /** Entries the session holds (the range read from the log). */
  readonly entries: number;
}

const sectionTitles: Readonly<Record<RecapSectionId, { readonly title: string; readonly none: string }>> = {
  scenes: { title: 'Scenes played', none: 'No scene was played.' },
  rolls: { title: 'Rolls that mattered', none: 'No roll that mattered.' },
  wounds: { title: 'Wounds and deaths', none: 'Nobody was hurt.' },
  loot: { title: 'Loot', none: 'No loot was taken.' },
  heat: { title: 'Heat', none: "The crew's Heat did not change." },
  foresight: { title: 'Foresight spent', none: 'No Foresight was spent.' },
  clock: { title: 'The clock', none: 'No time passed on the clock.' },
};

const order: readonly RecapSectionId[] = ['scenes', 'rolls', 'wounds', 'loot', 'heat', 'foresight', 'clock'];

/**
 * The rolls that mattered (issue 22): a roll whose outcome decided something, that is, one made against a
 * difficulty, a score or an opponent (its success or failure changed the story), every HEIST roll (a shot, a
 * check: its hits did something on the table) and every catastrophe. Left out: rolls against nothing (initiative,
 * which only orders turns, and a bare roll in the dice tray) and secret rolls, whose result stays with the GM and
 * a recap may be handed to the players.
 */
export function rollMattered(roll: RollRecord): boolean {
  if (roll.secret === true) return false;
  return roll.catastrophe || roll.heist !== undefined || roll.opponent !== null || roll.difficulty > 0;
}

/**
 * The recap of `session` from its entries (oldest first; undone ones are skipped), with the GM's edit applied.
 * `state` names people and scenes: the campaign now.
 */
export function sessionRecap(
  state: CampaignState,
  session: number,
  entries: readonly LogEntry[],
  edit: RecapEdit = noRecapEdit,
): SessionRecap {
  const facts = recapFacts(state, entries, session === state.session);
  const edits = new Map(edit.lines.map((line) => [line.key, line]));
  const defaultTitle = `Session ${session}`;
  return {
    session,
    title: edit.title.trim() || defaultTitle,
    defaultTitle,
    notes: edit.notes,
    entries: entries.length,
    sections: order.map((id) => ({
      id,
      ...sectionTitles[id],
      lines: facts[id].map(({ key, text }) => {
        const changed = edits.get(key);
        return { key, original: text, text: changed?.text.trim() || text, shown: changed?.shown ?? true };
      }),
    })),
  };
}

type Facts = Record<RecapSectionId, { key: string; text: string }[]>;

/** `current`: the session is the one under way, so a scene still running has not been left running at its end. */
function recapFacts(state: CampaignState, entries: readonly LogEntry[], current: boolean): Facts {
  const facts: Facts = { scenes: [], rolls: [], wounds: [], loot: [], heat: [], foresight: [], clock: [] };
  const names = namesIn(state, null);
  const scenes = new Map<string, { name: string; engine: string; closed: string | null }>();
  let minute: number | null = null;
  for (const entry of entries) {
    if (entry.undone) continue;
    entry.events.forEach((event, index) => {
      const key = `${entry.seq}.${index}`;
      const add = (section: RecapSectionId, text: string) =>
        facts[section].push({ key: `${section}:${key}`, text });
      switch (event.type) {
        case 'scene/opened':
          scenes.set(event.scene.id, {
            name: event.scene.name,
            engine: engineOf(event.scene.engine).title,
            closed: null,
          });
          return;
        case 'scene/closed': {
          const known = scenes.get(event.sceneId) ?? sceneNamed(state, event.sceneId);
          scenes.set(event.sceneId, { ...known, closed: event.summary });
          return;
        }
        case 'dice/rolled':
          if (rollMattered(event.roll)) add('rolls', describeEvent(state, event) ?? event.roll.label);
          return;
        case 'character/updated': {
          // COT-CHAR-6: Wounded or Dead, from the sheet's own change.
          const condition = event.changes.condition;
          if (condition && condition.state !== 'unhurt') {
            add(
              'wounds',
              condition.state === 'dead'
                ? `${names(event.id)} dies`
                : `${names(event.id)} is ${conditionWords(condition)}`,
            );
          }
          return;
        }
        case 'crew/adjusted':
          // COT-CHAR-10, COT-D-15: the crew's Heat as it now stands.
          if (event.changes.heat !== undefined) add('heat', `The crew's Heat is now ${event.changes.heat}`);
          return;
        case 'bridge/spent':
          if (event.foresight > 0)
            add('foresight', describeEvent(state, event) ?? `${event.foresight} Foresight spent`);
          return;
        case 'time/downtime-passed':
          add('clock', `${event.days} ${event.days === 1 ? 'day' : 'days'} of downtime pass`);
          return;
        case 'clock/changed':
          // COT-TIME-3: the Job clock, in minutes.
          if (event.event.type === 'time/round-finished') minute = Math.max(minute ?? 0, event.event.endsAt);
          return;
        case 'scene/changed':
          engineFacts(event, add, names);
          return;
        default:
          return;
      }
    });
  }
  for (const [id, scene] of scenes) {
    facts.scenes.push({
      key: `scenes:${id}`,
      text: `${scene.name} (${scene.engine}): ${scene.closed ?? (current ? 'still running' : 'still running at the end of the session')}`,
    });
  }
  if (minute !== null) facts.clock.push({ key: 'clock:job', text: `The Job clock reached minute ${minute}` });
  return facts;
}

/** Loot taken in a Heist and Foresight spent on a Scheme, in the Heist or the Prep (COT-FORE-3..9). */
function engineFacts(
  event: Extract<CampaignEvent, { type: 'scene/changed' }>,
  add: (section: RecapSectionId, text: string) => void,
  names: (id: string) => string,
): void {
  if (event.module === 'heist') {
    const inner = event.event;
    if (inner.type === 'heist/loot-taken') add('loot', `${names(inner.character)} takes ${inner.name}`);
    if (inner.type === 'heist/foresight-spent')
      add('foresight', spentWords(names(inner.character), inner.amount, inner.scheme));
  } else if (event.module === 'prep') {
    const inner = event.event;
    if (inner.type === 'prep/foresight-spent')
      add('foresight', spentWords(names(inner.character), inner.amount, inner.scheme));
  }
}

function spentWords(name: string, amount: number, scheme: keyof typeof schemeLabels): string {
  return `${name} spends ${amount} Foresight on ${schemeLabels[scheme]}`;
}

function sceneNamed(
  state: CampaignState,
  id: string,
): { name: string; engine: string; closed: string | null } {
  const scene = Object.hasOwn(state.closed, id)
    ? state.closed[id]
    : Object.hasOwn(state.scenes, id)
      ? state.scenes[id]
      : undefined;
  return {
    name: scene?.name ?? 'A scene',
    engine: scene ? engineOf(scene.engine).title : 'scene',
    closed: null,
  };
}
