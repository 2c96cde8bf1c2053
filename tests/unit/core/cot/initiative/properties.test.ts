import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { applyInitiative, replayInitiative } from '../../../../../core/cot/initiative/apply.ts';
import { decideInitiative } from '../../../../../core/cot/initiative/decide.ts';
import {
  allowance,
  canAct,
  claimants,
  claimsThisRound,
  findParticipant,
  findSlot,
  liveSlot,
} from '../../../../../core/cot/initiative/queries.ts';
import { leaveReasons, sideId } from '../../../../../core/cot/initiative/types.ts';
import type {
  Initiative,
  InitiativeCommand,
  InitiativeEvent,
  InitiativeSide,
} from '../../../../../core/cot/initiative/types.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { deepFreeze, expectValid } from './support.ts';

/** Random scenes driven by random command sequences, mostly sensible, sometimes not. */

const sides: readonly InitiativeSide[] = [
  { id: sideId('crew'), label: 'Crew', crew: true },
  { id: sideId('guards'), label: 'Guards', crew: false },
  { id: sideId('vipers'), label: 'Vipers', crew: false },
];
const names = ['A', 'B', 'C', 'D', 'X', 'Y', 'Z', 'W'];
const pool = fc
  .integer({ min: 1, max: 4 })
  .chain((rolled) => fc.record({ rolled: fc.constant(rolled), kept: fc.integer({ min: 1, max: rolled }) }));
const setup = fc.record({
  seed: fc.integer(),
  entrants: fc.uniqueArray(
    fc.record({ name: fc.constantFrom(...names), side: fc.integer({ min: 0, max: 2 }), pool }),
    {
      minLength: 1,
      maxLength: 6,
      selector: (entrant) => entrant.name,
    },
  ),
  tie: fc.constantFrom('crew_first' as const, 'roll_off' as const),
  reroll: fc.boolean(),
  firstSide: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
  steps: fc.array(fc.tuple(fc.integer({ min: 0, max: 21 }), fc.nat(), fc.nat(), fc.boolean()), {
    minLength: 10,
    maxLength: 80,
  }),
});

/** Turns random numbers into a command that fits the state more often than not. */
function command(
  state: Initiative,
  [kind, a, b, flag]: [number, number, number, boolean],
): InitiativeCommand {
  const pick = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(1, list.length)];
  const anyone = characterId(pick(names, a)!);
  if (kind >= 20) return { type: 'initiative/pass' };
  const live = liveSlot(state);
  const roundStart = state.uses.length === 0 && state.acting === null;
  if (roundStart && kind >= 6 && kind < 9) return focusCommand(state, a, b);
  if (kind < 9 && live) {
    const who = flag ? pick(claimants(state, live.side), a)?.characterId : undefined;
    return { type: 'initiative/claim-slot', slotId: live.id, characterId: who ?? anyone };
  }
  if (kind < 13) return { type: 'initiative/end-turn' };
  if (kind === 13)
    return { type: 'initiative/claim-slot', slotId: b % (state.nextSlotId + 1), characterId: anyone };
  if (kind === 14 || kind === 15)
    return { type: 'initiative/leave', characterId: anyone, reason: pick(leaveReasons, b)! };
  if (kind === 16 || kind === 17) {
    const side = pick(sides, b)!;
    return {
      type: 'initiative/join',
      entrant: { characterId: anyone, name: anyone, side: side.id, pool: { rolled: 2, kept: 1 } },
      side: null,
    };
  }
  if (flag) return focusCommand(state, a, b);
  const donors = names.filter((_, index) => (b >> index) & 1).map(characterId);
  return { type: 'initiative/declare-focus', focused: anyone, donors, focusRoundUsed: kind === 19 };
}

/** A Focus Round for a crew member with some of the other crew as donors. */
function focusCommand(state: Initiative, a: number, b: number): InitiativeCommand {
  const crew = state.participants
    .filter((p) => p.side === sides[0]!.id && p.status === 'in')
    .map((p) => p.characterId);
  const focused = crew[a % Math.max(1, crew.length)] ?? characterId('A');
  const donors = crew.filter(
    (id, index) => id !== focused && ((b >> index) & 1 || index === (a + 1) % crew.length),
  );
  return { type: 'initiative/declare-focus', focused, donors, focusRoundUsed: false };
}

/**
 * COT-INIT-6: when a round starts, its order holds exactly one slot for each participant still in (joiners
 * included) and none for the dead, the unconscious or those who left.
 */
function checkRoundStart(state: Initiative): void {
  const creators = state.order.map((id) => findSlot(state, id)!.createdBy).sort();
  const inScene = state.participants
    .filter((participant) => participant.status === 'in')
    .map((participant) => participant.characterId)
    .sort();
  expect(creators).toEqual(inScene);
  for (const participant of state.participants) {
    if (participant.status === 'in') expect(participant.fromRound).toBeLessThanOrEqual(state.round);
  }
}

function checkInvariants(state: Initiative): void {
  // slots claimed ≤ slots
  expect(state.uses.length).toBeLessThanOrEqual(state.order.length);
  expect(new Set(state.order).size).toBe(state.order.length);
  // a round never sits finished: every slot used or skipped means the next round has begun (or nothing is left)
  const finished = state.acting === null && state.uses.length === state.order.length;
  if (finished) expect(state.order.length).toBe(0);
  for (const participant of state.participants) {
    const claims = claimsThisRound(state, participant.characterId);
    // one slot a round, the focused character 1 + donors, donors none
    expect(claims).toBeLessThanOrEqual(allowance(state, participant.characterId));
    if (state.focus?.focused !== participant.characterId) expect(claims).toBeLessThanOrEqual(1);
  }
  if (state.focus)
    expect(claimsThisRound(state, state.focus.focused)).toBeLessThanOrEqual(1 + state.focus.donors.length);
}

describe('initiative properties', () => {
  it('holds its invariants over random scenes, and replaying the log gives the same state', () => {
    fc.assert(
      fc.property(setup, ({ seed, entrants, tie, reroll, firstSide, steps }) => {
        const dice = seededDice(seed);
        const start = decideInitiative(
          null,
          {
            type: 'initiative/start',
            scene: 'warfare',
            settings: { initiativeTie: tie, rerollInitiativeEachRound: reroll },
            sides,
            entrants: entrants.map(({ name, side, pool }) => ({
              characterId: characterId(name),
              name,
              side: sides[side]!.id,
              pool,
            })),
            firstRoundSide:
              firstSide !== null && entrants.some((e) => e.side === firstSide) ? sides[firstSide]!.id : null,
          },
          dice,
        );
        if (!start.ok) throw new Error(start.message);
        expectValid(null, start.events);
        const log: InitiativeEvent[] = [...start.events];
        let state = replayInitiative(log)!;
        checkInvariants(state);
        for (const step of steps) {
          const decision = decideInitiative(deepFreeze(state), command(state, step), dice);
          if (!decision.ok) {
            expect(decision.message.length).toBeGreaterThan(0);
            continue;
          }
          expectValid(command(state, step), decision.events);
          for (const event of decision.events) {
            if (event.type === 'initiative/slot-claimed') {
              // a claim is by someone on the slot's side who can still act
              const who = findParticipant(state, event.characterId)!;
              expect(who.side).toBe(findSlot(state, event.slotId)!.side);
              expect(canAct(state, who)).toBe(true);
            }
            state = applyInitiative(state, event);
            log.push(event);
            if (event.type === 'initiative/round-started') checkRoundStart(state);
          }
          checkInvariants(state);
        }
        expect(replayInitiative(JSON.parse(JSON.stringify(log)) as InitiativeEvent[])).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('a round ends exactly when its last slot is used or skipped', () => {
    fc.assert(
      fc.property(setup, ({ seed, entrants, steps }) => {
        const dice = seededDice(seed);
        const start = decideInitiative(
          null,
          {
            type: 'initiative/start',
            scene: 'heist',
            settings: { initiativeTie: 'crew_first', rerollInitiativeEachRound: false },
            sides,
            entrants: entrants.map(({ name, side, pool }) => ({
              characterId: characterId(name),
              name,
              side: sides[side]!.id,
              pool,
            })),
            firstRoundSide: null,
          },
          dice,
        );
        if (!start.ok) throw new Error(start.message);
        let state = replayInitiative(start.events)!;
        for (const step of steps) {
          const decision = decideInitiative(state, command(state, step), dice);
          if (!decision.ok) continue;
          for (const event of decision.events) {
            const done = state.acting === null && state.uses.length === state.order.length;
            if (event.type === 'initiative/round-ended') expect(done).toBe(true);
            else if (event.type !== 'initiative/round-started')
              expect(done && state.order.length > 0).toBe(false);
            state = applyInitiative(state, event);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
