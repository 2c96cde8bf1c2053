import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  checkpointName,
  decide,
  describeEntry,
  entryCharacters,
  entryContext,
  entryKind,
  foldEntry,
  isCreation,
  redo,
  replay,
  replayScene,
  seededDice,
  snapshotProblem,
  snapshotView,
  undo,
  undoTarget,
} from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry, SceneId } from '../../../../core/index.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { accepted, crewCampaign, deepFreeze, id, rollCommand } from './support.ts';

/** The state after the active entries up to `seq` (the reference the store's `rebuild` must equal). */
function stateAt(entries: readonly LogEntry[], seq: number): CampaignState {
  return replay(entries.filter((entry) => entry.seq <= seq));
}

function rewindTo(entries: readonly LogEntry[], toSeq: number, at = 9_000_000): readonly LogEntry[] {
  const head = replay(entries);
  const command: CampaignCommand = { type: 'campaign/rewind', toSeq, state: stateAt(entries, toSeq) };
  return appendEntry(entries, command.type, accepted(decide(head, command, seededDice('x'))), at);
}

describe('rewind (issue 22)', () => {
  it('restores the state after the entry, keeping the campaign’s current name, as one new entry', () => {
    const { entries } = crewCampaign();
    const renamed = appendEntry(
      entries,
      'campaign/rename',
      accepted(decide(replay(entries), { type: 'campaign/rename', name: 'Harrow, again' }, seededDice('r'))),
      5000,
    );
    const rewound = rewindTo(renamed, 2);
    expect(rewound).toHaveLength(renamed.length + 1);
    expect(replay(rewound)).toEqual({ ...stateAt(renamed, 2), name: 'Harrow, again' });
    // Undo takes the rewind back, and nothing before it was lost.
    expect(replay(undo(rewound))).toEqual(replay(renamed));
    expect(undoTarget(rewound)?.command).toBe('campaign/rewind');
  });

  it('is named in plain words, with where the campaign stood', () => {
    const { entries } = crewCampaign();
    const rewound = rewindTo(entries, 3);
    const last = rewound.at(-1)!;
    expect(describeEntry(replay(entries), last)).toBe('go back to entry 3 (before the first session)');
    expect(entryKind(last)).toBe('campaign');
    expect(entryCharacters(last)).toEqual([]);
  });

  it('refuses to restore the state the campaign is already in', () => {
    const { entries, state } = crewCampaign();
    const last = entries.at(-1)!.seq;
    const decision = decide(state, { type: 'campaign/rewind', toSeq: last, state }, seededDice('x'));
    expect(decision).toMatchObject({ ok: false, code: 'campaign/rewind-same' });
  });

  it('refuses a malformed snapshot, naming the part at fault', () => {
    const { state } = crewCampaign();
    const cases: [unknown, string][] = [
      [{ ...state, crew: { resources: -1, heat: 0 } }, 'state.crew.resources'],
      [{ ...state, extra: 1 }, 'state.extra is not a part of a campaign state'],
      [
        { ...state, characters: { ...state.characters, ghost: state.characters[id('vex')] } },
        'state.characters.ghost.id',
      ],
      [{ ...state, recentlyClosed: ['nowhere'] }, 'state.recentlyClosed[0]'],
      [{ ...state, session: Number.NaN }, 'state.session expected a finite number'],
      [JSON.parse(`{"__proto__": {"polluted": true}}`), 'state.__proto__ expected no reserved word'],
      [{ ...state, name: undefined }, 'state.name'],
    ];
    for (const [snapshot, named] of cases) {
      const decision = decide(
        state,
        { type: 'campaign/rewind', toSeq: 2, state: snapshot as CampaignState },
        seededDice('x'),
      );
      expect(decision.ok).toBe(false);
      if (!decision.ok) {
        expect(decision.code).toBe('command/invalid');
        expect(decision.message).toContain(named);
      }
      expect(snapshotProblem(snapshot)).not.toBeNull();
    }
    expect(snapshotProblem(state)).toBeNull();
  });

  it('refuses a sheet the rules refuse inside a snapshot (COT-CHAR-1)', () => {
    const { state } = crewCampaign();
    const vex = state.characters[id('vex')]!;
    const broken = {
      ...state,
      characters: { ...state.characters, vex: { ...vex, abilities: { ...vex.abilities, muscle: 9 } } },
    };
    expect(snapshotProblem(broken)?.path).toMatch(/^state\.characters\.vex/);
  });

  it('a replay refuses a rewind whose snapshot is not the state its log had at that entry', () => {
    const { entries } = crewCampaign();
    const rewound = [...rewindTo(entries, 2)];
    const last = rewound.at(-1)!;
    const event = last.events[0] as Extract<LogEntry['events'][number], { type: 'campaign/rewound' }>;
    const forged = {
      ...last,
      events: [{ ...event, state: { ...event.state, crew: { resources: 99, heat: 0 } } }],
    };
    expect(() => replay([...rewound.slice(0, -1), forged])).toThrow(
      /not the campaign as its log had it after entry 2/,
    );
    const later = { ...last, events: [{ ...event, toSeq: last.seq }] };
    expect(() => replay([...rewound.slice(0, -1), later])).toThrow(/does not come before it/);
  });

  it('rewind to entry N then replay equals the state at N, over random campaigns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 12, max: 90 }),
        fc.nat(),
        (seed, length, pick) => {
          const { entries } = simulateCampaign({ entries: length, seed });
          const last = entries.at(-1)!.seq;
          const toSeq = 1 + (pick % (last - 1));
          const expected = stateAt(entries, toSeq);
          const head = replay(entries);
          const decision = decide(head, { type: 'campaign/rewind', toSeq, state: expected }, seededDice('x'));
          if (!decision.ok) {
            // Only a state the campaign is already in is refused.
            expect(decision.code).toBe('campaign/rewind-same');
            return;
          }
          const rewound = appendEntry(entries, 'campaign/rewind', decision.events, 1);
          expect(replay(rewound)).toEqual({ ...expected, name: head.name });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('head = replay(log) with rewinds, undos, redos and new rolls mixed in', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('rewind' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('undo' as const) }),
      fc.record({ kind: fc.constant('redo' as const) }),
      fc.record({ kind: fc.constant('roll' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(op, { maxLength: 12 }), (seed, ops) => {
        let log: readonly LogEntry[] = simulateCampaign({ entries: 30, seed }).entries;
        // The head as the store carries it: folded entry by entry, rebuilt only by undo.
        let head = replay(log);
        let rolls = 0;
        for (const step of ops) {
          if (step.kind === 'undo') {
            log = undo(log);
            head = replay(log);
          } else if (step.kind === 'redo') {
            const before = log;
            log = redo(log);
            const back = log.find((entry, index) => entry.undone !== before[index]?.undone);
            if (back) head = foldEntry(head, back);
          } else {
            const active = log.filter((entry) => !entry.undone);
            const command: CampaignCommand =
              step.kind === 'roll'
                ? ({
                    ...rollCommand({ characterId: id('vex'), skill: 'sneak' }),
                    rollId: `mix-${seed}-${(rolls += 1)}`,
                  } as CampaignCommand)
                : (() => {
                    const toSeq = active[step.at % active.length]!.seq;
                    return { type: 'campaign/rewind', toSeq, state: stateAt(log, toSeq) } as CampaignCommand;
                  })();
            const decision = decide(head, command, seededDice(`d${rolls}`));
            if (!decision.ok) continue;
            log = appendEntry(log, command.type, decision.events, 1);
            head = foldEntry(head, log.at(-1)!);
          }
          expect(head).toEqual(replay(log));
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('fork (issue 22)', () => {
  it('creates a campaign from a snapshot, as its first entry, never undone', () => {
    const { entries, state } = crewCampaign();
    const command: CampaignCommand = {
      type: 'campaign/fork',
      name: '  Harrow B ',
      from: { name: state.name, seq: 3 },
      state: stateAt(entries, 3),
    };
    const events = accepted(decide(null, command, seededDice('f')));
    const fork = appendEntry([], command.type, events, 1);
    expect(isCreation(fork[0]!)).toBe(true);
    expect(replay(fork)).toEqual({ ...stateAt(entries, 3), name: 'Harrow B' });
    expect(undoTarget(fork)).toBeUndefined();
    expect(describeEntry(replay(fork), fork[0]!)).toBe(
      '“Harrow B” begins as a copy of “The Harrow Job” at entry 3',
    );
    // Only as a campaign's first entry.
    expect(decide(state, command, seededDice('f'))).toMatchObject({ ok: false, code: 'campaign/exists' });
    expect(decide(null, { ...command, name: ' ' }, seededDice('f'))).toMatchObject({
      ok: false,
      code: 'campaign/name-empty',
    });
  });

  it('a fork’s log plays on like any campaign', () => {
    const { entries } = crewCampaign();
    const snapshot = deepFreeze(stateAt(entries, entries.at(-1)!.seq));
    const command: CampaignCommand = {
      type: 'campaign/fork',
      name: 'B',
      from: { name: 'A', seq: 9 },
      state: snapshot,
    };
    let fork = appendEntry([], command.type, accepted(decide(null, command, seededDice('f'))), 1);
    const roll = rollCommand({ characterId: id('vex'), skill: 'sneak' });
    fork = appendEntry(fork, roll.type, accepted(decide(replay(fork), roll, seededDice('r'))), 2);
    expect(replay(fork).characters).toEqual(snapshot.characters);
    expect(fork).toHaveLength(2);
  });
});

describe('the timeline’s words for entries (issue 22)', () => {
  it('sorts entries into kinds, names their characters and the checkpoints at session and scene starts', () => {
    const { entries } = simulateCampaign({ entries: 400, seed: 7 });
    const kinds = new Set(entries.map(entryKind));
    expect(kinds).toContain('rolls');
    expect(kinds).toContain('crew');
    expect(kinds).toContain('scenes');
    const roll = entries.find((entry) => entry.command === 'dice/roll')!;
    const rolled = roll.events.find((event) => event.type === 'dice/rolled');
    expect(entryCharacters(roll)).toContain(rolled?.type === 'dice/rolled' ? rolled.roll.characterId : '');
    const opened = entries.find((entry) => entry.command === 'scene/open')!;
    expect(checkpointName(opened)).toMatch(/^Scene: /);
    expect(checkpointName({ events: [{ type: 'session/started', session: 3 }] })).toBe('Session 3');
    expect(checkpointName(roll)).toBeNull();
    const state = stateAt(entries, opened.seq);
    const scene = opened.events.find((event) => event.type === 'scene/opened');
    const sceneId = scene?.type === 'scene/opened' ? scene.scene.id : '';
    expect(entryContext(state, [sceneId])).toMatchObject({
      session: state.session,
      scene: state.scenes[sceneId]?.name,
    });
  });
});

describe('a scene’s history across a rewind (issue 22)', () => {
  it('replayScene takes the snapshot’s scene, never the abandoned branch', () => {
    const { entries } = simulateCampaign({ entries: 300, seed: 3 });
    const opened = entries.find((entry) => entry.command === 'scene/open')!;
    const event = opened.events.find((e) => e.type === 'scene/opened');
    const sceneId = (event?.type === 'scene/opened' ? event.scene.id : '') as SceneId;
    const sceneEntries = entries.filter(
      (entry) => entry.seq >= opened.seq && entry.events.some((e) => 'sceneId' in e && e.sceneId === sceneId),
    );
    const middle = sceneEntries[Math.floor(sceneEntries.length / 2)]!;
    const toSeq = middle.seq;
    const atN = stateAt(entries, toSeq);
    const untilEnd = entries.filter((entry) => entry.seq <= sceneEntries.at(-1)!.seq);
    const rewound = rewindTo(untilEnd, toSeq);
    const events = rewound.flatMap((entry) => entry.events);
    const scene = replayScene(sceneId, events);
    if (Object.hasOwn(atN.scenes, sceneId)) expect(scene).toEqual(atN.scenes[sceneId]);
    // A scene opened after the entry gone back to is no longer there.
    const later = replayScene('never-opened' as SceneId, events);
    expect(later).toBeNull();
  });
});

describe('the preview’s facts (issue 22)', () => {
  it('lists the crew and their conditions, Heat, the scenes running with their round, the Spots and the clock', () => {
    const { entries } = simulateCampaign({ entries: 300, seed: 3 });
    const opened = entries.find((entry) => entry.command === 'scene/open')!;
    const state = stateAt(entries, opened.seq);
    const view = snapshotView(state);
    const crew = Object.values(state.characters).filter((c) => c.kind === 'crew');
    expect(view.crew.map((c) => c.name)).toEqual(crew.map((c) => c.name));
    expect(view.crew.every((c) => /^(Healthy|Wounded, \d+ days?|Dead)$/.test(c.condition))).toBe(true);
    expect(view.others).toBe(Object.keys(state.characters).length - crew.length);
    expect(view.heat).toBe(state.crew.heat);
    expect(view.scenes.map((s) => s.name)).toEqual(Object.values(state.scenes).map((s) => s.name));
    expect(view.scenes[0]?.round).toBe(1);
    expect(view.spots.map((s) => s.name)).toContain('The Harrow warehouse');
    expect(view.minute).toBe(state.clock.now);
  });

  it('a fork refuses a malformed snapshot too, naming the part', () => {
    const { state } = crewCampaign();
    const decision = decide(
      null,
      {
        type: 'campaign/fork',
        name: 'B',
        from: { name: 'A', seq: 2 },
        state: { ...state, spots: { x: { id: 'y' } } } as unknown as CampaignState,
      },
      seededDice('f'),
    );
    expect(decision).toMatchObject({ ok: false, code: 'command/invalid' });
    if (!decision.ok) expect(decision.message).toContain('state.spots.x');
  });
});
