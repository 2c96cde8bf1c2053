import { outOfHolds, updateModel } from './apply-effects.ts';
import type { SkirmishEvent } from '../events.ts';
import { accumulate } from '../table/pressure.ts';
import type { SkirmishState } from '../types.ts';

/** Folding in pressure, Heist cards, reinforcements and the GM's corrections (HST-PRESS, HST-REINF). */

export type TableEvent = Extract<
  SkirmishEvent,
  {
    type:
      | 'skirmish/pressure-gained'
      | 'skirmish/card-played'
      | 'skirmish/cards-swapped'
      | 'skirmish/reserves-arrived'
      | 'skirmish/reserve-rolled'
      | 'skirmish/deployed'
      | 'skirmish/visibility-set'
      | 'skirmish/model-edited'
      | 'skirmish/model-added'
      | 'skirmish/bonus-granted'
      | 'skirmish/cloud-cleared'
      | 'skirmish/clock-paused'
      | 'skirmish/clock-resumed';
  }
>;

/** A GM correction of a model, field by field. */
function editModel(
  state: SkirmishState,
  event: Extract<TableEvent, { type: 'skirmish/model-edited' }>,
): SkirmishState {
  return updateModel(state, event.model, (m) => {
    const { counters, reloads, presence, grenades, ...flags } = event.changes;
    let weapons = m.weapons;
    if (counters && weapons[counters.slot])
      weapons = {
        ...weapons,
        [counters.slot]: { ...weapons[counters.slot]!, counters: counters.counters },
      };
    if (reloads && weapons[reloads.slot])
      weapons = { ...weapons, [reloads.slot]: { ...weapons[reloads.slot]!, reloads: reloads.reloads } };
    return {
      ...m,
      ...flags,
      weapons,
      grenades: grenades ? { ...m.grenades, ...grenades } : m.grenades,
      presence: presence ? { kind: presence } : m.presence,
    };
  });
}

function applyCardPlayed(
  state: SkirmishState,
  event: Extract<TableEvent, { type: 'skirmish/card-played' }>,
): SkirmishState {
  const hands = {
    ...state.cards.hands,
    [event.side]: (state.cards.hands[event.side] ?? []).filter((c) => c !== event.card),
  };
  let next: SkirmishState = { ...state, cards: { ...state.cards, hands } };
  const window = next.window;
  const target = event.target;
  const onWindow = target.kind === 'item' && target.die === undefined && !event.cancelled;
  if (onWindow && window) {
    next = {
      ...next,
      window: {
        ...window,
        cards: [...window.cards, { side: event.side, card: event.card, item: target.item }],
      },
    };
  } else {
    const gone = event.cancelled ? [event.cancelled.card] : [];
    const cards = window?.cards.filter((c) => !gone.includes(c.card));
    if (window && cards) next = { ...next, window: { ...window, cards } };
    next = { ...next, cards: { ...next.cards, discard: [...next.cards.discard, event.card, ...gone] } };
  }
  if (event.reroll && next.window?.resolution?.rolled) {
    const { item, die, face } = event.reroll;
    const rolled = next.window.resolution.rolled;
    const faces = rolled.faces[item]!.map((f, i) => (i === die ? face : f));
    next = {
      ...next,
      window: {
        ...next.window,
        resolution: { ...next.window.resolution, rolled: { faces: { ...rolled.faces, [item]: faces } } },
      },
    };
  }
  if (target.kind === 'model' && next.activation?.model === target.model && target.slot === undefined) {
    next = { ...next, activation: { ...next.activation, bonus: next.activation.bonus + 1 } };
  }
  if (target.kind === 'model' && target.slot) {
    const slot = target.slot;
    next = updateModel(next, target.model, (m) => {
      const weapon = m.weapons[slot];
      return weapon
        ? {
            ...m,
            weapons: { ...m.weapons, [slot]: { ...weapon, counters: Math.max(0, weapon.counters - 1) } },
          }
        : m;
    });
  }
  return next;
}

export function applyTableEvent(state: SkirmishState, event: TableEvent): SkirmishState {
  switch (event.type) {
    case 'skirmish/pressure-gained': {
      const p = state.pressure;
      const passed = event.clock
        ? { ...p.passed, [event.clock]: (p.passed[event.clock] ?? 0) + event.points }
        : p.passed;
      const hands = {
        ...state.cards.hands,
        [event.side]: [...(state.cards.hands[event.side] ?? []), ...event.drawn],
      };
      return {
        ...state,
        pressure: {
          ...p,
          passed,
          points: { ...p.points, [event.side]: (p.points[event.side] ?? 0) + event.points },
        },
        cards: { draw: event.pile, discard: event.discard, hands },
      };
    }
    case 'skirmish/card-played':
      return applyCardPlayed(state, event);
    case 'skirmish/cards-swapped': {
      const kept = (state.cards.hands[event.side] ?? []).filter((c) => !event.discarded.includes(c));
      return {
        ...state,
        cards: {
          draw: event.pile,
          discard: event.discard,
          hands: { ...state.cards.hands, [event.side]: [...kept, ...event.drawn] },
        },
      };
    }
    case 'skirmish/reserves-arrived':
      return event.models.reduce(
        (s, id) => updateModel(s, id, (m) => ({ ...m, presence: { kind: 'reserve' } })),
        state,
      );
    case 'skirmish/reserve-rolled': {
      const entryPoint = event.entryPoint;
      return entryPoint
        ? updateModel(state, event.model, (m) => ({ ...m, presence: { kind: 'entry', entryPoint } }))
        : state;
    }
    case 'skirmish/deployed':
      return updateModel(state, event.model, (m) => ({
        ...m,
        presence: { kind: 'table' },
        cover: event.cover,
      }));
    case 'skirmish/visibility-set':
      return { ...state, scenario: { ...state.scenario, visibility: event.visibility } };
    case 'skirmish/model-edited': {
      const presence = event.changes.presence;
      const edited = editModel(state, event);
      return presence && presence !== 'table' ? outOfHolds(edited, event.model) : edited; // BRG-D-16
    }
    case 'skirmish/model-added':
      return { ...state, models: { ...state.models, [event.model.id]: event.model } };
    case 'skirmish/bonus-granted': // BRG-D-17
      return updateModel(state, event.model, (m) =>
        m.cot
          ? {
              ...m,
              cot: {
                ...m.cot,
                checks: (m.cot.checks ?? 0) + event.checks,
                shifts: m.cot.shifts + event.shifts,
              },
            }
          : m,
      );
    case 'skirmish/cloud-cleared': {
      const { [event.cloud]: _gone, ...clouds } = state.clouds;
      return { ...state, clouds };
    }
    case 'skirmish/clock-paused':
      return { ...state, pressure: { ...accumulate(state.pressure, event.at), paused: true } };
    case 'skirmish/clock-resumed': {
      const p = state.pressure;
      return {
        ...state,
        pressure: { ...p, paused: false, running: p.running ? { ...p.running, since: event.at } : null },
      };
    }
  }
}
