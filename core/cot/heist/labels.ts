import type { SecurityTag, Security } from '../spot/types.ts';

/** Words for the GM: "Lock 12", "Vault 18". */

export const securityTagLabels: Readonly<Record<SecurityTag, string>> = {
  lock: 'Lock',
  vault: 'Vault',
  height: 'Height',
  structure: 'Structure',
};

export function securityLabel(security: Pick<Security, 'tag' | 'score'>): string {
  return `${securityTagLabels[security.tag]} ${security.score}`;
}

/** A list in words: "a", "a and b", "a, b and c". */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
