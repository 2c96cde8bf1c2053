import { FightTable } from '../../bench/skirmish-fight.ts';
import {
  campaignFileText,
  decide,
  engineContext,
  foldEntry,
  heist,
  rollId,
  seededDice,
} from '../../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry, Scene } from '../../core/index.ts';
import { simulateCampaign } from './campaign-gen.ts';
import { simulateScenes } from './scene-gen.ts';

/**
 * Logs of real play for the import checks' tests: the simulated GM's campaigns (dice tray, Heists with Drops,
 * Gang Warfare and chases), a HEIST skirmish played through its views (bench/skirmish-fight.ts), Prep and Social
 * Calls (scene-gen.ts), and a Heist in which the GM rules that a fight breaks out (`heist/broke-out`).
 */

export type LogName = 'campaign' | 'breakout' | 'skirmish' | 'prep' | 'social';

const cache = new Map<LogName, readonly LogEntry[]>();

/** A log of real play, made once per test file. */
export function realLog(name: LogName): readonly LogEntry[] {
  const made = cache.get(name) ?? make(name);
  cache.set(name, made);
  return made;
}

function make(name: LogName): readonly LogEntry[] {
  switch (name) {
    case 'campaign':
      return simulateCampaign({ entries: 600, seed: 3 }).entries;
    case 'breakout':
      return withBreakout(simulateCampaign({ entries: 400, seed: 3 }).entries);
    case 'skirmish': {
      const table = new FightTable(3);
      table.playRounds(4);
      return table.entries;
    }
    case 'prep':
    case 'social':
      return simulateScenes({ engine: name, entries: 300, seed: 1 }).entries;
  }
}

/**
 * The log up to the first moment a Heist's GM could rule that Gang Warfare breaks out among several people, and
 * the GM's ruling (COT-WAR-1), decided as the Heist board offers it.
 */
function withBreakout(entries: readonly LogEntry[]): readonly LogEntry[] {
  let state: CampaignState | null = null;
  for (const [index, entry] of entries.entries()) {
    state = foldEntry(state, entry);
    const running = Object.values(state.scenes).find(
      (scene): scene is Scene & { engine: 'heist' } =>
        scene.engine === 'heist' && scene.state !== null && scene.ended === null,
    );
    if (!running?.state) continue;
    const rulings = heist.heistGmView(
      heist.heistEnv(engineContext(state, running, 0)),
      heist.heistIn(state, running.state),
    );
    const option = rulings
      .find((view) => view.action === 'break-out-warfare' && view.available)
      ?.options.find(
        (o) =>
          o.command.type === 'heist/break-out' &&
          o.command.breakout.kind === 'warfare' &&
          (o.command.breakout.participants?.length ?? 0) > 1,
      );
    if (!option) continue;
    const command = {
      type: 'scene/act',
      sceneId: running.id,
      engine: 'heist',
      command: option.command,
      at: entry.at + 1,
      rollId: rollId('gm-ruling'),
    } as CampaignCommand;
    const decision = decide(state, command, seededDice('ruling'));
    if (!decision.ok) throw new Error(decision.message);
    const ruling: LogEntry = {
      seq: entry.seq + 1,
      at: entry.at + 1,
      command: 'scene/act',
      events: decision.events,
      undone: false,
    };
    return [...entries.slice(0, index + 1), ruling];
  }
  throw new Error('the simulated GM never ran a Heist in which a fight could break out');
}

/** A log as a file's text, as an export writes it. */
export function fileText(entries: readonly LogEntry[]): string {
  return campaignFileText('Imported Job', Date.UTC(2026, 0, 5), entries, Date.UTC(2026, 5, 1));
}

/** A deep copy, as a file read back gives it (nothing shared between events). */
export function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
