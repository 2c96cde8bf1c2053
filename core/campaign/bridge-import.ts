import * as v from 'valibot';
import { parseFight, pastedResult, standaloneLink, writeBackProposal } from '../bridge/index.ts';
import type { Category, ModelAnswer } from '../bridge/index.ts';
import type { Dice } from '../dice/dice.ts';
import type { Spot } from '../cot/spot/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { isRejection, ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import { characterIdSchema, filledText, idText, list, object, oneOf, text } from '../shared/schema-kit.ts';
import { campaignLimits as limits } from './limits.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * Importing a standalone HEIST fight into the campaign (BRG-D-31, D-50): the GM pastes its rosters and results in
 * the short format and answers for each model; one command reads the text, checks the answers, links the fight
 * and proposes its write-back in one step. The write-back itself is `bridge/write-back`, like a bridged fight's.
 */

/** An exit of the fight and the zone it leads into (BRG-D-50); an exit not listed leads Outside. */
export interface ExitAnswer {
  readonly name: string;
  readonly into: string;
}

/** BRG-D-31, D-50: import a pasted standalone fight. */
export interface ImportFightCommand {
  readonly type: 'bridge/import-fight';
  /** The new fight's id (BRG-D-52 names it). */
  readonly fight: string;
  /** Its name, for the GM's lists. */
  readonly name: string;
  /** The rosters and results in the short format (bridge/paste.ts). */
  readonly text: string;
  /** Per model (by name): this character, a new NPC, or declined; its category. */
  readonly answers: readonly ModelAnswer[];
  /** The scene it is imported into (its stage's clock advances, a Heist gives its Spot); null: none. */
  readonly parent: SceneId | null;
  /** The Spot it took place at when no Heist scene gives one; null: away from any Spot. */
  readonly spot: string | null;
  /** The fight's zone: a zone of the Spot, or a place's name away from any. */
  readonly zone: string;
  readonly exits: readonly ExitAnswer[];
}

export type BridgeImportCommand = ImportFightCommand;

const id = idText(limits.idMax);
const categories = ['crew', 'police', 'civilian', 'other'] as const satisfies readonly Category[];
const category = oneOf(categories);
const modelName = filledText(limits.nameMax);

const answerSchema = v.variant('as', [
  object({ name: modelName, as: v.literal('character'), character: characterIdSchema, category }),
  object({
    name: modelName,
    as: v.literal('new'),
    id: characterIdSchema,
    subject: text(limits.labelMax),
    category,
  }),
  object({ name: modelName, as: v.literal('declined'), category }),
]);

/** The pasted text's limit is the roster's (64 KiB, issue 16). */
const textMax = 65_536;

export const bridgeImportCommandSchema = object({
  type: v.literal('bridge/import-fight'),
  fight: id,
  name: filledText(limits.nameMax),
  text: text(textMax),
  answers: list(answerSchema, 100),
  parent: v.nullable(id),
  spot: v.nullable(id),
  zone: text(limits.labelMax),
  exits: list(object({ name: filledText(limits.labelMax), into: filledText(limits.labelMax) }), 20),
});

/**
 * BRG-D-31, D-50: the pasted fight linked to the campaign and its write-back proposed, as one step
 * (`bridge/fight-linked`, `bridge/proposed`). `dice` rolls what the proposal needs (`heist_wound_days` = `1d6`).
 * @returns a rejection that stores nothing, naming the line, the model and the field: a text with problems (the
 * first one named, with how many more), a model left unanswered or answered with a character the campaign does
 * not have, a fight id already used, a parent scene or Spot the campaign does not have, a zone or exit the Spot
 * does not have, or a proposal the write-back refuses.
 */
export function importFight(
  state: CampaignState,
  command: ImportFightCommand,
  dice: Dice,
): Decision<CampaignEvent> {
  const { fights, written } = state.bridge;
  if (Object.hasOwn(fights, command.fight) || Object.hasOwn(written, command.fight)) {
    return reject('bridge/fight-exists', `A fight with the id "${command.fight}" was already imported`, {
      field: 'fight',
    });
  }
  const read = parseFight(command.text);
  const first = read.problems[0];
  if (!read.fight || first) {
    const more = read.problems.length - 1;
    const where = first && first.line > 0 ? `Line ${first.line}` : 'The pasted fight';
    const about = first?.model ? ` (${first.model}, ${first.field})` : first ? ` (${first.field})` : '';
    return reject(
      'bridge/paste',
      `${where}${about}: ${first?.message ?? 'nothing to read'}${more > 0 ? ` (and ${more} more)` : ''}`,
      { field: 'text', line: first?.line ?? 0, model: first?.model ?? null, problems: read.problems.length },
    );
  }
  const place = placeOf(state, command);
  if (isRejection(place)) return place;
  const exits = Object.fromEntries(command.exits.map((exit) => [exit.name, exit.into]));
  const link = standaloneLink(
    read.fight,
    command.answers,
    { spot: place.spot, zone: command.zone.trim(), stage: place.stage, exits },
    state.characters,
  );
  if (isRejection(link)) return link;
  const result = pastedResult(read.fight, command.fight);
  const campaign = {
    characters: state.characters,
    records: state.bridge.records,
    spot: place.spot,
    unconscious: [],
    crew: state.crew,
    writtenBack: null,
  };
  const proposal = writeBackProposal(result, link, campaign, state.settings, { dice });
  if (isRejection(proposal)) return proposal;
  return ok([
    {
      type: 'bridge/fight-linked',
      fight: command.fight,
      link,
      parent: command.parent,
      scene: null,
      name: command.name.trim(),
    },
    { type: 'bridge/proposed', fight: command.fight, proposal },
  ]);
}

/** The stage whose clock advances and the Spot: the parent scene's, or the Spot named; Action with neither. */
function placeOf(
  state: CampaignState,
  command: ImportFightCommand,
): { stage: 'prep' | 'social' | 'heist' | 'action'; spot: Spot | null } | Rejection {
  const parent = command.parent;
  const scene =
    parent === null
      ? null
      : Object.hasOwn(state.scenes, parent)
        ? state.scenes[parent]!
        : Object.hasOwn(state.closed, parent)
          ? state.closed[parent]!
          : undefined;
  if (scene === undefined) {
    return reject('bridge/parent', `The campaign has no scene "${parent}" to import the fight into`, {
      field: 'parent',
    });
  }
  let spot: Spot | null = null;
  if (scene && 'state' in scene && scene.engine === 'heist' && scene.state) spot = scene.state.spot;
  if (command.spot !== null) {
    if (!Object.hasOwn(state.spots, command.spot)) {
      return reject('bridge/spot', `The campaign has no Spot "${command.spot}"`, { field: 'spot' });
    }
    if (spot && spot.id !== command.spot) {
      return reject(
        'bridge/spot',
        `The scene "${scene!.name}" is a Heist on ${spot.name}, not on another Spot`,
        {
          field: 'spot',
        },
      );
    }
    spot ??= state.spots[command.spot]!;
  }
  return { stage: scene?.stage ?? 'action', spot };
}
