import type { CharacterId } from '../../shared/ids.ts';
import type { CotSettings } from '../settings/index.ts';
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

/** A scene as the stage tags read it: its stage, where it opened, who is in it, whether it still runs. */
export interface StagedScene {
  readonly id: string;
  readonly stage: StageTag;
  readonly parent: string | null;
  readonly participants: readonly { readonly characterId: CharacterId }[];
  readonly ended: string | null;
}

/**
 * The stages a character is playing now (COT-TIME-1): of the running scenes they are in, those no other of
 * them opened inside — a fight that broke out of a Heist is played at the fight's Action stage, not the
 * Heist's. Empty when they are in no running scene (a roll between scenes has no stage to keep to).
 */
export function playingStages(scenes: Iterable<StagedScene>, character: CharacterId): StageTag[] {
  const mine = [...scenes].filter(
    (scene) =>
      scene.ended === null && scene.participants.some((participant) => participant.characterId === character),
  );
  const parents = new Set(mine.map((scene) => scene.parent));
  const innermost = mine.filter((scene) => !parents.has(scene.id));
  return [...new Set(innermost.map((scene) => scene.stage))];
}

/**
 * `stageTagRuling` for a roll made while playing these stages: a skill that suits any of them fits, and so
 * does any skill outside every scene; otherwise the ruling for the first stage.
 */
export function rollStageRuling(
  skill: Skill,
  stages: readonly StageTag[],
  settings: Pick<CotSettings, 'enforceStageTags'>,
): StageTagRuling {
  const [first] = stages;
  const tags: readonly StageTag[] = skillTable[skill].tags;
  if (first === undefined || stages.some((stage) => tags.includes(stage))) {
    return { kind: 'fits' };
  }
  return stageTagRuling(skill, first, settings);
}
