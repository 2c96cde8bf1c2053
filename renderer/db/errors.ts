import type { Rejection } from '../../core/index.ts';

/**
 * A storage failure as the GM sees it. A quota error can arrive as the `inner` of Dexie's AbortError;
 * either way the transaction was rolled back and nothing was half written.
 */
export function storageFailure(error: unknown): Rejection {
  if (isQuotaError(error)) {
    return {
      ok: false,
      code: 'storage/quota',
      message:
        'The disk is full: this change was not saved, and nothing stored before it was lost. ' +
        'Free some disk space (or export the campaign to a file), then try again.',
    };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return {
    ok: false,
    code: 'storage/failed',
    message: `The change could not be saved (${detail}). Nothing was lost.`,
  };
}

export function isQuotaError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (name === 'QuotaExceededError') return true;
    current = inner;
  }
  return false;
}
