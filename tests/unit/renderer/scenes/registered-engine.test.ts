import { render } from 'svelte/server';
import { describe, expect, it, vi } from 'vitest';
import {
  apply,
  breakout,
  childScenes,
  decide,
  defaultSettings,
  engineContext,
  engineIds,
  engineOf,
  execute,
  heist,
  namesIn,
  openableEngines,
  pageSettings,
  sceneActions,
  sceneId,
  seededDice,
  settingsPage,
} from '../../../../core/index.ts';
import type { CampaignState, CharacterId, CotSettings, LogEntry } from '../../../../core/index.ts';
import type * as Registry from '../../../../core/registry/index.ts';
import { boardOf } from '../../../../renderer/panels/scenes/boards.ts';
import { breakoutFormOf } from '../../../../renderer/panels/scenes/breakout-forms.ts';
import { sidesOf } from '../../../../renderer/panels/scenes/heist/board-text.ts';
import HeistBoard from '../../../../renderer/panels/scenes/heist/HeistBoard.svelte';
import StartBreakoutForm from '../../../../renderer/panels/scenes/heist/StartBreakoutForm.svelte';
import SettingsPanel from '../../../../renderer/panels/settings/SettingsPanel.svelte';
import { sectionReset } from '../../../../renderer/panels/settings/settings-changes.ts';
import { formFromSettings } from '../../../../renderer/panels/settings/settings-form.ts';
import { Run } from '../../core/conformance/bot.ts';
import { defaultPlay } from '../../core/conformance/play.ts';
import { describeConformance } from '../../core/conformance/suite.ts';
import {
  brannigan,
  heistId,
  heistLog,
  inHeist,
  okafor,
  play,
  stamp,
  stateOf,
  vex,
} from '../heist-warfare/fixtures.ts';

/**
 * Issue 17's "done": a test-only engine (tally-engine.ts: a few commands, a board of scores), with a settings
 * section of its own, is added by registering it — the registry line an engine's folder needs, here a mock of the
 * registry — and, with no other edit, it is played by the conformance suite, listed on the settings page and
 * opened on the scene dashboard with its actions offered. Its module also declares that it can break out of a
 * running Heist (the breakout capability, `tallyBreakout`): with no edit to the Heist, core's breakout code or the
 * Heist's board, the GM is offered it among the Heist's rulings, opens it inside the Heist from the plain form, and
 * brings its players back.
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

/** The Heist as its board reads it: conditions from the sheets. */
function heistOf(campaign: CampaignState): heist.HeistState {
  const scene = campaign.scenes[heistId]!;
  if (scene.engine !== 'heist' || !scene.state) throw new Error('no Heist');
  return heist.heistIn(campaign, scene.state);
}

/** The Heist's breakouts as its board lists them, with the breakouts its context declares. */
function breakoutsOf(campaign: CampaignState) {
  const scene = campaign.scenes[heistId]!;
  const declared = engineContext(campaign, scene, 0).breakouts ?? [];
  return breakout.heistBreakouts(
    heistOf(campaign),
    declared,
    childScenes(campaign, heistId),
    sidesOf(scene),
    namesIn(campaign, scene),
  );
}

function drawHeist(campaign: CampaignState): string {
  const scene = campaign.scenes[heistId]!;
  const props = { campaign, scene, act: async (): Promise<LogEntry | null> => null, onopen: () => {} };
  return render(HeistBoard, { props }).body;
}

describe('an engine that can break out of a Heist, declared by its module and nothing else (COT-D-65)', () => {
  /** The GM rules the tally breaks out in the Dock, as the Heist's board offers it. */
  function brokeOut(): LogEntry[] {
    const log = heistLog();
    const campaign = stateOf(log);
    const env = heist.heistEnv(engineContext(campaign, campaign.scenes[heistId]!, 0));
    const ruling = heist
      .heistGmView(env, heistOf(campaign))
      .find((view) => view.action === 'break-out-tally');
    return play(log, inHeist(ruling!.options[0]!.command));
  }

  it('is offered among the Heist’s rulings, after the registry’s own, each option accepted by decide', () => {
    const campaign = stateOf(heistLog());
    const env = heist.heistEnv(engineContext(campaign, campaign.scenes[heistId]!, 0));
    const rulings = heist.heistGmView(env, heistOf(campaign));
    expect(rulings.map((view) => view.action).filter((action) => action.startsWith('break-out-'))).toEqual([
      'break-out-warfare',
      'break-out-chase',
      'break-out-skirmish',
      'break-out-tally',
    ]);
    const ruling = rulings.find((view) => view.action === 'break-out-tally');
    expect(ruling).toMatchObject({ label: 'A tally breaks out', rule: 'TALLY-1', available: true });
    expect(ruling?.options.map((option) => option.label)).toEqual([
      'A tally in Dock: Vex, Brannigan, Okafor',
    ]);
    const after = heistOf(stateOf(brokeOut()));
    expect(after.breakouts).toEqual([
      { kind: tally, lead: vex, zone: 'dock', players: [vex, brannigan, okafor] },
    ]);
    expect(after.engaged).toEqual([vex, brannigan, okafor]);
  });

  it('refuses, through the scene layer, a kind no registered engine declares, naming it; nothing is stored', () => {
    const log = heistLog();
    const command = inHeist({
      type: 'heist/break-out',
      breakout: { kind: 'duel', zone: 'dock', duellists: [vex, brannigan] },
    });
    expect(execute(log, command, { roll: () => 1 }, 1_000)).toMatchObject({
      ok: false,
      code: 'heist/unknown-breakout',
      message:
        'No scene of "duel" can break out of a Heist: only Gang Warfare, A chase, A HEIST skirmish and A tally',
    });
  });

  it('refuses a tally of one, in its own words, and stores nothing', () => {
    const campaign = stateOf(heistLog());
    const env = heist.heistEnv(engineContext(campaign, campaign.scenes[heistId]!, 0));
    const one = { type: 'heist/break-out', breakout: { kind: tally, zone: 'dock', players: [vex] } } as const;
    expect(heist.decideHeist(env, heistOf(campaign), one, { roll: () => 1 })).toMatchObject({
      ok: false,
      code: 'heist/too-few',
      message: 'A tally needs two players',
    });
  });

  it('opens inside the Heist from the plain form with the setup its module drafts, and its players come back', () => {
    const log = brokeOut();
    const [item] = breakoutsOf(stateOf(log));
    expect(item).toMatchObject({
      label: 'A tally',
      rule: 'TALLY-1',
      form: 'tally',
      handover: { stage: 'waiting' },
    });
    expect(breakoutFormOf(item!.form)).toBe(StartBreakoutForm); // no form answers its key: the plain one
    const html = drawHeist(stateOf(log));
    expect(html).toContain('A tally breaks out in Dock');
    expect(html).toContain('data-testid="start-breakout"');
    const opening = item!.opening;
    if ('ok' in opening) throw new Error(opening.message);
    expect(opening.setup).toEqual({ players: [vex, brannigan, okafor] });
    const tallyId = sceneId('dock-tally');
    const opened = play(
      log,
      stamp({
        type: 'scene/start-child',
        sceneId: heistId,
        newSceneId: tallyId,
        name: 'A tally in Dock',
        engine: tally,
        participants: opening.participants,
        setup: opening.setup,
        firstRoundSide: opening.firstRoundSide,
      } as never),
    );
    const child = stateOf(opened).scenes[tallyId]!;
    expect(child).toMatchObject({ engine: tally, parent: heistId });
    expect(breakoutsOf(stateOf(opened))[0]?.handover.stage).toBe('running');
    expect(drawHeist(stateOf(opened))).toContain('A tally in Dock (running)');
    const closed = play(opened, stamp({ type: 'scene/close', sceneId: tallyId }));
    const over = breakoutsOf(stateOf(closed))[0]!;
    expect(over.handover.stage).toBe('over');
    const back = play(closed, inHeist(over.back));
    expect(heistOf(stateOf(back))).toMatchObject({ engaged: [], breakouts: [] });
  });
});

describeConformance([tally], { ...defaultPlay, steps: 200 });
