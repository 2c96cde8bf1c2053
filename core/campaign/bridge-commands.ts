import * as v from 'valibot';
import type { Approval, BlastHits, TableFacts } from '../bridge/index.ts';
import { conditionSchema } from '../cot/common/index.ts';
import { engineOf } from '../registry/index.ts';
import type { RollId } from '../shared/ids.ts';
import {
  characterIdSchema,
  flag,
  idRecord,
  idText,
  integer,
  list,
  object,
  text,
} from '../shared/schema-kit.ts';
import type { SkirmishEvent } from '../skirmish/index.ts';
import { campaignLimits as limits } from './limits.ts';
import { tableTrainingMax } from './bridge-train.ts';
import type { TrainOnTable } from './bridge-train.ts';

/**
 * The GM's two commands of the way back from a HEIST fight (bridge.md §5, §5A; BRG-D-1, D-45, D-51, D-52):
 * propose the write-back of a fight that is over (or that the GM stops), then write back the lines the GM
 * approved as one step. Their shapes, checked before the rules see them.
 */

/** BRG-D-45, D-46: the proposal of a bridged fight's write-back, its dice rolled once. */
export interface ProposeWriteBack {
  readonly type: 'bridge/propose';
  /** The fight's id (its skirmish scene's). */
  readonly fight: string;
  /**
   * The skirmish's own events, in order: its scene's `scene/changed` events of the skirmish engine, read through
   * the scene's index (never the whole log, `skirmishLogOf`). Checked against the scene's state while it runs.
   */
  readonly log: readonly SkirmishEvent[];
  /** What the table tracked beside the engine: exits used, loot, bypasses, Foresight spent… (bridge.md §7). */
  readonly table: TableFacts;
  /** The hits each grenade still live at the end gives as it goes off at closing (BRG-D-45). */
  readonly blasts?: BlastHits;
  /** BRG-D-52: the GM stops a fight still in progress (it ends as the GM's ruling, BRG-D-45). */
  readonly stop?: boolean;
  /**
   * BRG-D-26: the fight goes on as Gang Warfare: the proposal carries each survivor's first Cover roll from its
   * position (`table.positions`), and confirming it opens the Gang Warfare.
   */
  readonly warfare?: boolean;
  readonly at: number;
  readonly rollId: RollId;
}

/** BRG-D-51, D-52: the approved lines of a proposal written back as one step. */
export interface WriteBack {
  readonly type: 'bridge/write-back';
  readonly fight: string;
  readonly approval: Pick<Approval, 'leaveOut' | 'edits'>;
  readonly at: number;
  readonly rollId: RollId;
}

export type WayBackCommand = ProposeWriteBack | WriteBack | TrainOnTable;

export const wayBackCommandTypes = [
  'bridge/propose',
  'bridge/write-back',
  'bridge/train',
] as const satisfies readonly WayBackCommand['type'][];

const anId = idText(limits.idMax);
const many = 10_000;
const whole = integer(0, limits.crewMax);
const round = integer(1, limits.crewMax);
const models = (schema: v.GenericSchema) => idRecord(anId, schema, many);

/** The table's facts (core/bridge/fight-log.ts `TableFacts`): every list may be absent. */
const tableFactsSchema = object({
  departures: v.exactOptional(list(object({ model: anId, exit: anId, round }), many)),
  vehicleDepartures: v.exactOptional(list(object({ vehicle: anId, exit: anId, round }), many)),
  wakes: v.exactOptional(list(object({ model: anId, round }), many)),
  holds: v.exactOptional(list(object({ model: anId, by: v.nullable(anId), surrendered: flag }), many)),
  strikes: v.exactOptional(flag),
  bypasses: v.exactOptional(
    list(object({ barrier: anId, security: anId, model: anId, explosives: flag, catastrophe: flag }), many),
  ),
  sight: v.exactOptional(list(v.tuple([anId, anId]), many)),
  loot: v.exactOptional(
    list(
      object({
        name: text(limits.labelMax),
        loot: v.nullable(anId),
        carriedBy: v.nullable(anId),
        fell: v.nullable(anId),
      }),
      many,
    ),
  ),
  calls: v.exactOptional(list(object({ model: anId, round }), many)),
  foresight: v.exactOptional(models(whole)),
  resources: v.exactOptional(whole),
  positions: v.exactOptional(
    models(
      object({
        position: v.picklist(['cover', 'open', 'flanked', 'exposed']),
        aim: flag,
      }),
    ),
  ),
  halves: v.exactOptional(idRecord(anId, anId, many)),
});

/** An edit of one line (core/bridge/approve.ts `LineEdit`): its numbers bounded here, their rules there. */
const editSchema = v.variant('kind', [
  object({ kind: v.literal('health'), condition: conditionSchema, unconscious: v.exactOptional(flag) }),
  object({ kind: v.literal('restrained'), by: v.nullable(characterIdSchema) }),
  object({ kind: v.literal('zone'), zone: v.nullable(anId) }),
  object({ kind: v.literal('witnessed'), identities: list(text(limits.labelMax), 500) }),
  object({
    kind: v.literal('firearm'),
    reloads: v.exactOptional(integer(-limits.crewMax, limits.crewMax)),
    counters: v.exactOptional(integer(-limits.crewMax, limits.crewMax)),
    broken: v.exactOptional(flag),
  }),
  object({ kind: v.literal('foresight'), after: integer(-limits.crewMax, limits.crewMax) }),
  object({ kind: v.literal('loot'), character: v.nullable(characterIdSchema), zone: v.nullable(anId) }),
  object({ kind: v.literal('heat'), delta: integer(-limits.crewMax, limits.crewMax) }),
  object({ kind: v.literal('resources'), spent: integer(-limits.crewMax, limits.crewMax) }),
  object({ kind: v.literal('awareness'), bonus: integer(-limits.crewMax, limits.crewMax) }),
  object({ kind: v.literal('vehicle'), body: integer(-limits.crewMax, limits.crewMax) }),
  object({ kind: v.literal('clock'), gameRounds: integer(-limits.crewMax, limits.crewMax) }),
]);

const stamp = { at: integer(0, limits.timeMax), rollId: anId };

export const wayBackCommandSchema = v.variant('type', [
  object({
    type: v.literal('bridge/propose'),
    fight: anId,
    log: list(engineOf('skirmish').eventSchema, 100_000),
    table: tableFactsSchema,
    blasts: v.exactOptional(idRecord(anId, models(whole), many)),
    stop: v.exactOptional(flag),
    warfare: v.exactOptional(flag),
    ...stamp,
  }),
  object({
    type: v.literal('bridge/write-back'),
    fight: anId,
    approval: object({
      leaveOut: v.exactOptional(list(anId, many)),
      edits: v.exactOptional(idRecord(anId, editSchema, many)),
    }),
    ...stamp,
  }),
  object({
    type: v.literal('bridge/train'),
    fight: anId,
    model: anId,
    kind: v.picklist(['check', 'shift']),
    count: integer(1, tableTrainingMax),
    ...stamp,
  }),
]);
