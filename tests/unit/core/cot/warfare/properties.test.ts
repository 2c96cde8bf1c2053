import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyWarfare, replayWarfare } from '../../../../../core/cot/warfare/apply.ts';
import { decideWarfare } from '../../../../../core/cot/warfare/decide.ts';
import { attackOdds } from '../../../../../core/cot/warfare/odds.ts';
import { fighterSetup } from '../../../../../core/cot/warfare/fighters.ts';
import type {
  AttackCommand,
  WarfareCommand,
  WarfareEvent,
  WarfareState,
} from '../../../../../core/cot/warfare/types.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { deepFreeze, id, rules, settings, sheet } from './support.ts';

const names = ['a', 'b', 'x', 'y'] as const;
const who = fc.constantFrom(...names).map(id);

interface FighterSpec {
  readonly muscle: number;
  readonly skill: number;
  readonly wounded: boolean;
  readonly unconscious: boolean;
  readonly gear: string[];
}

const fighterArb: fc.Arbitrary<FighterSpec> = fc.record({
  muscle: fc.integer({ min: 1, max: 3 }),
  skill: fc.integer({ min: 0, max: 2 }),
  wounded: fc.boolean(),
  unconscious: fc.boolean(),
  gear: fc.subarray(['Revolver', 'Grenade, dynamite stick', 'Knife, razor']),
});

const attackArb = fc.record({
  type: fc.constant('warfare/attack' as const),
  attacker: who,
  target: who,
  skill: fc.constantFrom('handToHand' as const, 'shooting' as const, 'explosives' as const),
  restrain: fc.boolean(),
});

/** Mostly attacks, so fights reach wounds and deaths; every other turn now and then. */
const commandArb: fc.Arbitrary<WarfareCommand> = fc.oneof(
  { arbitrary: attackArb, weight: 8 },
  fc.record({ type: fc.constant('warfare/reposition' as const), fighter: who, reroll: fc.boolean() }),
  fc.record({ type: fc.constant('warfare/flee' as const), fighter: who }),
  fc.record({ type: fc.constant('warfare/join-flight' as const), fighter: who, leader: who }),
  fc.record({ type: fc.constant('warfare/leave' as const), fighter: who }),
  fc.record({ type: fc.constant('warfare/break-free' as const), fighter: who }),
  fc.record({ type: fc.constant('warfare/surrender' as const), fighter: who }),
  fc.record({ type: fc.constant('warfare/wake' as const), fighter: who, target: who }),
  fc.record({ type: fc.constant('warfare/finish-off' as const), fighter: who, target: who }),
);

const actorOf = (command: WarfareCommand): string | null =>
  'attacker' in command
    ? command.attacker
    : 'fighter' in command && typeof command.fighter === 'string'
      ? command.fighter
      : null;

interface Run {
  readonly steps: WarfareState[];
  readonly log: WarfareEvent[];
}

/** Starts a fight of the four fighters and plays the commands with seeded dice, checking each step. */
function playOut(fighters: readonly FighterSpec[], commands: WarfareCommand[], seed: number): Run | null {
  const dice = seededDice(seed);
  const setups = fighters.map((f, i) =>
    fighterSetup(
      sheet(names[i]!, {
        abilities: { muscle: f.muscle },
        skills: { handToHand: f.skill, shooting: f.skill, explosives: f.skill, resist: f.skill },
        weapons: f.gear,
        condition: f.wounded ? { state: 'wounded', recoveryDays: 2 } : { state: 'unhurt' },
      }),
      i < 2 ? 'crew' : 'guards',
      settings,
      f.unconscious,
    ),
  );
  const start = decideWarfare(null, { type: 'warfare/start', zone: 'yard', rules, fighters: setups }, dice);
  if (!start.ok) return null; // a side with nobody able to fight: nothing to play
  const log: WarfareEvent[] = [...start.events];
  let state = deepFreeze(replayWarfare(log));
  const steps = [state];
  for (const command of commands) {
    const before = state;
    const decision = decideWarfare(before, command, dice);
    const actor = actorOf(command);
    const down = before.fighters.find((f) => f.id === actor && f.condition.state === 'dead');
    if (down || before.ended) expect(decision.ok, `${command.type} by the dead or after the end`).toBe(false);
    if (!decision.ok) continue;
    checkAttacks(decision.events);
    if (command.type === 'warfare/attack') checkForecast(before, command, decision.events);
    state = deepFreeze(decision.events.reduce(applyWarfare, before));
    log.push(...decision.events);
    steps.push(state);
  }
  return { steps, log };
}

/** An attack's Cover loss is at least 1 unless it is a catastrophe, which takes none (COT-WAR-5, COT-D-4). */
function checkAttacks(events: readonly WarfareEvent[]): void {
  for (const event of events) {
    if (event.type !== 'warfare/attacked') continue;
    const catastrophe = event.check.roll?.catastrophe ?? false;
    for (const hit of event.hits) {
      if (catastrophe) expect(hit.damage).toBe(0);
      else expect(hit.damage).toBeGreaterThanOrEqual(1);
      expect(hit.coverAfter).toBe(Math.max(0, hit.coverBefore - hit.damage));
    }
  }
}

/** The attack's forecast sums to 1 for each target, and gave what happened a chance above 0. */
function checkForecast(before: WarfareState, command: AttackCommand, events: readonly WarfareEvent[]): void {
  const forecast = attackOdds(before, command);
  if ('ok' in forecast) throw new Error('an attack that was allowed had no odds');
  const attacked = events.find((e) => e.type === 'warfare/attacked')!;
  forecast.targets.forEach(({ target, odds }, i) => {
    const sum = (list: readonly { probability: number }[]) => list.reduce((s, x) => s + x.probability, 0);
    expect(odds.noDamage + odds.dead + sum(odds.coverLoss) + sum(odds.wounded)).toBeCloseTo(1, 12);
    const hit = attacked.hits[i]!;
    expect(hit.target).toBe(target);
    const wound = events.find((e) => e.type === 'warfare/wounded' && e.fighter === target);
    const killed = events.some((e) => e.type === 'warfare/killed' && e.fighter === target);
    const chance =
      hit.damage === 0
        ? odds.noDamage
        : killed
          ? odds.dead
          : wound?.type === 'warfare/wounded'
            ? (odds.wounded.find((w) => w.recoveryDays === wound.recoveryDays)?.probability ?? 0)
            : (odds.coverLoss.find((c) => c.loss === hit.damage)?.probability ?? 0);
    expect(chance).toBeGreaterThan(0);
  });
}

describe('Gang Warfare invariants (fast-check)', () => {
  const arbitraries = [
    fc.array(fighterArb, { minLength: 4, maxLength: 4 }),
    fc.array(commandArb, { maxLength: 30 }),
    fc.integer(),
  ] as const;

  it('never lets Cover fall below 0, the dead act, or an attack miss its minimum loss; forecasts hold', () => {
    fc.assert(
      fc.property(...arbitraries, (fighters, commands, seed) => {
        const run = playOut(fighters, commands, seed);
        for (const state of run?.steps ?? []) {
          for (const fighter of state.fighters) {
            expect(Number.isInteger(fighter.coverScore) && fighter.coverScore >= 0).toBe(true);
            if (fighter.condition.state === 'dead') expect(fighter.restrainedBy).toBeNull();
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('replaying the log gives the step-by-step state', () => {
    fc.assert(
      fc.property(...arbitraries, (fighters, commands, seed) => {
        const run = playOut(fighters, commands, seed);
        if (run) expect(replayWarfare(run.log)).toEqual(run.steps.at(-1));
      }),
      { numRuns: 200 },
    );
  });
});
