import { describe, expect, it } from 'vitest';
import {
  campaignFileText,
  characterId,
  decide,
  parseCampaignFile,
  replay,
  rollId,
  rollMattered,
  sessionRecap,
  time,
} from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry, RollRecord } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  act,
  campaignWith,
  openHeist,
  play,
  scene,
  sheet,
  skillsWith,
  warehouse,
} from '../campaign/scene-support.ts';

/** Issue 22: a session's recap from its own entries. */

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const okafor = characterId('okafor');
const heist = time.sceneId('warehouse');
const cast = [
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2, handToHand: 2, sneak: 2 }),
    weapons: ['Revolver'],
  }),
  sheet(ruth, 'crew', 'Ruth'),
  sheet(brannigan, 'guard', 'Brannigan'),
  sheet(okafor, 'guard', 'Okafor'),
];
const sixes = (n: number) => Array<number>(n).fill(6);

/** The entries from session `n`'s start to the next session's (what renderer/db/recap.ts reads by the index). */
function sessionEntries(log: readonly LogEntry[], n: number): LogEntry[] {
  const starts = log.filter((entry) => entry.command === 'session/start' && !entry.undone);
  const from = starts[n - 1]?.seq ?? Infinity;
  const to = starts[n]?.seq ?? Infinity;
  return log.filter((entry) => entry.seq >= from && entry.seq < to && !entry.undone);
}

const roll = (note: string, difficulty: number): CampaignCommand => ({
  type: 'dice/roll',
  rollId: rollId(`r-${note}`),
  at: 1_000,
  request: {
    characterId: ruth,
    skill: 'sneak',
    pool: null,
    modifiers: [],
    bolsters: 0,
    leanOnto: null,
    against: { kind: 'difficulty', value: difficulty },
    note,
  },
});

/** Session 1: Ruth hurt in the dice tray; session 2: the warehouse job, its loot, a death, Heat and a wound. */
function scriptedCampaign(): LogEntry[] {
  let log = campaignWith('Recap', cast);
  log = play(
    log,
    {
      type: 'spot/add-loot',
      spotId: warehouse,
      lootId: 'jewels',
      name: 'the jewels',
      zone: 'Dock',
      value: 4,
    },
    fixedDice(),
  );
  log = play(log, { type: 'session/start' }, fixedDice());
  log = play(
    log,
    { type: 'character/update', id: ruth, changes: { condition: { state: 'wounded', recoveryDays: 1 } } },
    fixedDice(),
  );
  log = play(log, { type: 'crew/adjust', changes: { heat: 1 } }, fixedDice());
  log = play(log, { type: 'session/start' }, fixedDice());
  log = openHeist(log, heist, cast);
  log = play(log, act(heist, 'heist', { type: 'heist/take-loot', actor: vex, loot: 'jewels' }), fixedDice());
  log = play(log, scene({ type: 'scene/end-round', sceneId: heist }), fixedDice());
  log = play(
    log,
    act(heist, 'heist', {
      type: 'drop/attack',
      attacker: vex,
      target: brannigan,
      skill: 'shooting',
      weapon: 'Revolver',
    }),
    fixedDice(...sixes(10)),
  );
  log = play(log, { type: 'crew/adjust', changes: { heat: 4 } }, fixedDice());
  log = play(
    log,
    { type: 'character/update', id: ruth, changes: { condition: { state: 'wounded', recoveryDays: 3 } } },
    fixedDice(),
  );
  log = play(log, roll('a door', 9), fixedDice(6, 6, 6));
  return log;
}

const linesOf = (recap: ReturnType<typeof sessionRecap>, id: string) =>
  recap.sections.find((section) => section.id === id)!.lines.map((line) => line.text);

describe('sessionRecap', () => {
  const log = scriptedCampaign();
  const state = replay(log);

  it('lists exactly the session’s wounds, deaths, loot and Heat (COT-CHAR-6, COT-CHAR-10)', () => {
    const recap = sessionRecap(state, 2, sessionEntries(log, 2));
    expect(recap.title).toBe('Session 2');
    expect(linesOf(recap, 'wounds')).toEqual(['Brannigan dies', 'Ruth is Wounded (3 days to recover)']);
    expect(linesOf(recap, 'loot')).toEqual(['Vex takes the jewels']);
    expect(linesOf(recap, 'heat')).toEqual(["The crew's Heat is now 4"]);
    expect(linesOf(recap, 'scenes')).toEqual([
      'The warehouse job (Heist): still running', // session 2 is still under way
    ]);
  });

  it('says a scene was left running at the end of a session once a later one has started', () => {
    const later = sessionRecap({ ...state, session: 3 }, 2, sessionEntries(log, 2));
    expect(linesOf(later, 'scenes')).toEqual([
      'The warehouse job (Heist): still running at the end of the session',
    ]);
  });

  it('keeps another session’s facts out of it', () => {
    const recap = sessionRecap(state, 1, sessionEntries(log, 1));
    expect(linesOf(recap, 'wounds')).toEqual(['Ruth is Wounded (1 day to recover)']);
    expect(linesOf(recap, 'heat')).toEqual(["The crew's Heat is now 1"]);
    expect(linesOf(recap, 'loot')).toEqual([]);
    expect(linesOf(recap, 'scenes')).toEqual([]);
  });

  it('lists the rolls that mattered: the Drop and the roll against a difficulty, not the rest', () => {
    const recap = sessionRecap(state, 2, sessionEntries(log, 2));
    const rolls = linesOf(recap, 'rolls');
    expect(rolls.some((line) => line.startsWith('Ruth — Sneak'))).toBe(true);
    expect(rolls.some((line) => line.startsWith('Vex'))).toBe(true);
  });

  it('applies the GM’s edit: a title, notes, a line rewritten and one left out', () => {
    const entries = sessionEntries(log, 2);
    const plain = sessionRecap(state, 2, entries);
    const wounds = plain.sections.find((section) => section.id === 'wounds')!.lines;
    const recap = sessionRecap(state, 2, entries, {
      title: 'The warehouse',
      notes: 'A quiet night, mostly.',
      lines: [
        { key: wounds[0]!.key, text: 'Brannigan is shot dead at the Dock', shown: true },
        { key: wounds[1]!.key, text: '', shown: false },
      ],
    });
    expect(recap.title).toBe('The warehouse');
    expect(recap.notes).toBe('A quiet night, mostly.');
    const edited = recap.sections.find((section) => section.id === 'wounds')!.lines;
    expect(edited.map((line) => [line.text, line.shown, line.original])).toEqual([
      ['Brannigan is shot dead at the Dock', true, 'Brannigan dies'],
      ['Ruth is Wounded (3 days to recover)', false, 'Ruth is Wounded (3 days to recover)'],
    ]);
  });

  it('skips undone entries', () => {
    const entries = sessionEntries(log, 2).map((entry) =>
      entry.command === 'crew/adjust' ? { ...entry, undone: true } : entry,
    );
    expect(linesOf(sessionRecap(state, 2, entries), 'heat')).toEqual([]);
  });
});

describe('sessionRecap, the rest of a session', () => {
  it('names a scene closed in the session though opened before it, with how it ended', () => {
    let log = scriptedCampaign();
    log = play(log, { type: 'session/start' }, fixedDice());
    log = play(log, scene({ type: 'scene/close', sceneId: heist }), fixedDice());
    const [line] = linesOf(sessionRecap(replay(log), 3, sessionEntries(log, 3)), 'scenes');
    expect(line).toMatch(/^The warehouse job \(Heist\): .+/);
    expect(line).not.toContain('still running');
  });

  it('lists Foresight spent on Schemes (COT-FORE-3) and the Job clock’s furthest minute (COT-TIME-3)', () => {
    const state = replay(scriptedCampaign());
    const entry = (seq: number, events: readonly object[]): LogEntry =>
      ({ seq, at: 0, command: 'scene/act', events, undone: false }) as unknown as LogEntry;
    const entries = [
      entry(100, [
        {
          type: 'scene/changed',
          sceneId: heist,
          module: 'heist',
          event: { type: 'heist/foresight-spent', character: vex, amount: 2, scheme: 'cache' },
        },
        {
          type: 'clock/changed',
          event: { type: 'time/round-finished', sceneId: heist, round: 1, endsAt: 10 },
        },
      ]),
      entry(101, [
        {
          type: 'clock/changed',
          event: { type: 'time/round-finished', sceneId: heist, round: 2, endsAt: 20 },
        },
        { type: 'time/downtime-passed', days: 3, quietDays: 3 },
      ]),
    ];
    const recap = sessionRecap(state, 2, entries);
    expect(linesOf(recap, 'foresight')).toEqual(['Vex spends 2 Foresight on a Cache']);
    expect(linesOf(recap, 'clock')).toEqual(['3 days of downtime pass', 'The Job clock reached minute 20']);
  });
});

describe('rollMattered', () => {
  const base: RollRecord = {
    id: rollId('r'),
    at: 0,
    characterId: null,
    label: '5k3',
    skill: null,
    basePool: { rolled: 5, kept: 3 },
    modifiers: [],
    rolled: null,
    against: 'difficulty',
    againstLabel: '',
    opponent: null,
    difficulty: 0,
    success: true,
    margin: 0,
    catastrophe: false,
    note: '',
  };
  it('leaves out a roll against nothing, such as initiative', () => {
    expect(rollMattered({ ...base, result: 'slot 14' })).toBe(false);
  });
  it('keeps a roll against a difficulty, and a catastrophe', () => {
    expect(rollMattered({ ...base, difficulty: 9 })).toBe(true);
    expect(rollMattered({ ...base, catastrophe: true })).toBe(true);
  });
  it('leaves out a secret roll, whatever it was', () => {
    expect(rollMattered({ ...base, difficulty: 9, secret: true })).toBe(false);
  });
});

describe('recap/edit', () => {
  const log = scriptedCampaign();
  const state = replay(log);
  const edit = { title: '', notes: 'n', lines: [] };

  it('is stored as one event and changes no part of the state', () => {
    const decision = decide(state, { type: 'recap/edit', session: 2, edit }, fixedDice());
    expect(decision).toEqual({ ok: true, events: [{ type: 'recap/edited', session: 2, edit }] });
    const after = play(log, { type: 'recap/edit', session: 2, edit }, fixedDice());
    expect(replay(after)).toEqual(state);
  });

  it('is exported and imported with the campaign, the edit as it was', () => {
    const edited = {
      title: 'Night one',
      notes: 'Lie low.',
      lines: [{ key: 'heat:5.0', text: '', shown: false }],
    };
    const after = play(log, { type: 'recap/edit', session: 1, edit: edited }, fixedDice());
    const parsed = parseCampaignFile(campaignFileText('Recap', 0, after, 1));
    expect(parsed.ok && parsed.log.at(-1)?.events).toEqual([
      { type: 'recap/edited', session: 1, edit: edited },
    ]);
  });

  it('refuses a session not yet started, naming it', () => {
    const decision = decide(state, { type: 'recap/edit', session: 3, edit }, fixedDice());
    expect(decision).toMatchObject({ ok: false, code: 'recap/unknown-session' });
    expect(decision.ok ? '' : decision.message).toContain('session 3');
  });

  it('refuses a line edited twice, and a malformed edit, storing nothing', () => {
    const twice = {
      ...edit,
      lines: [
        { key: 'a', text: 'x', shown: true },
        { key: 'a', text: 'y', shown: true },
      ],
    };
    expect(decide(state, { type: 'recap/edit', session: 1, edit: twice }, fixedDice())).toMatchObject({
      ok: false,
      code: 'recap/line-twice',
    });
    const long = { ...edit, notes: 'x'.repeat(5_000) };
    expect(decide(state, { type: 'recap/edit', session: 1, edit: long }, fixedDice())).toMatchObject({
      ok: false,
      code: 'command/invalid',
    });
  });
});
