import type { Character } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { days, inWords } from '../shared/words.ts';
import type { Stance } from '../skirmish/index.ts';
import type { Conversion } from './model.ts';
import type { Person } from './people.ts';
import type { ModelCategory } from './situation.ts';
import { isBodyArmour } from './weapons.ts';

/**
 * What the GM reads beside each converted model before the fight (bridge.md §7): the sheet it came from, and
 * every change on the way to the table, each with the DECISION behind it.
 */

const kindWords: Readonly<Record<Character['kind'], string>> = { crew: 'crew', npc: 'NPC', guard: 'guard' };

function conditionWords(character: Character, person: Person | null): string {
  const { condition } = character;
  const health =
    condition.state === 'wounded'
      ? `Wounded (${days(condition.recoveryDays)})`
      : condition.state === 'dead'
        ? 'Dead'
        : 'Healthy';
  return person?.unconscious ? `${health}, Unconscious` : health;
}

/** The sheet as the GM knows it: kind, the ratings the conversion reads, weapons, armour, condition. */
export function sheetWords(character: Character, person: Person | null): string {
  const { muscle } = character.abilities;
  const { shooting, explosives, handToHand, resist } = character.skills;
  const ratings = `Muscle ${muscle}, Shooting ${shooting}, Explosives ${explosives}, Hand to Hand ${handToHand}, Resist ${resist}`;
  const training = person?.training != null ? `; score-only, Training ${person.training}` : '';
  const weapons = character.weapons.length > 0 ? inWords(character.weapons) : 'no weapons';
  const armour = character.armour ?? 'no armour';
  return `${character.name} (${kindWords[character.kind]}): ${ratings}${training}; ${weapons}; ${armour}; ${conditionWords(character, person)}`;
}

const categoryWords: Readonly<Record<ModelCategory, string>> = {
  crew: 'the crew',
  criminal: 'a criminal',
  police: 'police',
  guard: 'a guard',
  security: 'private security',
  civilian: 'a bystander',
};

/** BRG-D-13's words. */
export function stanceWords(stance: Stance, category: ModelCategory, set: 'rule' | 'side' | 'gm'): string {
  if (set === 'gm') return `${stance}: the GM's choice (BRG-D-13)`;
  if (set === 'side') return `${stance}: the GM's stance for its side (BRG-D-13)`;
  return `${stance}: ${categoryWords[category]} (BRG-D-13)`;
}

/** What the conversion changed: its line, armour, weapons left behind, melee, a loadout choice (BRG-D-4..11, D-38). */
export function conversionWords(conversion: Conversion, character: Character, table: CotSettings): string[] {
  const words = [conversion.line];
  if (character.armour !== null) {
    const row = table.armourTable.find((armour) => armour.name === character.armour);
    words.push(
      isBodyArmour(row)
        ? `${character.armour}: body armor (BRG-D-9)`
        : `${character.armour}: no HEIST effect (BRG-D-9)`,
    );
  }
  for (const left of conversion.loadout.left) words.push(`${left.weapon}: ${left.why}`);
  if (conversion.melee) {
    words.push(`Strikes with ${conversion.melee.weapon.name} at 3d${conversion.melee.dice} (BRG-D-11)`);
  }
  if (conversion.loadout.asks) words.push('the player may take another long weapon or sidearm (BRG-D-38)');
  return words;
}
