import type { SideDraft } from './draft.ts';

/** What the new-fight form offers ready-made: a new side, HST-VIS-1's ratings and two example sides. */

/** A side as the form starts it. */
export function emptySide(index: number): SideDraft {
  return {
    name: `Side ${index + 1}`,
    stance: index === 0 ? 'aggressive' : 'defensive',
    roster: '',
    reserves: '',
    reservesArrive: 0,
    entryPoints: '',
  };
}

/** HST-VIS-1's table: the darkness ratings the form offers. */
export const darknessPresets: readonly { readonly rating: number; readonly label: string }[] = [
  { rating: 24, label: 'Dawn or dusk (24")' },
  { rating: 16, label: 'Night with limited artificial light (16")' },
  { rating: 8, label: 'Moonlit night (8")' },
  { rating: 4, label: 'Pitch black (4")' },
];

/** HST-VIS-1's table: the weather ratings the form offers. */
export const weatherPresets: readonly { readonly rating: number; readonly label: string }[] = [
  { rating: 12, label: 'Heavy rain or snow, light fog (12")' },
  { rating: 8, label: 'Heavy fog (8")' },
];

/**
 * Two five-model sides to try the form with: the rulebook's example crew Mr. A–E in the table format
 * (TV-HST-MODEL-2-c), and a house police side in the short format.
 */
export function exampleSides(): [SideDraft, SideDraft] {
  return [
    {
      ...emptySide(0),
      name: 'The crew',
      roster: [
        'Name\tActions\tSkill\tEquipment',
        'Mr. A\t3\t5\tSMG w/2 reloads',
        'Mr. B\t3\t5\tSMG w/2 reloads',
        'Mr. C\t3\t5\tSMG w/2 reloads',
        'Mr. D\t2\t3\tPistol w/1 reload',
        'Mr. E\t2\t3\tPistol w/1 reload',
      ].join('\n'),
    },
    {
      ...emptySide(1),
      name: 'The police',
      roster: [
        'Sergeant Hale (4/6) Combat shotgun w/2 reloads, Service pistol, body armor',
        'Officer Diaz (3/5) Service pistol w/2 reloads, weapon light',
        'Officer Kim (3/5) Service pistol w/2 reloads, weapon light',
        'Officer Ross (3/4) Service revolver w/2 reloads',
        'Officer Webb (2/4) Service pistol w/1 reload',
      ].join('\n'),
    },
  ];
}
