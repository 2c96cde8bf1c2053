/**
 * What the GM's renderer may ask of the players' hub, checked before the hub sees it: by main for the IPC of
 * the desktop app and by the Vite plugin for the web build's control socket. Everything arrives `unknown`;
 * a request that does not fit is refused with a message naming the request and the field, and changes nothing.
 */
import * as v from 'valibot';
import { parsePlayerView } from '../../core/player/schema.ts';
import { isRejection } from '../../core/shared/result.ts';
import type { JsonValue } from '../../core/player/wire.ts';
import { isAudienceKey, maxAudiences, maxPublishChars } from './api.ts';
import type { PlayersStartOptions } from './api.ts';
import { playersRequests } from './payloads-names.ts';
import type { PlayersRequest } from './payloads-names.ts';

export { playersRequests };
export type { PlayersRequest };

/** Each request's arguments, once checked. */
export interface PlayersArgs {
  readonly start: readonly [PlayersStartOptions];
  readonly stop: readonly [];
  readonly status: readonly [];
  readonly publish: readonly [Readonly<Record<string, JsonValue>>];
  readonly setBlank: readonly [boolean];
  readonly drop: readonly [string];
  readonly rotateToken: readonly [];
  readonly openWindow: readonly [];
}

/** `0.0.0.0`, `::`, or one IPv4 address: where the GM may bind the LAN channel. */
const hostPattern = /^(?:::|(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d))$/;

const startOptions = v.pipe(
  v.optional(
    v.strictObject(
      {
        host: v.optional(
          v.pipe(v.string('host must be text'), v.regex(hostPattern, 'host must be an IPv4 address')),
        ),
        port: v.optional(
          v.pipe(
            v.number('port must be a number'),
            v.integer('port must be a whole number'),
            v.minValue(0, 'port must be 0–65535'),
            v.maxValue(65535, 'port must be 0–65535'),
          ),
        ),
      },
      'options may hold only host and port',
    ),
  ),
  v.transform((options): PlayersStartOptions => ({
    ...(options?.host === undefined ? {} : { host: options.host }),
    ...(options?.port === undefined ? {} : { port: options.port }),
  })),
);

const views = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'views must be an object of audiences',
  ),
  v.check(
    (input) => Object.keys(input).length <= maxAudiences,
    `views must hold at most ${maxAudiences} audiences`,
  ),
  v.check(
    (input) => Object.keys(input).every(isAudienceKey),
    'each audience must be "crew" or "seat:<character id>"',
  ),
  v.transform(asJsonViews),
  v.check((json) => json !== null, `views must be JSON of at most ${maxPublishChars} characters`),
  v.transform((json) => json ?? {}),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [audience, view] of Object.entries(dataset.value)) {
      const parsed = parsePlayerView(view); // core's schema: exactly the projection's shape, nothing more
      if (isRejection(parsed)) {
        addIssue({ message: `the view for ${audience} is not a player view (${parsed.message})` });
        return;
      }
    }
  }),
);

type Schemas = { readonly [K in PlayersRequest]: v.GenericSchema<unknown, PlayersArgs[K]> };

const schemas: Schemas = {
  start: v.strictTuple([startOptions], 'start takes (options?)'),
  stop: v.strictTuple([], 'stop takes no arguments'),
  status: v.strictTuple([], 'status takes no arguments'),
  publish: v.strictTuple([views], 'publish takes (views)'),
  setBlank: v.strictTuple([v.boolean('blank must be true or false')], 'setBlank takes (blank)'),
  drop: v.strictTuple(
    [v.pipe(v.string('clientId must be text'), v.maxLength(64, 'clientId must be at most 64 characters'))],
    'drop takes (clientId)',
  ),
  rotateToken: v.strictTuple([], 'rotateToken takes no arguments'),
  openWindow: v.strictTuple([], 'openWindow takes no arguments'),
};

/** True for the name of a request the hub answers. */
export function isPlayersRequest(value: unknown): value is PlayersRequest {
  return (playersRequests as readonly unknown[]).includes(value);
}

/**
 * The arguments of request `name`, checked; the views of a `publish` as plain JSON.
 * @throws TypeError naming the request and the problem (`publish: each view must be a version-1 player view`).
 */
export function parsePlayersArgs<K extends PlayersRequest>(name: K, args: unknown): PlayersArgs[K] {
  const padded = name === 'start' && Array.isArray(args) && args.length === 0 ? [undefined] : args;
  const result = v.safeParse(schemas[name], padded, { abortPipeEarly: true });
  if (result.success) return result.output as PlayersArgs[K];
  throw new TypeError(`players.${name}: ${result.issues.map((issue) => issue.message).join('; ')}`);
}

/** `value` as plain JSON (what the wire can carry), or null when it is not JSON or too long. */
function asJsonViews(value: Record<string, unknown>): Readonly<Record<string, JsonValue>> | null {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return null;
  }
  if (text === undefined || text.length > maxPublishChars) return null;
  return JSON.parse(text) as Record<string, JsonValue>;
}
