import type { ModelId } from '../skirmish/index.ts';
import type { FightResult, ModelResult } from './fight-result.ts';
import type { BridgeSettings } from './settings.ts';
import { leftTableAt } from './where.ts';

/**
 * Who witnessed whom (BRG-D-30, D-48): an NPC witnesses a crew member when both were on the table at the same
 * time while the NPC was conscious, and the NPC ends the fight alive in COT; under `witness_rule` =
 * `line_of_sight` it must also have seen it. Times on the table are counted in turns, both ends included.
 */

/** What the witness rule needs to know about one model beyond the fight. */
export interface WitnessFacts {
  readonly crew: boolean;
  /** Unconscious when the fight began (BRG-D-16): it sees nothing until woken. */
  readonly unconscious: boolean;
  /** Alive in COT after the fight (a `dying` NPC survives and remembers, BRG-D-48). */
  readonly survives: boolean;
}

/** The turns a model was on the table (and, for `conscious`, awake): from, to (null: to the end); null: never. */
function span(model: ModelResult, fight: FightResult, facts: WitnessFacts, conscious: boolean) {
  if (model.arrived === null) return null;
  let from = model.arrived;
  if (conscious && facts.unconscious) {
    if (model.woken === null) return null;
    from = Math.max(from, model.woken);
  }
  return { from, to: leftTableAt(model, fight) };
}

/**
 * BRG-D-48: for each NPC model that witnessed crew members, those crew models, in the fight's model order.
 * `facts` says which models are crew, which started Unconscious and which survive; models it does not name
 * (declined at import) witness nobody and are witnessed by nobody.
 */
export function witnessesOf(
  fight: FightResult,
  facts: ReadonlyMap<ModelId, WitnessFacts>,
  settings: Pick<BridgeSettings, 'witnessRule'>,
): Map<ModelId, ModelId[]> {
  const seen = new Set(fight.sight.map(([npc, crew]) => `${npc}\u0000${crew}`));
  const crew = Object.values(fight.models).flatMap((model) => {
    const known = facts.get(model.id);
    const on = known?.crew ? span(model, fight, known, false) : null;
    return on ? [{ model, on }] : [];
  });
  const witnessed = new Map<ModelId, ModelId[]>();
  for (const npc of Object.values(fight.models)) {
    const known = facts.get(npc.id);
    if (!known || known.crew || !known.survives) continue;
    const awake = span(npc, fight, known, true);
    if (!awake) continue;
    const saw = crew
      .filter(({ on }) => awake.from <= (on.to ?? Infinity) && on.from <= (awake.to ?? Infinity))
      .filter(
        ({ model }) => settings.witnessRule === 'everyone_on_table' || seen.has(`${npc.id}\u0000${model.id}`),
      )
      .map(({ model }) => model.id);
    if (saw.length > 0) witnessed.set(npc.id, saw);
  }
  return witnessed;
}
