import type { PoolModifier } from '../dice/pool.ts';
import { formatModifier } from '../dice/pool.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { Stance } from '../skirmish/index.ts';
import type { Person } from './people.ts';
import type { CarriedBonuses, StartState } from './proposal.ts';
import type { ModelCategory } from './situation.ts';

/**
 * A participant's COT state as its HEIST start (BRG-D-13, D-14, D-16) and the COT bonuses it carries in
 * (BRG-D-17).
 */

/** BRG-D-13: crew and criminals are aggressive; police, guards and private security (and bystanders) defensive. */
export function stanceOf(category: ModelCategory): Stance {
  return category === 'crew' || category === 'criminal' ? 'aggressive' : 'defensive';
}

/**
 * BRG-D-16: a participant switching from Gang Warfare starts Stunned when its Cover now is at most half its
 * most recent Cover roll in this scene (COT-D-38: a re-roll replaces the old value).
 */
export function coverStuns(cover: Person['cover']): boolean {
  return cover !== null && cover.rolled !== null && cover.current * 2 <= cover.rolled;
}

/**
 * BRG-D-14, D-16: the start state of a placed participant. `restrainer` is the model holding it (null when its
 * restrainer is not on the table: the hold ends); `unaware` is decided by the surprise rule.
 */
export function startOf(person: Person, restrainer: string | null, unaware: boolean): StartState {
  return {
    wounded: person.condition.state === 'wounded',
    stunned: !person.unconscious && coverStuns(person.cover),
    unconscious: person.unconscious,
    restrainedBy: restrainer,
    surrendered: person.surrendered,
    unaware,
  };
}

/** The start state of a model arriving later: only its wound comes along. */
export function arrivingStart(person: Pick<Person, 'condition'> | null): StartState {
  return {
    wounded: person?.condition.state === 'wounded',
    stunned: false,
    unconscious: false,
    restrainedBy: null,
    surrendered: false,
    unaware: false,
  };
}

/** The start state's words beside a model (BRG-D-14, D-16). */
export function startWords(start: StartState, person: Person | null, holder: string | null): string[] {
  const words: string[] = [];
  if (start.wounded) words.push('starts Wounded: one action fewer, a second wound kills (BRG-D-16)');
  if (start.stunned && person?.cover) {
    words.push(
      `starts Stunned: Cover ${person.cover.current} is at most half its last Cover roll ${person.cover.rolled} (BRG-D-16)`,
    );
  }
  if (start.unconscious) {
    words.push(
      'starts Unconscious: placed, 0 actions, no reactions; an ally may wake it with a Use (BRG-D-16)',
    );
  }
  if (start.restrainedBy !== null) {
    words.push(
      `starts Restrained by ${holder ?? start.restrainedBy}, in base contact: no Move, Shoot, throw, Aim or Use; Break free as its first action (BRG-D-16)`,
    );
  }
  if (start.surrendered)
    words.push('surrendered in the Gang Warfare: no actions or reactions, not a target (BRG-D-44)');
  if (start.unaware)
    words.push('unaware: no aim marker, no reactions until the surprise window ends (BRG-D-14)');
  return words;
}

const noBonuses: CarriedBonuses = { checks: 0, shifts: 0, from: [] };

/**
 * BRG-D-17: pending Bolsters, Lean Onto and Foresight Training as one-use HEIST bonuses: each `+1k0` is +1 on
 * one skill check, each `+1k1` one dice shift on a shot or Strike (`+2k1` = one of each).
 * @returns a rejection for a modifier that is no bonus (a penalty, or more kept than rolled dice).
 */
export function carriedBonuses(name: string, modifiers: readonly PoolModifier[]): CarriedBonuses | Rejection {
  if (modifiers.length === 0) return noBonuses;
  const from = [];
  for (const modifier of modifiers) {
    const text = formatModifier(modifier);
    const sound =
      Number.isInteger(modifier.rolled) &&
      Number.isInteger(modifier.kept) &&
      modifier.kept >= 0 &&
      modifier.rolled >= modifier.kept &&
      modifier.rolled > 0;
    if (!sound) {
      return reject(
        'bridge/bonus',
        `${name}'s ${modifier.source} ${text} is no bonus to carry into the fight (BRG-D-17)`,
        { modifier: text },
      );
    }
    from.push({
      source: modifier.source,
      modifier: text,
      checks: modifier.rolled - modifier.kept,
      shifts: modifier.kept,
    });
  }
  return {
    checks: from.reduce((sum, bonus) => sum + bonus.checks, 0),
    shifts: from.reduce((sum, bonus) => sum + bonus.shifts, 0),
    from,
  };
}

/** The bonuses' words beside a model. */
export function bonusWords(bonuses: CarriedBonuses): string[] {
  return bonuses.from.map((bonus) => {
    const parts = [
      bonus.checks > 0
        ? `+${bonus.checks} on ${bonus.checks === 1 ? 'one skill check' : 'skill checks'}`
        : null,
      bonus.shifts > 0
        ? `${bonus.shifts} dice shift${bonus.shifts === 1 ? '' : 's'} on a shot or Strike`
        : null,
    ].filter((part): part is string => part !== null);
    return `${bonus.source} ${bonus.modifier}: ${parts.join(' and ')}, once (BRG-D-17)`;
  });
}
