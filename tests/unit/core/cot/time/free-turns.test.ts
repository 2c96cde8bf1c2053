import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFreeTurns, replayFreeTurns } from '../../../../../core/cot/time/free-turns/apply.ts';
import { decideFreeTurns } from '../../../../../core/cot/time/free-turns/decide.ts';
import type {
  FreeTurns,
  FreeTurnsCommand,
  FreeTurnsEvent,
} from '../../../../../core/cot/time/free-turns/types.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { deepFreeze } from '../initiative/support.ts';
import { stillToAct } from '../../../../../core/cot/time/free-turns/queries.ts';
import { freeTurnsCommandSchema, freeTurnsEventSchema } from '../../../../../core/cot/time/schema.ts';
import { expectValid } from './support.ts';

const id = characterId;
const log: FreeTurnsEvent[] = [];

function run(
  state: FreeTurns | null,
  command: FreeTurnsCommand,
): { state: FreeTurns; events: readonly FreeTurnsEvent[] } {
  const decision = decideFreeTurns(state, command);
  if (!decision.ok) throw new Error(decision.message);
  expectValid(freeTurnsCommandSchema, [command]);
  expectValid(freeTurnsEventSchema, decision.events);
  log.push(...decision.events);
  return { state: decision.events.reduce<FreeTurns | null>(applyFreeTurns, state)!, events: decision.events };
}
const start = (who: string): FreeTurnsCommand => ({ type: 'time/start-free-turn', characterId: id(who) });
const end: FreeTurnsCommand = { type: 'time/end-free-turn' };
const turn = (state: FreeTurns, who: string) => run(run(state, start(who)).state, end);
const begin = (): FreeTurns =>
  run(null, {
    type: 'time/begin-free-turns',
    stage: 'heist',
    members: ['Ruth', 'Vex', 'Jonas'].map((name) => ({ characterId: id(name), name })),
  }).state;

describe('turns without initiative (COT-TIME-5, COT-D-20)', () => {
  it('TV-COT-TIME-5-a: Heist, crew of 3 -> each takes one turn in any order; the round advances 5 minutes', () => {
    log.length = 0;
    let state = begin();
    state = turn(state, 'Jonas').state;
    state = turn(state, 'Ruth').state;
    expect(decideFreeTurns(state, start('Ruth'))).toMatchObject({ ok: false, code: 'time/already-acted' });
    const last = turn(state, 'Vex');
    expect(last.events).toEqual([
      { type: 'time/free-turn-ended', round: 1, characterId: id('Vex') },
      { type: 'time/free-round-ended', round: 1, minutes: 5 },
    ]);
    expect(last.state).toMatchObject({ round: 2, acted: [], acting: null });
    expect(replayFreeTurns(log)).toEqual(last.state);
  });

  it('ends the round when the last one it waited for leaves, and lets a joiner act this round', () => {
    let state = turn(turn(begin(), 'Ruth').state, 'Vex').state;
    const left = run(state, { type: 'time/leave-free-turns', characterId: id('Jonas') });
    expect(left.events.map((event) => event.type)).toEqual([
      'time/free-member-left',
      'time/free-round-ended',
    ]);
    state = run(left.state, { type: 'time/join-free-turns', characterId: id('Mara'), name: 'Mara' }).state;
    state = turn(turn(state, 'Ruth').state, 'Vex').state;
    expect(state.round).toBe(2);
    expect(turn(state, 'Mara').state.round).toBe(3);
    expect(decideFreeTurns(state, start('Jonas'))).toMatchObject({ code: 'time/member-gone' });
  });

  it('refuses overlapping turns, strangers, ending no turn, and a second beginning', () => {
    const state = run(begin(), start('Ruth')).state;
    expect(decideFreeTurns(state, start('Vex'))).toMatchObject({ code: 'time/turn-in-progress' });
    expect(decideFreeTurns(state, start('Nobody'))).toMatchObject({ code: 'time/unknown-member' });
    expect(decideFreeTurns(begin(), end)).toMatchObject({ code: 'time/no-turn' });
    expect(decideFreeTurns(null, end)).toMatchObject({ code: 'time/free-turns-not-begun' });
    expect(
      decideFreeTurns(begin(), { type: 'time/begin-free-turns', stage: 'heist', members: [] }),
    ).toMatchObject({
      code: 'time/free-turns-running',
    });
    expect(
      decideFreeTurns(null, { type: 'time/begin-free-turns', stage: 'heist', members: [] }),
    ).toMatchObject({
      code: 'time/no-members',
    });
    expect(
      decideFreeTurns(begin(), { type: 'time/join-free-turns', characterId: id('Vex'), name: 'Vex' }),
    ).toMatchObject({
      code: 'time/already-present',
    });
  });

  it('holds its invariants over random play, and replaying the log gives the same state', () => {
    const who = fc.constantFrom(...['Ruth', 'Vex', 'Jonas', 'Mara'].map(id));
    const command: fc.Arbitrary<FreeTurnsCommand> = fc.oneof(
      {
        arbitrary: fc.record({ type: fc.constant('time/start-free-turn' as const), characterId: who }),
        weight: 4,
      },
      { arbitrary: fc.constant(end), weight: 4 },
      fc.record({
        type: fc.constant('time/join-free-turns' as const),
        characterId: who,
        name: fc.constant('Someone'),
      }),
      fc.record({ type: fc.constant('time/leave-free-turns' as const), characterId: who }),
      fc.constant<FreeTurnsCommand>({ type: 'time/end-free-round' }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 80 }), (commands) => {
        let state = begin();
        const events: FreeTurnsEvent[] = [...replayLog(state)];
        for (const next of commands) {
          const decision = decideFreeTurns(deepFreeze(state), next);
          if (!decision.ok) continue;
          expectValid(freeTurnsEventSchema, decision.events);
          events.push(...decision.events);
          state = decision.events.reduce<FreeTurns | null>(applyFreeTurns, state)!;
          // one turn each a round, and a round never sits finished
          expect(new Set(state.acted).size).toBe(state.acted.length);
          const anyone = state.members.some((member) => member.present);
          expect(state.acting === null && anyone && stillToAct(state).length === 0).toBe(false);
        }
        expect(replayFreeTurns(events)).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });
});

describe('turns without initiative for the scene layer (COT-TIME-5)', () => {
  const members = (...names: string[]) => names.map((name) => ({ characterId: id(name), name }));
  const beginWith = (...names: string[]) =>
    run(null, { type: 'time/begin-free-turns', stage: 'heist', members: members(...names) }).state;
  const leave = (who: string): FreeTurnsCommand => ({ type: 'time/leave-free-turns', characterId: id(who) });
  const join = (who: string): FreeTurnsCommand => ({
    type: 'time/join-free-turns',
    characterId: id(who),
    name: who,
  });
  const endRound: FreeTurnsCommand = { type: 'time/end-free-round' };

  it('COT-TIME-5: NPCs able to act take turns too; the round waits for every member present', () => {
    let state = beginWith('Ruth', 'Guard');
    state = turn(state, 'Ruth').state;
    expect(stillToAct(state)).toEqual([id('Guard')]);
    const last = turn(state, 'Guard');
    expect(last.events.at(-1)).toEqual({ type: 'time/free-round-ended', round: 1, minutes: 5 });
  });

  it('COT-TIME-5: one who falls unconscious stops counting; the round ends when everyone present had a turn', () => {
    let state = turn(beginWith('Ruth', 'Vex', 'Jonas'), 'Ruth').state;
    const left = run(state, leave('Vex'));
    expect(left.events.map((event) => event.type)).toEqual(['time/free-member-left']);
    state = left.state;
    expect(decideFreeTurns(state, start('Vex'))).toMatchObject({ ok: false, code: 'time/member-gone' });
    const last = turn(state, 'Jonas');
    expect(last.events).toEqual([
      { type: 'time/free-turn-ended', round: 1, characterId: id('Jonas') },
      { type: 'time/free-round-ended', round: 1, minutes: 5 },
    ]);
    expect(stillToAct(last.state)).toEqual([id('Ruth'), id('Jonas')]);
  });

  it('COT-TIME-5: one who leaves during their own turn finishes it, then stops counting', () => {
    let state = run(turn(beginWith('Ruth', 'Vex'), 'Ruth').state, start('Vex')).state;
    state = run(state, leave('Vex')).state;
    expect(state.acting).toBe(id('Vex'));
    const ended = run(state, end);
    expect(ended.events.map((event) => event.type)).toEqual([
      'time/free-turn-ended',
      'time/free-round-ended',
    ]);
    expect(stillToAct(ended.state)).toEqual([id('Ruth')]);
  });

  it('COT-TIME-5: a woken member counts again and acts this round if they had not', () => {
    let state = run(beginWith('Ruth', 'Vex', 'Jonas'), leave('Vex')).state;
    state = run(turn(state, 'Ruth').state, join('Vex')).state;
    expect(stillToAct(state)).toEqual([id('Vex'), id('Jonas')]);
    state = turn(state, 'Vex').state;
    expect(state.round).toBe(1);
    expect(turn(state, 'Jonas').state.round).toBe(2);
  });

  it('one who acted, left and came back in the same round does not act again in it', () => {
    let state = turn(beginWith('Ruth', 'Vex'), 'Ruth').state;
    state = run(run(state, leave('Ruth')).state, join('Ruth')).state;
    expect(decideFreeTurns(state, start('Ruth'))).toMatchObject({ ok: false, code: 'time/already-acted' });
  });

  it('COT-TIME-5: the GM ends a round early; those still to act lose their turn and the clock moves a round', () => {
    log.length = 0;
    let state = turn(beginWith('Ruth', 'Vex', 'Jonas'), 'Ruth').state;
    const vexActing = applyFreeTurns(state, {
      type: 'time/free-turn-started',
      round: 1,
      characterId: id('Vex'),
    });
    expect(decideFreeTurns(vexActing, endRound)).toEqual({
      ok: false,
      code: 'time/turn-in-progress',
      message: "Finish Vex's turn before ending the round",
      data: { acting: id('Vex') },
    });
    const ended = run(state, endRound);
    expect(ended.events).toEqual([
      { type: 'time/free-round-ended', round: 1, minutes: 5, skipped: [id('Vex'), id('Jonas')] },
    ]);
    state = ended.state;
    expect(state).toMatchObject({ round: 2, acted: [], acting: null });
    expect(stillToAct(state)).toEqual([id('Ruth'), id('Vex'), id('Jonas')]);
    expect(replayFreeTurns(log)).toEqual(state);
  });

  it('counts on from the round the scene had reached, and refuses a round that is not one', () => {
    const begun = run(null, {
      type: 'time/begin-free-turns',
      stage: 'action',
      members: members('Ruth'),
      fromRound: 7,
    });
    expect(begun.events).toEqual([
      { type: 'time/free-turns-began', stage: 'action', members: members('Ruth'), round: 7 },
    ]);
    expect(turn(begun.state, 'Ruth').events.at(-1)).toEqual({
      type: 'time/free-round-ended',
      round: 7,
      minutes: 1,
    });
    for (const fromRound of [0, 2.5, Number.NaN]) {
      expect(
        decideFreeTurns(null, {
          type: 'time/begin-free-turns',
          stage: 'action',
          members: members('Ruth'),
          fromRound,
        }),
      ).toMatchObject({ ok: false, code: 'time/bad-round' });
    }
  });

  it('apply refuses a round end that does not fit: someone still to act, the wrong skipped, the wrong minutes', () => {
    const state = turn(beginWith('Ruth', 'Vex'), 'Ruth').state;
    const round = { type: 'time/free-round-ended', round: 1, minutes: 5 } as const;
    expect(() => applyFreeTurns(state, round)).toThrow(/cannot end/);
    expect(() => applyFreeTurns(state, { ...round, skipped: [id('Ruth')] })).toThrow(/cannot end/);
    expect(() => applyFreeTurns(state, { ...round, skipped: [id('Vex')], minutes: 10 })).toThrow(
      /cannot end/,
    );
    expect(applyFreeTurns(state, { ...round, skipped: [id('Vex')] }).round).toBe(2);
  });
});

/** The event that began a scene like `begin()`. */
function replayLog(state: FreeTurns): FreeTurnsEvent[] {
  return [
    {
      type: 'time/free-turns-began',
      stage: state.stage,
      members: state.members.map(({ characterId, name }) => ({ characterId, name })),
    },
  ];
}

describe('several turns each a round (a Prep day of prep_actions_per_day, COT-D-21)', () => {
  const beginWith = (turnsEach: number) =>
    decideFreeTurns(null, {
      type: 'time/begin-free-turns',
      stage: 'prep',
      members: ['Ruth', 'Vex'].map((name) => ({ characterId: id(name), name })),
      turnsEach,
    });

  it('each member takes their turns; the round ends when everyone has taken all of theirs', () => {
    const began = beginWith(2);
    if (!began.ok) throw new Error(began.message);
    expect(began.events[0]).toMatchObject({ type: 'time/free-turns-began', turnsEach: 2 });
    let state = began.events.reduce<FreeTurns | null>(applyFreeTurns, null)!;
    state = turn(state, 'Ruth').state;
    state = turn(state, 'Ruth').state;
    expect(decideFreeTurns(state, start('Ruth'))).toMatchObject({
      ok: false,
      message: 'Ruth has already taken their 2 turns in round 1',
    });
    expect(stillToAct(state)).toEqual([id('Vex')]);
    state = turn(state, 'Vex').state;
    const last = turn(state, 'Vex');
    expect(last.events.at(-1)).toMatchObject({ type: 'time/free-round-ended', round: 1 });
    expect(last.state).toMatchObject({ round: 2, acted: [], turnsEach: 2 });
  });

  it('refuses a number of turns that is not a whole number from 1 to 10, naming it', () => {
    for (const bad of [0, 11, 1.5, Number.NaN]) {
      expect(beginWith(bad)).toMatchObject({ ok: false, code: 'time/bad-turns-each' });
    }
  });

  it('a log from before the count (no turnsEach) replays as one turn each', () => {
    const state = replayFreeTurns([
      { type: 'time/free-turns-began', stage: 'heist', members: [{ characterId: id('Ruth'), name: 'Ruth' }] },
    ])!;
    expect(state.turnsEach).toBe(1);
  });
});
