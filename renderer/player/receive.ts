import type { PlayerView } from '../../core/index.ts';
import { playerViewFormat, playerViewVersion } from '../../core/index.ts';

/**
 * What the page does with what it receives (issue 21): a projection of the format and version it reads is drawn;
 * anything else is not, and the page says why in plain words.
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
  return { ok: true, view: value as PlayerView };
}
