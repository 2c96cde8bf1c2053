import { secretsCost, switchCost } from '../foresight/index.ts';
import type { Scheme } from '../foresight/index.ts';
import type { PrepRules } from './settings.ts';

/**
 * The six schemes (COT-FORE-4..9) as the Prep board lists them: what each costs, leading with the number, what it
 * does, and where it is spent. The numbers come from the same constants and settings the schemes are paid with.
 */
export interface SchemeWords {
  readonly scheme: Scheme;
  /** "Blueprint". */
  readonly name: string;
  /** "3 Foresight from the edge, otherwise 1; +1 per zone bypassed". */
  readonly cost: string;
  /** What it does, in a sentence. */
  readonly does: string;
  /** Where the table spends it: in this Prep scene, or in the Heist. */
  readonly when: 'Prep or Heist' | 'Heist' | 'before a roll';
  readonly rule: string;
}

/** COT-FORE-4..9, COT-D-65..67: the schemes and their costs under the table's settings. */
export function schemeCosts(rules: Pick<PrepRules, 'trainingKeptDieCost'>): readonly SchemeWords[] {
  return [
    {
      scheme: 'ambush',
      name: 'Ambush',
      cost: '1 Foresight per zone moved (shortest path)',
      does: 'moves a crew member instantly, unseen, to a zone the crew knows',
      when: 'Heist',
      rule: 'COT-FORE-4',
    },
    {
      scheme: 'training',
      name: 'Training',
      cost: `1 Foresight per die rolled (+1k0), ${rules.trainingKeptDieCost} per die kept (+1k1)`,
      does: 'adds dice to one roll, bought before the dice are rolled',
      when: 'before a roll',
      rule: 'COT-FORE-5',
    },
    {
      scheme: 'secrets',
      name: 'Secrets',
      cost: `${secretsCost} Foresight`,
      does: 'a Connections, Planning or Mysticism roll now, as if made in Prep',
      when: 'Heist',
      rule: 'COT-FORE-6',
    },
    {
      scheme: 'cache',
      name: 'Cache',
      cost: '1 Foresight per Resource, and the Resources themselves',
      does: "Resources spent after the fact; the gear appears with a crew member of the spender's choice",
      when: 'Prep or Heist',
      rule: 'COT-FORE-7',
    },
    {
      scheme: 'blueprint',
      name: 'Blueprint',
      cost: '3 Foresight from the edge, otherwise 1; +1 per zone bypassed',
      does: 'adds a Hidden zone between two places the crew knows, open to both',
      when: 'Prep or Heist',
      rule: 'COT-FORE-8',
    },
    {
      scheme: 'switch',
      name: 'Switch',
      cost: `${switchCost} Foresight`,
      does: 'a Con roll for a disguise or a Forgery roll now, as if made in Prep',
      when: 'Heist',
      rule: 'COT-FORE-9',
    },
  ];
}
