import { render } from 'svelte/server';
import { describe, expect, it, vi } from 'vitest';
import {
  apply,
  decide,
  defaultSettings,
  engineIds,
  engineOf,
  openableEngines,
  pageSettings,
  sceneActions,
  seededDice,
  settingsPage,
} from '../../../../core/index.ts';
import type { CampaignState, CharacterId, CotSettings } from '../../../../core/index.ts';
import type * as Registry from '../../../../core/registry/index.ts';
import { boardOf } from '../../../../renderer/panels/scenes/boards.ts';
import SettingsPanel from '../../../../renderer/panels/settings/SettingsPanel.svelte';
import { sectionReset } from '../../../../renderer/panels/settings/settings-changes.ts';
import { formFromSettings } from '../../../../renderer/panels/settings/settings-form.ts';
import { Run } from '../../core/conformance/bot.ts';
import { defaultPlay } from '../../core/conformance/play.ts';
import { describeConformance } from '../../core/conformance/suite.ts';

/**
 * Issue 17's "done": a test-only engine (tally-engine.ts: a few commands, a board of scores), with a settings
 * section of its own, is added by registering it — the registry line an engine's folder needs, here a mock of the
 * registry — and, with no other edit, it is played by the conformance suite, listed on the settings page and
 * opened on the scene dashboard with its actions offered.
 */

vi.mock('../../../../core/registry/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Registry>();
  const { tallyEngine } = await import('../../core/conformance/tally-engine.ts');
  const { count } = await import('../../../../core/cot/settings/kinds.ts');
  const { section } = await import('../../../../core/cot/settings/section.ts');
  const tallySettings = section(
    { id: 'tally', title: 'Tally', rules: 'TALLY' },
    {
      tallyTarget: count({
        label: 'Points to win',
        description: 'The points a player needs to win a tally.',
        reference: 'tally_target',
        decision: 'TALLY-D-1',
        min: 1,
        max: 9,
        default: 3,
      }),
    },
  );
  const engines = {
    ...real.engines,
    tally: { ...tallyEngine('tally'), board: 'tally', settings: [tallySettings] },
  };
  return {
    ...real,
    engines,
    engineIds: Object.keys(engines),
    isEngineId: (value: unknown) => typeof value === 'string' && Object.hasOwn(engines, value),
    engineOf: (id: keyof typeof engines) => engines[id],
  };
});

const tally = 'tally' as (typeof engineIds)[number];

describe('an engine registered with its module, and nothing else', () => {
  it('is in the registry every list reads', () => {
    expect(engineIds).toContain(tally);
    expect(engineOf(tally).title).toBe('Tally');
  });

  it('is listed on the settings page with its own section, under its title, at its default', () => {
    const page = settingsPage();
    const own = page.find((section) => section.id === 'tally');
    expect(own?.engines).toEqual(['Tally']);
    expect(own?.keys).toEqual(['tallyTarget']);
    expect(page.find((section) => section.id === 'warfare')?.engines).toEqual(['Gang Warfare']);
    expect(page.slice(0, -1).map((section) => section.id)).not.toContain('tally'); // after the registry's own
    expect((formFromSettings(defaultSettings) as unknown as Record<string, unknown>)['tallyTarget']).toBe(3);
  });

  it('shows its section on the Table settings page as drawn', () => {
    const run = new Run(tally, 1);
    const { body } = render(SettingsPanel, { props: { campaign: run.state, act: async () => null } });
    expect(body).toContain('id="settings-tally"');
    expect(body).toContain('Points to win');
  });

  it('saves its own setting like any other: checked by its definition, stored, read back and reset', () => {
    const run = new Run(tally, 1);
    const own = (state: CampaignState) =>
      (pageSettings(state.settings) as unknown as Record<string, unknown>)['tallyTarget'];
    expect(own(run.state)).toBe(3); // its default, before anything is saved
    const change = (value: unknown) =>
      decide(
        run.state,
        { type: 'settings/change', changes: { tallyTarget: value } as Partial<CotSettings> },
        seededDice('s'),
      );
    const refused = change(12);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/tallyTarget/);
    const saved = change(5);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const after = saved.events.reduce(apply, run.state);
    expect(own(after)).toBe(5);
    expect(sectionReset('tally', pageSettings(after.settings))).toEqual({ tallyTarget: 3 });
    expect(sectionReset('tally', pageSettings(run.state.settings))).toEqual({});
  });

  it('opens from the Open-a-scene form and offers its actions on the scene dashboard', () => {
    expect(openableEngines()).toContainEqual({ id: tally, title: 'Tally', needsSpot: false, form: null });
    const run = new Run(tally, 2); // opened through the form's rules (openFromDraft), as the dashboard does
    const scene = Object.values(run.state.scenes).find((s) => s.engine === tally)!;
    expect(scene.state).not.toBeNull();
    const first = (scene.state as unknown as { order: CharacterId[] }).order[0]!;
    const actions = sceneActions(run.state, scene, first, run.at);
    const roll = actions.find((view) => view.action === 'roll');
    expect(roll?.available).toBe(true);
    expect(roll?.options[0]?.command).toEqual({
      type: 'scene/act',
      sceneId: scene.id,
      engine: tally,
      command: { type: 'tally/roll', actor: first },
    });
  });

  it('names its board by key; a key no component answers gets no board, and its turn panel shows its view', () => {
    expect(engineOf(tally).board).toBe('tally');
    expect(boardOf(engineOf(tally))).toBeNull();
    expect(boardOf(engineOf('heist'))).not.toBeNull();
  });
});

describeConformance([tally], { ...defaultPlay, steps: 200 });
