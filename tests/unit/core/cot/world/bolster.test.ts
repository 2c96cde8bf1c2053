import { describe, expect, it, vi } from 'vitest';
import {
  capabilityOf,
  engineContext,
  engineIds,
  engineOf,
  sceneActions,
  turnSummary,
} from '../../../../../core/index.ts';
import type { CharacterId, Scene } from '../../../../../core/index.ts';
import { bolster } from '../../../../../core/cot/world/index.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import type * as Registry from '../../../../../core/registry/index.ts';
import { Run } from '../../conformance/bot.ts';

/**
 * Bolster (COT-TIME-4) is a capability an engine declares: the scene layer offers Bolster and Wait, takes them, and
 * hands rolls the Bolsters their roller holds only in the scenes of an engine that declares it. This file registers
 * Gang Warfare a second time without it ('plain-fight'), as an engine's one registry line would.
 */

vi.mock('../../../../../core/registry/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Registry>();
  const { initiative } = await import('../../../../../core/cot/world/index.ts');
  const plain = {
    ...real.engines.warfare,
    id: 'plain-fight',
    title: 'Plain fight',
    capabilities: [initiative('warfare', { fromStart: true })],
  };
  const engines = { ...real.engines, 'plain-fight': plain };
  return {
    ...real,
    engines,
    engineIds: Object.keys(engines),
    isEngineId: (value: unknown) => typeof value === 'string' && Object.hasOwn(engines, value),
    engineOf: (id: keyof typeof engines) => engines[id],
  };
});

const plain = 'plain-fight' as (typeof engineIds)[number];

/** A fight of `engine` opened by the conformance bot, and a fighter who may act now. */
function fight(engine: (typeof engineIds)[number]) {
  const run = new Run(engine, 3);
  const scene = Object.values(run.state.scenes).find((s) => s.engine === engine)! as Scene;
  const actor = turnSummary(run.state, scene).actors.find((a) => a.mayActNow)!.id;
  return { run, scene, actor };
}

const held = (recipient: string) => ({
  pending: [{ giver: 'someone' as CharacterId, recipient: recipient as CharacterId, expiresAfterTurn: 9 }],
  turns: [],
});

describe('the bolster capability (COT-TIME-4)', () => {
  it('is declared by every City of Thieves engine, and not by the HEIST skirmish', () => {
    expect(engineIds.filter((id) => capabilityOf(engineOf(id), 'bolster') !== undefined)).toEqual([
      'prep',
      'social',
      'heist',
      'warfare',
      'chase',
    ]);
  });

  it('gives a roll the Bolsters its roller holds, one +1k0 each (as the table allows)', () => {
    const modifiers = bolster.api(held('vex'), defaultSettings);
    expect(modifiers('vex' as CharacterId)).toEqual([{ rolled: 1, kept: 0, source: 'Bolster' }]);
    expect(modifiers('ruth' as CharacterId)).toEqual([]);
  });

  it('offers Bolster and Wait in a fight of an engine declaring it, and not in one that does not', () => {
    const offered = (engine: (typeof engineIds)[number]) => {
      const { run, scene, actor } = fight(engine);
      return sceneActions(run.state, scene, actor, run.at).map((view) => view.action);
    };
    expect(offered('warfare')).toEqual(expect.arrayContaining(['bolster', 'wait']));
    const without = offered(plain);
    expect(without).not.toContain('bolster');
    expect(without).not.toContain('wait');
    expect(without).toContain('attack'); // the same engine's own actions
  });

  it('refuses a Bolster or a Wait in a scene of an engine without it, naming the engine, and stores nothing', () => {
    const { run, scene, actor } = fight(plain);
    const before = run.entries.length;
    const wait = run.attempt(run.stamp({ type: 'scene/wait', sceneId: scene.id, characterId: actor }), null);
    expect(wait).toEqual({
      ok: false,
      message: 'scene/no-bolster: Plain fight has no Bolster or Wait (COT-TIME-4)',
    });
    const other = scene.participants.find((p) => p.characterId !== actor)!.characterId;
    const given = run.attempt(
      run.stamp({ type: 'scene/bolster', sceneId: scene.id, giver: actor, recipient: other }),
      null,
    );
    expect(given).toMatchObject({ ok: false, message: expect.stringContaining('scene/no-bolster') });
    expect(run.entries).toHaveLength(before);
    const { run: declared, scene: itsScene, actor: waiter } = fight('warfare');
    const waited = declared.attempt(
      declared.stamp({ type: 'scene/wait', sceneId: itsScene.id, characterId: waiter }),
      null,
    );
    expect(waited.ok).toBe(true);
  });

  it('hands a roller their Bolsters through the context only in the scenes of an engine declaring it', () => {
    for (const [engine, dice] of [
      ['warfare', 1],
      [plain, 0],
    ] as const) {
      const { run, scene, actor } = fight(engine);
      const state = { ...run.state, bolsters: held(actor) };
      expect(engineContext(state, scene, run.at).bolsters(actor)).toHaveLength(dice);
      // The GM's modifiers for the acting roller come either way.
      const gm = { actor, modifiers: [{ rolled: 2, kept: 0, source: 'Rain' }] };
      expect(engineContext(state, scene, run.at, gm).bolsters(actor)).toHaveLength(dice + 1);
    }
  });
});
