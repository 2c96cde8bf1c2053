import { describe, expect, it } from 'vitest';
import {
  characterId,
  prep as prepModule,
  replay,
  sceneActions,
  time,
  trainingChoice,
  trainingPrice,
} from '../../../../../core/index.ts';
import type { Character, LogEntry, UnstampedSceneCommand } from '../../../../../core/index.ts';
import * as v from 'valibot';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import { campaignWith, lastRolls, play, scene, sheet, skillsWith } from '../../campaign/scene-support.ts';

/** Foresight Training bought from the turn panel (COT-FORE-5, COT-D-64, COT-D-66): offered, priced and paid. */

const ruth = characterId('ruth');
const kit = characterId('kit');
const prep = time.sceneId('prep');
const planner = sheet(ruth, 'crew', 'Ruth', {
  abilities: { muscle: 1, fingers: 1, brains: 3, it: 1 },
  skills: skillsWith({ planning: 2 }),
  foresight: 3,
});
const fixer = sheet(kit, 'crew', 'Kit', { foresight: 2 });

function openPrep(crew: readonly Character[], shared = false): LogEntry[] {
  const campaign = campaignWith('Training', crew);
  return play(
    shared
      ? play(campaign, { type: 'settings/change', changes: { foresightShared: true } }, fixedDice())
      : campaign,
    scene({
      type: 'scene/open',
      sceneId: prep,
      name: 'Casing the joint',
      engine: 'prep',
      sides: [{ id: 'crew', label: 'Crew', crew: true }],
      participants: crew.map((c) => ({ characterId: c.id, side: 'crew', zone: '', role: 'on-foot' })),
      setup: { crew: crew.map((c) => c.id) },
    }),
    fixedDice(),
  );
}

function banking(log: readonly LogEntry[], training?: { addRolled: number; addKept: number }) {
  const state = replay(log);
  return sceneActions(state, state.scenes[prep]!, ruth, 2_000, [], training).find(
    (a) => a.action === 'bank-foresight',
  )!;
}

describe('Training from the turn panel (COT-FORE-5)', () => {
  it('TV-COT-FORE-5-a: +2k0 and +1k1 add 3 rolled and 1 kept dice to the offered roll (5k3 to 8k4)', () => {
    const log = openPrep([{ ...planner, foresight: 4 }]);
    const plain = banking(log);
    const trained = banking(log, { addRolled: 2, addKept: 1 });
    expect(plain.options[0]!.odds!.detail).toMatch(/5k3/);
    expect(trained.options[0]!.odds!.detail).toMatch(/8k4/);
    const inner = (trained.options[0]!.command as Extract<UnstampedSceneCommand, { type: 'scene/act' }>)
      .command;
    expect(inner).toMatchObject({ training: { addRolled: 2, addKept: 1 } });
    expect(trained.options[0]!.odds!.headline.probability).toBeGreaterThan(
      plain.options[0]!.odds!.headline.probability,
    );
  });

  it('COT-FORE-3: a Training the pool cannot pay is refused, naming the shortfall', () => {
    const refused = banking(openPrep([planner]), { addRolled: 2, addKept: 1 });
    expect(refused.available).toBe(false);
    expect(refused.reason).toBe('Ruth has 3 Foresight; Training of +2k0 and +1k1 costs 4');
  });

  it('sending the trained roll spends the Foresight and rolls the bigger pool', () => {
    let log = openPrep([planner]);
    const trained = banking(log, { addRolled: 1, addKept: 1 });
    log = play(log, scene(trained.options[0]!.command as never), fixedDice(6, 6, 6, 6, 6, 6, 6));
    // 3 − 3 for the Training, then the roll banks Foresight again: 7 dice rolled, capped by Brains + Planning 5
    const after = replay(log);
    const spent = log.at(-1)!.events.filter((e) => JSON.stringify(e).includes('foresight-spent'));
    expect(spent).toHaveLength(1);
    expect(after.characters[ruth]!.foresight).toBeLessThanOrEqual(5);
    const roll = lastRolls(log).at(-1)!;
    expect(roll.modifiers).toContainEqual({ rolled: 2, kept: 1, source: 'Foresight Training' });
    expect(roll.rolled?.faces).toHaveLength(7); // 5k3 + 2k1
  });

  it('is offered to crew in Prep and Heist scenes only, paid by the roller unless the table shares Foresight', () => {
    const log = openPrep([planner, fixer]);
    const state = replay(log);
    const choice = trainingChoice(state, state.scenes[prep]!, ruth)!;
    expect(choice.payers.map((p) => p.id)).toEqual([ruth]);
    expect(choice.keptDieCost).toBe(2);
    expect(choice.dice).toEqual({ min: 0, max: 20 });
    expect(trainingPrice(choice, { addRolled: 1, addKept: 1 })).toEqual({
      cost: 3,
      affordable: true,
      text: 'Costs 3 Foresight (Ruth has 3)',
    });
    expect(trainingPrice(choice, { addRolled: 0, addKept: 2 })).toMatchObject({ affordable: false });
    expect(trainingPrice(choice, { addRolled: 0, addKept: 0 })).toBeNull();

    const shared = replay(openPrep([planner, fixer], true));
    expect(trainingChoice(shared, shared.scenes[prep]!, ruth)!.payers.map((p) => p.id)).toEqual([ruth, kit]);
  });

  it('COT-FORE-5: the dice limits the choice gives are the ones the command schema enforces', () => {
    const state = replay(openPrep([planner]));
    const { max } = trainingChoice(state, state.scenes[prep]!, ruth)!.dice;
    const option = banking(openPrep([planner])).options[0]!;
    const inner = (option.command as Extract<UnstampedSceneCommand, { type: 'scene/act' }>).command;
    const buying = (addRolled: number, addKept: number) =>
      v.safeParse(prepModule.prepCommandSchema, { ...inner, training: { addRolled, addKept } }).success;
    expect([buying(max, max), buying(0, 0)]).toEqual([true, true]);
    expect([buying(max + 1, 0), buying(0, max + 1), buying(-1, 0)]).toEqual([false, false, false]);
  });

  it('a Prep action without a roll is offered as it is: Training buys dice for rolls only', () => {
    const state = replay(openPrep([planner]));
    const task = sceneActions(state, state.scenes[prep]!, ruth, 2_000, [], { addRolled: 1, addKept: 0 }).find(
      (a) => a.action === 'task',
    )!;
    const inner = (task.options[0]!.command as Extract<UnstampedSceneCommand, { type: 'scene/act' }>).command;
    expect(inner).not.toHaveProperty('training');
  });
});
