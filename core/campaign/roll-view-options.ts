import { awarenessScore, skillPool, trainingScore } from '../cot/characters/index.ts';
import { abilities, abilityLabels, skillTable, skillsOf } from '../cot/characters/index.ts';
import type { Ability, Skill } from '../cot/characters/index.ts';
import type { Character, CharacterKind } from '../cot/characters/index.ts';
import { findWeapon, weaponBonus, weaponMismatch } from '../cot/gear/index.ts';
import { guardAwareness, heatAwareness } from '../cot/spot/index.ts';
import { formatModifier } from '../dice/pool.ts';
import type { Pool, PoolModifier } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import { pendingBolsters } from './roll-request.ts';
import { campaignLimits as limits } from './limits.ts';
import { leanOntoChoices } from './roll-view-lean.ts';
import type { LeanOntoChoices } from './roll-view-lean.ts';
import type { CampaignState } from './types.ts';

/**
 * What the dice tray offers to pick from: who can roll, their skills with pools, the weapons the chosen skill
 * can use, the scores to roll against (a guard's Awareness with the crew's Heat), the Bolsters waiting, and the
 * roller's own Loyalties to lean onto.
 */

/** A passive score to roll against (COT-DICE-9, COT-GUARD-2). */
export type ScoreKind = 'awareness' | 'training';

/** A passive score and what it is made of. */
export interface ScoreValue {
  readonly value: number;
  /** The sheet's score: 3 per kept and 1 per extra rolled die (COT-DICE-9). */
  readonly base: number;
  /** What the crew's Heat adds to a guard's Awareness (COT-GUARD-7, COT-D-58); 0 otherwise. */
  readonly heat: number;
}

export interface PersonOption {
  readonly id: CharacterId;
  readonly name: string;
  readonly kind: CharacterKind;
  /** The dead do not roll. */
  readonly dead: boolean;
}

export interface SkillOption {
  readonly skill: Skill;
  readonly label: string;
  readonly rating: number;
  /** The sheet's pool for it, before the moment's modifiers (COT-DICE-2). */
  readonly pool: Pool;
}

export interface SkillGroup {
  readonly ability: Ability;
  readonly label: string;
  readonly rating: number;
  readonly skills: readonly SkillOption[];
}

export interface WeaponOption {
  readonly name: string;
  /** The weapon's bonus, named after it (COT-GEAR-1). */
  readonly bonus: PoolModifier;
  /** "Revolver +1k0". */
  readonly label: string;
}

export interface ScoreOption {
  readonly character: CharacterId;
  readonly score: ScoreKind;
  readonly value: number;
  /** "Guard Okafor — Awareness 13 (Heat +2)". */
  readonly label: string;
}

export interface RollOptions {
  /** Everyone, by name; the dead are marked. */
  readonly rollers: readonly PersonOption[];
  /** The chosen roller's skills by ability; empty for a typed pool. */
  readonly skills: readonly SkillGroup[];
  /** The chosen roller's weapons that the chosen skill uses (COT-GEAR-1). */
  readonly weapons: readonly WeaponOption[];
  /** The Awareness and Training of every living NPC and guard (COT-GUARD-2, COT-GUARD-7). */
  readonly scores: readonly ScoreOption[];
  /** Everyone but the roller, by name. */
  readonly opponents: readonly PersonOption[];
  readonly opponentSkills: readonly SkillGroup[];
  /** Bolsters a scene gave the roller and the opponent: their next roll adds them by itself (COT-TIME-4). */
  readonly waitingBolsters: { readonly roller: number; readonly opponent: number };
  /** The roller's own Loyalties to lean onto, or why there are none (COT-SOC-4). */
  readonly leanOnto: LeanOntoChoices;
  /** The bounds of a difficulty or a score typed for the roll, as the roll's check bounds them. */
  readonly difficulty: { readonly min: number; readonly max: number };
}

/**
 * A character's Awareness or Training (COT-GUARD-2): the sheet's passive score, and for a guard's Awareness the
 * crew's Heat (COT-GUARD-7, TV-COT-GUARD-7-a: Heat 2 makes Awareness 9 into 11).
 * @throws RangeError when the sheet wears armour the table does not have (a validated sheet never does).
 */
export function characterScore(state: CampaignState, character: Character, kind: ScoreKind): ScoreValue {
  const { settings } = state;
  if (kind === 'training') {
    const base = trainingScore(character, settings);
    return { value: base, base, heat: 0 };
  }
  const base = awarenessScore(character, settings);
  if (character.kind !== 'guard') return { value: base, base, heat: 0 };
  const value = guardAwareness(base, 0, state.crew.heat, settings);
  return { value, base, heat: heatAwareness(state.crew.heat, settings) };
}

/** "Guard Okafor — Awareness 13 (Heat +2)": the score the roll log records it was against. */
export function scoreLabel(character: Pick<Character, 'name'>, kind: ScoreKind, score: ScoreValue): string {
  const word = kind === 'awareness' ? 'Awareness' : 'Training';
  const heat = score.heat > 0 ? ` (Heat +${score.heat})` : '';
  return `${character.name} — ${word} ${score.value}${heat}`;
}

/**
 * The weapons a character carries that a skill uses (COT-GEAR-1: Shooting a firearm, Explosives an explosive,
 * Hand to Hand a melee weapon); none for any other skill. Names the table no longer has are left out.
 */
export function usableWeapons(state: CampaignState, character: Character, skill: Skill): WeaponOption[] {
  if (skill !== 'shooting' && skill !== 'explosives' && skill !== 'handToHand') return [];
  return character.weapons.flatMap((name) => {
    const weapon = findWeapon(name, state.settings.weaponTable);
    if (!weapon || weaponMismatch(skill, weapon) !== null) return [];
    const bonus = weaponBonus(weapon);
    const zero = bonus.rolled === 0 && bonus.kept === 0; // "Fists", not "Fists +0k0"
    return [{ name, bonus, label: zero ? name : `${name} ${formatModifier(bonus)}` }];
  });
}

/** What the tray offers for the current choices. */
export function rollOptions(
  state: CampaignState,
  choices: {
    readonly roller: CharacterId | null;
    readonly skill: Skill;
    readonly opponent: CharacterId | null;
  },
): RollOptions {
  const roller = sheetOf(state, choices.roller);
  const opponent = sheetOf(state, choices.opponent);
  const people = Object.values(state.characters)
    .map((c) => ({ id: c.id, name: c.name, kind: c.kind, dead: c.condition.state === 'dead' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    rollers: people,
    skills: roller ? skillGroups(roller) : [],
    weapons:
      roller && Object.hasOwn(skillTable, choices.skill) ? usableWeapons(state, roller, choices.skill) : [],
    scores: scoreOptions(state),
    opponents: people.filter((person) => person.id !== roller?.id),
    opponentSkills: opponent ? skillGroups(opponent) : [],
    waitingBolsters: {
      roller: pendingBolsters(state, roller).length,
      opponent: pendingBolsters(state, opponent).length,
    },
    leanOnto: leanOntoChoices(state, roller?.id ?? null),
    difficulty: { min: limits.difficultyMin, max: limits.difficultyMax },
  };
}

function sheetOf(state: CampaignState, id: CharacterId | null): Character | null {
  return id !== null && Object.hasOwn(state.characters, id) ? (state.characters[id] ?? null) : null;
}

/** A sheet's skills by ability, each with its pool (COT-DICE-2). */
export function skillGroups(character: Character): SkillGroup[] {
  return abilities.map((ability) => ({
    ability,
    label: abilityLabels[ability],
    rating: character.abilities[ability],
    skills: skillsOf(ability).map((skill) => ({
      skill,
      label: skillTable[skill].label,
      rating: character.skills[skill],
      pool: skillPool(character, skill),
    })),
  }));
}

function scoreOptions(state: CampaignState): ScoreOption[] {
  return Object.values(state.characters)
    .filter((c) => c.kind !== 'crew' && c.condition.state !== 'dead')
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((character) =>
      (['awareness', 'training'] as const).map((score) => {
        const value = characterScore(state, character, score);
        return {
          character: character.id,
          score,
          value: value.value,
          label: scoreLabel(character, score, value),
        };
      }),
    );
}
