import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPool } from '../../../../../core/dice/pool.ts';
import { applyBolsters, replayBolsters } from '../../../../../core/cot/time/bolster/apply.ts';
import { decideBolsters } from '../../../../../core/cot/time/bolster/decide.ts';
import { bolsterModifiers, pendingFor } from '../../../../../core/cot/time/bolster/queries.ts';
import { emptyBolsterLedger } from '../../../../../core/cot/time/bolster/types.ts';
import type {
  BolsterCommand,
  BolsterEvent,
  BolsterLedger,
} from '../../../../../core/cot/time/bolster/types.ts';
import type { BolsterSettings } from '../../../../../core/cot/time/settings.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { bolsterCommandSchema, bolsterEventSchema } from '../../../../../core/cot/time/schema.ts';
import { timeLimits } from '../../../../../core/cot/time/limits.ts';
import { expectValid } from './support.ts';

const [A, B, C] = ['A', 'B', 'C'].map(characterId) as [
  ReturnType<typeof characterId>,
  ReturnType<typeof characterId>,
  ReturnType<typeof characterId>,
];

function run(ledger: BolsterLedger, command: BolsterCommand, settings: BolsterSettings = defaultSettings) {
  const decision = decideBolsters(ledger, command, settings);
  if (!decision.ok) throw new Error(decision.message);
  expectValid(bolsterCommandSchema, [command]);
  expectValid(bolsterEventSchema, decision.events);
  return { ledger: decision.events.reduce(applyBolsters, ledger), events: decision.events };
}
const bolster = (giver: typeof A, recipient: typeof A): BolsterCommand => ({
  type: 'time/bolster',
  giver,
  recipient,
});
const closeTurn = (who: typeof A): BolsterCommand => ({ type: 'time/close-turn', characterId: who });
const use = (who: typeof A): BolsterCommand => ({ type: 'time/use-bolsters', recipient: who });

describe('Bolster and Wait (COT-TIME-4, COT-D-19)', () => {
  it("TV-COT-TIME-4-a: A Bolsters B; B's next turn is a Follow Through with pool 5k3 -> 6k3", () => {
    const ledger = run(emptyBolsterLedger, bolster(A, B)).ledger;
    const modifiers = bolsterModifiers(ledger, B, defaultSettings);
    expect(modifiers).toEqual([{ rolled: 1, kept: 0, source: 'Bolster' }]);
    expect(buildPool({ rolled: 5, kept: 3 }, modifiers).pool).toEqual({ rolled: 6, kept: 3 });
    const used = run(ledger, use(B));
    expect(used.events).toEqual([{ type: 'time/bolsters-used', recipient: B, givers: [A], dice: 1 }]);
    expect(used.ledger.pending).toEqual([]);
  });

  it("TV-COT-TIME-4-b: A and C both Bolster B -> B's next roll +2k0", () => {
    const ledger = run(run(emptyBolsterLedger, bolster(A, B)).ledger, bolster(C, B)).ledger;
    expect(buildPool({ rolled: 4, kept: 2 }, bolsterModifiers(ledger, B, defaultSettings)).pool).toEqual({
      rolled: 6,
      kept: 2,
    });
  });

  it("TV-COT-TIME-4-c: A Bolsters B; before B's turn a defence Size Up 4k3 -> 5k3 and the bonus is used up", () => {
    let ledger = run(emptyBolsterLedger, bolster(A, B)).ledger;
    expect(buildPool({ rolled: 4, kept: 3 }, bolsterModifiers(ledger, B, defaultSettings)).pool).toEqual({
      rolled: 5,
      kept: 3,
    });
    ledger = run(ledger, use(B)).ledger;
    expect(bolsterModifiers(ledger, B, defaultSettings)).toEqual([]);
    expect(run(ledger, closeTurn(B)).events).toEqual([
      { type: 'time/turn-closed', characterId: B, turn: 1, lost: [] },
    ]);
  });

  it("TV-COT-TIME-4-d: A Bolsters B; B makes no roll and Waits -> bonus lost at the end of B's turn", () => {
    let ledger = run(emptyBolsterLedger, bolster(A, B)).ledger;
    const waited = run(ledger, { type: 'time/wait', characterId: B });
    expect(waited.events).toEqual([{ type: 'time/waited', characterId: B }]);
    ledger = waited.ledger;
    const closed = run(ledger, closeTurn(B));
    expect(closed.events).toEqual([{ type: 'time/turn-closed', characterId: B, turn: 1, lost: [A] }]);
    expect(closed.ledger.pending).toEqual([]);
  });

  it('TV-COT-TIME-4-e: A Bolsters A -> rejected (default setting)', () => {
    expect(decideBolsters(emptyBolsterLedger, bolster(A, A), defaultSettings)).toEqual({
      ok: false,
      code: 'time/bolster-self',
      message: 'A cannot Bolster themself at this table',
      data: { giver: A },
    });
  });

  it("lasts through the recipient's next turn when given after they acted this round", () => {
    let ledger = run(emptyBolsterLedger, closeTurn(B)).ledger; // B acted first this round
    ledger = run(ledger, bolster(A, B)).ledger;
    expect(pendingFor(ledger, B)).toEqual([{ giver: A, recipient: B, expiresAfterTurn: 2 }]);
    expect(run(ledger, closeTurn(C)).ledger.pending).toHaveLength(1); // other turns do not matter
    expect(run(ledger, closeTurn(B)).events[0]).toMatchObject({ turn: 2, lost: [A] });
  });

  it('bolster_self on: a self-Bolster lasts through the next turn; bolster_stacks off: one at a time, +1k0 at most', () => {
    const selfish = { bolsterSelf: true, bolsterStacks: true };
    let ledger = run(emptyBolsterLedger, bolster(A, A), selfish).ledger;
    ledger = run(ledger, closeTurn(A), selfish).ledger; // the Bolstering turn itself
    expect(pendingFor(ledger, A)).toHaveLength(1);
    const single = { bolsterSelf: false, bolsterStacks: false };
    const one = run(emptyBolsterLedger, bolster(A, B), single).ledger;
    expect(decideBolsters(one, bolster(C, B), single)).toMatchObject({
      ok: false,
      code: 'time/bolster-does-not-stack',
    });
    const two = run(one, bolster(C, B)).ledger; // given while the table stacked, then switched off
    expect(bolsterModifiers(two, B, single)).toHaveLength(1);
    expect(run(two, use(B), single).events[0]).toMatchObject({ givers: [A, C], dice: 1 });
  });

  it('refuses a Bolster past the hard limit of Bolsters waiting for one recipient', () => {
    const pending = Array.from({ length: timeLimits.bolstersMax }, () => ({
      giver: A,
      recipient: B,
      expiresAfterTurn: 1,
    }));
    const ledger: BolsterLedger = { pending, turns: [] };
    expect(decideBolsters(ledger, bolster(C, B), defaultSettings)).toMatchObject({
      ok: false,
      code: 'time/too-many-bolsters',
    });
    expect(decideBolsters({ pending: pending.slice(1), turns: [] }, bolster(C, B), defaultSettings).ok).toBe(
      true,
    );
  });

  it('rejects spending Bolsters nobody gave', () => {
    expect(decideBolsters(emptyBolsterLedger, use(B), defaultSettings)).toMatchObject({
      ok: false,
      code: 'time/no-bolster',
    });
  });

  it('apply throws on events that contradict the ledger', () => {
    expect(() =>
      applyBolsters(emptyBolsterLedger, { type: 'time/bolsters-used', recipient: B, givers: [A], dice: 1 }),
    ).toThrow(/pending Bolsters/);
    expect(() =>
      applyBolsters(emptyBolsterLedger, { type: 'time/turn-closed', characterId: B, turn: 3, lost: [] }),
    ).toThrow(/out of step/);
  });

  it('replaying the log gives the same ledger, and no Bolster outlives its deadline', () => {
    const who = fc.constantFrom(A, B, C);
    const command: fc.Arbitrary<BolsterCommand> = fc.oneof(
      fc.record({ type: fc.constant('time/bolster' as const), giver: who, recipient: who }),
      fc.record({ type: fc.constant('time/wait' as const), characterId: who }),
      fc.record({ type: fc.constant('time/use-bolsters' as const), recipient: who }),
      fc.record({ type: fc.constant('time/close-turn' as const), characterId: who }),
    );
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 60 }),
        fc.boolean(),
        fc.boolean(),
        (commands, bolsterSelf, bolsterStacks) => {
          let ledger = emptyBolsterLedger;
          const log: BolsterEvent[] = [];
          for (const next of commands) {
            const decision = decideBolsters(ledger, next, { bolsterSelf, bolsterStacks });
            if (!decision.ok) continue;
            expectValid(bolsterEventSchema, decision.events);
            log.push(...decision.events);
            ledger = decision.events.reduce(applyBolsters, ledger);
            for (const pending of ledger.pending) {
              const turns = ledger.turns.find((count) => count.characterId === pending.recipient)?.turns ?? 0;
              expect(pending.expiresAfterTurn).toBeGreaterThan(turns);
            }
          }
          expect(replayBolsters(log)).toEqual(ledger);
        },
      ),
      { numRuns: 200 },
    );
  });
});
