import * as v from 'valibot';
import {
  bridgeSettingsOf,
  fightResultOf,
  parseFight,
  pastedOf,
  pastedResult,
  standaloneLink,
  writeBackProposal,
} from '../bridge/index.ts';
import type { Category, FightResult, ModelAnswer, PastedFight } from '../bridge/index.ts';
import { engineOf } from '../registry/index.ts';
import type { SkirmishEvent } from '../skirmish/index.ts';
import { replaySkirmish } from '../skirmish/index.ts';
import type { Dice } from '../dice/dice.ts';
import type { Spot } from '../cot/spot/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { rollId } from '../shared/ids.ts';
import type { RollId } from '../shared/ids.ts';
import { isRejection, ok, reject } from '../shared/result.ts';
import type { Decision, Rejection } from '../shared/result.ts';
import { characterIdSchema, filledText, idText, list, object, oneOf, text } from '../shared/schema-kit.ts';
import { apply } from './apply.ts';
import { nothingHeld, nothingOnTable } from './bridge-fights.ts';
import type { BridgedFight } from './bridge-fights.ts';
import { campaignFacts, writeBack } from './bridge-decide.ts';
import { campaignLimits as limits } from './limits.ts';
import { integer } from './schema.ts';
import type { CampaignEvent, CampaignState } from './types.ts';

/**
 * Importing a standalone HEIST fight into the campaign (BRG-D-31, D-50): the GM pastes its rosters and results in
 * the short format, or picks a HEIST fight played in the app on its own, and answers for each model; one command
 * reads the fight, checks the answers, links the fight and proposes its write-back in one step. The write-back itself is `bridge/write-back`, like a bridged fight's.
 */

/** An exit of the fight and the zone it leads into (BRG-D-50); an exit not listed leads Outside. */
export interface ExitAnswer {
  readonly name: string;
  readonly into: string;
}

/** Where the fight comes from: pasted in the short format, or played in the app as a skirmish scene of its own. */
export type FightSource =
  /** The rosters and results in the short format (bridge/paste.ts). */
  | { readonly kind: 'pasted'; readonly text: string }
  /** A skirmish scene opened on its own (no bridge), and its skirmish events in order (the scene's own entries). */
  | { readonly kind: 'scene'; readonly scene: SceneId; readonly log: readonly SkirmishEvent[] };

/** BRG-D-31, D-50: import a standalone fight. */
export interface ImportFightCommand {
  readonly type: 'bridge/import-fight';
  /** The new fight's id (BRG-D-52 names it); a fight played in the app takes its scene's. */
  readonly fight: string;
  /** Its name, for the GM's lists. */
  readonly name: string;
  readonly source: FightSource;
  /** Per model (by name): this character, a new NPC, or declined; its category. */
  readonly answers: readonly ModelAnswer[];
  /** The scene it is imported into (its stage's clock advances, a Heist gives its Spot); null: none. */
  readonly parent: SceneId | null;
  /** The Spot it took place at when no Heist scene gives one; null: away from any Spot. */
  readonly spot: string | null;
  /** The fight's zone: a zone of the Spot, or a place's name away from any. */
  readonly zone: string;
  readonly exits: readonly ExitAnswer[];
  /** The command's time and roll-id prefix, for a write-back made in the same step (`bridge_confirm_writeback` off). */
  readonly at: number;
  readonly rollId: RollId;
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
  source: v.variant('kind', [
    object({ kind: v.literal('pasted'), text: text(textMax) }),
    object({ kind: v.literal('scene'), scene: id, log: list(engineOf('skirmish').eventSchema, 100_000) }),
  ]),
  answers: list(answerSchema, 100),
  parent: v.nullable(id),
  spot: v.nullable(id),
  zone: text(limits.labelMax),
  exits: list(object({ name: filledText(limits.labelMax), into: filledText(limits.labelMax) }), 20),
  at: integer(0, limits.timeMax),
  rollId: v.pipe(id, v.transform(rollId)),
});

/**
 * BRG-D-31, D-50: the pasted fight linked to the campaign and its write-back proposed, as one step
 * (`bridge/fight-linked`, `bridge/proposed`); with `bridge_confirm_writeback` off, written back in the same step
 * (BRG-D-1, D-52). `dice` rolls what the proposal needs (`heist_wound_days` = `1d6`).
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
  const source = fightOf(state, command);
  if (isRejection(source)) return source;
  const place = placeOf(state, command);
  if (isRejection(place)) return place;
  const exits = Object.fromEntries(command.exits.map((exit) => [exit.name, exit.into]));
  const link = standaloneLink(
    source.fight,
    command.answers,
    { spot: place.spot, zone: command.zone.trim(), stage: place.stage, exits },
    state.characters,
  );
  if (isRejection(link)) return link;
  const linked: CampaignEvent = {
    type: 'bridge/fight-linked',
    fight: command.fight,
    link,
    parent: command.parent,
    scene: command.source.kind === 'scene' ? command.source.scene : null,
    name: command.name.trim(),
  };
  const fight: BridgedFight = {
    link,
    parent: command.parent,
    scene: linked.scene,
    name: linked.name,
    proposal: null,
    held: nothingHeld,
    table: nothingOnTable,
  };
  const facts = campaignFacts(state, fight);
  const proposal = writeBackProposal(source.result, link, facts, state.settings, { dice });
  if (isRejection(proposal)) return proposal;
  const proposed: CampaignEvent = { type: 'bridge/proposed', fight: command.fight, proposal };
  if (bridgeSettingsOf(state.settings).bridgeConfirmWriteback) return ok([linked, proposed]);
  // BRG-D-1, D-52: with `bridge_confirm_writeback` off the proposal is written at once, in the same step.
  const before = apply(apply(state, linked), proposed);
  const writing = writeBack(
    before,
    { type: 'bridge/write-back', fight: command.fight, approval: {}, at: command.at, rollId: command.rollId },
    dice,
  );
  return writing.ok ? ok([linked, proposed, ...writing.events]) : writing;
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

/** The fight and its result: the pasted text read, or the played scene's log replayed. */
function fightOf(
  state: CampaignState,
  command: ImportFightCommand,
): { fight: PastedFight; result: FightResult } | Rejection {
  if (command.source.kind === 'pasted') {
    const read = parseFight(command.source.text);
    const first = read.problems[0];
    if (!read.fight || first) {
      const more = read.problems.length - 1;
      const where = first && first.line > 0 ? `Line ${first.line}` : 'The pasted fight';
      const about = first?.model ? ` (${first.model}, ${first.field})` : first ? ` (${first.field})` : '';
      return reject(
        'bridge/paste',
        `${where}${about}: ${first?.message ?? 'nothing to read'}${more > 0 ? ` (and ${more} more)` : ''}`,
        {
          field: 'text',
          line: first?.line ?? 0,
          model: first?.model ?? null,
          problems: read.problems.length,
        },
      );
    }
    return { fight: read.fight, result: pastedResult(read.fight, command.fight) };
  }
  const { scene: id, log } = command.source;
  const running = Object.hasOwn(state.scenes, id) ? state.scenes[id]! : null;
  const closed = Object.hasOwn(state.closed, id) ? state.closed[id]! : null;
  const scene = running ?? closed;
  if (!scene || scene.engine !== 'skirmish') {
    return reject('bridge/scene', `The campaign has no HEIST fight "${id}" to import`, {
      field: 'source.scene',
    });
  }
  if (command.fight !== id) {
    return reject('bridge/fight-id', `A fight played in the app is imported under its scene's id, "${id}"`, {
      field: 'fight',
    });
  }
  if (running && running.engine === 'skirmish') {
    let replayed: unknown = null;
    try {
      replayed = replaySkirmish(log);
    } catch {
      replayed = null;
    }
    if (JSON.stringify(replayed) !== JSON.stringify(running.state)) {
      return reject(
        'bridge/fight-log',
        `The log given is not ${scene.name}'s: it does not replay to the fight as it stands (read it again)`,
        { field: 'source.log' },
      );
    }
  }
  const result = fightResultOf(id, log);
  if (isRejection(result)) return result;
  const first = log.find((event) => event.type === 'skirmish/started');
  const sides =
    first && first.type === 'skirmish/started'
      ? Object.fromEntries(first.scenario.sides.map((side) => [side.id, side.name]))
      : {};
  return { fight: pastedOf(result, sides), result };
}
