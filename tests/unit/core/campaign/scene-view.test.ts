import { describe, expect, it } from 'vitest';
import {
  apply,
  decide,
  foldEntry,
  rollId,
  sceneActions,
  seededDice,
  turnSummary,
} from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, Scene } from '../../../../core/index.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';

/**
 * The scene view over whole simulated campaigns: every option the turn panel offers as possible is accepted by
 * the rules, and an actor who may not act now is offered nothing but the follow-ups of their own turn.
 */

const stamp = (command: object, n: number): CampaignCommand =>
  ({ ...command, at: 5_000_000 + n, rollId: rollId(`view-${n}`) }) as CampaignCommand;

function openScenes(state: CampaignState): Scene[] {
  return Object.values(state.scenes).filter((scene) => scene.ended === null && scene.state !== null);
}

/** Every `every`-th state of a simulated campaign that has a scene open, so the test never hangs on one moment. */
function moments(seed: number, entries: number, every: number): CampaignState[] {
  const { entries: log } = simulateCampaign({ entries, seed });
  const states: CampaignState[] = [];
  let state: CampaignState | null = null;
  log.forEach((entry, index) => {
    state = foldEntry(state, entry);
    if (index % every === 0 && openScenes(state).length > 0) states.push(state);
  });
  return states;
}

describe('sceneActions', () => {
  it.each([3, 11, 29])('offers only what decide accepts (simulated campaign, seed %i)', (seed) => {
    let checked = 0;
    for (const state of moments(seed, 260, 20)) {
      for (const scene of openScenes(state)) {
        const turn = turnSummary(state, scene);
        for (const actor of turn.actors) {
          for (const view of sceneActions(state, scene, actor.id, 5_000_000)) {
            expect(view.available, `${view.label} for ${actor.name}: ${view.reason}`).toBe(
              view.options.length > 0,
            );
            if (!view.available) expect(view.reason).toBeTruthy();
            for (const [index, option] of view.options.entries()) {
              const decision = decide(state, stamp(option.command, index), seededDice(`v${index}`));
              expect(decision.ok ? 'accepted' : decision.message, `${actor.name}: ${option.label}`).toBe(
                'accepted',
              );
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('adds the GM modifier to the odds and to the command sent', () => {
    const withOdds = (state: CampaignState) =>
      openScenes(state).find((s) =>
        turnSummary(state, s).actors.some((a) =>
          sceneActions(state, s, a.id, 0).some((v) => v.options.some((o) => o.odds !== null)),
        ),
      );
    const state = moments(3, 260, 10).find((moment) => withOdds(moment) !== undefined)!;
    const scene = withOdds(state);
    expect(scene).toBeDefined();
    const actor = turnSummary(state, scene!).actors.find((a) =>
      sceneActions(state, scene!, a.id, 0).some((v) => v.options.some((o) => o.odds !== null)),
    )!;
    const plain = sceneActions(state, scene!, actor.id, 0)
      .flatMap((v) => v.options)
      .find((o) => o.odds)!;
    const helped = sceneActions(state, scene!, actor.id, 0, [{ rolled: 2, kept: 1, source: 'GM' }])
      .flatMap((v) => v.options)
      .find((o) => o.label === plain.label)!;
    expect(helped.command).toMatchObject({ modifiers: [{ rolled: 2, kept: 1, source: 'GM' }] });
    expect(helped.odds!.detail).not.toBe(plain.odds!.detail);
  });
});

describe('a scene whose engine is over', () => {
  it('offers nobody anything and says it is over until the GM closes it (COT-D-46)', () => {
    const state = moments(3, 400, 5).find((moment) => openScenes(moment).some((s) => s.engine === 'chase'));
    expect(state, 'a simulated campaign with a running chase').toBeDefined();
    const chase = openScenes(state!).find((s) => s.engine === 'chase')!;
    const ended = decide(
      state!,
      stamp(
        {
          type: 'scene/act',
          sceneId: chase.id,
          engine: 'chase',
          command: { type: 'chase/end', reason: 'The bridge goes up' },
        },
        1,
      ),
      seededDice('over'),
    );
    expect(ended.ok ? 'ended' : ended.message).toBe('ended');
    if (!ended.ok) return;
    const after = ended.events.reduce(apply, state!);
    const scene = after.scenes[chase.id]!;
    expect(scene.ended).toBeNull();
    const turn = turnSummary(after, scene);
    expect(turn.over).toContain('The bridge goes up');
    expect(turn.text).toMatch(/^Over: .*Close the scene/);
    for (const actor of turn.actors) {
      expect(actor.mayActNow).toBe(false);
      expect(sceneActions(after, scene, actor.id, 5_000_000)).toEqual([]);
    }
  });
});
