import { formatLoyalty } from '../cot/social/index.ts';
import { ownLeanOnto } from '../cot/social/index.ts';
import type { LeanOnto, LeanOntoRuling } from '../cot/social/index.ts';
import type { PoolModifier } from '../dice/pool.ts';
import type { CharacterId } from '../shared/ids.ts';
import { reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import type { Scene } from './scenes/types.ts';
import type { CampaignState } from './types.ts';

/**
 * Lean Onto outside a Social Call (COT-SOC-4), for the dice tray and a scene's turn panel: the roller's own
 * Loyalties to pick from, each named with whose it is, and the `+1k0` the picked one adds once the GM rules it of
 * immediate relevance — through the Social Calls module's `ownLeanOnto`, so every roll leans by one rule.
 * Another's Loyalty is leaned onto only in a Social Call, whose actions offer it themselves.
 */

export type { LeanOnto, LeanOntoRuling };

/** One Loyalty to lean onto. */
export interface LeanOntoOption {
  readonly lean: LeanOnto;
  /** "Vex's own Hatred: Police (Prime)". */
  readonly label: string;
}

/** What a roll offers to lean onto. */
export interface LeanOntoChoices {
  readonly options: readonly LeanOntoOption[];
  /** Why the roll offers nothing to lean onto, or null when it offers `options`. */
  readonly closed: string | null;
}

/** A scene's Lean Onto for the acting character: the choices, and what the chosen one does to their roll. */
export interface SceneLeanOnto extends LeanOntoChoices {
  /** The `+1k0` to add to the actor's roll beside the GM's modifiers; null when none is chosen or it is refused. */
  readonly modifier: PoolModifier | null;
  /** Why the chosen Lean Onto is refused (not ruled relevant, not the actor's own), or null. */
  readonly problem: string | null;
}

const closedWith = (closed: string): LeanOntoChoices => ({ options: [], closed });

/**
 * COT-SOC-4, COT-D-70: the Loyalties a roller may lean onto in a roll outside a Social Call: their own, in sheet
 * order; none for a typed pool, a roller without Loyalties, or a table with `lean_onto_per_roll = 0`.
 */
export function leanOntoChoices(state: CampaignState, roller: CharacterId | null): LeanOntoChoices {
  if (roller === null) return closedWith('A typed pool leans onto no Loyalty: pick who rolls (COT-SOC-4)');
  const character = Object.hasOwn(state.characters, roller) ? state.characters[roller] : undefined;
  if (!character) return closedWith('That character is no longer in the campaign');
  if (state.settings.leanOntoPerRoll < 1) return closedWith(leanOntoOff);
  if (character.loyalties.length === 0) return closedWith(`${character.name} holds no Loyalty to lean onto`);
  return {
    closed: null,
    options: character.loyalties.map(({ relation, subject, prime }) => ({
      lean: { of: character.id, relation, subject },
      label: `${character.name}'s own ${formatLoyalty({ relation, subject })}${prime ? ' (Prime)' : ''}`,
    })),
  };
}

const leanOntoOff = 'This table plays without Lean Onto (lean_onto_per_roll = 0)';

/**
 * The `+1k0` a Lean Onto adds to a roll outside a Social Call, named after the Loyalty (COT-SOC-4), or why it is
 * refused: the roll is a typed pool, the Loyalty is not the roller's own, not held, not ruled relevant, or the
 * table plays without Lean Onto (COT-D-70).
 */
export function leanOntoModifier(
  state: CampaignState,
  roller: CharacterId | null,
  lean: LeanOntoRuling,
): PoolModifier | Rejection {
  const character =
    roller !== null && Object.hasOwn(state.characters, roller) ? state.characters[roller] : undefined;
  if (!character) {
    return reject(
      'roll/lean-onto-typed-pool',
      'A typed pool leans onto no Loyalty: pick who rolls, or type the +1k0 into the pool (COT-SOC-4)',
    );
  }
  const names = (id: string) =>
    (Object.hasOwn(state.characters, id) ? state.characters[id as CharacterId]?.name : undefined) ?? id;
  return ownLeanOnto(character, lean, state.settings.leanOntoPerRoll, names);
}

/**
 * COT-SOC-4 in a scene's turn panel: outside a Social Call, the actor's own Loyalties and the modifier the chosen
 * one adds to their roll (the panel sends it with the GM's modifiers). In a Social Call each action offers its own
 * Lean Onto (the other side's Loyalties too, COT-D-70), and a HEIST skirmish rolls no City of Thieves pools.
 */
export function sceneLeanOnto(
  state: CampaignState,
  scene: Pick<Scene, 'engine'>,
  actor: CharacterId,
  chosen: LeanOntoRuling | null,
): SceneLeanOnto {
  const none = { modifier: null, problem: null };
  if (scene.engine === 'social') {
    return {
      ...closedWith(
        'In a Social Call each action offers its own Lean Onto, onto your own Loyalties or the other side’s (COT-SOC-4)',
      ),
      ...none,
    };
  }
  if (scene.engine === 'skirmish') {
    return { ...closedWith('A HEIST skirmish’s rolls take no Lean Onto'), ...none };
  }
  const choices = leanOntoChoices(state, actor);
  if (choices.closed !== null || chosen === null) return { ...choices, ...none };
  const modifier = leanOntoModifier(state, actor, chosen);
  return 'ok' in modifier
    ? { ...choices, modifier: null, problem: modifier.message }
    : { ...choices, modifier, problem: null };
}
