import type { Dice } from '../../dice/dice.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { advance } from './advance.ts';
import { applyInitiative } from './apply.ts';
import { endTurn } from './end-turn.ts';
import { liveSlot } from './queries.ts';
import type { Initiative, InitiativeCommand, InitiativeEvent } from './types.ts';

type Pass = Extract<InitiativeCommand, { type: 'initiative/pass' }>;

/**
 * "Next turn". While a turn runs it ends it, exactly as `initiative/end-turn`. Otherwise nobody takes the live
 * slot: it is skipped as passed, and play moves to the next slot whose side has someone able to take it,
 * skipping those that have nobody (COT-INIT-5), into the next round when this one is done (COT-INIT-6).
 */
export function pass(state: Initiative, _command: Pass, dice: Dice): Decision<InitiativeEvent> {
  if (state.acting !== null) return endTurn(state, { type: 'initiative/end-turn' }, dice);
  const live = liveSlot(state);
  if (live === null) {
    return reject(
      'initiative/nothing-to-pass',
      `Round ${state.round} has no slot left: nobody is able to act`,
    );
  }
  const skipped: InitiativeEvent = {
    type: 'initiative/slot-skipped',
    round: state.round,
    slotId: live.id,
    side: live.side,
    reason: 'passed', // COT-INIT-5: nobody takes it
  };
  return ok([skipped, ...advance(applyInitiative(state, skipped), dice)]);
}
