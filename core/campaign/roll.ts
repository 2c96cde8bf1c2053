import type { CharacterId } from '../shared/ids.ts';
import { decideBolsters } from '../cot/time/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import type { Dice } from '../dice/dice.ts';
import { judgeOpposed, judgeUnopposed, rollPool } from '../dice/roll.ts';
import type { Roll } from '../dice/roll.ts';
import { ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import { campaignLimits as limits } from './limits.ts';
import { isInteger, prepareRoll } from './roll-request.ts';
import type { PreparedSide } from './roll-request.ts';
import type {
  Against,
  CampaignCommand,
  CampaignEvent,
  CampaignState,
  OpposedSide,
  RolledPool,
} from './types.ts';

/**
 * The dice tray's roll (`dice/roll`): a character's skill pool or a typed pool, with the GM's modifiers,
 * Bolsters, Lean Onto and the wound penalty (roll-request.ts), against a difficulty, a fixed score or an
 * opponent who rolls first. The event keeps every die, so replay never rolls again.
 */

type RollCommand = Extract<CampaignCommand, { readonly type: 'dice/roll' }>;

/**
 * Decides a `dice/roll`: one `dice/rolled` event holding every die, or a rejection when the request names an
 * unknown or dead character, lacks a pool, or holds numbers outside the hard limits.
 */
export function rollDice(state: CampaignState, command: RollCommand, dice: Dice): Decision<CampaignEvent> {
  const { request } = command;
  const refused = idProblem(command);
  if (refused) return refused;
  const prepared = prepareRoll(state, request);
  if ('ok' in prepared) return prepared;
  const { actor } = prepared;
  // COT-DICE-8: the opponent rolls first; its total is the actor's difficulty.
  const opponent = prepared.opponent ? rollOpponent(prepared.opponent, dice) : null;
  const result = judge(state.settings, request.against, opponent, actor, dice);
  const roll = {
    id: command.rollId,
    at: command.at,
    characterId: actor.character?.id ?? null,
    label: actor.label,
    skill: request.skill,
    basePool: actor.basePool,
    modifiers: actor.modifiers,
    ...result,
    against: request.against.kind,
    againstLabel: againstLabel(request.against, opponent),
    opponent,
    note: request.note,
  };
  return ok([{ type: 'dice/rolled', roll }, ...usedBolsters(state, actor, prepared.opponent)]);
}

/** COT-TIME-4: the roll uses up the scene Bolsters its roller (and a defending opponent) had waiting. */
function usedBolsters(
  state: CampaignState,
  ...sides: readonly ({ readonly character: { readonly id: CharacterId } | null } | null)[]
): CampaignEvent[] {
  const events: CampaignEvent[] = [];
  for (const side of sides) {
    const id = side?.character?.id;
    if (!id) continue;
    const decision = decideBolsters(
      state.bolsters,
      { type: 'time/use-bolsters', recipient: id },
      state.settings,
    );
    if (decision.ok) for (const event of decision.events) events.push({ type: 'bolsters/changed', event });
  }
  return events;
}

function idProblem(command: RollCommand): Rejection | null {
  const { rollId } = command;
  if (typeof rollId !== 'string' || rollId === '' || rollId.length > limits.idMax) {
    return reject('roll/bad-id', `A roll needs an id of 1–${limits.idMax} characters`);
  }
  if (!isInteger(command.at, 0, limits.timeMax)) {
    return reject('roll/bad-time', 'The roll’s time is not a valid date');
  }
  return null;
}

function rolled(roll: Roll): RolledPool {
  const { pool, faces, keptIndices, kept, total, catastrophe } = roll;
  return { pool, faces, keptIndices, kept, total, catastrophe };
}

/** COT-DICE-8. An opponent whose pool fails unrolled (COT-D-1 `auto_fail`) has no faces and a total of 0. */
function rollOpponent(side: PreparedSide, dice: Dice): OpposedSide {
  const { built } = side;
  const dicePart: RolledPool = built.autoFail
    ? { pool: built.pool, faces: [], keptIndices: [], kept: [], total: 0, catastrophe: false }
    : rolled(rollPool(built.pool, dice));
  return {
    ...dicePart,
    label: side.label,
    characterId: side.character?.id ?? null,
    modifiers: side.modifiers,
  };
}

interface Judged {
  readonly rolled: RolledPool | null;
  readonly difficulty: number;
  readonly success: boolean;
  readonly margin: number;
  readonly catastrophe: boolean;
}

function judge(
  settings: CotSettings,
  against: Against,
  opponent: OpposedSide | null,
  actor: PreparedSide,
  dice: Dice,
): Judged {
  const difficulty = against.kind === 'opposed' ? (opponent?.total ?? 0) : against.value;
  if (opponent?.catastrophe && !settings.catastropheSetsDifficulty) {
    return { rolled: null, difficulty, success: true, margin: 0, catastrophe: false }; // COT-D-6
  }
  if (actor.built.autoFail) {
    return { rolled: null, difficulty, success: false, margin: 0 - difficulty, catastrophe: false }; // COT-D-1
  }
  const roll = rollPool(actor.built.pool, dice);
  const outcome = opponent
    ? judgeOpposed(roll, difficulty, settings.opposedTieWinner) // COT-DICE-8, COT-D-5
    : judgeUnopposed(roll, difficulty, settings.successOnEqual); // COT-DICE-6, COT-D-3
  const { success, margin } = outcome;
  return { rolled: rolled(roll), difficulty, success, margin, catastrophe: roll.catastrophe };
}

function againstLabel(against: Against, opponent: OpposedSide | null): string {
  if (against.kind === 'difficulty') return `Difficulty ${against.value}`;
  if (against.kind === 'score')
    return against.label.trim() === '' ? `Score ${against.value}` : against.label.trim();
  return opponent?.label ?? against.label;
}
