import type { PlayerView } from '../../core/index.ts';
import { parsePlayerView, playerViewFormat, playerViewVersion } from '../../core/index.ts';

/**
 * What the page does with what it receives (issue 21): a projection that core's schema accepts is drawn; anything
 * else is not, and the page says why in plain words (another version first: the one a player can fix, by
 * reloading).
 */
export type Received =
  { readonly ok: true; readonly view: PlayerView } | { readonly ok: false; readonly problem: string };

export function receive(value: unknown): Received {
  if (
    typeof value !== 'object' ||
    value === null ||
    !('format' in value) ||
    value.format !== playerViewFormat
  ) {
    return { ok: false, problem: 'What the GM’s app sent is not a players’ screen.' };
  }
  if (!('version' in value) || value.version !== playerViewVersion) {
    return {
      ok: false,
      problem: 'The GM’s app and this page are different versions: reload this page to get the GM’s one.',
    };
  }
  const parsed = parsePlayerView(value);
  if ('ok' in parsed)
    return { ok: false, problem: `What the GM’s app sent could not be read (${parsed.message}).` };
  return { ok: true, view: parsed };
}
