/**
 * The four abilities and their 24 skills (COT-CHAR-1, COT-CHAR-2), with the stage tags the UI uses to offer
 * skills first (advisory, COT-CHAR-4) and the aliases the draft uses (COT-CHAR-3, COT-D-8).
 */

export const abilities = ['muscle', 'fingers', 'brains', 'it'] as const;
export type Ability = (typeof abilities)[number];

export type StageTag = 'prep' | 'social' | 'heist' | 'action';

export interface SkillInfo {
  readonly ability: Ability;
  readonly label: string;
  readonly tags: readonly StageTag[];
  readonly covers: string;
}

export const abilityLabels: Readonly<Record<Ability, string>> = {
  muscle: 'Muscle',
  fingers: 'Fingers',
  brains: 'Brains',
  it: 'It',
};

// COT-CHAR-2: each skill belongs to exactly one ability.
export const skillTable = {
  shooting: {
    ability: 'muscle',
    label: 'Shooting',
    tags: ['action'],
    covers: 'firearms and other projectile weapons',
  },
  handToHand: {
    ability: 'muscle',
    label: 'Hand to Hand',
    tags: ['action'],
    covers: 'unarmed and melee weapons',
  },
  athletics: {
    ability: 'muscle',
    label: 'Athletics',
    tags: ['action', 'heist'],
    covers: 'swimming, climbing, running, lifting when subtlety does not matter',
  },
  intimidate: {
    ability: 'muscle',
    label: 'Intimidate',
    tags: ['social'],
    covers: 'influence by threats and fear',
  },
  resist: {
    ability: 'muscle',
    label: 'Resist',
    tags: ['action'],
    covers: 'avoiding harm by taking cover or dodging',
  },
  explosives: {
    ability: 'muscle',
    label: 'Explosives',
    tags: ['action', 'heist'],
    covers: 'making and using explosives, planted or thrown',
  },
  driving: {
    ability: 'fingers',
    label: 'Driving',
    tags: ['action'],
    covers: 'automobiles and stormers under stress',
  },
  catBurglary: {
    ability: 'fingers',
    label: 'Cat Burglary',
    tags: ['heist'],
    covers: 'strenuous physical activity when subtlety matters',
  },
  palming: {
    ability: 'fingers',
    label: 'Palming',
    tags: ['heist'],
    covers: 'pickpocketing, sleight of hand',
  },
  sneak: {
    ability: 'fingers',
    label: 'Sneak',
    tags: ['heist'],
    covers: 'concealing oneself without physical exertion',
  },
  lockpicking: { ability: 'fingers', label: 'Lockpicking', tags: ['heist'], covers: 'forcing simple locks' },
  build: {
    ability: 'fingers',
    label: 'Build',
    tags: ['prep'],
    covers: 'constructing or modifying spaces and devices',
  },
  mysticism: {
    ability: 'brains',
    label: 'Mysticism',
    tags: ['prep'],
    covers: 'one magical Tradition and general arcane lore',
  },
  planning: { ability: 'brains', label: 'Planning', tags: ['prep'], covers: 'research and running schemes' },
  lookout: { ability: 'brains', label: 'Lookout', tags: ['heist'], covers: 'situational awareness' },
  safecracking: { ability: 'brains', label: 'Safecracking', tags: ['heist'], covers: 'forcing safes' },
  appraisal: {
    ability: 'brains',
    label: 'Appraisal',
    tags: ['prep'],
    covers: 'valuing valuables, spotting forgeries',
  },
  forgery: { ability: 'brains', label: 'Forgery', tags: ['prep'], covers: 'fake documents and valuables' },
  connections: {
    ability: 'it',
    label: 'Connections',
    tags: ['prep'],
    covers: 'knowing and reaching useful people (fences etc.)',
  },
  sizeUp: {
    ability: 'it',
    label: 'Size Up',
    tags: ['social'],
    covers: 'spotting marks, reading loyalties and intentions',
  },
  con: {
    ability: 'it',
    label: 'Con',
    tags: ['social', 'prep'],
    covers: 'confidence schemes, disguises, false identities',
  },
  impress: {
    ability: 'it',
    label: 'Impress',
    tags: ['social'],
    covers: 'influence by charisma, talent or sex appeal',
  },
  manipulate: {
    ability: 'it',
    label: 'Manipulate',
    tags: ['social'],
    covers: 'influence by lies and trickery',
  },
  convince: {
    ability: 'it',
    label: 'Convince',
    tags: ['social'],
    covers: 'influence by rhetoric and truthful persuasion',
  },
} as const satisfies Record<string, SkillInfo>;

export type Skill = keyof typeof skillTable;
export const skills = Object.keys(skillTable) as readonly Skill[];

/** Skills of one ability, in the reference's order. */
export function skillsOf(ability: Ability): readonly Skill[] {
  return skills.filter((skill) => skillTable[skill].ability === ability);
}

// COT-CHAR-3 / COT-D-8: the draft's spellings, mapped onto the canonical names.
const aliases: Readonly<Record<string, Ability | Skill>> = {
  muscles: 'muscle',
  'cat burglar': 'catBurglary',
};

/**
 * Finds the ability or skill a name means, accepting labels ("Hand to Hand"), keys (`handToHand`)
 * and the draft's aliases ("Muscles", "Cat Burglar", "Size up"); `undefined` when it means nothing.
 */
export function canonicalName(name: string): Ability | Skill | undefined {
  const folded = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const alias = aliases[folded];
  if (alias) return alias;
  for (const ability of abilities) if (abilityLabels[ability].toLowerCase() === folded) return ability;
  for (const skill of skills) {
    if (skill.toLowerCase() === folded || skillTable[skill].label.toLowerCase() === folded) return skill;
  }
  return undefined;
}
