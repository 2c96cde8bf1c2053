import * as v from 'valibot';
import type { BridgeRecord, FightLink, WriteBackProposal } from '../bridge/index.ts';
import { characterLimits } from '../cot/characters/index.ts';
import { sceneId } from '../cot/time/index.ts';
import { filledText, idText, object } from '../shared/schema-kit.ts';
import { campaignLimits as limits } from './limits.ts';

/**
 * The bridge's events as a campaign file may hold them (bridge-fights.ts). The link, the proposal and the
 * records are the bridge's own values; each is checked here as a plain object keyed as the bridge writes it.
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

const linkSchema = plain<FightLink>('a fight link (origin, stage, spot, zones, exits, models, vehicles)', [
  'origin',
  'stage',
  'spot',
  'zones',
  'exits',
  'models',
  'vehicles',
  'continues',
]);
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
      link: linkSchema,
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
