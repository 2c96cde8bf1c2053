/**
 * Part of `npm run bench`: how fast the HEIST exact odds (bench/skirmish-odds.ts) and engine are on this machine.
 * Figures only; nothing is asserted (the tests check correctness).
 */
import { seededDice } from '../core/dice/seeded.ts';
import {
  applySkirmish,
  decideSkirmish,
  houseDeck,
  openingEvents,
  parseModel,
  replaySkirmish,
  skirmishBoard,
  skirmishView,
  startSkirmish,
} from '../core/skirmish/index.ts';
import type { ModelProfile, SkirmishCommand, SkirmishEvent, SkirmishState } from '../core/skirmish/index.ts';
import { formatDuration, measure, printTable } from './measure.ts';
import { benchSkirmishOdds } from './skirmish-odds.ts';

const profile = (line: string): ModelProfile => {
  const parsed = parseModel(line);
  if (Array.isArray(parsed)) throw new Error(line);
  return parsed;
};

/** A scripted fight of 10 models a side, played for 10 rounds with seeded dice; returns its log. */
function playTenRounds(): { state: SkirmishState; log: SkirmishEvent[] } {
  const dice = seededDice('bench');
  const side = (id: string, stance: 'aggressive' | 'defensive', prefix: string) => ({
    id,
    name: id,
    stance,
    models: Array.from({ length: 10 }, (_, i) => ({
      id: `${prefix}${i}`,
      profile: profile(
        `${prefix.toUpperCase()} ${i} (3/5) ${i % 3 === 0 ? 'AR w/3 reloads, frag' : 'SMG w/3 reloads, Pistol'}${i === 4 ? ', body armor' : ''}`,
      ),
      cover: (i % 2 === 0 ? 'low' : 'high') as 'low' | 'high',
    })),
  });
  const started = startSkirmish(
    {
      sides: [side('crew', 'aggressive', 'c'), side('police', 'defensive', 'p')],
      firstSide: 'crew',
      deck: houseDeck,
      pressure: { mode: 'constant' },
    },
    dice,
    houseDeck,
  );
  if (!started.ok) throw new Error(started.message);
  const log = openingEvents(started.events[0]!, dice, 0);
  let state = replaySkirmish(log);
  const run = (command: SkirmishCommand) => {
    const decision = decideSkirmish(state, command, dice, 0);
    if (!decision.ok) return false;
    for (const e of decision.events) state = applySkirmish(state, e);
    log.push(...decision.events);
    return true;
  };
  while (state.round <= 10 && state.phase.kind !== 'over') {
    if (state.blasts[0]) run({ type: 'skirmish/resolve-blast', blast: state.blasts[0].id, victims: [] });
    else if (state.window) run({ type: 'skirmish/resolve' });
    else if (state.phase.kind === 'turn-start') {
      const due = Object.values(state.grenades).filter((g) => g.side === state.turnOrder[state.active]);
      run({ type: 'skirmish/start-turn', blasts: due.map((g) => ({ grenade: g.id, victims: [] })) });
    } else {
      const side = state.turnOrder[state.active]!;
      const next = Object.values(state.models).find(
        (m) =>
          m.side === side &&
          m.presence.kind === 'table' &&
          !m.activated &&
          (!state.activation || state.activation.model === m.id),
      );
      if (!next) {
        if (state.activation) run({ type: 'skirmish/end-activation', model: state.activation.model });
        else run({ type: 'skirmish/end-turn' });
        continue;
      }
      const enemies = Object.values(state.models).filter(
        (m) => m.side !== side && m.presence.kind === 'table',
      );
      const target = enemies[dice.roll(Math.max(1, enemies.length)) - 1];
      const roll = dice.roll(4);
      const shot =
        target && roll <= 2
          ? run({
              type: 'skirmish/act',
              model: next.id,
              action: {
                kind: 'shoot',
                shot: {
                  target: { kind: 'model', model: target.id },
                  aimed: next.aiming,
                  intense: false,
                  crossfire: false,
                  range: 8,
                },
              },
            })
          : false;
      if (!shot && !(roll === 3 && run({ type: 'skirmish/act', model: next.id, action: { kind: 'aim' } }))) {
        if (!run({ type: 'skirmish/act', model: next.id, action: { kind: 'ready', task: 'reload' } }))
          run({ type: 'skirmish/act', model: next.id, action: { kind: 'pass' } });
      }
      if (!state.window && state.activation?.model === next.id)
        run({ type: 'skirmish/end-activation', model: next.id });
    }
  }
  return { state, log };
}

function benchSkirmishEngine(): void {
  const built = performance.now();
  const { state, log } = playTenRounds();
  const buildMs = performance.now() - built;
  const side = state.turnOrder[state.active]!;
  const shooter = Object.values(state.models).find(
    (m) => m.side === side && skirmishView(state, m.id, 0).some((a) => a.action === 'shoot' && a.available),
  );
  const option = shooter
    ? skirmishView(state, shooter.id, 0).find((a) => a.action === 'shoot')!.options[1]
    : undefined;
  const rows: string[][] = [
    [
      'fight',
      `round ${state.round}, ${log.length} events, state ${(JSON.stringify(state).length / 1024).toFixed(1)} KiB`,
      formatDuration(buildMs),
    ],
  ];
  if (shooter && option) {
    const command = option.command;
    const decide = measure(() => decideSkirmish(state, command, seededDice('x'), 0), 1, 21, 5);
    const declared = decideSkirmish(state, command, seededDice('x'), 0);
    let open = state;
    for (const e of declared.ok ? declared.events : []) open = applySkirmish(open, e);
    const check = decideSkirmish(open, { type: 'skirmish/resolve' }, seededDice('y'), 0);
    if (!declared.ok || !check.ok)
      throw new Error(
        `bench command refused: ${!declared.ok ? declared.message : !check.ok ? check.message : ''}`,
      );
    const resolve = measure(
      () => decideSkirmish(open, { type: 'skirmish/resolve' }, seededDice('y'), 0),
      1,
      21,
      5,
    );
    const view = measure(() => skirmishView(state, shooter.id, 0), 1, 9, 2);
    const sideView = measure(() => skirmishView(state, side, 0), 1, 9, 2);
    const board = measure(() => skirmishBoard(state, 0), 1, 21, 5);
    const replay = measure(() => replaySkirmish(log), 1, 5, 1);
    rows.push(
      ['decide: one Shoot command (declaration)', option.label, formatDuration(decide.perCall)],
      ['decide: resolving it (dice, damage, window closed)', '', formatDuration(resolve.perCall)],
      [
        'view: the active model (every action, every option, exact odds)',
        shooter.name,
        formatDuration(view.perCall),
      ],
      ['view: the side (end turn, cards, resolve…)', side, formatDuration(sideView.perCall)],
      ['board', '', formatDuration(board.perCall)],
      ['replay the whole log', `${log.length} events`, formatDuration(replay.perCall)],
    );
  }
  printTable('Engine: 10 models a side after 10 rounds', ['what', 'detail', 'time'], rows);
}

/** Prints `shotOdds` and `grenadeOdds` per call and over their whole grids, and the engine on a long fight. */
export function benchSkirmish(): void {
  benchSkirmishOdds();
  benchSkirmishEngine();
}
