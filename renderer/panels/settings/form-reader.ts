import { parseModifier, parsePool } from '../../../core/index.ts';
import type { Pool, Problem } from '../../../core/index.ts';

/** A number field's value: `null` when the GM emptied it (Svelte's number binding). */
export type NumberInput = number | null;

/**
 * Reads what the GM typed into settings values, collecting a problem per field that cannot be read: an emptied
 * number becomes NaN with a problem of its own (never 0), text that is not a bonus or a pool is a problem.
 */
export class FormReader {
  readonly problems: Problem[] = [];

  count(field: string, value: NumberInput): number {
    if (value === null || !Number.isFinite(value)) {
      this.problems.push({ field, message: 'is empty: enter a whole number' });
      return Number.NaN;
    }
    return value;
  }

  name(field: string, text: string): string {
    const trimmed = text.trim();
    if (trimmed === '') this.problems.push({ field, message: 'needs a name' });
    return trimmed;
  }

  /** A bonus such as `+1k0`; the sign may be left out. */
  bonus(field: string, text: string): { rolled: number; kept: number } {
    try {
      const { rolled, kept } = parseModifier(/^\s*\d/.test(text) ? `+${text}` : text);
      return { rolled, kept };
    } catch (error) {
      this.problems.push({ field, message: errorText(error) });
      return { rolled: Number.NaN, kept: Number.NaN };
    }
  }

  /** A pool such as `3k2`; `fallback` when it cannot be read. */
  pool(field: string, text: string, fallback: Pool): Pool {
    try {
      return parsePool(text);
    } catch (error) {
      this.problems.push({ field, message: errorText(error) });
      return fallback;
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
