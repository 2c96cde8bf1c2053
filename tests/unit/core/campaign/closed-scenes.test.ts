import { describe, expect, it } from 'vitest';
import {
  absenceIn,
  childScenes,
  closedScenesKept,
  foldEntry,
  knownScene,
  replay,
  replayScene,
  time,
} from '../../../../core/index.ts';
import type { CampaignState, LogEntry, Scene } from '../../../../core/index.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { heistWith, play, refusal, scene, sheet } from './scene-support.ts';
import { characterId, seededDice } from '../../../../core/index.ts';

/**
 * A closed scene leaves the campaign's running scenes for a summary without its engine's state, so the state a
 * command reads never grows with the campaign's past; its board is rebuilt from its own entries.
 */

const played = simulateCampaign({ entries: 1_500, seed: 7 }).entries;
const active = played.filter((entry) => !entry.undone);

/** The state after each active entry, in order (folded one entry at a time: replay equals that, log.test.ts). */
function states(entries: readonly LogEntry[]): CampaignState[] {
  const out: CampaignState[] = [];
  let state: CampaignState | null = null;
  for (const entry of entries) out.push((state = foldEntry(state, entry)));
  return out;
}

const closes = active.flatMap((entry, index) =>
  entry.events.flatMap((event) => (event.type === 'scene/closed' ? [{ index, id: event.sceneId }] : [])),
);

describe('closed scenes', () => {
  it('the simulated table closes scenes (this test has something to check)', () => {
    expect(closes.length).toBeGreaterThan(closedScenesKept + 2);
  });

  it('keeps only running scenes in the state; the closed ones as summaries, the latest few and those inside a running scene', () => {
    const after = states(active.slice(0, closes[closes.length - 1]!.index + 1));
    for (const state of after) {
      for (const running of Object.values(state.scenes)) expect(running.ended).toBeNull();
      expect(Object.keys(state.closed).sort()).toEqual([...state.recentlyClosed].sort());
      const older = state.recentlyClosed.slice(0, -closedScenesKept);
      for (const id of older) {
        const parent = state.closed[id]!.parent;
        expect(parent !== null && Object.hasOwn(state.scenes, parent)).toBe(true);
      }
    }
  });

  it('a closed scene rebuilt from its own events is the scene as it closed, and its summary says how it left each one', () => {
    for (const { index, id } of closes) {
      const before = replay(active.slice(0, index));
      const running = before.scenes[id]!;
      const closedEntry = active[index]!;
      const closedEvent = closedEntry.events.find((e) => e.type === 'scene/closed' && e.sceneId === id)!;
      const rebuilt = replayScene(
        id,
        active.slice(0, index + 1).flatMap((entry) => entry.events),
      );
      expect(rebuilt).toEqual({
        ...running,
        ended: closedEvent.type === 'scene/closed' && closedEvent.summary,
      });
      const summary = knownScene(replay(active.slice(0, index + 1)), id);
      expect(summary && 'absences' in summary).toBe(true);
      for (const { characterId: who } of running.participants) {
        expect(summary && 'absences' in summary && summary.absences[who]).toBe(
          absenceIn(before, running, who),
        );
      }
    }
  });

  it('rebuilds nothing for a scene whose opening is not among the events', () => {
    const { id } = closes[0]!;
    const withoutOpening = active.flatMap((entry) =>
      entry.events.filter((event) => !(event.type === 'scene/opened' && event.scene.id === id)),
    );
    expect(replayScene(id, withoutOpening)).toBeNull();
  });
});

describe('a Heist and the fight that broke out of it', () => {
  const vex = characterId('vex');
  const brannigan = characterId('brannigan');
  const heist = time.sceneId('warehouse');
  const fight = time.sceneId('fight');
  const crew = [sheet(vex, 'crew', 'Vex'), sheet(brannigan, 'guard', 'Brannigan')];

  function fightClosed(): LogEntry[] {
    let log = heistWith('Closed fight', heist, crew);
    log = play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: fight,
        name: 'Fight on the dock',
        engine: 'warfare',
        participants: [
          { characterId: vex, side: 'crew', zone: 'Dock', role: 'on-foot' },
          { characterId: brannigan, side: 'guards', zone: 'Dock', role: 'on-foot' },
        ],
        setup: {
          zone: 'Dock',
          fighters: [
            { characterId: vex, side: 'crew', unconscious: false },
            { characterId: brannigan, side: 'guards', unconscious: false },
          ],
          vehicles: [],
          firstRoundSide: null,
        },
        firstRoundSide: null,
      }),
      seededDice('fight'),
    );
    return play(log, scene({ type: 'scene/close', sceneId: fight }), fixedDice());
  }

  it('the Heist still knows its closed fight, however many scenes close after it, while the Heist runs', () => {
    const state = replay(fightClosed());
    expect(state.scenes[fight]).toBeUndefined();
    expect(childScenes(state, heist).map((child) => [child.id, child.ended])).toEqual([
      [fight, expect.any(String)],
    ]);
    const summary = state.closed[fight]!;
    expect(summary.absences).toEqual({ [vex]: null, [brannigan]: null });
  });

  it('refuses a command in a closed scene, saying it has ended', () => {
    const problem = refusal(fightClosed(), scene({ type: 'scene/end-round', sceneId: fight }));
    expect(problem.code).toBe('scene/ended');
    expect(problem.message).toMatch(/^Fight on the dock has ended: /);
  });

  it('refuses to open a scene with the id of a closed one', () => {
    const problem = refusal(
      fightClosed(),
      scene({
        type: 'scene/open',
        sceneId: fight,
        name: 'Again',
        engine: 'heist',
        sides: [{ id: 'crew', label: 'Crew', crew: true }],
        participants: [{ characterId: vex, side: 'crew', zone: 'Dock', role: 'on-foot' }],
        setup: {
          spotId: 'warehouse',
          crew: [vex],
          others: [],
          placements: [{ character: vex, zone: 'Dock' }],
        },
        confirmed: true,
      }),
    );
    expect(problem.code).toBe('scene/duplicate-id');
  });

  it('keeps no engine state of a closed scene anywhere in the state', () => {
    const state = replay(fightClosed());
    const text = JSON.stringify(state.closed);
    expect(text).not.toMatch(/"turns"|"state"/);
    const running: Scene = state.scenes[heist]!;
    expect(running.ended).toBeNull();
  });
});
