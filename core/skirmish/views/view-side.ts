import { activeSide, handOf } from '../actions/access.ts';
import { grenadesNeedingFacts } from '../grenades/blast.ts';
import type { SkirmishCommand } from '../commands.ts';
import type { CardTarget } from '../events.ts';
import { windowItems } from '../actions/items.ts';
import { pendingDetonations } from '../actions/turns.ts';
import type { SideId, SkirmishState } from '../types.ts';
import type { Candidates } from './view-candidates.ts';

/** The turn-level commands a side (its player, or the GM for it) may give. */

const option = (label: string, command: SkirmishCommand) => ({ label, command });

function cardTargets(state: SkirmishState, side: SideId): CardTarget[] {
  const window = state.window;
  const items: CardTarget[] = window
    ? windowItems(window).flatMap((item) => {
        const rolled = window.resolution?.rolled?.faces[item];
        return rolled
          ? rolled.map((_, die) => ({ kind: 'item', item, die }) as const)
          : [{ kind: 'item', item } as const];
      })
    : [];
  const models = Object.values(state.models)
    .filter((m) => m.side === side)
    .flatMap((m) => [
      { kind: 'model', model: m.id } as const,
      ...(['long', 'sidearm'] as const).map((slot) => ({ kind: 'model', model: m.id, slot }) as const),
    ]);
  return [...items, ...models];
}

function cardOptions(state: SkirmishState, side: SideId) {
  const hand = handOf(state, side);
  const targets = cardTargets(state, side);
  return hand.flatMap((card) =>
    targets.map((target) =>
      option(`Play ${card} on ${target.kind === 'item' ? target.item : target.model}`, {
        type: 'skirmish/play-card',
        side,
        card,
        target,
      }),
    ),
  );
}

function swapOptions(state: SkirmishState, side: SideId) {
  const hand = handOf(state, side);
  return hand.flatMap((a, i) =>
    hand
      .slice(i + 1)
      .map((b) =>
        option(`Discard ${a} and ${b}, draw one`, { type: 'skirmish/swap-cards', side, cards: [a, b] }),
      ),
  );
}

function endTurnOptions(state: SkirmishState, side: SideId) {
  const box = Object.values(state.models).filter(
    (m) =>
      m.side === side &&
      (m.presence.kind === 'reserve' ||
        (m.presence.kind === 'coming' && m.presence.arrivesAfterRound <= state.round)),
  );
  const entry = state.scenario.sides.find((s) => s.id === side)?.entryPoints[0];
  const rolling =
    box.length > 0 && entry
      ? [
          option(`End the turn; every reserve rolls for ${entry.name}`, {
            type: 'skirmish/end-turn',
            reserves: box.map((m) => ({ model: m.id, entryPoint: entry.id })),
          }),
        ]
      : [];
  return [option('End the turn', { type: 'skirmish/end-turn' }), ...rolling];
}

export function sideCandidates(state: SkirmishState, side: SideId): Candidates[] {
  const active = state.turnOrder.length > 0 && activeSide(state) === side;
  const due = active ? grenadesNeedingFacts(pendingDetonations(state)) : [];
  const waiting = Object.values(state.models).filter((m) => m.side === side && m.presence.kind === 'entry');
  return [
    {
      action: 'choose-first',
      label: 'Choose the first side',
      rule: 'HST-D-6',
      // HST-D-6: the side that won the dice-off chooses; the others have nothing to choose
      commands:
        state.phase.kind === 'choose-first' && state.phase.chooser === side
          ? state.scenario.sides.map((s) =>
              option(`${s.name} goes first`, { type: 'skirmish/choose-first', side: s.id }),
            )
          : [],
      none:
        state.phase.kind === 'choose-first'
          ? `${state.scenario.sides.find((s) => s.id === (state.phase as { chooser: SideId }).chooser)?.name ?? 'The winner of the dice-off'} chooses who goes first (HST-D-6)`
          : 'The first side is already chosen',
    },
    {
      action: 'start-turn',
      label: 'Grenades go off',
      rule: 'HST-GREN-5',
      commands: [
        option('Set off the grenades (add who is caught)', {
          type: 'skirmish/start-turn',
          blasts: due.map((g) => ({ grenade: g.id, victims: [] })),
        }),
      ],
      none: '',
    },
    {
      action: 'resolve',
      label: 'Resolve the reactions',
      rule: 'HST-REACT-5',
      commands: [
        option('Resolve', { type: 'skirmish/resolve' }),
        option("Resolve, showing each group's dice", { type: 'skirmish/resolve', review: true }),
      ],
      none: '',
    },
    {
      action: 'resolve-blast',
      label: 'Vehicle explosion',
      rule: 'HST-VEH-8',
      commands: state.blasts.map((b) =>
        option('Blow it up (add who is caught)', {
          type: 'skirmish/resolve-blast',
          blast: b.id,
          victims: [],
        }),
      ),
      none: 'Nothing has exploded',
    },
    {
      action: 'deploy',
      label: 'Deploy',
      rule: 'HST-REINF-2',
      commands: waiting.map((m) =>
        option(`Deploy ${m.name}`, { type: 'skirmish/deploy', model: m.id, distance: 0 }),
      ),
      none: 'Nobody waits at an entry point',
    },
    {
      action: 'end-turn',
      label: 'End the turn',
      rule: 'HST-SEQ-2',
      commands: endTurnOptions(state, side),
      none: '',
    },
    {
      action: 'swap-cards',
      label: 'Swap two cards for one',
      rule: 'HST-PRESS-5',
      commands: swapOptions(state, side),
      none: 'Fewer than two cards in hand',
    },
    {
      action: 'play-card',
      label: 'Play a Heist card',
      rule: 'HST-PRESS-5',
      commands: cardOptions(state, side),
      none: 'No cards in hand',
    },
  ];
}
