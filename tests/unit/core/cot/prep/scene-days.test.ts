import { describe, expect, it } from 'vitest';
import { characterId, replay, sceneActions, time } from '../../../../../core/index.ts';
import type { Character, CharacterId, LogEntry } from '../../../../../core/index.ts';
import { fixedDice } from '../../../../helpers/fixed-dice.ts';
import {
  act,
  campaignWith,
  play,
  refusal,
  scene,
  sheet,
  skillsWith,
  stateOf,
} from '../../campaign/scene-support.ts';

/** A Prep scene played through the campaign: its days follow the scene's rounds (COT-TIME-2, COT-TIME-6). */

const ruth = characterId('ruth');
const kit = characterId('kit');
const prep = time.sceneId('prep');
const planner = sheet(ruth, 'crew', 'Ruth', {
  abilities: { muscle: 1, fingers: 1, brains: 3, it: 1 },
  skills: skillsWith({ planning: 2 }),
});
const fixer = sheet(kit, 'crew', 'Kit');
const bank = (who: CharacterId) => act(prep, 'prep', { type: 'prep/bank-foresight', character: who });

function openPrep(crew: readonly Character[], perDay = 1): LogEntry[] {
  const campaign = campaignWith('Prep days', crew);
  return play(
    perDay === 1
      ? campaign
      : play(campaign, { type: 'settings/change', changes: { prepActionsPerDay: perDay } }, fixedDice()),
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

describe('Prep days in a scene (COT-TIME-2, COT-TIME-5, COT-TIME-6, COT-D-21)', () => {
  it('TV-COT-TIME-6-a: when everyone has taken their Prep action the round ends, and with it the Prep day', () => {
    let log = play(openPrep([planner]), bank(ruth), fixedDice(6, 4, 1, 1, 1));
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 2, taken: {} });
    log = play(log, bank(ruth), fixedDice(2, 1, 1, 1, 1));
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 3, taken: {} });
    expect(replay(log).characters[ruth]?.foresight).toBe(4); // a total of 11 banks 3 Foresight, then 4 banks 1
  });

  it("the GM's End round ends the Prep day for those who have not acted too", () => {
    let log = play(openPrep([planner, fixer]), bank(ruth), fixedDice(6, 4, 1, 1, 1));
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 1, taken: { [ruth]: 1 } });
    expect(refusal(log, bank(ruth)).message).toMatch(/Ruth has already taken a turn/);
    log = play(log, scene({ type: 'scene/end-round', sceneId: prep }), fixedDice());
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 2, taken: {} });
    log = play(log, bank(ruth), fixedDice(2, 1, 1, 1, 1));
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 2, taken: { [ruth]: 1 } });
  });

  it('COT-FORE-3: spending Foresight is a free action, still offered after the spender took their turn', () => {
    let log = play(
      openPrep([planner, fixer]),
      { type: 'crew/adjust', changes: { resources: 2 } },
      fixedDice(),
    );
    log = play(log, bank(ruth), fixedDice(6, 4, 1, 1, 1));
    const state = replay(log);
    expect(state.characters[ruth]?.foresight).toBe(3);
    const actions = sceneActions(state, state.scenes[prep]!, ruth, 2_000);
    expect(actions.find((a) => a.action === 'bank-foresight')?.available).toBe(false); // the day's turn is spent
    const cache = actions.find((a) => a.action === 'cache');
    expect(cache?.available).toBe(true);
    log = play(log, scene(cache!.options[0]!.command as never), fixedDice());
    expect(replay(log).characters[ruth]?.foresight).toBeLessThan(3);
  });

  it('COT-TIME-3: one Prep day is one round of the Job clock, 1440 minutes', () => {
    let log = openPrep([planner]);
    const before = replay(log).clock.now;
    log = play(log, scene({ type: 'scene/end-round', sceneId: prep }), fixedDice());
    expect(replay(log).clock.now - before).toBe(1440);
    expect(stateOf(log, prep, 'prep').day).toBe(2);
  });

  it('a Prep scene the GM ended counts no more days', () => {
    let log = openPrep([planner]);
    log = play(log, act(prep, 'prep', { type: 'prep/end', summary: 'Ready' }), fixedDice());
    log = play(log, scene({ type: 'scene/end-round', sceneId: prep }), fixedDice());
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 1, ended: 'Ready' });
  });

  it('COT-D-21: with prep_actions_per_day 2 each character takes two Prep actions a day, then the day ends', () => {
    let log = play(openPrep([planner, fixer], 2), bank(ruth), fixedDice(6, 4, 1, 1, 1));
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 1, taken: { [ruth]: 1 } });
    const state = replay(log);
    const again = sceneActions(state, state.scenes[prep]!, ruth, 2_000);
    expect(again.find((a) => a.action === 'bank-foresight')?.available).toBe(true); // a second action today
    log = play(log, bank(ruth), fixedDice(2, 1, 1, 1, 1));
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 1, taken: { [ruth]: 2 } });
    expect(refusal(log, bank(ruth)).message).toMatch(/Ruth has already taken their 2 turns in round 1/);
    log = play(log, bank(kit), fixedDice(1, 1, 1, 1));
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 1, taken: { [ruth]: 2, [kit]: 1 } });
    log = play(log, bank(kit), fixedDice(1, 1, 1, 1));
    expect(stateOf(log, prep, 'prep')).toMatchObject({ day: 2, taken: {} }); // everyone's two: the day is over
    expect(replay(log).scenes[prep]?.turns.free).toMatchObject({ round: 2, turnsEach: 2, acted: [] });
  });
});
