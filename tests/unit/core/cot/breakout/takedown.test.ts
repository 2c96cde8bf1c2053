import { describe, expect, it } from 'vitest';
import { chaseEngine } from '../../../../../core/cot/chase/engine.ts';
import { takedownWarfareSetup } from '../../../../../core/cot/breakout/takedown.ts';
import type { ChaseScene } from '../../../../../core/cot/chase/index.ts';
import { chaseIn } from '../../../../../core/cot/chase/scene.ts';
import type { ChaseSceneCommand, ChaseSetupInput } from '../../../../../core/cot/chase/setup.ts';
import { warfareEngine } from '../../../../../core/cot/warfare/engine.ts';
import { fleeChaseSetup } from '../../../../../core/cot/breakout/handover.ts';
import type { WarfareSceneCommand, WarfareSetup } from '../../../../../core/cot/warfare/setup.ts';
import type { WarfareScene } from '../../../../../core/cot/warfare/types.ts';
import { fightIn } from '../../../../../core/cot/warfare/scene.ts';
import type { EngineContext } from '../../../../../core/cot/world/index.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { contextOf, sheet } from '../warfare/support.ts';
import { id } from '../chase/support.ts';

const ctx: EngineContext = contextOf([
  sheet('vex', { kind: 'crew', skills: { driving: 2 } }),
  sheet('ruth', { kind: 'crew' }),
  sheet('dolan', { kind: 'guard', skills: { athletics: 3 } }),
]);

function fight(setup: WarfareSetup, commands: readonly WarfareSceneCommand[]): WarfareScene {
  const dice = seededDice(7);
  const started = warfareEngine.start(ctx, setup, dice);
  if (!started.ok) throw new Error(started.message);
  let state = started.events.reduce<WarfareScene | null>(warfareEngine.apply, null)!;
  for (const command of commands) {
    const decision = warfareEngine.decide(ctx, state, command, dice);
    if (!decision.ok) throw new Error(decision.message);
    state = decision.events.reduce(warfareEngine.apply, state);
  }
  return state;
}

describe('from one scene to the next', () => {
  it('COT-WAR-11: a Flee an enemy joined becomes a chase at flee_chase_distance, the car going with its driver', () => {
    const setup: WarfareSetup = {
      zone: 'Dock',
      fighters: [
        { characterId: id('vex'), side: 'crew', unconscious: false },
        { characterId: id('ruth'), side: 'crew', unconscious: false },
        { characterId: id('dolan'), side: 'guards', unconscious: false },
      ],
      vehicles: [{ vehicle: 'Car', driver: id('vex'), passengers: [id('ruth')] }],
      firstRoundSide: null,
    };
    const before = fight(setup, [
      { type: 'warfare/flee', fighter: id('vex') },
      { type: 'warfare/join-flight', fighter: id('ruth'), leader: id('vex') },
      { type: 'warfare/join-flight', fighter: id('dolan'), leader: id('vex') },
    ]);
    const decision = warfareEngine.decide(
      ctx,
      before,
      { type: 'warfare/leave', fighter: id('vex') },
      seededDice(1),
    );
    if (!decision.ok) throw new Error(decision.message);
    const left = decision.events.find((e) => e.type === 'warfare/left');
    if (left?.type !== 'warfare/left' || !left.chase) throw new Error('no chase asked for');
    const chase: ChaseSetupInput = fleeChaseSetup(fightIn(ctx, before), left.chase);
    expect(chase).toEqual({
      targets: [
        { characterId: 'vex', side: 'crew', vehicle: 'Car', role: 'driver' },
        { characterId: 'ruth', side: 'crew', vehicle: 'Car', role: 'passenger' },
      ],
      pursuers: [{ characterId: 'dolan', side: 'guards', vehicle: null, role: 'on-foot' }],
      distance: 1,
      cramped: false,
      origin: 'flee',
    });
    expect(chaseEngine.start(ctx, chase, seededDice(2)).ok).toBe(true);
  });

  it('COT-D-46: a Takedown becomes Gang Warfare between the Target and those who caught it', () => {
    const start = chaseEngine.start(
      ctx,
      {
        targets: [{ characterId: id('ruth'), side: 'crew', vehicle: null, role: 'on-foot' }],
        pursuers: [{ characterId: id('dolan'), side: 'guards', vehicle: null, role: 'on-foot' }],
        distance: 0,
        cramped: false,
      },
      seededDice(3),
    );
    if (!start.ok) throw new Error(start.message);
    let state = start.events.reduce<ChaseScene | null>(chaseEngine.apply, null)!;
    const takedown: ChaseSceneCommand = { type: 'chase/takedown', actor: id('dolan') };
    for (let seed = 0; state.outcome === null; seed++) {
      const decision = chaseEngine.decide(ctx, state, takedown, seededDice(seed));
      if (!decision.ok) throw new Error(decision.message);
      const next = decision.events.reduce(chaseEngine.apply, state);
      if (next.outcome !== null) state = next;
    }
    if (state.outcome?.kind !== 'caught') throw new Error('not caught');
    const setup = takedownWarfareSetup(chaseIn(ctx, state), state.outcome.gangWarfare);
    expect(setup.fighters).toEqual([
      { characterId: 'ruth', side: 'crew', unconscious: false },
      { characterId: 'dolan', side: 'guards', unconscious: false },
    ]);
    expect(warfareEngine.start(ctx, setup, seededDice(4)).ok).toBe(true);
  });
});
