import type { CampaignFileV1, LogEntry } from '../../core/index.ts';

/**
 * A version-1 campaign file exactly as Heistbox 0.1–0.2 wrote it (pretty-printed JSON, keys sorted), so tests
 * can prove today's Heistbox still reads it.
 */
export function version1Text(
  name: string,
  createdAt: number,
  entries: readonly LogEntry[],
  exportedAt: number,
): string {
  const file: CampaignFileV1 = {
    formatVersion: 1,
    app: 'heistbox',
    exportedAt,
    campaign: { name, createdAt },
    log: [...entries].sort((a, b) => a.seq - b.seq),
  };
  return JSON.stringify(file, sortedKeys, 2);
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}
