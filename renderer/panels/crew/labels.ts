import type { CharacterKind, Condition } from '../../../core/index.ts';

export const kindLabel: Readonly<Record<CharacterKind, string>> = {
  crew: 'Crew',
  npc: 'NPC',
  guard: 'Guard',
};

export function conditionLabel(condition: Condition): string {
  switch (condition.state) {
    case 'unhurt':
      return 'Unhurt';
    case 'wounded':
      return `Wounded (${condition.recoveryDays} ${condition.recoveryDays === 1 ? 'day' : 'days'} to recover)`;
    case 'dead':
      return 'Dead';
  }
}
