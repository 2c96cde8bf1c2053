import type { drop } from '../../../../core/index.ts';

/**
 * One outcome of a roll as the odds tables print it. `tone` picks the bar colour: `calm` for outcomes that
 * leave things as they were (a target still unaware, no Cover lost), `hurt` for losses, `down` for
 * knock-outs and wounds, `dead` for deaths, `fumble` for catastrophes.
 */
export interface OddsRow {
  readonly id: string;
  readonly label: string;
  readonly probability: number;
  readonly tone: 'calm' | 'alert' | 'hurt' | 'down' | 'dead' | 'fumble';
}

/**
 * The result rows of a Drop against one target, in the order of its table (COT-DROP-3 for Subdue, COT-DROP-4
 * for Murder), every row shown even at 0% so the GM sees what cannot happen. Sums to 1 with the engine's odds.
 */
export function dropOddsRows(odds: drop.DropResultOdds, kind: 'subdue' | 'murder'): OddsRow[] {
  const aware: OddsRow = {
    id: 'aware',
    label: 'Aware (the Drop fails)',
    probability: odds.aware,
    tone: 'alert',
  };
  const catastrophe: OddsRow = {
    id: 'catastrophe',
    label: 'Catastrophe (all ones: Aware, COT-D-4)',
    probability: odds.catastrophe,
    tone: 'fumble',
  };
  const dead: OddsRow = { id: 'dead', label: 'Dead', probability: odds.dead, tone: 'dead' };
  if (kind === 'subdue') {
    return [
      { id: 'unconscious', label: 'Unconscious, not Aware', probability: odds.unconscious, tone: 'calm' },
      {
        id: 'aware-unconscious',
        label: 'Aware and Unconscious (a witness)',
        probability: odds.awareAndUnconscious,
        tone: 'down',
      },
      dead,
      aware,
      catastrophe,
    ];
  }
  const wounded: OddsRow[] =
    odds.wounded.length === 0
      ? [{ id: 'wounded', label: 'Wounded and Aware', probability: 0, tone: 'down' }]
      : odds.wounded.map((row) => ({
          id: `wounded-${row.recoveryDays}`,
          label: `Wounded and Aware, ${days(row.recoveryDays)} to recover`,
          probability: row.probability,
          tone: 'down',
        }));
  return [dead, ...wounded, aware, catastrophe];
}

/**
 * The sum of the rows' probabilities. Rows that cover every outcome sum to 1 up to float rounding, which would
 * print as "> 99.99%": a sum within 1e-9 of 1 is 1.
 */
export function rowsTotal(rows: readonly OddsRow[]): number {
  const total = rows.reduce((sum, row) => sum + row.probability, 0);
  return Math.abs(total - 1) < 1e-9 ? 1 : total;
}

/** "1 day", "3 days". */
export function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}
