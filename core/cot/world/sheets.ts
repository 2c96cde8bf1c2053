import type { Character, Condition } from '../characters/index.ts';
import type { CharacterId } from '../../shared/ids.ts';

/**
 * A participant's condition (COT-CHAR-6: Unhurt, Wounded with its days, Dead) has one home: their sheet, the
 * campaign's `characters`. A scene stores its participants without it; its engine's rules read it from the
 * sheets in their context as they decide (`withConditions`), and change it only through a `condition` effect
 * that the scene layer turns into the campaign's own `character/updated`, which the sheet and every scene see.
 * What a scene keeps of a participant is what is its own: Cover, a zone, Unconscious, a hold, a seat.
 */

/** A participant as a scene stores it: everything but the condition, which is the sheet's. */
export type Unsheeted<T extends { readonly condition: Condition }> = Omit<T, 'condition'>;

/** A participant's condition on their sheet. */
export type ConditionOf = (id: CharacterId) => Condition;

const unhurt: Condition = { state: 'unhurt' };

/**
 * The conditions on the campaign's sheets. Someone with no sheet (deleted from the roster while in a scene)
 * reads as Unhurt: the scene has nothing else to go on, and it never makes up a wound.
 */
export function sheetConditions(characters: Readonly<Record<CharacterId, Character>>): ConditionOf {
  return (id) => (Object.hasOwn(characters, id) ? (characters[id]?.condition ?? unhurt) : unhurt);
}

/** The participant with the condition their sheet gives them, for the rules to read. */
export function withCondition<T extends { readonly id: CharacterId; readonly condition: Condition }>(
  participant: Unsheeted<T>,
  conditionOf: ConditionOf,
): T {
  return { ...participant, condition: conditionOf(participant.id) } as T;
}

/** The participant as a scene stores it: any condition it carries (an event's record of the sheet) dropped. */
export function withoutCondition<T extends { readonly condition: Condition }>(
  participant: T | Unsheeted<T>,
): Unsheeted<T> {
  if (!('condition' in participant)) return participant;
  const { condition: _, ...rest } = participant;
  return rest;
}

/**
 * Conditions for the rules' `apply`, which sets them (a wound, a death) but never reads them: what it sets is
 * dropped again with `withoutCondition`, the sheet hearing of it through the engine's `condition` effect.
 */
export const notRead: ConditionOf = () => unhurt;
