import {
  blankCharacter,
  characterId,
  decide,
  defaultSettings,
  foldEntry,
  rollId,
  seededDice,
} from '../../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry } from '../../core/index.ts';

/**
 * A long campaign made fast: its creation, one crew member, then dice-tray rolls until it holds `entries`
 * entries, each decided by core with seeded dice (so every entry is one the app would store). For tests that
 * need a file big enough to take a while to import; the benchmarks' realistic campaigns are simulateCampaign's.
 */
export function rollCampaign(name: string, entries: number, seed = 'rolls'): LogEntry[] {
  const dice = seededDice(seed);
  const vex = characterId('vex');
  const log: LogEntry[] = [];
  let state: CampaignState | null = null;
  const store = (command: CampaignCommand): void => {
    const decision = decide(state, command, dice);
    if (!decision.ok) throw new Error(`${command.type}: ${decision.message}`);
    const entry: LogEntry = {
      seq: log.length + 1,
      at: Date.UTC(2026, 0, 5) + log.length * 60_000,
      command: command.type,
      events: decision.events,
      undone: false,
    };
    state = foldEntry(state, entry);
    log.push(entry);
  };
  store({ type: 'campaign/create', name });
  store({
    type: 'character/create',
    character: {
      ...blankCharacter(vex, 'crew', 'Vex', defaultSettings),
      abilities: { muscle: 3, fingers: 2, brains: 2, it: 2 },
    },
  });
  while (log.length < entries) {
    store({
      type: 'dice/roll',
      rollId: rollId(`r${log.length}`),
      at: Date.UTC(2026, 0, 5) + log.length * 60_000,
      request: {
        characterId: vex,
        skill: 'shooting',
        pool: null,
        modifiers: [],
        bolsters: 0,
        leanOnto: null,
        against: { kind: 'difficulty', value: 9 },
        note: '',
      },
    });
  }
  return log;
}
