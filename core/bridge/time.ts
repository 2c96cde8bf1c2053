import { countAsLonger, isShorter, stageLabels } from '../cot/time/index.ts';
import type { StageType } from '../cot/time/index.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { counted } from '../shared/words.ts';
import type { BridgeSettings } from './settings.ts';

/** The time a skirmish took, in COT rounds (BRG-D-3, COT-TIME-3). */
export interface SkirmishTime {
  readonly gameRounds: number;
  /** `ceil(gameRounds / heist_rounds_per_action_round)`: one Action round is a minute (BRG-D-3). */
  readonly actionRounds: number;
  /** The rounds of the interrupted scene's longer stage they count as (COT-TIME-3); null during an Action stage. */
  readonly longer: { readonly stage: StageType; readonly rounds: number } | null;
  readonly line: string;
}

/** The most game rounds a skirmish can count (the skirmish's own round limit). */
const gameRoundsMax = 1000;

/**
 * BRG-D-3: the HEIST game rounds a skirmish took, as COT Action rounds (six to one by default, part-rounds
 * rounding up) and, when the fight interrupted a scene of a longer stage (a Heist), as that stage's rounds
 * (COT-TIME-3): 8 game rounds are 2 Action rounds and 1 Heist round.
 * @returns a rejection when `gameRounds` is not a whole number from 0 to 1,000.
 */
export function skirmishTime(
  gameRounds: number,
  settings: Pick<BridgeSettings, 'heistRoundsPerActionRound'>,
  during: StageType = 'action',
): SkirmishTime | Rejection {
  if (!Number.isInteger(gameRounds) || gameRounds < 0 || gameRounds > gameRoundsMax) {
    return reject(
      'bridge/game-rounds',
      `The game rounds a skirmish took must be a whole number 0–${gameRoundsMax} (got ${gameRounds})`,
      { gameRounds },
    );
  }
  const actionRounds = Math.ceil(gameRounds / settings.heistRoundsPerActionRound); // BRG-D-3
  const longer = isShorter('action', during)
    ? { stage: during, rounds: countAsLonger('action', actionRounds, during) } // COT-TIME-3
    : null;
  const action = `${counted(actionRounds, 'Action round')} (BRG-D-3)`;
  const then =
    longer === null ? '' : `, ${counted(longer.rounds, `${stageLabels[longer.stage]} round`)} (COT-TIME-3)`;
  return { gameRounds, actionRounds, longer, line: `${counted(gameRounds, 'game round')}: ${action}${then}` };
}
