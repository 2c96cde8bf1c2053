import type { CharacterId } from '../../shared/ids.ts';
import type { CotSettings } from '../settings/index.ts';
import { abilities, skills } from './skills.ts';
import type { Ability, Skill } from './skills.ts';
import type { Character, CharacterKind } from './types.ts';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A valid starting sheet for the GM to fill in: every ability 2 and every skill 0 (moved into the table's
 * ranges when its settings exclude them), unhurt, no gear, both identities equal to the name.
 *
 * A crew sheet cannot be valid without a Prime Loyalty (COT-SOC-1), so crew start with `Devoted: the Crew`
 * as the Prime: an editable default the GM is expected to rewrite, not a rule. NPCs and guards start with none.
 */
export function blankCharacter(
  id: CharacterId,
  kind: CharacterKind,
  name: string,
  settings: CotSettings,
): Character {
  const ability = clamp(2, settings.abilityMin, settings.abilityMax);
  const skill = clamp(0, settings.skillMin, settings.skillMax);
  return {
    id,
    kind,
    name,
    trueIdentity: name,
    presentedIdentity: name,
    abilities: Object.fromEntries(abilities.map((key) => [key, ability])) as Record<Ability, number>,
    skills: Object.fromEntries(skills.map((key) => [key, skill])) as Record<Skill, number>,
    mysticismTradition: '',
    loyalties: kind === 'crew' ? [{ relation: 'Devoted', subject: 'the Crew', prime: true }] : [],
    foresight: 0,
    reputation: 0,
    condition: { state: 'unhurt' },
    focusRoundUsed: false,
    weapons: [],
    armour: null,
    gear: [],
    notes: '',
  };
}

/**
 * A copy of a sheet used as a template (the second of five identical guards): same ratings, Loyalties and
 * gear, but a new person: the new name is also both identities, and the copy starts unhurt, with no
 * Foresight and its Focus Round unused.
 */
export function duplicateCharacter(character: Character, newId: CharacterId, name: string): Character {
  return {
    ...character,
    id: newId,
    name,
    trueIdentity: name,
    presentedIdentity: name,
    condition: { state: 'unhurt' },
    foresight: 0,
    focusRoundUsed: false,
  };
}
