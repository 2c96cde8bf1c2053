import { describe, expect, it } from 'vitest';
import { apply } from '../../../../core/campaign/apply.ts';
import { sceneLeanOnto } from '../../../../core/campaign/roll-view-lean.ts';
import { sceneActions } from '../../../../core/campaign/scenes/view.ts';
import { sceneId } from '../../../../core/cot/time/stages.ts';
import { brannigan, heistTable, ruth, socialCall, vex, warehouse } from './scene-table.ts';

/**
 * COT-SOC-4 from a scene's turn panel: outside a Social Call the actor leans onto one of their own Loyalties,
 * named, once the GM rules it of immediate relevance; the +1k0 goes to the actor's roll as the GM's modifiers do.
 */

const crewLoyalty = { of: vex, relation: 'Devoted', subject: 'the Crew' };

describe('sceneLeanOnto', () => {
  it('offers the actor’s own Loyalties in a Heist, each named with whose it is', () => {
    const state = heistTable().state;
    const view = sceneLeanOnto(state, state.scenes[warehouse]!, vex, null);
    expect(view).toEqual({
      closed: null,
      options: [{ lean: crewLoyalty, label: "Vex's own Devoted: the Crew (Prime)" }],
      modifier: null,
      problem: null,
    });
  });

  it('TV-COT-SOC-4-b: adds +1k0 named after the Loyalty only once the GM rules it relevant; the actions carry it', () => {
    const state = heistTable().state;
    const scene = state.scenes[warehouse]!;
    expect(sceneLeanOnto(state, scene, vex, { ...crewLoyalty, relevant: false })).toMatchObject({
      modifier: null,
      problem:
        'Vex may lean onto Devoted: the Crew only when the GM rules it of immediate relevance to this roll (COT-SOC-4)',
    });
    const ruled = sceneLeanOnto(state, scene, vex, { ...crewLoyalty, relevant: true });
    expect(ruled).toMatchObject({
      problem: null,
      modifier: { rolled: 1, kept: 0, source: 'Lean Onto own Devoted: the Crew' },
    });
    const options = sceneActions(state, scene, vex, 0, [ruled.modifier!]).flatMap((view) => view.options);
    const engineOptions = options.filter((option) => option.command.type === 'scene/act');
    expect(engineOptions.length).toBeGreaterThan(0);
    for (const option of engineOptions) {
      expect(option.command).toMatchObject({ modifiers: [{ source: 'Lean Onto own Devoted: the Crew' }] });
    }
  });

  it('refuses another’s Loyalty outside a Social Call (COT-SOC-4)', () => {
    const state = heistTable().state;
    const ruths = { of: ruth, relation: 'Devoted', subject: 'the Crew', relevant: true };
    expect(sceneLeanOnto(state, state.scenes[warehouse]!, vex, ruths)).toMatchObject({
      modifier: null,
      problem:
        "Vex can lean onto Ruth's Devoted: the Crew only in a Social Call; any other roll leans onto the roller's own Loyalties (COT-SOC-4)",
    });
  });

  it('leaves Lean Onto to the Social Call’s own actions, which offer the other side’s Loyalties too', () => {
    const call = sceneId('talk');
    const state = heistTable().run(socialCall(call, 'A word with Brannigan')).state;
    const view = sceneLeanOnto(state, state.scenes[call]!, vex, { ...crewLoyalty, relevant: true });
    expect(view).toEqual({
      closed:
        'In a Social Call each action offers its own Lean Onto, onto your own Loyalties or the other side’s (COT-SOC-4)',
      options: [],
      modifier: null,
      problem: null,
    });
    expect(sceneLeanOnto(state, state.scenes[call]!, brannigan, null).options).toEqual([]);
  });

  it('offers none at a table without Lean Onto (lean_onto_per_roll = 0, COT-D-70)', () => {
    const table = heistTable();
    const state = apply(table.state, { type: 'settings/changed', changes: { leanOntoPerRoll: 0 } });
    expect(sceneLeanOnto(state, state.scenes[warehouse]!, vex, { ...crewLoyalty, relevant: true })).toEqual({
      closed: 'This table plays without Lean Onto (lean_onto_per_roll = 0)',
      options: [],
      modifier: null,
      problem: null,
    });
  });
});
