import * as v from 'valibot';
import type { BridgeRecord, WriteBackProposal } from '../bridge/index.ts';
import { characterLimits } from '../cot/characters/index.ts';
import { sceneId } from '../cot/time/index.ts';
import { filledText, idText, object } from '../shared/schema-kit.ts';
import { campaignLimits as limits } from './limits.ts';
import { fightLinkSchema } from './schema-bridge-link.ts';

/**
 * The bridge's events as a campaign file may hold them (bridge-fights.ts). The link is checked field by field
 * (schema-bridge-link.ts); the proposal and the records, the bridge's own values, as plain objects keyed as the
 * bridge writes them.
 */

const fightId = idText(characterLimits.idMax);
const sceneRef = v.nullable(v.pipe(idText(characterLimits.idMax), v.transform(sceneId)));

function plain<T>(name: string, keys: readonly string[]) {
  return v.custom<T>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      keys.every((key) => Object.hasOwn(value, key)),
    `expected ${name}`,
  );
}

const proposalSchema = plain<WriteBackProposal>('a write-back proposal (skirmish, lines, closing, limits)', [
  'skirmish',
  'empty',
  'lines',
  'closing',
  'limits',
  'people',
  'notes',
]);
const recordsSchema = v.record(idText(characterLimits.idMax), plain<BridgeRecord>('a mapping record', []));

export const bridgeEventSchema = v.variant(
  'type',
  [
    object({
      type: v.literal('bridge/fight-linked'),
      fight: fightId,
      link: fightLinkSchema,
      parent: sceneRef,
      scene: sceneRef,
      name: filledText(limits.nameMax),
    }),
    object({ type: v.literal('bridge/proposed'), fight: fightId, proposal: proposalSchema }),
    object({
      type: v.literal('bridge/written-back'),
      fight: fightId,
      at: v.pipe(v.number(), v.integer(), v.minValue(0)),
      records: recordsSchema,
    }),
  ],
  'expected a known event type',
);
