import type { ActionOdds } from '../../engine/index.ts';
import { foresightCap } from '../characters/index.ts';
import type { Character } from '../characters/index.ts';
import type { PreparedCheck } from '../gear/index.ts';
import { actionOdds, poolDetail, tally } from '../common/index.ts';
import type { OutcomeInfo } from '../common/index.ts';
import { foresightGained } from '../foresight/index.ts';
import type { PrepRules } from './settings.ts';

/**
 * The exact odds of a Foresight roll (COT-FORE-1, COT-FORE-2): how much each total banks, after the cap, by the
 * same formula the decision applies. The headline is the chance of banking any.
 */
export function bankingOdds(
  roller: Character,
  prepared: PreparedCheck,
  rules: PrepRules,
  spentFirst = 0,
): ActionOdds {
  const room = Math.max(0, foresightCap(roller) - (roller.foresight - spentFirst));
  const tallied = tally([prepared], ([face]) => {
    const gained = foresightGained(face!.rolled ? face!.total : 0, face!.catastrophe, rules);
    return `bank-${Math.min(room, gained)}`;
  });
  const outcomes: Record<string, OutcomeInfo> = {};
  for (let amount = 0; amount <= room; amount++) {
    outcomes[`bank-${amount}`] = {
      label: amount === 0 ? 'No Foresight' : `${amount} Foresight${amount === room ? ' (the cap)' : ''}`,
      tone: amount === 0 ? 'bad' : 'good',
    };
  }
  const keys = Object.keys(outcomes).filter((key) => key !== 'bank-0');
  return actionOdds(
    tallied,
    outcomes,
    { label: 'Foresight banked', keys },
    `${poolDetail(prepared, 'planning')}, ${room} Foresight below the cap`,
  );
}
