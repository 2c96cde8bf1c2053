import { parseModifier } from '../../core/index.ts';
import type { PoolModifier } from '../../core/index.ts';

/**
 * The GM's circumstance modifiers as typed, "+1k0 -1k0" (COT-DICE-2), or the problem with the text.
 */
export function parseModifiers(text: string): { modifiers: PoolModifier[] } | { problem: string } {
  try {
    return {
      modifiers: text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((part) => parseModifier(part, 'GM')),
    };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}
