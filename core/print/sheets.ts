import { formatModifier, formatPool } from '../dice/index.ts';
import {
  abilities,
  abilityLabels,
  awarenessScore,
  foresightCap,
  gearOf,
  skillPool,
  skillTable,
  skillsOf,
  skills,
  trainingScore,
} from '../cot/characters/index.ts';
import type { Character, Condition } from '../cot/characters/index.ts';
import { spotEditorView } from '../campaign/index.ts';
import type { CampaignState } from '../campaign/index.ts';
import type { CharacterCard, CrewSheet, PrintedSkill, PrintedValue, PrintedWeapon } from './types.ts';

/** The sheets of the crew and the cards of the GM's people, as the rules give their numbers. */

const kindWords = { crew: 'Crew', npc: 'NPC', guard: 'Guard' } as const;

/** COT-CHAR-6: Unhurt, Wounded (days to recover, COT-CHAR-7) or Dead. */
export function conditionWords(condition: Condition): string {
  switch (condition.state) {
    case 'unhurt':
      return 'Unhurt';
    case 'wounded':
      return `Wounded (${condition.recoveryDays} ${condition.recoveryDays === 1 ? 'day' : 'days'} to recover)`;
    case 'dead':
      return 'Dead';
  }
}

/** The crew's sheets, by name; one character's when `id` names one. */
export function crewSheets(state: CampaignState, id: string | null = null): CrewSheet[] {
  return sorted(Object.values(state.characters))
    .filter((character) => character.kind === 'crew' && (id === null || character.id === id))
    .map((character) => crewSheet(state, character));
}

/** A sheet with every skill's pool (COT-CHAR-2, COT-DICE-2: skill + ability rolled, ability kept). */
export function crewSheet(state: CampaignState, character: Character): CrewSheet {
  return {
    id: character.id,
    name: character.name,
    kind: kindWords[character.kind],
    identity: identityOf(character),
    condition: conditionWords(character.condition),
    abilities: abilityValues(character),
    skillGroups: abilities.map((ability) => ({
      ability: abilityLabels[ability],
      skills: skillsOf(ability).map((skill) => printedSkill(character, skill)),
    })),
    facts: [
      // COT-FORE-2: Foresight never exceeds Brains + Planning.
      { label: 'Foresight', value: `${character.foresight} of ${foresightCap(character)}` },
      { label: 'Reputation', value: String(character.reputation) },
      { label: 'Focus Round', value: character.focusRoundUsed ? 'used this session' : 'ready' },
    ],
    loyalties: character.loyalties.map(
      (loyalty) => `${loyalty.relation}: ${loyalty.subject}${loyalty.prime ? ' (Prime)' : ''}`,
    ),
    weapons: character.weapons.map((name) => printedWeapon(state, name)),
    armour: armourWords(state, character),
    gear: gearOf(character).map((item) => (item.note ? `${item.name} (${item.note})` : item.name)),
    notes: character.notes,
  };
}

/** The guards' and NPCs' cards, guards first, each by name. */
export function characterCards(state: CampaignState): CharacterCard[] {
  const people = sorted(Object.values(state.characters)).filter((character) => character.kind !== 'crew');
  const guards = people.filter((character) => character.kind === 'guard');
  const others = people.filter((character) => character.kind !== 'guard');
  const posts = postsByGuard(state);
  return [...guards, ...others].map((character) => ({
    id: character.id,
    name: character.name,
    kind: kindWords[character.kind],
    identity: identityOf(character),
    condition: conditionWords(character.condition),
    abilities: abilityValues(character),
    scores: [
      // COT-GUARD-2: Awareness is Brains + Lookout, Training is Muscle + Resist, as passive scores (COT-DICE-9).
      { label: 'Awareness', value: String(awarenessScore(character, state.settings)) },
      { label: 'Training', value: String(trainingScore(character, state.settings)) },
    ],
    skills: skills
      .filter((skill) => character.skills[skill] > 0)
      .map((skill) => printedSkill(character, skill)),
    weapons: character.weapons.map((name) => printedWeapon(state, name).words),
    armour: armourWords(state, character),
    posts: posts.get(character.id) ?? [],
  }));
}

function postsByGuard(state: CampaignState): Map<string, string[]> {
  const posts = new Map<string, string[]>();
  for (const spot of Object.values(state.spots)) {
    for (const guard of spotEditorView(state, spot).guards) {
      const scores = [
        guard.awareness === null ? '' : `Awareness ${guard.awareness}`,
        guard.training === null ? '' : `Training ${guard.training}`,
        guard.aware ? 'Aware' : '',
      ].filter(Boolean);
      const line = `${spot.name}, ${guard.zoneName}${scores.length > 0 ? `: ${scores.join(', ')}` : ''}`;
      posts.set(guard.id, [...(posts.get(guard.id) ?? []), line]);
    }
  }
  return posts;
}

function sorted(characters: readonly Character[]): Character[] {
  return [...characters].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

function identityOf(character: Character): string {
  return character.presentedIdentity && character.presentedIdentity !== character.trueIdentity
    ? `Known as ${character.presentedIdentity}`
    : '';
}

function abilityValues(character: Character): PrintedValue[] {
  return abilities.map((ability) => ({
    label: abilityLabels[ability],
    value: String(character.abilities[ability]),
  }));
}

function printedSkill(character: Character, skill: (typeof skills)[number]): PrintedSkill {
  return {
    skill,
    label: skillTable[skill].label,
    rating: character.skills[skill],
    pool: formatPool(skillPool(character, skill)), // COT-DICE-2, COT-DICE-3
  };
}

/** A weapon from the table's weapon table (COT-GEAR-1); one the table no longer has is printed by name. */
function printedWeapon(state: CampaignState, name: string): PrintedWeapon {
  const row = state.settings.weaponTable.find((weapon) => weapon.name === name);
  if (!row) return { name, skill: '', bonus: '', tags: '', words: name };
  const bonus = row.bonus.rolled !== 0 || row.bonus.kept !== 0 ? formatModifier(row.bonus) : '';
  const skill = skillTable[row.skill].label;
  const tags = row.tags.join(', ');
  const detail = [bonus ? `${skill} ${bonus}` : skill, tags].filter(Boolean).join(', ');
  return { name, skill, bonus, tags, words: `${name} (${detail})` };
}

/** Armour and its bonus (COT-GEAR-2), or "None". */
function armourWords(state: CampaignState, character: Character): string {
  if (character.armour === null) return 'None';
  const row = state.settings.armourTable.find((armour) => armour.name === character.armour);
  return row ? `${row.name} (${formatModifier(row.bonus)})` : character.armour;
}
