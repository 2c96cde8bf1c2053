import type { CotSettings } from '../settings.ts';
import { skillTable } from './skills.ts';
import type { Skill, StageTag } from './skills.ts';

/** What `enforce_stage_tags` (COT-D-10) says about a roll with a skill outside its stages. */
export type StageTagRuling =
  | { readonly kind: 'fits' }
  | { readonly kind: 'note'; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string };

const stageWords: Readonly<Record<StageTag, string>> = {
  prep: 'Prep',
  social: 'Social',
  heist: 'Heist',
  action: 'Action',
};

/**
 * COT-CHAR-4: the stage tags are advisory. A skill whose tags include the stage fits; otherwise, by
 * `enforce_stage_tags` (COT-D-10), the roll goes ahead with a note (`warn`), silently (`off`), or is refused
 * (`block`). The message names the skill, its stages and the stage being played.
 */
export function stageTagRuling(
  skill: Skill,
  stage: StageTag,
  settings: Pick<CotSettings, 'enforceStageTags'>,
): StageTagRuling {
  const { label } = skillTable[skill];
  const tags: readonly StageTag[] = skillTable[skill].tags;
  if (tags.includes(stage) || settings.enforceStageTags === 'off') return { kind: 'fits' };
  const suits = tags.map((tag) => stageWords[tag]).join(' and ');
  const message = `${label} is a ${suits} skill, used here in a ${stageWords[stage]} stage`;
  return settings.enforceStageTags === 'block'
    ? { kind: 'refused', message: `${message}: this table keeps skills to their stages` }
    : { kind: 'note', message };
}
