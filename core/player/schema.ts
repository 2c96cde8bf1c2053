import * as v from 'valibot';
import { issueProblem } from '../campaign/index.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { finite, flag, integer, list, object, oneOf, text } from '../shared/schema-kit.ts';
import type { Frozen, Same } from '../shared/schema-kit.ts';
import { playerViewFormat, playerViewVersion } from './types.ts';
import type { PlayerView } from './types.ts';

/**
 * The players' screen's projection as it travels (issue 21), field by field, like an export: strict objects,
 * bounded strings and lists, finite numbers. The player's page and the main process check what they receive with
 * it (`parsePlayerView`), so a page never draws something that is not a projection.
 */

const words = text(2_000);
const name = text(400);
const key = text(400);
const many = 2_000;
const count = integer(-1_000_000_000, 1_000_000_000);
const band = oneOf(['none', 'low', 'medium', 'high', 'full'] as const);
const meter = object({ band, words, value: v.nullable(count) });
const marker = object({ key, name, zone: key });
const point = { x: finite(-1e6, 1e6), y: finite(-1e6, 1e6) };

const spotMap = object({
  name,
  edge: object({ name, ...point }),
  zones: list(
    object({
      id: key,
      ...point,
      name,
      known: flag,
      detail: words,
      hidden: flag,
      description: words,
    }),
    many,
  ),
  barriers: list(
    object({
      id: key,
      ends: v.tuple([key, key], 'expected a pair'),
      open: flag,
      look: oneOf(['way', 'barrier', 'bypassed'] as const),
      label: words,
      securities: list(object({ words, bypassed: flag }), 100),
    }),
    many,
  ),
  summary: words,
});

const bodies = [
  object({
    engine: v.literal('prep'),
    day: name,
    crew: list(object({ key, name, today: words }), many),
  }),
  object({
    engine: v.literal('social'),
    targets: list(object({ key, name, learnt: list(words, 200) }), many),
  }),
  object({
    engine: v.literal('heist'),
    map: spotMap,
    crew: list(marker, many),
    people: list(marker, many),
    loot: list(object({ key, name, zone: key, carriedBy: v.nullable(name) }), many),
    alarm: v.nullable(meter),
  }),
  object({
    engine: v.literal('warfare'),
    fighters: list(object({ key, name, crew: flag, cover: meter, state: name }), many),
  }),
  object({
    engine: v.literal('chase'),
    runners: list(
      object({ key, name, crew: flag, role: name, seat: name, distance: name, cover: meter, state: name }),
      many,
    ),
  }),
  object({
    engine: v.literal('skirmish'),
    turn: name,
    models: list(
      object({
        key,
        name,
        crew: flag,
        state: list(name, 50),
        ammo: name,
        at: v.nullable(object(point)),
      }),
      many,
    ),
  }),
] as const;

const body = v.variant('engine', bodies, 'expected the body of a known rules engine');

const scene = object({
  id: key,
  name,
  // Any engine of the registry (one added later has a scene and, without `playerView`, no body).
  engine: key,
  stage: name,
  round: name,
  time: name,
  initiative: v.nullable(
    object({
      round: integer(0, 1_000_000),
      slots: list(
        object({
          key,
          side: name,
          crew: flag,
          total: v.nullable(count),
          who: v.nullable(name),
          state: oneOf(['done', 'acting', 'next', 'waiting'] as const),
        }),
        many,
      ),
    }),
  ),
  body: v.nullable(body),
});

const rating = object({ label: name, value: count });

const sheet = object({
  id: v.pipe(
    key,
    v.transform((id) => id as PlayerView['sheets'][number]['id']),
  ),
  name,
  presentedIdentity: name,
  abilities: list(rating, 20),
  skills: list(rating, 100),
  loyalties: list(object({ words, prime: flag }), 50),
  foresight: count,
  reputation: count,
  condition: name,
  weapons: list(name, 100),
  armour: v.nullable(name),
  gear: list(words, 500),
  focusRoundUsed: flag,
});

const roll = object({
  id: key,
  who: name,
  what: name,
  faces: list(integer(0, 1_000), 1_000),
  kept: list(integer(0, 1_000), 1_000),
  total: v.nullable(count),
  success: v.nullable(flag),
  against: name,
  odds: v.nullable(object({ label: name, probability: finite(0, 1) })),
  result: words,
});

export const playerViewSchema = object({
  format: v.literal(playerViewFormat, `expected "${playerViewFormat}"`),
  version: v.literal(playerViewVersion, `expected ${playerViewVersion}`),
  blank: flag,
  campaign: name,
  crew: v.nullable(object({ resources: count, heat: count })),
  sheets: list(sheet, many),
  people: list(object({ key, name, condition: name }), many),
  scenes: list(scene, 200),
  rolls: list(roll, 500),
  clock: name,
});

/**
 * A projection received (over the LAN, through IPC), checked: the view, or a rejection naming the first field that
 * does not fit (`player-view/invalid`). Never throws.
 */
export function parsePlayerView(value: unknown): PlayerView | Rejection {
  const parsed = v.safeParse(playerViewSchema, value, { abortEarly: true });
  if (parsed.success) return parsed.output as PlayerView;
  const problem = issueProblem(parsed.issues[0]!, '');
  return reject('player-view/invalid', `${problem.field}: ${problem.message}`, { field: problem.field });
}

// The schema describes exactly the contract type: this fails to compile when either side drifts.
const schemaMatchesType: [Same<Frozen<v.InferOutput<typeof playerViewSchema>>, Frozen<PlayerView>>] = [true];
void schemaMatchesType;
