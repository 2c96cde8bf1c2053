import { characterKinds, conditionStates } from '../../../core/index.ts';
import type { CharacterKind, Condition } from '../../../core/index.ts';

/** A kind's words, as core names it for the sheet (COT-CHAR-5). */
export const kindLabel = Object.fromEntries(
  characterKinds.map((kind) => [kind.value, kind.label]),
) as Readonly<Record<CharacterKind, string>>;

const stateLabel = Object.fromEntries(conditionStates.map((c) => [c.value, c.label])) as Readonly<
  Record<Condition['state'], string>
>;

/** A condition in words, a wound with its days to recover (COT-CHAR-6, COT-CHAR-7). */
export function conditionLabel(condition: Condition): string {
  if (condition.state !== 'wounded') return stateLabel[condition.state];
  const days = condition.recoveryDays;
  return `${stateLabel.wounded} (${days} ${days === 1 ? 'day' : 'days'} to recover)`;
}
