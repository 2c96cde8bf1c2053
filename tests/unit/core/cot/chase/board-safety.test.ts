import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  chaseActions,
  chaseEngine,
  chaseGmActions,
  chaseView,
  splitChoices,
  splitProblem,
} from '../../../../../core/cot/chase/index.ts';
import { takedownWarfareSetup } from '../../../../../core/cot/breakout/index.ts';
import { chaseEventSchema } from '../../../../../core/cot/chase/schema.ts';
import { firstIssue } from '../warfare/support.ts';
import { anyChaseState } from './state-arb.ts';

/** What a chase board, and the actions beside it, read of any chase a schema-valid log holds: never a throw. */
describe('any chase a schema-valid log can hold', () => {
  it('starts whole (the schema reads it), and the board’s reads never throw', () => {
    fc.assert(
      fc.property(anyChaseState, ({ start, state }) => {
        const parsed = v.safeParse(chaseEventSchema, start);
        expect(parsed.success, parsed.success ? '' : firstIssue(parsed)).toBe(true);
        const names = (id: string) => `<${id}>`;
        expect(chaseView(state).participants).toHaveLength(state.participants.length);
        for (const action of chaseGmActions(state, names)) {
          expect(action.available).toBe(action.options.length > 0);
        }
        const choices = splitChoices(state);
        splitProblem(
          state,
          choices.members.slice(0, 1),
          choices.groups.map((g) => g.id),
        );
        expect(chaseEngine.ended(state, names) === null).toBe(state.outcome === null);
        for (const p of state.participants) chaseEngine.absence!(state, p.id);
        if (state.outcome?.kind === 'caught') takedownWarfareSetup(state, state.outcome.gangWarfare);
      }),
      { numRuns: 400 },
    );
  });

  it('never makes the actions beside the board throw either', () => {
    fc.assert(
      fc.property(anyChaseState, ({ state }) => {
        for (const p of state.participants) {
          for (const view of chaseActions(state, p.id, {}, (id) => id)) {
            expect(view.available).toBe(view.options.length > 0);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
