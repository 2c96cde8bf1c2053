import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { SkirmishCommand, SkirmishState } from '../../../../core/skirmish/index.ts';
import DeployForm from '../../../../renderer/panels/skirmish/table/DeployForm.svelte';
import TablePanel from '../../../../renderer/panels/skirmish/table/TablePanel.svelte';
import { at0, entry, fight, fire, pass, run, side } from '../../core/skirmish/support/fight.ts';

/** Server-side renders of the GM's table controls: they draw what core says, with their test ids and labels. */

const props = (state: SkirmishState) => ({
  state,
  at: at0,
  busy: false,
  onsend: async (_: SkirmishCommand) => true,
});

const html = (component: typeof TablePanel, state: SkirmishState) =>
  render(component, { props: props(state) }).body.replace(/<!--.*?-->/g, '');

/** The police's officer waits at the north gate at the start of their turn; a smoke cloud hangs on the table. */
function waiting(): SkirmishState {
  const f = fight({
    sides: [
      side('police', 'defensive', [entry('s', 'Sergeant (3/5) Pistol w/2 reloads')], {
        entryPoints: [{ id: 'north', name: 'North gate' }],
        reserves: [{ ...entry('r1', 'Officer 1 (3/5) Pistol'), arrivesAfterRound: 0 }],
      }),
      side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG w/2 reloads, Pistol w/1 reload')]),
    ],
  });
  fire(f, pass('s'));
  run(f, { type: 'skirmish/end-turn', reserves: [{ model: 'r1', entryPoint: 'north' }] }, 3);
  fire(f, pass('k'));
  run(f, { type: 'skirmish/end-turn' });
  return { ...f.state, clouds: { 'cloud-9': { id: 'cloud-9', kind: 'teargas', grenade: 'grenade-8' } } };
}

describe('table controls (server render)', () => {
  it('DeployForm: a fieldset per waiting model with its distance and cover, labelled', () => {
    const out = html(DeployForm, waiting());
    expect(out).toContain('data-testid="deploy-form"');
    expect(out).toContain('<legend>Officer 1 waits at North gate</legend>');
    expect(out).toContain('Inches from North gate (0–4)');
    expect(out).toContain('Officer 1 ends in');
    expect(out).toContain('Deploy Officer 1');
  });

  it('TablePanel: visibility, the clouds in words, a correction form, the end, the rosters in both formats', () => {
    const out = html(TablePanel, waiting());
    for (const id of ['table-panel', 'set-visibility', 'edit-model', 'end-scenario', 'roster-print'])
      expect(out).toContain(`data-testid="${id}"`);
    expect(out).toContain('data-testid="cloud"');
    expect(out).toContain('Teargas cloud');
    expect(out).toContain('without a gas mask is stunned');
    expect(out).toContain('The wind clears it');
    expect(out).toContain('Ammo counters (0–1; 1 is out of ammo)'); // the sergeant's pistol
    expect(out.split('data-testid="roster-text"').length - 1).toBe(4);
    expect(out).toContain('Mr. K (3/5) Submachine gun w/2 reloads, Service pistol w/1 reload');
  });

  it('TablePanel once over: the outcome and the rosters, no other controls', () => {
    const f = { state: waiting(), log: [] };
    run(f, { type: 'skirmish/end-scenario', outcome: 'The police hold the gate' });
    const out = html(TablePanel, f.state);
    expect(out).toContain('data-testid="fight-outcome"');
    expect(out).toContain('The police hold the gate');
    expect(out).not.toContain('data-testid="set-visibility"');
    expect(out).not.toContain('data-testid="edit-model"');
    expect(out).toContain('data-testid="roster-print"');
  });
});
