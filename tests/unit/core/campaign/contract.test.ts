import { describe, expect, it } from 'vitest';
import {
  apply,
  decide,
  engineOf,
  foldEntry,
  initiative,
  replay,
  rollId,
  seededDice,
} from '../../../../core/index.ts';
import type {
  ActionView,
  CampaignCommand,
  CampaignState,
  CharacterId,
  RollRecord,
  Scene,
} from '../../../../core/index.ts';
import { absenceIn } from '../../../../core/campaign/scenes/absence.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { exactKeptTotals, toProbability } from '../../../helpers/exact-odds.ts';
import { candidatesOf } from './contract-candidates.ts';
import { contextOf } from './scene-support.ts';

/**
 * The scene-engine contract (core/engine/contract.ts) through the scene layer, on campaigns the simulated GM
 * plays: (a) replaying a log gives the state its commands built, step by step; (b) every option a view offers
 * an actor who may act now is accepted as a `scene/act`, every option is refused when it is not their turn (but
 * free actions), and every candidate the view does not offer is refused; (c) a view's odds are those of the pool
 * `decide` then rolls against the difficulty it records.
 */

const seeds = [1, 2, 7];
const campaigns = seeds.map((seed) => ({ seed, ...simulateCampaign({ entries: 220, seed }) }));

/** The state before each entry. */
function statesOf(entries: (typeof campaigns)[number]['entries']): CampaignState[] {
  const states: CampaignState[] = [];
  let state: CampaignState | null = null;
  for (const entry of entries) {
    state = foldEntry(state, entry);
    states.push(state);
  }
  return states;
}

describe('(a) replay', () => {
  it.each(campaigns)('seed $seed: replay(log) equals the state the commands built, at every step', (run) => {
    expect(replay(run.entries)).toEqual(run.state);
    const states = statesOf(run.entries);
    for (let n = 10; n < run.entries.length; n += 37) {
      expect(replay(run.entries.slice(0, n + 1))).toEqual(states[n]);
      const stepwise = run.entries
        .slice(0, n + 1)
        .flatMap((entry) => entry.events)
        .reduce<CampaignState | null>(apply, null);
      expect(stepwise).toEqual(states[n]);
    }
  });
});

/** Whether `actor` may take a turn in the scene now (COT-INIT-5, COT-TIME-5, COT-INIT-6). */
function mayAct(state: CampaignState, scene: Scene, actor: CharacterId): boolean {
  if (absenceIn(state, scene, actor) !== null) return false;
  const slots = scene.turns.initiative;
  if (slots) {
    if (slots.acting) return slots.acting.characterId === actor;
    const live = initiative.liveSlot(slots);
    return live !== null && initiative.claimants(slots, live.side).some((p) => p.characterId === actor);
  }
  const free = scene.turns.free;
  if (free) {
    if (free.acting) return free.acting === actor;
    return free.members.some((m) => m.characterId === actor && m.present) && !free.acted.includes(actor);
  }
  return true;
}

/** A command that takes no turn: a GM ruling, a free action (COT-FORE-3), a follow-up (COT-CHASE-9). */
function takesNoTurn(scene: Scene, command: { type: string }): boolean {
  const engine = engineOf(scene.engine);
  return engine.actorOf(scene.state, command) === null || engine.isFollowUp?.(scene.state, command) === true;
}

let stamp = 0;
function attempt(state: CampaignState, scene: Scene, command: unknown) {
  stamp += 1;
  const act = {
    type: 'scene/act',
    sceneId: scene.id,
    engine: scene.engine,
    command,
    at: 1,
    rollId: rollId(`contract-${stamp}`),
  } as unknown as CampaignCommand;
  return decide(state, act, seededDice(`contract-${stamp}`));
}

/** Moments of the campaigns where a scene of an engine runs, with someone in it. */
function moments() {
  const found: { seed: number; state: CampaignState; scene: Scene }[] = [];
  for (const run of campaigns) {
    statesOf(run.entries).forEach((state, index) => {
      if (index % 3 !== 0) return;
      for (const scene of Object.values(state.scenes)) {
        if (scene.ended !== null || scene.state === null) continue;
        if (engineOf(scene.engine).ended(scene.state, (id) => id) !== null) continue;
        found.push({ seed: run.seed, state, scene });
      }
    });
  }
  return found;
}

const sampled = moments();

/** COT-DICE-6, COT-DICE-7: the chance that `pool` reaches `difficulty` without a catastrophe, exactly. */
function reachChance(roll: RollRecord): number {
  if (roll.rolled === null) return 0;
  const { rolled, kept } = roll.rolled.pool;
  const exact = exactKeptTotals(rolled, kept);
  let count = 0n;
  exact.totals.forEach((ways, total) => {
    if (total >= roll.difficulty) count += ways;
  });
  if (kept >= roll.difficulty) count -= 1n; // all ones: a catastrophe, never a success
  return toProbability(count, exact.denominator);
}

/** The actions whose headline is the chance the actor's one roll reaches a fixed difficulty. */
const reachHeadline = /^(Hit|Success)/;

describe('(b, c) the views against decide, through the scene layer', () => {
  it('finds running scenes of every engine the simulated GM plays', () => {
    const engines = new Set(sampled.map((m) => m.scene.engine));
    expect([...engines].sort()).toEqual(['chase', 'heist', 'warfare']);
    expect(sampled.length).toBeGreaterThan(30);
  });

  it('offers an actor who may act now exactly what decide accepts, with the odds of the pool it rolls', () => {
    let accepted = 0;
    let refused = 0;
    let oddsChecked = 0;
    for (const { state, scene } of sampled) {
      const ctx = contextOf(state, scene);
      const engine = engineOf(scene.engine);
      for (const { characterId: actor } of scene.participants) {
        const views: readonly ActionView<unknown>[] = engine.view(ctx, scene.state, actor);
        const now = mayAct(state, scene, actor);
        const offered = new Set<string>();
        for (const view of views) {
          expect(view.available, `${view.action}: ${view.reason}`).toBe(view.options.length > 0);
          if (!view.available) expect(view.reason).toBeTruthy();
          for (const option of view.options) {
            offered.add(JSON.stringify(option.command));
            const free = takesNoTurn(scene, option.command as { type: string });
            const decision = attempt(state, scene, option.command);
            const label = `${scene.engine} ${actor}: ${JSON.stringify(option.command)}`;
            if (!now && !free) {
              expect(decision.ok, label).toBe(false);
              refused += 1;
              continue;
            }
            // COT-TIME-3: an action that would end a round the Job clock holds back (a shorter scene plays
            // first) waits with it; that is the clock's rule, not the engine's.
            if (!decision.ok && decision.code === 'time/not-due') continue;
            expect(decision.ok ? 'ok' : `${decision.code}: ${decision.message}`, label).toBe('ok');
            accepted += 1;
            if (!decision.ok || !option.odds || !reachHeadline.test(option.odds.headline.label)) continue;
            const roll = decision.events.find(
              (e) => e.type === 'dice/rolled' && e.roll.characterId === actor,
            );
            if (roll?.type !== 'dice/rolled' || /explosives/i.test(JSON.stringify(option.command))) continue;
            expect(option.odds.headline.probability, label).toBeCloseTo(reachChance(roll.roll), 9);
            oddsChecked += 1;
          }
        }
        if (!now) continue;
        for (const candidate of candidatesOf(ctx, scene, actor)) {
          if (offered.has(JSON.stringify(candidate))) continue;
          const decision = attempt(state, scene, candidate);
          expect(decision.ok, `${scene.engine} ${actor}: ${JSON.stringify(candidate)} was not offered`).toBe(
            false,
          );
          refused += 1;
        }
      }
    }
    expect(accepted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
    expect(oddsChecked).toBeGreaterThan(20);
  }, 60_000); // every engine's own candidates (Prep's and the Social Call's among them): tens of thousands of decisions
});
