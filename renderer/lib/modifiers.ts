import { readModifiers } from '../../core/index.ts';
import type { PoolModifier } from '../../core/index.ts';

/**
 * The GM's circumstance modifiers as typed, "+1k0 -1k0" (COT-DICE-2), or the problem with the text. Core reads
 * them (`readModifiers`); this only turns its refusal into a message for the field.
 */
export function parseModifiers(text: string): { modifiers: PoolModifier[] } | { problem: string } {
  try {
    return { modifiers: readModifiers(text, 'GM') };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}
