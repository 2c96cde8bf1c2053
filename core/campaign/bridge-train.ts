import type { ModelLink } from '../bridge/index.ts';
import { prepRules } from '../cot/prep/index.ts';
import type { Dice } from '../dice/dice.ts';
import type { CharacterId, RollId } from '../shared/ids.ts';
import { isRejection, ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import type { SkirmishState } from '../skirmish/index.ts';
import { waitingFight } from './bridge-decide.ts';
import type { BridgedFight } from './bridge-fights.ts';
import { decideScene } from './scenes/decide.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * Foresight Training bought on a bridged HEIST table (BRG-D-17, COT-FORE-3, COT-FORE-5, COT-D-66): a crew member
 * pays from their own Foresight — 1 per +1 on a skill check, `training_kept_die_cost` per +1 dice shift — what is
 * not yet held on the fight; the model carries the bonus (a one-use bonus in the skirmish scene) and the Foresight
 * is held on the fight until the write-back charges it (BRG-D-1). One command, one step: the grant and the
 * spending together. Bought before the dice it is for are rolled: the skirmish refuses a grant during a roll.
 */

/** What Training buys on the table: +1s on a skill check, or +1 dice shifts on a shot or Strike. */
export type TableTrainingKind = 'check' | 'shift';

export interface TrainOnTable {
  readonly type: 'bridge/train';
  /** The fight's id (its skirmish scene's). */
  readonly fight: string;
  /** The crew member's model on the table. */
  readonly model: string;
  readonly kind: TableTrainingKind;
  /** How many bonuses of that kind, 1 or more. */
  readonly count: number;
  readonly at: number;
  readonly rollId: RollId;
}

/** The most bonuses of one kind bought in one command (the skirmish's own carrying limit, 9). */
export const tableTrainingMax = 9;

/** What a crew member may buy on the table, for the board: the prices and the Foresight left. */
export interface TableTrainingOffer {
  readonly character: CharacterId;
  readonly name: string;
  /** Foresight per +1 on a skill check: always 1 (COT-FORE-5). */
  readonly checkPrice: 1;
  /** Foresight per +1 shift (`training_kept_die_cost`, COT-D-66). */
  readonly shiftPrice: number;
  /** The sheet's Foresight less what is already held on this fight. */
  readonly left: number;
  /** Foresight already held on this fight for the character. */
  readonly held: number;
  /** "Foresight 4 − 3 held = 1 left · +1 check costs 1 · +1 shift costs 3". */
  readonly words: string;
}

/** BRG-D-17, COT-D-66: what `count` bonuses of `kind` cost from `offer`. */
export function tableTrainingPrice(
  offer: TableTrainingOffer,
  kind: TableTrainingKind,
  count: number,
): number {
  return count * (kind === 'check' ? offer.checkPrice : offer.shiftPrice);
}

type CrewLink = Extract<ModelLink, { who: 'character' }>;

function crewModel(fight: BridgedFight, model: string): CrewLink | null {
  const link = Object.hasOwn(fight.link.models, model) ? fight.link.models[model] : undefined;
  return link?.who === 'character' && link.category === 'crew' ? link : null;
}

function heldOf(fight: BridgedFight, character: CharacterId): number {
  return Object.hasOwn(fight.held.foresight, character) ? (fight.held.foresight[character] ?? 0) : 0;
}

/** The running skirmish of a fight, or why Training cannot be bought on it any more. */
function runningTable(state: CampaignState, fight: BridgedFight): SkirmishState | Rejection {
  const scene =
    fight.scene !== null && Object.hasOwn(state.scenes, fight.scene) ? state.scenes[fight.scene] : null;
  const table = scene?.engine === 'skirmish' ? (scene.state as SkirmishState | null) : null;
  if (!scene || scene.ended !== null || !table || table.phase.kind === 'over' || fight.proposal !== null) {
    return reject(
      'bridge/fight-over',
      `${fight.name} is over: Training is bought during the fight, before the dice it is for (BRG-D-17)`,
      { fight: fight.name },
    );
  }
  return table;
}

/**
 * The Training `model` may buy on `fightId` now, or null when none: not a crew member's model, a fight over or
 * not bridged, a character deleted since.
 */
export function tableTrainingOffer(
  state: CampaignState,
  fightId: string,
  model: string,
): TableTrainingOffer | null {
  if (!Object.hasOwn(state.bridge.fights, fightId)) return null;
  const fight = state.bridge.fights[fightId]!;
  const link = crewModel(fight, model);
  if (!link || isRejection(runningTable(state, fight))) return null;
  const sheet = Object.hasOwn(state.characters, link.character)
    ? state.characters[link.character]
    : undefined;
  if (!sheet) return null;
  const held = heldOf(fight, link.character);
  const left = Math.max(0, sheet.foresight - held);
  const shiftPrice = prepRules(state.settings).trainingKeptDieCost;
  const pool = held > 0 ? `Foresight ${sheet.foresight} − ${held} held = ${left} left` : `Foresight ${left}`;
  return {
    character: sheet.id,
    name: sheet.name,
    checkPrice: 1,
    shiftPrice,
    left,
    held,
    words: `${pool} · +1 on a check costs 1 · +1 shift costs ${shiftPrice} (COT-D-66)`,
  };
}

/** BRG-D-17: the Training bought, granted in the skirmish scene and held on the fight, as one step. */
export function trainOnTable(
  state: CampaignState,
  command: TrainOnTable,
  dice: Dice,
): Decision<CampaignEvent> {
  const fight = waitingFight(state, command.fight);
  if (isRejection(fight)) return fight;
  const table = runningTable(state, fight);
  if (isRejection(table)) return table;
  const link = crewModel(fight, command.model);
  if (!link) {
    const name = table.models[command.model]?.name ?? command.model;
    return reject(
      'bridge/not-crew',
      `${name} is not a crew member on this table: only the crew buy Training with Foresight (BRG-D-17, COT-FORE-3)`,
      { model: command.model },
    );
  }
  const offer = tableTrainingOffer(state, command.fight, command.model);
  if (!offer) {
    return reject('bridge/no-sheet', `${link.start.name} has no sheet in the campaign to pay from`, {
      model: command.model,
    });
  }
  const price = tableTrainingPrice(offer, command.kind, command.count);
  const what = `+${command.count} ${command.kind === 'check' ? 'on a skill check' : `shift${command.count === 1 ? '' : 's'}`}`;
  if (price > offer.left) {
    return reject(
      'bridge/foresight',
      `${offer.name} has ${offer.left} Foresight left${offer.held > 0 ? ` (${offer.held} held on this fight)` : ''}: Training ${what} costs ${price} (BRG-D-17, COT-D-66)`,
      { model: command.model },
    );
  }
  const granted = decideScene(
    state,
    {
      type: 'scene/act',
      sceneId: fight.scene!,
      engine: 'skirmish',
      command: {
        type: 'skirmish/grant-bonus',
        model: command.model,
        checks: command.kind === 'check' ? command.count : 0,
        shifts: command.kind === 'shift' ? command.count : 0,
        at: command.at,
      },
      at: command.at,
      rollId: command.rollId,
    },
    dice,
  );
  if (!granted.ok) return granted;
  return ok([
    ...granted.events,
    {
      type: 'bridge/spent',
      fight: command.fight,
      character: offer.character,
      foresight: price,
      resources: 0,
      why: `Training: ${what}`,
    },
  ]);
}
