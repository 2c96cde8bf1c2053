import type { Dice } from '../../dice/dice.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import { noBolsters, record, startBatch } from './batch.ts';
import { rollCover } from './cover.ts';
import { isDead } from './fighters.ts';
import type { BolsterSource, WarfareEvent, WarfareState } from './types.ts';

/** The most fight rounds one command may pass: over 16 hours of Action rounds. */
export const maxRoundsPassing = 1000;

/**
 * Fight rounds pass (COT-D-32 `unconscious_duration = N`): every Unconscious fighter counting down gets closer
 * to coming round; those whose count runs out come round by themselves and roll Cover at once, as a woken
 * fighter does (COT-WAR-2). The scene layer sends it as each round of the fight ends.
 */
export function roundsPass(
  state: WarfareState,
  command: { readonly rounds: number },
  dice: Dice,
  bolsters: BolsterSource = noBolsters,
): Decision<WarfareEvent> {
  const { rounds } = command;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > maxRoundsPassing) {
    return reject(
      'warfare/bad-rounds',
      `Rounds passing must be a whole number from 1 to ${maxRoundsPassing} (got ${rounds})`,
      { rounds },
    );
  }
  const waking = state.fighters.filter(
    (fighter) =>
      fighter.unconscious &&
      !isDead(fighter) &&
      fighter.unconsciousRoundsLeft !== undefined &&
      fighter.unconsciousRoundsLeft <= rounds,
  );
  const passed = record(startBatch(state, bolsters), { type: 'warfare/rounds-passed', rounds });
  const woken = waking.reduce(
    (batch, fighter) =>
      rollCover(record(batch, { type: 'warfare/came-round', fighter: fighter.id }), fighter.id, 'wake', dice),
    passed,
  );
  return ok(woken.events);
}
