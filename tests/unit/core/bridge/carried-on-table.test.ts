import { describe, expect, it } from 'vitest';
import { bridge, seededDice, skirmish } from '../../../../core/index.ts';
import type { skirmish as Skirmish } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { example, heistAt, id, modelFor, proposed, sheets, warehouse } from './fight-support.ts';
import { settings, table } from './support.ts';

/** BRG-D-17 on the table: the proposal's carried bonuses become the models' one-use bonuses, and they play. */

const bolster = { rolled: 1, kept: 0, source: 'Bolster' };
const training = { rolled: 1, kept: 1, source: 'Foresight Training' };

function proposal(
  bonuses: Readonly<Record<string, readonly { rolled: number; kept: number; source: string }[]>>,
) {
  return proposed(
    bridge.bridgedFight(
      {
        heist: heistAt(warehouse(), example({ aware: true })),
        sheets: sheets(),
        origin: { kind: 'heist', zone: 'bay' },
        bonuses,
      },
      settings,
      table,
    ),
  );
}

function opened(scenario: bridge.BridgedScenario): Skirmish.SkirmishState {
  const started = skirmish.startSkirmish(scenario.setup, seededDice(7), skirmish.houseDeck);
  if (!started.ok) throw new Error(started.message);
  let state = skirmish.replaySkirmish(skirmish.openingEvents(started.events[0]!, seededDice(8), 0));
  for (const command of scenario.corrections) {
    const decided = skirmish.decideSkirmish(state, command, seededDice(9), 0);
    if (!decided.ok) throw new Error(decided.message);
    for (const event of decided.events) state = skirmish.applySkirmish(state, event);
  }
  return state;
}

function scenarioOf(p: bridge.FightProposal): bridge.BridgedScenario {
  const scenario = bridge.scenarioOf(p);
  if ('ok' in scenario) throw new Error(scenario.message);
  return scenario;
}

describe('carried bonuses on the bridged table (BRG-D-17)', () => {
  it('TV-BRG-D-17-a: a pending Bolster +1k0 is a one-use +1 Ruth spends on her Recover: skill 5 succeeds on 6', () => {
    const p = proposal({ [id.ruth]: [bolster] });
    const scenario = scenarioOf(p);
    expect(scenario.unexpressed.some((line) => line.includes('Bolster'))).toBe(false);
    let state = opened(scenario);
    const ruth = modelFor(p, id.ruth).id;
    expect(state.models[ruth]!.cot).toMatchObject({ checks: 1, shifts: 0 });
    const stun = skirmish.decideSkirmish(
      state,
      { type: 'skirmish/edit-model', model: ruth, changes: { stunned: true } },
      fixedDice(),
      0,
    );
    if (!stun.ok) throw new Error(stun.message);
    for (const event of stun.events) state = skirmish.applySkirmish(state, event);
    const recover = { type: 'skirmish/act', model: ruth, action: { kind: 'recover' }, checks: 1 } as const;
    const decided = skirmish.decideSkirmish(state, recover, fixedDice(6), 0);
    if (!decided.ok) throw new Error(decided.message);
    const recovered = decided.events.find((e) => e.type === 'skirmish/recovered');
    expect(recovered).toMatchObject({ check: { roll: 6, effective: 6, passed: true } });
  });

  it('a carried +1k1 (Training bought before the fight) is a shift on one shot; every crew member carries a record', () => {
    const p = proposal({ [id.tony]: [training] });
    const state = opened(scenarioOf(p));
    expect(state.models[modelFor(p, id.tony).id]!.cot).toMatchObject({ shifts: 1, checks: 0 });
    // Ruth carries nothing, but may be granted Training during the fight
    expect(state.models[modelFor(p, id.ruth).id]!.cot).toMatchObject({ shifts: 0, checks: 0 });
    expect(state.models[modelFor(p, id.g1).id]!.cot).toBeUndefined();
  });
});
