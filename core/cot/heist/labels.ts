import type { SecurityTag, Security } from '../spot/index.ts';

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

export { inWords } from '../../shared/words.ts';
