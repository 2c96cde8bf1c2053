import { describe, expect, it } from 'vitest';
import type { ChaseCommand } from '../../../../../core/cot/chase/index.ts';
import { decideChase } from '../../../../../core/cot/chase/decide.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { car, driver, id, makeChase, passenger, pursuerRunner, refusal, targetRunner } from './support.ts';

/**
 * COT-D-92: when a group's best chase pools tie, its side says who rolls, by naming them in `rollers`; naming
 * someone who is not among a group's best pools is refused. Found by the conformance bot (chase seed 24, step 1,
 * and seed 6, step 1): a name that rolls for no group — a passenger, a stranger — was silently ignored, and one
 * that rolls for the other side chose for that side; `decide` accepted commands the view never offers.
 */

const chase = () =>
  makeChase({
    entrants: [
      targetRunner('tom', { muscle: 3, athletics: 1 }),
      driver('dan', 'pursuer', 'cruiser'),
      passenger('pia', 'pursuer', 'cruiser'),
      pursuerRunner('rex', 'R'),
    ],
    vehicles: [car('cruiser')],
    distances: { cruiser: 0, R: 0 },
  }).state;

const named = (roller: string): ChaseCommand[] => [
  { type: 'chase/accelerate', actor: id('tom'), rollers: [id(roller)] },
  {
    type: 'chase/shake',
    actor: id('tom'),
    manoeuvre: { kind: 'obstacle', difficulty: 9 },
    rollers: [id(roller)],
  },
  { type: 'chase/shake', actor: id('tom'), manoeuvre: { kind: 'crowded' }, rollers: [id(roller)] },
  { type: 'chase/close', actor: id('dan'), rollers: [id(roller)] },
  { type: 'chase/takedown', actor: id('rex'), rollers: [id(roller)] },
];

describe('who rolls for a group (COT-D-92)', () => {
  it.each(['pia', 'nobody'])('refuses naming %s, who rolls for no group in the action', (roller) => {
    for (const command of named(roller)) {
      expect(refusal(chase(), command), command.type).toMatchObject({ code: 'chase/not-a-roller' });
    }
  });

  it("refuses naming the other side's roller: each side chooses its own", () => {
    expect(refusal(chase(), { type: 'chase/close', actor: id('dan'), rollers: [id('tom')] })).toMatchObject({
      code: 'chase/not-a-roller',
    });
    expect(
      refusal(chase(), { type: 'chase/accelerate', actor: id('tom'), rollers: [id('rex')] }),
    ).toMatchObject({
      code: 'chase/not-a-roller',
    });
  });

  it("still takes the acting group's own roller: the Target runner, or the driver of the closing car", () => {
    const accepted = (command: ChaseCommand) => {
      const decision = decideChase(chase(), command, seededDice(command.type));
      return decision.ok ? 'accepted' : decision.message;
    };
    expect(accepted({ type: 'chase/close', actor: id('dan'), rollers: [id('dan')] })).toBe('accepted');
    expect(accepted({ type: 'chase/accelerate', actor: id('tom'), rollers: [id('tom')] })).toBe('accepted');
  });
});
